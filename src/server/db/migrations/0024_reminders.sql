CREATE TABLE "reminder_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_messages_channel_check" CHECK (channel IN ('whatsapp', 'email')),
	CONSTRAINT "reminder_messages_status_check" CHECK (status IN ('pending', 'sent', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"lesson" boolean DEFAULT true NOT NULL,
	"lesson_mode" text DEFAULT 'evening_before' NOT NULL,
	"lesson_hours" integer DEFAULT 24 NOT NULL,
	"credits_low" boolean DEFAULT true NOT NULL,
	"package_expiring" boolean DEFAULT true NOT NULL,
	"payment_due" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_mode_check" CHECK (lesson_mode IN ('evening_before', 'hours_before')),
	CONSTRAINT "reminder_settings_hours_check" CHECK (lesson_hours BETWEEN 2 AND 48)
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"facts" jsonb NOT NULL,
	"message_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_kind_check" CHECK (kind IN ('lesson', 'credits_low', 'package_expiring', 'payment_due', 'payment_overdue'))
);
--> statement-breakpoint
CREATE TABLE "student_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_consents_channel_check" CHECK (channel IN ('whatsapp', 'email')),
	CONSTRAINT "student_consents_source_check" CHECK (source IN ('coach', 'student'))
);
--> statement-breakpoint
ALTER TABLE "reminder_messages" ADD CONSTRAINT "reminder_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_messages" ADD CONSTRAINT "reminder_messages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_message_id_reminder_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."reminder_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_consents" ADD CONSTRAINT "student_consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_consents" ADD CONSTRAINT "student_consents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_messages_slot_key" ON "reminder_messages" USING btree ("student_id","slot_at","channel");--> statement-breakpoint
CREATE INDEX "reminder_messages_user_status_idx" ON "reminder_messages" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reminder_messages_due_idx" ON "reminder_messages" USING btree ("channel","next_attempt_at") WHERE "reminder_messages"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_subject_key" ON "reminders" USING btree ("student_id","kind","subject");--> statement-breakpoint
CREATE INDEX "reminders_message_idx" ON "reminders" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "reminders_user_idx" ON "reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "student_consents_student_idx" ON "student_consents" USING btree ("student_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "student_consents_user_idx" ON "student_consents" USING btree ("user_id");