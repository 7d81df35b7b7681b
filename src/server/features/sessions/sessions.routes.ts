import { createRoute, z } from '@hono/zod-openapi'
import {
  sessionDtoSchema,
  sessionPageSchema,
  studentFeedbacksPageSchema,
  studentSessionPageSchema,
} from '../../../shared/api-types'
import {
  assignPackageSchema,
  feedbackUpdateSchema,
  pageQuerySchema,
  sessionCreateSchema,
  sessionListQuerySchema,
  sessionUpdateSchema,
} from '../../../shared/schemas/session'
import type { Db } from '../../db/client'
import { STUDENT_NOT_FOUND } from '../../lib/app-error'
import { requireId } from '../../lib/ids'
import {
  createRouter,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
} from '../../lib/router'
import type { FlushMedia } from '../voice-notes/feedback-notes'
import { createClassSession } from './session-create'
import {
  assignPackage,
  deleteClassSession,
  updateClassSession,
  updateFeedback,
} from './session-edit'
import { CLASS_SESSION_NOT_FOUND, getClassSession, listClassSessions } from './session-read'
import { listStudentFeedbacks, listStudentSessions } from './student-history'

const tags = ['Sessões']
const idParam = z.object({ id: z.string() })

/** `flush`: removes the voice notes' files a write queued, after its commit (issue 14). */
export function classSessionsRoutes(db: Db, flush?: FlushMedia) {
  const router = createRouter()
  const classSessionId = (id: string) => requireId(id, CLASS_SESSION_NOT_FOUND)

  router.openapi(
    createRoute({
      method: 'get',
      path: '/sessions',
      tags,
      summary: 'Histórico de sessões filtrado e paginado (mais recentes primeiro)',
      request: { query: sessionListQuerySchema },
      responses: {
        200: jsonResponse(sessionPageSchema, 'Uma página de sessões'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await listClassSessions(db, c.get('user').id, c.req.valid('query')), 200),
  )
  router.openapi(
    createRoute({
      method: 'post',
      path: '/sessions',
      tags,
      summary: 'Registra uma sessão: feedbacks e um crédito por aluno (uma transação)',
      request: { body: jsonBody(sessionCreateSchema) },
      responses: { 201: jsonResponse(sessionDtoSchema, 'A sessão'), ...errorResponses },
    }),
    async (c) =>
      c.json(await createClassSession(db, c.get('user'), c.req.valid('json'), flush), 201),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/sessions/{id}',
      tags,
      summary: 'Uma sessão',
      request: { params: idParam },
      responses: { 200: jsonResponse(sessionDtoSchema, 'A sessão'), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await getClassSession(db, {
          ownerId: c.get('user').id,
          id: classSessionId(c.req.valid('param').id),
        }),
        200,
      ),
  )
  router.openapi(
    createRoute({
      method: 'put',
      path: '/sessions/{id}',
      tags,
      summary: 'Edição completa: participantes, feedbacks, pacotes e observações (uma transação)',
      request: { params: idParam, body: jsonBody(sessionUpdateSchema) },
      responses: {
        200: jsonResponse(sessionDtoSchema, 'A sessão'),
        409: errorResponse('Pacote sem créditos'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await updateClassSession(
          db,
          { ownerId: c.get('user').id, id: classSessionId(c.req.valid('param').id) },
          c.req.valid('json'),
          flush,
        ),
        200,
      ),
  )
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/sessions/{id}',
      tags,
      summary: 'Exclui a sessão devolvendo um crédito a cada pacote usado',
      request: { params: idParam },
      responses: { 204: { description: 'Excluída' }, ...errorResponses },
    }),
    async (c) => {
      await deleteClassSession(
        db,
        { ownerId: c.get('user').id, id: classSessionId(c.req.valid('param').id) },
        flush,
      )
      return c.body(null, 204)
    },
  )
  router.openapi(
    createRoute({
      method: 'patch',
      path: '/sessions/{id}/feedbacks/{studentId}',
      tags,
      summary: 'Edita o feedback de um aluno na sessão',
      request: {
        params: z.object({ id: z.string(), studentId: z.string() }),
        body: jsonBody(feedbackUpdateSchema),
      },
      responses: { 200: jsonResponse(sessionDtoSchema, 'A sessão'), ...errorResponses },
    }),
    async (c) => {
      const { id, studentId } = c.req.valid('param')
      const sid = requireId(studentId, 'Feedback não encontrado')
      return c.json(
        await updateFeedback(
          db,
          { ownerId: c.get('user').id, sessionId: classSessionId(id), studentId: sid },
          c.req.valid('json'),
          flush,
        ),
        200,
      )
    },
  )
  router.openapi(
    createRoute({
      method: 'post',
      path: '/sessions/{id}/assignments',
      tags,
      summary: 'Atribui manualmente um pacote à aula de um aluno',
      request: { params: idParam, body: jsonBody(assignPackageSchema) },
      responses: {
        200: jsonResponse(sessionDtoSchema, 'A sessão'),
        409: errorResponse('Pacote sem créditos'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json')
      return c.json(
        await assignPackage(db, {
          ownerId: c.get('user').id,
          sessionId: classSessionId(c.req.valid('param').id),
          studentId: body.studentId,
          packageId: body.packageId,
        }),
        200,
      )
    },
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/students/{id}/sessions',
      tags,
      summary: 'Aulas do aluno (aba Aulas do perfil)',
      request: { params: idParam, query: pageQuerySchema },
      responses: {
        200: jsonResponse(studentSessionPageSchema, 'Uma página de aulas do aluno'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { page, pageSize } = c.req.valid('query')
      const id = requireId(c.req.valid('param').id, STUDENT_NOT_FOUND)
      return c.json(
        await listStudentSessions(db, { ownerId: c.get('user').id, studentId: id, page, pageSize }),
        200,
      )
    },
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/students/{id}/feedbacks',
      tags,
      summary: 'Feedbacks do aluno: média, focos mais frequentes e histórico',
      request: { params: idParam, query: pageQuerySchema },
      responses: {
        200: jsonResponse(studentFeedbacksPageSchema, 'Uma página de feedbacks do aluno'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { page, pageSize } = c.req.valid('query')
      const id = requireId(c.req.valid('param').id, STUDENT_NOT_FOUND)
      return c.json(
        await listStudentFeedbacks(db, {
          ownerId: c.get('user').id,
          studentId: id,
          page,
          pageSize,
        }),
        200,
      )
    },
  )
  return router
}
