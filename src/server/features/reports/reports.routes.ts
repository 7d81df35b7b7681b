import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  activityReportSchema,
  atRiskPageSchema,
  liabilityReportSchema,
  paymentMethodsReportSchema,
  revenueReportSchema,
} from '../../../shared/api-types'
import { atRiskQuerySchema, reportPeriodSchema } from '../../../shared/schemas/money'
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

/** Issue 13 items 4 and 5: the reports (JSON and CSV) and the accountant's exports. */
export function reportsRoutes(db: Db) {
  const router = createRouter()
  const period = { query: reportPeriodSchema }

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/revenue',
      tags,
      summary: 'Receita por mês: vendido (pacotes pela data de início) e recebido (pagamentos)',
      request: period,
      responses: { 200: jsonResponse(revenueReportSchema, 'O relatório'), ...errorResponses },
    }),
    async (c) => c.json(await getRevenueReport(db, c.get('user').id, c.req.valid('query')), 200),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/revenue.csv',
      tags,
      summary: 'Receita por mês, em CSV',
      request: period,
      responses: { 200: csvResponse('receita-AAAA-MM-DD-a-AAAA-MM-DD.csv'), ...errorResponses },
    }),
    async (c) => sendCsv(c, await revenueCsv(db, c.get('user').id, c.req.valid('query'))),
  )

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/activity',
      tags,
      summary: 'Aulas, alunos ativos, novos e perdidos e retenção, por mês',
      request: period,
      responses: { 200: jsonResponse(activityReportSchema, 'O relatório'), ...errorResponses },
    }),
    async (c) => c.json(await getActivityReport(db, c.get('user').id, c.req.valid('query')), 200),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/activity.csv',
      tags,
      summary: 'Atividade por mês, em CSV',
      request: period,
      responses: { 200: csvResponse('atividade-AAAA-MM-DD-a-AAAA-MM-DD.csv'), ...errorResponses },
    }),
    async (c) => sendCsv(c, await activityCsv(db, c.get('user').id, c.req.valid('query'))),
  )

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/at-risk',
      tags,
      summary:
        'Alunos ativos em risco (sem aula recente, créditos esgotados ou pacote vencido), uma página',
      request: { query: atRiskQuerySchema },
      responses: { 200: jsonResponse(atRiskPageSchema, 'A página'), ...errorResponses },
    }),
    async (c) => c.json(await listAtRisk(db, c.get('user').id, c.req.valid('query').page), 200),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/at-risk.csv',
      tags,
      summary: 'Todos os alunos em risco, em CSV',
      responses: { 200: csvResponse('alunos-em-risco-AAAA-MM-DD.csv'), ...errorResponses },
    }),
    async (c) => sendCsv(c, await atRiskCsv(db, c.get('user').id)),
  )

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/liability',
      tags,
      summary: 'Créditos vendidos e não usados (pacotes ativos) × preço por aula',
      responses: { 200: jsonResponse(liabilityReportSchema, 'O relatório'), ...errorResponses },
    }),
    async (c) => c.json(await getLiability(db, c.get('user').id), 200),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/liability.csv',
      tags,
      summary: 'Créditos não usados, em CSV',
      responses: { 200: csvResponse('creditos-a-usar-AAAA-MM-DD.csv'), ...errorResponses },
    }),
    async (c) => sendCsv(c, await liabilityCsv(db, c.get('user').id)),
  )

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/payment-methods',
      tags,
      summary: 'Pagamentos recebidos no período, por forma de pagamento',
      request: period,
      responses: {
        200: jsonResponse(paymentMethodsReportSchema, 'O relatório'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await getPaymentMethods(db, c.get('user').id, c.req.valid('query')), 200),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/payment-methods.csv',
      tags,
      summary: 'Pagamentos por forma de pagamento, em CSV',
      request: period,
      responses: {
        200: csvResponse('formas-de-pagamento-AAAA-MM-DD-a-AAAA-MM-DD.csv'),
        ...errorResponses,
      },
    }),
    async (c) => sendCsv(c, await paymentMethodsCsv(db, c.get('user').id, c.req.valid('query'))),
  )

  router.openapi(
    createRoute({
      method: 'get',
      path: '/exports/payments.csv',
      tags,
      summary: 'Para o contador: os pagamentos recebidos no período, em CSV',
      request: period,
      responses: { 200: csvResponse('pagamentos-AAAA-MM-DD-a-AAAA-MM-DD.csv'), ...errorResponses },
    }),
    async (c) => sendCsv(c, await paymentsExport(db, c.get('user').id, c.req.valid('query'))),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/exports/packages.csv',
      tags,
      summary: 'Para o contador: os pacotes vendidos no período, com o que foi pago, em CSV',
      request: period,
      responses: { 200: csvResponse('pacotes-AAAA-MM-DD-a-AAAA-MM-DD.csv'), ...errorResponses },
    }),
    async (c) => sendCsv(c, await packagesExport(db, c.get('user').id, c.req.valid('query'))),
  )
  return router
}
