import { createRoute, z } from '@hono/zod-openapi'
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
} from '../../../shared/schemas/calendar-feed.response'
import { errorResponse, errorResponses, jsonResponse } from '../../lib/router'

const tags = ['Agenda']

/** The signed-in coach's feed: status, create or regenerate (the URL shown once), revoke. */

export const calendarFeedRoutes = {
  feedStatus: createRoute({
    method: 'get',
    path: '/profile/calendar-feed',
    tags,
    summary: 'Se o treinador tem um link de calendário (a URL não é mostrada de novo)',
    responses: {
      200: jsonResponse(calendarFeedStatusSchema, 'Situação do link'),
      ...errorResponses,
    },
  }),
  createFeed: createRoute({
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
  revokeFeed: createRoute({
    method: 'delete',
    path: '/profile/calendar-feed',
    tags,
    summary: 'Desativa o link do calendário (ele passa a responder 404)',
    responses: { 204: { description: 'Desativado' }, ...errorResponses },
  }),
}

/**
 * The public feed, `GET /api/calendar/{token}.ics` (no session: the token is the key). Hono
 * reads `:token.ics` as one parameter name, so its handler is mounted on the file name
 * (`mountCalendarFeed`) and the route is documented by its own path.
 */
export const calendarFileRoute = {
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
} as const
