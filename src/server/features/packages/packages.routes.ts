import { createRoute, z } from '@hono/zod-openapi'
import { packageCreateSchema, packageUpdateSchema } from '../../../shared/schemas/package'
import {
  packageDtoSchema,
  packageListSchema,
  packageMovementListSchema,
} from '../../../shared/schemas/packages.response'
import { errorResponse, errorResponses, jsonBody, jsonResponse } from '../../lib/router'

const tags = ['Pacotes']
const idParam = z.object({ id: z.string() })

export const packagesRoutes = {
  listStudentPackages: createRoute({
    method: 'get',
    path: '/students/{id}/packages',
    tags,
    summary: 'Pacotes do aluno (compra mais recente primeiro) com as aulas de cada um',
    request: { params: idParam },
    responses: { 200: jsonResponse(packageListSchema, 'Pacotes'), ...errorResponses },
  }),
  createPackage: createRoute({
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
  updatePackage: createRoute({
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
  deletePackage: createRoute({
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
  listPackageMovements: createRoute({
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
}
