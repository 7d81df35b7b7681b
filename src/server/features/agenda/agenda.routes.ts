import { createRoute, z } from '@hono/zod-openapi'
import {
  agendaDtoSchema,
  agendaOccurrenceSchema,
  agendaSummarySchema,
  dayCancellationSchema,
  lessonSeriesChangeSchema,
  lessonSeriesDtoSchema,
  studentAgendaSchema,
} from '../../../shared/api-types'
import { AGENDA_LIMITS } from '../../../shared/constants'
import { isIsoDate } from '../../../shared/domain/dates'
import {
  agendaQuerySchema,
  attendanceUpdateSchema,
  dayCancelSchema,
  lessonCreateSchema,
  lessonSeriesCreateSchema,
  lessonUpdateSchema,
  makeupUpdateSchema,
  occurrenceCancelSchema,
  occurrenceUpdateSchema,
} from '../../../shared/schemas/agenda'
import type { Db } from '../../db/client'
import { AppError, notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { requireId } from '../../lib/ids'
import {
  createRouter,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
} from '../../lib/router'
import { getLesson, getSeries, listAgenda } from './agenda-read'
import { agendaSummary, studentAgenda } from './agenda-summary'
import { setAttendance, setMakeup } from './attendance'
import { cancelDay, undoDayCancel } from './day-cancel'
import { createLesson } from './lesson-create'
import { deleteLesson } from './lesson-delete'
import { updateLesson } from './lesson-edit'
import { LESSON_NOT_FOUND } from './lesson-rows'
import { cancelOccurrence } from './occurrence-cancel'
import { updateOccurrence } from './occurrence-edit'
import { createSeries } from './series-create'
import { deleteSeries } from './series-delete'
import { OCCURRENCE_NOT_FOUND, SERIES_NOT_FOUND } from './series-rows'

const tags = ['Agenda']
const idParam = z.object({ id: z.string() })
const occurrenceParams = z.object({ id: z.string(), date: z.string() })
const conflict = errorResponse(
  'Conflito: LESSON_OVERLAP (com `conflicts`: confirme com confirmOverlap), aluno inativo, aula registrada',
)

export function agendaRoutes(db: Db) {
  const router = createRouter()
  const lessonId = (id: string) => requireId(id, LESSON_NOT_FOUND)
  const occurrence = (p: { id: string; date: string }) => {
    const seriesId = requireId(p.id, SERIES_NOT_FOUND)
    if (!isIsoDate(p.date)) throw notFound(OCCURRENCE_NOT_FOUND)
    return { seriesId, day: p.date }
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: '/agenda',
      tags,
      summary:
        'Aulas entre duas datas locais (até 62 dias): avulsas e ocorrências dos horários fixos, por início',
      request: { query: agendaQuerySchema },
      responses: { 200: jsonResponse(agendaDtoSchema, 'A agenda da janela'), ...errorResponses },
    }),
    async (c) => c.json(await listAgenda(db, c.get('user').id, c.req.valid('query')), 200),
  )
  router.openapi(
    createRoute({
      method: 'post',
      path: '/lessons',
      tags,
      summary: 'Agenda uma aula avulsa (data e horário locais do treinador)',
      request: { body: jsonBody(lessonCreateSchema) },
      responses: {
        201: jsonResponse(agendaOccurrenceSchema, 'A aula'),
        ...errorResponses,
        409: conflict,
      },
    }),
    async (c) => c.json(await createLesson(db, c.get('user').id, c.req.valid('json')), 201),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/lessons/{id}',
      tags,
      summary: 'Uma aula com linha própria (avulsa ou ocorrência alterada)',
      request: { params: idParam },
      responses: { 200: jsonResponse(agendaOccurrenceSchema, 'A aula'), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await getLesson(db, {
          ownerId: c.get('user').id,
          id: lessonId(c.req.valid('param').id),
        }),
        200,
      ),
  )
  router.openapi(
    createRoute({
      method: 'patch',
      path: '/lessons/{id}',
      tags,
      summary: "Altera ou cancela uma aula (status 'cancelled'; 'scheduled' reativa)",
      request: { params: idParam, body: jsonBody(lessonUpdateSchema) },
      responses: {
        200: jsonResponse(agendaOccurrenceSchema, 'A aula'),
        ...errorResponses,
        409: conflict,
      },
    }),
    async (c) =>
      c.json(
        await updateLesson(
          db,
          { ownerId: c.get('user').id, id: lessonId(c.req.valid('param').id) },
          c.req.valid('json'),
        ),
        200,
      ),
  )
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/lessons/{id}',
      tags,
      summary: 'Remove uma aula avulsa ainda não registrada',
      request: { params: idParam },
      responses: { 204: { description: 'Removida' }, ...errorResponses, 409: conflict },
    }),
    async (c) => {
      await deleteLesson(db, { ownerId: c.get('user').id, id: lessonId(c.req.valid('param').id) })
      return c.body(null, 204)
    },
  )
  router.openapi(
    createRoute({
      method: 'post',
      path: '/lesson-series',
      tags,
      summary: 'Cria um horário fixo semanal',
      request: { body: jsonBody(lessonSeriesCreateSchema) },
      responses: {
        201: jsonResponse(lessonSeriesDtoSchema, 'O horário fixo'),
        ...errorResponses,
        409: conflict,
      },
    }),
    async (c) => c.json(await createSeries(db, c.get('user').id, c.req.valid('json')), 201),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/lesson-series/{id}',
      tags,
      summary: 'Um horário fixo',
      request: { params: idParam },
      responses: { 200: jsonResponse(lessonSeriesDtoSchema, 'O horário fixo'), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await getSeries(db, {
          ownerId: c.get('user').id,
          id: requireId(c.req.valid('param').id, SERIES_NOT_FOUND),
        }),
        200,
      ),
  )
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/lesson-series/{id}',
      tags,
      summary:
        'Exclui um horário fixo que ainda não teve aulas (com aulas passadas, encerre-o: cancelar esta e as seguintes)',
      request: { params: idParam },
      responses: { 204: { description: 'Excluído' }, ...errorResponses, 409: conflict },
    }),
    async (c) => {
      await deleteSeries(db, {
        ownerId: c.get('user').id,
        id: requireId(c.req.valid('param').id, SERIES_NOT_FOUND),
      })
      return c.body(null, 204)
    },
  )
  router.openapi(
    createRoute({
      method: 'patch',
      path: '/lesson-series/{id}/occurrences/{date}',
      tags,
      summary: "Altera 'só esta aula' ou 'esta e as seguintes' de um horário fixo",
      request: { params: occurrenceParams, body: jsonBody(occurrenceUpdateSchema) },
      responses: {
        200: jsonResponse(lessonSeriesChangeSchema, 'A aula e o horário fixo'),
        ...errorResponses,
        409: conflict,
      },
    }),
    async (c) =>
      c.json(
        await updateOccurrence(
          db,
          { ownerId: c.get('user').id, ...occurrence(c.req.valid('param')) },
          c.req.valid('json'),
        ),
        200,
      ),
  )
  router.openapi(
    createRoute({
      method: 'post',
      path: '/lesson-series/{id}/occurrences/{date}/cancel',
      tags,
      summary: "Cancela 'só esta aula' ou 'esta e as seguintes' (encerra o horário fixo)",
      request: { params: occurrenceParams, body: jsonBody(occurrenceCancelSchema) },
      responses: {
        200: jsonResponse(lessonSeriesChangeSchema, 'O que restou'),
        ...errorResponses,
        409: conflict,
      },
    }),
    async (c) =>
      c.json(
        await cancelOccurrence(
          db,
          { ownerId: c.get('user').id, ...occurrence(c.req.valid('param')) },
          c.req.valid('json'),
        ),
        200,
      ),
  )
  // ---------------------------------------------------------------- items 4-6
  const studentParams = z.object({ id: z.string(), studentId: z.string() })
  const attendanceConflict = errorResponse(
    'Conflito: presença sem aula registrada (LESSON_NOT_REGISTERED), aluno na sessão registrada (STUDENT_IN_SESSION), reposição já marcada (MAKEUP_TAKEN)',
  )
  const lessonRef = (id: string) => {
    if (id.length > 60) throw notFound(LESSON_NOT_FOUND)
    return id
  }
  router.openapi(
    createRoute({
      method: 'put',
      path: '/lessons/{id}/attendance/{studentId}',
      tags,
      summary:
        "Situação de presença de um aluno na aula (id da aula ou 's_<horário>_<data>'): 'student_cancelled' vira falta avisada ou cancelamento tardio pelo aviso; créditos pelo razão",
      request: { params: studentParams, body: jsonBody(attendanceUpdateSchema) },
      responses: {
        200: jsonResponse(agendaOccurrenceSchema, 'A aula'),
        ...errorResponses,
        409: attendanceConflict,
      },
    }),
    async (c) => {
      const p = c.req.valid('param')
      return c.json(
        await setAttendance(
          db,
          {
            ownerId: c.get('user').id,
            id: lessonRef(p.id),
            studentId: requireId(p.studentId, STUDENT_NOT_FOUND),
          },
          c.req.valid('json'),
        ),
        200,
      )
    },
  )
  router.openapi(
    createRoute({
      method: 'put',
      path: '/lessons/{id}/makeup/{studentId}',
      tags,
      summary:
        'Marca a aula como reposição de uma aula devida ao aluno (cancelada pelo professor ou chuva); null desfaz',
      request: { params: studentParams, body: jsonBody(makeupUpdateSchema) },
      responses: {
        200: jsonResponse(agendaOccurrenceSchema, 'A aula'),
        ...errorResponses,
        409: attendanceConflict,
      },
    }),
    async (c) => {
      const p = c.req.valid('param')
      return c.json(
        await setMakeup(
          db,
          {
            ownerId: c.get('user').id,
            id: lessonRef(p.id),
            studentId: requireId(p.studentId, STUDENT_NOT_FOUND),
          },
          c.req.valid('json'),
        ),
        200,
      )
    },
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/agenda/summary',
      tags,
      summary: 'Painel: as próximas aulas de hoje e as aulas pendentes de registro (30 dias)',
      responses: { 200: jsonResponse(agendaSummarySchema, 'O resumo'), ...errorResponses },
    }),
    async (c) => c.json(await agendaSummary(db, c.get('user').id), 200),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/students/{id}/agenda',
      tags,
      summary: 'Próximas aulas do aluno (até 5) e reposições devidas',
      request: { params: idParam },
      responses: { 200: jsonResponse(studentAgendaSchema, 'A agenda do aluno'), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await studentAgenda(db, {
          ownerId: c.get('user').id,
          studentId: requireId(c.req.valid('param').id, STUDENT_NOT_FOUND),
        }),
        200,
      ),
  )
  // 'Cancelar o dia' and its undo (decision 0009, "Cancelling a day")
  const dayParam = z.object({ date: z.string() })
  const validDay = (date: string) => {
    if (!isIsoDate(date) || date < AGENDA_LIMITS.minDate || date > '2100-12-31') {
      throw new AppError('VALIDATION_ERROR', 'Data inválida', 400, [
        { path: 'date', message: 'Data inválida' },
      ])
    }
    return date
  }
  router.openapi(
    createRoute({
      method: 'post',
      path: '/agenda/days/{date}/cancellation',
      tags,
      summary:
        "'Cancelar o dia': cancela as aulas agendadas e não registradas de um dia local (chuva ou professor indisponível); alunos sem situação ficam com reposição devida. Reenviado, responde o mesmo cancelamento",
      request: { params: dayParam, body: jsonBody(dayCancelSchema) },
      responses: {
        200: jsonResponse(dayCancellationSchema, 'O cancelamento do dia'),
        ...errorResponses,
        409: errorResponse(
          'Conflito: o dia já foi cancelado por outro motivo (DAY_ALREADY_CANCELLED)',
        ),
      },
    }),
    async (c) =>
      c.json(
        await cancelDay(
          db,
          { ownerId: c.get('user').id, day: validDay(c.req.valid('param').date) },
          c.req.valid('json'),
        ),
        200,
      ),
  )
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/agenda/days/{date}/cancellation',
      tags,
      summary:
        "Desfaz o 'Cancelar o dia': as aulas voltam a agendadas e as situações dadas são apagadas (reposições marcadas para elas são desmarcadas)",
      request: { params: dayParam },
      responses: {
        204: { description: 'Desfeito' },
        ...errorResponses,
        409: errorResponse(
          'Conflito: uma aula do dia mudou depois do cancelamento (DAY_CANCEL_CHANGED)',
        ),
      },
    }),
    async (c) => {
      await undoDayCancel(db, {
        ownerId: c.get('user').id,
        day: validDay(c.req.valid('param').date),
      })
      return c.body(null, 204)
    },
  )
  return router
}
