import { describe, expect, it } from 'vitest'
import { localText } from '../message-text'
import { leadPhoneInput, leadSchema } from './lead'

const base = {
  name: 'Maria',
  email: 'maria@example.com',
  sports: ['Padel'],
  heardFrom: 'friends',
}

/** A message's Portuguese text (the Portuguese schema's messages are msg() tokens). */
const ptText = (message = '') => localText(message, 'pt-BR')

describe('lead phone input (spec §5)', () => {
  it('keeps digits and plus, forcing +55 in Portuguese', () => {
    expect(leadPhoneInput('(11) 98765-4321', 'pt')).toBe('+5511987654321')
    expect(leadPhoneInput('+55 11 9', 'pt')).toBe('+55119')
    expect(leadPhoneInput('', 'pt')).toBe('')
    expect(leadPhoneInput('abc', 'pt')).toBe('')
    expect(leadPhoneInput('+5', 'pt')).toBe('+55') // a backspace into the prefix keeps it
    expect(leadPhoneInput('+', 'pt')).toBe('+55')
  })
  it('forces a leading + in English', () => {
    expect(leadPhoneInput('1 415 555 2671', 'en')).toBe('+14155552671')
    expect(leadPhoneInput('+44-20', 'en')).toBe('+4420')
    expect(leadPhoneInput('+', 'en')).toBe('+')
  })
})

describe('lead schema', () => {
  it('accepts a Portuguese lead and sets Brazil', () => {
    const r = leadSchema('pt').parse({ ...base, phone: '+5511987654321', language: 'pt' })
    expect(r.country).toBe('Brazil')
  })
  it('checks the phone patterns of each language', () => {
    expect(
      leadSchema('pt').safeParse({ ...base, phone: '+55123456', language: 'pt' }).success,
    ).toBe(true)
    expect(leadSchema('pt').safeParse({ ...base, phone: '+5512345', language: 'pt' }).success).toBe(
      false,
    )
    expect(
      leadSchema('pt').safeParse({ ...base, phone: '+1415555267', language: 'pt' }).success,
    ).toBe(false)
    const en = (phone: string) =>
      leadSchema('en').safeParse({ ...base, phone, country: 'USA', language: 'en' }).success
    expect(en('+1234567')).toBe(true)
    expect(en('+123456')).toBe(false)
    expect(en('1234567')).toBe(false)
  })
  it('limits the phone to 30 characters, with a message in each language', () => {
    const huge = `+55${'9'.repeat(250_000)}`
    const pt = leadSchema('pt').safeParse({ ...base, phone: huge, language: 'pt' })
    expect(pt.error?.issues.map((i) => ptText(i.message))).toEqual(['Telefone muito longo'])
    const en = leadSchema('en').safeParse({ ...base, phone: huge, country: 'USA', language: 'en' })
    expect(en.error?.issues[0]?.message).toBe('Phone number too long')
    const thirty = `+55${'9'.repeat(27)}`
    expect(leadSchema('pt').safeParse({ ...base, phone: thirty, language: 'pt' }).success).toBe(
      true,
    )
    expect(
      leadSchema('pt').safeParse({ ...base, phone: `${thirty}9`, language: 'pt' }).success,
    ).toBe(false)
  })
  it('refuses control characters in its own language', () => {
    const r = leadSchema('en').safeParse({
      ...base,
      name: 'ab\u0000cd',
      phone: '+14155552671',
      country: 'USA',
      language: 'en',
    })
    expect(r.error?.issues[0]?.message).toBe('Text contains invalid characters')
  })
  it('requires a country in English, and its name for Other', () => {
    const r = leadSchema('en').safeParse({ ...base, phone: '+14155552671', language: 'en' })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toBe('Country is required')
    const other = leadSchema('en').safeParse({
      ...base,
      phone: '+14155552671',
      country: 'Other',
      language: 'en',
    })
    expect(other.error?.issues[0]?.message).toBe('Please specify your country')
    const ok = leadSchema('en').parse({
      ...base,
      phone: '+14155552671',
      country: 'Other',
      countryOther: 'Chile',
      language: 'en',
    })
    expect(ok.country).toBe('Chile')
  })
  it('requires how they heard of us, with text for other', () => {
    const none = leadSchema('pt').safeParse({
      ...base,
      heardFrom: undefined,
      phone: '+5511987654321',
      language: 'pt',
    })
    expect(ptText(none.error?.issues[0]?.message)).toBe('Conte como você conheceu o Quadra')
    const other = leadSchema('pt').safeParse({
      ...base,
      heardFrom: 'other',
      phone: '+5511987654321',
      language: 'pt',
    })
    expect(ptText(other.error?.issues[0]?.message)).toBe('Conte onde você nos conheceu')
  })
})
