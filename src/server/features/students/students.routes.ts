import { createRoute, z } from '@hono/zod-openapi'
import {
  studentCreateRequestSchema,
  studentListQuerySchema,
  studentUpdateSchema,
} from '../../../shared/schemas/student'
import {
  studentDetailSchema,
  studentListItemSchema,
  studentPageSchema,
} from '../../../shared/schemas/students.response'
import { errorResponse, errorResponses, jsonBody, jsonResponse } from '../../lib/router'

const tags = ['Alunos']
const idParam = z.object({ id: z.string() })

export const studentsRoutes = {
  listStudents: createRoute({
    method: 'get',
    path: '/students',
    tags,
    summary: 'Lista filtrada e paginada dos alunos (filtros do spec §5)',
    request: { query: studentListQuerySchema },
    responses: {
      200: jsonResponse(studentPageSchema, 'Uma página de alunos'),
      ...errorResponses,
    },
  }),
  createStudent: createRoute({
    method: 'post',
    path: '/students',
    tags,
    summary: 'Cadastra um aluno (ativo)',
    request: { body: jsonBody(studentCreateRequestSchema) },
    responses: {
      201: jsonResponse(studentListItemSchema, 'O aluno'),
      409: errorResponse('DUPLICATE_STUDENT: mesmo telefone ou e-mail de outro aluno'),
      ...errorResponses,
    },
  }),
  getStudent: createRoute({
    method: 'get',
    path: '/students/{id}',
    tags,
    summary: 'Perfil do aluno: dados, créditos, estatísticas e atividade recente',
    request: { params: idParam },
    responses: { 200: jsonResponse(studentDetailSchema, 'O aluno'), ...errorResponses },
  }),
  updateStudent: createRoute({
    method: 'patch',
    path: '/students/{id}',
    tags,
    summary: 'Atualiza os dados e o status do aluno',
    request: { params: idParam, body: jsonBody(studentUpdateSchema) },
    responses: { 200: jsonResponse(studentDetailSchema, 'O aluno'), ...errorResponses },
  }),
  deleteStudent: createRoute({
    method: 'delete',
    path: '/students/{id}',
    tags,
    summary: 'Remove um aluno sem pacotes nem aulas (409 caso contrário)',
    request: { params: idParam },
    responses: {
      204: { description: 'Removido' },
      409: errorResponse('Aluno com histórico'),
      ...errorResponses,
    },
  }),
  anonymizeStudent: createRoute({
    method: 'post',
    path: '/students/{id}/anonymize',
    tags,
    summary:
      'Apaga os dados pessoais do aluno (LGPD): nome, telefone, e-mail e observações; pacotes, valores e créditos ficam',
    request: { params: idParam },
    responses: {
      200: jsonResponse(studentDetailSchema, 'O aluno anonimizado'),
      ...errorResponses,
    },
  }),
}
