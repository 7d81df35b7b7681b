DROP INDEX "session_feedbacks_user_student_idx";--> statement-breakpoint
ALTER TABLE "session_feedbacks" ADD COLUMN "class_date" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "session_feedbacks_user_student_date_idx" ON "session_feedbacks" USING btree ("user_id","student_id","class_date");