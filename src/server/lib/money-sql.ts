import { type SQL, sql } from 'drizzle-orm'

/**
 * The money rules of issue 13 in SQL (decision 0014), one definition for every list and
 * aggregate (packages, students, dashboard, reports). Their twins in TypeScript are in
 * shared/domain/payment-status.ts; money-sql.test.ts checks both agree case by case.
 */

/** What was paid for the package aliased `p` (sum of its payments, 0 without any). */
export function paidOf(pkg: SQL = sql`p`): SQL {
  return sql`coalesce((SELECT sum(x.amount_cents) FROM payments x WHERE x.package_id = ${pkg}.id), 0)::int`
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
 * One row per package of the coach with what was paid: `package_id, paid` — a grouped pass
 * over the coach's payments, to LEFT JOIN on packages in lists and aggregates (hash join).
 */
export function paidByPackage(ownerId: string): SQL {
  return sql`(SELECT package_id, sum(amount_cents)::int AS paid FROM payments
    WHERE user_id = ${ownerId} GROUP BY package_id)`
}

/**
 * The package aliased `p` has a balance due: its price above packages.paid_cents, the sum of
 * its payments a trigger keeps (migration 0017, issue 16) — the partial index
 * packages_user_owing_idx holds exactly these packages.
 */
export function owingPackage(pkg: SQL = sql`p`): SQL {
  return sql`${pkg}.price_cents > ${pkg}.paid_cents`
}
