ALTER TABLE "user" ADD COLUMN "language" text DEFAULT 'pt-BR' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "currency" text DEFAULT 'BRL' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_language_check" CHECK (language IN ('pt-BR', 'en'));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_currency_check" CHECK (currency IN ('BRL', 'USD', 'EUR'));