import { z } from 'zod'
import { AGENDA_LIMITS, ATTENDANCE_INPUTS, DAY_CANCEL_REASONS } from '../constants'
import { daysBetween, isIsoDate } from '../domain/dates'
import { isLocalTime } from '../domain/recurrence'
import { msg } from '../messages'
import { idSchema, optionalText } from './common'

/** The agenda's inputs. Dates and times are the coach's local ones. */

const day = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .refine(isIsoDate, { error: msg('common.invalidDate'), abort: true })
    .refine((v) => v >= AGENDA_LIMITS.minDate && v <= '2100-12-31', {
      error: msg('common.dateOutOfRange'),
    })

const time = z
  .string({ error: msg('agenda.timeRequired') })
  .refine(isLocalTime, { error: msg('agenda.invalidTime') })

const durationMessage = msg('agenda.durationRange', {
  min: AGENDA_LIMITS.durationMin,
  max: AGENDA_LIMITS.durationMax,
})
const duration = z
  .number({ error: durationMessage })
  .int({ error: durationMessage })
  .min(AGENDA_LIMITS.durationMin, { error: durationMessage })
  .max(AGENDA_LIMITS.durationMax, { error: durationMessage })

const studentIds = z
  .array(idSchema, { error: msg('agenda.studentsRequired') })
  .min(1, { error: msg('agenda.studentsRequired') })
  .max(AGENDA_LIMITS.studentsMax, {
    error: msg('agenda.tooManyStudents', { max: AGENDA_LIMITS.studentsMax }),
  })
  .refine((ids) => new Set(ids).size === ids.length, { error: msg('agenda.studentRepeated') })

/** Omitted: the coach's default club; null: no club. */
const clubId = idSchema.nullable().optional()
const title = optionalText(AGENDA_LIMITS.titleMax, msg('agenda.titleTooLong'))
// notes are multi-line (the text area), titles one line
const notes = optionalText(AGENDA_LIMITS.notesMax, msg('agenda.notesTooLong'), { multiline: true })
const capacityMessage = msg('agenda.makeupCapacityRange', { max: AGENDA_LIMITS.studentsMax })
/**
 * 'Aberta a reposições' with its 'Vagas' (decision 0024): the most students the lesson holds,
 * its own included; the places left are offered to students owed a make-up. null: not open.
 */
const makeupCapacity = z
  .number({ error: capacityMessage })
  .int({ error: capacityMessage })
  .min(1, { error: capacityMessage })
  .max(AGENDA_LIMITS.studentsMax, { error: capacityMessage })
  .nullable()
  .optional()
/** The coach saw the overlap warning (409 LESSON_OVERLAP) and saves anyway. */
const confirmOverlap = z.boolean().optional().default(false)

const weekdaysMessage = msg('agenda.weekdaysRequired')
const weekdays = z
  .array(
    z
      .number({ error: msg('agenda.invalidWeekday') })
      .int({ error: msg('agenda.invalidWeekday') })
      .min(1, { error: msg('agenda.invalidWeekday') })
      .max(7, { error: msg('agenda.invalidWeekday') }),
    { error: weekdaysMessage },
  )
  .min(1, { error: weekdaysMessage })
  .max(7, { error: msg('agenda.weekdayRepeated') })
  .transform((d) => [...new Set(d)].sort((a, b) => a - b))

/** GET /api/agenda: a window of local dates, at most 62 days. */
export const agendaQuerySchema = z
  .object({ from: day(msg('agenda.startDateRequired')), to: day(msg('agenda.endDateRequired')) })
  .refine((v) => v.from <= v.to, {
    error: msg('agenda.rangeOrder'),
    path: ['to'],
  })
  .refine((v) => daysBetween(v.from, v.to) < AGENDA_LIMITS.listDaysMax, {
    error: msg('agenda.rangeTooLong', { days: AGENDA_LIMITS.listDaysMax }),
    path: ['to'],
  })
export type AgendaQuery = z.output<typeof agendaQuerySchema>

/** POST /api/lessons: one lesson (aula avulsa). */
export const lessonCreateSchema = z.object({
  date: day(msg('agenda.lessonDateRequired')),
  time,
  durationMinutes: duration.default(AGENDA_LIMITS.durationDefault),
  studentIds,
  clubId,
  title,
  notes,
  /**
   * 'Agendar reposição': the owed lesson (one where students had 'teacher_cancelled' or 'rain')
   * this new lesson makes up for; every student of the lesson who is owed it is linked.
   */
  makeupOf: idSchema.optional(),
  makeupCapacity,
  confirmOverlap,
})
export type LessonCreateInput = z.input<typeof lessonCreateSchema>

/** PATCH /api/lessons/{id}: what is given changes; status 'cancelled' cancels, 'scheduled' restores. */
export const lessonUpdateSchema = z.object({
  date: day(msg('agenda.lessonDateRequired')).optional(),
  time: time.optional(),
  durationMinutes: duration.optional(),
  studentIds: studentIds.optional(),
  clubId,
  title: title.optional(),
  notes: notes.optional(),
  status: z.enum(['scheduled', 'cancelled'], { error: msg('agenda.invalidStatus') }).optional(),
  makeupCapacity,
  confirmOverlap,
})
export type LessonUpdateInput = z.input<typeof lessonUpdateSchema>

/** POST /api/lesson-series: a weekly slot (horário fixo). */
export const lessonSeriesCreateSchema = z
  .object({
    weekdays,
    time,
    durationMinutes: duration.default(AGENDA_LIMITS.durationDefault),
    startDate: day(msg('common.startDateRequired')),
    untilDate: day(msg('series.invalidEndDate')).nullish(),
    studentIds,
    clubId,
    title,
    notes,
    makeupCapacity,
    confirmOverlap,
  })
  .refine((v) => !v.untilDate || v.untilDate >= v.startDate, {
    error: msg('series.rangeOrder'),
    path: ['untilDate'],
  })
export type LessonSeriesCreateInput = z.input<typeof lessonSeriesCreateSchema>

export const SERIES_SCOPES = ['this', 'following'] as const
const scope = z.enum(SERIES_SCOPES, {
  error: msg('series.scopeRequired'),
})

/**
 * PATCH /api/lesson-series/{id}/occurrences/{date}: 'this' changes that occurrence only (it may
 * move to another date); 'following' changes it and every later one (it may change weekdays).
 */
export const occurrenceUpdateSchema = z
  .object({
    scope,
    date: day(msg('agenda.lessonDateRequired')).optional(),
    weekdays: weekdays.optional(),
    time: time.optional(),
    durationMinutes: duration.optional(),
    studentIds: studentIds.optional(),
    clubId,
    title: title.optional(),
    notes: notes.optional(),
    makeupCapacity,
    confirmOverlap,
  })
  .refine((v) => !(v.scope === 'following' && v.date), {
    error: msg('series.weekdaysForMove'),
    path: ['date'],
  })
  .refine((v) => !(v.scope === 'this' && v.weekdays), {
    error: msg('series.weekdaysOnlyFollowing'),
    path: ['weekdays'],
  })
export type OccurrenceUpdateInput = z.input<typeof occurrenceUpdateSchema>

/** POST /api/lesson-series/{id}/occurrences/{date}/cancel. 'following' ends the series. */
export const occurrenceCancelSchema = z.object({ scope })
export type OccurrenceCancelInput = z.input<typeof occurrenceCancelSchema>

/**
 * PUT /api/lessons/{id}/attendance/{studentId}. 'student_cancelled' is
 * classified by the server: a notice (default now) at least the coach's notice hours before
 * the start is a 'falta avisada', a later one a 'cancelamento tardio'. null clears.
 */
export const attendanceUpdateSchema = z.object({
  outcome: z.enum(ATTENDANCE_INPUTS, { error: msg('attendance.invalidStatus') }).nullable(),
  noticeAt: z.iso
    .datetime({ offset: true, error: msg('attendance.invalidNoticeDate') })
    .optional()
    .refine((v) => !v || Date.parse(v) <= Date.now() + 5 * 60_000, {
      error: msg('attendance.noticeInFuture'),
    }),
})
export type AttendanceUpdate = z.output<typeof attendanceUpdateSchema>

/**
 * PUT /api/lessons/{id}/makeup/{studentId}: this lesson is the student's make-up (reposição)
 * of an owed lesson (one where they had 'teacher_cancelled' or 'rain'); null unlinks.
 */
export const makeupUpdateSchema = z.object({
  makeupOf: idSchema.nullable(),
})
export type MakeupUpdate = z.output<typeof makeupUpdateSchema>

/**
 * POST /api/agenda/days/{date}/cancel ('Cancelar o dia'): every lesson of that local day still
 * scheduled and not registered (or only `lessonIds`, ids as the agenda lists them) is cancelled,
 * and its students without an outcome get the reason — 'rain' or 'teacher_cancelled', both
 * owing a make-up.
 */
export const dayCancelSchema = z.object({
  reason: z.enum(DAY_CANCEL_REASONS, {
    error: msg('dayCancel.reasonRequired'),
  }),
  lessonIds: z
    .array(z.string().max(60, { error: msg('agenda.lessonNotFound') }), {
      error: msg('dayCancel.invalidLessons'),
    })
    .min(1, { error: msg('dayCancel.lessonsRequired') })
    .max(200, { error: msg('dayCancel.tooManyLessons') })
    .optional(),
})
export type DayCancelInput = z.output<typeof dayCancelSchema>
