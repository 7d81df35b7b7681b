ALTER TABLE "reminders" DROP CONSTRAINT "reminders_kind_check";--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "class_summary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_kind_check" CHECK (kind IN ('lesson', 'credits_low', 'package_expiring', 'payment_due', 'payment_overdue', 'class_summary'));