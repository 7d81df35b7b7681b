import { describe, expect, it } from 'vitest'
import { formatAverage, formatChange } from './format'

describe('progress numbers', () => {
  it('writes averages with one decimal and a comma', () => {
    expect(formatAverage(4.25)).toBe('4,3')
    expect(formatAverage(4)).toBe('4,0')
  })

  it('writes changes with their sign (a real minus), zero without one', () => {
    expect(formatChange(2)).toBe('+2')
    expect(formatChange(-1)).toBe('\u22121')
    expect(formatChange(0)).toBe('0')
    expect(formatChange(0.3, 1)).toBe('+0,3')
    expect(formatChange(-0.54, 1)).toBe('\u22120,5')
    expect(formatChange(0.04, 1)).toBe('0,0')
  })
})
