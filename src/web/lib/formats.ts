import * as f from '@shared/domain/formats'
import { DEFAULT_FORMATS, type Formats } from '@shared/domain/locale'

/**
 * The signed-in coach's formats (issue 15): language and currency, set from the session before
 * the app renders (routes/app/layout.tsx) and again when the profile changes them — the shell
 * is then re-mounted, so these plain functions need no hook. Before sign-in: pt-BR, BRL.
 */
let current: Formats = DEFAULT_FORMATS

export function setFormats(next: Formats) {
  current = { language: next.language, currency: next.currency }
}

export const currentFormats = (): Formats => current

/** R$ 1.234,56 / $1,234.56 of integer cents, in the coach's currency. */
export const formatMoney = (cents: number) => f.formatMoney(cents, current)
/** 1.234,56 / 1,234.56 (a price input after blur). */
export const formatDecimal = (cents: number) => f.formatDecimal(cents, current)
/** R$ / $ / € */
export const currencySymbol = () => f.currencySymbol(current)
/** dd/MM/yyyy / MMM d, yyyy */
export const formatDate = (value: Date | string) => f.formatDate(value, current.language)
/** HH:mm / h:mm AM */
export const formatTime = (value: Date | string) => f.formatTime(value, current.language)
/** dd/MM/yyyy às HH:mm / MMM d, yyyy at h:mm AM */
export const formatDateTime = (value: Date | string) => f.formatDateTime(value, current.language)
/** segunda-feira, 23 de novembro de 2026 / Monday, November 23, 2026 */
export const formatLongDate = (value: Date | string) => f.formatLongDate(value, current.language)
/** dd/MM / MMM d (with the year outside `year`) */
export const formatDayMonth = (value: Date | string, year?: number) =>
  f.formatDayMonth(value, year, current.language)

/** 4.25 → "4,3" / "4.3"; 4 → "4,0" / "4.0" (an average rating, one decimal). */
export const formatOneDecimal = (value: number) =>
  new Intl.NumberFormat(current.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
