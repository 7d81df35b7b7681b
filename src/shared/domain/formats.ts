import { format, parseISO } from 'date-fns'
import { enUS } from 'date-fns/locale'
import {
  formatDateBR,
  formatDateTimeBR,
  formatDayMonthBR,
  formatLongDateBR,
  formatTimeBR,
  type IsoDate,
  isIsoDate,
} from './dates'
import { DEFAULT_FORMATS, DEFAULT_LANGUAGE, type Formats, type Language } from './locale'
import { formatBRL, formatDecimalBR } from './money'

/**
 * Formats of a coach's language and currency (issue 15). pt-BR and BRL format exactly as before
 * (the *BR helpers); English uses MMM d, yyyy, 12-hour times and a decimal point.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>()
const intlOf = (f: Formats, options: Intl.NumberFormatOptions) => {
  const key = `${f.language}|${f.currency}|${options.style ?? 'decimal'}`
  let nf = moneyFormats.get(key)
  if (!nf) {
    nf = new Intl.NumberFormat(f.language === 'en' ? 'en-US' : 'pt-BR', options)
    moneyFormats.set(key, nf)
  }
  return nf
}

/** An amount in cents: R$ 1.234,56 (pt-BR, BRL), $1,234.56 (en, USD), €1,234.56 (en, EUR)… */
export function formatMoney(cents: number, f: Formats = DEFAULT_FORMATS): string {
  if (f.language === 'pt-BR' && f.currency === 'BRL') return formatBRL(cents)
  return intlOf(f, { style: 'currency', currency: f.currency }).format(cents / 100)
}

/** An amount without its symbol, for a price input after blur: 1.234,56 / 1,234.56. */
export function formatDecimal(cents: number, f: Formats = DEFAULT_FORMATS): string {
  if (f.language === 'pt-BR') return formatDecimalBR(cents)
  return intlOf(f, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)
}

/** The currency's symbol as shown before an amount (R$, $, €). */
export function currencySymbol(f: Formats = DEFAULT_FORMATS): string {
  return (
    intlOf(f, { style: 'currency', currency: f.currency })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? f.currency
  )
}

const asDate = (value: Date | string) => (typeof value === 'string' ? parseISO(value) : value)

/** A calendar day or an instant: dd/MM/yyyy (pt-BR) or MMM d, yyyy (en). */
export function formatDate(value: IsoDate | Date | string, language: Language = DEFAULT_LANGUAGE) {
  if (language === 'pt-BR') return formatDateBR(value)
  const date =
    typeof value === 'string' && isIsoDate(value) ? parseISO(`${value}T12:00:00`) : asDate(value)
  return format(date, 'MMM d, yyyy', { locale: enUS })
}

/** The time of an instant, in the browser's zone: HH:mm (pt-BR) or h:mm AM (en). */
export function formatTime(value: Date | string, language: Language = DEFAULT_LANGUAGE) {
  if (language === 'pt-BR') return formatTimeBR(value)
  return format(asDate(value), 'h:mm a', { locale: enUS })
}

/** "dd/MM/yyyy às HH:mm" (pt-BR) or "MMM d, yyyy at h:mm AM" (en). */
export function formatDateTime(value: Date | string, language: Language = DEFAULT_LANGUAGE) {
  if (language === 'pt-BR') return formatDateTimeBR(value)
  return format(asDate(value), "MMM d, yyyy 'at' h:mm a", { locale: enUS })
}

/** "segunda-feira, 23 de novembro de 2026" (pt-BR) or "Monday, November 23, 2026" (en). */
export function formatLongDate(value: Date | string, language: Language = DEFAULT_LANGUAGE) {
  if (language === 'pt-BR') return formatLongDateBR(value)
  const date =
    typeof value === 'string' && isIsoDate(value) ? parseISO(`${value}T12:00:00`) : asDate(value)
  return format(date, 'EEEE, MMMM d, yyyy', { locale: enUS })
}

/** "dd/MM" (pt-BR) or "MMM d" (en) of an instant; with the year outside `year`. */
export function formatDayMonth(
  value: Date | string,
  year?: number,
  language: Language = DEFAULT_LANGUAGE,
) {
  if (language === 'pt-BR') return formatDayMonthBR(value, year)
  const date = asDate(value)
  return format(date, year === undefined || date.getFullYear() === year ? 'MMM d' : 'MMM d, yyyy', {
    locale: enUS,
  })
}
