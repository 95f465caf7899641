CREATE TABLE "lottery_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"game" text NOT NULL,
	"bet_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"odds_bp" integer NOT NULL,
	"request_id" text NOT NULL,
	"line" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hits" smallint,
	"payout" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_stake" CHECK ("lottery_bets"."stake" > 0),
	CONSTRAINT "lottery_bets_settled" CHECK (("lottery_bets"."status" = 'pending') = ("lottery_bets"."payout" is null))
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game" text NOT NULL,
	"draw_key" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"digits" text,
	"status" text DEFAULT 'open' NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_order" CHECK ("lottery_draws"."opens_at" < "lottery_draws"."closes_at" and "lottery_draws"."closes_at" <= "lottery_draws"."draws_at"),
	CONSTRAINT "lottery_draws_drawn" CHECK (("lottery_draws"."status" = 'open') = ("lottery_draws"."digits" is null))
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_once" ON "lottery_bets" USING btree ("member_id","request_id","line");--> statement-breakpoint
CREATE INDEX "lottery_bets_draw" ON "lottery_bets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_bets_member" ON "lottery_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_key" ON "lottery_draws" USING btree ("game","draw_key");--> statement-breakpoint
CREATE INDEX "lottery_draws_due" ON "lottery_draws" USING btree ("draws_at") WHERE "lottery_draws"."status" <> 'settled';--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time" ON "lottery_draws" USING btree ("game","draws_at");