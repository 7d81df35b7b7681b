import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { CreditReason } from '../../../shared/constants'
import type { Executor } from '../../db/client'
import { creditMovements } from '../../db/schema/packages'
import { col, rawRows } from '../../lib/sql'

/**
 * PUBLIC MODULE of the packages feature: the one file of it other features may import (the
 * sessions feature moves credits only through these functions).
 */

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

const takenRow = z.object({ package_id: col.string })

type Context = {
  userId: string
  studentId: string
  sessionId: string | null
  /** The lesson whose attendance outcome moves the credit (issue 11). */
  lessonId?: string | null
}

/** Takes one credit from this package if it has one left (and writes the ledger row); false when none. */
export async function takeCredit(
  tx: Executor,
  packageId: string,
  reason: 'session' | 'manual_assign',
  ctx: Context,
): Promise<boolean> {
  const rows = await rawRows(
    tx,
    takenRow,
    sql`WITH taken AS (
          UPDATE packages SET remaining_classes = remaining_classes - 1, updated_at = now()
          WHERE id = ${packageId} AND user_id = ${ctx.userId} AND student_id = ${ctx.studentId}
            AND remaining_classes > 0
          RETURNING id)
        INSERT INTO credit_movements (user_id, package_id, student_id, session_id, delta, reason)
        SELECT ${ctx.userId}, id, ${ctx.studentId}, ${ctx.sessionId}, -1, ${reason} FROM taken
        RETURNING package_id`,
  )
  return rows.length > 0
}

/** Gives one credit back (a refund can never exceed the package's total: CHECK constraint). */
export async function refundCredit(
  tx: Executor,
  packageId: string,
  ctx: Context,
  reason: 'refund' | 'outcome_reverted' = 'refund',
): Promise<void> {
  await tx.execute(
    sql`WITH given AS (
          UPDATE packages SET remaining_classes = remaining_classes + 1, updated_at = now()
          WHERE id = ${packageId} AND user_id = ${ctx.userId}
          RETURNING id)
        INSERT INTO credit_movements (user_id, package_id, student_id, session_id, lesson_id, delta, reason)
        SELECT ${ctx.userId}, id, ${ctx.studentId}, ${ctx.sessionId}, ${ctx.lessonId ?? null}, 1, ${reason} FROM given`,
  )
}

/**
 * A package can pay a class held on `day` (the class's calendar day in the coach's time zone)
 * when the day falls within its validity: start (purchase) date <= day <= expiry date. A class
 * registered late is paid by the packages valid on its own day, never by a later one.
 */
export const validOn = (day: string) =>
  sql`purchase_date <= ${day}::date AND expiry_date >= ${day}::date`

/**
 * Spec §4 Session creation: one credit from the oldest-purchased package that has classes left
 * and is valid on the class `day`, picked, taken and written to the ledger in one statement.
 * Returns the package used, or null when the student has none — the caller then flags the
 * class. When a concurrent request emptied the chosen package first, the pick is simply made
 * again.
 */
export async function takeCreditFromOldestPackage(
  tx: Executor,
  ctx: Context & { day: string },
  reason: 'session' | 'late_cancel' | 'no_show' = 'session',
): Promise<string | null> {
  const active = sql`user_id = ${ctx.userId} AND student_id = ${ctx.studentId}
    AND remaining_classes > 0 AND ${validOn(ctx.day)}`
  for (let round = 0; round < 10; round++) {
    const [taken] = await rawRows(
      tx,
      takenRow,
      sql`WITH pick AS (
            SELECT id FROM packages WHERE ${active} ORDER BY purchase_date, created_at, id LIMIT 1),
          taken AS (
            UPDATE packages p SET remaining_classes = p.remaining_classes - 1, updated_at = now()
            FROM pick WHERE p.id = pick.id AND p.remaining_classes > 0
            RETURNING p.id)
          INSERT INTO credit_movements (user_id, package_id, student_id, session_id, lesson_id, delta, reason)
          SELECT ${ctx.userId}, id, ${ctx.studentId}, ${ctx.sessionId}, ${ctx.lessonId ?? null}, -1, ${reason} FROM taken
          RETURNING package_id`,
    )
    if (taken) return taken.package_id
    const [left] = await rawRows(
      tx,
      z.object({ any: col.boolean }),
      sql`SELECT EXISTS (SELECT 1 FROM packages WHERE ${active}) AS any`,
    )
    if (!left?.any) return null
  }
  return null
}

/**
 * The same rule for every student of a new class at once (one statement): each student's
 * oldest package with classes left and valid on the class day gives one credit. Students whose chosen package a concurrent request
 * emptied first are retried one by one; students with no active package get null.
 */
export async function takeCreditsForClassSession(
  tx: Executor,
  ctx: { userId: string; sessionId: string; studentIds: string[]; day: string },
): Promise<Map<string, string | null>> {
  const ids = [...new Set(ctx.studentIds)].sort()
  const list = sql.join(
    ids.map((id) => sql`(${id}::uuid)`),
    sql`, `,
  )
  const rows = await rawRows(
    tx,
    z.object({
      student_id: col.string,
      package_id: col.stringOrNull,
      had_candidate: col.boolean,
    }),
    sql`WITH pick AS (
          SELECT DISTINCT ON (student_id) id, student_id FROM packages
          WHERE user_id = ${ctx.userId} AND student_id IN (SELECT id FROM (VALUES ${list}) v(id))
            AND remaining_classes > 0 AND ${validOn(ctx.day)}
          ORDER BY student_id, purchase_date, created_at, id),
        taken AS (
          UPDATE packages p SET remaining_classes = p.remaining_classes - 1, updated_at = now()
          FROM pick WHERE p.id = pick.id AND p.remaining_classes > 0
          RETURNING p.id, p.student_id),
        led AS (
          INSERT INTO credit_movements (user_id, package_id, student_id, session_id, delta, reason)
          SELECT ${ctx.userId}, id, student_id, ${ctx.sessionId}, -1, 'session' FROM taken
          RETURNING package_id, student_id)
        SELECT v.id AS student_id, led.package_id, v.id IN (SELECT student_id FROM pick) AS had_candidate
        FROM (VALUES ${list}) v(id) LEFT JOIN led ON led.student_id = v.id`,
  )
  const result = new Map<string, string | null>()
  for (const r of rows) {
    if (r.package_id || !r.had_candidate) {
      result.set(r.student_id, r.package_id)
    } else {
      result.set(
        r.student_id,
        await takeCreditFromOldestPackage(tx, {
          userId: ctx.userId,
          studentId: r.student_id,
          sessionId: ctx.sessionId,
          day: ctx.day,
        }),
      )
    }
  }
  return result
}
