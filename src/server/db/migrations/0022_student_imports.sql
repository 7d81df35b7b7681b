CREATE TABLE "student_import_items" (
	"import_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	CONSTRAINT "student_import_items_action_check" CHECK (action IN ('created', 'updated'))
);
--> statement-breakpoint
CREATE TABLE "student_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text,
	"series_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "student_imports_key_length_check" CHECK (char_length("student_imports"."idempotency_key") <= 200)
);
--> statement-breakpoint
ALTER TABLE "credit_movements" DROP CONSTRAINT "credit_movements_reason_check";--> statement-breakpoint
ALTER TABLE "packages" DROP CONSTRAINT "packages_total_classes_check";--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "student_import_items" ADD CONSTRAINT "student_import_items_import_id_student_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."student_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import_items" ADD CONSTRAINT "student_import_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_import_items" ADD CONSTRAINT "student_import_items_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_imports" ADD CONSTRAINT "student_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_import_items_import_idx" ON "student_import_items" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "student_import_items_student_idx" ON "student_import_items" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_imports_user_created_idx" ON "student_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_imports_user_key_idx" ON "student_imports" USING btree ("user_id","idempotency_key") WHERE "student_imports"."idempotency_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_import_id_student_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."student_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_reason_check" CHECK (reason IN ('purchase', 'session', 'refund', 'manual_assign', 'package_edit', 'late_cancel', 'no_show', 'outcome_reverted', 'import'));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_total_classes_check" CHECK ("packages"."total_classes" >= 1 OR ("packages"."import_id" IS NOT NULL AND "packages"."total_classes" >= 0));