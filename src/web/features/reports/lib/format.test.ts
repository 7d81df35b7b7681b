import { describe, expect, it } from 'vitest'
import { formatBRLCompact, formatMonthBR, formatPercentBR } from './format'

describe('report formats', () => {
  it("writes months as 'jan/2026'", () => {
    expect(formatMonthBR('2026-01')).toBe('jan/2026')
    expect(formatMonthBR('2025-09')).toBe('set/2025')
    expect(formatMonthBR('2025-12')).toBe('dez/2025')
    expect(formatMonthBR('2025-13')).toBe('2025-13')
  })
  it("writes shares as '72%'", () => {
    expect(formatPercentBR(0.72)).toBe('72%')
    expect(formatPercentBR(1)).toBe('100%')
    expect(formatPercentBR(0.666)).toBe('67%')
  })
  it('writes axis money compactly', () => {
    expect(formatBRLCompact(150_000)).toMatch(/^R\$\s1,5\smil$/)
    expect(formatBRLCompact(15_000)).toMatch(/^R\$\s150$/)
  })
})
