import { describe, expect, it } from 'vitest'
import {
  addWallMinutes,
  escapeText,
  foldLine,
  localStamp,
  serialize,
  transitions,
  utcStamp,
  vtimezone,
} from './ics'

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng')
    expect(escapeText('Quadra — Agenda')).toBe('Quadra — Agenda')
  })

  it('folds at 75 octets, never inside a UTF-8 character, and unfolds to the same line', () => {
    const short = 'SUMMARY:Aula'
    expect(foldLine(short)).toBe(short)
    const ascii = `DESCRIPTION:${'x'.repeat(200)}`
    const accents = `DESCRIPTION:${'ção—é'.repeat(40)}`
    for (const line of [ascii, accents, `X:${'€'.repeat(100)}`]) {
      const folded = foldLine(line)
      const parts = folded.split('\r\n')
      expect(parts.length).toBeGreaterThan(1)
      for (const [i, p] of parts.entries()) {
        expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75)
        if (i > 0) expect(p.startsWith(' ')).toBe(true)
        expect(p).not.toContain('\uFFFD')
      }
      // unfolding (RFC 5545 §3.1: remove CRLF + one space) gives the line back
      expect(folded.replace(/\r\n /g, '')).toBe(line)
    }
    // exactly 75 octets: not folded
    expect(foldLine(`X:${'a'.repeat(73)}`)).not.toContain('\r\n')
    expect(foldLine(`X:${'a'.repeat(74)}`)).toContain('\r\n ')
  })

  it('serializes with CRLF after every line', () => {
    expect(serialize(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe(
      'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    )
  })

  it('writes UTC and local date-times, and adds minutes on the wall clock', () => {
    expect(utcStamp(new Date('2027-03-14T22:05:09.123Z'))).toBe('20270314T220509Z')
    expect(localStamp('2027-03-14', '18:00')).toBe('20270314T180000')
    expect(addWallMinutes('2027-03-14', '18:30', 45)).toEqual({ day: '2027-03-14', time: '19:15' })
    expect(addWallMinutes('2027-03-14', '23:30', 90)).toEqual({ day: '2027-03-15', time: '01:00' })
  })
})

describe('VTIMEZONE', () => {
  it('finds New York’s changes to the minute', () => {
    const found = transitions(
      'America/New_York',
      Date.parse('2026-08-01T00:00:00Z'),
      Date.parse('2027-12-01T00:00:00Z'),
    )
    expect(found.map((t) => [new Date(t.at).toISOString(), t.from, t.to])).toEqual([
      ['2026-11-01T06:00:00.000Z', -240, -300],
      ['2027-03-14T07:00:00.000Z', -300, -240],
      ['2027-11-07T06:00:00.000Z', -240, -300],
    ])
  })

  it('lists the offset in force, then one observance per change (onset in the old offset)', () => {
    const lines = vtimezone(
      'America/New_York',
      new Date('2026-08-01T00:00:00Z'),
      new Date('2027-04-01T00:00:00Z'),
    )
    expect(lines).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260731T200000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20270314T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ])
  })

  it('São Paulo (no daylight saving since 2019): one standard observance', () => {
    const lines = vtimezone(
      'America/Sao_Paulo',
      new Date('2026-08-01T00:00:00Z'),
      new Date('2027-12-01T00:00:00Z'),
    )
    expect(lines.filter((l) => l.startsWith('BEGIN:'))).toEqual([
      'BEGIN:VTIMEZONE',
      'BEGIN:STANDARD',
    ])
    expect(lines).toContain('TZOFFSETTO:-0300')
  })

  it('Lisbon and a half-hour zone', () => {
    expect(
      transitions('Europe/Lisbon', Date.parse('2027-01-01'), Date.parse('2027-12-31')).map((t) =>
        new Date(t.at).toISOString(),
      ),
    ).toEqual(['2027-03-28T01:00:00.000Z', '2027-10-31T01:00:00.000Z'])
    expect(vtimezone('Asia/Kolkata', new Date('2027-01-01'), new Date('2027-02-01'))).toContain(
      'TZOFFSETTO:+0530',
    )
  })
})
