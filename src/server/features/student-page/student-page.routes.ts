import { createRoute, z } from '@hono/zod-openapi'
import { shareCreateSchema } from '../../../shared/schemas/progress'
import {
  sharedItemListSchema,
  sharedItemSchema,
  studentPageLinkSchema,
} from '../../../shared/schemas/student-page.response'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/router'

const tags = ['Página do aluno']
const idParam = z.object({ id: z.string() })

/** The coach's side: the page's link and the shared texts of one student. */

export const studentPageRoutes = {
  getPageLink: createRoute({
    method: 'get',
    path: '/students/{id}/page-link',
    tags,
    summary: 'O link da página do aluno (/a/<token>), se existir',
    request: { params: idParam },
    responses: { 200: jsonResponse(studentPageLinkSchema, 'O link'), ...errorResponses },
  }),
  createPageLink: createRoute({
    method: 'post',
    path: '/students/{id}/page-link',
    tags,
    summary:
      'Cria (ou gera de novo) o link da página do aluno; o link anterior deixa de funcionar na hora',
    request: { params: idParam },
    responses: { 201: jsonResponse(studentPageLinkSchema, 'O novo link'), ...errorResponses },
  }),
  revokePageLink: createRoute({
    method: 'delete',
    path: '/students/{id}/page-link',
    tags,
    summary: 'Desativa o link da página do aluno (ela passa a responder 404)',
    request: { params: idParam },
    responses: { 204: { description: 'Desativado' }, ...errorResponses },
  }),
  listShares: createRoute({
    method: 'get',
    path: '/students/{id}/shares',
    tags,
    summary: 'O que o treinador compartilhou na página do aluno, do mais recente ao mais antigo',
    request: { params: idParam },
    responses: {
      200: jsonResponse(sharedItemListSchema, 'Os textos compartilhados'),
      ...errorResponses,
    },
  }),
  createShare: createRoute({
    method: 'post',
    path: '/students/{id}/shares',
    tags,
    summary:
      'Compartilha um relatório ou uma mensagem na página do aluno (guardado exatamente como enviado)',
    request: { params: idParam, body: jsonBody(shareCreateSchema) },
    responses: {
      201: jsonResponse(sharedItemSchema, 'O texto compartilhado'),
      ...errorResponses,
    },
  }),
  deleteShare: createRoute({
    method: 'delete',
    path: '/students/{id}/shares/{shareId}',
    tags,
    summary: 'Tira um texto da página do aluno',
    request: { params: z.object({ id: z.string(), shareId: z.string() }) },
    responses: { 204: { description: 'Removido' }, ...errorResponses },
  }),
}
