import { createRoute, z } from '@hono/zod-openapi'
import { deleteCookie } from 'hono/cookie'
import { profileDtoSchema } from '../../../shared/api-types'
import { accountDeleteSchema, profilePatchSchema } from '../../../shared/schemas/profile'
import type { Db } from '../../db/client'
import {
  createRouter,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
} from '../../lib/router'
import type { FlushMedia } from '../voice-notes/feedback-notes'
import { deleteAccount } from './account-delete'
import { getProfile, updateProfile } from './profile.service'
import { exportCoachData } from './profile-export'

const tags = ['Perfil']

/** The zip of GET /api/profile/export, as the OpenAPI document describes it. */
const zipFileSchema = z.string().meta({
  id: 'DataExportZip',
  format: 'binary',
  description: 'Arquivo zip: JSON e CSV de cada conjunto',
})

/** better-auth's cookies (prefix 'quadra', see auth/auth.ts), plain and __Secure- on https. */
const AUTH_COOKIES = ['quadra.session_token', 'quadra.dont_remember']

/** `flush`: removes the voice notes' files of a deleted account, after the commit. */
export function profileRoutes(db: Db, flush?: FlushMedia) {
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
  router.openapi(
    createRoute({
      method: 'get',
      path: '/profile/export',
      tags,
      summary:
        'Baixa todos os dados do treinador (LGPD): um zip com JSON e CSV de perfil, clubes, alunos, pacotes, créditos, aulas, avaliações e alertas',
      responses: {
        200: {
          description: 'quadra-dados-AAAA-MM-DD.zip (Content-Disposition: attachment)',
          content: { 'application/zip': { schema: zipFileSchema } },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { zip, filename } = await exportCoachData(db, c.get('user').id)
      return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
      })
    },
  )
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/profile',
      tags,
      summary:
        'Exclui a conta e todos os seus dados (LGPD); confirmEmail deve ser o e-mail da conta. Encerra a sessão.',
      request: { body: jsonBody(accountDeleteSchema) },
      responses: {
        204: { description: 'Conta excluída; cookies de sessão apagados' },
        400: errorResponse('Dados inválidos ou e-mail de confirmação diferente do da conta'),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      await deleteAccount(db, c.get('user').id, c.req.valid('json'), flush)
      for (const name of AUTH_COOKIES) {
        deleteCookie(c, name, { path: '/' })
        deleteCookie(c, `__Secure-${name}`, { path: '/', secure: true })
      }
      return c.body(null, 204)
    },
  )
  return router
}
