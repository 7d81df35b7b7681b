import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { reportKeys } from '~/lib/query-keys'
import { periodQuery } from './lib/period'

/** Issue 13 item 4: the reports of /app/relatorios, each its own query, and their CSVs. */

export interface Period {
  from: string
  to: string
}

export const revenueQuery = (p: Period) =>
  queryOptions({
    queryKey: reportKeys.report('revenue', p.from, p.to),
    queryFn: () => api.get('/reports/revenue', { ...p }),
  })

export const activityQuery = (p: Period) =>
  queryOptions({
    queryKey: reportKeys.report('activity', p.from, p.to),
    queryFn: () => api.get('/reports/activity', { ...p }),
  })

/**
 * The credits sold and not used are today's, whatever the period: the route takes no query. The
 * key keeps the period, so the section reloads with the screen's other reports.
 */
export const liabilityQuery = (p: Period) =>
  queryOptions({
    queryKey: reportKeys.report('liability', p.from, p.to),
    queryFn: () => api.get('/reports/liability'),
  })

export const paymentMethodsQuery = (p: Period) =>
  queryOptions({
    queryKey: reportKeys.report('payment-methods', p.from, p.to),
    queryFn: () => api.get('/reports/payment-methods', { ...p }),
  })

/** Students at risk: no period, one page. */
export const atRiskQuery = (page: number) =>
  queryOptions({
    queryKey: reportKeys.atRisk(page),
    queryFn: () => api.get('/reports/at-risk', { page }),
  })

export type CsvReport = 'revenue' | 'activity' | 'liability' | 'payment-methods'

/** A report's CSV for the period ('Baixar CSV'): a plain link, the cookie signs it in. */
export const reportCsvUrl = (report: CsvReport, p: Period) =>
  `/api/reports/${report}.csv?${periodQuery(p)}`

/** Every student at risk (no period, all rows). */
export const atRiskCsvUrl = () => '/api/reports/at-risk.csv'

/** The accountant's exports for the period. */
export const exportCsvUrl = (kind: 'payments' | 'packages', p: Period) =>
  `/api/exports/${kind}.csv?${periodQuery(p)}`
