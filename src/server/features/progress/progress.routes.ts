import { createRoute, z } from '@hono/zod-openapi'
import {
  messageDraftSchema,
  progressReportSchema,
  textDraftSchema,
} from '../../../shared/api-types'
import { progressQuerySchema, summaryDraftSchema } from '../../../shared/schemas/progress'
import type { Db } from '../../db/client'
import type { AiWriter } from '../../lib/ai-writer'
import { STUDENT_NOT_FOUND } from '../../lib/app-error'
import { requireId } from '../../lib/ids'
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/router'
import { draftAfterClassMessage, draftProgressSummary, SESSION_NOT_FOUND } from './progress-drafts'
import { getProgressReport } from './progress-report'

const tags = ['Progresso']
const idParam = z.object({ id: z.string() })

/** Issue 12: the progress report, its summary draft and the after-class message draft. */
export function progressRoutes(db: Db, ai: AiWriter) {
  const router = createRouter()

  router.openapi(
    createRoute({
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
    async (c) => {
      const studentId = requireId(c.req.valid('param').id, STUDENT_NOT_FOUND)
      const { period } = c.req.valid('query')
      return c.json(
        await getProgressReport(db, {
          ownerId: c.get('user').id,
          studentId,
          period,
          // the coach's screen: in the coach's language (what is sent to the student is not)
          language: c.get('user').language,
        }),
        200,
      )
    },
  )

  router.openapi(
    createRoute({
      method: 'post',
      path: '/students/{id}/progress/summary',
      tags,
      summary:
        'Rascunho do resumo do relatório (pela IA quando configurada, senão pelas regras), para o treinador editar',
      request: { params: idParam, body: jsonBody(summaryDraftSchema) },
      responses: { 200: jsonResponse(textDraftSchema, 'O rascunho'), ...errorResponses },
    }),
    async (c) => {
      const studentId = requireId(c.req.valid('param').id, STUDENT_NOT_FOUND)
      const { period } = c.req.valid('json')
      return c.json(
        await draftProgressSummary(db, ai, {
          ownerId: c.get('user').id,
          studentId,
          period,
        }),
        200,
      )
    },
  )

  router.openapi(
    createRoute({
      method: 'get',
      path: '/sessions/{sessionId}/students/{studentId}/message',
      tags,
      summary:
        'Rascunho da mensagem pós-aula de um aluno da aula (data, focos, nota, observação, próximos exercícios)',
      request: { params: z.object({ sessionId: z.string(), studentId: z.string() }) },
      responses: { 200: jsonResponse(messageDraftSchema, 'O rascunho'), ...errorResponses },
    }),
    async (c) => {
      const params = c.req.valid('param')
      const sessionId = requireId(params.sessionId, SESSION_NOT_FOUND)
      const studentId = requireId(params.studentId, STUDENT_NOT_FOUND)
      return c.json(
        await draftAfterClassMessage(db, ai, {
          ownerId: c.get('user').id,
          sessionId,
          studentId,
        }),
        200,
      )
    },
  )

  return router
}
