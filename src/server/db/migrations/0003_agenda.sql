CREATE TABLE "lesson_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"start_date" date NOT NULL,
	"until_date" date,
	"club_id" uuid,
	"title" text,
	"notes" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_series_weekdays_check" CHECK (cardinality("lesson_series"."weekdays") BETWEEN 1 AND 7 AND "lesson_series"."weekdays" <@ ARRAY[1,2,3,4,5,6,7]::smallint[]),
	CONSTRAINT "lesson_series_start_time_check" CHECK ("lesson_series"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "lesson_series_duration_check" CHECK (duration_minutes BETWEEN 15 AND 240),
	CONSTRAINT "lesson_series_until_check" CHECK ("lesson_series"."until_date" IS NULL OR "lesson_series"."until_date" >= "lesson_series"."start_date"),
	CONSTRAINT "lesson_series_title_check" CHECK (char_length(title) <= 100),
	CONSTRAINT "lesson_series_notes_check" CHECK (char_length(notes) <= 1000)
);
--> statement-breakpoint
CREATE TABLE "lesson_series_students" (
	"series_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "lesson_series_students_series_id_student_id_pk" PRIMARY KEY("series_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_students" (
	"lesson_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"outcome" text,
	"notice_at" timestamp with time zone,
	"charged_package_id" uuid,
	"no_credit" boolean DEFAULT false NOT NULL,
	"makeup_of" uuid,
	"outcome_at" timestamp with time zone,
	CONSTRAINT "lesson_students_lesson_id_student_id_pk" PRIMARY KEY("lesson_id","student_id"),
	CONSTRAINT "lesson_students_outcome_check" CHECK (outcome IN ('present', 'notified_absence', 'late_cancel', 'no_show', 'teacher_cancelled', 'rain')),
	CONSTRAINT "lesson_students_charge_check" CHECK ("lesson_students"."charged_package_id" IS NULL OR ("lesson_students"."outcome" IN ('late_cancel', 'no_show') AND NOT "lesson_students"."no_credit"))
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"series_id" uuid,
	"occurrence_date" date,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"club_id" uuid,
	"title" text,
	"notes" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_series_occurrence_key" UNIQUE("series_id","occurrence_date"),
	CONSTRAINT "lessons_occurrence_check" CHECK (("lessons"."series_id" IS NULL) = ("lessons"."occurrence_date" IS NULL)),
	CONSTRAINT "lessons_duration_check" CHECK (duration_minutes BETWEEN 15 AND 240),
	CONSTRAINT "lessons_status_check" CHECK (status IN ('scheduled', 'cancelled')),
	CONSTRAINT "lessons_title_check" CHECK (char_length(title) <= 100),
	CONSTRAINT "lessons_notes_check" CHECK (char_length(notes) <= 1000)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_check" CHECK ("calendar_feeds"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "credit_movements" DROP CONSTRAINT "credit_movements_reason_check";--> statement-breakpoint
ALTER TABLE "credit_movements" ADD COLUMN "lesson_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cancel_notice_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "late_cancel_consumes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "no_show_consumes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_series" ADD CONSTRAINT "lesson_series_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_series" ADD CONSTRAINT "lesson_series_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_series_students" ADD CONSTRAINT "lesson_series_students_series_id_lesson_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."lesson_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_series_students" ADD CONSTRAINT "lesson_series_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_series_students" ADD CONSTRAINT "lesson_series_students_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_students" ADD CONSTRAINT "lesson_students_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_students" ADD CONSTRAINT "lesson_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_students" ADD CONSTRAINT "lesson_students_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_students" ADD CONSTRAINT "lesson_students_charged_package_id_packages_id_fk" FOREIGN KEY ("charged_package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_students" ADD CONSTRAINT "lesson_students_makeup_of_lessons_id_fk" FOREIGN KEY ("makeup_of") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_series_id_lesson_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."lesson_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_series_user_start_idx" ON "lesson_series" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "lesson_series_students_user_student_idx" ON "lesson_series_students" USING btree ("user_id","student_id");--> statement-breakpoint
CREATE INDEX "lesson_students_user_student_idx" ON "lesson_students" USING btree ("user_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_students_makeup_key" ON "lesson_students" USING btree ("student_id","makeup_of") WHERE "lesson_students"."makeup_of" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "lesson_students_charged_idx" ON "lesson_students" USING btree ("charged_package_id") WHERE "lesson_students"."charged_package_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "lessons_user_starts_idx" ON "lessons" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_session_idx" ON "lessons" USING btree ("session_id") WHERE "lessons"."session_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_reason_check" CHECK (reason IN ('purchase', 'session', 'refund', 'manual_assign', 'package_edit', 'late_cancel', 'no_show', 'outcome_reverted'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_cancel_notice_hours_check" CHECK (cancel_notice_hours BETWEEN 0 AND 168);