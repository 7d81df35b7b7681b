import { z } from 'zod'
import { ALERT_TYPES, CLASSES, GENDERS, STUDENT_STATUSES, STUDENT_TYPES } from '../constants'
import { LANGUAGES } from '../domain/locale'
import { pageSchema } from './common.response'

/** One open alert of a student, as the students list shows it. */
export const studentAlertSummarySchema = z
  .object({ type: z.enum(ALERT_TYPES), message: z.string() })
  .meta({ id: 'StudentAlertSummary' })
export type StudentAlertSummary = z.infer<typeof studentAlertSummarySchema>

/** A student as the list shows it. `credits` = remaining classes over active packages. */
export const studentListItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    /** Storage form (international digits, e.g. 5511987654321); format with formatPhone. */
    phone: z.string(),
    gender: z.enum(GENDERS),
    type: z.enum(STUDENT_TYPES),
    classe: z.enum(CLASSES),
    status: z.enum(STUDENT_STATUSES),
    notes: z.string().nullable(),
    /** The language the student is written to: their own, else that of the coach's country. */
    language: z.enum(LANGUAGES),
    credits: z.number(),
    /** Whether the student has an open (unresolved) alert: the red icon of the list. */
    hasOpenAlert: z.boolean(),
    /** The open alerts behind the red icon, newest first (what its popover lists). */
    openAlerts: z.array(studentAlertSummarySchema).optional(),
    createdAt: z.string(),
    /** Sum of the balances of the student's packages, in cents. */
    balanceDueCents: z.number(),
  })
  .meta({ id: 'StudentListItem' })
export type StudentListItem = z.infer<typeof studentListItemSchema>

/** GET /api/students: one page, plus the count without filters (to pick the empty state). */
export const studentPageSchema = pageSchema(studentListItemSchema)
  .extend({
    /** How many students the coach has at all, ignoring filters. */
    unfilteredTotal: z.number(),
  })
  .meta({ id: 'StudentPage' })
export type StudentPage = z.infer<typeof studentPageSchema>

export const studentStatsSchema = z
  .object({
    /** Sessions the student took part in. */
    sessionsCount: z.number(),
    /** Sum of remaining classes over active packages (= credits). */
    pendingClasses: z.number(),
    /** Sum of the prices of all the student's packages, in cents. */
    totalRevenueCents: z.number(),
    /** Average feedback rating, one decimal; null when there is none. */
    averageRating: z.number().nullable(),
  })
  .meta({ id: 'StudentStats' })
export type StudentStats = z.infer<typeof studentStatsSchema>

export const recentSessionSchema = z
  .object({
    sessionId: z.string(),
    date: z.string(),
    /** The student's rating in that session; null when there is no feedback. */
    rating: z.number().nullable(),
  })
  .meta({ id: 'RecentSession' })
export type RecentSession = z.infer<typeof recentSessionSchema>

export const packageSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    priceCents: z.number(),
    purchaseDate: z.string(),
    expiryDate: z.string(),
  })
  .meta({ id: 'PackageSummary' })
export type PackageSummary = z.infer<typeof packageSummarySchema>

/** GET /api/students/:id — the profile header and the Resumo tab. */
export const studentDetailSchema = studentListItemSchema
  .extend({
    updatedAt: z.string(),
    stats: studentStatsSchema,
    /** The last 3 sessions by date, newest first. */
    recentSessions: z.array(recentSessionSchema),
    /**
     * The latest package by purchase date. A union with null, not `.nullable()`: zod-to-openapi
     * would write the null into the shared PackageSummary component instead of this field.
     */
    latestPackage: z.union([packageSummarySchema, z.null()]),
    /** The part of balanceDueCents whose packages are overdue (after their due date). */
    overdueCents: z.number(),
  })
  .meta({ id: 'StudentDetail' })
export type StudentDetail = z.infer<typeof studentDetailSchema>
