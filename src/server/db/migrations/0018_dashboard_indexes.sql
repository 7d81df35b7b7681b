DROP INDEX "students_user_created_idx";--> statement-breakpoint
DROP INDEX "packages_user_owing_idx";--> statement-breakpoint
CREATE INDEX "students_user_created_id_idx" ON "students" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "students_user_active_idx" ON "students" USING btree ("user_id") WHERE "students"."status" = 'active';--> statement-breakpoint
CREATE INDEX "packages_user_owing_idx" ON "packages" USING btree ("user_id","student_id","due_date","price_cents","paid_cents") WHERE "packages"."price_cents" > "packages"."paid_cents";