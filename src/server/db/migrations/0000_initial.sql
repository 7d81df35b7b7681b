CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"student_id" uuid NOT NULL,
	"student_name" text NOT NULL,
	"message" text NOT NULL,
	"priority" text NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"session_id" uuid,
	"package_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_type_check" CHECK (type IN ('unassigned_session', 'low_credits', 'expiring_package', 'expired_package')),
	CONSTRAINT "alerts_priority_check" CHECK (priority IN ('high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_name_check" CHECK (char_length("clubs"."name") BETWEEN 1 AND 100),
	CONSTRAINT "clubs_phone_digits_check" CHECK ("clubs"."phone" ~ '^[0-9]*$')
);
--> statement-breakpoint
CREATE TABLE "coach_counters" (
	"user_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"rating_sum" bigint DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coach_counters_user_id_shard_pk" PRIMARY KEY("user_id","shard"),
	CONSTRAINT "coach_counters_shard_check" CHECK ("coach_counters"."shard" BETWEEN 0 AND 7)
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"sports" text[] DEFAULT '{}'::text[] NOT NULL,
	"extra_sport" text,
	"heard_from" text NOT NULL,
	"heard_from_other" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_heard_from_check" CHECK (heard_from IN ('twitter', 'reddit', 'friends', 'other')),
	CONSTRAINT "leads_language_check" CHECK (language IN ('en', 'pt'))
);
--> statement-breakpoint
CREATE TABLE "credit_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"session_id" uuid,
	"student_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_movements_delta_check" CHECK ("credit_movements"."delta" <> 0),
	CONSTRAINT "credit_movements_reason_check" CHECK (reason IN ('purchase', 'session', 'refund', 'manual_assign', 'package_edit'))
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"name" text NOT NULL,
	"total_classes" integer NOT NULL,
	"remaining_classes" integer NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"purchase_date" date NOT NULL,
	"payment_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_total_classes_check" CHECK ("packages"."total_classes" >= 1),
	CONSTRAINT "packages_remaining_classes_check" CHECK ("packages"."remaining_classes" >= 0 AND "packages"."remaining_classes" <= "packages"."total_classes"),
	CONSTRAINT "packages_price_check" CHECK ("packages"."price_cents" >= 0),
	CONSTRAINT "packages_expiry_check" CHECK ("packages"."expiry_date" >= "packages"."purchase_date")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"main_sport" text DEFAULT 'Tênis' NOT NULL,
	"timezone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_main_sport_check" CHECK (main_sport IN ('Tênis', 'Padel', 'Beach Tênis', 'Pickleball', 'Badminton', 'Tênis de Mesa', 'Outros')),
	CONSTRAINT "profiles_phone_digits_check" CHECK ("profiles"."phone" ~ '^[0-9]*$')
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"teacher" text NOT NULL,
	"notes" text,
	"notes_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(translate(coalesce(notes, ''), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sessions_notes_length_check" CHECK (char_length(notes) <= 1000)
);
--> statement-breakpoint
CREATE TABLE "session_feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"club_id" uuid,
	"notes_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(translate(coalesce(notes, ''), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_feedbacks_session_student_key" UNIQUE("session_id","student_id"),
	CONSTRAINT "session_feedbacks_rating_check" CHECK ("session_feedbacks"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "session_feedbacks_tags_check" CHECK (tags <@ ARRAY['Técnica', 'Tática', 'Físico', 'Mental', 'Saque', 'Forehand', 'Backhand', 'Voleio', 'Movimentação', 'Smash']::text[]),
	CONSTRAINT "session_feedbacks_notes_length_check" CHECK (char_length(notes) <= 1000)
);
--> statement-breakpoint
CREATE TABLE "session_package_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"package_id" uuid,
	"manually_assigned" boolean DEFAULT false NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_package_assignments_session_student_key" UNIQUE("session_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text NOT NULL,
	"gender" text NOT NULL,
	"type" text NOT NULL,
	"classe" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"name_folded" text GENERATED ALWAYS AS (lower(translate(name, 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_name_length_check" CHECK (char_length(name) BETWEEN 2 AND 100),
	CONSTRAINT "students_email_length_check" CHECK (char_length(email) <= 255),
	CONSTRAINT "students_notes_length_check" CHECK (char_length(notes) <= 500),
	CONSTRAINT "students_phone_digits_check" CHECK ("students"."phone" ~ '^[0-9]+$'),
	CONSTRAINT "students_gender_check" CHECK (gender IN ('male', 'female')),
	CONSTRAINT "students_type_check" CHECK (type IN ('fixed', 'occasional')),
	CONSTRAINT "students_classe_check" CHECK (classe IN ('profissional', '1-classe', '2-classe', '3-classe', '4-classe', '5-classe', '6-classe', '7-classe')),
	CONSTRAINT "students_status_check" CHECK (status IN ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_counters" ADD CONSTRAINT "coach_counters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_feedbacks" ADD CONSTRAINT "session_feedbacks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_feedbacks" ADD CONSTRAINT "session_feedbacks_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_feedbacks" ADD CONSTRAINT "session_feedbacks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_feedbacks" ADD CONSTRAINT "session_feedbacks_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_package_assignments" ADD CONSTRAINT "session_package_assignments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_package_assignments" ADD CONSTRAINT "session_package_assignments_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_package_assignments" ADD CONSTRAINT "session_package_assignments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_package_assignments" ADD CONSTRAINT "session_package_assignments_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_one_open_per_student_type" ON "alerts" USING btree ("student_id","type") WHERE NOT "alerts"."resolved";--> statement-breakpoint
CREATE INDEX "alerts_user_open_created_idx" ON "alerts" USING btree ("user_id","resolved","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "clubs_user_name_idx" ON "clubs" USING btree ("user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_one_default_per_user" ON "clubs" USING btree ("user_id") WHERE "clubs"."is_default";--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_movements_package_idx" ON "credit_movements" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "packages_user_student_purchase_idx" ON "packages" USING btree ("user_id","student_id","purchase_date");--> statement-breakpoint
CREATE INDEX "packages_user_purchase_idx" ON "packages" USING btree ("user_id","purchase_date");--> statement-breakpoint
CREATE INDEX "class_sessions_user_date_idx" ON "class_sessions" USING btree ("user_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "class_sessions_notes_words_idx" ON "class_sessions" USING gin ("notes_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "session_feedbacks_user_student_idx" ON "session_feedbacks" USING btree ("user_id","student_id");--> statement-breakpoint
CREATE INDEX "session_feedbacks_notes_words_idx" ON "session_feedbacks" USING gin ("notes_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "session_package_assignments_package_idx" ON "session_package_assignments" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "session_package_assignments_user_student_idx" ON "session_package_assignments" USING btree ("user_id","student_id");--> statement-breakpoint
CREATE INDEX "session_package_assignments_unassigned_idx" ON "session_package_assignments" USING btree ("user_id","session_id") WHERE "session_package_assignments"."package_id" IS NULL;--> statement-breakpoint
CREATE INDEX "students_user_name_idx" ON "students" USING btree ("user_id","name_folded");--> statement-breakpoint
CREATE INDEX "students_user_created_idx" ON "students" USING btree ("user_id","created_at" DESC NULLS LAST);