import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { CREDIT_REASONS } from '../../../shared/constants'
import { daysBetween, todayIn } from '../../../shared/domain/dates'
import { formatMoney } from '../../../shared/domain/formats'
import {
  expiryDateFor,
  packageNameFor,
  packageOriginOf,
  packageStatus,
} from '../../../shared/domain/package-status'
import { defaultDueDate, packageMoney } from '../../../shared/domain/payment-status'
import { msg } from '../../../shared/messages'
import type { packageCreateSchema, packageUpdateSchema } from '../../../shared/schemas/package'
import type { PackageDto, PackageMovement } from '../../../shared/schemas/packages.response'
import { type Db, type Executor, transaction } from '../../db/client'
import { packages } from '../../db/schema/packages'
import { payments } from '../../db/schema/payments'
import { classSessions, sessionPackageAssignments } from '../../db/schema/sessions'
import { students } from '../../db/schema/students'
import { AppError, notFound, PACKAGE_NOT_FOUND, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { coachFormats, coachTimeZone, coachToday } from '../../lib/coach'
import { lockStudents } from '../../lib/locks'
import { col, isoInstant, rawRows } from '../../lib/sql'
import { syncStudentAlerts } from '../alerts/alerts.service'
import { recordMovement } from './ledger'

type CreateInput = z.output<typeof packageCreateSchema>
type UpdateInput = z.output<typeof packageUpdateSchema>
type PackageRow = typeof packages.$inferSelect

function toDto(row: PackageRow, today: string, sessions: PackageDto['sessions'] = []): PackageDto {
  return {
    id: row.id,
    studentId: row.studentId,
    name: row.name,
    totalClasses: row.totalClasses,
    remainingClasses: row.remainingClasses,
    priceCents: row.priceCents,
    purchaseDate: row.purchaseDate,
    paymentDate: row.paymentDate,
    expiryDate: row.expiryDate,
    validityDays: daysBetween(row.purchaseDate, row.expiryDate),
    status: packageStatus(row, today),
    sessions,
    money: packageMoney(
      { priceCents: row.priceCents, paidCents: row.paidCents, dueDate: row.dueDate },
      today,
    ),
  }
}

/** One package of the coach as the API answers it (404 when it is not the coach's). */
export async function getPackage(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<PackageDto> {
  const [row] = await db
    .select({ studentId: packages.studentId })
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.userId, ownerId)))
  if (!row) throw notFound(PACKAGE_NOT_FOUND)
  const list = await listStudentPackages(db, { ownerId, studentId: row.studentId })
  const found = list.find((p) => p.id === id)
  if (!found) throw notFound(PACKAGE_NOT_FOUND)
  return found
}

/** A student's packages, newest purchase first, with the sessions that used each (spec §2 Pacotes). */
export async function listStudentPackages(
  db: Db,
  { ownerId, studentId }: { ownerId: string; studentId: string },
): Promise<PackageDto[]> {
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, ownerId)))
  if (!student) throw notFound(STUDENT_NOT_FOUND)
  const today = await coachToday(db, ownerId)
  const rows = await db
    .select()
    .from(packages)
    .where(and(eq(packages.userId, ownerId), eq(packages.studentId, studentId)))
    .orderBy(sql`${packages.purchaseDate} DESC, ${packages.createdAt} DESC`)
  if (!rows.length) return []
  const a = sessionPackageAssignments
  const used = await db
    .select({
      packageId: a.packageId,
      sessionId: a.sessionId,
      date: classSessions.date,
      manuallyAssigned: a.manuallyAssigned,
    })
    .from(a)
    .innerJoin(classSessions, eq(classSessions.id, a.sessionId))
    .where(and(eq(a.userId, ownerId), eq(a.studentId, studentId), isNotNull(a.packageId)))
    .orderBy(desc(classSessions.date))
  const byPackage = new Map<string, PackageDto['sessions']>()
  for (const u of used) {
    if (!u.packageId) continue
    const list = byPackage.get(u.packageId) ?? []
    list.push({
      sessionId: u.sessionId,
      date: isoInstant(u.date),
      manuallyAssigned: u.manuallyAssigned,
    })
    byPackage.set(u.packageId, list)
  }
  return rows.map((r) => toDto(r, today, byPackage.get(r.id) ?? []))
}

/**
 * Sells a package: remaining starts at the total, and the purchase is the first ledger row.
 * The due date defaults to the later of the start date and today; "já pago" (`payment`) records one payment
 * of the price (or of `amountCents`, at most the price) on the payment date, in the same
 * transaction. Without it the package starts unpaid.
 */
export async function createPackage(
  db: Db,
  ownerId: string,
  input: CreateInput,
): Promise<PackageDto> {
  const today = await coachToday(db, ownerId)
  const paymentCents = input.payment ? (input.payment.amountCents ?? input.priceCents) : 0
  if (input.payment && paymentCents > input.priceCents) {
    const money = await coachFormats(db, ownerId)
    throw new AppError(
      'PAYMENT_ABOVE_BALANCE',
      msg('payment.moreThanBalance', { balance: formatMoney(input.priceCents, money) }),
      409,
    )
  }
  const row = await transaction(db, async (tx) => {
    // lock order (lib/locks.ts): the student first
    const locked = await lockStudents(tx, { ownerId, studentIds: [input.studentId] })
    if (!locked.size) throw notFound(STUDENT_NOT_FOUND)
    const name = packageNameFor(input.origin, input.totalClasses)
    const [created] = await tx
      .insert(packages)
      .values({
        userId: ownerId,
        studentId: input.studentId,
        name,
        totalClasses: input.totalClasses,
        remainingClasses: input.totalClasses,
        priceCents: input.priceCents,
        purchaseDate: input.startDate,
        paymentDate: input.paymentDate,
        expiryDate: expiryDateFor(input.startDate, input.totalClasses, input.validityDays),
        dueDate: input.dueDate ?? defaultDueDate(input.startDate, today),
      })
      .returning()
    await recordMovement(tx, {
      userId: ownerId,
      packageId: created!.id,
      studentId: input.studentId,
      delta: input.totalClasses,
      reason: 'purchase',
    })
    if (input.payment && paymentCents > 0) {
      await tx.insert(payments).values({
        userId: ownerId,
        packageId: created!.id,
        studentId: input.studentId,
        amountCents: paymentCents,
        paidOn: input.paymentDate,
        method: input.payment.method,
      })
    }
    await syncStudentAlerts(tx, ownerId, [input.studentId])
    if (!(input.payment && paymentCents > 0)) return created!
    // the package as the payment's trigger left it: what was paid
    const [paid] = await tx.select().from(packages).where(eq(packages.id, created!.id))
    return paid!
  })
  return toDto(row, today)
}

/**
 * Lock order (lib/locks.ts): a package is locked only by whoever holds its student, so its
 * student is locked first (a package never changes student).
 */
export async function lockStudentOfPackage(
  tx: Executor,
  { ownerId, id }: { ownerId: string; id: string },
) {
  const [owner] = await tx
    .select({ studentId: packages.studentId })
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.userId, ownerId)))
  if (owner) await lockStudents(tx, { ownerId, studentIds: [owner.studentId] })
}

/**
 * Edits a package (spec §4 Package credits): a new total moves the remaining classes by the
 * same difference, through the ledger — refused when the classes already used exceed it.
 * Issue 13: a price below what was already paid is refused (409); the due date changes when
 * given, and otherwise follows the start date while it still is the default (the start date,
 * never before the day the package was sold).
 */
export async function updatePackage(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
  input: UpdateInput,
): Promise<PackageDto> {
  await transaction(db, async (tx) => {
    await lockStudentOfPackage(tx, { ownerId, id })
    const [current] = await tx
      .select()
      .from(packages)
      .where(and(eq(packages.id, id), eq(packages.userId, ownerId)))
      .for('update')
    if (!current) throw notFound(PACKAGE_NOT_FOUND)
    const delta = input.totalClasses - current.totalClasses
    const remaining = current.remainingClasses + delta
    if (remaining < 0) {
      const used = current.totalClasses - current.remainingClasses
      throw new AppError(
        'PACKAGE_TOTAL_BELOW_USED',
        // the total is at least 1 (the schema), so more classes than it were used: 'aulas'
        msg(input.totalClasses === 1 ? 'package.totalBelowUsedOne' : 'package.totalBelowUsed', {
          total: input.totalClasses,
          used,
        }),
        409,
      )
    }
    const paidCents = current.paidCents
    if (input.priceCents < paidCents) {
      const money = await coachFormats(tx, ownerId)
      throw new AppError(
        'PRICE_BELOW_PAID',
        msg('package.priceBelowPaid', {
          price: formatMoney(input.priceCents, money),
          paid: formatMoney(paidCents, money),
        }),
        409,
      )
    }
    // the default due date (the start date, or the day it was sold when the start was already
    // gone) follows a new start date; one the coach chose stays
    const soldOn = todayIn(await coachTimeZone(tx, ownerId), current.createdAt)
    const wasDefault =
      current.dueDate === current.purchaseDate ||
      current.dueDate === defaultDueDate(current.purchaseDate, soldOn)
    const dueDate =
      input.dueDate ?? (wasDefault ? defaultDueDate(input.startDate, soldOn) : current.dueDate)
    await tx
      .update(packages)
      .set({
        name: packageNameFor(packageOriginOf(current), input.totalClasses),
        totalClasses: input.totalClasses,
        remainingClasses: remaining,
        priceCents: input.priceCents,
        purchaseDate: input.startDate,
        paymentDate: input.paymentDate,
        expiryDate: expiryDateFor(input.startDate, input.totalClasses, input.validityDays),
        dueDate,
        updatedAt: new Date(),
      })
      .where(eq(packages.id, id))
    await recordMovement(tx, {
      userId: ownerId,
      packageId: id,
      studentId: current.studentId,
      delta,
      reason: 'package_edit',
    })
    await syncStudentAlerts(tx, ownerId, [current.studentId])
  })
  return getPackage(db, { ownerId, id })
}

/** Spec §4 Package deletion: refused while any session is linked to the package. */
export async function deletePackage(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  await transaction(db, async (tx) => {
    await lockStudentOfPackage(tx, { ownerId, id })
    const [current] = await tx
      .select({ id: packages.id, studentId: packages.studentId })
      .from(packages)
      .where(and(eq(packages.id, id), eq(packages.userId, ownerId)))
      .for('update')
    if (!current) throw notFound(PACKAGE_NOT_FOUND)
    const [linked] = await tx
      .select({ id: sessionPackageAssignments.id })
      .from(sessionPackageAssignments)
      .where(eq(sessionPackageAssignments.packageId, id))
      .limit(1)
    // raw SQL: a credit an attendance outcome consumed also links the package
    const [charged] = await rawRows(
      tx,
      z.object({ found: col.boolean }),
      sql`SELECT EXISTS (SELECT 1 FROM lesson_students WHERE charged_package_id = ${id}) AS found`,
    )
    if (linked || charged?.found) {
      throw new AppError('PACKAGE_IN_USE', msg('package.deleteHasSessions'), 409)
    }
    // its payments go with it (ON DELETE CASCADE): each one leaves its audit row first (decision 0014)
    await tx.execute(sql`INSERT INTO payment_removals
        (user_id, payment_id, package_id, student_id, amount_cents, paid_on, method, note, recorded_at)
      SELECT user_id, id, package_id, student_id, amount_cents, paid_on, method, note, created_at
      FROM payments WHERE package_id = ${id} AND user_id = ${ownerId}`)
    await tx.delete(packages).where(eq(packages.id, id))
    await syncStudentAlerts(tx, ownerId, [current.studentId])
  })
}

const movementRow = z.object({
  id: col.string,
  created_at: col.instant,
  delta: col.number,
  reason: z.enum(CREDIT_REASONS),
  balance_after: col.number,
  session_id: col.stringOrNull,
  session_date: z.union([z.null(), col.instant]),
  session_day: col.stringOrNull,
})

/**
 * A package's credit ledger, newest first, each row with the balance right after it (issue
 * 10 item 17: every credit explainable to the student). Raw SQL: the running balance is a
 * window sum over the package's movements. Rows of one transaction share their instant; within
 * it, credits given come before credits taken, so no intermediate balance leaves 0..total.
 */
export async function listPackageMovements(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<PackageMovement[]> {
  const [pkg] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.userId, ownerId)))
  if (!pkg) throw notFound(PACKAGE_NOT_FOUND)
  const timeZone = await coachTimeZone(db, ownerId)
  const rows = await rawRows(
    db,
    movementRow,
    sql`SELECT m.id, m.created_at, m.delta, m.reason,
          sum(m.delta) OVER (ORDER BY m.created_at, m.delta DESC, m.id
                             ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)::int AS balance_after,
          m.session_id, cs.date AS session_date,
          to_char(cs.date AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS session_day
        FROM credit_movements m
        LEFT JOIN class_sessions cs ON cs.id = m.session_id AND cs.user_id = m.user_id
        WHERE m.package_id = ${id} AND m.user_id = ${ownerId}
        ORDER BY m.created_at DESC, m.delta ASC, m.id DESC`,
  )
  return rows.map((r) => ({
    id: r.id,
    at: isoInstant(r.created_at),
    delta: r.delta,
    reason: r.reason,
    balanceAfter: r.balance_after,
    sessionId: r.session_id,
    sessionDate: r.session_date ? isoInstant(r.session_date) : null,
    sessionDay: r.session_day,
  }))
}
