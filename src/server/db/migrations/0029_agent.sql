CREATE TABLE "agent_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"external_id" text,
	"label" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"linked_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_links_channel_check" CHECK (channel IN ('whatsapp', 'telegram'))
);
--> statement-breakpoint
CREATE TABLE "agent_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"event_id" text,
	"reply_to" uuid,
	"proposal_id" uuid,
	"link" text,
	"options" jsonb,
	"pending" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_messages_role_check" CHECK (role IN ('coach', 'agent')),
	CONSTRAINT "agent_messages_channel_check" CHECK (channel IN ('app', 'whatsapp', 'telegram'))
);
--> statement-breakpoint
CREATE TABLE "agent_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"intent" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "agent_proposals_status_check" CHECK (status IN ('pending', 'confirmed', 'cancelled', 'expired', 'failed')),
	CONSTRAINT "agent_proposals_channel_check" CHECK (channel IN ('app', 'whatsapp', 'telegram'))
);
--> statement-breakpoint
ALTER TABLE "agent_links" ADD CONSTRAINT "agent_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_messages" ADD CONSTRAINT "agent_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_messages" ADD CONSTRAINT "agent_messages_proposal_id_agent_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."agent_proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_proposals" ADD CONSTRAINT "agent_proposals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_links_user_idx" ON "agent_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_links_external_idx" ON "agent_links" USING btree ("channel","external_id") WHERE external_id IS NOT NULL AND revoked_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_links_code_idx" ON "agent_links" USING btree ("code_hash") WHERE code_hash IS NOT NULL;--> statement-breakpoint
CREATE INDEX "agent_messages_user_idx" ON "agent_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_messages_event_idx" ON "agent_messages" USING btree ("user_id","channel","event_id") WHERE event_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "agent_proposals_user_idx" ON "agent_proposals" USING btree ("user_id","created_at");