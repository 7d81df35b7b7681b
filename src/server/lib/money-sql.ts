import { type SQL, sql } from 'drizzle-orm'

/**
 * The money rules in SQL (decision 0014), one definition for every list and aggregate
 * (packages, students, dashboard, reports, Pix). Their twins in TypeScript are in
 * shared/domain/payment-status.ts; money-sql.test.ts checks both agree case by case.
 */

/**
 * What was paid for the package aliased `p`. Its one source is packages.paid_cents: the sum of
 * the package's payments, kept by a trigger in the transaction of whatever writes payments
 * (records, removals, cascades: migration 0017), so lists find what is owed from an index.
 * Raw SQL reads it here; the query builder reads the column (`packages.paidCents`) of the
 * package's row. The invariants of the tests check it equals the payments.
 */
export function paidOf(pkg: SQL = sql`p`): SQL {
  return sql`${pkg}.paid_cents`
}

/** price − paid, never below 0 (`price` and `paid` are SQL expressions). */
export function balanceSql(price: SQL, paid: SQL): SQL {
  return sql`greatest(${price} - ${paid}, 0)`
}

/**
 * The payment status: 'paid' (price 0 or paid ≥ price), else 'overdue' (due date before
 * `today`, the coach's day), else 'partial' (something paid) or 'pending'.
 */
export function paymentStatusSql(
  { price, paid, dueDate }: { price: SQL; paid: SQL; dueDate: SQL },
  today: string,
): SQL {
  return sql`CASE
    WHEN ${price} <= 0 OR ${paid} >= ${price} THEN 'paid'
    WHEN ${dueDate} < ${today}::date THEN 'overdue'
    WHEN ${paid} > 0 THEN 'partial'
    ELSE 'pending' END`
}

/**
 * The package aliased `p` has a balance due: its price above what was paid — the partial
 * index packages_user_owing_idx holds exactly these packages.
 */
export function owingPackage(pkg: SQL = sql`p`): SQL {
  return sql`${pkg}.price_cents > ${paidOf(pkg)}`
}
