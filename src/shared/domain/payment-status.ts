import type { PaymentStatus } from '../constants'
import type { IsoDate } from './dates'

/**
 * A package's payment status (decision 0014), derived — never stored:
 * - 'paid': nothing to pay (price 0) or the payments reach the price;
 * - 'overdue': a balance is left and the due date is before today (the coach's day), whether
 *   part of it was paid or not — the coach chases a debt first, and 'Atrasado' says so;
 * - 'partial': part paid, not yet due;
 * - 'pending': nothing paid, not yet due.
 * The SQL twin is `paymentStatusSql` (server/lib/money-sql.ts); tests check they agree.
 */
export function paymentStatus(
  pkg: { priceCents: number; paidCents: number; dueDate: IsoDate },
  today: IsoDate,
): PaymentStatus {
  if (pkg.priceCents <= 0 || pkg.paidCents >= pkg.priceCents) return 'paid'
  if (pkg.dueDate < today) return 'overdue'
  return pkg.paidCents > 0 ? 'partial' : 'pending'
}

/** What is left to pay: price − paid, never below 0. */
export function balanceCents(pkg: { priceCents: number; paidCents: number }): number {
  return Math.max(pkg.priceCents - pkg.paidCents, 0)
}

/** The money block of a package (PackageMoney). */
export function packageMoney(
  pkg: { priceCents: number; paidCents: number; dueDate: IsoDate },
  today: IsoDate,
) {
  return {
    priceCents: pkg.priceCents,
    paidCents: pkg.paidCents,
    balanceCents: balanceCents(pkg),
    dueDate: pkg.dueDate,
    paymentStatus: paymentStatus(pkg, today),
  }
}

/**
 * The due date a new package gets when none is given: its start date, but never a day already
 * gone — a package sold today with a past start date is owed from today, not born overdue.
 */
export function defaultDueDate(startDate: string, today: string): string {
  if (startDate > today) return startDate
  return today
}
