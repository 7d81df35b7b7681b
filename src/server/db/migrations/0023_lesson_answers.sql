ALTER TABLE "lesson_students" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "lesson_students" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_students" ADD CONSTRAINT "lesson_students_answer_check" CHECK (answer IN ('confirmed', 'declined'));