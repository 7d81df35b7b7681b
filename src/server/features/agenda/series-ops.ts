import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import { addDaysIso, type IsoDate } from '../../../shared/domain/dates'
import { nextOccurrence } from '../../../shared/domain/recurrence'
import type { Executor } from '../../db/client'
import { type LessonSeriesRow, lessonSeries, lessons } from '../../db/schema/agenda'
import {
  planSeriesChange,
  type SeriesChangePlan,
  type SeriesChanges,
  type SeriesOverride,
} from './series-plan'
import { ruleOfRow, setSeriesStudents } from './series-rows'

/**
 * Series surgery shared by the occurrence use cases, a student leaving and a change of zone
 * (docs/decisions/0009): ending a series at a day, and changing it from a day on.
 */

/**
 * The changed occurrences of a series from `day` on, with whether each holds a record (for the
 * keep/detach rules: nothing recorded is lost by a split).
 */
async function overridesFrom(
  tx: Executor,
  seriesId: string,
  day: IsoDate,
): Promise<SeriesOverride[]> {
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
  // occurrence_date is set on every row of a series (the row stands for that occurrence)
  return rows.map((o) => ({
    id: o.id,
    occurrenceDate: o.occurrenceDate!,
    status: o.status,
    held: Boolean(o.sessionId) || Boolean(o.recorded),
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

/** The old series ends the day before `day`. */
async function endBefore(tx: Executor, seriesId: string, day: IsoDate) {
  await tx
    .update(lessonSeries)
    .set({
      untilDate: addDaysIso(day, -1),
      sequence: sql`${lessonSeries.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(lessonSeries.id, seriesId))
}

/**
 * Ends a series before `day` ("cancelar esta e as seguintes", "encerrar"): the occurrences
 * before it stay; the changed ones from it on are deleted, except those holding a record, which
 * become stand-alone lessons (`detachAll`: every one does — a student leaving must not delete
 * the others' lessons). A series left with no occurrence is deleted.
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
  const keep = later.filter((o) => detachAll || o.held)
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
  await endBefore(tx, series.id, day)
  return series.id
}

/** The series the plan's details apply to from `day` on: itself, or a new one after a split. */
async function targetSeries(
  tx: Executor,
  { ownerId, series, day, plan }: ApplyArgs,
): Promise<LessonSeriesRow> {
  if (plan.inPlace) {
    const [changed] = await tx
      .update(lessonSeries)
      .set({
        ...plan.values,
        startDate: day,
        sequence: sql`${lessonSeries.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(lessonSeries.id, series.id))
      .returning()
    return changed!
  }
  await endBefore(tx, series.id, day)
  const [created] = await tx
    .insert(lessonSeries)
    .values({
      ...plan.values,
      userId: ownerId,
      timeZone: series.timeZone,
      startDate: day,
      untilDate: series.untilDate,
    })
    .returning()
  return created!
}

/** The carried overrides join the target series (restamped to its time and details, or as they are). */
async function carryOver(tx: Executor, targetId: string, plan: SeriesChangePlan) {
  for (const { id, startsAt } of plan.restamp) {
    await tx
      .update(lessons)
      .set({
        seriesId: targetId,
        startsAt,
        durationMinutes: plan.values.durationMinutes,
        clubId: plan.values.clubId,
        title: plan.values.title,
        notes: plan.values.notes,
        makeupCapacity: plan.values.makeupCapacity,
        sequence: sql`${lessons.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(lessons.id, id))
  }
  if (plan.relink.length) {
    await tx
      .update(lessons)
      .set({ seriesId: targetId, sequence: sql`${lessons.sequence} + 1`, updatedAt: new Date() })
      .where(inArray(lessons.id, plan.relink))
  }
}

interface ApplyArgs {
  ownerId: string
  series: LessonSeriesRow
  day: IsoDate
  plan: SeriesChangePlan
}

/**
 * "Esta e as seguintes" from the occurrence `day` (planSeriesChange says what; this applies
 * it): returns the series that holds the occurrences from `day` on.
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
  const overrides = await overridesFrom(tx, series.id, day)
  const plan = planSeriesChange({ series, studentIds, day, changes, carry, overrides })
  const target = await targetSeries(tx, { ownerId, series, day, plan })
  if (plan.studentIds) {
    await setSeriesStudents(tx, { ownerId, seriesId: target.id, studentIds: plan.studentIds })
  }
  await detach(tx, plan.detach)
  await remove(tx, plan.remove)
  await carryOver(tx, target.id, plan)
  return target
}
