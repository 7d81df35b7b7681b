import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { col, isoInstant, nullableNumber } from './sql'

describe('raw row parsing (lib/sql)', () => {
  const row = z.object({ n: col.number, avg: col.numberOrNull, at: col.instant })
  it('turns driver values into numbers and Dates once', () => {
    const parsed = row.parse({ n: '12', avg: '4.5', at: '2026-11-22T10:00:00.000Z' })
    expect(parsed).toEqual({ n: 12, avg: 4.5, at: new Date('2026-11-22T10:00:00.000Z') })
    expect(row.parse({ n: 3, avg: null, at: new Date(0) }).avg).toBeNull()
  })
  it('refuses a row of another shape', () => {
    expect(() => row.parse({ n: 1, at: 'x' })).toThrow()
  })
  it('keeps null numbers null and writes instants as ISO', () => {
    expect(nullableNumber(null)).toBeNull()
    expect(nullableNumber('2')).toBe(2)
    expect(isoInstant(new Date(0))).toBe('1970-01-01T00:00:00.000Z')
  })
})
