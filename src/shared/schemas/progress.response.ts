import { z } from 'zod'
import { DRILL_LEVELS, PROGRESS_PERIODS } from '../constants'
import { PACKAGE_STATUSES } from '../domain/package-status'

/** A next-exercise suggestion: a drill of the library and why it was chosen. */
export const drillSuggestionSchema = z
  .object({
    drillId: z.string(),
    tag: z.string(),
    sport: z.string(),
    level: z.enum(DRILL_LEVELS),
    name: z.string(),
    objective: z.string(),
    howTo: z.string(),
    /** pt-BR, with the real numbers: "Backhand: média 2,5 nas últimas 4 aulas". */
    reason: z.string(),
  })
  .meta({ id: 'DrillSuggestion' })
export type DrillSuggestion = z.infer<typeof drillSuggestionSchema>

/** GET /api/students/{id}/progress?period= — the 'Progresso' tab, computed in SQL. */
export const progressReportSchema = z
  .object({
    studentId: z.string(),
    firstName: z.string(),
    period: z.enum(PROGRESS_PERIODS),
    /** First day of the period in the coach's zone (YYYY-MM-DD); null for 'all'. */
    from: z.string().nullable(),
    /** Today in the coach's zone (YYYY-MM-DD). */
    to: z.string(),
    /** Every rated class in the period, oldest first (the line chart). */
    ratings: z.array(
      z.object({
        sessionId: z.string(),
        /** The class's instant (ISO). */
        date: z.string(),
        rating: z.number(),
        note: z.string(),
        tags: z.array(z.string()),
      }),
    ),
    /** One decimal; null without classes. previous = the same length just before (null for 'all'). */
    averageRating: z.number().nullable(),
    previousAverageRating: z.number().nullable(),
    /** Focus tags worked in the period or the previous one, most worked first. */
    tags: z.array(z.object({ tag: z.string(), count: z.number(), previousCount: z.number() })),
    attendance: z.object({
      /** Classes the student took part in, in the period / the previous one. */
      classes: z.number(),
      previousClasses: z.number(),
      /** Absences the agenda recorded in the period: avisada, tardia, sem aviso. */
      notifiedAbsences: z.number(),
      lateCancellations: z.number(),
      noShows: z.number(),
      /** Consecutive weeks (Mon–Sun, coach's zone) with a class, up to this or last week. */
      streakWeeks: z.number(),
      lastClassDate: z.string().nullable(),
    }),
    credits: z.object({
      /** Remaining classes over active packages. */
      remaining: z.number(),
      /** Earliest expiry among active packages with credits (YYYY-MM-DD). */
      nextExpiry: z.string().nullable(),
      packages: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          totalClasses: z.number(),
          remainingClasses: z.number(),
          expiryDate: z.string(),
          status: z.enum(PACKAGE_STATUSES),
        }),
      ),
    }),
    /** The last three classes with a note, newest first. */
    lastNotes: z.array(
      z.object({ sessionId: z.string(), date: z.string(), rating: z.number(), note: z.string() }),
    ),
    suggestions: z.array(drillSuggestionSchema),
  })
  .meta({ id: 'ProgressReport' })
export type ProgressReport = z.infer<typeof progressReportSchema>

/** A text the server drafted for the coach to edit: by the AI writer or by the rules. */
export const textDraftSchema = z
  .object({
    text: z.string(),
    source: z.enum(['ai', 'rules']),
  })
  .meta({ id: 'TextDraft' })
export type TextDraft = z.infer<typeof textDraftSchema>

/** GET /api/sessions/{sessionId}/students/{studentId}/message — the after-class message draft. */
export const messageDraftSchema = textDraftSchema
  .extend({
    /** The student's phone as wa.me wants it (digits only, with country code); null without a phone. */
    whatsappPhone: z.string().nullable(),
    studentName: z.string(),
  })
  .meta({ id: 'MessageDraft' })
export type MessageDraft = z.infer<typeof messageDraftSchema>
