import type { Context } from 'hono'
import type { Db } from '../../db/client'
import type { AppEnv } from '../../lib/context'
import { ownerId } from '../../lib/ids'
import { bindRoutes, createRouter } from '../../lib/router'
import { reportsRoutes } from './reports.routes'
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

function sendCsv(c: Context<AppEnv>, file: CsvFile) {
  return c.body(file.csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'no-store',
  })
}

export function reportsRouter(db: Db) {
  return bindRoutes(createRouter(), reportsRoutes, {
    revenue: async (c) => c.json(await getRevenueReport(db, ownerId(c), c.req.valid('query')), 200),
    revenueCsv: async (c) => sendCsv(c, await revenueCsv(db, ownerId(c), c.req.valid('query'))),
    activity: async (c) =>
      c.json(await getActivityReport(db, ownerId(c), c.req.valid('query')), 200),
    activityCsv: async (c) => sendCsv(c, await activityCsv(db, ownerId(c), c.req.valid('query'))),
    atRisk: async (c) => c.json(await listAtRisk(db, ownerId(c), c.req.valid('query').page), 200),
    atRiskCsv: async (c) => sendCsv(c, await atRiskCsv(db, ownerId(c))),
    liability: async (c) => c.json(await getLiability(db, ownerId(c)), 200),
    liabilityCsv: async (c) => sendCsv(c, await liabilityCsv(db, ownerId(c))),
    paymentMethods: async (c) =>
      c.json(await getPaymentMethods(db, ownerId(c), c.req.valid('query')), 200),
    paymentMethodsCsv: async (c) =>
      sendCsv(c, await paymentMethodsCsv(db, ownerId(c), c.req.valid('query'))),
    paymentsExport: async (c) =>
      sendCsv(c, await paymentsExport(db, ownerId(c), c.req.valid('query'))),
    packagesExport: async (c) =>
      sendCsv(c, await packagesExport(db, ownerId(c), c.req.valid('query'))),
  })
}
