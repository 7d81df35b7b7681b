import { sql } from 'drizzle-orm'
import type { CreditReason } from '../../../shared/constants'
import { type Executor, queryRows } from '../../db/client'
import { creditMovements } from '../../db/schema/packages'

/**
 * The credit ledger. Every change of a package's remaining_classes happens here, in the
 * caller's transaction, together with its ledger row: remaining_classes always equals the sum
 * of the package's movements. Credits are taken with one conditional UPDATE (never a
 * read-then-write), so concurrent requests can neither over-spend nor go below zero.
 */
export interface Movement {
  userId: string
  packageId: string
  delta: number
  reason: CreditReason
  sessionId?: string | null
  studentId?: string | null
}

export async function recordMovement(tx: Executor, m: Movement): Promise<void> {
  if (m.delta === 0) return
  await tx.insert(creditMovements).values({
    userId: m.userId,
    packageId: m.packageId,
    delta: m.delta,
    reason: m.reason,
    sessionId: m.sessionId ?? null,
    studentId: m.studentId ?? null,
  })
}

type Context = { userId: string; studentId: string; sessionId: string | null }

/** Takes one credit from this package if it has one left; false when it has none. */
export async function takeCredit(
  tx: Executor,
  packageId: string,
  reason: 'session' | 'manual_assign',
  ctx: Context,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE packages SET remaining_classes = remaining_classes - 1, updated_at = now()
        WHERE id = ${packageId} AND user_id = ${ctx.userId} AND student_id = ${ctx.studentId}
          AND remaining_classes > 0
        RETURNING id`,
  )
  if (!rows.length) return false
  await recordMovement(tx, { ...ctx, packageId, delta: -1, reason })
  return true
}

/** Gives one credit back (a refund can never exceed the package's total: CHECK constraint). */
export async function refundCredit(tx: Executor, packageId: string, ctx: Context): Promise<void> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE packages SET remaining_classes = remaining_classes + 1, updated_at = now()
        WHERE id = ${packageId} AND user_id = ${ctx.userId}
        RETURNING id`,
  )
  if (rows.length) await recordMovement(tx, { ...ctx, packageId, delta: 1, reason: 'refund' })
}

/**
 * Spec §4 Session creation: one credit from the oldest-purchased package that is active
 * (classes left, not past expiry on `today`). Returns the package used, or null when the
 * student has none — the caller then flags the class. Candidates that a concurrent request
 * emptied in the meantime are skipped by the conditional UPDATE and the next one is tried.
 */
export async function takeCreditFromOldestPackage(
  tx: Executor,
  ctx: Context & { today: string },
): Promise<string | null> {
  for (let round = 0; round < 5; round++) {
    const candidates = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM packages
          WHERE user_id = ${ctx.userId} AND student_id = ${ctx.studentId}
            AND remaining_classes > 0 AND expiry_date >= ${ctx.today}::date
          ORDER BY purchase_date, created_at, id`,
    )
    if (!candidates.length) return null
    for (const { id } of candidates) {
      if (await takeCredit(tx, id, 'session', ctx)) return id
    }
  }
  return null
}
