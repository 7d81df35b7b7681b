import type { Db } from '../../db/client'
import { PACKAGE_NOT_FOUND } from '../../lib/app-error'
import { owned, ownerId, pathId } from '../../lib/ids'
import { bindRoutes, createRouter, type Handlers } from '../../lib/router'
import { paymentRoutes, pixRoutes } from './payments.routes'
import { createPayment, deletePayment, listPayments, PAYMENT_NOT_FOUND } from './payments.service'
import { deletePixSettings, getPixSettings, packagePixCharge, savePixSettings } from './pix.service'

/** Payments and Pix: each route of payments.routes.ts with its handler. */
export function paymentsRouter(db: Db) {
  const router = createRouter()
  bindRoutes(router, paymentRoutes, paymentHandlers(db))
  bindRoutes(router, pixRoutes, pixHandlers(db))
  return router
}

const paymentHandlers = (db: Db): Handlers<typeof paymentRoutes> => ({
  listPayments: async (c) => {
    const packageId = pathId(c, PACKAGE_NOT_FOUND)
    return c.json(await listPayments(db, { ownerId: ownerId(c), packageId }), 200)
  },
  createPayment: async (c) => {
    const packageId = pathId(c, PACKAGE_NOT_FOUND)
    return c.json(
      await createPayment(db, { ownerId: ownerId(c), packageId }, c.req.valid('json')),
      201,
    )
  },
  deletePayment: async (c) => {
    await deletePayment(db, owned(c, PAYMENT_NOT_FOUND))
    return c.body(null, 204)
  },
})

const pixHandlers = (db: Db): Handlers<typeof pixRoutes> => ({
  getPixSettings: async (c) => c.json(await getPixSettings(db, ownerId(c)), 200),
  savePixSettings: async (c) =>
    c.json(await savePixSettings(db, ownerId(c), c.req.valid('json')), 200),
  deletePixSettings: async (c) => {
    await deletePixSettings(db, ownerId(c))
    return c.body(null, 204)
  },
  packagePixCharge: async (c) => {
    const packageId = pathId(c, PACKAGE_NOT_FOUND)
    return c.json(await packagePixCharge(db, { ownerId: ownerId(c), packageId }), 200)
  },
})
