import { createRoute, z } from '@hono/zod-openapi'
import { pixChargeSchema, pixSettingsStatusSchema } from '../../../shared/api-types'
import { pixSettingsInputSchema } from '../../../shared/schemas/money'
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
import { deletePixSettings, getPixSettings, packagePixCharge, savePixSettings } from './pix.service'

const tags = ['Pix']

/** Issue 13 item 3: the coach's Pix receiver and a package's static Pix charge. */
export function pixRoutes(db: Db) {
  const router = createRouter()

  router.openapi(
    createRoute({
      method: 'get',
      path: '/profile/pix',
      tags,
      summary: 'Chave Pix, nome e cidade do recebedor (settings null quando não cadastrada)',
      responses: { 200: jsonResponse(pixSettingsStatusSchema, 'Dados Pix'), ...errorResponses },
    }),
    async (c) => c.json(await getPixSettings(db, c.get('user').id), 200),
  )

  router.openapi(
    createRoute({
      method: 'put',
      path: '/profile/pix',
      tags,
      summary: 'Cadastra ou troca a chave Pix (validada e normalizada), o nome e a cidade',
      request: { body: jsonBody(pixSettingsInputSchema) },
      responses: { 200: jsonResponse(pixSettingsStatusSchema, 'Dados Pix'), ...errorResponses },
    }),
    async (c) => c.json(await savePixSettings(db, c.get('user').id, c.req.valid('json')), 200),
  )

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/profile/pix',
      tags,
      summary: 'Remove a chave Pix do perfil',
      responses: { 204: { description: 'Removida' }, ...errorResponses },
    }),
    async (c) => {
      await deletePixSettings(db, c.get('user').id)
      return c.body(null, 204)
    },
  )

  router.openapi(
    createRoute({
      method: 'get',
      path: '/packages/{id}/pix',
      tags,
      summary:
        'Cobrança Pix (BR Code estático, copia e cola) do saldo do pacote, com a mensagem para o aluno',
      request: { params: z.object({ id: z.string() }) },
      responses: {
        200: jsonResponse(pixChargeSchema, 'A cobrança'),
        409: errorResponse(
          'Pacote sem saldo a cobrar, chave Pix não cadastrada, ou moeda do perfil que não é o real',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const id = requireId(c.req.valid('param').id, PACKAGE_NOT_FOUND)
      return c.json(await packagePixCharge(db, { ownerId: c.get('user').id, packageId: id }), 200)
    },
  )

  return router
}
