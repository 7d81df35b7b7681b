import { formatValue } from './date-text'

/** A calendar day as 'yyyy-MM-dd' (what `date` columns and date inputs hold). */
export type IsoDate = string

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** Today's calendar day in a time zone (the coach's, never the server's). */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    dayFormats.set(timeZone, format)
  }
  return format.format(now)
}

/**
 * Adds whole days to a calendar day. The schemas keep every day within 2000–2100 and every
 * validity within a year (schemas/common.ts), so the result keeps a 4-digit year;
 * far outside that, toISOString would write '+010000-…'.
 */
export function addDaysIso(day: IsoDate, days: number): IsoDate {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  const ms = Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)
  return Math.round(ms / 86_400_000)
}

/** First day of the month of a calendar day. */
export function startOfMonthIso(day: IsoDate): IsoDate {
  return `${day.slice(0, 8)}01`
}

/*
 * The Brazilian formats. A calendar day ('yyyy-MM-dd') is that day wherever; an instant is read
 * on the clocks of `timeZone` (the coach's), the browser's when none is given (formatValue).
 */

/** dd/MM/yyyy from a calendar day or an instant. */
export function formatDateBR(value: IsoDate | Date | string, timeZone?: string): string {
  return formatValue(value, 'dd/MM/yyyy', 'en', timeZone)
}

/** HH:mm of an instant. */
export function formatTimeBR(value: Date | string, timeZone?: string): string {
  return formatValue(value, 'HH:mm', 'en', timeZone)
}

/** "dd/MM/yyyy às HH:mm". */
export function formatDateTimeBR(value: Date | string, timeZone?: string): string {
  return formatValue(value, "dd/MM/yyyy 'às' HH:mm", 'en', timeZone)
}

/** Long weekday date: "segunda-feira, 23 de novembro de 2026". */
export function formatLongDateBR(value: Date | string, timeZone?: string): string {
  return formatValue(value, "EEEE, d 'de' MMMM 'de' yyyy", 'pt-BR', timeZone)
}

/** "dd/MM" of an instant ("dd/MM/yyyy" outside `year`). */
export function formatDayMonthBR(value: Date | string, year?: number, timeZone?: string): string {
  const sameYear = year === undefined || formatValue(value, 'yyyy', 'en', timeZone) === pad4(year)
  return formatValue(value, sameYear ? 'dd/MM' : 'dd/MM/yyyy', 'en', timeZone)
}

const pad4 = (n: number) => String(n).padStart(4, '0')

/**
 * A class registered at another moment than it happened (registered late, or its date
 * corrected later): its registration time is worth showing beside its own date and time.
 */
export function registeredApart(date: Date | string, createdAt: Date | string): boolean {
  return Math.abs(new Date(createdAt).getTime() - new Date(date).getTime()) >= 60_000
}
