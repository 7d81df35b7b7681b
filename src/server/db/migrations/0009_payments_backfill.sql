-- Custom migration (drizzle-kit generate --custom), issue 13 / decision 0014: every package gets
-- a due date (its start date), and a package recorded before payments existed counts as paid in
-- full on its payment date (method 'outro'), so no coach wakes up to a list of false debts.
UPDATE "packages" SET "due_date" = "purchase_date" WHERE "due_date" IS NULL;--> statement-breakpoint
INSERT INTO "payments" ("user_id", "package_id", "student_id", "amount_cents", "paid_on", "method", "created_at", "updated_at")
SELECT p."user_id", p."id", p."student_id", p."price_cents", p."payment_date", 'outro', p."created_at", p."created_at"
FROM "packages" p
WHERE p."price_cents" > 0
  AND NOT EXISTS (SELECT 1 FROM "payments" x WHERE x."package_id" = p."id");
