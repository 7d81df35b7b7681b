import '~/locales/session-history'
import { describe, expect, it } from 'vitest'
import { i18n } from '~/lib/i18n'
import {
  activeChips,
  applyHistoryPatch,
  countHistoryPanelFilters,
  EMPTY_HISTORY_FILTERS,
  hasActiveHistoryFilters,
  historyFiltersFromParams,
  historyFiltersToParams,
  historyPageFromParams,
  rangeText,
  toSessionFilters,
} from './filters-state'

const t = i18n.getFixedT('pt-BR', 'session-history')
const params = (s: string) => new URLSearchParams(s)

describe('session history filters', () => {
  it('reads the URL, ignoring unknown values, and a period beats a range', () => {
    expect(historyFiltersFromParams(params('q=ana&period=7days&from=2026-01-01'))).toEqual({
      q: 'ana',
      period: '7days',
      from: null,
      to: null,
      unassigned: false,
    })
    expect(historyFiltersFromParams(params('period=week&from=2026-02-30&to=2026-03-01'))).toEqual({
      ...EMPTY_HISTORY_FILTERS,
      to: '2026-03-01',
    })
    expect(
      historyFiltersFromParams(params('from=2026-03-05&to=2026-03-01&unassigned=true')),
    ).toMatchObject({ from: '2026-03-01', to: '2026-03-05', unassigned: true })
    // a day the API would refuse (outside 2000–2100) is no filter rather than an error
    expect(historyFiltersFromParams(params('from=2026-01-01&to=9999-12-31'))).toEqual({
      ...EMPTY_HISTORY_FILTERS,
      from: '2026-01-01',
    })
    expect(historyPageFromParams(params('page=3'))).toBe(3)
    expect(historyPageFromParams(params('page=-1'))).toBe(1)
    expect(historyPageFromParams(params('page=abc'))).toBe(1)
  })

  it('writes filters and page, keeping other parameters', () => {
    const out = historyFiltersToParams(
      { q: ' ana ', period: null, from: '2026-01-01', to: null, unassigned: true },
      2,
      params('refresh=true&page=9&period=today'),
    )
    expect(out.toString()).toBe('refresh=true&q=ana&from=2026-01-01&unassigned=true&page=2')
    expect(historyFiltersToParams(EMPTY_HISTORY_FILTERS, 1).toString()).toBe('')
  })

  it('makes quick periods and the custom range mutually exclusive (spec §4)', () => {
    const withRange = { ...EMPTY_HISTORY_FILTERS, from: '2026-01-01', to: '2026-01-31' }
    expect(applyHistoryPatch(withRange, { period: 'today' })).toMatchObject({
      period: 'today',
      from: null,
      to: null,
    })
    const withPeriod = { ...EMPTY_HISTORY_FILTERS, period: '30days' as const }
    expect(applyHistoryPatch(withPeriod, { from: '2026-01-01' })).toMatchObject({
      period: null,
      from: '2026-01-01',
    })
    expect(applyHistoryPatch(withPeriod, { period: null }).period).toBeNull()
    // a start after the end drops the end, an end before the start drops the start
    expect(applyHistoryPatch(withRange, { from: '2026-02-10' })).toMatchObject({
      from: '2026-02-10',
      to: null,
    })
    expect(applyHistoryPatch(withRange, { to: '2025-12-01' })).toMatchObject({
      from: null,
      to: '2025-12-01',
    })
  })

  it('describes the custom range', () => {
    expect(rangeText({ from: null, to: null }, t)).toBeNull()
    expect(rangeText({ from: '2026-05-01', to: null }, t)).toBe('A partir de 01/05/2026')
    expect(rangeText({ from: '2026-05-01', to: '2026-05-31' }, t)).toBe('01/05/2026 - 31/05/2026')
    expect(rangeText({ from: null, to: '2026-05-31' }, t)).toBe('Até 31/05/2026')
  })

  it('lists the active filters as chips and knows when any is on', () => {
    expect(hasActiveHistoryFilters(EMPTY_HISTORY_FILTERS)).toBe(false)
    const v = { q: 'saque', period: 'yesterday' as const, from: null, to: null, unassigned: true }
    expect(hasActiveHistoryFilters(v)).toBe(true)
    expect(activeChips(v, t).map((c) => [c.label, c.clear])).toEqual([
      ['Busca: "saque"', { q: '' }],
      ['Ontem', { period: null }],
      ['Sem Pacote', { unassigned: false }],
    ])
    expect(activeChips({ ...EMPTY_HISTORY_FILTERS, from: '2026-05-01' }, t)[0]).toMatchObject({
      label: 'A partir de 01/05/2026',
      clear: { from: null, to: null },
    })
  })

  it('builds the API query with the history page size', () => {
    expect(toSessionFilters(EMPTY_HISTORY_FILTERS, 1)).toEqual({ page: 1, pageSize: 5 })
    expect(
      toSessionFilters({ q: ' x ', period: 'today', from: null, to: null, unassigned: true }, 2),
    ).toEqual({ page: 2, pageSize: 5, q: 'x', period: 'today', unassigned: true })
  })

  it("counts the filters folded behind 'Filtros' (the search stays outside)", () => {
    expect(countHistoryPanelFilters({ ...EMPTY_HISTORY_FILTERS, q: 'Ana' })).toBe(0)
    expect(countHistoryPanelFilters({ ...EMPTY_HISTORY_FILTERS, period: '7days' })).toBe(1)
    expect(
      countHistoryPanelFilters({ ...EMPTY_HISTORY_FILTERS, from: '2026-01-01', to: '2026-01-31' }),
    ).toBe(1)
    expect(
      countHistoryPanelFilters({ ...EMPTY_HISTORY_FILTERS, period: 'today', unassigned: true }),
    ).toBe(2)
  })
})
