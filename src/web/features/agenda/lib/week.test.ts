import { describe, expect, it } from 'vitest'
import { lesson } from '../components/test-helpers'
import {
  chosenDay,
  HOUR_PX,
  lessonBadges,
  placeDay,
  roundToSlot,
  weekDays,
  weekGridColumns,
  weekRangeLabel,
} from './week'

describe('agenda week arithmetic', () => {
  it('weeks run Monday to Sunday', () => {
    expect(weekDays('2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
    expect(weekDays('2026-11-29')[0]).toBe('2026-11-23')
    expect(weekDays('2026-11-30')[0]).toBe('2026-11-30')
  })

  it('labels a week in pt-BR, across months and years', () => {
    expect(weekRangeLabel('2026-11-25', 'pt-BR')).toBe('23 – 29 de nov. de 2026')
    expect(weekRangeLabel('2026-12-01', 'pt-BR')).toBe('30 de nov. – 6 de dez. de 2026')
    expect(weekRangeLabel('2026-12-30', 'pt-BR')).toBe('28 de dez. de 2026 – 3 de jan. de 2027')
  })

  it('reads the chosen day from ?date= or ?week=, else today', () => {
    const p = (s: string) => new URLSearchParams(s)
    expect(chosenDay(p('date=2026-12-02'), '2026-11-25')).toBe('2026-12-02')
    expect(chosenDay(p('week=2026-12-02'), '2026-11-25')).toBe('2026-11-30')
    expect(chosenDay(p('week=2026-11-23'), '2026-11-25')).toBe('2026-11-25')
    expect(chosenDay(p('date=2026-02-30'), '2026-11-25')).toBe('2026-11-25')
    expect(chosenDay(p(''), '2026-11-25')).toBe('2026-11-25')
  })

  it('rounds a clicked time down to the half hour', () => {
    expect(roundToSlot('07:40')).toBe('07:30')
    expect(roundToSlot('07:29')).toBe('07:00')
    expect(roundToSlot('18:00')).toBe('18:00')
  })

  it('places blocks by time and duration, overlapping ones side by side', () => {
    const a = lesson({ id: 'a', time: '08:00', durationMinutes: 60 })
    const b = lesson({ id: 'b', time: '08:30', durationMinutes: 60 })
    const c = lesson({ id: 'c', time: '09:00', durationMinutes: 30 })
    const d = lesson({ id: 'd', time: '10:00', durationMinutes: 90 })
    const placed = Object.fromEntries(placeDay([d, c, b, a]).map((p) => [p.item.id, p]))
    expect(placed.a).toMatchObject({ top: 2 * HOUR_PX, height: HOUR_PX, column: 0, columns: 2 })
    expect(placed.b).toMatchObject({ top: 2.5 * HOUR_PX, column: 1, columns: 2 })
    // back to back with a: reuses its column
    expect(placed.c).toMatchObject({ top: 3 * HOUR_PX, height: HOUR_PX / 2, column: 0, columns: 2 })
    expect(placed.d).toMatchObject({
      top: 4 * HOUR_PX,
      height: 1.5 * HOUR_PX,
      column: 0,
      columns: 1,
    })
  })

  it('clamps lessons outside 06:00–23:00 into the grid', () => {
    const [early] = placeDay([lesson({ time: '05:00', durationMinutes: 120 })])
    expect(early).toMatchObject({ top: 0, height: HOUR_PX })
    const [late] = placeDay([lesson({ time: '23:30', durationMinutes: 30 })])
    expect(late!.top + late!.height).toBe(17 * HOUR_PX)
  })

  it("badges follow the server's state: cancelled, registered, pending, overlap", () => {
    expect(lessonBadges(lesson({ status: 'cancelled' }))).toEqual(['cancelled'])
    expect(lessonBadges(lesson({ sessionId: 'x', state: 'done' }))).toEqual(['done'])
    expect(lessonBadges(lesson({ state: 'pending', overlaps: true }))).toEqual(['pending'])
    // over, but every student has an outcome (a no-show): not pending
    expect(lessonBadges(lesson({ state: 'scheduled' }))).toEqual([])
    expect(lessonBadges(lesson({ overlaps: true }))).toEqual(['overlap'])
  })
})

describe('weekGridColumns', () => {
  it('widens a day by the lessons it shows side by side, so two courts at 14:00 stay readable', () => {
    const a = lesson({ id: 'a', time: '14:00' })
    const b = lesson({ id: 'b', time: '14:00' })
    const c = lesson({ id: 'c', time: '14:30' })
    const perDay = [[], [a, b], [a, b, c], [a]].map((day) =>
      Math.max(1, ...placeDay(day).map((p) => p.columns)),
    )
    expect(weekGridColumns(perDay)).toBe(
      '3.5rem minmax(0, 1fr) minmax(13rem, 2fr) minmax(19.5rem, 3fr) minmax(0, 1fr)',
    )
  })
})
