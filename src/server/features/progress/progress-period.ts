import type { ProgressPeriod } from '../../../shared/constants'
import { addDaysIso, type IsoDate } from '../../../shared/domain/dates'

/**
 * The days a progress report covers, in the coach's zone: the period ends
 * today; '30d' and '90d' are the last 30 / 90 days (today included), '12m' the last 12 months
 * (from the same day a year ago + 1 day). The previous period is as long and ends the day
 * before. 'all' has no start (from the first class) and no previous period.
 */
export interface PeriodRange {
  /** First day of the period; null for 'all'. */
  from: IsoDate | null
  to: IsoDate
  /** First and last day of the previous period; null for 'all'. */
  previousFrom: IsoDate | null
  previousTo: IsoDate | null
}

/** The same day `months` months away, clamped to the month's last day (31/03 − 1 → 28/02). */
export function addMonthsIso(day: IsoDate, months: number): IsoDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate()
  first.setUTCDate(Math.min(d, lastDay))
  return first.toISOString().slice(0, 10)
}

export function periodRange(period: ProgressPeriod, today: IsoDate): PeriodRange {
  if (period === 'all') return { from: null, to: today, previousFrom: null, previousTo: null }
  if (period === '12m') {
    const from = addDaysIso(addMonthsIso(today, -12), 1)
    const previousTo = addDaysIso(from, -1)
    return {
      from,
      to: today,
      previousFrom: addDaysIso(addMonthsIso(previousTo, -12), 1),
      previousTo,
    }
  }
  const days = period === '30d' ? 30 : 90
  const from = addDaysIso(today, -(days - 1))
  return {
    from,
    to: today,
    previousFrom: addDaysIso(from, -days),
    previousTo: addDaysIso(from, -1),
  }
}
