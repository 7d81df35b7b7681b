CREATE TABLE "shared_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"session_id" uuid,
	"period" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_items_kind_check" CHECK (kind IN ('report', 'message')),
	CONSTRAINT "shared_items_period_check" CHECK (period IS NULL OR period IN ('30d', '90d', '12m', 'all')),
	CONSTRAINT "shared_items_text_length_check" CHECK (char_length(text) BETWEEN 1 AND 4000)
);
--> statement-breakpoint
CREATE TABLE "student_page_links" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_page_links_token_hash_check" CHECK ("student_page_links"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "shared_items" ADD CONSTRAINT "shared_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_items" ADD CONSTRAINT "shared_items_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_items" ADD CONSTRAINT "shared_items_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_page_links" ADD CONSTRAINT "student_page_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_page_links" ADD CONSTRAINT "student_page_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_items_student_created_idx" ON "shared_items" USING btree ("student_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shared_items_user_idx" ON "shared_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shared_items_session_idx" ON "shared_items" USING btree ("session_id") WHERE "shared_items"."session_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "student_page_links_token_hash_key" ON "student_page_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "student_page_links_user_idx" ON "student_page_links" USING btree ("user_id");