import { z } from 'zod'
import { type IsoDate, isIsoDate } from '../domain/dates'
import { CURRENCIES, isTimeZone, LANGUAGES, LOCALE_MESSAGES } from '../domain/locale'
import { phoneDigits, phoneProblem } from '../domain/phone'
import { msg } from '../messages'

/** A uuid path or body id; anything else is answered as not found by the routes. */
export const idSchema = z.uuid({ error: msg('common.invalidIdentifier') })

export const INVALID_TEXT_MESSAGE = msg('common.invalidText')

/** A UTF-16 surrogate without its pair (not encodable as UTF-8). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** C0 control characters and DEL; multi-line text keeps tab, line feed and carriage return. */
function hasControlCharacter(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c === 0x7f) return true
    if (c < 0x20 && !(multiline && (c === 0x09 || c === 0x0a || c === 0x0d))) return true
  }
  return false
}

/**
 * Whether a text can be stored and searched: no control character (PostgreSQL refuses NUL in
 * text, and none of them belongs in a name, a note or a search), no lone surrogate.
 */
export function isCleanText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !hasControlCharacter(value, options.multiline ?? false) && !LONE_SURROGATE.test(value)
}

/**
 * The one string field of the shared schemas: trimmed, then refused with
 * INVALID_TEXT_MESSAGE when it holds a control character. Chain `.min`/`.max`
 * after it; `multiline` allows tab and line breaks (notes).
 */
export const cleanText = (
  options: { required?: string; multiline?: boolean; invalid?: string } = {},
) =>
  z
    .string(options.required ? { error: options.required } : undefined)
    .trim()
    .refine((v) => isCleanText(v, options), {
      error: options.invalid ?? INVALID_TEXT_MESSAGE,
      abort: true,
    })

/** The range every calendar day must fall in (year 9999 broke date arithmetic). */
export const DATE_MIN: IsoDate = '2000-01-01'
export const DATE_MAX: IsoDate = '2100-12-31'
export const DATE_OUT_OF_RANGE_MESSAGE = msg('common.dateOutOfRangeYears')

/** A calendar day 'yyyy-MM-dd' between DATE_MIN and DATE_MAX (body fields and query params). */
export const isoDay = () => dayChecks(z.string())

/** A required calendar day of a form or body (isoDay with the field's own required message). */
export const isoDateSchema = (requiredMessage: string) =>
  dayChecks(z.string({ error: requiredMessage }).min(1, { error: requiredMessage, abort: true }))

function dayChecks(schema: z.ZodString) {
  return schema
    .refine(isIsoDate, { error: msg('common.invalidDate'), abort: true })
    .refine(isDayInRange, { error: DATE_OUT_OF_RANGE_MESSAGE })
}

export function isDayInRange(day: IsoDate): boolean {
  return day >= DATE_MIN && day <= DATE_MAX
}

/** Optional one-line text that arrives as '' from forms: trimmed, '' becomes null. */
export const optionalText = (max: number, tooLong: string, options: { multiline?: boolean } = {}) =>
  cleanText(options)
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => (v ? v : null))

/** A search term of a list (?q=): trimmed, at most 100 characters, no control character. */
export const searchTerm = () => cleanText().max(100).optional()

/**
 * A Brazilian phone as typed in a masked field (or pasted as +55 …): at most 20 characters;
 * when given it must have 10 or 11 local digits and a real area code. Issue 15: a
 * phone of another country comes as '+CC number' ('+1 212 555 0123') and must be a valid
 * number of that country. Stored as E.164 digits by normalizePhone.
 */
export const maskedPhone = (requiredMessage?: string) => {
  const base = cleanText()
    .max(20, { error: msg('phone.tooLong') })
    .refine((v) => /^[\d\s()+-]*$/.test(v), { error: msg('phone.invalid'), abort: true })
  const required = requiredMessage
    ? base.refine((v) => phoneDigits(v).length > 0, { error: requiredMessage, abort: true })
    : base
  return required.superRefine((v, ctx) => {
    if (!phoneDigits(v)) return
    const problem = phoneProblem(v)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
}

/** Issue 15: one of the app's languages (pt-BR, en). */
export const languageField = z.enum(LANGUAGES, { error: LOCALE_MESSAGES.language })

/** Issue 15: one of the currencies a coach may charge in (BRL, USD, EUR). */
export const currencyField = z.enum(CURRENCIES, { error: LOCALE_MESSAGES.currency })

/** Issue 15: an IANA time zone the runtime knows (America/Sao_Paulo, America/New_York…). */
export const timeZoneField = z
  .string({ error: LOCALE_MESSAGES.timeZone })
  .refine(isTimeZone, { error: LOCALE_MESSAGES.timeZone })
