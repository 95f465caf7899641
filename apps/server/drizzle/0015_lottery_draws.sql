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
CREATE UNIQUE INDEX "lottery_draws_key" ON "lottery_draws" USING btree ("game","draw_key");--> statement-breakpoint
CREATE INDEX "lottery_draws_due" ON "lottery_draws" USING btree ("draws_at") WHERE "lottery_draws"."status" <> 'settled';--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time" ON "lottery_draws" USING btree ("game","draws_at");