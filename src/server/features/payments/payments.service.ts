import { and, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { formatMoney } from '../../../shared/domain/formats'
import { balanceCents } from '../../../shared/domain/payment-status'
import { msg } from '../../../shared/messages'
import type { paymentCreateSchema } from '../../../shared/schemas/money'
import type { PaymentDto } from '../../../shared/schemas/payments.response'
import { type Db, type Executor, transaction } from '../../db/client'
import { packages } from '../../db/schema/packages'
import { paymentRemovals, payments } from '../../db/schema/payments'
import { AppError, notFound, PACKAGE_NOT_FOUND } from '../../lib/app-error'
import { coachFormats } from '../../lib/coach'
import { isoInstant } from '../../lib/sql'
import { lockStudentOfPackage } from '../packages/packages.service'

type CreateInput = z.output<typeof paymentCreateSchema>
type PaymentRow = typeof payments.$inferSelect

export const PAYMENT_NOT_FOUND = msg('payment.notFound')

function toDto(row: PaymentRow): PaymentDto {
  return {
    id: row.id,
    packageId: row.packageId,
    studentId: row.studentId,
    amountCents: row.amountCents,
    paidOn: row.paidOn,
    method: row.method,
    note: row.note,
    createdAt: isoInstant(row.createdAt),
  }
}

async function assertPackage(db: Executor, { ownerId, id }: { ownerId: string; id: string }) {
  const [pkg] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.userId, ownerId)))
  if (!pkg) throw notFound(PACKAGE_NOT_FOUND)
}

/** A package's payments, newest first (by day, then by when they were recorded). */
export async function listPayments(
  db: Db,
  { ownerId, packageId }: { ownerId: string; packageId: string },
): Promise<PaymentDto[]> {
  await assertPackage(db, { ownerId, id: packageId })
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.packageId, packageId), eq(payments.userId, ownerId)))
    .orderBy(desc(payments.paidOn), desc(payments.createdAt), desc(payments.id))
  return rows.map(toDto)
}

/**
 * Records a payment. The lock order of decision 0004 (lib/locks.ts): the
 * package's student, then the package (FOR UPDATE) — so two payments of one package run one
 * after the other, and the second sees the first when it checks the balance: the sum of a
 * package's payments never exceeds its price.
 */
export async function createPayment(
  db: Db,
  { ownerId, packageId }: { ownerId: string; packageId: string },
  input: CreateInput,
): Promise<PaymentDto> {
  const row = await transaction(db, async (tx) => {
    await lockStudentOfPackage(tx, { ownerId, id: packageId })
    // locked, the row carries what the payments before this one paid (their trigger's sum)
    const [pkg] = await tx
      .select({
        id: packages.id,
        studentId: packages.studentId,
        priceCents: packages.priceCents,
        paidCents: packages.paidCents,
      })
      .from(packages)
      .where(and(eq(packages.id, packageId), eq(packages.userId, ownerId)))
      .for('update')
    if (!pkg) throw notFound(PACKAGE_NOT_FOUND)
    const balance = balanceCents(pkg)
    if (balance <= 0) {
      throw new AppError('NOTHING_DUE', msg('payment.alreadyPaid'), 409)
    }
    if (input.amountCents > balance) {
      const money = await coachFormats(tx, ownerId)
      throw new AppError(
        'PAYMENT_ABOVE_BALANCE',
        msg('payment.moreThanBalance', { balance: formatMoney(balance, money) }),
        409,
      )
    }
    const [created] = await tx
      .insert(payments)
      .values({
        userId: ownerId,
        packageId,
        studentId: pkg.studentId,
        amountCents: input.amountCents,
        paidOn: input.paidOn,
        method: input.method,
        note: input.note,
      })
      .returning()
    return created!
  })
  return toDto(row)
}

/**
 * Removes a payment (the UI asks for confirmation first) and writes what was
 * removed to payment_removals in the same transaction — the audit outlives the row.
 */
export async function deletePayment(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  await transaction(db, async (tx) => {
    const [found] = await tx
      .select({ packageId: payments.packageId })
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, ownerId)))
    if (!found) throw notFound(PAYMENT_NOT_FOUND)
    // the lock order: the student, the package, then its rows
    await lockStudentOfPackage(tx, { ownerId, id: found.packageId })
    await tx
      .select({ id: packages.id })
      .from(packages)
      .where(eq(packages.id, found.packageId))
      .for('update')
    const [removed] = await tx
      .delete(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, ownerId)))
      .returning()
    if (!removed) throw notFound(PAYMENT_NOT_FOUND)
    await tx.insert(paymentRemovals).values({
      userId: ownerId,
      paymentId: removed.id,
      packageId: removed.packageId,
      studentId: removed.studentId,
      amountCents: removed.amountCents,
      paidOn: removed.paidOn,
      method: removed.method,
      note: removed.note,
      recordedAt: removed.createdAt,
    })
  })
}
