import { addDaysIso, type IsoDate, isIsoDate } from '@shared/domain/dates'
import { msg } from '@shared/messages'
import { reportPeriodSchema } from '@shared/schemas/money'
import { localMessage } from '~/lib/messages'

/** The periods of /app/relatorios, as the URL names them. */
export const REPORT_PERIODS = ['mes', 'trimestre', 'ano', 'personalizado'] as const
export type ReportPeriodKind = (typeof REPORT_PERIODS)[number]

export const PERIOD_PARAM = 'periodo'
export const FROM_PARAM = 'de'
export const TO_PARAM = 'ate'
export const DEFAULT_PERIOD = 'mes' satisfies ReportPeriodKind

export interface ResolvedPeriod {
  kind: ReportPeriodKind
  from: IsoDate
  to: IsoDate
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Last day of a month (month 1–12). */
function lastDayOf(year: number, month: number): IsoDate {
  const first = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`
  return addDaysIso(first, -1)
}

/**
 * The calendar month, quarter or year holding `today` (the coach's day, `todayIn(zone)`):
 * whole periods, so every month of it is in the report (days still to come count zero).
 */
export function periodRange(kind: Exclude<ReportPeriodKind, 'personalizado'>, today: IsoDate) {
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  if (kind === 'mes') return { from: `${today.slice(0, 7)}-01`, to: lastDayOf(year, month) }
  if (kind === 'ano') return { from: `${year}-01-01`, to: `${year}-12-31` }
  const first = Math.floor((month - 1) / 3) * 3 + 1
  return { from: `${year}-${pad(first)}-01`, to: lastDayOf(year, first + 2) }
}

/**
 * What is wrong with a custom period, by the API's rule (`reportPeriodSchema`: in order, at
 * most five years): its message, 'incomplete' while a day is missing, or null when it is fine.
 */
export function customPeriodError(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'incomplete'
  const result = reportPeriodSchema.safeParse({ from, to })
  return result.success
    ? null
    : localMessage(result.error.issues[0]?.message ?? msg('common.invalidPeriod'))
}

/**
 * The period the URL asks for (`?periodo=trimestre`, or `?periodo=personalizado&de=…&ate=…`);
 * anything unknown or invalid falls back to this month.
 */
export function periodFromParams(params: URLSearchParams, today: IsoDate): ResolvedPeriod {
  const kind = params.get(PERIOD_PARAM)
  if (kind === 'personalizado') {
    const from = params.get(FROM_PARAM) ?? ''
    const to = params.get(TO_PARAM) ?? ''
    if (customPeriodError(from, to) === null) return { kind, from, to }
  }
  if (kind === 'trimestre' || kind === 'ano') return { kind, ...periodRange(kind, today) }
  return { kind: DEFAULT_PERIOD, ...periodRange(DEFAULT_PERIOD, today) }
}

/** The URL's search params for a period (this month: none). */
export function periodToParams(prev: URLSearchParams, period: ResolvedPeriod): URLSearchParams {
  const out = new URLSearchParams(prev)
  out.delete(FROM_PARAM)
  out.delete(TO_PARAM)
  if (period.kind === DEFAULT_PERIOD) out.delete(PERIOD_PARAM)
  else out.set(PERIOD_PARAM, period.kind)
  if (period.kind === 'personalizado') {
    out.set(FROM_PARAM, period.from)
    out.set(TO_PARAM, period.to)
  }
  return out
}

/** The query string of a report or a CSV for a period ('from=…&to=…'). */
export function periodQuery(period: { from: IsoDate; to: IsoDate }): string {
  return new URLSearchParams({ from: period.from, to: period.to }).toString()
}
