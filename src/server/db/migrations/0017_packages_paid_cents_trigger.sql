-- Custom migration (drizzle-kit generate --custom), issue 16: packages.paid_cents is the sum of
-- the package's payments, kept in the same transaction by whatever writes payments (records,
-- removals, cascades), so lists find the packages with a balance due from an index.
CREATE FUNCTION "packages_keep_paid_cents"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "packages" SET "paid_cents" = "paid_cents" - OLD."amount_cents" WHERE "id" = OLD."package_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "packages" SET "paid_cents" = "paid_cents" + NEW."amount_cents" WHERE "id" = NEW."package_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "packages_keep_paid_cents"
AFTER INSERT OR DELETE OR UPDATE OF "amount_cents", "package_id" ON "payments"
FOR EACH ROW EXECUTE FUNCTION "packages_keep_paid_cents"();--> statement-breakpoint
UPDATE "packages" p SET "paid_cents" = x."paid"
FROM (SELECT "package_id", sum("amount_cents")::int AS "paid" FROM "payments" GROUP BY "package_id") x
WHERE x."package_id" = p."id";
