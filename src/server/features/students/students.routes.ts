import { createRoute, z } from '@hono/zod-openapi'
import {
  studentDetailSchema,
  studentListItemSchema,
  studentPageSchema,
} from '../../../shared/api-types'
import {
  studentCreateRequestSchema,
  studentListQuerySchema,
  studentUpdateSchema,
} from '../../../shared/schemas/student'
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
import {
  anonymizeStudent,
  createStudent,
  deleteStudent,
  getStudent,
  listStudents,
  updateStudent,
} from './students.service'

const tags = ['Alunos']
const idParam = z.object({ id: z.string() })

/** `flush`: removes the voice notes' files an anonymization deleted, after its commit. */
export function studentsRoutes(db: Db, flush?: FlushMedia) {
  const router = createRouter()

  router.openapi(
    createRoute({
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
    async (c) => c.json(await listStudents(db, c.get('user').id, c.req.valid('query')), 200),
  )

  router.openapi(
    createRoute({
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
    async (c) => c.json(await createStudent(db, c.get('user').id, c.req.valid('json')), 201),
  )

  router.openapi(
    createRoute({
      method: 'get',
      path: '/students/{id}',
      tags,
      summary: 'Perfil do aluno: dados, créditos, estatísticas e atividade recente',
      request: { params: idParam },
      responses: { 200: jsonResponse(studentDetailSchema, 'O aluno'), ...errorResponses },
    }),
    async (c) => {
      const id = requireId(c.req.valid('param').id, STUDENT_NOT_FOUND)
      return c.json(await getStudent(db, { ownerId: c.get('user').id, id }), 200)
    },
  )

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/students/{id}',
      tags,
      summary: 'Atualiza os dados e o status do aluno',
      request: { params: idParam, body: jsonBody(studentUpdateSchema) },
      responses: { 200: jsonResponse(studentDetailSchema, 'O aluno'), ...errorResponses },
    }),
    async (c) => {
      const id = requireId(c.req.valid('param').id, STUDENT_NOT_FOUND)
      return c.json(
        await updateStudent(db, { ownerId: c.get('user').id, id }, c.req.valid('json')),
        200,
      )
    },
  )

  router.openapi(
    createRoute({
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
    async (c) => {
      const id = requireId(c.req.valid('param').id, STUDENT_NOT_FOUND)
      await deleteStudent(db, { ownerId: c.get('user').id, id })
      return c.body(null, 204)
    },
  )

  router.openapi(
    createRoute({
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
    async (c) => {
      const id = requireId(c.req.valid('param').id, STUDENT_NOT_FOUND)
      return c.json(await anonymizeStudent(db, { ownerId: c.get('user').id, id }, flush), 200)
    },
  )

  return router
}
