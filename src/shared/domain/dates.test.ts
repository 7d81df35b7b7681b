import { describe, expect, it } from 'vitest'
import {
  addDaysIso,
  daysBetween,
  formatDateBR,
  formatLongDateBR,
  isIsoDate,
  startOfMonthIso,
  todayIn,
} from './dates'

describe('calendar days', () => {
  it('validates yyyy-MM-dd', () => {
    expect(isIsoDate('2026-02-28')).toBe(true)
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(isIsoDate('28/02/2026')).toBe(false)
  })
  it('adds days across months and years', () => {
    expect(addDaysIso('2026-01-31', 30)).toBe('2026-03-02')
    expect(addDaysIso('2026-12-15', 30)).toBe('2027-01-14')
    expect(addDaysIso('2026-05-10', 0)).toBe('2026-05-10')
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30)
  })
  it('finds the first of the month', () => {
    expect(startOfMonthIso('2026-11-22')).toBe('2026-11-01')
  })
  it("takes today in the coach's time zone, not the server's", () => {
    // 02:30 UTC on 23 Nov is still 22 Nov in São Paulo (UTC-3)
    const instant = new Date('2026-11-23T02:30:00Z')
    expect(todayIn('America/Sao_Paulo', instant)).toBe('2026-11-22')
    expect(todayIn('UTC', instant)).toBe('2026-11-23')
  })
})

describe('Brazilian formats', () => {
  it('shows dd/MM/yyyy', () => {
    expect(formatDateBR('2026-03-05')).toBe('05/03/2026')
    expect(formatDateBR(new Date(2026, 10, 22, 10))).toBe('22/11/2026')
  })
  it('shows the long weekday date in Portuguese', () => {
    expect(formatLongDateBR('2026-11-23')).toBe('segunda-feira, 23 de novembro de 2026')
  })
})
