import { createRoute, z } from '@hono/zod-openapi'
import {
  packageDtoSchema,
  packageListSchema,
  packageMovementListSchema,
} from '../../../shared/api-types'
import { packageCreateSchema, packageUpdateSchema } from '../../../shared/schemas/package'
import type { Db } from '../../db/client'
import { PACKAGE_NOT_FOUND, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { requireId } from '../../lib/ids'
import {
  createRouter,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
} from '../../lib/router'
import {
  createPackage,
  deletePackage,
  listPackageMovements,
  listStudentPackages,
  updatePackage,
} from './packages.service'

const tags = ['Pacotes']
const idParam = z.object({ id: z.string() })

export function packagesRoutes(db: Db) {
  const router = createRouter()

  router.openapi(
    createRoute({
      method: 'get',
      path: '/students/{id}/packages',
      tags,
      summary: 'Pacotes do aluno (compra mais recente primeiro) com as aulas de cada um',
      request: { params: idParam },
      responses: { 200: jsonResponse(packageListSchema, 'Pacotes'), ...errorResponses },
    }),
    async (c) => {
      const id = requireId(c.req.valid('param').id, STUDENT_NOT_FOUND)
      return c.json(
        await listStudentPackages(db, { ownerId: c.get('user').id, studentId: id }),
        200,
      )
    },
  )

  router.openapi(
    createRoute({
      method: 'post',
      path: '/packages',
      tags,
      summary: 'Vende um pacote (crédito inicial no livro de créditos)',
      request: { body: jsonBody(packageCreateSchema) },
      responses: {
        201: jsonResponse(packageDtoSchema, 'O pacote'),
        409: errorResponse('Pagamento ("já pago") acima do valor do pacote'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await createPackage(db, c.get('user').id, c.req.valid('json')), 201),
  )

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/packages/{id}',
      tags,
      summary:
        'Edita um pacote; o restante acompanha a mudança do total; dueDate opcional (vencimento)',
      request: { params: idParam, body: jsonBody(packageUpdateSchema) },
      responses: {
        200: jsonResponse(packageDtoSchema, 'O pacote'),
        409: errorResponse('Total abaixo do já usado, ou valor abaixo do já pago'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const id = requireId(c.req.valid('param').id, PACKAGE_NOT_FOUND)
      return c.json(
        await updatePackage(db, { ownerId: c.get('user').id, id }, c.req.valid('json')),
        200,
      )
    },
  )

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/packages/{id}',
      tags,
      summary: 'Apaga um pacote sem aulas vinculadas',
      request: { params: idParam },
      responses: {
        204: { description: 'Apagado' },
        409: errorResponse('Pacote com aulas'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const id = requireId(c.req.valid('param').id, PACKAGE_NOT_FOUND)
      await deletePackage(db, { ownerId: c.get('user').id, id })
      return c.body(null, 204)
    },
  )

  router.openapi(
    createRoute({
      method: 'get',
      path: '/packages/{id}/movements',
      tags,
      summary:
        'Histórico de créditos do pacote (mais recente primeiro), com o saldo após cada movimento',
      request: { params: idParam },
      responses: {
        200: jsonResponse(packageMovementListSchema, 'Movimentos de crédito'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const id = requireId(c.req.valid('param').id, PACKAGE_NOT_FOUND)
      return c.json(await listPackageMovements(db, { ownerId: c.get('user').id, id }), 200)
    },
  )

  return router
}
