import { DEFAULT_FORMATS } from '@shared/domain/locale'
import { beforeEach, describe, expect, it } from 'vitest'
import { setFormats } from '~/lib/formats'
import { axisWidth } from './axis-width'
import { formatBRLCompact, formatCountBR } from './format'

beforeEach(() => setFormats(DEFAULT_FORMATS))

describe('axisWidth (a value axis wide enough for its labels)', () => {
  it("fits 'R$ 10,5 mil' (the fixed 64 px cut it at 390 px)", () => {
    const data = [
      { label: 'out', sold: 1_050_000, received: 400_000 },
      { label: 'nov', sold: 1_330_000, received: 0 },
    ]
    expect(formatBRLCompact(1_050_000).replace(/\u00a0/g, ' ')).toBe('R$ 10,5 mil')
    const width = axisWidth(data, ['sold', 'received'], formatBRLCompact)
    expect(width).toBeGreaterThan(64)
    expect(width).toBeGreaterThanOrEqual('R$ 10,5 mil'.length * 7)
  })

  it('stays narrow for small counts and ignores the labels', () => {
    expect(axisWidth([{ label: 'jan/2026', classes: 12 }], ['classes'], formatCountBR)).toBe(32)
    expect(axisWidth([], ['classes'], formatCountBR)).toBe(32)
  })
})
