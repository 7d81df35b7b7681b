import { createRoute, z } from '@hono/zod-openapi'
import { atRiskQuerySchema, reportPeriodSchema } from '../../../shared/schemas/money'
import {
  activityReportSchema,
  atRiskPageSchema,
  liabilityReportSchema,
  paymentMethodsReportSchema,
  revenueReportSchema,
} from '../../../shared/schemas/reports.response'
import { errorResponses, jsonResponse } from '../../lib/router'

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

/** A report read with a query (JSON); its '.csv' twin has the same path + '.csv' and query. */
const jsonReport = <S extends z.ZodType, Q extends z.ZodObject>(
  path: string,
  summary: string,
  query: Q,
  schema: S,
) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    request: { query },
    responses: { 200: jsonResponse(schema, 'O relatório'), ...errorResponses },
  })

/** A CSV file read with a query: a report's twin, or an export for the accountant. */
const csvReport = <Q extends z.ZodObject>(
  path: string,
  summary: string,
  query: Q,
  filename: string,
) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    request: { query },
    responses: { 200: csvResponse(filename), ...errorResponses },
  })

const PERIOD_CSV = 'AAAA-MM-DD-a-AAAA-MM-DD.csv'

/** The reports (JSON and CSV) and the accountant's exports. */
export const reportsRoutes = {
  revenue: jsonReport(
    '/reports/revenue',
    'Receita por mês: vendido (pacotes pela data de início) e recebido (pagamentos)',
    reportPeriodSchema,
    revenueReportSchema,
  ),
  revenueCsv: csvReport(
    '/reports/revenue.csv',
    'Receita por mês, em CSV',
    reportPeriodSchema,
    `receita-${PERIOD_CSV}`,
  ),
  activity: jsonReport(
    '/reports/activity',
    'Aulas, alunos ativos, novos e perdidos e retenção, por mês',
    reportPeriodSchema,
    activityReportSchema,
  ),
  activityCsv: csvReport(
    '/reports/activity.csv',
    'Atividade por mês, em CSV',
    reportPeriodSchema,
    `atividade-${PERIOD_CSV}`,
  ),
  atRisk: jsonReport(
    '/reports/at-risk',
    'Alunos ativos em risco (sem aula recente, créditos esgotados ou pacote vencido), uma página (o CSV: todos)',
    atRiskQuerySchema,
    atRiskPageSchema,
  ),
  atRiskCsv: csvReport(
    '/reports/at-risk.csv',
    'Todos os alunos em risco, em CSV',
    atRiskQuerySchema,
    'alunos-em-risco-AAAA-MM-DD.csv',
  ),
  liability: createRoute({
    method: 'get',
    path: '/reports/liability',
    tags,
    summary: 'Créditos vendidos e não usados (pacotes ativos) × preço por aula',
    responses: { 200: jsonResponse(liabilityReportSchema, 'O relatório'), ...errorResponses },
  }),
  liabilityCsv: createRoute({
    method: 'get',
    path: '/reports/liability.csv',
    tags,
    summary: 'Créditos não usados, em CSV',
    responses: { 200: csvResponse('creditos-a-usar-AAAA-MM-DD.csv'), ...errorResponses },
  }),
  paymentMethods: jsonReport(
    '/reports/payment-methods',
    'Pagamentos recebidos no período, por forma de pagamento',
    reportPeriodSchema,
    paymentMethodsReportSchema,
  ),
  paymentMethodsCsv: csvReport(
    '/reports/payment-methods.csv',
    'Pagamentos por forma de pagamento, em CSV',
    reportPeriodSchema,
    `formas-de-pagamento-${PERIOD_CSV}`,
  ),
  paymentsExport: csvReport(
    '/exports/payments.csv',
    'Para o contador: os pagamentos recebidos no período, em CSV',
    reportPeriodSchema,
    `pagamentos-${PERIOD_CSV}`,
  ),
  packagesExport: csvReport(
    '/exports/packages.csv',
    'Para o contador: os pacotes vendidos no período, com o que foi pago, em CSV',
    reportPeriodSchema,
    `pacotes-${PERIOD_CSV}`,
  ),
}
