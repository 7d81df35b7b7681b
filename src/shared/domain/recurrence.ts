import { addDaysIso, type IsoDate } from './dates'

/**
 * The agenda's weekly recurrence (docs/decisions/0009), with RFC 5545 semantics:
 * `FREQ=WEEKLY;BYDAY=<weekdays>` from DTSTART = start date at the start time in the series'
 * time zone, UNTIL = the until date (inclusive, whole day). The rule is expanded over calendar
 * dates (a weekly rule is a set of dates), then each date gets its wall-clock time in the zone:
 * an 18:00 lesson stays 18:00 local across a daylight-saving change.
 */

/** ISO weekday of a calendar day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: IsoDate): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay()
  return d === 0 ? 7 : d
}

export interface WeeklyRule {
  /** ISO weekdays (1 = Monday … 7 = Sunday), at least one. */
  weekdays: readonly number[]
  startDate: IsoDate
  /** Inclusive; null = open-ended. */
  untilDate: IsoDate | null
}

/** Whether a calendar day is an occurrence of the rule. */
export function isOccurrence(rule: WeeklyRule, day: IsoDate): boolean {
  if (day < rule.startDate) return false
  if (rule.untilDate && day > rule.untilDate) return false
  return rule.weekdays.includes(isoWeekday(day))
}

/** The rule's occurrence dates within [from, to] (inclusive), in order. */
export function expandWeekly(rule: WeeklyRule, from: IsoDate, to: IsoDate): IsoDate[] {
  const first = from > rule.startDate ? from : rule.startDate
  const last = rule.untilDate && rule.untilDate < to ? rule.untilDate : to
  const days: IsoDate[] = []
  if (first > last || !rule.weekdays.length) return days
  const wanted = new Set(rule.weekdays)
  let weekday = isoWeekday(first)
  for (let day = first; day <= last; day = addDaysIso(day, 1)) {
    if (wanted.has(weekday)) days.push(day)
    weekday = weekday === 7 ? 1 : weekday + 1
  }
  return days
}

/** The first occurrence on or after `day` (null when the rule has ended before it). */
export function nextOccurrence(rule: WeeklyRule, day: IsoDate): IsoDate | null {
  const from = day > rule.startDate ? day : rule.startDate
  // a weekly rule with a weekday repeats within any 7 days
  return expandWeekly(rule, from, addDaysIso(from, 6))[0] ?? null
}

/** The last occurrence on or before `day` (null when there is none). */
export function previousOccurrence(rule: WeeklyRule, day: IsoDate): IsoDate | null {
  const to = rule.untilDate && rule.untilDate < day ? rule.untilDate : day
  const found = expandWeekly(rule, addDaysIso(to, -6), to)
  return found[found.length - 1] ?? null
}

// ---- wall-clock time in a time zone ----

const partFormats = new Map<string, Intl.DateTimeFormat>()

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = partFormats.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partFormats.set(timeZone, f)
  }
  return f
}

/** The wall clock of an instant in a zone, as milliseconds of a UTC clock showing the same. */
function wallClockMs(instant: number, timeZone: string): number {
  const p: Record<string, number> = {}
  for (const part of partsFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value)
  }
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
}

/** Whether a string names a time zone this runtime knows (IANA). */
export function isTimeZone(value: string): boolean {
  try {
    partsFormat(value)
    return true
  } catch {
    return false
  }
}

/** 'HH:MM' (00:00–23:59). */
export function isLocalTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
}

/**
 * The instant at which a zone's clocks show `day` at `time` (RFC 5545 §3.3.5): a time that
 * occurs twice (clocks set back) is the first of the two; a time that does not exist (clocks
 * set forward) is read with the offset before the gap, so it lands after it (02:30 → 03:30).
 */
export function zonedInstant(day: IsoDate, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  const wall = Date.UTC(y, m - 1, d, hh, mm)
  const offsetAt = (t: number) => wallClockMs(t, timeZone) - t
  // real zones change offset at most once within a day either side of a wall time
  const before = offsetAt(wall - 86_400_000)
  const after = offsetAt(wall + 86_400_000)
  const candidates = [wall - before, wall - after].filter((t) => wallClockMs(t, timeZone) === wall)
  if (candidates.length) return new Date(Math.min(...candidates))
  return new Date(wall - before)
}

/** The local calendar day and 'HH:MM' of an instant in a zone. */
export function localDateTime(instant: Date, timeZone: string): { date: IsoDate; time: string } {
  const iso = new Date(wallClockMs(instant.getTime(), timeZone)).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) }
}
