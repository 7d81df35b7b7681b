import { z } from 'zod'
import { alertDtoSchema } from './alerts.response'
import { studentListItemSchema } from './students.response'

/** Dashboard 'A receber'. */
export const receivableSummarySchema = z
  .object({
    /** Sum of balances of all packages with something due. */
    dueCents: z.number(),
    /** Packages overdue (unpaid after their due date). */
    overdueCount: z.number(),
    overdueCents: z.number(),
  })
  .meta({ id: 'ReceivableSummary' })
export type ReceivableSummary = z.infer<typeof receivableSummarySchema>

/** GET /api/dashboard (spec §2 Dashboard, §7 Dashboard stats). */
export const dashboardDtoSchema = z
  .object({
    totalActiveStudents: z.number(),
    todaysSessions: z.number(),
    monthlyRevenueCents: z.number(),
    /** Payments received this month (1st to today, coach's zone): the reports' 'Recebido'. */
    monthlyReceivedCents: z.number(),
    averageRating: z.number().nullable(),
    alerts: z.array(alertDtoSchema),
    alertsTotal: z.number(),
    recentStudents: z.array(studentListItemSchema),
    /** 'A receber' (total due, overdue packages). */
    receivable: receivableSummarySchema,
    /**
     * The first-run checklist: which setup steps the coach has done (a student, a package,
     * a club, a Pix key, an absence policy of their own, a weekly slot).
     */
    setup: z.object({
      students: z.boolean(),
      packages: z.boolean(),
      clubs: z.boolean(),
      pix: z.boolean(),
      absencePolicy: z.boolean(),
      weeklySlot: z.boolean(),
    }),
  })
  .meta({ id: 'DashboardDto' })
export type DashboardDto = z.infer<typeof dashboardDtoSchema>
