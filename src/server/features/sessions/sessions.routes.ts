import { createRoute, z } from '@hono/zod-openapi'
import {
  assignPackageSchema,
  feedbackUpdateSchema,
  pageQuerySchema,
  sessionCreateSchema,
  sessionListQuerySchema,
  sessionUpdateSchema,
} from '../../../shared/schemas/session'
import {
  sessionDtoSchema,
  sessionPageSchema,
  studentFeedbacksPageSchema,
  studentSessionPageSchema,
} from '../../../shared/schemas/sessions.response'
import { errorResponse, errorResponses, jsonBody, jsonResponse } from '../../lib/router'

const tags = ['Sessões']
const idParam = z.object({ id: z.string() })

export const sessionsRoutes = {
  listClassSessions: createRoute({
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
  createClassSession: createRoute({
    method: 'post',
    path: '/sessions',
    tags,
    summary: 'Registra uma sessão: feedbacks e um crédito por aluno (uma transação)',
    request: { body: jsonBody(sessionCreateSchema) },
    responses: { 201: jsonResponse(sessionDtoSchema, 'A sessão'), ...errorResponses },
  }),
  getClassSession: createRoute({
    method: 'get',
    path: '/sessions/{id}',
    tags,
    summary: 'Uma sessão',
    request: { params: idParam },
    responses: { 200: jsonResponse(sessionDtoSchema, 'A sessão'), ...errorResponses },
  }),
  updateClassSession: createRoute({
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
  deleteClassSession: createRoute({
    method: 'delete',
    path: '/sessions/{id}',
    tags,
    summary: 'Exclui a sessão devolvendo um crédito a cada pacote usado',
    request: { params: idParam },
    responses: { 204: { description: 'Excluída' }, ...errorResponses },
  }),
  updateFeedback: createRoute({
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
  assignPackage: createRoute({
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
  listStudentSessions: createRoute({
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
  listStudentFeedbacks: createRoute({
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
}
