import { describe, expect, it } from 'vitest'
import { customPeriodError, periodFromParams, periodRange, periodToParams } from './period'

const params = (s: string) => new URLSearchParams(s)

describe('report periods', () => {
  it('month, quarter and year are the whole calendar periods holding the coach’s day', () => {
    expect(periodRange('mes', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(periodRange('mes', '2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(periodRange('mes', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(periodRange('trimestre', '2026-05-15')).toEqual({ from: '2026-04-01', to: '2026-06-30' })
    expect(periodRange('trimestre', '2026-12-01')).toEqual({ from: '2026-10-01', to: '2026-12-31' })
    expect(periodRange('trimestre', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-03-31' })
    expect(periodRange('ano', '2026-07-04')).toEqual({ from: '2026-01-01', to: '2026-12-31' })
  })

  it('reads the URL, falling back to this month on anything unknown or invalid', () => {
    const today = '2026-05-15'
    expect(periodFromParams(params(''), today)).toEqual({
      kind: 'mes',
      from: '2026-05-01',
      to: '2026-05-31',
    })
    expect(periodFromParams(params('periodo=ano'), today).from).toBe('2026-01-01')
    expect(periodFromParams(params('periodo=xyz'), today).kind).toBe('mes')
    expect(
      periodFromParams(params('periodo=personalizado&de=2026-01-10&ate=2026-02-20'), today),
    ).toEqual({ kind: 'personalizado', from: '2026-01-10', to: '2026-02-20' })
    // reversed, impossible or too long: this month
    for (const q of [
      'periodo=personalizado&de=2026-02-20&ate=2026-01-10',
      'periodo=personalizado&de=2026-02-30&ate=2026-03-10',
      'periodo=personalizado&de=2015-01-01&ate=2026-01-01',
      'periodo=personalizado',
    ])
      expect(periodFromParams(params(q), today).kind, q).toBe('mes')
  })

  it('writes the URL back (this month: no parameter), keeping the other parameters', () => {
    const prev = params('x=1&de=2020-01-01')
    expect(
      periodToParams(prev, { kind: 'mes', from: '2026-05-01', to: '2026-05-31' }).toString(),
    ).toBe('x=1')
    expect(
      periodToParams(prev, { kind: 'trimestre', from: '2026-04-01', to: '2026-06-30' }).toString(),
    ).toBe('x=1&periodo=trimestre')
    expect(
      periodToParams(prev, {
        kind: 'personalizado',
        from: '2026-01-10',
        to: '2026-02-20',
      }).toString(),
    ).toBe('x=1&periodo=personalizado&de=2026-01-10&ate=2026-02-20')
  })

  it('custom periods follow the API rule', () => {
    expect(customPeriodError('2026-01-01', '2026-01-01')).toBeNull()
    expect(customPeriodError('', '2026-01-01')).toBe('incomplete')
    expect(customPeriodError('2026-02-01', '2026-01-01')).toBe(
      'A data inicial deve ser anterior à final',
    )
    expect(customPeriodError('2020-01-01', '2026-01-01')).toBe(
      'Período muito longo (máximo de 5 anos)',
    )
  })
})
