import { and, eq, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { CreditReason } from '../../../shared/constants'
import { IMPORTED_PACKAGE_NAME } from '../../../shared/domain/package-status'
import type { Executor } from '../../db/client'
import { creditMovements, packages } from '../../db/schema/packages'
import { col, rawRows } from '../../lib/sql'

/**
 * PUBLIC MODULE of the packages feature: the one file of it other features may import (the
 * sessions and agenda features move credits only through these functions). It is the one
 * writer of credit_movements: scripts/ledger-writers.ts fails `npm test` on any other.
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
  /** The lesson whose attendance outcome moves the credit. */
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

/** A package the server's rule may take a credit from for a class held on `day`. */
export const creditLeftOn = (day: string) => sql`remaining_classes > 0 AND ${validOn(day)}`

/** Spec §4 Session creation: of a student's packages, the oldest purchase pays first. */
const PICK_ORDER = sql`purchase_date, created_at, id`

/**
 * The pick-and-decrement of the server's one rule (spec §4 Session creation), as the CTEs of
 * the caller's statement: for each student of `students` (an SQL list of student ids), one
 * credit from the oldest-purchased package that has classes left and is valid on `day`, the
 * package decremented and the movement written to the ledger — one statement however many
 * students. The CTEs it defines, for the statement around it to read:
 * - `pick (id, student_id)`: the package chosen for each student that has one;
 * - `taken (id, student_id, name, total_classes, purchase_date)`: the packages decremented
 *   (a chosen package that a concurrent request emptied first is missing here: the caller
 *   picks again with `takeCreditFromOldestPackage`);
 * - `led (package_id, student_id)`: the ledger rows written.
 * `sessionId` and `lessonId` are SQL expressions (a parameter, or a CTE's id like
 * `(SELECT id FROM cs)`).
 */
export function takeOldestCredits(c: {
  userId: string
  students: SQL
  day: string
  sessionId: SQL
  lessonId?: SQL
  reason: 'session' | 'late_cancel' | 'no_show'
}): SQL {
  return sql`pick AS (
      SELECT DISTINCT ON (student_id) id, student_id FROM packages
      WHERE user_id = ${c.userId} AND student_id IN (${c.students}) AND ${creditLeftOn(c.day)}
      ORDER BY student_id, ${PICK_ORDER}),
    taken AS (
      UPDATE packages p SET remaining_classes = p.remaining_classes - 1, updated_at = now()
      FROM pick WHERE p.id = pick.id AND p.remaining_classes > 0
      RETURNING p.id, p.student_id, p.name, p.total_classes, p.purchase_date),
    led AS (
      INSERT INTO credit_movements (user_id, package_id, student_id, session_id, lesson_id, delta, reason)
      SELECT ${c.userId}, taken.id, taken.student_id, ${c.sessionId}, ${c.lessonId ?? sql`NULL`}, -1, ${c.reason}
      FROM taken
      RETURNING package_id, student_id)`
}

/**
 * The server's one rule for one student: a credit from the oldest-purchased package that has
 * classes left and is valid on the class `day` (`takeOldestCredits`), in one statement.
 * Returns the package used, or null when the student has none — the caller then flags the
 * class. When a concurrent request emptied the chosen package first, the pick is simply made
 * again.
 */
export async function takeCreditFromOldestPackage(
  tx: Executor,
  ctx: Context & { day: string },
  reason: 'session' | 'late_cancel' | 'no_show' = 'session',
): Promise<string | null> {
  for (let round = 0; round < 10; round++) {
    const [taken] = await rawRows(
      tx,
      takenRow,
      sql`WITH ${takeOldestCredits({
        userId: ctx.userId,
        students: sql`${ctx.studentId}::uuid`,
        day: ctx.day,
        sessionId: sql`${ctx.sessionId}::uuid`,
        lessonId: sql`${ctx.lessonId ?? null}::uuid`,
        reason,
      })}
        SELECT package_id FROM led`,
    )
    if (taken) return taken.package_id
    const [left] = await rawRows(
      tx,
      z.object({ any: col.boolean }),
      sql`SELECT EXISTS (SELECT 1 FROM packages
        WHERE user_id = ${ctx.userId} AND student_id = ${ctx.studentId} AND ${creditLeftOn(ctx.day)}) AS any`,
    )
    if (!left?.any) return null
  }
  return null
}

/** An opening balance a spreadsheet import brings: credits left (maybe none) and what is owed. */
export interface OpeningBalance {
  studentId: string
  credits: number
  expiry: string
  owedCents: number
}

/**
 * The opening packages of an import ('Saldo importado'), with their ledger rows (reason
 * 'import'), in two statements however many students. Each starts today, or on its expiry when
 * the sheet's credits had already expired (so they show as expired, as the sheet says); what is
 * owed is its price, due today, nothing paid: it shows on the money screens as receivable.
 */
export async function openImportedBalances(
  tx: Executor,
  c: { userId: string; importId: string; today: string },
  balances: OpeningBalance[],
): Promise<void> {
  if (!balances.length) return
  const values = balances.map((b) => {
    // ISO days compare as text: the earlier of the expiry and today
    const [start] = [b.expiry, c.today].sort() as [string, string]
    return {
      id: crypto.randomUUID(),
      userId: c.userId,
      studentId: b.studentId,
      name: IMPORTED_PACKAGE_NAME,
      totalClasses: b.credits,
      remainingClasses: b.credits,
      priceCents: b.owedCents,
      purchaseDate: start,
      paymentDate: start,
      expiryDate: b.expiry,
      dueDate: c.today,
      importId: c.importId,
    }
  })
  for (let i = 0; i < values.length; i += 1000)
    await tx.insert(packages).values(values.slice(i, i + 1000))
  const moved = values.filter((v) => v.totalClasses > 0)
  for (let i = 0; i < moved.length; i += 1000)
    await tx.insert(creditMovements).values(
      moved.slice(i, i + 1000).map((v) => ({
        userId: c.userId,
        packageId: v.id,
        studentId: v.studentId,
        delta: v.totalClasses,
        reason: 'import' as const,
      })),
    )
}

/**
 * Removes an import's opening packages when it is undone, with their ledger rows (the package's
 * movements go with it, as when the coach deletes an unused package). The caller has checked
 * that none was used or paid since.
 */
export async function removeImportedBalances(
  tx: Executor,
  c: { userId: string; importId: string },
): Promise<void> {
  await tx
    .delete(packages)
    .where(and(eq(packages.userId, c.userId), eq(packages.importId, c.importId)))
}
