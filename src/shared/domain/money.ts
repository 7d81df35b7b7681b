import { DEFAULT_LANGUAGE, type Language } from './locale'

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
const decimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** R$ 1.234,56 from integer cents. */
export function formatBRL(cents: number): string {
  return brl.format(cents / 100)
}

/** 1.234,56 (no currency symbol), for a price input after blur. */
export function formatDecimalBR(cents: number): string {
  return decimal.format(cents / 100)
}

/**
 * What a coach typed in a price field as a plain decimal text ('1234.56'), or null when it is
 * not a number (spec §5: comma or dot decimals, spaces and the currency's symbol stripped).
 * When both separators appear, the last one is the decimal separator and the other groups
 * thousands; several dots and no comma group thousands (1.234.567). A lone comma is the
 * decimal separator in pt-BR ("150,5"); in English commas before groups of three
 * digits group thousands ("1,234" is 1234), any other lone comma is still a decimal one.
 */
export function amountText(text: string, language: Language = DEFAULT_LANGUAGE): string | null {
  let s = text.replace(/\s|R\$|US\$|\$|€/g, '')
  if (s === '') return null
  const lastComma = s.lastIndexOf(',')
  const lastDot = s.lastIndexOf('.')
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalSep = lastComma > lastDot ? ',' : '.'
    const groupSep = decimalSep === ',' ? '.' : ','
    s = s.split(groupSep).join('').replace(decimalSep, '.')
  } else if (language === 'en' && /^-?\d{1,3}(,\d{3})+$/.test(s)) {
    s = s.split(',').join('')
  } else if (lastComma >= 0) {
    if (s.indexOf(',') !== lastComma) return null
    s = s.replace(',', '.')
  } else if (lastDot >= 0 && s.indexOf('.') !== lastDot) {
    s = s.split('.').join('')
  }
  if (!/^-?\d*(\.\d*)?$/.test(s) || s === '.' || s === '-' || s === '') return null
  return s
}

/**
 * Parses what a coach types in a price field into integer cents: "150" → 15000, "150,5" →
 * 15050, "1.234,56" → 123456, "99.90" → 9990; in English also "1,234.56" → 123456 and
 * "1,234" → 123400 (see amountText). Returns null when the text is not a number.
 */
export function parseMoneyInput(
  text: string,
  language: Language = DEFAULT_LANGUAGE,
): number | null {
  const s = amountText(text, language)
  if (s === null) return null
  const value = Number(s)
  if (!Number.isFinite(value)) return null
  return Math.round(value * 100)
}

/** Converts a number of reais (as a form holds it) to integer cents. */
export function toCents(reais: number): number {
  return Math.round(reais * 100)
}
