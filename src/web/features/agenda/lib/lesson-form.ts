import { AGENDA_LIMITS } from '@shared/constants'
import { isoWeekday } from '@shared/domain/recurrence'
import {
  lessonCreateSchema,
  lessonSeriesCreateSchema,
  lessonUpdateSchema,
  occurrenceUpdateSchema,
} from '@shared/schemas/agenda'
import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
import { z } from 'zod'
import { type IssuePath, inputResolver } from '~/lib/form-errors'
import type { PickedStudent } from '../components/student-picker'

/**
 * The values of every lesson form ('Nova Aula', 'Editar aula' of a lesson, of one occurrence
 * or of the following ones of a weekly slot). Each form turns them into its own input and
 * checks it with that input's shared schema.
 */
export interface LessonFormValues {
  students: PickedStudent[]
  date: string
  time: string
  durationMinutes: number
  clubId: string | null
  title: string
  notes: string
  repeat: boolean
  weekdays: number[]
  noEnd: boolean
  untilDate: string
  /** 'Aberta a reposições', and its 'Vagas' (the most students the lesson holds). */
  makeupOpen: boolean
  makeupCapacity: number
}

/** 'Vagas' when a lesson is first opened to make-ups: a small group's size. */
const MAKEUP_CAPACITY_DEFAULT = 4

/** 'Nova Aula' at a day and time: no student, the default duration, the day's weekday. */
export function newLessonValues(date: string, time: string): LessonFormValues {
  return {
    students: [],
    date,
    time,
    durationMinutes: AGENDA_LIMITS.durationDefault,
    clubId: null,
    title: '',
    notes: '',
    repeat: false,
    weekdays: [isoWeekday(date)],
    noEnd: true,
    untilDate: '',
    makeupOpen: false,
    makeupCapacity: MAKEUP_CAPACITY_DEFAULT,
  }
}

/** 'Editar aula': the lesson as it is. */
export function lessonValues(item: AgendaOccurrence): LessonFormValues {
  return {
    students: item.students.map((s) => ({ id: s.id, name: s.name, credits: s.credits })),
    date: item.date,
    time: item.time,
    durationMinutes: item.durationMinutes,
    clubId: item.club?.id ?? null,
    title: item.title ?? '',
    notes: item.notes ?? '',
    repeat: false,
    weekdays: [isoWeekday(item.occurrenceDate ?? item.date)],
    noEnd: true,
    untilDate: '',
    makeupOpen: item.makeupCapacity !== null,
    // opening it later: one place more than its students, at least the default
    makeupCapacity:
      item.makeupCapacity ?? Math.max(MAKEUP_CAPACITY_DEFAULT, item.students.length + 1),
  }
}

/** What every lesson input takes from the values. */
function common(v: LessonFormValues) {
  return {
    time: v.time,
    durationMinutes: Number.isFinite(v.durationMinutes) ? v.durationMinutes : undefined,
    studentIds: v.students.map((s) => s.id),
    clubId: v.clubId,
    title: v.title,
    notes: v.notes,
    makeupCapacity: v.makeupOpen ? v.makeupCapacity : null,
  }
}

/** The API's field names → the form's; every other issue by its first name. */
const RENAME: Record<string, keyof LessonFormValues> = { studentIds: 'students', startDate: 'date' }
const FIELDS = new Set<keyof LessonFormValues>([
  'students',
  'date',
  'time',
  'durationMinutes',
  'clubId',
  'title',
  'notes',
  'weekdays',
  'untilDate',
  'makeupCapacity',
])
/** Where an issue of a lesson input (the shared schema's or the server's) shows. */
export const lessonIssuePath: IssuePath<LessonFormValues> = (path) => {
  const head = path.split('.')[0] ?? ''
  const name = RENAME[head] ?? (head as keyof LessonFormValues)
  return FIELDS.has(name) ? name : null
}
const targets = { pathOf: lessonIssuePath, fallback: 'students' } as const

/**
 * 'Nova Aula': one lesson (POST /lessons), or with 'Repetir toda semana' a weekly slot
 * (POST /lesson-series) from the day chosen.
 */
const newLessonSchema = z.discriminatedUnion('repeat', [
  z.object({ repeat: z.literal(false), input: lessonCreateSchema }),
  z.object({ repeat: z.literal(true), input: lessonSeriesCreateSchema }),
])
export type NewLesson = z.output<typeof newLessonSchema>
export const newLessonResolver = inputResolver(
  newLessonSchema,
  (v: LessonFormValues) =>
    v.repeat
      ? {
          repeat: true as const,
          input: {
            ...common(v),
            weekdays: v.weekdays,
            startDate: v.date,
            untilDate: v.noEnd || !v.untilDate ? null : v.untilDate,
          },
        }
      : { repeat: false as const, input: { ...common(v), date: v.date } },
  // the input's issues, as the server's, name its fields
  { ...targets, pathOf: (path) => lessonIssuePath(path.replace(/^input\./, '')) },
)

/** 'Editar aula' of a lesson (PATCH /lessons/{id}). */
export const lessonChangeResolver = inputResolver(
  lessonUpdateSchema,
  (v: LessonFormValues) => ({ ...common(v), date: v.date }),
  targets,
)

/**
 * 'Editar aula' of a weekly slot's lesson (PATCH /lesson-series/{id}/occurrences/{date}):
 * 'this' may move it to another day, 'following' may change the weekdays.
 */
export const occurrenceChangeResolver = {
  this: inputResolver(
    occurrenceUpdateSchema,
    (v: LessonFormValues) => ({ ...common(v), scope: 'this' as const, date: v.date }),
    targets,
  ),
  following: inputResolver(
    occurrenceUpdateSchema,
    (v: LessonFormValues) => ({ ...common(v), scope: 'following' as const, weekdays: v.weekdays }),
    targets,
  ),
}
