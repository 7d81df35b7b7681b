import { createRoute, z } from '@hono/zod-openapi'
import { leadReceivedSchema } from '../../../shared/api-types'
import {
  LEAD_COUNTRIES,
  LEAD_COUNTRY_OTHER,
  LEAD_HEARD_FROM,
  LEAD_SPORTS,
} from '../../../shared/constants'
import { errorResponse, jsonResponse } from '../../lib/router'

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

/** The public lead endpoint (no session). */
export const leadsRoutes = {
  createLead: createRoute({
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
}
