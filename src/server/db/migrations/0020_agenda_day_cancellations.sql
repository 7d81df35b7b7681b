CREATE TABLE "agenda_day_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"lessons" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_day_cancellations_day_key" UNIQUE("user_id","day"),
	CONSTRAINT "agenda_day_cancellations_reason_check" CHECK (reason IN ('teacher_cancelled', 'rain'))
);
--> statement-breakpoint
ALTER TABLE "agenda_day_cancellations" ADD CONSTRAINT "agenda_day_cancellations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;