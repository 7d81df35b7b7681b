import { describe, expect, it } from 'vitest'
import {
  applyFilterPatch,
  classesButtonText,
  countPanelFilters,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  pageFromParams,
  toApiFilters,
} from './student-filters-state'

const t = (key: string, options?: Record<string, unknown>) =>
  key === 'filters.classesMany' ? `${options?.count} classes selecionadas` : 'Selecionar classes'

describe('students list filters in the URL', () => {
  it('round-trips every filter and the page, keeping other parameters', () => {
    const values = {
      q: 'ana',
      creditsEnding: true,
      creditsZero: false,
      gender: 'female' as const,
      type: 'fixed' as const,
      status: 'active' as const,
      classes: ['1-classe' as const, '4-classe' as const],
      paymentPending: true,
      withAlerts: true,
    }
    const params = filtersToParams(values, 3, new URLSearchParams('refresh=true&page=9'))
    expect(params.toString()).toBe(
      'refresh=true&q=ana&creditsEnding=true&gender=female&type=fixed&status=active&classes=1-classe&classes=4-classe&payment=pending&alerts=open&page=3',
    )
    expect(filtersFromParams(params)).toEqual(values)
    expect(pageFromParams(params)).toBe(3)
  })

  it('ignores unknown values and bad pages', () => {
    const params = new URLSearchParams(
      'gender=x&type=&status=gone&classes=9-classe&classes=2-classe&classes=2-classe&page=-2',
    )
    expect(filtersFromParams(params)).toEqual({ ...EMPTY_FILTERS, classes: ['2-classe'] })
    expect(pageFromParams(params)).toBe(1)
    expect(pageFromParams(new URLSearchParams('page=abc'))).toBe(1)
  })

  it('page 1 and empty filters leave the URL clean', () => {
    expect(filtersToParams(EMPTY_FILTERS, 1).toString()).toBe('')
  })

  it('keeps only one credits filter from a hand-written URL', () => {
    const v = filtersFromParams(new URLSearchParams('creditsEnding=true&creditsZero=true'))
    expect(v.creditsEnding).toBe(true)
    expect(v.creditsZero).toBe(false)
  })
})

describe('filter rules (spec §5)', () => {
  it('turning one credits filter on turns the other off; turning it off leaves the other', () => {
    const ending = applyFilterPatch(EMPTY_FILTERS, { creditsEnding: true })
    const zero = applyFilterPatch(ending, { creditsZero: true })
    expect(zero).toMatchObject({ creditsEnding: false, creditsZero: true })
    expect(applyFilterPatch(zero, { creditsEnding: false })).toMatchObject({
      creditsEnding: false,
      creditsZero: true,
    })
  })

  it('counts the panel filters apart from the search', () => {
    const v = { ...EMPTY_FILTERS, q: 'x', gender: 'male' as const, classes: ['3-classe' as const] }
    expect(countPanelFilters(v)).toBe(2)
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: '  ' })).toBe(false)
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: 'a' })).toBe(true)
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false)
  })

  it('builds the API query without empty filters', () => {
    expect(toApiFilters(EMPTY_FILTERS, 1, 16)).toEqual({ page: 1, pageSize: 16 })
    expect(toApiFilters({ ...EMPTY_FILTERS, withAlerts: true }, 1, 16)).toEqual({
      alerts: 'open',
      page: 1,
      pageSize: 16,
    })
    expect(
      toApiFilters(
        { ...EMPTY_FILTERS, q: ' 987 ', creditsZero: true, classes: ['profissional'] },
        2,
        15,
      ),
    ).toEqual({ q: '987', creditsZero: true, classes: ['profissional'], page: 2, pageSize: 15 })
    // 'Pagamento pendente' is sent as payment=pending
    expect(toApiFilters({ ...EMPTY_FILTERS, paymentPending: true }, 1, 16)).toEqual({
      payment: 'pending',
      page: 1,
      pageSize: 16,
    })
  })

  it('labels the classes button', () => {
    expect(classesButtonText([], t)).toBe('Selecionar classes')
    expect(classesButtonText(['4-classe'], t)).toBe('4 Classe')
    expect(classesButtonText(['profissional'], t)).toBe('Profissional')
    expect(classesButtonText(['1-classe', '2-classe'], t)).toBe('2 classes selecionadas')
  })
})
