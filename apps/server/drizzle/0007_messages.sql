CREATE TABLE "member_message_states" (
	"message_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "member_message_states_member_id_message_id_pk" PRIMARY KEY("member_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"audience" text NOT NULL,
	"member_id" bigint,
	"min_vip_level" smallint,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_messages_member_audience" CHECK (("member_messages"."audience" = 'member') = ("member_messages"."member_id" is not null)),
	CONSTRAINT "member_messages_vip_audience" CHECK (("member_messages"."audience" = 'vip') = ("member_messages"."min_vip_level" is not null))
);
--> statement-breakpoint
ALTER TABLE "member_message_states" ADD CONSTRAINT "member_message_states_message_id_member_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."member_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_message_states" ADD CONSTRAINT "member_message_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_messages_merchant_audience" ON "member_messages" USING btree ("merchant_id","audience","id");--> statement-breakpoint
CREATE INDEX "member_messages_member" ON "member_messages" USING btree ("member_id","id");