import { createRoute, z } from '@hono/zod-openapi'
import { type LeadReceived, leadReceivedSchema } from '../../../shared/api-types'
import {
  LEAD_COUNTRIES,
  LEAD_COUNTRY_OTHER,
  LEAD_HEARD_FROM,
  LEAD_SPORTS,
} from '../../../shared/constants'
import { leadSchema } from '../../../shared/schemas/lead'
import type { Db } from '../../db/client'
import { clientIp } from '../../lib/client-ip'
import { validationResponse } from '../../lib/errors'
import { hitRateLimit } from '../../lib/rate-limit'
import { createRouter, errorResponse, jsonResponse } from '../../lib/router'
import { createLead } from './leads.service'

/**
 * The lead's fields as the API documents them. Their rules (required ones, lengths, the phone's
 * pattern) are checked by the shared leadSchema in the lead's language, so here every field only
 * has its type: a missing or wrong one is answered with the form's own message.
 */
const leadBodyDoc = z
  .looseObject({
    name: z.string().optional().meta({ description: 'Nome (obrigatório, até 100 caracteres)' }),
    email: z.string().optional().meta({ description: 'Email (obrigatório)' }),
    phone: z
      .string()
      .optional()
      .meta({ description: 'Telefone com + e código do país (obrigatório): +5511987654321' }),
    country: z
      .string()
      .optional()
      .meta({
        description: `País, obrigatório em inglês: ${[...LEAD_COUNTRIES, LEAD_COUNTRY_OTHER].join(', ')}`,
      }),
    countryOther: z.string().optional().meta({ description: 'O país, quando country é Other' }),
    sports: z
      .array(z.string())
      .optional()
      .meta({ description: `Esportes: ${LEAD_SPORTS.join(', ')}` }),
    extraSport: z.string().optional().meta({ description: 'Outro esporte' }),
    heardFrom: z
      .string()
      .optional()
      .meta({ description: `Como conheceu (obrigatório): ${LEAD_HEARD_FROM.join(', ')}` }),
    heardFromOther: z
      .string()
      .optional()
      .meta({ description: 'Como conheceu, quando heardFrom é other' }),
    language: z
      .string()
      .optional()
      .meta({ description: 'Idioma do formulário e das mensagens: pt ou en (en por padrão)' }),
    website: z.string().optional().meta({ description: 'Armadilha para robôs: deixe vazio' }),
  })
  .meta({ id: 'LeadRequest' })

/** Per client IP: a few submissions every 10 minutes is plenty for a person. */
export const LEAD_RATE_LIMIT = { max: 5, windowSeconds: 600 }

/** The public lead endpoint (no session): validated again on the server, in the lead's language. */
export function leadsRoutes(db: Db, trustProxy: number | boolean, limit = LEAD_RATE_LIMIT) {
  const router = createRouter()
  router.openapi(
    createRoute({
      method: 'post',
      path: '/leads',
      tags: ['Leads'],
      summary: 'Formulário de interesse do beta (público)',
      request: {
        body: {
          required: true,
          content: {
            'application/json': { schema: leadBodyDoc },
          },
        },
      },
      responses: {
        201: jsonResponse(leadReceivedSchema, 'Recebido'),
        400: errorResponse('Dados inválidos'),
        429: errorResponse('Muitas tentativas'),
      },
    }),
    async (c) => {
      const body = c.req.valid('json')
      const lang = body.language === 'pt' ? 'pt' : 'en'
      await hitRateLimit(db, `leads:${clientIp(c, trustProxy)}`, limit.max, limit.windowSeconds)
      const parsed = leadSchema(lang).safeParse(body)
      if (!parsed.success) return c.json(validationResponse(parsed.error), 400)
      await createLead(db, parsed.data)
      return c.json({ ok: true } satisfies LeadReceived, 201)
    },
  )
  return router
}
