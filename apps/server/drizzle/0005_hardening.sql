CREATE TABLE "payment_password_attempts" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"in_flight" integer DEFAULT 0 NOT NULL,
	"slot_taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD COLUMN "session_id" bigint;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD COLUMN "issued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "round_timeout_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payment_password_attempts" ADD CONSTRAINT "payment_password_attempts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_password_attempts" ADD CONSTRAINT "payment_password_attempts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_open" ON "game_rounds" USING btree ("opened_at") WHERE "game_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "vendor_transactions_round" ON "vendor_transactions" USING btree ("vendor_code","round_id");--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_sums_bounded" CHECK ("game_rounds"."stake" between 0 and 9007199254740991 and "game_rounds"."payout" between 0 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_balance_bounded" CHECK ("ledger_accounts"."balance" between -9007199254740991 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfer_bounded" CHECK ("ledger_transfers"."amount" <= 9007199254740991);