CREATE TABLE "payment_removals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_method_check" CHECK (method IN ('pix', 'dinheiro', 'cartao', 'transferencia', 'outro')),
	CONSTRAINT "payments_note_length_check" CHECK (note IS NULL OR char_length(note) <= 200)
);
--> statement-breakpoint
CREATE TABLE "pix_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"key_type" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_settings_key_type_check" CHECK (key_type IN ('cpf', 'cnpj', 'email', 'phone', 'random'))
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "payment_removals" ADD CONSTRAINT "payment_removals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_settings" ADD CONSTRAINT "pix_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_removals_user_removed_idx" ON "payment_removals" USING btree ("user_id","removed_at");--> statement-breakpoint
CREATE INDEX "payments_user_paid_on_idx" ON "payments" USING btree ("user_id","paid_on");--> statement-breakpoint
CREATE INDEX "payments_package_idx" ON "payments" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "payments_user_student_idx" ON "payments" USING btree ("user_id","student_id");