import { createRoute, z } from '@hono/zod-openapi'
import { deleteCookie } from 'hono/cookie'
import {
  profileDtoSchema,
  profilePatchResultSchema,
  timeZoneChangePreviewSchema,
} from '../../../shared/api-types'
import {
  accountDeleteSchema,
  profilePatchSchema,
  timeZoneChangeQuerySchema,
} from '../../../shared/schemas/profile'
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
import { getProfile, previewTimeZoneChange, updateProfile } from './profile.service'
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
      summary:
        'Atualiza nome, telefone e esporte principal (juntos), a política de faltas, idioma, moeda e/ou fuso horário',
      description:
        "Com um novo `timezone`, `lessonTimes` diz o que acontece com as aulas que ainda não começaram, na mesma transação: 'keep_local' (padrão) mantém os horários no relógio local (os horários fixos a partir da próxima aula e as aulas futuras: 18:00 continua 18:00 no novo fuso); 'keep_instant' mantém o mesmo instante (o horário mostrado muda). Aulas passadas e aulas com registro nunca mudam. A resposta traz `lessonTimes` com quantos horários fixos e aulas foram ajustados.",
      request: { body: jsonBody(profilePatchSchema) },
      responses: {
        200: jsonResponse(
          profilePatchResultSchema,
          'O perfil (e, se o fuso mudou, o que foi ajustado)',
        ),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await updateProfile(db, c.get('user').id, c.req.valid('json')), 200),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/profile/time-zone-change',
      tags,
      summary:
        'O que mudar para o fuso `timezone` perguntaria: horários fixos com aulas por vir, aulas avulsas futuras e a próxima delas no fuso atual e no novo (mesmo instante)',
      request: { query: timeZoneChangeQuerySchema },
      responses: {
        200: jsonResponse(timeZoneChangePreviewSchema, 'Os horários afetados'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(await previewTimeZoneChange(db, c.get('user').id, c.req.valid('query').timezone), 200),
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
