import { describe, expect, it } from 'vitest'
import { formatBRL, formatDecimalBR, parseMoneyInput } from './money'

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ')

describe('formatBRL', () => {
  it('formats cents as Brazilian reais', () => {
    expect(nbsp(formatBRL(0))).toBe('R$ 0,00')
    expect(nbsp(formatBRL(15050))).toBe('R$ 150,50')
    expect(nbsp(formatBRL(123456789))).toBe('R$ 1.234.567,89')
  })
  it('formats the decimal without symbol', () => {
    expect(formatDecimalBR(9990)).toBe('99,90')
  })
})

describe('parseMoneyInput (comma or dot decimals, spaces stripped)', () => {
  it.each([
    ['150', 15000],
    ['150,5', 15050],
    ['150.5', 15050],
    ['99,90', 9990],
    ['99.90', 9990],
    [' 1 234,56 ', 123456],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234.567', 123456700],
    ['R$ 80,00', 8000],
    ['0', 0],
    ['0,01', 1],
    ['-5', -500],
  ])('%s → %i cents', (input, cents) => {
    expect(parseMoneyInput(input)).toBe(cents)
  })
  it.each(['', 'abc', '12a', '1,2,3', ',', '.', '--1'])('%s is not a number', (input) => {
    expect(parseMoneyInput(input)).toBeNull()
  })
})
