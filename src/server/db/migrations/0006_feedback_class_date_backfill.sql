-- Custom migration (drizzle-kit generate --custom): every feedback gets its class's date, then
-- the column is required (0007 tells the schema so).
UPDATE "session_feedbacks" f SET "class_date" = c."date"
FROM "class_sessions" c
WHERE c."id" = f."session_id" AND f."class_date" IS DISTINCT FROM c."date";--> statement-breakpoint
ALTER TABLE "session_feedbacks" ALTER COLUMN "class_date" SET NOT NULL;
