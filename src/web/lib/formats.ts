import { todayIn } from '@shared/domain/dates'
import * as f from '@shared/domain/formats'
import { DEFAULT_FORMATS, type Formats } from '@shared/domain/locale'

/**
 * The signed-in coach's formats: language and currency, set from the session before
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
/*
 * Dates and times: always on the coach's clocks (coachTimeZone), whatever the device's zone,
 * so one screen never shows two zones. This is the signed-in app's one home for date texts:
 * scripts/date-format-guard.unit.test.ts fails on a date formatted elsewhere without a zone.
 */
/** dd/MM/yyyy / MMM d, yyyy */
export const formatDate = (value: Date | string) =>
  f.formatDate(value, current.language, coachTimeZone())
/** HH:mm / h:mm AM */
export const formatTime = (value: Date | string) =>
  f.formatTime(value, current.language, coachTimeZone())
/** dd/MM/yyyy às HH:mm / MMM d, yyyy at h:mm AM */
export const formatDateTime = (value: Date | string) =>
  f.formatDateTime(value, current.language, coachTimeZone())
/** segunda-feira, 23 de novembro de 2026 / Monday, November 23, 2026 */
export const formatLongDate = (value: Date | string) =>
  f.formatLongDate(value, current.language, coachTimeZone())
/** dd/MM / MMM d (with the year outside `year`) */
export const formatDayMonth = (value: Date | string, year?: number) =>
  f.formatDayMonth(value, year, current.language, coachTimeZone())
/** dd/MM/yyyy HH:mm / MMM d, yyyy h:mm AM */
export const formatDateTimeShort = (value: Date | string) =>
  f.formatDateTimeShort(value, current.language, coachTimeZone())
/** The year of an instant on the coach's clocks. */
export const coachYear = (value: Date | string) =>
  Number(f.formatDate(value, 'en', coachTimeZone()).slice(-4))
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
 * The coach's time zone (profile): every date and time shown, and 'today' of the forms' default
 * dates, are the coach's, not the device's. Set when the profile loads (before the app renders:
 * routes/app/layout.tsx) or changes; until then, and before sign-in, the browser's zone. The
 * shell re-mounts when it changes (subscribeTimeZone), as for the language.
 */
let zone: string | null = null
const zoneListeners = new Set<() => void>()

export function setTimeZone(next: string | null) {
  if (next === zone) return
  zone = next
  for (const listener of zoneListeners) listener()
}

export function subscribeTimeZone(listener: () => void): () => void {
  zoneListeners.add(listener)
  return () => zoneListeners.delete(listener)
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
/** The coach's zone (the browser's until the profile says). */
export const coachTimeZone = () => zone ?? browserTimeZone()
/** Today as 'yyyy-MM-dd' in the coach's zone (what date inputs default to). */
export const coachToday = (now: Date = new Date()) => todayIn(coachTimeZone(), now)
/** The calendar day ('yyyy-MM-dd') of an instant on the coach's clocks. */
export const coachDay = (instant: Date) => todayIn(coachTimeZone(), instant)
/** A lesson's wall-clock 'HH:mm': 14:30 / 2:30 PM */
export const formatClock = (time: string) => f.formatClock(time, current.language)
