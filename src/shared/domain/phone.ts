import { DEFAULT_COUNTRY_CODE, LIMITS } from '../constants'

/** Keeps only the digits of a phone as typed or stored. */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '')
}

/**
 * Storage (international) form of a phone, spec §5 Signup: with country code 55 a number of
 * 13 digits starting with 55 is kept; 11 digits get 55 prepended; 10 digits get 55 prepended
 * and a 9 inserted after the two-digit area code; anything else gets 55 prepended unless it
 * already starts with it. Other country codes are prepended unless already present.
 */
export function normalizePhone(value: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  const digits = phoneDigits(value)
  const cc = phoneDigits(countryCode) || DEFAULT_COUNTRY_CODE
  if (!digits) return ''
  if (cc === '55') {
    if (digits.length === 13 && digits.startsWith('55')) return digits
    if (digits.length === 11) return `55${digits}`
    if (digits.length === 10) return `55${digits.slice(0, 2)}9${digits.slice(2)}`
    return digits.startsWith('55') ? digits : `55${digits}`
  }
  return digits.startsWith(cc) ? digits : `${cc}${digits}`
}

/**
 * Mask of a local Brazilian phone while typing and for display (spec §5 Phone display):
 * at most 11 digits, the two-digit area code in parentheses, a space, then the rest, split
 * 5 and 4 once past 7 digits: (11) 99999-9999. The result never exceeds 15 characters.
 */
export function maskPhone(value: string | null | undefined): string {
  const digits = phoneDigits(value).slice(0, LIMITS.phoneLocalDigitsMax)
  if (digits.length === 0) return ''
  if (digits.length <= 2) return `(${digits}`
  const area = digits.slice(0, 2)
  const rest = digits.slice(2)
  if (digits.length <= 7) return `(${area}) ${rest}`
  return `(${area}) ${rest.slice(0, 5)}-${rest.slice(5, 9)}`
}

/**
 * Display form of a stored phone: a leading 55 on 12 or more digits is stripped, then the
 * local mask applies. Numbers of other countries (still longer than 11 digits) are shown
 * in international form (+CC...).
 */
export function formatPhone(stored: string | null | undefined): string {
  let digits = phoneDigits(stored)
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2)
  if (digits.length > LIMITS.phoneLocalDigitsMax) return `+${digits}`
  return maskPhone(digits)
}

/** Value to put back into a masked input when editing a stored phone. */
export function phoneForEditing(stored: string | null | undefined): string {
  return formatPhone(stored)
}
