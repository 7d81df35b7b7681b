import { isValidPhoneNumber } from 'libphonenumber-js/core'
import { ANONYMIZED_PHONE, DEFAULT_COUNTRY_CODE, LIMITS } from '../constants'
import { type Message, msg } from '../messages'
import { BR_PHONE_METADATA, COUNTRY_CALLING_CODES } from './phone-metadata-br'

/** Keeps only the digits of a phone as typed or stored. */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '')
}

export const PHONE_LENGTH_MESSAGE = msg('phone.invalidBrDigits')
export const PHONE_INVALID_MESSAGE = msg('phone.invalidBr')
export const PHONE_COUNTRY_MESSAGE = msg('phone.invalidCountryCode')
export const PHONE_WORLD_INVALID_MESSAGE = msg('phone.invalidInternational')

/**
 * A valid phone of a country other than Brazil, as the world metadata reads it:
 * its storage digits (E.164 without the '+'), its international display ('+1 212 555 0123')
 * and whether WhatsApp can reach it (a mobile, or a number that may be one, as in the US).
 */
export interface WorldPhone {
  digits: string
  international: string
  mobile: boolean
}

type WorldPhoneParser = (international: string) => WorldPhone | null

/**
 * Other countries need libphonenumber-js's `max` metadata (~40 kB gzipped): phone-world.ts
 * registers its parser here. The server imports it at start; the browser loads it only where
 * a phone of another country is handled (~/lib/world-phones). Brazil never needs it.
 */
let parseWorld: WorldPhoneParser | null = null

export function registerWorldPhones(parser: WorldPhoneParser): void {
  parseWorld = parser
}

export function worldPhonesReady(): boolean {
  return parseWorld !== null
}

const CALLING_CODES = new Set(COUNTRY_CALLING_CODES.split(' '))

/** The country calling code digits begin with (codes never begin one another), or null. */
function callingCodeOf(digits: string): string | null {
  for (const n of [1, 2, 3]) if (CALLING_CODES.has(digits.slice(0, n))) return digits.slice(0, n)
  return null
}

/** Stored digits that may be another country's (E.164 not beginning with 55). */
function worldDigits(raw: string): boolean {
  return /^\d+$/.test(raw) && !raw.startsWith(DEFAULT_COUNTRY_CODE) && raw !== ANONYMIZED_PHONE
}

/**
 * Whether a phone — stored digits or as typed — belongs to another country than Brazil:
 * typed with a '+' other than +55, or stored E.164 digits not beginning with 55. Up to 11
 * stored digits that are no valid number of another country are read as an old local
 * Brazilian number (11 98765-4321), the app's first format; until the metadata is loaded, those
 * that are valid Brazilian numbers are.
 */
export function isWorldPhone(value: string | null | undefined): boolean {
  const raw = (value ?? '').trim()
  if (raw.startsWith('+')) return !phoneDigits(raw).startsWith(DEFAULT_COUNTRY_CODE)
  if (!worldDigits(raw)) return false
  if (raw.length > LIMITS.phoneLocalDigitsMax) return true
  if (parseWorld) return parseWorld(`+${raw}`) !== null
  return brazilianPhoneProblem(raw) !== null
}

/** Whether reading a phone needs the metadata of other countries, not loaded yet. */
export function needsWorldPhones(value: string | null | undefined): boolean {
  return !parseWorld && (isWorldPhone(value) || worldDigits((value ?? '').trim()))
}

/**
 * The international form ('+CC number') of a phone typed with a country code: null when it is
 * Brazilian (country code 55 and no other '+CC' typed). With another country code, a number
 * typed with that code already in front (14155552671 for +1) keeps it once.
 */
function internationalInput(value: string, countryCode: string): string | null {
  const raw = value.trim()
  if (raw.startsWith('+')) return phoneDigits(raw).startsWith(DEFAULT_COUNTRY_CODE) ? null : raw
  if (countryCode === DEFAULT_COUNTRY_CODE) return null
  const typed = `+${countryCode} ${raw}`
  const digits = phoneDigits(raw)
  if (parseWorld?.(typed) || !digits.startsWith(countryCode)) return typed
  return `+${digits}`
}

/**
 * A phone typed as '+CC number' split into its country calling code and the rest as typed:
 * '+1 212 555 0123' → 1 and '212 555 0123'; '+12125550123' → 1 and '2125550123'. Null when
 * no country code follows the '+' (a '+21 …' is no code, not Morocco's +212).
 */
export function splitInternational(
  value: string | null | undefined,
): { countryCode: string; national: string } | null {
  const match = /^\+(\d+)(.*)$/s.exec((value ?? '').trim())
  if (!match) return null
  const [, lead = '', rest = ''] = match
  const code = lead.length <= 3 ? (CALLING_CODES.has(lead) ? lead : null) : callingCodeOf(lead)
  return code ? { countryCode: code, national: `${lead.slice(code.length)}${rest}`.trim() } : null
}

/** The country calling code of a stored phone: 55 for a Brazilian one (and for none). */
export function phoneCountryCode(stored: string | null | undefined): string {
  if (!isWorldPhone(stored)) return DEFAULT_COUNTRY_CODE
  return splitInternational(`+${phoneDigits(stored)}`)?.countryCode ?? DEFAULT_COUNTRY_CODE
}

/** A '+CC number' in the international format of its country, or null when it is not valid
 * (or the metadata is not loaded yet): '+44 07911 123456' → '+44 7911 123456'. */
export function internationalFormat(value: string): string | null {
  return parseWorld?.(value)?.international ?? null
}

/**
 * Why a phone of another country is refused, or null. Without the metadata (in the browser,
 * until it is loaded) only the E.164 length is checked: the server checks the rest.
 */
function worldPhoneProblem(international: string): Message | null {
  if (!splitInternational(international)) return PHONE_COUNTRY_MESSAGE
  if (parseWorld) return parseWorld(international) ? null : PHONE_WORLD_INVALID_MESSAGE
  const length = phoneDigits(international).length
  return length >= 8 && length <= 15 ? null : PHONE_WORLD_INVALID_MESSAGE
}

/**
 * Why a phone is refused, or null. Brazil (country code 55, the default): the spec's rules
 * and messages exactly (brazilianPhoneProblem). Another country — a '+CC…' typed in the
 * phone, or the sign-up's separate country code: a valid number of that country.
 */
export function phoneProblem(
  value: string | null | undefined,
  countryCode: string = DEFAULT_COUNTRY_CODE,
): Message | null {
  const international = internationalInput(
    value ?? '',
    phoneDigits(countryCode) || DEFAULT_COUNTRY_CODE,
  )
  return international === null ? brazilianPhoneProblem(value) : worldPhoneProblem(international)
}

/**
 * The local digits (area code + number) of a Brazilian phone as typed, pasted or stored
 * (amending spec §5): a leading +55/55 is dropped when the number has 12 or 13 digits
 * (`+55 (11) 97777-6666` as WhatsApp shows it), and so is a leading trunk 0 (`011 …`).
 * Nothing else is changed.
 */
export function brazilianLocalDigits(value: string | null | undefined): string {
  const raw = (value ?? '').trim()
  let digits = phoneDigits(raw)
  if (
    raw.startsWith('+55') ||
    ((digits.length === 12 || digits.length === 13) && digits.startsWith('55'))
  )
    digits = digits.slice(2)
  else if ((digits.length === 11 || digits.length === 12) && digits.startsWith('0'))
    digits = digits.slice(1)
  return digits
}

/**
 * Local digits with the ninth digit of an old 8-digit mobile added: 10 digits whose number
 * begins with 6–9 get a 9 after the area code; landlines (number beginning with 2–5) stay.
 */
function withNinthDigit(local: string): string {
  if (local.length === 10 && /[6-9]/.test(local[2] ?? ''))
    return `${local.slice(0, 2)}9${local.slice(2)}`
  return local
}

/** Why a Brazilian phone is refused, or null when it is a valid landline or mobile. */
export function brazilianPhoneProblem(value: string | null | undefined): Message | null {
  const local = withNinthDigit(brazilianLocalDigits(value))
  if (local.length !== 10 && local.length !== 11) return PHONE_LENGTH_MESSAGE
  return isValidPhoneNumber(local, 'BR', BR_PHONE_METADATA) ? null : PHONE_INVALID_MESSAGE
}

/**
 * Storage form of a phone: E.164 without the '+' (the columns hold digits only). Brazil:
 * `55` + the local digits, an old 8-digit mobile getting its 9. Another country ('+CC…' typed,
 * or the sign-up's country code): the number as the metadata reads it (a trunk 0 dropped,
 * Argentina's mobile 9 put in). Validate first with phoneProblem.
 */
export function normalizePhone(value: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  if (!phoneDigits(value)) return ''
  const international = internationalInput(value, phoneDigits(countryCode) || DEFAULT_COUNTRY_CODE)
  if (international === null) {
    const local = withNinthDigit(brazilianLocalDigits(value))
    return local ? `${DEFAULT_COUNTRY_CODE}${local}` : ''
  }
  return parseWorld?.(international)?.digits ?? phoneDigits(international)
}

/**
 * Mask of a local Brazilian phone while typing and for display: at most 11 digits, the area
 * code in parentheses, then the number split 4-4 for a landline, (11) 3063-4000, or 5-4 for a
 * mobile (number beginning with 9, or 11 digits), (11) 97777-6666. A pasted +55/55 prefix is
 * recognised. The result never exceeds 15 characters.
 */
export function maskPhone(value: string | null | undefined): string {
  const digits = brazilianLocalDigits(value).slice(0, LIMITS.phoneLocalDigitsMax)
  if (digits.length === 0) return ''
  if (digits.length <= 2) return `(${digits}`
  const area = digits.slice(0, 2)
  const rest = digits.slice(2)
  const head = digits.length === 11 || rest.startsWith('9') ? 5 : 4
  if (rest.length <= head) return `(${area}) ${rest}`
  return `(${area}) ${rest.slice(0, head)}-${rest.slice(head)}`
}

/**
 * Display form of a stored phone: a leading 55 on 12 or more digits is stripped, then the
 * local mask applies. Numbers of other countries are shown in international form,
 * '+1 212 555 0123' ('+12125550123' until the browser has loaded the metadata).
 */
export function formatPhone(stored: string | null | undefined): string {
  // an erased student's placeholder (decision 0008) reads as no phone at all
  if (stored === ANONYMIZED_PHONE) return ''
  if (isWorldPhone(stored)) {
    const international = `+${phoneDigits(stored)}`
    return parseWorld?.(international)?.international ?? international
  }
  let digits = phoneDigits(stored)
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2)
  if (digits.length > LIMITS.phoneLocalDigitsMax) return `+${digits}`
  return maskPhone(digits)
}

/** Value to put back into a masked input when editing a stored phone. */
export function phoneForEditing(stored: string | null | undefined): string {
  return formatPhone(stored)
}

/**
 * tel: and WhatsApp links of a stored phone; WhatsApp only for mobiles (and, abroad, numbers
 * that may be mobiles, as in the US). Another country's links wait for the metadata.
 */
export function phoneLinks(
  stored: string | null | undefined,
): { tel: string; whatsapp: string | null } | null {
  const digits = phoneDigits(stored)
  if (isWorldPhone(stored)) {
    const phone = parseWorld?.(`+${digits}`)
    if (!phone) return null
    return {
      tel: `tel:+${phone.digits}`,
      whatsapp: phone.mobile ? `https://wa.me/${phone.digits}` : null,
    }
  }
  if (!(digits.length === 12 || digits.length === 13) || !digits.startsWith('55')) return null
  if (brazilianPhoneProblem(digits)) return null
  const mobile = digits.length === 13
  return { tel: `tel:+${digits}`, whatsapp: mobile ? `https://wa.me/${digits}` : null }
}
