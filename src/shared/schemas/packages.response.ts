import { z } from 'zod'
import { CREDIT_REASONS, PAYMENT_STATUSES } from '../constants'
import { PACKAGE_STATUSES } from '../domain/package-status'

/** A session that consumed a credit of a package. */
export const packageSessionRefSchema = z
  .object({ sessionId: z.string(), date: z.string(), manuallyAssigned: z.boolean() })
  .meta({ id: 'PackageSessionRef' })
export type PackageSessionRef = z.infer<typeof packageSessionRefSchema>

/** A package's money, derived (price, payments, due date) in the coach's time zone. */
export const packageMoneySchema = z
  .object({
    priceCents: z.number(),
    paidCents: z.number(),
    /** price − paid, never below 0. */
    balanceCents: z.number(),
    /** 'yyyy-MM-dd'; defaults to the start date. */
    dueDate: z.string(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
  })
  .meta({ id: 'PackageMoney' })
export type PackageMoney = z.infer<typeof packageMoneySchema>

/** GET /api/students/:id/packages (newest purchase first), POST/PATCH /api/packages. */
export const packageDtoSchema = z
  .object({
    id: z.string(),
    studentId: z.string(),
    name: z.string(),
    totalClasses: z.number(),
    remainingClasses: z.number(),
    priceCents: z.number(),
    /** 'yyyy-MM-dd' — shown as the start date. */
    purchaseDate: z.string(),
    paymentDate: z.string(),
    expiryDate: z.string(),
    /** Days from purchase to expiry (0 for a single-class package). */
    validityDays: z.number(),
    /** Derived in the coach's time zone (spec §4): 'expired' = no classes left or past expiry. */
    status: z.enum(PACKAGE_STATUSES),
    sessions: z.array(packageSessionRefSchema),
    /** Price, paid, balance, due date and payment status. */
    money: packageMoneySchema,
  })
  .meta({ id: 'PackageDto' })
export type PackageDto = z.infer<typeof packageDtoSchema>
export const packageListSchema = z.array(packageDtoSchema)

/**
 * One row of a package's credit ledger (GET /api/packages/:id/movements, newest first): what
 * changed the balance, by how much, and the balance right after it.
 */
export const packageMovementSchema = z
  .object({
    id: z.string(),
    /** ISO instant of the change. */
    at: z.string(),
    /** +N credits given (purchase, refund, total raised), -N taken (class, total lowered). */
    delta: z.number(),
    reason: z.enum(CREDIT_REASONS),
    balanceAfter: z.number(),
    /** The class involved, if any. */
    sessionId: z.string().nullable(),
    /**
     * That class's date and time (ISO instant) and its day in the coach's time zone; null when
     * no class is involved or the class was deleted since (a 'refund' row).
     */
    sessionDate: z.string().nullable(),
    sessionDay: z.string().nullable(),
  })
  .meta({ id: 'PackageMovement' })
export type PackageMovement = z.infer<typeof packageMovementSchema>
export const packageMovementListSchema = z.array(packageMovementSchema)
