import { z } from 'zod'
import { AGENDA_LIMITS, ATTENDANCE_INPUTS, DAY_CANCEL_REASONS } from '../constants'
import { daysBetween, isIsoDate } from '../domain/dates'
import { isLocalTime } from '../domain/recurrence'
import { idSchema, optionalText } from './common'

/** The agenda's inputs. Dates and times are the coach's local ones. */

const day = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .refine(isIsoDate, { error: 'Data inválida', abort: true })
    .refine((v) => v >= AGENDA_LIMITS.minDate && v <= '2100-12-31', {
      error: 'Data fora do intervalo permitido',
    })

const time = z
  .string({ error: 'Horário é obrigatório' })
  .refine(isLocalTime, { error: 'Horário inválido (use HH:MM)' })

const durationMessage = `A duração deve ser de ${AGENDA_LIMITS.durationMin} a ${AGENDA_LIMITS.durationMax} minutos`
const duration = z
  .number({ error: durationMessage })
  .int({ error: durationMessage })
  .min(AGENDA_LIMITS.durationMin, { error: durationMessage })
  .max(AGENDA_LIMITS.durationMax, { error: durationMessage })

const studentIds = z
  .array(idSchema, { error: 'Selecione pelo menos um aluno para a aula.' })
  .min(1, { error: 'Selecione pelo menos um aluno para a aula.' })
  .max(AGENDA_LIMITS.studentsMax, {
    error: `Máximo de ${AGENDA_LIMITS.studentsMax} alunos por aula`,
  })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Aluno repetido na aula' })

/** Omitted: the coach's default club; null: no club. */
const clubId = idSchema.nullable().optional()
const title = optionalText(AGENDA_LIMITS.titleMax, 'Título muito longo')
// notes are multi-line (the text area), titles one line
const notes = optionalText(AGENDA_LIMITS.notesMax, 'Observações muito longas', { multiline: true })
/** The coach saw the overlap warning (409 LESSON_OVERLAP) and saves anyway. */
const confirmOverlap = z.boolean().optional().default(false)

const weekdaysMessage = 'Escolha pelo menos um dia da semana'
const weekdays = z
  .array(
    z
      .number({ error: 'Dia da semana inválido' })
      .int({ error: 'Dia da semana inválido' })
      .min(1, { error: 'Dia da semana inválido' })
      .max(7, { error: 'Dia da semana inválido' }),
    { error: weekdaysMessage },
  )
  .min(1, { error: weekdaysMessage })
  .max(7, { error: 'Dia da semana repetido' })
  .transform((d) => [...new Set(d)].sort((a, b) => a - b))

/** GET /api/agenda: a window of local dates, at most 62 days. */
export const agendaQuerySchema = z
  .object({ from: day('Data inicial é obrigatória'), to: day('Data final é obrigatória') })
  .refine((v) => v.from <= v.to, {
    error: 'A data final deve ser igual ou posterior à inicial',
    path: ['to'],
  })
  .refine((v) => daysBetween(v.from, v.to) < AGENDA_LIMITS.listDaysMax, {
    error: `A agenda mostra no máximo ${AGENDA_LIMITS.listDaysMax} dias por vez`,
    path: ['to'],
  })
export type AgendaQuery = z.output<typeof agendaQuerySchema>

/** POST /api/lessons: one lesson (aula avulsa). */
export const lessonCreateSchema = z.object({
  date: day('Data da aula é obrigatória'),
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
  confirmOverlap,
})
export type LessonCreateInput = z.input<typeof lessonCreateSchema>

/** PATCH /api/lessons/{id}: what is given changes; status 'cancelled' cancels, 'scheduled' restores. */
export const lessonUpdateSchema = z.object({
  date: day('Data da aula é obrigatória').optional(),
  time: time.optional(),
  durationMinutes: duration.optional(),
  studentIds: studentIds.optional(),
  clubId,
  title: title.optional(),
  notes: notes.optional(),
  status: z.enum(['scheduled', 'cancelled'], { error: 'Situação inválida' }).optional(),
  confirmOverlap,
})
export type LessonUpdateInput = z.input<typeof lessonUpdateSchema>

/** POST /api/lesson-series: a weekly slot (horário fixo). */
export const lessonSeriesCreateSchema = z
  .object({
    weekdays,
    time,
    durationMinutes: duration.default(AGENDA_LIMITS.durationDefault),
    startDate: day('Data de início é obrigatória'),
    untilDate: day('Data final inválida').nullish(),
    studentIds,
    clubId,
    title,
    notes,
    confirmOverlap,
  })
  .refine((v) => !v.untilDate || v.untilDate >= v.startDate, {
    error: 'A data final deve ser igual ou posterior à de início',
    path: ['untilDate'],
  })
export type LessonSeriesCreateInput = z.input<typeof lessonSeriesCreateSchema>

export const SERIES_SCOPES = ['this', 'following'] as const
const scope = z.enum(SERIES_SCOPES, {
  error: "Escolha 'só esta aula' ou 'esta e as seguintes'",
})

/**
 * PATCH /api/lesson-series/{id}/occurrences/{date}: 'this' changes that occurrence only (it may
 * move to another date); 'following' changes it and every later one (it may change weekdays).
 */
export const occurrenceUpdateSchema = z
  .object({
    scope,
    date: day('Data da aula é obrigatória').optional(),
    weekdays: weekdays.optional(),
    time: time.optional(),
    durationMinutes: duration.optional(),
    studentIds: studentIds.optional(),
    clubId,
    title: title.optional(),
    notes: notes.optional(),
    confirmOverlap,
  })
  .refine((v) => !(v.scope === 'following' && v.date), {
    error: 'Para mudar o dia das próximas aulas, escolha os dias da semana',
    path: ['date'],
  })
  .refine((v) => !(v.scope === 'this' && v.weekdays), {
    error: "Os dias da semana mudam só em 'esta e as seguintes'",
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
  outcome: z.enum(ATTENDANCE_INPUTS, { error: 'Situação de presença inválida' }).nullable(),
  noticeAt: z.iso
    .datetime({ offset: true, error: 'Data do aviso inválida' })
    .optional()
    .refine((v) => !v || Date.parse(v) <= Date.now() + 5 * 60_000, {
      error: 'O aviso não pode estar no futuro',
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
    error: 'Escolha o motivo: chuva ou professor indisponível',
  }),
  lessonIds: z
    .array(z.string().max(60, { error: 'Aula não encontrada' }), { error: 'Aulas inválidas' })
    .min(1, { error: 'Escolha pelo menos uma aula do dia' })
    .max(200, { error: 'Aulas demais' })
    .optional(),
})
export type DayCancelInput = z.output<typeof dayCancelSchema>
