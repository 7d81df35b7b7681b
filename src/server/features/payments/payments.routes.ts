import { createRoute, z } from '@hono/zod-openapi'
import { paymentDtoSchema, paymentListSchema } from '../../../shared/api-types'
import { paymentCreateSchema } from '../../../shared/schemas/money'
import type { Db } from '../../db/client'
import { PACKAGE_NOT_FOUND } from '../../lib/app-error'
import { requireId } from '../../lib/ids'
import {
  createRouter,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
} from '../../lib/router'
import { createPayment, deletePayment, listPayments, PAYMENT_NOT_FOUND } from './payments.service'

const tags = ['Pagamentos']
const idParam = z.object({ id: z.string() })

/** Issue 13: payments received for a package (rows; the status is derived). */
export function paymentsRoutes(db: Db) {
  const router = createRouter()

  router.openapi(
    createRoute({
      method: 'get',
      path: '/packages/{id}/payments',
      tags,
      summary: 'Pagamentos do pacote (mais recente primeiro)',
      request: { params: idParam },
      responses: { 200: jsonResponse(paymentListSchema, 'Pagamentos'), ...errorResponses },
    }),
    async (c) => {
      const id = requireId(c.req.valid('param').id, PACKAGE_NOT_FOUND)
      return c.json(await listPayments(db, { ownerId: c.get('user').id, packageId: id }), 200)
    },
  )

  router.openapi(
    createRoute({
      method: 'post',
      path: '/packages/{id}/payments',
      tags,
      summary: 'Registra um pagamento (em centavos); nunca acima do saldo devedor',
      request: { params: idParam, body: jsonBody(paymentCreateSchema) },
      responses: {
        201: jsonResponse(paymentDtoSchema, 'O pagamento'),
        409: errorResponse('Valor acima do saldo devedor, ou pacote já pago'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const id = requireId(c.req.valid('param').id, PACKAGE_NOT_FOUND)
      return c.json(
        await createPayment(db, { ownerId: c.get('user').id, packageId: id }, c.req.valid('json')),
        201,
      )
    },
  )

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/payments/{id}',
      tags,
      summary: 'Remove um pagamento (fica registrado na auditoria de remoções)',
      request: { params: idParam },
      responses: { 204: { description: 'Removido' }, ...errorResponses },
    }),
    async (c) => {
      const id = requireId(c.req.valid('param').id, PAYMENT_NOT_FOUND)
      await deletePayment(db, { ownerId: c.get('user').id, id })
      return c.body(null, 204)
    },
  )

  return router
}
