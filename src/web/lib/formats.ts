import { todayIn } from '@shared/domain/dates'
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
/** dd/MM/yyyy HH:mm / MMM d, yyyy h:mm AM */
export const formatDateTimeShort = (value: Date | string) =>
  f.formatDateTimeShort(value, current.language)
/** há 3 dias / 3 days ago */
export const formatRelative = (value: Date, now: Date) =>
  f.formatRelative(value, now, current.language)
/** 1.234 / 1,234 */
export const formatCount = (n: number) => f.formatCount(n, current.language)
/** 4,3 / 4.3 */
export const formatOneDecimal = (n: number) => f.formatOneDecimal(n, current.language)
/** 72% */
export const formatPercent = (share: number) => f.formatPercent(share, current.language)
/** R$ 1,5 mil / $1.5K (chart axes) */
export const formatMoneyCompact = (cents: number) => f.formatMoneyCompact(cents, current)
/** jan/2026 / Jan 2026 (a report's month) */
export const formatMonth = (month: string) => f.formatMonth(month, current.language)

/**
 * The coach's time zone (profile; issue 15): 'today' of the forms' default dates is the
 * coach's day, not the browser's. Set when the profile loads (routes/app/layout.tsx) or
 * changes; until then, and before sign-in, the browser's zone.
 */
let zone: string | null = null

export function setTimeZone(next: string | null) {
  zone = next
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
/** The coach's zone (the browser's until the profile says). */
export const coachTimeZone = () => zone ?? browserTimeZone()
/** Today as 'yyyy-MM-dd' in the coach's zone (what date inputs default to). */
export const coachToday = (now: Date = new Date()) => todayIn(coachTimeZone(), now)
/** A lesson's wall-clock 'HH:mm': 14:30 / 2:30 PM */
export const formatClock = (time: string) => f.formatClock(time, current.language)
