CREATE TABLE "agent_inbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"event_id" text NOT NULL,
	"event" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_inbox_status_check" CHECK (status IN ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_inbox_event_idx" ON "agent_inbox" USING btree ("channel","event_id");--> statement-breakpoint
CREATE INDEX "agent_inbox_due_idx" ON "agent_inbox" USING btree ("next_attempt_at") WHERE status = 'pending';