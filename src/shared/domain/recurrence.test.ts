import fc from 'fast-check'
import { datetime, RRule } from 'rrule'
import { describe, expect, it } from 'vitest'
import { addDaysIso } from './dates'
import {
  expandWeekly,
  isOccurrence,
  isoWeekday,
  localDateTime,
  nextOccurrence,
  previousOccurrence,
  zonedInstant,
} from './recurrence'

const RRULE_DAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU]

/** rrule's expansion in floating (zone-less) time: the independent reference for the dates. */
function rruleDays(
  rule: { weekdays: number[]; startDate: string; untilDate: string | null },
  time: string,
  from: string,
  to: string,
): string[] {
  const [y, m, d] = rule.startDate.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  const until = rule.untilDate ?? to
  const [uy, um, ud] = until.split('-').map(Number) as [number, number, number]
  const r = new RRule({
    freq: RRule.WEEKLY,
    byweekday: rule.weekdays.map((w) => RRULE_DAYS[w - 1]!),
    dtstart: datetime(y, m, d, hh, mm),
    until: datetime(uy, um, ud, 23, 59, 59),
  })
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number]
  return r
    .between(datetime(fy, fm, fd, 0, 0, 0), datetime(ty, tm, td, 23, 59, 59), true)
    .map((dt) => dt.toISOString().slice(0, 10))
}

const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDaysIso('2024-01-01', n))

describe('weekly expansion (RFC 5545 FREQ=WEEKLY;BYDAY;UNTIL)', () => {
  it('gives the same dates as rrule for random series and windows', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        day,
        fc.option(fc.integer({ min: 0, max: 800 })),
        fc.integer({ min: -30, max: 800 }),
        fc.integer({ min: 0, max: 61 }),
        fc.constantFrom('06:00', '18:00', '23:30', '00:15'),
        (weekdays, startDate, untilAfter, fromOffset, length, time) => {
          const rule = {
            weekdays,
            startDate,
            untilDate: untilAfter === null ? null : addDaysIso(startDate, untilAfter),
          }
          const from = addDaysIso(startDate, fromOffset)
          const to = addDaysIso(from, length)
          expect(expandWeekly(rule, from, to)).toEqual(rruleDays(rule, time, from, to))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('knows occurrences, the next and the previous one', () => {
    const rule = { weekdays: [1, 3], startDate: '2026-03-04', untilDate: '2026-03-30' }
    expect(isoWeekday('2026-03-02')).toBe(1)
    expect(isoWeekday('2026-03-08')).toBe(7)
    expect(isOccurrence(rule, '2026-03-04')).toBe(true) // Wednesday, first day
    expect(isOccurrence(rule, '2026-03-02')).toBe(false) // before the start
    expect(isOccurrence(rule, '2026-03-05')).toBe(false) // Thursday
    expect(nextOccurrence(rule, '2026-03-05')).toBe('2026-03-09')
    expect(nextOccurrence(rule, '2026-03-31')).toBeNull()
    expect(previousOccurrence(rule, '2026-03-08')).toBe('2026-03-04')
    expect(expandWeekly(rule, '2026-03-01', '2026-03-31')).toEqual([
      '2026-03-04',
      '2026-03-09',
      '2026-03-11',
      '2026-03-16',
      '2026-03-18',
      '2026-03-23',
      '2026-03-25',
      '2026-03-30',
    ])
  })
})

describe('wall-clock time in a zone', () => {
  const weekly = (tz: string, from: string, to: string) =>
    expandWeekly({ weekdays: [isoWeekday(from)], startDate: from, untilDate: to }, from, to).map(
      (d) => zonedInstant(d, '18:00', tz),
    )

  it('keeps 18:00 local across the changes of New York, Lisbon and São Paulo', () => {
    for (const [tz, from, to, offsets] of [
      // EST → EDT on 8 March 2026, EDT → EST on 1 November 2026
      ['America/New_York', '2026-03-01', '2026-03-15', ['23:00', '22:00', '22:00']],
      ['America/New_York', '2026-10-25', '2026-11-08', ['22:00', '23:00', '23:00']],
      // WET → WEST on 29 March 2026
      ['Europe/Lisbon', '2026-03-22', '2026-04-05', ['18:00', '17:00', '17:00']],
      // São Paulo has had no daylight saving since 2019: always 21:00 UTC
      ['America/Sao_Paulo', '2026-01-04', '2026-12-27', null],
    ] as const) {
      const instants = weekly(tz, from, to)
      for (const i of instants) expect(localDateTime(i, tz).time, tz).toBe('18:00')
      const utc = instants.map((i) => i.toISOString().slice(11, 16))
      if (offsets) expect(utc, tz).toEqual(offsets)
      else expect(new Set(utc)).toEqual(new Set(['21:00']))
    }
  })

  it('reads a time in the spring gap after it, and a repeated time as the first one', () => {
    // 02:30 does not exist in New York on 8 March 2026: read with EST → 07:30Z = 03:30 EDT
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    )
    // 01:30 happens twice on 1 November 2026: the first (EDT) → 05:30Z
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    )
    // Lisbon's gap is 01:00 → 02:00 on 29 March 2026
    expect(zonedInstant('2026-03-29', '01:30', 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    )
    expect(localDateTime(new Date('2026-03-08T07:30:00Z'), 'America/New_York')).toEqual({
      date: '2026-03-08',
      time: '03:30',
    })
  })

  it('round-trips every quarter hour of random days in several zones', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 95 }),
        fc.constantFrom('America/Sao_Paulo', 'America/New_York', 'Europe/Lisbon', 'Asia/Tokyo'),
        (d, q, tz) => {
          const time = `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`
          const instant = zonedInstant(d, time, tz)
          const back = localDateTime(instant, tz)
          // outside a spring-forward gap the wall clock comes back exactly
          const gap = back.date !== d || back.time !== time
          if (gap) expect(instant.getTime()).toBeGreaterThan(zonedInstant(d, '00:00', tz).getTime())
          else expect(back).toEqual({ date: d, time })
        },
      ),
      { numRuns: 500 },
    )
  })
})
