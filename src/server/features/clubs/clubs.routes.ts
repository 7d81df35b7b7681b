import { createRoute, z } from '@hono/zod-openapi'
import { clubSchema } from '../../../shared/schemas/club'
import { clubDtoSchema, clubListSchema } from '../../../shared/schemas/clubs.response'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/router'

const tags = ['Clubes']
const idParam = z.object({ id: z.string() })

export const clubsRoutes = {
  listClubs: createRoute({
    method: 'get',
    path: '/clubs',
    tags,
    summary: 'Clubes (padrão primeiro, depois por nome)',
    responses: { 200: jsonResponse(clubListSchema, 'Clubes'), ...errorResponses },
  }),
  createClub: createRoute({
    method: 'post',
    path: '/clubs',
    tags,
    summary: 'Adiciona um clube',
    request: { body: jsonBody(clubSchema) },
    responses: { 201: jsonResponse(clubDtoSchema, 'O clube'), ...errorResponses },
  }),
  updateClub: createRoute({
    method: 'patch',
    path: '/clubs/{id}',
    tags,
    summary: 'Edita um clube',
    request: { params: idParam, body: jsonBody(clubSchema) },
    responses: { 200: jsonResponse(clubDtoSchema, 'O clube'), ...errorResponses },
  }),
  setDefaultClub: createRoute({
    method: 'post',
    path: '/clubs/{id}/default',
    tags,
    summary: 'Define o clube padrão',
    request: { params: idParam },
    responses: { 200: jsonResponse(clubDtoSchema, 'O clube'), ...errorResponses },
  }),
  deleteClub: createRoute({
    method: 'delete',
    path: '/clubs/{id}',
    tags,
    summary: 'Remove um clube',
    request: { params: idParam },
    responses: { 204: { description: 'Removido' }, ...errorResponses },
  }),
}
