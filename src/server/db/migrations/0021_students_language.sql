ALTER TABLE "students" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_language_check" CHECK (language IN ('pt-BR', 'en'));