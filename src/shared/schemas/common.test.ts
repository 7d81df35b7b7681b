import { describe, expect, it } from 'vitest'
import { LIMITS } from '../constants'
import { addDaysIso, isIsoDate } from '../domain/dates'
import { expiryDateFor } from '../domain/package-status'
import { localText } from '../message-text'
import {
  cleanText,
  DATE_MAX,
  DATE_MIN,
  DATE_OUT_OF_RANGE_MESSAGE,
  INVALID_TEXT_MESSAGE,
  isCleanText,
  isoDateSchema,
  isoDay,
} from './common'
import { packageCreateSchema } from './package'

describe('isCleanText (issue 10: control characters)', () => {
  it('refuses NUL, every other C0 control and DEL in one-line text', () => {
    for (let c = 0; c < 0x20; c++) {
      expect(isCleanText(`a${String.fromCharCode(c)}b`), `U+${c.toString(16)}`).toBe(false)
    }
    expect(isCleanText('a\u007fb')).toBe(false)
    expect(isCleanText('Ângela Pereira-Souza (ç, ñ, 😀)')).toBe(true)
  })
  it('keeps tab, line feed and carriage return in multi-line text only', () => {
    expect(isCleanText('linha 1\r\n\tlinha 2', { multiline: true })).toBe(true)
    expect(isCleanText('linha 1\nlinha 2')).toBe(false)
    expect(isCleanText('a\u0000b', { multiline: true })).toBe(false)
    expect(isCleanText('a\u000bb', { multiline: true })).toBe(false)
  })
  it('refuses a lone surrogate (not UTF-8) but keeps a pair', () => {
    expect(isCleanText('a\ud800b')).toBe(false)
    expect(isCleanText('a\udc00')).toBe(false)
    expect(isCleanText('\ud83d\ude00')).toBe(true)
  })
  it('cleanText trims first, then answers the pt-BR message', () => {
    expect(cleanText().parse('  Ana \n')).toBe('Ana')
    const r = cleanText().max(5).safeParse('a\u0000bcdefgh')
    expect(r.error?.issues.map((i) => i.message)).toEqual([INVALID_TEXT_MESSAGE])
  })
})

/** A message's Portuguese text (the schemas' messages are msg() tokens). */
const ptText = (message = '') => localText(message, 'pt-BR')

describe('calendar days bounded to 2000–2100 (issue 10: year 9999)', () => {
  it('accepts the bounds, refuses outside them with a clear message', () => {
    expect(isoDay().safeParse(DATE_MIN).success).toBe(true)
    expect(isoDay().safeParse(DATE_MAX).success).toBe(true)
    for (const day of ['1999-12-31', '2101-01-01', '9999-12-31', '0001-01-01']) {
      expect(isoDay().safeParse(day).error?.issues[0]?.message, day).toBe(DATE_OUT_OF_RANGE_MESSAGE)
    }
    expect(ptText(isoDay().safeParse('2026-02-30').error?.issues[0]?.message)).toBe('Data inválida')
    expect(isoDateSchema('Obrigatória').safeParse('').error?.issues[0]?.message).toBe('Obrigatória')
  })
  it('the furthest expiry an accepted package can get keeps a 4-digit year', () => {
    const furthest = addDaysIso(DATE_MAX, LIMITS.validityMax)
    expect(furthest).toBe('2101-12-31')
    expect(isIsoDate(furthest)).toBe(true)
    expect(addDaysIso(DATE_MIN, -LIMITS.validityMax)).toBe('1999-01-01')
    expect(expiryDateFor(DATE_MAX, 4, LIMITS.validityMax)).toBe('2101-12-31')
  })
  it('bounds validityDays even on a 1-class package, where it is ignored', () => {
    const base = {
      studentId: '00000000-0000-4000-8000-000000000000',
      totalClasses: 1,
      priceCents: 100,
      startDate: '2026-01-01',
      paymentDate: '2026-01-01',
    }
    expect(packageCreateSchema.safeParse({ ...base, validityDays: 365 }).success).toBe(true)
    expect(packageCreateSchema.safeParse({ ...base, validityDays: 1_000_000_000 }).success).toBe(
      false,
    )
  })
})
