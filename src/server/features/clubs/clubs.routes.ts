import { createRoute, z } from '@hono/zod-openapi'
import { clubDtoSchema, clubListSchema } from '../../../shared/api-types'
import { clubSchema } from '../../../shared/schemas/club'
import type { Db } from '../../db/client'
import { CLUB_NOT_FOUND } from '../../lib/app-error'
import { requireId } from '../../lib/ids'
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/router'
import { createClub, deleteClub, listClubs, setDefaultClub, updateClub } from './clubs.service'

const tags = ['Clubes']
const idParam = z.object({ id: z.string() })

export function clubsRoutes(db: Db) {
  const router = createRouter()
  router.openapi(
    createRoute({
      method: 'get',
      path: '/clubs',
      tags,
      summary: 'Clubes (padrão primeiro, depois por nome)',
      responses: { 200: jsonResponse(clubListSchema, 'Clubes'), ...errorResponses },
    }),
    async (c) => c.json(await listClubs(db, c.get('user').id), 200),
  )
  router.openapi(
    createRoute({
      method: 'post',
      path: '/clubs',
      tags,
      summary: 'Adiciona um clube',
      request: { body: jsonBody(clubSchema) },
      responses: { 201: jsonResponse(clubDtoSchema, 'O clube'), ...errorResponses },
    }),
    async (c) => c.json(await createClub(db, c.get('user').id, c.req.valid('json')), 201),
  )
  router.openapi(
    createRoute({
      method: 'patch',
      path: '/clubs/{id}',
      tags,
      summary: 'Edita um clube',
      request: { params: idParam, body: jsonBody(clubSchema) },
      responses: { 200: jsonResponse(clubDtoSchema, 'O clube'), ...errorResponses },
    }),
    async (c) => {
      const id = requireId(c.req.valid('param').id, CLUB_NOT_FOUND)
      return c.json(
        await updateClub(db, { ownerId: c.get('user').id, id }, c.req.valid('json')),
        200,
      )
    },
  )
  router.openapi(
    createRoute({
      method: 'post',
      path: '/clubs/{id}/default',
      tags,
      summary: 'Define o clube padrão',
      request: { params: idParam },
      responses: { 200: jsonResponse(clubDtoSchema, 'O clube'), ...errorResponses },
    }),
    async (c) => {
      const id = requireId(c.req.valid('param').id, CLUB_NOT_FOUND)
      return c.json(await setDefaultClub(db, { ownerId: c.get('user').id, id }), 200)
    },
  )
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/clubs/{id}',
      tags,
      summary: 'Remove um clube',
      request: { params: idParam },
      responses: { 204: { description: 'Removido' }, ...errorResponses },
    }),
    async (c) => {
      const id = requireId(c.req.valid('param').id, CLUB_NOT_FOUND)
      await deleteClub(db, { ownerId: c.get('user').id, id })
      return c.body(null, 204)
    },
  )
  return router
}
