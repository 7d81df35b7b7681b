import { createRoute } from '@hono/zod-openapi'
import { profileDtoSchema } from '../../../shared/api-types'
import { profilePatchSchema } from '../../../shared/schemas/profile'
import type { Db } from '../../db/client'
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/router'
import { getProfile, updateProfile } from './profile.service'

const tags = ['Perfil']

export function profileRoutes(db: Db) {
  const router = createRouter()
  router.openapi(
    createRoute({
      method: 'get',
      path: '/profile',
      tags,
      summary: 'Perfil do treinador',
      responses: { 200: jsonResponse(profileDtoSchema, 'O perfil'), ...errorResponses },
    }),
    async (c) => c.json(await getProfile(db, c.get('user').id), 200),
  )
  router.openapi(
    createRoute({
      method: 'patch',
      path: '/profile',
      tags,
      summary: 'Atualiza nome, telefone e esporte principal (juntos) e/ou a política de faltas',
      request: { body: jsonBody(profilePatchSchema) },
      responses: { 200: jsonResponse(profileDtoSchema, 'O perfil'), ...errorResponses },
    }),
    async (c) => c.json(await updateProfile(db, c.get('user').id, c.req.valid('json')), 200),
  )
  return router
}
