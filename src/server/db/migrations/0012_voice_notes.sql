CREATE TABLE "media_deletions" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"feedback_id" uuid,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"shared_at" timestamp with time zone,
	"transcript" text,
	"transcript_status" text DEFAULT 'none' NOT NULL,
	"transcript_attempts" integer DEFAULT 0 NOT NULL,
	"transcript_next_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "voice_notes_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "voice_notes_mime_type_check" CHECK (mime_type IN ('audio/webm', 'audio/ogg', 'audio/mp4')),
	CONSTRAINT "voice_notes_transcript_status_check" CHECK (transcript_status IN ('none', 'pending', 'done', 'failed')),
	CONSTRAINT "voice_notes_bytes_check" CHECK (bytes BETWEEN 1 AND 5242880),
	CONSTRAINT "voice_notes_duration_check" CHECK (duration_ms BETWEEN 1 AND 182000),
	CONSTRAINT "voice_notes_transcript_length_check" CHECK (transcript IS NULL OR char_length(transcript) <= 4000)
);
--> statement-breakpoint
ALTER TABLE "voice_notes" ADD CONSTRAINT "voice_notes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_notes" ADD CONSTRAINT "voice_notes_feedback_id_session_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."session_feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_deletions_next_idx" ON "media_deletions" USING btree ("next_at");--> statement-breakpoint
CREATE INDEX "voice_notes_feedback_idx" ON "voice_notes" USING btree ("feedback_id","position") WHERE "voice_notes"."feedback_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "voice_notes_user_idx" ON "voice_notes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "voice_notes_orphans_idx" ON "voice_notes" USING btree ("created_at") WHERE "voice_notes"."feedback_id" IS NULL;--> statement-breakpoint
CREATE INDEX "voice_notes_transcript_queue_idx" ON "voice_notes" USING btree ("transcript_next_at") WHERE "voice_notes"."transcript_status" = 'pending';