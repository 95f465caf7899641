CREATE TABLE "member_active_days" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "member_active_days_member_id_kind_month_pk" PRIMARY KEY("member_id","kind","month")
);
--> statement-breakpoint
CREATE TABLE "team_day_money" (
	"merchant_id" integer NOT NULL,
	"ancestor_id" bigint NOT NULL,
	"scope" smallint NOT NULL,
	"day" date NOT NULL,
	"deposits" bigint NOT NULL,
	"withdrawals" bigint NOT NULL,
	"bonuses" bigint NOT NULL,
	"first_deposits" integer NOT NULL,
	CONSTRAINT "team_day_money_ancestor_id_scope_day_pk" PRIMARY KEY("ancestor_id","scope","day")
);
--> statement-breakpoint
CREATE TABLE "team_day_play" (
	"merchant_id" integer NOT NULL,
	"ancestor_id" bigint NOT NULL,
	"scope" smallint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"rounds" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "team_day_play_ancestor_id_scope_day_category_pk" PRIMARY KEY("ancestor_id","scope","day","category")
);
--> statement-breakpoint
CREATE TABLE "team_rollup_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_rollup_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_rollup_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"day_from" timestamp with time zone NOT NULL,
	"day_to" timestamp with time zone NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_rollup_days_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
ALTER TABLE "member_active_days" ADD CONSTRAINT "member_active_days_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_day_money" ADD CONSTRAINT "team_day_money_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_day_play" ADD CONSTRAINT "team_day_play_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_rollup_changes" ADD CONSTRAINT "team_rollup_changes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_rollup_days" ADD CONSTRAINT "team_rollup_days_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_active_days_merchant_month" ON "member_active_days" USING btree ("merchant_id","month") WHERE "member_active_days"."days" <> 0;--> statement-breakpoint
CREATE INDEX "team_day_money_merchant_day" ON "team_day_money" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE INDEX "team_day_play_merchant_day" ON "team_day_play" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE INDEX "team_rollup_changes_at" ON "team_rollup_changes" USING btree ("merchant_id","at");--> statement-breakpoint
CREATE INDEX "team_rollup_days_span" ON "team_rollup_days" USING btree ("merchant_id","day_from");--> statement-breakpoint
CREATE INDEX "ledger_transfers_merchant_time" ON "ledger_transfers" USING btree ("merchant_id","created_at");--> statement-breakpoint
-- A change to a round of an earlier moment is noted for the team rollup (schema/team-rollup.ts):
-- a settled round changed again (a vendor's second settle, a refund, a roll-back) at its old
-- settled_at, and a round settled at a moment more than a minute ago. Rounds settled now (every
-- normal play) write nothing: their day is not closed yet, and the rollup waits for it.
CREATE FUNCTION team_rollup_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'settled' AND OLD.settled_at < now() - interval '1 minute' THEN
    INSERT INTO team_rollup_changes (merchant_id, at) VALUES (OLD.merchant_id, OLD.settled_at);
  END IF;
  IF NEW.status = 'settled' AND NEW.settled_at < now() - interval '1 minute'
     AND (TG_OP = 'INSERT' OR NEW.settled_at IS DISTINCT FROM OLD.settled_at OR OLD.status <> 'settled') THEN
    INSERT INTO team_rollup_changes (merchant_id, at) VALUES (NEW.merchant_id, NEW.settled_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER game_rounds_rollup_note AFTER INSERT OR UPDATE ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION team_rollup_note_change();
