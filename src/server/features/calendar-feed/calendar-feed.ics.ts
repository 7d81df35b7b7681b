import { addDaysIso, type IsoDate } from '../../../shared/domain/dates'
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/domain/locale'
import {
  isOccurrence,
  nextOccurrence,
  previousOccurrence,
  type WeeklyRule,
  zonedInstant,
} from '../../../shared/domain/recurrence'
import {
  addWallMinutes,
  escapeText,
  localStamp,
  serialize,
  utcStamp,
  vtimezone,
} from '../../lib/ics'
import { horizonOf } from '../agenda/agenda-context'
import { ruleOf, type SeriesData } from '../agenda/occurrences'

/**
 * The coach's agenda as an iCalendar stream (RFC 5545), for calendar apps that
 * subscribe to a URL (METHOD:PUBLISH, replaced whole on every refresh):
 *
 * - a weekly series is ONE VEVENT: DTSTART/DTEND in the series' zone (TZID, with its VTIMEZONE)
 *   and `RRULE:FREQ=WEEKLY;BYDAY=…[;UNTIL=…]`, so an 18:00 lesson stays 18:00 local across a
 *   daylight-saving change; UID `<seriesId>@quadra`, SEQUENCE the series' `sequence`;
 * - an occurrence changed on its own is a VEVENT with the series' UID and RECURRENCE-ID (its
 *   original date at the series' time), SEQUENCE its row's;
 * - an occurrence cancelled on its own is such a VEVENT with STATUS:CANCELLED (a
 *   client that had it marks it cancelled, and it keeps its UID + RECURRENCE-ID);
 * - a stand-alone lesson is a VEVENT `<lessonId>@quadra` in UTC; cancelled, STATUS:CANCELLED
 *   (so a client that had it marks it cancelled). So is a changed occurrence that no longer
 *   stands for a date of its series' rule.
 *
 * Window: from the first day of the month three months back to the agenda's horizon (today +
 * 12 months): a series that began earlier starts, in the feed, at its first occurrence in the
 * window (DTSTART moves once a month); one with an end date ends at its last occurrence in the
 * window, and an open-ended one has no UNTIL (its changed occurrences are listed up to the
 * horizon).
 */

const MINUTE = 60_000

export interface FeedLesson {
  id: string
  series_id: string | null
  occurrence_date: string | null
  starts_at: Date
  duration_minutes: number
  club_id: string | null
  title: string | null
  notes: string | null
  status: 'scheduled' | 'cancelled'
  sequence: number
  student_ids: string[]
}

export interface FeedData {
  timeZone: string
  /** Issue 15: the coach's language (the feed's name and the words of its events). */
  language?: Language
  series: SeriesData[]
  lessons: FeedLesson[]
  students: Map<string, string>
  clubs: Map<string, string>
}

/** Local days [from, to] the feed covers for a coach whose today is `today`. */
export function feedWindow(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const [y, m] = today.split('-').map(Number) as [number, number]
  const from = new Date(Date.UTC(y, m - 1 - 3, 1)).toISOString().slice(0, 10)
  return { from, to: horizonOf(today) }
}

const WEEKDAY = ['', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']

export const FEED_NAME = 'Quadra — Agenda'

/** The feed's own words in each language (the rest is the coach's data). */
const FEED_WORDS: Record<Language, { name: string; lesson: string; students: string }> = {
  'pt-BR': { name: FEED_NAME, lesson: 'Aula', students: 'Alunos' },
  en: { name: 'Quadra — Schedule', lesson: 'Class', students: 'Students' },
}

export function renderFeed(data: FeedData, window: { from: IsoDate; to: IsoDate }, now: Date) {
  const words = FEED_WORDS[data.language ?? DEFAULT_LANGUAGE]
  const dtstamp = `DTSTAMP:${utcStamp(now)}`
  const names = (ids: string[]) =>
    ids
      .map((id) => data.students.get(id))
      .filter((n): n is string => Boolean(n))
      .sort((a, b) => a.localeCompare(b, data.language ?? DEFAULT_LANGUAGE))
  const details = (
    e: { title: string | null; notes: string | null; club_id: string | null },
    ids: string[],
  ) => {
    const students = names(ids)
    const lines: string[] = [
      `SUMMARY:${escapeText(e.title || students.join(', ') || words.lesson)}`,
    ]
    const club = e.club_id ? data.clubs.get(e.club_id) : undefined
    if (club) lines.push(`LOCATION:${escapeText(club)}`)
    const description = [
      e.title && students.length ? `${words.students}: ${students.join(', ')}` : null,
      e.notes,
    ].filter(Boolean)
    if (description.length) lines.push(`DESCRIPTION:${escapeText(description.join('\n'))}`)
    return lines
  }

  const events: string[][] = []
  const zones = new Set<string>()
  const lessonsBySeries = new Map<string, FeedLesson[]>()
  const loose: FeedLesson[] = []
  for (const l of data.lessons) {
    if (l.series_id) {
      const list = lessonsBySeries.get(l.series_id) ?? []
      list.push(l)
      lessonsBySeries.set(l.series_id, list)
    } else loose.push(l)
  }

  for (const s of data.series) {
    const rows = lessonsBySeries.get(s.id) ?? []
    lessonsBySeries.delete(s.id)
    const rule = ruleOf(s)
    const first = nextOccurrence(rule, window.from)
    const last = previousOccurrence(rule, window.to)
    if (!first || !last || first > last) {
      loose.push(...rows)
      continue
    }
    const feedRule: WeeklyRule = { weekdays: rule.weekdays, startDate: first, untilDate: last }
    const tz = s.time_zone
    zones.add(tz)
    const end = addWallMinutes(first, s.start_time, s.duration_minutes)
    const overrides: string[][] = []
    for (const l of rows) {
      if (!l.occurrence_date || !isOccurrence(feedRule, l.occurrence_date)) {
        loose.push(l)
        continue
      }
      const recurrenceId = `TZID=${tz}:${localStamp(l.occurrence_date, s.start_time)}`
      overrides.push([
        'BEGIN:VEVENT',
        `UID:${s.id}@quadra`,
        dtstamp,
        `RECURRENCE-ID;${recurrenceId}`,
        `DTSTART:${utcStamp(l.starts_at)}`,
        `DTEND:${utcStamp(new Date(l.starts_at.getTime() + l.duration_minutes * MINUTE))}`,
        `SEQUENCE:${l.sequence}`,
        `STATUS:${l.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
        ...details(l, l.student_ids),
        'END:VEVENT',
      ])
    }
    const byDay = [...s.weekdays]
      .sort((a, b) => a - b)
      .map((d) => WEEKDAY[d])
      .join(',')
    events.push([
      'BEGIN:VEVENT',
      `UID:${s.id}@quadra`,
      dtstamp,
      `DTSTART;TZID=${tz}:${localStamp(first, s.start_time)}`,
      `DTEND;TZID=${tz}:${localStamp(end.day, end.time)}`,
      // an open-ended slot is published without an end: an UNTIL at the feed's horizon would
      // tell the coach's calendar the lessons stop a year from now
      rule.untilDate
        ? `RRULE:FREQ=WEEKLY;BYDAY=${byDay};UNTIL=${utcStamp(zonedInstant(last, s.start_time, tz))}`
        : `RRULE:FREQ=WEEKLY;BYDAY=${byDay}`,
      `SEQUENCE:${s.sequence}`,
      'STATUS:CONFIRMED',
      ...details(s, s.student_ids),
      'END:VEVENT',
    ])
    events.push(...overrides)
  }
  // rows of series not in the window: stand-alone for the feed
  for (const rows of lessonsBySeries.values()) loose.push(...rows)

  const lo = zonedInstant(window.from, '00:00', data.timeZone).getTime()
  const hi = zonedInstant(addDaysIso(window.to, 1), '00:00', data.timeZone).getTime()
  for (const l of loose.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime())) {
    const start = l.starts_at.getTime()
    if (start < lo || start >= hi) continue
    events.push([
      'BEGIN:VEVENT',
      `UID:${l.id}@quadra`,
      dtstamp,
      `DTSTART:${utcStamp(l.starts_at)}`,
      `DTEND:${utcStamp(new Date(start + l.duration_minutes * MINUTE))}`,
      `SEQUENCE:${l.sequence}`,
      `STATUS:${l.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      ...details(l, l.student_ids),
      'END:VEVENT',
    ])
  }

  const span = {
    from: new Date(`${addDaysIso(window.from, -2)}T00:00:00Z`),
    to: new Date(`${addDaysIso(window.to, 3)}T00:00:00Z`),
  }
  return serialize([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Quadra//Agenda//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(words.name)}`,
    `X-WR-TIMEZONE:${data.timeZone}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...[...zones].sort().flatMap((tz) => vtimezone(tz, span.from, span.to)),
    ...events.flat(),
    'END:VCALENDAR',
  ])
}
