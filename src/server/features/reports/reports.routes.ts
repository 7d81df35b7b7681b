import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  activityReportSchema,
  atRiskPageSchema,
  liabilityReportSchema,
  paymentMethodsReportSchema,
  revenueReportSchema,
} from '../../../shared/api-types'
import {
  atRiskQuerySchema,
  type ReportPeriod,
  reportPeriodSchema,
} from '../../../shared/schemas/money'
import type { Db } from '../../db/client'
import type { AppEnv } from '../../lib/context'
import { createRouter, errorResponses, jsonResponse } from '../../lib/router'
import {
  getActivityReport,
  getLiability,
  getPaymentMethods,
  getRevenueReport,
  listAtRisk,
} from './reports.service'
import {
  activityCsv,
  atRiskCsv,
  type CsvFile,
  liabilityCsv,
  packagesExport,
  paymentMethodsCsv,
  paymentsExport,
  revenueCsv,
} from './reports-csv'

const tags = ['Relatórios']

/** A CSV download, as the OpenAPI document describes it. */
const csvFileSchema = z.string().meta({
  id: 'CsvFile',
  format: 'binary',
  description: 'CSV separado por ponto e vírgula, vírgula decimal, UTF-8 com BOM, datas dd/MM/aaaa',
})
const csvResponse = (filename: string) => ({
  description: `${filename} (Content-Disposition: attachment)`,
  content: { 'text/csv': { schema: csvFileSchema } },
})

function sendCsv(c: Context<AppEnv>, file: CsvFile) {
  return c.body(file.csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'no-store',
  })
}

type Router = ReturnType<typeof createRouter>
type Query = z.ZodObject

/**
 * One report: its JSON route and its '.csv' twin (same path + '.csv', same query), each
 * reading the query (when the report has one) for the signed-in coach.
 */
function report<Q extends Query | undefined, T>(
  router: Router,
  r: {
    path: string
    summary: string
    query?: Q
    schema: z.ZodType<T>
    json: (ownerId: string, query: Q extends Query ? z.infer<Q> : undefined) => Promise<T>
    csvSummary: string
    csvName: string
    csv: (ownerId: string, query: Q extends Query ? z.infer<Q> : undefined) => Promise<CsvFile>
  },
) {
  const request = r.query ? { request: { query: r.query } } : {}
  // the query as validated by the route (the route's schema is r.query itself)
  const query = (c: Context<AppEnv>) =>
    (r.query ? (c.req.valid as (t: 'query') => unknown)('query') : undefined) as Q extends Query
      ? z.infer<Q>
      : undefined
  router.openapi(
    createRoute({
      method: 'get',
      path: r.path,
      tags,
      summary: r.summary,
      ...request,
      responses: { 200: jsonResponse(r.schema, 'O relatório'), ...errorResponses },
    }),
    async (c) => c.json((await r.json(c.get('user').id, query(c))) as never, 200),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: `${r.path}.csv`,
      tags,
      summary: r.csvSummary,
      ...request,
      responses: { 200: csvResponse(r.csvName), ...errorResponses },
    }),
    async (c) => sendCsv(c, await r.csv(c.get('user').id, query(c))),
  )
}

/** An export for the accountant: a CSV of the period. */
function periodExport(
  router: Router,
  e: {
    path: string
    summary: string
    csvName: string
    csv: (ownerId: string, p: ReportPeriod) => Promise<CsvFile>
  },
) {
  router.openapi(
    createRoute({
      method: 'get',
      path: e.path,
      tags,
      summary: e.summary,
      request: { query: reportPeriodSchema },
      responses: { 200: csvResponse(e.csvName), ...errorResponses },
    }),
    async (c) => sendCsv(c, await e.csv(c.get('user').id, c.req.valid('query'))),
  )
}

const PERIOD_CSV = 'AAAA-MM-DD-a-AAAA-MM-DD.csv'

/** Issue 13 items 4 and 5: the reports (JSON and CSV) and the accountant's exports. */
export function reportsRoutes(db: Db) {
  const router = createRouter()
  const query = reportPeriodSchema

  report(router, {
    path: '/reports/revenue',
    summary: 'Receita por mês: vendido (pacotes pela data de início) e recebido (pagamentos)',
    query,
    schema: revenueReportSchema,
    json: (owner, p) => getRevenueReport(db, owner, p),
    csvSummary: 'Receita por mês, em CSV',
    csvName: `receita-${PERIOD_CSV}`,
    csv: (owner, p) => revenueCsv(db, owner, p),
  })
  report(router, {
    path: '/reports/activity',
    summary: 'Aulas, alunos ativos, novos e perdidos e retenção, por mês',
    query,
    schema: activityReportSchema,
    json: (owner, p) => getActivityReport(db, owner, p),
    csvSummary: 'Atividade por mês, em CSV',
    csvName: `atividade-${PERIOD_CSV}`,
    csv: (owner, p) => activityCsv(db, owner, p),
  })
  report(router, {
    path: '/reports/at-risk',
    summary:
      'Alunos ativos em risco (sem aula recente, créditos esgotados ou pacote vencido), uma página (o CSV: todos)',
    query: atRiskQuerySchema,
    schema: atRiskPageSchema,
    json: (owner, q) => listAtRisk(db, owner, q.page),
    csvSummary: 'Todos os alunos em risco, em CSV',
    csvName: 'alunos-em-risco-AAAA-MM-DD.csv',
    csv: (owner) => atRiskCsv(db, owner),
  })
  report(router, {
    path: '/reports/liability',
    summary: 'Créditos vendidos e não usados (pacotes ativos) × preço por aula',
    schema: liabilityReportSchema,
    json: (owner) => getLiability(db, owner),
    csvSummary: 'Créditos não usados, em CSV',
    csvName: 'creditos-a-usar-AAAA-MM-DD.csv',
    csv: (owner) => liabilityCsv(db, owner),
  })
  report(router, {
    path: '/reports/payment-methods',
    summary: 'Pagamentos recebidos no período, por forma de pagamento',
    query,
    schema: paymentMethodsReportSchema,
    json: (owner, p) => getPaymentMethods(db, owner, p),
    csvSummary: 'Pagamentos por forma de pagamento, em CSV',
    csvName: `formas-de-pagamento-${PERIOD_CSV}`,
    csv: (owner, p) => paymentMethodsCsv(db, owner, p),
  })

  periodExport(router, {
    path: '/exports/payments.csv',
    summary: 'Para o contador: os pagamentos recebidos no período, em CSV',
    csvName: `pagamentos-${PERIOD_CSV}`,
    csv: (owner, p) => paymentsExport(db, owner, p),
  })
  periodExport(router, {
    path: '/exports/packages.csv',
    summary: 'Para o contador: os pacotes vendidos no período, com o que foi pago, em CSV',
    csvName: `pacotes-${PERIOD_CSV}`,
    csv: (owner, p) => packagesExport(db, owner, p),
  })
  return router
}
