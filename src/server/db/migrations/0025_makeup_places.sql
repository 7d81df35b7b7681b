CREATE TABLE "makeup_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "makeup_waitlist_lesson_student_key" UNIQUE("lesson_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "lesson_series" ADD COLUMN "makeup_capacity" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "makeup_capacity" integer;--> statement-breakpoint
ALTER TABLE "makeup_waitlist" ADD CONSTRAINT "makeup_waitlist_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_waitlist" ADD CONSTRAINT "makeup_waitlist_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_waitlist" ADD CONSTRAINT "makeup_waitlist_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "makeup_waitlist_user_student_idx" ON "makeup_waitlist" USING btree ("user_id","student_id");--> statement-breakpoint
ALTER TABLE "lesson_series" ADD CONSTRAINT "lesson_series_makeup_capacity_check" CHECK (makeup_capacity IS NULL OR makeup_capacity BETWEEN 1 AND 50);--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_makeup_capacity_check" CHECK (makeup_capacity IS NULL OR makeup_capacity BETWEEN 1 AND 50);