import { z } from 'zod'
import {
  ATTENDANCE_OUTCOMES,
  DAY_CANCEL_REASONS,
  LESSON_ANSWERS,
  LESSON_STATUSES,
  STUDENT_STATUSES,
} from '../constants'

/** A student of a lesson, with the credit badge of the students list. */
export const lessonStudentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(STUDENT_STATUSES),
    /** Remaining classes over active packages, as the students list computes them. */
    credits: z.number(),
    hasOpenAlert: z.boolean(),
  })
  .meta({ id: 'LessonStudent' })
export type LessonStudent = z.infer<typeof lessonStudentSchema>

const clubRefSchema = z.object({ id: z.string(), name: z.string() }).nullable()

/** One student's attendance on a lesson. */
export const lessonAttendanceSchema = z
  .object({
    studentId: z.string(),
    /** null: nothing recorded yet; 'present': in the class registered from the lesson. */
    outcome: z.enum(ATTENDANCE_OUTCOMES).nullable(),
    /** When the student gave notice (cancellations). */
    noticeAt: z.string().nullable(),
    /** The outcome consumed a credit (late cancellation / no-show per the coach's policy). */
    charged: z.boolean(),
    /** The policy consumes a credit but the student had none ('sem crédito'). */
    noCredit: z.boolean(),
    /** This lesson is the student's make-up (reposição) of that owed lesson. */
    makeupOf: z.object({ lessonId: z.string(), date: z.string(), time: z.string() }).nullable(),
    /** Owed a make-up here ('teacher_cancelled' / 'rain'): the lesson planned for it, if any. */
    makeupIn: z
      .object({ lessonId: z.string(), date: z.string(), time: z.string() })
      .nullable()
      .optional(),
    /** The student's own answer from their page: 'confirmed', 'declined', or none yet. */
    answer: z.enum(LESSON_ANSWERS).nullable().optional(),
  })
  .meta({ id: 'LessonAttendance' })
export type LessonAttendance = z.infer<typeof lessonAttendanceSchema>

/**
 * How the agenda shows a lesson: 'done' (Realizada: registered), 'cancelled', 'pending'
 * (Pendente: over, not registered, not cancelled, someone without an outcome), 'scheduled'.
 */
export const LESSON_STATES = ['scheduled', 'done', 'pending', 'cancelled'] as const
export type LessonState = (typeof LESSON_STATES)[number]

/**
 * One lesson on the agenda: a stand-alone lesson, a changed occurrence of a series (both with
 * `lessonId`), or a virtual occurrence of a series (`lessonId` null, id `s_<seriesId>_<date>`).
 */
export const agendaOccurrenceSchema = z
  .object({
    /** The lesson's id, or `s_<seriesId>_<occurrenceDate>` for an unchanged series occurrence. */
    id: z.string(),
    /** The lessons row (PATCH/DELETE /api/lessons/{id}); null for a virtual occurrence. */
    lessonId: z.string().nullable(),
    seriesId: z.string().nullable(),
    /** The series occurrence this is (its original date); null for a stand-alone lesson. */
    occurrenceDate: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** Local date and start/end 'HH:MM' in the coach's time zone. */
    date: z.string(),
    time: z.string(),
    endTime: z.string(),
    durationMinutes: z.number(),
    status: z.enum(LESSON_STATUSES),
    title: z.string().nullable(),
    notes: z.string().nullable(),
    club: clubRefSchema,
    students: z.array(lessonStudentSchema),
    /** The class session registered from this lesson. */
    sessionId: z.string().nullable(),
    /** Realizada / Pendente / cancelled / scheduled (see LESSON_STATES). */
    state: z.enum(LESSON_STATES),
    /** Per student of the lesson (same order as `students`). */
    attendance: z.array(lessonAttendanceSchema),
    /** Overlaps another scheduled lesson of the coach. */
    overlaps: z.boolean(),
    /** Raised on every change (the calendar feed's SEQUENCE). */
    sequence: z.number(),
    /** Open to make-ups ('Aberta a reposições'): the most students it holds; null: not open. */
    makeupCapacity: z.number().nullable(),
    /**
     * The places left under `makeupCapacity` (a student with an absence recorded holds none),
     * offered to students owed a make-up; null when not open.
     */
    openPlaces: z.number().nullable(),
  })
  .meta({ id: 'AgendaOccurrence' })
export type AgendaOccurrence = z.infer<typeof agendaOccurrenceSchema>

/** GET /api/agenda: the occurrences of a window, sorted by start. */
export const agendaDtoSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    items: z.array(agendaOccurrenceSchema),
    /** Days of the window called off with 'Cancelar o dia' (undoable). */
    cancelledDays: z.array(z.object({ day: z.string(), reason: z.enum(DAY_CANCEL_REASONS) })),
  })
  .meta({ id: 'AgendaDto' })
export type AgendaDto = z.infer<typeof agendaDtoSchema>

/**
 * POST /api/agenda/days/{date}/cancellation: what the day's cancellation holds (the same answer
 * when it is sent again); DELETE undoes it (204).
 */
export const dayCancellationSchema = z
  .object({
    day: z.string(),
    reason: z.enum(DAY_CANCEL_REASONS),
    /** The lessons it cancelled (rows now) and the students given the reason. */
    lessonIds: z.array(z.string()),
    studentCount: z.number(),
    /** The day's lessons it left alone: already registered or cancelled before. */
    skipped: z.number(),
  })
  .meta({ id: 'DayCancellation' })
export type DayCancellation = z.infer<typeof dayCancellationSchema>

/** A weekly slot (horário fixo). */
export const lessonSeriesDtoSchema = z
  .object({
    id: z.string(),
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    weekdays: z.array(z.number()),
    time: z.string(),
    durationMinutes: z.number(),
    timeZone: z.string(),
    startDate: z.string(),
    /** Inclusive; null = open-ended. */
    untilDate: z.string().nullable(),
    club: clubRefSchema,
    title: z.string().nullable(),
    notes: z.string().nullable(),
    students: z.array(lessonStudentSchema),
    sequence: z.number(),
    /** Each occurrence is open to make-ups with this capacity; null: not open. */
    makeupCapacity: z.number().nullable(),
    /** The first occurrence from the coach's today on (rule only), or null when ended. */
    nextDate: z.string().nullable(),
  })
  .meta({ id: 'LessonSeriesDto' })
export type LessonSeriesDto = z.infer<typeof lessonSeriesDtoSchema>

/**
 * What a change of a series occurrence left: the occurrence as it is now (null when the series
 * was ended from it) and the series that holds it (the new one after 'esta e as seguintes';
 * null when nothing of the series is left).
 */
export const lessonSeriesChangeSchema = z
  .object({
    occurrence: agendaOccurrenceSchema.nullable(),
    series: lessonSeriesDtoSchema.nullable(),
  })
  .meta({ id: 'LessonSeriesChange' })
export type LessonSeriesChange = z.infer<typeof lessonSeriesChangeSchema>

/** A reposição a student is owed: a lesson with 'teacher_cancelled' or 'rain' for them. */
export const owedMakeupSchema = z
  .object({
    /** The owed lesson (its row). */
    lessonId: z.string(),
    date: z.string(),
    time: z.string(),
    outcome: z.enum(['teacher_cancelled', 'rain']),
    /** The owed lesson's length and club: 'Agendar reposição' starts from them. */
    durationMinutes: z.number(),
    clubId: z.string().nullable(),
    /** The lesson planned as its make-up, not registered yet; null when none. */
    scheduledIn: z.object({ id: z.string(), date: z.string(), time: z.string() }).nullable(),
  })
  .meta({ id: 'OwedMakeup' })
export type OwedMakeup = z.infer<typeof owedMakeupSchema>

/** A make-up owed and not planned yet, with its student (the dashboard's 'Reposições a agendar'). */
export const owedMakeupItemSchema = owedMakeupSchema
  .extend({ student: z.object({ id: z.string(), name: z.string() }) })
  .meta({ id: 'OwedMakeupItem' })
export type OwedMakeupItem = z.infer<typeof owedMakeupItemSchema>

/** A student's answer from their page today, for the dashboard. */
export const studentAnswerItemSchema = z
  .object({
    kind: z.enum(['declined', 'makeup']),
    lessonId: z.string(),
    date: z.string(),
    time: z.string(),
    /** When the student answered (ISO instant). */
    at: z.string(),
    student: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'StudentAnswerItem' })
export type StudentAnswerItem = z.infer<typeof studentAnswerItemSchema>

/**
 * GET /api/agenda/summary (the dashboard): today's lessons still to come
 * ('Próximas aulas') and the lessons over but not registered ('Aulas pendentes de registro',
 * the last 30 days, newest first, at most 20 of `pendingTotal`).
 */
export const agendaSummarySchema = z
  .object({
    today: z.string(),
    timeZone: z.string(),
    upcoming: z.array(agendaOccurrenceSchema),
    pending: z.array(agendaOccurrenceSchema),
    pendingTotal: z.number(),
    /** Today's lessons (with students) not registered yet, already past or still to come. */
    todayToRegister: z.number(),
    /** Make-ups owed and not planned yet, oldest first (at most 20 of `makeupsOwedTotal`). */
    makeupsOwed: z.array(owedMakeupItemSchema),
    makeupsOwedTotal: z.number(),
    /**
     * What students did from their page today, newest first (at most 20): 'declined' a lesson
     * ('Não vou'), or booked a 'makeup' (or confirmed one the coach planned).
     */
    studentAnswers: z.array(studentAnswerItemSchema),
  })
  .meta({ id: 'AgendaSummary' })
export type AgendaSummary = z.infer<typeof agendaSummarySchema>

/** GET /api/students/{id}/agenda: the next lessons (up to 5) and the reposições owed. */
export const studentAgendaSchema = z
  .object({
    upcoming: z.array(agendaOccurrenceSchema),
    makeups: z.array(owedMakeupSchema),
  })
  .meta({ id: 'StudentAgenda' })
export type StudentAgenda = z.infer<typeof studentAgendaSchema>
