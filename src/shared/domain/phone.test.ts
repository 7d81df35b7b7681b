import { describe, expect, it } from 'vitest'
import { formatPhone, maskPhone, normalizePhone, phoneDigits } from './phone'

describe('normalizePhone (spec §5 Signup)', () => {
  it.each([
    ['5511987654321', '5511987654321'], // 13 digits starting with 55: kept
    ['11987654321', '5511987654321'], // 11 digits: 55 prepended
    ['(11) 98765-4321', '5511987654321'], // masked input
    ['1187654321', '5511987654321'], // 10 digits: 55 + area + 9 + rest
    ['+55 (21) 3333-4444', '552133334444'], // 12 digits already starting with 55
    ['987654321', '55987654321'], // anything else: 55 prepended
    ['55123', '55123'], // already starts with 55
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected)
  })

  it('uses another country code when given', () => {
    expect(normalizePhone('4155552671', '+1')).toBe('14155552671')
    expect(normalizePhone('14155552671', '1')).toBe('14155552671')
  })
})

describe('maskPhone (spec §5 Phone display and masks)', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1199999', '(11) 99999'],
    ['11999999', '(11) 99999-9'],
    ['11999999999', '(11) 99999-9999'],
    ['119999999999999', '(11) 99999-9999'], // at most 11 digits
    ['(11) 99999-9999', '(11) 99999-9999'],
    ['abc11x9', '(11) 9'],
  ])('%s → %s', (input, expected) => {
    expect(maskPhone(input)).toBe(expected)
    expect(maskPhone(input).length).toBeLessThanOrEqual(15)
  })
})

describe('formatPhone (display of a stored phone)', () => {
  it('strips a leading 55 on 12 or more digits', () => {
    expect(formatPhone('5511999999999')).toBe('(11) 99999-9999')
    expect(formatPhone('551133334444')).toBe('(11) 33334-444')
  })
  it('keeps local numbers as they are', () => {
    expect(formatPhone('11999999999')).toBe('(11) 99999-9999')
    expect(formatPhone('5599999999')).toBe('(55) 99999-999') // 10 digits: no 55 stripped
  })
  it('shows other countries in international form', () => {
    expect(formatPhone('4915112345678')).toBe('+4915112345678')
  })
  it('handles empty values', () => {
    expect(formatPhone(null)).toBe('')
    expect(phoneDigits(undefined)).toBe('')
  })
})
