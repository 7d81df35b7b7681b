import { and, asc, desc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm'
import { addDaysIso, daysBetween, type IsoDate, todayIn } from '../../../shared/domain/dates'
import {
  expandWeekly,
  localDateTime,
  nextOccurrence,
  zonedInstant,
} from '../../../shared/domain/recurrence'
import type { TimeZoneChangePreview } from '../../../shared/schemas/profile.response'
import type { Executor } from '../../db/client'
import { type LessonSeriesRow, lessonSeries, lessons } from '../../db/schema/agenda'
import { ruleOfRow, seriesStudentIds, setSeriesStudents } from './series-rows'

/**
 * PUBLIC MODULE of the agenda feature for the profile feature: what a change of the coach's
 * time zone does to the lessons not started yet (docs/decisions/0009, "Changing the zone").
 *
 * Series are stored as a wall-clock time in their own zone and lesson rows as instants, so
 * without a rewrite a zone change keeps every moment (the 'keep_instant' choice needs no write)
 * and the times shown move. 'keep_local' rewrites what has not started yet so that the times
 * the coach saw in the old zone are the times in the new one; the past never moves.
 */

export interface ZoneChangeCounts {
  /** Weekly slots rewritten (changed in place or split at their next occurrence). */
  series: number
  /** Lesson rows whose start moved. */
  lessons: number
}

/** The day the earliest series still alive anywhere on Earth could end (zones span ±14 h). */
const oldestLiveDay = (now: Date) => addDaysIso(now.toISOString().slice(0, 10), -2)

/** The coach's series that may still have an occurrence after `now`. */
function liveSeries(db: Executor, ownerId: string, now: Date) {
  return db
    .select()
    .from(lessonSeries)
    .where(
      and(
        eq(lessonSeries.userId, ownerId),
        or(isNull(lessonSeries.untilDate), gte(lessonSeries.untilDate, oldestLiveDay(now))),
      ),
    )
    .orderBy(asc(lessonSeries.createdAt), asc(lessonSeries.id))
}

/** A series' first occurrence that starts after `now` (its date in the series' zone). */
function nextStart(s: LessonSeriesRow, now: Date): IsoDate | null {
  const yesterday = addDaysIso(todayIn(s.timeZone, now), -1)
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings, not numbers
  const from = s.startDate > yesterday ? s.startDate : yesterday
  // a weekly rule has an occurrence within any 8 days from yesterday
  return (
    expandWeekly(ruleOfRow(s), from, addDaysIso(from, 8)).find(
      (day) => zonedInstant(day, s.startTime, s.timeZone) > now,
    ) ?? null
  )
}

/** Future lesson rows the coach may still move: not started, no class registered from them. */
function movableLessons(db: Executor, ownerId: string, now: Date) {
  return db
    .select({
      id: lessons.id,
      seriesId: lessons.seriesId,
      status: lessons.status,
      startsAt: lessons.startsAt,
    })
    .from(lessons)
    .where(
      and(
        eq(lessons.userId, ownerId),
        gt(lessons.startsAt, now),
        // a registered class is a fact: its lesson stays where it happened
        isNull(lessons.sessionId),
      ),
    )
}

/**
 * GET /api/profile/time-zone-change: what the dialog asks about — the weekly slots with an
 * occurrence still to come, the stand-alone lessons planned, and the next of them as the coach
 * sees it now and as the same instant reads in the new zone.
 */
export async function previewZoneChange(
  db: Executor,
  {
    ownerId,
    from,
    to,
    now = new Date(),
  }: { ownerId: string; from: string; to: string; now?: Date },
): Promise<TimeZoneChangePreview> {
  const series = (await liveSeries(db, ownerId, now))
    .map((s) => ({ s, day: nextStart(s, now) }))
    .filter((x): x is { s: LessonSeriesRow; day: IsoDate } => x.day !== null)
  const standAlone = (await movableLessons(db, ownerId, now)).filter(
    (l) => l.seriesId === null && l.status === 'scheduled',
  )
  const starts = [
    ...series.map(({ s, day }) => zonedInstant(day, s.startTime, s.timeZone)),
    ...standAlone.map((l) => l.startsAt),
  ].sort((a, b) => a.getTime() - b.getTime())
  const next = starts[0]
  return {
    from,
    to,
    weeklySlots: series.length,
    lessons: standAlone.length,
    next: next ? { ...localDateTime(next, from), sameInstant: localDateTime(next, to) } : null,
  }
}

/** ISO weekday `shift` days later (1 = Monday … 7 = Sunday). */
const shiftWeekday = (weekday: number, shift: number) => ((((weekday - 1 + shift) % 7) + 7) % 7) + 1

/**
 * 'keep_local': in the caller's transaction (which holds the agenda lock, then changes the
 * zone), every occurrence and lesson not started yet keeps the wall-clock time the coach saw
 * in the old zone `from`, now in `to`; what has started, and lessons with a registered class,
 * stay. A series is read as the coach saw its next occurrence: that local day and time in
 * `from` become its day and time in `to` — a slot kept in another zone, or one whose zone and
 * `from` differ in day (near midnight), keeps what the coach saw, weekdays shifted with it.
 * A series that has started is split there (its past keeps its times, as a student leaving
 * does); its changed occurrences from then on follow the new series.
 */
export async function keepWallClockTimes(
  tx: Executor,
  {
    ownerId,
    from,
    to,
    now = new Date(),
  }: { ownerId: string; from: string; to: string; now?: Date },
): Promise<ZoneChangeCounts> {
  const counts: ZoneChangeCounts = { series: 0, lessons: 0 }
  if (from === to) return counts
  for (const s of await liveSeries(tx, ownerId, now)) {
    const day = nextStart(s, now)
    if (!day) continue
    const seen = localDateTime(zonedInstant(day, s.startTime, s.timeZone), from)
    const shift = daysBetween(day, seen.date)
    if (s.timeZone === to && shift === 0 && seen.time === s.startTime) continue
    const values = {
      weekdays: [...new Set(s.weekdays.map((w) => shiftWeekday(w, shift)))].sort((a, b) => a - b),
      startTime: seen.time,
      timeZone: to,
      startDate: seen.date,
      untilDate: s.untilDate === null ? null : addDaysIso(s.untilDate, shift),
      sequence: sql`${lessonSeries.sequence} + 1`,
      updatedAt: now,
    }
    let targetId = s.id
    if (nextOccurrence(ruleOfRow(s), s.startDate) === day) {
      // nothing of it has started: the series itself changes
      await tx.update(lessonSeries).set(values).where(eq(lessonSeries.id, s.id))
    } else {
      await tx
        .update(lessonSeries)
        .set({
          untilDate: addDaysIso(day, -1),
          sequence: sql`${lessonSeries.sequence} + 1`,
          updatedAt: now,
        })
        .where(eq(lessonSeries.id, s.id))
      const [created] = await tx
        .insert(lessonSeries)
        .values({
          ...values,
          sequence: 0,
          userId: ownerId,
          durationMinutes: s.durationMinutes,
          clubId: s.clubId,
          title: s.title,
          notes: s.notes,
          makeupCapacity: s.makeupCapacity,
        })
        .returning({ id: lessonSeries.id })
      targetId = created!.id
      await setSeriesStudents(tx, {
        ownerId,
        seriesId: targetId,
        studentIds: await seriesStudentIds(tx, s.id),
      })
    }
    // Its changed occurrences from `day` on stand for the same occurrences of the new rule.
    // (series, date) is unique and checked row by row: moving dates later, the latest goes
    // first (and the earliest first when moving earlier), so no row lands on one not yet moved.
    const overrides = await tx
      .select({ id: lessons.id, occurrenceDate: lessons.occurrenceDate })
      .from(lessons)
      .where(and(eq(lessons.seriesId, s.id), gte(lessons.occurrenceDate, day)))
      .orderBy(shift > 0 ? desc(lessons.occurrenceDate) : asc(lessons.occurrenceDate))
    for (const o of overrides) {
      await tx
        .update(lessons)
        .set({
          seriesId: targetId,
          occurrenceDate: addDaysIso(o.occurrenceDate!, shift),
          sequence: sql`${lessons.sequence} + 1`,
          updatedAt: now,
        })
        .where(eq(lessons.id, o.id))
    }
    counts.series++
  }
  for (const l of await movableLessons(tx, ownerId, now)) {
    const seen = localDateTime(l.startsAt, from)
    const startsAt = zonedInstant(seen.date, seen.time, to)
    if (startsAt.getTime() === l.startsAt.getTime()) continue
    await tx
      .update(lessons)
      .set({ startsAt, sequence: sql`${lessons.sequence} + 1`, updatedAt: now })
      .where(eq(lessons.id, l.id))
    counts.lessons++
  }
  return counts
}
