import { MONEY_LIMITS, type PixKeyType } from '../constants'
import { type Message, msg } from '../messages'
import { brazilianPhoneProblem, normalizePhone, PHONE_INVALID_MESSAGE } from './phone'

/*
 * Pix: the receiver's key, validated and normalised as the DICT stores it,
 * and the static BR Code ("Pix copia e cola") of a charge, built per the Banco Central's
 * "Manual de Padrões para Iniciação do Pix" (EMV® QRCPS Merchant-Presented Mode): every field
 * is ID (2 digits) + length (2 digits) + value, closed by a CRC16-CCITT-FALSE.
 */

export type PixKeyResult = { ok: true; key: string } | { ok: false; message: Message }

export const PIX_KEY_MESSAGES = {
  cpfLength: msg('pix.cpfLength'),
  cpf: msg('pix.cpfDigits'),
  cnpjLength: msg('pix.cnpjLength'),
  cnpj: msg('pix.cnpjDigits'),
  email: msg('common.invalidEmail'),
  emailLength: msg('pix.emailTooLong'),
  phoneForeign: msg('pix.phoneNotBrazilian'),
  phoneMobile: msg('pix.phoneNotMobile'),
  random: msg('pix.randomKeyFormat'),
  randomBlank: msg('pix.randomKeyInvalid'),
  type: msg('pix.invalidKeyType'),
} as const

/** Longest key: Merchant Account Information (ID 26) holds at most 99 characters. */
export const PIX_KEY_MAX = 77

/** Separators a CPF or CNPJ may be typed or pasted with (123.456.789-09, 12.345.678/0001-95). */
const DOCUMENT_MASK = /^[\d\s./-]+$/
/** The same for a CNPJ, whose first 12 characters may also be letters (12.ABC.345/01DE-35). */
const CNPJ_MASK = /^[\dA-Za-z\s./-]+$/

/**
 * Modulo-11 check digit of Brazilian CPF/CNPJ: weights applied from the right, remainder
 * below 2 gives 0, else 11 − remainder. A character counts as its ASCII code − 48 (the
 * Receita Federal's rule for the alphanumeric CNPJ: '0'–'9' → 0–9, 'A' → 17 … 'Z' → 42).
 */
function mod11Digit(chars: string, weights: readonly number[]): number {
  let sum = 0
  for (let i = 0; i < chars.length; i++) sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2]
const CPF_W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]

/** True for 11 digits whose two check digits are right and that are not all the same. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false
  const d1 = mod11Digit(digits.slice(0, 9), CPF_W1)
  const d2 = mod11Digit(digits.slice(0, 10), CPF_W2)
  return digits[9] === String(d1) && digits[10] === String(d2)
}

/**
 * True for a CNPJ of 14 characters — 12 digits or upper-case letters (the alphanumeric CNPJ
 * the Receita Federal issues from July 2026; IN RFB 2.229/2024) then 2 check digits — whose
 * check digits are right and that is not one digit repeated.
 */
export function isValidCnpj(digits: string): boolean {
  if (!/^[\dA-Z]{12}\d{2}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false
  const d1 = mod11Digit(digits.slice(0, 12), CNPJ_W1)
  const d2 = mod11Digit(digits.slice(0, 13), CNPJ_W2)
  return digits[12] === String(d1) && digits[13] === String(d2)
}

function documentKey(
  raw: string,
  length: number,
  valid: (digits: string) => boolean,
  messages: { length: Message; invalid: Message },
  alphanumeric = false,
): PixKeyResult {
  const text = raw.trim()
  if (!(alphanumeric ? CNPJ_MASK : DOCUMENT_MASK).test(text))
    return { ok: false, message: messages.length }
  const digits = text.replace(/[\s./-]/g, '').toUpperCase()
  if (digits.length !== length) return { ok: false, message: messages.length }
  return valid(digits) ? { ok: true, key: digits } : { ok: false, message: messages.invalid }
}

/** One label of a domain: letters, digits and inner hyphens, at most 63 characters. */
const DOMAIN_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const EMAIL_PATTERN = new RegExp(
  `^[a-z0-9!#$%&'*+/=?^_\`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_\`{|}~-]+)*@(?:${DOMAIN_LABEL}\\.)+[a-z]{2,63}$`,
)

function emailKey(raw: string): PixKeyResult {
  const email = raw.trim().toLowerCase()
  if (email.length > PIX_KEY_MAX) return { ok: false, message: PIX_KEY_MESSAGES.emailLength }
  return EMAIL_PATTERN.test(email)
    ? { ok: true, key: email }
    : { ok: false, message: PIX_KEY_MESSAGES.email }
}

/**
 * A phone key is a Brazilian mobile, stored as +55 + area code + 9 digits. The rules of
 * shared/domain/phone.ts apply: masks, a pasted +55/55 or a trunk 0, an old 8-digit mobile
 * getting its 9; landlines are refused (Pix phone keys are mobiles).
 */
function phoneKey(raw: string): PixKeyResult {
  const text = raw.trim()
  if (/^(\+|00)/.test(text) && !/^(\+|00)\s*55/.test(text))
    return { ok: false, message: PIX_KEY_MESSAGES.phoneForeign }
  const local = text.replace(/^00\s*55/, '+55')
  if (!/^[\d\s()+.-]*$/.test(local)) return { ok: false, message: PHONE_INVALID_MESSAGE }
  const problem = brazilianPhoneProblem(local)
  if (problem) return { ok: false, message: problem }
  const stored = normalizePhone(local) // '55' + DDD + number
  if (!/^55\d{2}9\d{8}$/.test(stored)) return { ok: false, message: PIX_KEY_MESSAGES.phoneMobile }
  return { ok: true, key: `+${stored}` }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * A random key (EVP) is the UUID the DICT gave the account, in lower case with dashes; one
 * pasted in upper case or without the dashes is accepted. The version nibble is not checked:
 * the DICT's own pattern does not, and the manual's example key is not a v4.
 */
function randomKey(raw: string): PixKeyResult {
  let text = raw.trim().toLowerCase()
  if (/^[0-9a-f]{32}$/.test(text))
    text = `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
  if (!UUID_PATTERN.test(text)) return { ok: false, message: PIX_KEY_MESSAGES.random }
  // the nil and max UUIDs (all 0s, all fs) are placeholders no bank assigns: a charge to them
  // cannot be paid
  if (/^[0-]+$/.test(text) || /^[f-]+$/.test(text))
    return { ok: false, message: PIX_KEY_MESSAGES.randomBlank }
  return { ok: true, key: text }
}

/**
 * Validates a Pix key of the given type and returns it normalised as stored (and as it goes
 * into the BR Code): digits for CPF, digits and upper-case letters for CNPJ, lower-case e-mail, '+55DDNNNNNNNNN' for a phone,
 * lower-case UUID for a random key; or the pt-BR reason it is refused.
 */
export function validatePixKey(type: PixKeyType, raw: string): PixKeyResult {
  const value = typeof raw === 'string' ? raw : ''
  switch (type) {
    case 'cpf':
      return documentKey(value, 11, isValidCpf, {
        length: PIX_KEY_MESSAGES.cpfLength,
        invalid: PIX_KEY_MESSAGES.cpf,
      })
    case 'cnpj':
      return documentKey(
        value,
        14,
        isValidCnpj,
        { length: PIX_KEY_MESSAGES.cnpjLength, invalid: PIX_KEY_MESSAGES.cnpj },
        true,
      )
    case 'email':
      return emailKey(value)
    case 'phone':
      return phoneKey(value)
    case 'random':
      return randomKey(value)
    default:
      return { ok: false, message: PIX_KEY_MESSAGES.type }
  }
}

/**
 * Text as a BR Code carries it: accents removed (São → Sao, Ç → C), anything outside
 * printable ASCII dropped, spaces collapsed, then cut to `max` characters and trimmed.
 * Case is kept. May return '' (a name written only in other scripts).
 */
export function pixText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()
}

/** Transaction id of a static charge: up to 25 letters and digits of the seed (e.g. a uuid). */
export function pixTxid(seed: string): string {
  return seed.replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_TXID_MAX)
}

export const PIX_TXID_MAX = 25

/** Fallbacks so that a name or city with nothing left after pixText still makes a valid code. */
const NAME_FALLBACK = 'Recebedor'
const CITY_FALLBACK = 'Brasil'

const CRC_TABLE = (() => {
  const table = new Uint16Array(256)
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte << 8
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    table[byte] = crc
  }
  return table
})()

/**
 * CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor) of the
 * UTF-8 bytes of `text` — the checksum of a BR Code ('123456789' → 0x29B1).
 */
export function crc16ccitt(text: string): number {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text))
    crc = ((crc << 8) & 0xffff) ^ (CRC_TABLE[((crc >> 8) ^ byte) & 0xff] ?? 0)
  return crc
}

/** One EMV field: ID + 2-digit length + value (the value is ASCII, so length = characters). */
function tlv(id: string, value: string): string {
  if (value.length < 1 || value.length > 99)
    throw new Error(`BR Code: field ${id} must have 1 to 99 characters (${value.length})`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** 12345 cents → '123.45' (the BR Code's amount: dot decimal, two places, no grouping). */
function pixAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

export interface PixPayloadInput {
  /** The key as validatePixKey normalised it. */
  key: string
  /** Receiver name (Merchant Name, cut to 25 after removing accents). */
  name: string
  /** Receiver city (Merchant City, cut to 15 after removing accents). */
  city: string
  /** Amount in cents; 0 leaves the amount to the payer. */
  amountCents: number
  /** Up to 25 letters/digits (others dropped); '' → '***' (no id). */
  txid: string
}

/**
 * The static BR Code ("Pix copia e cola") of a charge:
 * 00 '01' · 26 (00 'br.gov.bcb.pix', 01 key) · 52 '0000' · 53 '986' · 54 amount (omitted for 0)
 * · 58 'BR' · 59 name · 60 city · 62 (05 txid) · 63 CRC16 of everything before it plus '6304'.
 * Throws on a key that cannot fit (empty, over 77 characters, not printable ASCII) or an
 * amount that is not a whole non-negative number of cents — callers validate those first.
 */
export function buildPixPayload(input: PixPayloadInput): string {
  const { key, amountCents } = input
  if (!key || key.length > PIX_KEY_MAX || !/^[\x21-\x7e]+$/.test(key))
    throw new Error('BR Code: invalid Pix key')
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new Error('BR Code: amount must be whole cents ≥ 0')
  const name = pixText(input.name, MONEY_LIMITS.pixNameMax) || NAME_FALLBACK
  const city = pixText(input.city, MONEY_LIMITS.pixCityMax) || CITY_FALLBACK
  const txid = pixTxid(input.txid) || '***'
  const body =
    tlv('00', '01') +
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', key)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    (amountCents > 0 ? tlv('54', pixAmount(amountCents)) : '') +
    tlv('58', 'BR') +
    tlv('59', name) +
    tlv('60', city) +
    tlv('62', tlv('05', txid)) +
    '6304'
  return body + crc16ccitt(body).toString(16).toUpperCase().padStart(4, '0')
}

/**
 * Pix is a Brazilian instrument: it charges in reais only. A coach whose currency
 * is another one is offered no 'Cobrar via Pix', and the server refuses the charge.
 */
export const pixAvailable = (currency: string) => currency === 'BRL'
export const PIX_NEEDS_BRL = msg('pix.brlOnly')
