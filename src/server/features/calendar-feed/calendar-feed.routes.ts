import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  type ErrorBody,
} from '../../../shared/api-types'
import type { Db } from '../../db/client'
import { clientIp } from '../../lib/client-ip'
import type { AppEnv } from '../../lib/context'
import { createRouter, errorResponse, errorResponses, jsonResponse } from '../../lib/router'
import {
  CALENDAR_FEED_RATE_LIMIT,
  calendarFeed,
  createFeed,
  feedStatus,
  revokeFeed,
} from './calendar-feed.service'

const tags = ['Agenda']

/** The signed-in coach's feed: status, create or regenerate (the URL shown once), revoke. */
export function calendarFeedRoutes(db: Db, appUrl: string) {
  const router = createRouter()
  router.openapi(
    createRoute({
      method: 'get',
      path: '/profile/calendar-feed',
      tags,
      summary: 'Se o treinador tem um link de calendário (a URL não é mostrada de novo)',
      responses: {
        200: jsonResponse(calendarFeedStatusSchema, 'Situação do link'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await feedStatus(db, c.get('user').id), 200),
  )
  router.openapi(
    createRoute({
      method: 'post',
      path: '/profile/calendar-feed',
      tags,
      summary:
        'Cria (ou gera de novo) o link privado do calendário: a URL só aparece nesta resposta; a anterior deixa de funcionar',
      responses: {
        201: jsonResponse(calendarFeedCreatedSchema, 'O novo link'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await createFeed(db, c.get('user').id, appUrl), 201),
  )
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/profile/calendar-feed',
      tags,
      summary: 'Desativa o link do calendário (ele passa a responder 404)',
      responses: { 204: { description: 'Desativado' }, ...errorResponses },
    }),
    async (c) => {
      await revokeFeed(db, c.get('user').id)
      return c.body(null, 204)
    },
  )
  return router
}

const notFoundBody: ErrorBody = {
  error: { code: 'NOT_FOUND', message: 'Calendário não encontrado' },
}

/**
 * The public feed, `GET /api/calendar/{token}.ics` (no session: the token is the key). Hono
 * reads `:token.ics` as one parameter name, so the handler takes the file name and the route is
 * documented by its own path in the OpenAPI document.
 */
export function mountCalendarFeed(
  app: OpenAPIHono<AppEnv>,
  db: Db,
  trustProxy: number | boolean,
  limit = CALENDAR_FEED_RATE_LIMIT,
) {
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/calendar/{token}.ics',
    tags,
    summary:
      'O calendário do treinador em iCalendar (RFC 5545), para assinar no Google Agenda ou no Calendário da Apple (público: o token é a chave)',
    request: { params: z.object({ token: z.string().describe('22 caracteres base64url') }) },
    responses: {
      200: {
        description: 'VCALENDAR com as aulas de 3 meses atrás até 12 meses à frente',
        content: { 'text/calendar': { schema: z.string() } },
      },
      404: errorResponse('Token desconhecido ou desativado'),
      429: errorResponse('Muitas requisições'),
    },
  })
  app.get('/api/calendar/:file', async (c) => {
    const file = c.req.param('file')
    const token = file.endsWith('.ics') ? file.slice(0, -4) : ''
    const body = await calendarFeed(db, {
      token,
      rateKey: `calendar:${clientIp(c, trustProxy)}`,
      limit,
    })
    if (body === null) return c.json(notFoundBody, 404)
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, max-age=300',
      'content-disposition': 'inline; filename="quadra-agenda.ics"',
    })
  })
}
