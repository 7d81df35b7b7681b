import { addDaysIso, type IsoDate } from '../../shared/domain/dates'
import { localDateTime } from '../../shared/domain/recurrence'

/**
 * A small iCalendar (RFC 5545) writer: content lines with text escaping (§3.3.11), folding at
 * 75 octets (§3.1, never inside a UTF-8 character), CRLF line ends, UTC and zoned date-times,
 * and VTIMEZONE components built from the runtime's time-zone data (Intl) for a span of time.
 */

const CRLF = '\r\n'
const encoder = new TextEncoder()

/** TEXT values: backslash, semicolon, comma and line breaks escaped (§3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * One content line folded so that no line is longer than 75 octets (the CRLF excluded): a
 * continuation starts with one space, which counts in its 75. Never splits a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line
  const parts: string[] = []
  let current = ''
  let octets = 0
  let limit = 75
  for (const ch of line) {
    const size = encoder.encode(ch).length
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
      limit = 74 // the leading space of the continuation line
    }
    current += ch
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/** Content lines joined into an iCalendar stream: folded, CRLF after every line. */
export function serialize(lines: string[]): string {
  return lines.map((l) => foldLine(l) + CRLF).join('')
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** A UTC DATE-TIME: 20250102T030405Z. */
export function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
}

/** A local DATE-TIME (no zone suffix, for TZID= properties): 20250102T1800 → 20250102T180000. */
export function localStamp(day: IsoDate, time: string): string {
  return `${day.replace(/-/g, '')}T${time.replace(':', '')}00`
}

/** Local day and time plus minutes, on the wall clock (18:30 + 45 → 19:15, past midnight → next day). */
export function addWallMinutes(
  day: IsoDate,
  time: string,
  minutes: number,
): { day: IsoDate; time: string } {
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  const total = hh * 60 + mm + minutes
  const days = Math.floor(total / 1440)
  const rest = total - days * 1440
  return { day: addDaysIso(day, days), time: `${pad(Math.floor(rest / 60))}:${pad(rest % 60)}` }
}

// ---- VTIMEZONE from Intl ----

const MINUTE = 60_000
const DAY = 86_400_000

/** The zone's UTC offset at an instant, in minutes (minute precision: the zones in use today). */
function offsetMinutes(instant: number, timeZone: string): number {
  const t = Math.floor(instant / MINUTE) * MINUTE
  const local = localDateTime(new Date(t), timeZone)
  const [y, m, d] = local.date.split('-').map(Number) as [number, number, number]
  const [hh, mm] = local.time.split(':').map(Number) as [number, number]
  return Math.round((Date.UTC(y, m - 1, d, hh, mm) - t) / MINUTE)
}

const formatOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`
}

export interface Transition {
  /** The first instant with the new offset. */
  at: number
  from: number
  to: number
}

/** The zone's offset changes within [from, to) (a day-by-day scan, then a search to the minute). */
export function transitions(timeZone: string, from: number, to: number): Transition[] {
  const found: Transition[] = []
  let t = from
  let offset = offsetMinutes(t, timeZone)
  while (t < to) {
    const next = Math.min(t + DAY, to)
    const nextOffset = offsetMinutes(next, timeZone)
    if (nextOffset !== offset) {
      let lo = t
      let hi = next // offset(lo) = old, offset(hi) = new
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE
        if (offsetMinutes(mid, timeZone) === offset) lo = mid
        else hi = mid
      }
      found.push({ at: hi, from: offset, to: nextOffset })
      offset = nextOffset
    }
    t = next
  }
  return found
}

const vtzCache = new Map<string, string[]>()

/**
 * A VTIMEZONE for `timeZone` valid over [from, to): one observance for the offset in force at
 * `from`, then one per change of offset (DTSTART = the local time of onset in the offset before
 * it, as §3.6.5 says), STANDARD or DAYLIGHT by whether its offset is the span's lowest.
 * Observances are listed one by one (no RRULE): exact for the span, whatever the zone's rules.
 */
export function vtimezone(timeZone: string, from: Date, to: Date): string[] {
  const key = `${timeZone}|${from.getTime()}|${to.getTime()}`
  const cached = vtzCache.get(key)
  if (cached) return cached
  const start = from.getTime()
  const initial = offsetMinutes(start, timeZone)
  const changes = transitions(timeZone, start, to.getTime())
  const lowest = Math.min(initial, ...changes.map((c) => c.to))
  const observance = (at: number, offsetFrom: number, offsetTo: number) => {
    const kind = offsetTo > lowest ? 'DAYLIGHT' : 'STANDARD'
    const onset = new Date(at + offsetFrom * MINUTE).toISOString()
    return [
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(onset.slice(0, 10), onset.slice(11, 16))}`,
      `TZOFFSETFROM:${formatOffset(offsetFrom)}`,
      `TZOFFSETTO:${formatOffset(offsetTo)}`,
      `END:${kind}`,
    ]
  }
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(start, initial, initial),
    ...changes.flatMap((c) => observance(c.at, c.from, c.to)),
    'END:VTIMEZONE',
  ]
  if (vtzCache.size > 200) vtzCache.clear()
  vtzCache.set(key, lines)
  return lines
}
