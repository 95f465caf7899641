CREATE TABLE "agent_contract_statements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contract_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"contract_id" bigint NOT NULL,
	"agent_id" bigint NOT NULL,
	"period" text NOT NULL,
	"turnover" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"net_loss" bigint NOT NULL,
	"tier" smallint,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_statements_amount" CHECK ("agent_contract_statements"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"proposed_by" bigint,
	"tiers" jsonb NOT NULL,
	"status" text NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contracts_no_self" CHECK ("agent_contracts"."proposed_by" is null or "agent_contracts"."proposed_by" <> "agent_contracts"."agent_id")
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_rates" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"rate_bp" smallint NOT NULL,
	"set_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_rates_member_id_category_pk" PRIMARY KEY("member_id","category"),
	CONSTRAINT "agent_rebate_rates_bounds" CHECK ("agent_rebate_rates"."rate_bp" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_statements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_rebate_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"period" text NOT NULL,
	"category" text NOT NULL,
	"valid_bet" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_statements_amount" CHECK ("agent_rebate_statements"."amount" >= 0 and "agent_rebate_statements"."valid_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "announcement_reads" (
	"member_id" bigint NOT NULL,
	"announcement_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_member_id_announcement_id_pk" PRIMARY KEY("member_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "agent_contract_statements" ADD CONSTRAINT "agent_contract_statements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_statements" ADD CONSTRAINT "agent_contract_statements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_statements" ADD CONSTRAINT "agent_contract_statements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_proposed_by_members_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_rates" ADD CONSTRAINT "agent_rebate_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_rates" ADD CONSTRAINT "agent_rebate_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_statements" ADD CONSTRAINT "agent_rebate_statements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_statements" ADD CONSTRAINT "agent_rebate_statements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_statements_once" ON "agent_contract_statements" USING btree ("contract_id","period");--> statement-breakpoint
CREATE INDEX "agent_contract_statements_agent" ON "agent_contract_statements" USING btree ("agent_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_proposal" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'proposed';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_accepted" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "agent_contracts_merchant_kind" ON "agent_contracts" USING btree ("merchant_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_rebate_statements_once" ON "agent_rebate_statements" USING btree ("agent_id","period","category");--> statement-breakpoint
CREATE INDEX "agent_rebate_statements_merchant_period" ON "agent_rebate_statements" USING btree ("merchant_id","period");--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_depth" ON "member_tree" USING btree ("ancestor_id","depth","descendant_id");--> statement-breakpoint
CREATE INDEX "member_tree_descendant_depth" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "members_merchant_registered" ON "members" USING btree ("merchant_id","registered_at");--> statement-breakpoint
CREATE INDEX "sessions_merchant_created" ON "sessions" USING btree ("merchant_id","created_at");--> statement-breakpoint
-- The downline tree keeps itself (issue 13): a new member gets (self, self, 0) and one row per
-- ancestor of its upline; an upline must be of the same merchant and, once set, never changes.
CREATE FUNCTION member_tree_attach() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM members u WHERE u.id = NEW.upline_id AND u.merchant_id = NEW.merchant_id
  ) THEN
    RAISE EXCEPTION 'upline % is not a member of merchant %', NEW.upline_id, NEW.merchant_id;
  END IF;
  INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.upline_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_tree_attach AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree_attach();
--> statement-breakpoint
CREATE FUNCTION member_upline_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a member''s upline never changes (member %)', OLD.id;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_upline_fixed BEFORE UPDATE OF upline_id ON members FOR EACH ROW
  WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION member_upline_fixed();
--> statement-breakpoint
-- The members there already: their rows, from the roots down.
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE chain(ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT m.upline_id, c.descendant_id, c.depth + 1
  FROM chain c JOIN members m ON m.id = c.ancestor_id
  WHERE m.upline_id IS NOT NULL
)
SELECT ancestor_id, descendant_id, depth FROM chain;
