import { z } from 'zod'
import { FOCUS_TAGS, LIMITS } from '../constants'
import { msg } from '../messages'
import { cleanText, DATE_MIN, idSchema, isoDay, searchTerm } from './common'
import { voiceNoteIdsSchema } from './voice-note'

const rating = z
  .number({ error: msg('session.ratingRange') })
  .int({ error: msg('session.ratingRange') })
  .min(LIMITS.ratingMin, { error: msg('session.ratingRange') })
  .max(LIMITS.ratingMax, { error: msg('session.ratingRange') })

const tags = z
  .array(z.enum(FOCUS_TAGS, { error: msg('session.invalidFocusTag') }))
  .max(FOCUS_TAGS.length)
  .transform((t) => [...new Set(t)])

const feedbackNotes = cleanText({ multiline: true })
  .max(LIMITS.feedbackNotesMax, { error: msg('agenda.notesTooLong') })
  .nullish()
  .transform((v) => v ?? '')

const sessionNotes = cleanText({ multiline: true })
  .max(LIMITS.sessionNotesMax, { error: msg('agenda.notesTooLong') })
  .nullish()
  .transform((v) => (v ? v : null))

/** One student's feedback in a session (spec §3 Session feedback). */
export const feedbackInputSchema = z.object({
  studentId: idSchema,
  rating,
  notes: feedbackNotes,
  tags: tags.default([]),
  clubId: idSchema.nullish().transform((v) => v ?? null),
  /** Issue 14: its voice notes (uploaded first), in order; absent = unchanged on an edit. */
  voiceNoteIds: voiceNoteIdsSchema.optional(),
})
export type FeedbackInput = z.input<typeof feedbackInputSchema>

/**
 * When the class happened: now by default; an earlier moment for a class registered late.
 * The one date rule of a class, for the new-session form, the editor and the API alike.
 */
export const sessionDateSchema = z.iso
  .datetime({ offset: true, error: msg('session.invalidDate') })
  .nullish()
  .refine((v) => !v || Date.parse(v) <= Date.now() + 5 * 60_000, {
    error: msg('session.dateInFuture'),
  })
  .refine((v) => !v || Date.parse(v) >= Date.parse(`${DATE_MIN}T00:00:00Z`), {
    error: msg('session.dateOutOfRange'),
  })

function uniqueStudents(
  v: { studentIds: string[]; feedbacks: { studentId: string }[] },
  ctx: z.RefinementCtx,
) {
  if (new Set(v.studentIds).size !== v.studentIds.length) {
    ctx.addIssue({ code: 'custom', message: msg('session.studentRepeated'), path: ['studentIds'] })
  }
  const ids = new Set(v.studentIds)
  for (const [i, f] of v.feedbacks.entries()) {
    if (!ids.has(f.studentId)) {
      ctx.addIssue({
        code: 'custom',
        message: msg('session.feedbackNotInSession'),
        path: ['feedbacks', i],
      })
    }
  }
}

/** New session (spec §5 Sessions): at least one student. */
export const sessionCreateSchema = z
  .object({
    studentIds: z
      .array(idSchema, { error: msg('session.studentsRequired') })
      .min(1, { error: msg('session.studentsRequired') })
      .max(50, { error: msg('session.tooManyStudents') }),
    date: sessionDateSchema,
    notes: sessionNotes,
    feedbacks: z.array(feedbackInputSchema).default([]),
    /**
     * The agenda lesson this class is registered from: a lesson id or a series
     * occurrence `s_<seriesId>_<YYYY-MM-DD>`; the class is linked to it (once per lesson).
     */
    lessonId: z
      .string()
      .max(60, { error: msg('session.invalidLesson') })
      .optional(),
    /**
     * Registering from a lesson: the students whose absence is recorded on it and who, the
     * coach confirmed, came after all (their outcome and its credit are undone). Any other
     * student with a recorded absence is refused.
     */
    confirmPresent: z
      .array(idSchema, { error: msg('attendance.invalidConfirmedList') })
      .max(50, { error: msg('session.tooManyStudents') })
      .optional(),
  })
  .superRefine(uniqueStudents)
export type SessionCreateInput = z.input<typeof sessionCreateSchema>

/** Full edit (spec §4 Full session edit): participants, feedbacks, packages and notes. */
export const sessionUpdateSchema = z
  .object({
    studentIds: z
      .array(idSchema, { error: msg('session.studentsRequiredEdit') })
      .min(1, { error: msg('session.studentsRequiredEdit') })
      .max(50, { error: msg('session.tooManyStudents') }),
    date: sessionDateSchema,
    notes: sessionNotes,
    feedbacks: z.array(feedbackInputSchema).default([]),
    /** The package of each student; null = none ('Sem pacote atribuído'). Missing = unchanged. */
    assignments: z
      .array(z.object({ studentId: idSchema, packageId: idSchema.nullable() }))
      .default([]),
  })
  .superRefine(uniqueStudents)
export type SessionUpdateInput = z.input<typeof sessionUpdateSchema>

/** Inline feedback edit (profile Feedbacks tab). */
export const feedbackUpdateSchema = z.object({
  rating,
  notes: feedbackNotes,
  tags: tags.default([]),
  /** Issue 14: its voice notes, in order; absent = unchanged. */
  voiceNoteIds: voiceNoteIdsSchema.optional(),
})
export type FeedbackUpdateInput = z.input<typeof feedbackUpdateSchema>

/** Manual package assignment (spec §4, §5): a package must be chosen. */
export const assignPackageSchema = z.object({
  studentId: idSchema,
  packageId: z
    .string({ error: msg('session.packageRequired') })
    .min(1, { error: msg('session.packageRequired') })
    .pipe(idSchema),
})
export type AssignPackageInput = z.input<typeof assignPackageSchema>

export const QUICK_PERIODS = ['today', 'yesterday', '7days', '30days'] as const
export type QuickPeriod = (typeof QUICK_PERIODS)[number]

/** Session history filters (spec §5): text, a quick period or a custom range, unassigned only. */
export const sessionListQuerySchema = z
  .object({
    q: searchTerm(),
    period: z.enum(QUICK_PERIODS).optional(),
    from: isoDay().optional(),
    to: isoDay().optional(),
    unassigned: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
      .optional()
      .transform((v) => v === true || v === 'true' || v === '1'),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(LIMITS.sessionHistoryPageSize),
  })
  .refine((v) => !(v.period && (v.from || v.to)), {
    error: msg('session.periodOrRange'),
  })
  .refine((v) => !(v.from && v.to && v.from > v.to), {
    error: msg('session.rangeOrder'),
  })
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
})
