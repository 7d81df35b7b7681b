import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import { addDaysIso, todayIn } from '../../../shared/domain/dates'
import { expandWeekly, zonedInstant } from '../../../shared/domain/recurrence'
import type { Executor } from '../../db/client'
import { lessonSeries, lessonSeriesStudents, lessonStudents, lessons } from '../../db/schema/agenda'
import { coachTimeZone, lockCoach } from '../../lib/coach'
import { changeFollowing, endSeriesFrom } from './series-ops'
import { ruleOfRow, seriesStudentIds } from './series-rows'

/**
 * PUBLIC MODULE of the agenda feature for the students feature: a student made inactive or
 * deleted leaves the agenda from now on and stays on the lessons already past.
 */

/**
 * The agenda's lock, to take BEFORE the student's row when a student write will call
 * leaveFutureLessons (agenda writes take it before their students: docs/decisions/0009).
 */
export async function lockAgenda(tx: Executor, ownerId: string): Promise<void> {
  await lockCoach(tx, ownerId, 'agenda')
}

/**
 * Removes a student from every occurrence that has not started yet, in the caller's
 * transaction (which holds lockAgenda, then the student):
 * - a series with the student is split at its next occurrence: the past keeps the student,
 *   the new series goes on with the others and keeps the changed occurrences; with nobody
 *   else it ends there (its changed occurrences become stand-alone lessons). A series that
 *   has not started yet just loses the student, or is deleted;
 * - the student leaves the lesson rows that start later; a stand-alone lesson left with no
 *   student (and no registered class) is deleted, an occurrence left empty is cancelled.
 */
export async function leaveFutureLessons(
  tx: Executor,
  { ownerId, studentId }: { ownerId: string; studentId: string },
): Promise<void> {
  const timeZone = await coachTimeZone(tx, ownerId)
  const now = new Date()
  const yesterday = addDaysIso(todayIn(timeZone, now), -1)
  const series = await tx
    .select({ series: lessonSeries })
    .from(lessonSeries)
    .innerJoin(lessonSeriesStudents, eq(lessonSeriesStudents.seriesId, lessonSeries.id))
    .where(
      and(
        eq(lessonSeriesStudents.studentId, studentId),
        eq(lessonSeries.userId, ownerId),
        or(isNull(lessonSeries.untilDate), gte(lessonSeries.untilDate, yesterday)),
      ),
    )
  for (const { series: s } of series) {
    const rule = ruleOfRow(s)
    // the next occurrence not started yet (a weekly rule has one within any 8 days)
    // biome-ignore lint/complexity/useMathMinMax: ISO date strings, not numbers
    const from = s.startDate > yesterday ? s.startDate : yesterday
    const next = expandWeekly(rule, from, addDaysIso(from, 8)).find(
      (day) => zonedInstant(day, s.startTime, s.timeZone) > now,
    )
    if (!next) continue
    const others = (await seriesStudentIds(tx, s.id)).filter((id) => id !== studentId)
    const first = expandWeekly(rule, s.startDate, addDaysIso(s.startDate, 6))[0]
    if (!others.length) {
      await endSeriesFrom(tx, s, next, { detachAll: true })
    } else if (next === first) {
      await tx
        .delete(lessonSeriesStudents)
        .where(
          and(
            eq(lessonSeriesStudents.seriesId, s.id),
            eq(lessonSeriesStudents.studentId, studentId),
          ),
        )
    } else {
      await changeFollowing(tx, {
        ownerId,
        series: s,
        studentIds: others,
        day: next,
        changes: { studentIds: others },
        carry: 'all',
      })
    }
  }
  const rows = await tx
    .select({ id: lessons.id, seriesId: lessons.seriesId, sessionId: lessons.sessionId })
    .from(lessons)
    .innerJoin(lessonStudents, eq(lessonStudents.lessonId, lessons.id))
    .where(
      and(
        eq(lessonStudents.studentId, studentId),
        eq(lessons.userId, ownerId),
        sql`${lessons.startsAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
  if (!rows.length) return
  const ids = rows.map((r) => r.id)
  // a recorded attendance outcome (a late cancellation's credit…) stays: it is a fact
  await tx
    .delete(lessonStudents)
    .where(
      and(
        eq(lessonStudents.studentId, studentId),
        inArray(lessonStudents.lessonId, ids),
        isNull(lessonStudents.outcome),
      ),
    )
  const left = await tx
    .select({ id: lessonStudents.lessonId })
    .from(lessonStudents)
    .where(inArray(lessonStudents.lessonId, ids))
  const filled = new Set(left.map((r) => r.id))
  const empty = rows.filter((r) => !filled.has(r.id) && !r.sessionId)
  const drop = empty.filter((r) => !r.seriesId).map((r) => r.id)
  const cancel = empty.filter((r) => r.seriesId).map((r) => r.id)
  if (drop.length) await tx.delete(lessons).where(inArray(lessons.id, drop))
  if (cancel.length) {
    await tx.update(lessons).set({ status: 'cancelled' }).where(inArray(lessons.id, cancel))
  }
  const changed = ids.filter((id) => !drop.includes(id))
  if (changed.length) {
    await tx
      .update(lessons)
      .set({ sequence: sql`${lessons.sequence} + 1`, updatedAt: now })
      .where(inArray(lessons.id, changed))
  }
}
