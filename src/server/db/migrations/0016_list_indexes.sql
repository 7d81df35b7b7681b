DROP INDEX "students_user_name_idx";--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "packages_user_owing_idx" ON "packages" USING btree ("user_id","student_id") WHERE "packages"."price_cents" > "packages"."paid_cents";--> statement-breakpoint
CREATE INDEX "students_user_name_id_idx" ON "students" USING btree ("user_id","name_folded","id");