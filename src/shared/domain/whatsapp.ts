import { PROGRESS_LIMITS } from '../constants'
import { phoneDigits, phoneLinks } from './phone'

/**
 * The digits wa.me wants for a stored phone (country code + number), or null when the phone
 * cannot receive WhatsApp (none, erased, invalid, or a Brazilian landline — as phoneLinks says).
 */
export function whatsappDigits(stored: string | null | undefined): string | null {
  return phoneLinks(stored)?.whatsapp ? phoneDigits(stored) : null
}

const ELLIPSIS = '…'

/**
 * A `https://wa.me/<digits>?text=…` link (or `https://wa.me/?text=…`, which lets the coach pick
 * the contact, without digits) that stays under `maxLength` characters: a text too long for it is
 * shortened, whole characters only (never half an emoji), and ends with '…'.
 */
export function whatsappUrl(
  digits: string | null,
  text: string,
  maxLength: number = PROGRESS_LIMITS.whatsappUrlMax,
): string {
  const base = `https://wa.me/${digits ?? ''}`
  const full = `${base}?text=${encodeURIComponent(text)}`
  if (full.length < maxLength) return full
  const chars = Array.from(text)
  // the longest prefix whose link (with the ellipsis) fits: binary search on the length
  let low = 0
  let high = chars.length
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    const candidate = `${base}?text=${encodeURIComponent(chars.slice(0, mid).join('').trimEnd() + ELLIPSIS)}`
    if (candidate.length < maxLength) low = mid
    else high = mid - 1
  }
  return `${base}?text=${encodeURIComponent(chars.slice(0, low).join('').trimEnd() + ELLIPSIS)}`
}

/** Shortens a text to at most `max` characters (whole characters), ending with '…' when cut. */
export function shortenText(text: string, max: number): string {
  const chars = Array.from(text.trim())
  if (chars.length <= max) return chars.join('')
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`
}

/**
 * The digits WhatsApp may use for a Brazilian mobile: accounts made before the ninth digit
 * (2012–2016) keep their 12-digit id (55 + area + 8 digits), so WhatsApp may write from
 * `551187654321` for a phone stored as `5511987654321`.
 */
function brazilianMobileWithoutNine(digits: string): string {
  return /^55\d{2}9\d{8}$/.test(digits) ? `${digits.slice(0, 4)}${digits.slice(5)}` : digits
}

/** Whether a WhatsApp id (`from`, `wa_id`) and a stored phone's digits are the same number. */
export function sameWhatsappNumber(waId: string, digits: string | null): boolean {
  if (!digits || !waId) return false
  return waId === digits || brazilianMobileWithoutNine(waId) === brazilianMobileWithoutNine(digits)
}
