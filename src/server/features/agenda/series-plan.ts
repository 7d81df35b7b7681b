import type { IsoDate } from '../../../shared/domain/dates'
import {
  isOccurrence,
  nextOccurrence,
  type WeeklyRule,
  zonedInstant,
} from '../../../shared/domain/recurrence'
import { msg } from '../../../shared/messages'
import type { LessonSeriesRow } from '../../db/schema/agenda'
import { AppError } from '../../lib/app-error'

/**
 * "Esta e as seguintes" as a plan: what a change of a series from one occurrence on does, decided
 * without a database (series-ops.ts applies it). Pure: unit-tested in series-plan.unit.test.ts.
 */

export const emptySeries = () =>
  new AppError('SERIES_EMPTY', msg('series.noWeekdayInRange'), 400, [
    { path: 'weekdays', message: msg('series.noLessonInRange') },
  ])

export interface SeriesChanges {
  weekdays?: number[]
  time?: string
  durationMinutes?: number
  studentIds?: string[]
  clubId?: string | null
  title?: string | null
  notes?: string | null
  makeupCapacity?: number | null
}

/** A changed occurrence of the series (a lessons row) on or after the day of the change. */
export interface SeriesOverride {
  id: string
  occurrenceDate: IsoDate
  status: string
  /** It holds a record: a registered class, or a student's attendance outcome or make-up link. */
  held: boolean
}

type SeriesValues = Pick<
  LessonSeriesRow,
  'weekdays' | 'startTime' | 'durationMinutes' | 'clubId' | 'title' | 'notes' | 'makeupCapacity'
>

export interface SeriesChangePlan {
  /** The details of the series from the day of the change on. */
  values: SeriesValues
  /**
   * Nothing of the series comes before the day: the series itself changes and starts on it.
   * Otherwise it is split: the old one ends the day before, a new one starts on the day.
   */
  inPlace: boolean
  /** The students of the series from the day on; null: they stay as they are. */
  studentIds: string[] | null
  /** Overrides that become stand-alone lessons (what they hold is not lost). */
  detach: string[]
  /** Overrides deleted: the new rule replaces them. */
  remove: string[]
  /** Carried cancellations: they stand for the new series' occurrence, at its time and with its details. */
  restamp: { id: string; startsAt: Date }[]
  /** Overrides moved to the new series as they are. */
  relink: string[]
}

/**
 * "Esta e as seguintes" from the occurrence `day` (see SeriesChangePlan). The old series'
 * changed occurrences from `day` on (`overrides`): holding a record → stand-alone lessons;
 * cancelled and still an occurrence of the new rule → the cancellation carries over (a
 * student's notice is not forgotten); the rest are dropped (the new rule replaces them), or
 * with `carry: 'all'` (nothing about the times changed) every one carries over as it is.
 * Throws SERIES_EMPTY when the new rule has no occurrence from `day` on.
 */
export function planSeriesChange({
  series,
  studentIds,
  day,
  changes,
  carry,
  overrides,
}: {
  series: SeriesValues & Pick<LessonSeriesRow, 'timeZone' | 'startDate' | 'untilDate'>
  /** The series' students now. */
  studentIds: string[]
  day: IsoDate
  changes: SeriesChanges
  carry: 'cancelled' | 'all'
  overrides: SeriesOverride[]
}): SeriesChangePlan {
  const first = nextOccurrence(series, series.startDate)
  const values: SeriesValues = {
    weekdays: changes.weekdays ?? series.weekdays,
    startTime: changes.time ?? series.startTime,
    durationMinutes: changes.durationMinutes ?? series.durationMinutes,
    clubId: changes.clubId === undefined ? series.clubId : changes.clubId,
    title: changes.title === undefined ? series.title : changes.title,
    notes: changes.notes === undefined ? series.notes : changes.notes,
    makeupCapacity:
      changes.makeupCapacity === undefined ? series.makeupCapacity : changes.makeupCapacity,
  }
  const rule: WeeklyRule = {
    weekdays: values.weekdays,
    startDate: day,
    untilDate: series.untilDate,
  }
  if (!nextOccurrence(rule, day)) throw emptySeries()
  const inPlace = first === day
  const carried = overrides.filter(
    (o) =>
      carry === 'all' ||
      (o.status === 'cancelled' && !o.held && isOccurrence(rule, o.occurrenceDate)),
  )
  const detached = overrides.filter((o) => o.held && !carried.includes(o))
  return {
    values,
    inPlace,
    studentIds: !inPlace || changes.studentIds ? (changes.studentIds ?? studentIds) : null,
    detach: detached.map((o) => o.id),
    remove: overrides.filter((o) => !carried.includes(o) && !detached.includes(o)).map((o) => o.id),
    restamp:
      carry === 'cancelled'
        ? carried.map((o) => ({
            id: o.id,
            startsAt: zonedInstant(o.occurrenceDate, values.startTime, series.timeZone),
          }))
        : [],
    relink: carry === 'all' && !inPlace ? carried.map((o) => o.id) : [],
  }
}
