import './phone-world'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { signupSchema } from '../schemas/auth'
import { studentCreateSchema } from '../schemas/student'
import {
  formatPhone,
  isWorldPhone,
  normalizePhone,
  PHONE_COUNTRY_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PHONE_LENGTH_MESSAGE,
  PHONE_WORLD_INVALID_MESSAGE,
  phoneCountryCode,
  phoneForEditing,
  phoneLinks,
  phoneProblem,
  splitInternational,
  worldPhonesReady,
} from './phone'
import { COUNTRY_CALLING_CODES } from './phone-metadata-br'
import { whatsappDigits } from './whatsapp'

/** Issue 15: phones of every country, with the `max` metadata registered (as on the server). */
describe('phones of other countries (issue 15)', () => {
  it('has the metadata registered by phone-world and every calling code of the library', () => {
    expect(worldPhonesReady()).toBe(true)
    const max = createRequire(import.meta.url)('libphonenumber-js/metadata.max.json')
    expect(COUNTRY_CALLING_CODES.split(' ')).toEqual(Object.keys(max.country_calling_codes))
  })

  describe('phoneProblem', () => {
    it.each([
      ['(11) 97777-6666', null],
      ['+55 (11) 97777-6666', null],
      ['(11) 3063-4000', null],
      ['123', PHONE_LENGTH_MESSAGE],
      ['(20) 3063-4000', PHONE_INVALID_MESSAGE],
      ['(11) 87777-6666', PHONE_INVALID_MESSAGE],
    ])('Brazil keeps the spec rules and messages: %s → %s', (phone, problem) => {
      expect(phoneProblem(phone)).toBe(problem)
    })

    it.each([
      '+1 212 555 0123', // US
      '+1 (415) 555-2671',
      '+12015550123',
      '+351 912 345 678', // PT mobile
      '+351 21 234 5678', // PT landline
      '+54 9 11 2345-6789', // AR mobile, international form with its 9
      '+54 11 15 2345-6789', // AR mobile as dialled at home (15), read as +54 9 11…
      '+54 11 2345-6789', // AR landline
      '+44 7911 123456', // UK mobile
      '+44 07911 123456', // UK with its trunk 0
      '+44 20 7946 0958', // UK landline
    ])('%s is valid', (phone) => {
      expect(phoneProblem(phone)).toBeNull()
    })

    it.each([
      ['+1 123', PHONE_WORLD_INVALID_MESSAGE],
      ['+1 999 555 0123', PHONE_WORLD_INVALID_MESSAGE], // no area code 999
      ['+1 212 555 01234', PHONE_WORLD_INVALID_MESSAGE],
      ['+351 12345', PHONE_WORLD_INVALID_MESSAGE],
      ['+351 112 345 678', PHONE_WORLD_INVALID_MESSAGE],
      ['+54 123', PHONE_WORLD_INVALID_MESSAGE],
      ['+44 123', PHONE_WORLD_INVALID_MESSAGE],
      ['+44 7911 1234567', PHONE_WORLD_INVALID_MESSAGE],
      ['+999 1234567', PHONE_COUNTRY_MESSAGE], // no such country
      ['+21 2555 0123', PHONE_COUNTRY_MESSAGE], // +21 is no code (Morocco is +212)
      ['+ 212 555 0123', PHONE_COUNTRY_MESSAGE], // a '+' without its code
    ])('%s is refused: %s', (phone, problem) => {
      expect(phoneProblem(phone)).toBe(problem)
    })

    it('takes the sign-up country code apart from the number', () => {
      expect(phoneProblem('(212) 555-0123', '+1')).toBeNull()
      expect(phoneProblem('07911 123456', '44')).toBeNull()
      expect(phoneProblem('123', '+44')).toBe(PHONE_WORLD_INVALID_MESSAGE)
      expect(phoneProblem('(11) 97777-6666', '+55')).toBeNull()
      expect(phoneProblem('(20) 3063-4000', '+55')).toBe(PHONE_INVALID_MESSAGE)
    })
  })

  describe('normalizePhone (storage: E.164 digits without the +)', () => {
    it.each([
      ['+1 (212) 555-0123', '12125550123'],
      ['+1 212 555 0123', '12125550123'],
      ['+351 912 345 678', '351912345678'],
      ['+54 9 11 2345-6789', '5491123456789'],
      ['+54 11 15 2345-6789', '5491123456789'], // the mobile 9 put in, the 15 dropped
      ['+54 11 2345-6789', '541123456789'],
      ['+44 07911 123456', '447911123456'], // trunk 0 dropped
      ['+44 20 7946 0958', '442079460958'],
      // Brazil exactly as before
      ['+55 (11) 97777-6666', '5511977776666'],
      ['(11) 97777-6666', '5511977776666'],
      ['1187654321', '5511987654321'],
    ])('%s → %s', (input, stored) => {
      expect(normalizePhone(input)).toBe(stored)
    })

    it('reads a sign-up country code', () => {
      expect(normalizePhone('(212) 555-0123', '+1')).toBe('12125550123')
      expect(normalizePhone('14155552671', '1')).toBe('14155552671')
      expect(normalizePhone('07911 123456', '+44')).toBe('447911123456')
    })
  })

  describe('display and links of a stored phone', () => {
    it.each([
      ['12125550123', '+1 212 555 0123'],
      ['351912345678', '+351 912 345 678'],
      ['5491123456789', '+54 9 11 2345 6789'],
      ['447911123456', '+44 7911 123456'],
      ['4915112345678', '+49 1511 2345678'],
      // a Danish landline is also a valid Brazilian local number: storage is E.164, so Denmark
      ['4520123456', '+45 20 12 34 56'],
      // Brazil as before, an old local number too
      ['5511977776666', '(11) 97777-6666'],
      ['551130634000', '(11) 3063-4000'],
      ['11999999999', '(11) 99999-9999'],
    ])('%s is shown %s', (stored, shown) => {
      expect(formatPhone(stored)).toBe(shown)
      expect(phoneForEditing(stored)).toBe(shown)
    })

    it('shows an invalid foreign number as digits after a +', () => {
      expect(formatPhone('1212555012345')).toBe('+1212555012345')
    })

    it('calls any valid number and opens WhatsApp for mobiles (and US numbers)', () => {
      expect(phoneLinks('12125550123')).toEqual({
        tel: 'tel:+12125550123',
        whatsapp: 'https://wa.me/12125550123',
      })
      expect(phoneLinks('351912345678')?.whatsapp).toBe('https://wa.me/351912345678')
      expect(phoneLinks('447911123456')?.whatsapp).toBe('https://wa.me/447911123456')
      // Argentina: only the number with its mobile 9 reaches WhatsApp
      expect(phoneLinks('5491123456789')?.whatsapp).toBe('https://wa.me/5491123456789')
      expect(phoneLinks('541123456789')).toEqual({ tel: 'tel:+541123456789', whatsapp: null })
      expect(phoneLinks('351212345678')).toEqual({ tel: 'tel:+351212345678', whatsapp: null })
      expect(phoneLinks('442079460958')?.whatsapp).toBeNull()
      expect(phoneLinks('1212555012345')).toBeNull()
      // Brazil unchanged
      expect(phoneLinks('551130634000')).toEqual({ tel: 'tel:+551130634000', whatsapp: null })
      expect(phoneLinks('5511977776666')?.whatsapp).toBe('https://wa.me/5511977776666')
    })

    it('gives wa.me the digits of any country', () => {
      expect(whatsappDigits('12125550123')).toBe('12125550123')
      expect(whatsappDigits('541123456789')).toBeNull()
      expect(whatsappDigits('5511977776666')).toBe('5511977776666')
    })
  })

  it('tells the country of a phone', () => {
    expect(isWorldPhone('+1 212 555 0123')).toBe(true)
    expect(isWorldPhone('+55 11 97777-6666')).toBe(false)
    expect(isWorldPhone('(11) 97777-6666')).toBe(false)
    expect(isWorldPhone('0')).toBe(false) // an erased student
    expect(phoneCountryCode('12125550123')).toBe('1')
    expect(phoneCountryCode('351912345678')).toBe('351')
    expect(phoneCountryCode('5511977776666')).toBe('55')
    expect(phoneCountryCode('')).toBe('55')
    expect(splitInternational('+1 212 555 0123')).toEqual({
      countryCode: '1',
      national: '212 555 0123',
    })
    expect(splitInternational('+351912345678')).toEqual({
      countryCode: '351',
      national: '912345678',
    })
    expect(splitInternational('(11) 97777-6666')).toBeNull()
  })

  describe('schemas', () => {
    const student = {
      name: 'John Smith',
      phone: '+1 212 555 0123',
      gender: 'male',
      type: 'fixed',
      classe: '4-classe',
    }

    it('a student phone may be "+CC number"', () => {
      expect(studentCreateSchema.parse(student).phone).toBe('+1 212 555 0123')
      const bad = studentCreateSchema.safeParse({ ...student, phone: '+1 123' })
      expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['phone', PHONE_WORLD_INVALID_MESSAGE],
      ])
    })

    it('sign-up validates the number of its country code', () => {
      const signup = {
        name: 'John Smith',
        email: 'john@example.com',
        password: 'secret123',
        countryCode: '+1',
        phone: '(212) 555-0123',
      }
      expect(signupSchema.safeParse(signup).success).toBe(true)
      const issues = (input: object) =>
        signupSchema
          .safeParse({ ...signup, ...input })
          .error?.issues.map((i) => [i.path.join('.'), i.message])
      expect(issues({ phone: '555-0123' })).toEqual([['phone', PHONE_WORLD_INVALID_MESSAGE]])
      expect(issues({ countryCode: '+44', phone: '07911 123456' })).toBeUndefined()
      expect(issues({ countryCode: '+999' })).toEqual([['countryCode', PHONE_COUNTRY_MESSAGE]])
    })
  })
})
