import { createRoute, z } from '@hono/zod-openapi'
import { progressQuerySchema, summaryDraftSchema } from '../../../shared/schemas/progress'
import {
  messageDraftSchema,
  progressReportSchema,
  textDraftSchema,
} from '../../../shared/schemas/progress.response'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/router'

const tags = ['Progresso']
const idParam = z.object({ id: z.string() })

/** The progress report, its summary draft and the after-class message draft. */

export const progressRoutes = {
  getProgressReport: createRoute({
    method: 'get',
    path: '/students/{id}/progress',
    tags,
    summary:
      'Relatório de progresso do aluno no período (notas, focos, presença, créditos, próximos exercícios)',
    request: { params: idParam, query: progressQuerySchema },
    responses: {
      200: jsonResponse(progressReportSchema, 'O relatório'),
      ...errorResponses,
    },
  }),
  draftProgressSummary: createRoute({
    method: 'post',
    path: '/students/{id}/progress/summary',
    tags,
    summary:
      'Rascunho do resumo do relatório (pela IA quando configurada, senão pelas regras), para o treinador editar',
    request: { params: idParam, body: jsonBody(summaryDraftSchema) },
    responses: { 200: jsonResponse(textDraftSchema, 'O rascunho'), ...errorResponses },
  }),
  draftAfterClassMessage: createRoute({
    method: 'get',
    path: '/sessions/{sessionId}/students/{studentId}/message',
    tags,
    summary:
      'Rascunho da mensagem pós-aula de um aluno da aula (data, focos, nota, observação, próximos exercícios)',
    request: { params: z.object({ sessionId: z.string(), studentId: z.string() }) },
    responses: { 200: jsonResponse(messageDraftSchema, 'O rascunho'), ...errorResponses },
  }),
}
