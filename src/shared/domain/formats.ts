import { distanceWithSuffix, formatPattern as format, formatValue } from './date-text'
import {
  formatDateBR,
  formatDateTimeBR,
  formatDayMonthBR,
  formatLongDateBR,
  formatTimeBR,
  type IsoDate,
} from './dates'
import { DEFAULT_FORMATS, DEFAULT_LANGUAGE, type Formats, type Language } from './locale'
import { formatBRL, formatDecimalBR } from './money'

/**
 * Formats of a coach's language and currency. pt-BR and BRL format exactly as before
 * (the *BR helpers); English uses MMM d, yyyy, 12-hour times and a decimal point.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const numberFormat = (language: Language, options: Intl.NumberFormatOptions) => {
  const key = `${language}|${JSON.stringify(options)}`
  let nf = numberFormats.get(key)
  if (!nf) {
    nf = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'pt-BR', options)
    numberFormats.set(key, nf)
  }
  return nf
}

/** An amount in cents: R$ 1.234,56 (pt-BR, BRL), $1,234.56 (en, USD), €1,234.56 (en, EUR)… */
export function formatMoney(cents: number, f: Formats = DEFAULT_FORMATS): string {
  if (f.language === 'pt-BR' && f.currency === 'BRL') return formatBRL(cents)
  return numberFormat(f.language, { style: 'currency', currency: f.currency }).format(cents / 100)
}

/** An amount without its symbol, for a price input after blur: 1.234,56 / 1,234.56. */
export function formatDecimal(cents: number, f: Formats = DEFAULT_FORMATS): string {
  if (f.language === 'pt-BR') return formatDecimalBR(cents)
  return numberFormat(f.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  )
}

/** The currency's symbol as shown before an amount (R$, $, €). */
export function currencySymbol(f: Formats = DEFAULT_FORMATS): string {
  return (
    numberFormat(f.language, { style: 'currency', currency: f.currency })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? f.currency
  )
}

/*
 * Dates and times. A calendar day ('yyyy-MM-dd') is that day wherever; an instant is read on
 * the clocks of `timeZone` — the coach's: every date and time a screen, a message or an export
 * shows is in the coach's zone, never the device's or the server's — and on the runtime's
 * clocks only when no zone is given.
 */

/** A calendar day or an instant: dd/MM/yyyy (pt-BR) or MMM d, yyyy (en). */
export function formatDate(
  value: IsoDate | Date | string,
  language: Language = DEFAULT_LANGUAGE,
  timeZone?: string,
) {
  if (language === 'pt-BR') return formatDateBR(value, timeZone)
  return formatValue(value, 'MMM d, yyyy', 'en', timeZone)
}

/** The time of an instant: HH:mm (pt-BR) or h:mm AM (en). */
export function formatTime(
  value: Date | string,
  language: Language = DEFAULT_LANGUAGE,
  timeZone?: string,
) {
  if (language === 'pt-BR') return formatTimeBR(value, timeZone)
  return formatValue(value, 'h:mm a', 'en', timeZone)
}

/** "dd/MM/yyyy às HH:mm" (pt-BR) or "MMM d, yyyy at h:mm AM" (en). */
export function formatDateTime(
  value: Date | string,
  language: Language = DEFAULT_LANGUAGE,
  timeZone?: string,
) {
  if (language === 'pt-BR') return formatDateTimeBR(value, timeZone)
  return formatValue(value, "MMM d, yyyy 'at' h:mm a", 'en', timeZone)
}

/** "segunda-feira, 23 de novembro de 2026" (pt-BR) or "Monday, November 23, 2026" (en). */
export function formatLongDate(
  value: Date | string,
  language: Language = DEFAULT_LANGUAGE,
  timeZone?: string,
) {
  if (language === 'pt-BR') return formatLongDateBR(value, timeZone)
  return formatValue(value, 'EEEE, MMMM d, yyyy', 'en', timeZone)
}

/** "dd/MM" (pt-BR) or "MMM d" (en) of a day or an instant; with the year outside `year`. */
export function formatDayMonth(
  value: Date | string,
  year?: number,
  language: Language = DEFAULT_LANGUAGE,
  timeZone?: string,
) {
  if (language === 'pt-BR') return formatDayMonthBR(value, year, timeZone)
  const sameYear = year === undefined || formatValue(value, 'yyyy', 'en', timeZone) === String(year)
  return formatValue(value, sameYear ? 'MMM d' : 'MMM d, yyyy', 'en', timeZone)
}

/** "dd/MM/yyyy HH:mm" (pt-BR) or "MMM d, yyyy h:mm AM" (en) of an instant (lists, movements). */
export function formatDateTimeShort(
  value: Date | string,
  language: Language = DEFAULT_LANGUAGE,
  timeZone?: string,
) {
  return language === 'pt-BR'
    ? formatValue(value, 'dd/MM/yyyy HH:mm', 'en', timeZone)
    : formatValue(value, 'MMM d, yyyy h:mm a', 'en', timeZone)
}

/** 'há 3 dias' (pt-BR) or '3 days ago' (en): an instant relative to `now`. */
export function formatRelative(value: Date, now: Date, language: Language = DEFAULT_LANGUAGE) {
  return distanceWithSuffix(value, now, language === 'pt-BR' ? 'pt-BR' : 'en')
}

/** A count: 1.234 (pt-BR) or 1,234 (en). */
export function formatCount(n: number, language: Language = DEFAULT_LANGUAGE) {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(n)
}

/** One decimal (averages, ratings): 4,3 (pt-BR) or 4.3 (en). */
export function formatOneDecimal(n: number, language: Language = DEFAULT_LANGUAGE) {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n)
}

/** A share 0–1 as a whole percentage: 72%. */
export function formatPercent(share: number, language: Language = DEFAULT_LANGUAGE) {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share)
}

/** A chart axis's money tick from cents: 'R$ 1,5 mil' (pt-BR, BRL), '$1.5K' (en, USD). */
export function formatMoneyCompact(cents: number, f: Formats = DEFAULT_FORMATS) {
  return numberFormat(f.language, {
    style: 'currency',
    currency: f.currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(cents / 100)
}

const MONTHS_PT = [
  'jan',
  'fev',
  'mar',
  'abr',
  'mai',
  'jun',
  'jul',
  'ago',
  'set',
  'out',
  'nov',
  'dez',
]

/** A report's month ('2026-01'): 'jan/2026' (pt-BR) or 'Jan 2026' (en); anything else as it came. */
export function formatMonth(month: string, language: Language = DEFAULT_LANGUAGE) {
  const m = /^(\d{4})-(\d{2})$/.exec(month)
  const index = m ? Number(m[2]) - 1 : -1
  if (!m || index < 0 || index > 11) return month
  if (language === 'pt-BR') return `${MONTHS_PT[index]}/${m[1]}`
  return format(new Date(Date.UTC(Number(m[1]), index, 15)), 'MMM yyyy', 'en', 'UTC')
}

/** A wall-clock time 'HH:mm' (a lesson's): as it is in pt-BR, '2:30 PM' in English. */
export function formatClock(time: string, language: Language = DEFAULT_LANGUAGE) {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time)
  if (language === 'pt-BR' || !m) return time
  const hours = Number(m[1])
  return `${hours % 12 === 0 ? 12 : hours % 12}:${m[2]} ${hours < 12 ? 'AM' : 'PM'}`
}

/** A recording's length: 42_000 → '0:42', 65_400 → '1:05' (m:ss, rounded, as players show it). */
export function formatDuration(ms: number) {
  const total = Math.max(0, Math.round(ms / 1000))
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`
}
