import { describe, expect, it } from 'vitest'
import {
  formatDateBR,
  formatDateTimeBR,
  formatDayMonthBR,
  formatLongDateBR,
  formatTimeBR,
} from './dates'
import {
  currencySymbol,
  formatClock,
  formatCount,
  formatDate,
  formatDateTime,
  formatDateTimeShort,
  formatDayMonth,
  formatDecimal,
  formatDuration,
  formatLongDate,
  formatMoney,
  formatMoneyCompact,
  formatMonth,
  formatOneDecimal,
  formatPercent,
  formatRelative,
  formatTime,
} from './formats'
import type { Currency, Formats } from './locale'
import { formatBRL, formatDecimalBR, parseMoneyInput } from './money'

const en = (currency: Currency): Formats => ({ language: 'en', currency })
const ptBR: Formats = { language: 'pt-BR', currency: 'BRL' }
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')
/** 25 Nov 2026, 15:05 in the test's own zone (formatTime shows the browser's zone). */
const afternoon = new Date(2026, 10, 25, 15, 5)
const morning = new Date(2026, 0, 3, 9, 0)

describe('pt-BR formats are the Brazilian helpers, byte for byte (issue 15)', () => {
  it.each([0, 1, 15050, 123456, 123456789, -500])('money %i', (cents) => {
    expect(formatMoney(cents)).toBe(formatBRL(cents))
    expect(formatMoney(cents, ptBR)).toBe(formatBRL(cents))
    expect(formatDecimal(cents, ptBR)).toBe(formatDecimalBR(cents))
  })
  it.each(['2026-11-25', '2026-01-03', afternoon, morning, afternoon.toISOString()])(
    'dates and times of %s',
    (value) => {
      expect(formatDate(value)).toBe(formatDateBR(value))
      expect(formatDate(value, 'pt-BR')).toBe(formatDateBR(value))
      expect(formatLongDate(value, 'pt-BR')).toBe(formatLongDateBR(value))
      if (typeof value === 'string' && value.length === 10) return
      expect(formatTime(value, 'pt-BR')).toBe(formatTimeBR(value))
      expect(formatDateTime(value, 'pt-BR')).toBe(formatDateTimeBR(value))
      expect(formatDayMonth(value, 2026, 'pt-BR')).toBe(formatDayMonthBR(value, 2026))
      expect(formatDayMonth(value, 2025, 'pt-BR')).toBe(formatDayMonthBR(value, 2025))
    },
  )
  it('keeps the shapes of the Brazilian app', () => {
    expect(nbsp(formatMoney(123456, ptBR))).toBe('R$ 1.234,56')
    expect(formatDate('2026-11-25', 'pt-BR')).toBe('25/11/2026')
    expect(formatTime(afternoon, 'pt-BR')).toBe('15:05')
    expect(formatDateTimeShort(afternoon, 'pt-BR')).toBe('25/11/2026 15:05')
    expect(formatCount(1234, 'pt-BR')).toBe('1.234')
    expect(formatOneDecimal(4.25, 'pt-BR')).toBe('4,3')
    expect(formatPercent(0.666, 'pt-BR')).toBe('67%')
    expect(nbsp(formatMoneyCompact(150_000, ptBR))).toBe('R$ 1,5 mil')
    expect(formatMonth('2026-01', 'pt-BR')).toBe('jan/2026')
    expect(formatRelative(new Date(2026, 10, 22, 15, 5), afternoon, 'pt-BR')).toBe('há 3 dias')
    expect(currencySymbol(ptBR)).toBe('R$')
    expect(formatClock('14:30', 'pt-BR')).toBe('14:30')
    expect(formatClock('07:00')).toBe('07:00')
    expect(formatDuration(42_000)).toBe('0:42')
    expect(formatDuration(65_400)).toBe('1:05')
    expect(formatDuration(0)).toBe('0:00')
  })
})

describe('English formats (issue 15)', () => {
  it('writes dates MMM d, yyyy and times on a 12-hour clock', () => {
    expect(formatDate('2026-11-25', 'en')).toBe('Nov 25, 2026')
    expect(formatDate(afternoon, 'en')).toBe('Nov 25, 2026')
    expect(formatTime(afternoon, 'en')).toBe('3:05 PM')
    expect(formatTime(morning, 'en')).toBe('9:00 AM')
    expect(formatDateTime(afternoon, 'en')).toBe('Nov 25, 2026 at 3:05 PM')
    expect(formatDateTimeShort(afternoon, 'en')).toBe('Nov 25, 2026 3:05 PM')
    expect(formatLongDate('2026-11-23', 'en')).toBe('Monday, November 23, 2026')
    expect(formatDayMonth(afternoon, 2026, 'en')).toBe('Nov 25')
    expect(formatDayMonth(afternoon, 2025, 'en')).toBe('Nov 25, 2026')
    expect(formatMonth('2026-01', 'en')).toBe('Jan 2026')
    expect(formatMonth('2025-13', 'en')).toBe('2025-13')
    expect(formatClock('14:30', 'en')).toBe('2:30 PM')
    expect(formatClock('00:05', 'en')).toBe('12:05 AM')
    expect(formatClock('12:00', 'en')).toBe('12:00 PM')
    expect(formatClock('07:00', 'en')).toBe('7:00 AM')
    expect(formatRelative(new Date(2026, 10, 22, 15, 5), afternoon, 'en')).toBe('3 days ago')
  })
  it('writes amounts with a decimal point in the currency of the coach', () => {
    expect(formatMoney(123456, en('USD'))).toBe('$1,234.56')
    expect(formatMoney(123456, en('EUR'))).toBe('€1,234.56')
    expect(formatMoney(123456, en('BRL'))).toBe('R$1,234.56')
    expect(formatMoney(20000, en('USD'))).toBe('$200.00')
    expect(formatDecimal(123456, en('USD'))).toBe('1,234.56')
    expect(currencySymbol(en('USD'))).toBe('$')
    expect(currencySymbol(en('EUR'))).toBe('€')
    expect(formatMoneyCompact(150_000, en('USD'))).toBe('$1.5K')
  })
  it('writes counts and averages the English way', () => {
    expect(formatCount(1234, 'en')).toBe('1,234')
    expect(formatOneDecimal(4.25, 'en')).toBe('4.3')
    expect(formatPercent(0.72, 'en')).toBe('72%')
  })
  it('a Brazilian coach paid in euros still reads a decimal comma', () => {
    expect(nbsp(formatMoney(123456, { language: 'pt-BR', currency: 'EUR' }))).toBe('€ 1.234,56')
    expect(nbsp(formatMoney(123456, { language: 'pt-BR', currency: 'USD' }))).toBe('US$ 1.234,56')
  })
})

describe('price inputs in English (issue 15)', () => {
  it.each([
    ['1,234.56', 123456],
    ['1,234', 123400],
    ['12,345,678', 1234567800],
    ['$1,234.56', 123456],
    ['€ 99.90', 9990],
    ['150,5', 15050],
    ['99.90', 9990],
  ])('%s → %i cents', (input, cents) => {
    expect(parseMoneyInput(input, 'en')).toBe(cents)
  })
  it('keeps the Brazilian reading of a lone comma in pt-BR', () => {
    expect(parseMoneyInput('1,234')).toBe(123)
    expect(parseMoneyInput('1,234', 'pt-BR')).toBe(123)
  })
  it.each(['', 'abc', '1,2,3', '--1'])('%s is not a number', (input) => {
    expect(parseMoneyInput(input, 'en')).toBeNull()
  })
})
