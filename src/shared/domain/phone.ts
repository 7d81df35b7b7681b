import { isValidPhoneNumber } from 'libphonenumber-js/core'
import { ANONYMIZED_PHONE, DEFAULT_COUNTRY_CODE, LIMITS } from '../constants'
import { BR_PHONE_METADATA } from './phone-metadata-br'

/** Keeps only the digits of a phone as typed or stored. */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '')
}

export const PHONE_LENGTH_MESSAGE = 'Telefone inválido: informe DDD e número (10 ou 11 dígitos)'
export const PHONE_INVALID_MESSAGE = 'Telefone inválido: confira o DDD e o número'

/**
 * The local digits (area code + number) of a Brazilian phone as typed, pasted or stored
 * (issue 8 amending spec §5): a leading +55/55 is dropped when the number has 12 or 13 digits
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
export function brazilianPhoneProblem(value: string | null | undefined): string | null {
  const local = withNinthDigit(brazilianLocalDigits(value))
  if (local.length !== 10 && local.length !== 11) return PHONE_LENGTH_MESSAGE
  return isValidPhoneNumber(local, 'BR', BR_PHONE_METADATA) ? null : PHONE_INVALID_MESSAGE
}

/**
 * Storage (international) form of a phone. With country code 55: `55` + the local digits,
 * an old 8-digit mobile getting its 9 (validate first with brazilianPhoneProblem). Other
 * country codes are prepended unless already present.
 */
export function normalizePhone(value: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  const cc = phoneDigits(countryCode) || DEFAULT_COUNTRY_CODE
  if (cc === DEFAULT_COUNTRY_CODE) {
    const local = withNinthDigit(brazilianLocalDigits(value))
    return local ? `${DEFAULT_COUNTRY_CODE}${local}` : ''
  }
  const digits = phoneDigits(value)
  if (!digits) return ''
  return digits.startsWith(cc) ? digits : `${cc}${digits}`
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
 * local mask applies. Numbers of other countries (still longer than 11 digits) are shown
 * in international form (+CC...).
 */
export function formatPhone(stored: string | null | undefined): string {
  // an erased student's placeholder (decision 0008) reads as no phone at all
  if (stored === ANONYMIZED_PHONE) return ''
  let digits = phoneDigits(stored)
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2)
  if (digits.length > LIMITS.phoneLocalDigitsMax) return `+${digits}`
  return maskPhone(digits)
}

/** Value to put back into a masked input when editing a stored phone. */
export function phoneForEditing(stored: string | null | undefined): string {
  return formatPhone(stored)
}

/** tel: and WhatsApp links of a stored Brazilian phone; WhatsApp only for mobiles. */
export function phoneLinks(
  stored: string | null | undefined,
): { tel: string; whatsapp: string | null } | null {
  const digits = phoneDigits(stored)
  if (!(digits.length === 12 || digits.length === 13) || !digits.startsWith('55')) return null
  if (brazilianPhoneProblem(digits)) return null
  const mobile = digits.length === 13
  return { tel: `tel:+${digits}`, whatsapp: mobile ? `https://wa.me/${digits}` : null }
}
