import { differenceInCalendarDays, format, formatDistanceStrict, parseISO } from 'date-fns'
import { enUS, ptBR } from 'date-fns/locale'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import {
  calendarDaysBetween,
  distanceWithSuffix,
  formatPattern,
  formatValue,
  parseIsoDate,
} from './date-text'

/** Every pattern dates.ts and formats.ts write, with the locale they give date-fns. */
const PATTERNS: [string, 'pt-BR' | 'en' | undefined][] = [
  ['dd/MM/yyyy', undefined],
  ['HH:mm', undefined],
  ["dd/MM/yyyy 'às' HH:mm", undefined],
  ["EEEE, d 'de' MMMM 'de' yyyy", 'pt-BR'],
  ['dd/MM', undefined],
  ['dd/MM/yyyy HH:mm', undefined],
  ['MMM d, yyyy', 'en'],
  ['h:mm a', 'en'],
  ["MMM d, yyyy 'at' h:mm a", 'en'],
  ['EEEE, MMMM d, yyyy', 'en'],
  ['MMM d', 'en'],
  ['MMM d, yyyy h:mm a', 'en'],
]

const ZONES = ['America/Sao_Paulo', 'UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']
const savedTz = process.env.TZ
afterAll(() => {
  process.env.TZ = savedTz
})

const instant = fc.date({
  min: new Date('1999-01-01T00:00:00Z'),
  max: new Date('2101-01-01T00:00:00Z'),
  noInvalidDate: true,
})

describe.each(ZONES)('the date texts match date-fns (TZ=%s)', (zone) => {
  it('format, for every pattern the app uses', () => {
    process.env.TZ = zone
    fc.assert(
      fc.property(instant, (date) => {
        for (const [pattern, language] of PATTERNS) {
          const locale = language === 'pt-BR' ? ptBR : language === 'en' ? enUS : undefined
          expect(formatPattern(date, pattern, language)).toBe(
            format(date, pattern, locale ? { locale } : undefined),
          )
        }
      }),
      { numRuns: 300 },
    )
  })

  it('format in a zone given: that zone’s clocks, whatever the runtime’s zone', () => {
    const dates = fc.sample(instant, 300)
    process.env.TZ = zone
    const expected = dates.map((date) =>
      PATTERNS.map(([pattern, language]) =>
        format(date, pattern, language === 'pt-BR' ? { locale: ptBR } : { locale: enUS }),
      ),
    )
    // the runtime far from the zone asked (a device elsewhere)
    process.env.TZ = zone === 'Pacific/Kiritimati' ? 'America/Sao_Paulo' : 'Pacific/Kiritimati'
    const ours = dates.map((date) =>
      PATTERNS.map(([pattern, language]) => formatPattern(date, pattern, language ?? 'en', zone)),
    )
    expect(ours).toEqual(expected)
  })

  it('parseISO, for the texts the API and the forms give (and bad ones)', () => {
    process.env.TZ = zone
    const texts = fc.oneof(
      instant.map((d) => d.toISOString()),
      instant.map((d) => d.toISOString().slice(0, 10)),
      instant.map((d) => `${d.toISOString().slice(0, 10)}T12:00:00`),
      instant.map((d) => d.toISOString().replace('Z', '+00:00')),
      instant.map((d) => d.toISOString().slice(0, 19)),
      fc.constantFrom(
        '2026-02-30',
        '2026-13-01',
        '2026-01-01T24:00:00',
        '2026-01-01T25:00:00',
        '2026-01-01T10:61',
        '2026-01-01T10:30:00-03:00',
        '2026-01-01T10:30:00.123456Z',
        '2026-03-08T02:30:00',
        '2026-11-01T01:30:00',
        '2026-10-18T00:00:00',
        'not a date',
        '',
      ),
    )
    fc.assert(
      fc.property(texts, (text) => {
        const ours = parseIsoDate(text).getTime()
        const theirs = parseISO(text).getTime()
        expect(Number.isNaN(ours) ? 'invalid' : ours).toBe(
          Number.isNaN(theirs) ? 'invalid' : theirs,
        )
      }),
      { numRuns: 300 },
    )
  })

  it('formatDistanceStrict with a suffix, and differenceInCalendarDays', () => {
    process.env.TZ = zone
    fc.assert(
      fc.property(
        instant,
        fc.oneof(
          fc.integer({ min: -90_000, max: 90_000 }),
          fc.integer({ min: -4_000_000_000, max: 4_000_000_000 }),
          fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }),
        ),
        (base, delta) => {
          const date = new Date(base.getTime() + delta)
          for (const [language, locale] of [
            ['pt-BR', ptBR],
            ['en', enUS],
          ] as const) {
            expect(distanceWithSuffix(date, base, language)).toBe(
              formatDistanceStrict(date, base, { locale, addSuffix: true }),
            )
          }
          expect(calendarDaysBetween(date, base)).toBe(differenceInCalendarDays(date, base))
        },
      ),
      { numRuns: 500 },
    )
  })
})

it('an invalid date throws as with date-fns', () => {
  const bad = new Date(Number.NaN)
  expect(() => formatPattern(bad, 'dd/MM/yyyy')).toThrow(RangeError)
  expect(() => distanceWithSuffix(bad, new Date(), 'en')).toThrow(RangeError)
})

describe('formatValue: what a shown value means', () => {
  it('a calendar day is that day on every clock, a date-time without offset reads as written', () => {
    process.env.TZ = 'Pacific/Kiritimati'
    for (const zone of ['America/Sao_Paulo', 'Pacific/Pago_Pago', 'Pacific/Kiritimati']) {
      expect(formatValue('2026-11-28', 'dd/MM/yyyy', 'en', zone)).toBe('28/11/2026')
      expect(formatValue('2026-11-28T08:00', 'dd/MM HH:mm', 'en', zone)).toBe('28/11 08:00')
      expect(formatValue('2026-11-28T08:00:00', 'dd/MM HH:mm', 'en', zone)).toBe('28/11 08:00')
    }
  })

  it('an instant is read on the clocks of the zone given', () => {
    process.env.TZ = 'America/Sao_Paulo'
    const at = '2026-11-28T13:00:00.000Z'
    expect(formatValue(at, "EEEE, MMMM d, yyyy 'at' h:mm a", 'en', 'America/New_York')).toBe(
      'Saturday, November 28, 2026 at 8:00 AM',
    )
    expect(formatValue(new Date(at), 'HH:mm', 'en', 'America/New_York')).toBe('08:00')
    expect(formatValue(at, 'dd/MM HH:mm', 'en', 'Asia/Kolkata')).toBe('28/11 18:30')
    // without a zone: the runtime's, as date-fns
    expect(formatValue(at, 'HH:mm')).toBe('10:00')
    // midnight is 00 (some engines write 24 in h23)
    expect(formatValue('2026-11-28T05:00:00Z', 'HH:mm h a', 'en', 'America/New_York')).toBe(
      '00:00 12 AM',
    )
  })
})
