import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import {
  brazilianPhoneProblem,
  formatPhone,
  maskPhone,
  normalizePhone,
  PHONE_INVALID_MESSAGE,
  PHONE_LENGTH_MESSAGE,
  phoneDigits,
  phoneLinks,
} from './phone'
import { BR_PHONE_METADATA } from './phone-metadata-br'

describe('normalizePhone (spec §5 Signup, amended by issue 8)', () => {
  it.each([
    ['5511987654321', '5511987654321'], // 13 digits starting with 55: kept
    ['11987654321', '5511987654321'], // 11 digits: 55 prepended
    ['(11) 98765-4321', '5511987654321'], // masked input
    ['+55 (11) 97777-6666', '5511977776666'], // as WhatsApp shows it (was 5555119777766)
    ['55 11 97777-6666', '5511977776666'],
    ['011 97777-6666', '5511977776666'], // trunk 0
    ['1187654321', '5511987654321'], // old 8-digit mobile (6–9): 9 inserted after the area code
    ['2176543210', '5521976543210'],
    ['(11) 3063-4000', '551130634000'], // landline (2–5): left alone
    ['1150634000', '551150634000'],
    ['+55 (21) 3333-4444', '552133334444'], // 12 digits starting with 55: a landline
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected)
  })

  it('uses another country code when given', () => {
    expect(normalizePhone('4155552671', '+1')).toBe('14155552671')
    expect(normalizePhone('14155552671', '1')).toBe('14155552671')
  })
})

describe('brazilianPhoneProblem (10 or 11 local digits, a real area code)', () => {
  it.each([
    '(11) 97777-6666',
    '+55 (11) 97777-6666',
    '5511977776666',
    '(11) 3063-4000',
    '551130634000',
    '(11) 8777-6666', // old mobile, gets its 9
    '(55) 99999-8888', // area code 55 (RS) is not mistaken for the country code
    '(61) 3333-4444',
  ])('%s is a Brazilian phone', (phone) => {
    expect(brazilianPhoneProblem(phone)).toBeNull()
  })

  it.each(['123', '55123', '11 9777', '(11) 97777-66661', '1234567890123456'])(
    '%s has the wrong length',
    (phone) => {
      expect(brazilianPhoneProblem(phone)).toBe(PHONE_LENGTH_MESSAGE)
    },
  )

  it.each([
    '(10) 97777-6666', // no area code 10
    '(20) 3063-4000', // nor 20
    '(23) 97777-6666', // nor 23
    '(11) 87777-6666', // 11-digit mobiles begin with 9
    '(11) 1234-5678', // numbers do not begin with 0 or 1
  ])('%s is refused', (phone) => {
    expect(brazilianPhoneProblem(phone)).toBe(PHONE_INVALID_MESSAGE)
  })
})

describe('maskPhone (while typing and for display)', () => {
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
    ['113063', '(11) 3063'],
    ['1130634', '(11) 3063-4'],
    ['1130634000', '(11) 3063-4000'], // landline: 10-digit mask
    ['+55 (11) 97777-6666', '(11) 97777-6666'], // pasted from WhatsApp
    ['5511977776666', '(11) 97777-6666'],
    ['+55 11 3063-4000', '(11) 3063-4000'],
    ['(55) 11977-77666', '(11) 97777-666'], // typing 55… digit by digit: the prefix is recognised at 12 digits
    ['(11) 97777-6666', '(11) 97777-6666'],
  ])('%s → %s', (input, expected) => {
    expect(maskPhone(input)).toBe(expected)
    expect(maskPhone(input).length).toBeLessThanOrEqual(15)
  })
})

describe('formatPhone (display of a stored phone)', () => {
  it('strips a leading 55 on 12 or more digits', () => {
    expect(formatPhone('5511999999999')).toBe('(11) 99999-9999')
    expect(formatPhone('551133334444')).toBe('(11) 3333-4444')
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

describe('phoneLinks (student profile actions)', () => {
  it('calls and opens WhatsApp for a mobile', () => {
    expect(phoneLinks('5511977776666')).toEqual({
      tel: 'tel:+5511977776666',
      whatsapp: 'https://wa.me/5511977776666',
    })
  })
  it('only calls a landline', () => {
    expect(phoneLinks('551130634000')).toEqual({ tel: 'tel:+551130634000', whatsapp: null })
  })
  it('offers nothing for a number that cannot be dialled', () => {
    expect(phoneLinks('55123')).toBeNull()
    expect(phoneLinks('5555119777766')).toBeNull()
    expect(phoneLinks('')).toBeNull()
  })
})

describe('BR phone metadata', () => {
  it("is Brazil's slice of the installed libphonenumber-js max metadata (else run scripts/phone-metadata.mjs)", () => {
    const max = createRequire(import.meta.url)('libphonenumber-js/metadata.max.json')
    const ours = BR_PHONE_METADATA as unknown as typeof max
    expect(ours.version).toBe(max.version)
    expect(ours.countries.BR).toEqual(max.countries.BR)
    expect(ours.country_calling_codes['55']).toEqual(max.country_calling_codes['55'])
  })
})
