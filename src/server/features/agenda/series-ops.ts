import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import { addDaysIso, type IsoDate } from '../../../shared/domain/dates'
import {
  isOccurrence,
  nextOccurrence,
  type WeeklyRule,
  zonedInstant,
} from '../../../shared/domain/recurrence'
import type { Executor } from '../../db/client'
import {
  type LessonSeriesRow,
  lessonSeries,
  lessonSeriesStudents,
  lessons,
} from '../../db/schema/agenda'
import { AppError, notFound } from '../../lib/app-error'

/** Series surgery shared by the occurrence routes and a student leaving (docs/decisions/0009). */

export const SERIES_NOT_FOUND = 'Horário fixo não encontrado'

export const ruleOfRow = (
  s: Pick<LessonSeriesRow, 'weekdays' | 'startDate' | 'untilDate'>,
): WeeklyRule => ({
  weekdays: s.weekdays,
  startDate: s.startDate,
  untilDate: s.untilDate,
})

export async function seriesRow(tx: Executor, { ownerId, id }: { ownerId: string; id: string }) {
  const [row] = await tx
    .select()
    .from(lessonSeries)
    .where(and(eq(lessonSeries.id, id), eq(lessonSeries.userId, ownerId)))
  if (!row) throw notFound(SERIES_NOT_FOUND)
  return row
}

export async function seriesStudentIds(tx: Executor, seriesId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: lessonSeriesStudents.studentId })
    .from(lessonSeriesStudents)
    .where(eq(lessonSeriesStudents.seriesId, seriesId))
  return rows.map((r) => r.id)
}

export async function setSeriesStudents(
  tx: Executor,
  { ownerId, seriesId, studentIds }: { ownerId: string; seriesId: string; studentIds: string[] },
) {
  await tx.delete(lessonSeriesStudents).where(eq(lessonSeriesStudents.seriesId, seriesId))
  if (studentIds.length) {
    await tx
      .insert(lessonSeriesStudents)
      .values(studentIds.map((studentId) => ({ seriesId, studentId, userId: ownerId })))
  }
}

/**
 * The changed occurrences of a series from `day` on. `sessionId` is set (for the keep/detach
 * rules) on those that hold a record: a registered class, or an attendance outcome or make-up
 * link of a student (issue 11 item 5: nothing recorded is lost by a split).
 */
async function overridesFrom(tx: Executor, seriesId: string, day: IsoDate) {
  const rows = await tx
    .select({
      id: lessons.id,
      occurrenceDate: lessons.occurrenceDate,
      status: lessons.status,
      sessionId: lessons.sessionId,
      recorded: sql<boolean>`EXISTS (SELECT 1 FROM lesson_students ls WHERE ls.lesson_id = ${lessons.id}
        AND (ls.outcome IS NOT NULL OR ls.makeup_of IS NOT NULL))`,
    })
    .from(lessons)
    .where(and(eq(lessons.seriesId, seriesId), gte(lessons.occurrenceDate, day)))
  return rows.map(({ recorded, ...o }) => ({
    ...o,
    sessionId: o.sessionId ?? (recorded ? 'recorded' : null),
  }))
}

/** Turns changed occurrences into stand-alone lessons (what they hold is not lost). */
async function detach(tx: Executor, ids: string[]) {
  if (!ids.length) return
  await tx
    .update(lessons)
    .set({
      seriesId: null,
      occurrenceDate: null,
      sequence: sql`${lessons.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(inArray(lessons.id, ids))
}

async function remove(tx: Executor, ids: string[]) {
  if (ids.length) await tx.delete(lessons).where(inArray(lessons.id, ids))
}

export const emptySeries = () =>
  new AppError(
    'SERIES_EMPTY',
    'Nenhum dos dias da semana escolhidos cai entre as datas de início e fim.',
    400,
    [{ path: 'weekdays', message: 'Nenhuma aula entre as datas' }],
  )

/**
 * Ends a series before `day` ("cancelar esta e as seguintes", "encerrar"): the occurrences
 * before it stay; the changed ones from it on are deleted, except those linked to a registered
 * class, which become stand-alone lessons (`detachAll`: every one does — a student leaving
 * must not delete the others' lessons). A series left with no occurrence is deleted.
 * Returns the series' id, or null when it was deleted.
 */
export async function endSeriesFrom(
  tx: Executor,
  series: LessonSeriesRow,
  day: IsoDate,
  { detachAll = false }: { detachAll?: boolean } = {},
): Promise<string | null> {
  const first = nextOccurrence(ruleOfRow(series), series.startDate)
  const later = await overridesFrom(tx, series.id, day)
  const keep = later.filter((o) => detachAll || o.sessionId)
  await detach(
    tx,
    keep.map((o) => o.id),
  )
  await remove(
    tx,
    later.filter((o) => !keep.includes(o)).map((o) => o.id),
  )
  if (!first || day <= first) {
    await tx.delete(lessonSeries).where(eq(lessonSeries.id, series.id))
    return null
  }
  await tx
    .update(lessonSeries)
    .set({
      untilDate: addDaysIso(day, -1),
      sequence: sql`${lessonSeries.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(lessonSeries.id, series.id))
  return series.id
}

export interface SeriesChanges {
  weekdays?: number[]
  time?: string
  durationMinutes?: number
  studentIds?: string[]
  clubId?: string | null
  title?: string | null
  notes?: string | null
}

/**
 * "Esta e as seguintes" from the occurrence `day`: when nothing of the series comes before it,
 * the series itself changes (and starts on `day`); otherwise it is split — the old one ends the
 * day before, a new one with the changes starts on `day` (same students unless changed).
 * The old series' changed occurrences from `day` on: linked to a registered class → stand-alone
 * lessons; cancelled and still an occurrence of the new rule → the cancellation carries over
 * (a student's notice is not forgotten); the rest are dropped (the new rule replaces them), or
 * with `carry: 'all'` (nothing about the times changed) every one carries over.
 */
export async function changeFollowing(
  tx: Executor,
  {
    ownerId,
    series,
    studentIds,
    day,
    changes,
    carry = 'cancelled',
  }: {
    ownerId: string
    series: LessonSeriesRow
    studentIds: string[]
    day: IsoDate
    changes: SeriesChanges
    carry?: 'cancelled' | 'all'
  },
): Promise<LessonSeriesRow> {
  const first = nextOccurrence(ruleOfRow(series), series.startDate)
  const values = {
    weekdays: changes.weekdays ?? series.weekdays,
    startTime: changes.time ?? series.startTime,
    durationMinutes: changes.durationMinutes ?? series.durationMinutes,
    clubId: changes.clubId === undefined ? series.clubId : changes.clubId,
    title: changes.title === undefined ? series.title : changes.title,
    notes: changes.notes === undefined ? series.notes : changes.notes,
  }
  const rule: WeeklyRule = {
    weekdays: values.weekdays,
    startDate: day,
    untilDate: series.untilDate,
  }
  if (!nextOccurrence(rule, day)) throw emptySeries()
  const inPlace = first === day
  let target: LessonSeriesRow | undefined
  if (inPlace) {
    ;[target] = await tx
      .update(lessonSeries)
      .set({
        ...values,
        startDate: day,
        sequence: sql`${lessonSeries.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(lessonSeries.id, series.id))
      .returning()
  } else {
    await tx
      .update(lessonSeries)
      .set({
        untilDate: addDaysIso(day, -1),
        sequence: sql`${lessonSeries.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(lessonSeries.id, series.id))
    ;[target] = await tx
      .insert(lessonSeries)
      .values({
        ...values,
        userId: ownerId,
        timeZone: series.timeZone,
        startDate: day,
        untilDate: series.untilDate,
      })
      .returning()
  }
  if (!inPlace || changes.studentIds) {
    await setSeriesStudents(tx, {
      ownerId,
      seriesId: target!.id,
      studentIds: changes.studentIds ?? studentIds,
    })
  }
  const later = await overridesFrom(tx, series.id, day)
  const carried = later.filter(
    (o) =>
      carry === 'all' ||
      (o.status === 'cancelled' && !o.sessionId && isOccurrence(rule, o.occurrenceDate!)),
  )
  const detached = later.filter((o) => o.sessionId && !carried.includes(o))
  await detach(
    tx,
    detached.map((o) => o.id),
  )
  await remove(
    tx,
    later.filter((o) => !carried.includes(o) && !detached.includes(o)).map((o) => o.id),
  )
  if (carry === 'cancelled') {
    // a carried cancellation stands for the new series' occurrence: its time and details
    for (const o of carried) {
      await tx
        .update(lessons)
        .set({
          seriesId: target!.id,
          startsAt: zonedInstant(o.occurrenceDate!, values.startTime, series.timeZone),
          durationMinutes: values.durationMinutes,
          clubId: values.clubId,
          title: values.title,
          notes: values.notes,
          sequence: sql`${lessons.sequence} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(lessons.id, o.id))
    }
  } else if (!inPlace && carried.length) {
    await tx
      .update(lessons)
      .set({ seriesId: target!.id, sequence: sql`${lessons.sequence} + 1`, updatedAt: new Date() })
      .where(
        inArray(
          lessons.id,
          carried.map((o) => o.id),
        ),
      )
  }
  return target!
}
