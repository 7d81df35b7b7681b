import { z } from 'zod'
import { PAYMENT_METHODS } from '../constants'
import { LANGUAGES } from '../domain/locale'

/** GET /api/reports/revenue?from&to — sold (package prices by start date) vs received (payments by day), by month. */
export const revenueReportSchema = z
  .object({
    months: z.array(
      z.object({
        month: z.string(),
        soldCents: z.number(),
        receivedCents: z.number(),
        /** The month of today (its figures are not final); months after today are absent. */
        inProgress: z.boolean(),
      }),
    ),
    totals: z.object({ soldCents: z.number(), receivedCents: z.number() }),
  })
  .meta({ id: 'RevenueReport' })
export type RevenueReport = z.infer<typeof revenueReportSchema>

/** GET /api/reports/activity?from&to — classes, active/new/lost students and retention, by month ('yyyy-MM'). */
export const activityReportSchema = z
  .object({
    months: z.array(
      z.object({
        month: z.string(),
        classes: z.number(),
        /** Students with at least one class in the month. */
        activeStudents: z.number(),
        /** Students whose first class ever is in the month. */
        newStudents: z.number(),
        /** Students with a class in the previous month and none in this one. */
        lostStudents: z.number(),
        /** Share (0–1) of the month's active students who have a class in the next month; null when the next month has not ended or nobody was active. */
        retention: z.number().nullable(),
        /** The month of today (its figures are not final); months after today are absent. */
        inProgress: z.boolean(),
      }),
    ),
    totals: z.object({ classes: z.number(), newStudents: z.number(), lostStudents: z.number() }),
  })
  .meta({ id: 'ActivityReport' })
export type ActivityReport = z.infer<typeof activityReportSchema>

export const AT_RISK_REASONS = ['no_recent_class', 'no_credits', 'expired'] as const
/** GET /api/reports/at-risk?page= — active students at risk, one page. */
export const atRiskPageSchema = z
  .object({
    items: z.array(
      z.object({
        studentId: z.string(),
        name: z.string(),
        reason: z.enum(AT_RISK_REASONS),
        /** 'yyyy-MM-dd' in the coach's zone; null: never had a class. */
        lastClassDate: z.string().nullable(),
        whatsappPhone: z.string().nullable(),
        /** The student's language: what the WhatsApp message is written in. */
        language: z.enum(LANGUAGES),
      }),
    ),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  })
  .meta({ id: 'AtRiskPage' })
export type AtRiskPage = z.infer<typeof atRiskPageSchema>

/** GET /api/reports/liability — credits sold and not yet used (active packages) × price per class. */
export const liabilityReportSchema = z
  .object({
    unusedCredits: z.number(),
    liabilityCents: z.number(),
    packages: z.number(),
  })
  .meta({ id: 'LiabilityReport' })
export type LiabilityReport = z.infer<typeof liabilityReportSchema>

/** GET /api/reports/payment-methods?from&to */
export const paymentMethodsReportSchema = z
  .object({
    methods: z.array(
      z.object({ method: z.enum(PAYMENT_METHODS), amountCents: z.number(), count: z.number() }),
    ),
  })
  .meta({ id: 'PaymentMethodsReport' })
export type PaymentMethodsReport = z.infer<typeof paymentMethodsReportSchema>
