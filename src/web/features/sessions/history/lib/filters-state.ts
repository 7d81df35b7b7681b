import { LIMITS } from '@shared/constants'
import { isIsoDate } from '@shared/domain/dates'
import { isDayInRange } from '@shared/schemas/common'
import { QUICK_PERIODS, type QuickPeriod } from '@shared/schemas/session'
import { formatDate } from '~/lib/formats'
import type { SessionFilters } from '~/lib/list-filters'

/**
 * Session history filter state (spec §3): search text, a quick period OR a custom range
 * (mutually exclusive, spec §4 History filters) and unassigned-only. Kept in the URL.
 */
export interface HistoryFilterValues {
  q: string
  period: QuickPeriod | null
  from: string | null
  to: string | null
  unassigned: boolean
}

export type HistoryFilterPatch = Partial<HistoryFilterValues>

export const EMPTY_HISTORY_FILTERS: HistoryFilterValues = {
  q: '',
  period: null,
  from: null,
  to: null,
  unassigned: false,
}

const KEYS = ['q', 'period', 'from', 'to', 'unassigned', 'page']

/** A day of the URL the API accepts (2000–2100), else no filter. */
const day = (value: string | null) =>
  value && isIsoDate(value) && isDayInRange(value) ? value : null

/** Reads the filters from the URL (unknown values ignored; a period beats a range). */
export function historyFiltersFromParams(params: URLSearchParams): HistoryFilterValues {
  const rawPeriod = params.get('period')
  const period = (QUICK_PERIODS as readonly string[]).includes(rawPeriod ?? '')
    ? (rawPeriod as QuickPeriod)
    : null
  let from = period ? null : day(params.get('from'))
  let to = period ? null : day(params.get('to'))
  if (from && to && from > to) [from, to] = [to, from]
  return {
    q: params.get('q')?.trim() ?? '',
    period,
    from,
    to,
    unassigned: params.get('unassigned') === 'true',
  }
}

export function historyPageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** Writes filters and page into a copy of `base`, keeping its other parameters. */
export function historyFiltersToParams(
  values: HistoryFilterValues,
  page: number,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base)
  for (const key of KEYS) next.delete(key)
  const q = values.q.trim()
  if (q) next.set('q', q)
  if (values.period) next.set('period', values.period)
  if (values.from) next.set('from', values.from)
  if (values.to) next.set('to', values.to)
  if (values.unassigned) next.set('unassigned', 'true')
  if (page > 1) next.set('page', String(page))
  return next
}

/**
 * Applies a change. A quick period clears the custom range and a range date clears the
 * quick period (spec §4); a start after the end drops the other bound.
 */
export function applyHistoryPatch(
  values: HistoryFilterValues,
  patch: HistoryFilterPatch,
): HistoryFilterValues {
  const next = { ...values, ...patch }
  if (patch.period) {
    next.from = null
    next.to = null
  }
  if (patch.from || patch.to) next.period = null
  if (next.from && next.to && next.from > next.to) {
    if (patch.from) next.to = null
    else next.from = null
  }
  return next
}

export function hasActiveHistoryFilters(v: HistoryFilterValues): boolean {
  return Boolean(v.q.trim() || v.period || v.from || v.to || v.unassigned)
}

/** How many filters fold behind 'Filtros' on phones: the period (or range) and 'Sem Pacote'. */
export function countHistoryPanelFilters(v: HistoryFilterValues): number {
  return (v.period || v.from || v.to ? 1 : 0) + (v.unassigned ? 1 : 0)
}

/** The API query of one page of the history. */
export function toSessionFilters(v: HistoryFilterValues, page: number): SessionFilters {
  const filters: SessionFilters = { page, pageSize: LIMITS.sessionHistoryPageSize }
  const q = v.q.trim()
  if (q) filters.q = q
  if (v.period) filters.period = v.period
  if (v.from) filters.from = v.from
  if (v.to) filters.to = v.to
  if (v.unassigned) filters.unassigned = true
  return filters
}

type T = (key: string, options?: Record<string, unknown>) => string

/** Text of a custom range: 'A partir de dd/MM/yyyy', 'dd/MM/yyyy - dd/MM/yyyy', 'Até …'. */
export function rangeText(v: Pick<HistoryFilterValues, 'from' | 'to'>, t: T): string | null {
  if (v.from && v.to) {
    return t('filters.rangeBoth', { from: formatDate(v.from), to: formatDate(v.to) })
  }
  if (v.from) return t('filters.rangeFrom', { from: formatDate(v.from) })
  if (v.to) return t('filters.rangeUntil', { to: formatDate(v.to) })
  return null
}

interface FilterChip {
  key: 'q' | 'period' | 'range' | 'unassigned'
  label: string
  clear: HistoryFilterPatch
}

/** The active filters as removable chips, in the order of the bar. */
export function activeChips(v: HistoryFilterValues, t: T): FilterChip[] {
  const chips: FilterChip[] = []
  const q = v.q.trim()
  if (q) chips.push({ key: 'q', label: t('filters.searchChip', { q }), clear: { q: '' } })
  if (v.period)
    chips.push({ key: 'period', label: t(`filters.${v.period}`), clear: { period: null } })
  const range = rangeText(v, t)
  if (range) chips.push({ key: 'range', label: range, clear: { from: null, to: null } })
  if (v.unassigned) {
    chips.push({ key: 'unassigned', label: t('filters.unassigned'), clear: { unassigned: false } })
  }
  return chips
}
