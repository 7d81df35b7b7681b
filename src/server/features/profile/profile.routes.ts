import { createRoute, z } from '@hono/zod-openapi'
import {
  accountDeleteSchema,
  profilePatchSchema,
  timeZoneChangeQuerySchema,
} from '../../../shared/schemas/profile'
import {
  profileDtoSchema,
  profilePatchResultSchema,
  timeZoneChangePreviewSchema,
} from '../../../shared/schemas/profile.response'
import { errorResponse, errorResponses, jsonBody, jsonResponse } from '../../lib/router'

const tags = ['Perfil']

/** The zip of GET /api/profile/export, as the OpenAPI document describes it. */
const zipFileSchema = z.string().meta({
  id: 'DataExportZip',
  format: 'binary',
  description: 'Arquivo zip: JSON e CSV de cada conjunto',
})

export const profileRoutes = {
  getProfile: createRoute({
    method: 'get',
    path: '/profile',
    tags,
    summary: 'Perfil do treinador',
    responses: { 200: jsonResponse(profileDtoSchema, 'O perfil'), ...errorResponses },
  }),
  updateProfile: createRoute({
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
  previewTimeZoneChange: createRoute({
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
  exportCoachData: createRoute({
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
  deleteAccount: createRoute({
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
}
