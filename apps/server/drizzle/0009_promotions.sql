CREATE TABLE "bonus_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"required" bigint NOT NULL,
	"done" bigint DEFAULT 0 NOT NULL,
	"weights" jsonb NOT NULL,
	"state" text DEFAULT 'locked' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_amount" CHECK ("bonus_grants"."amount" > 0 and "bonus_grants"."required" >= 0 and "bonus_grants"."done" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"promotion_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"period" text NOT NULL,
	"state" text NOT NULL,
	"amount" bigint,
	"reference" text,
	"reason" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_entries_amount" CHECK ("promotion_entries"."amount" is null or "promotion_entries"."amount" > 0),
	CONSTRAINT "promotion_entries_claimable_amount" CHECK ("promotion_entries"."state" not in ('claimable', 'credited') or "promotion_entries"."amount" is not null)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"claim_mode" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"eligibility" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"wagering_multiplier" integer DEFAULT 0 NOT NULL,
	"wagering_weights" jsonb NOT NULL,
	"bonus_days" integer DEFAULT 30 NOT NULL,
	"one_per_person" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_schedule" CHECK ("promotions"."ends_at" is null or "promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_wagering" CHECK ("promotions"."wagering_multiplier" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_entry_id_promotion_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."promotion_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_entry" ON "bonus_grants" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "bonus_grants_member_locked" ON "bonus_grants" USING btree ("member_id","id") WHERE "bonus_grants"."state" = 'locked';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_once" ON "promotion_entries" USING btree ("promotion_id","member_id","period");--> statement-breakpoint
CREATE INDEX "promotion_entries_member" ON "promotion_entries" USING btree ("merchant_id","member_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_merchant_code" ON "promotions" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "promotions_merchant_status" ON "promotions" USING btree ("merchant_id","status","sort_order");