import { createRoute, z } from '@hono/zod-openapi'
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
import {
  agendaDtoSchema,
  agendaOccurrenceSchema,
  agendaSummarySchema,
  dayCancellationSchema,
  lessonSeriesChangeSchema,
  lessonSeriesDtoSchema,
  studentAgendaSchema,
} from '../../../shared/schemas/agenda.response'
import { errorResponse, errorResponses, jsonBody, jsonResponse } from '../../lib/router'

/** The agenda's routes (agenda.handlers.ts binds them), in the order of the OpenAPI document. */

const tags = ['Agenda']
const idParam = z.object({ id: z.string() })
const occurrenceParams = z.object({ id: z.string(), date: z.string() })
const studentParams = z.object({ id: z.string(), studentId: z.string() })
const dayParam = z.object({ date: z.string() })
const conflict = errorResponse(
  'Conflito: LESSON_OVERLAP (com `conflicts`: confirme com confirmOverlap), aluno inativo, aula registrada',
)
const attendanceConflict = errorResponse(
  'Conflito: presença sem aula registrada (LESSON_NOT_REGISTERED), aluno na sessão registrada (STUDENT_IN_SESSION), reposição já marcada (MAKEUP_TAKEN)',
)

/** The window of the agenda and the stand-alone lessons (or occurrences changed on their own). */

export const lessonRoutes = {
  listAgenda: createRoute({
    method: 'get',
    path: '/agenda',
    tags,
    summary:
      'Aulas entre duas datas locais (até 62 dias): avulsas e ocorrências dos horários fixos, por início',
    request: { query: agendaQuerySchema },
    responses: { 200: jsonResponse(agendaDtoSchema, 'A agenda da janela'), ...errorResponses },
  }),
  createLesson: createRoute({
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
  getLesson: createRoute({
    method: 'get',
    path: '/lessons/{id}',
    tags,
    summary: 'Uma aula com linha própria (avulsa ou ocorrência alterada)',
    request: { params: idParam },
    responses: { 200: jsonResponse(agendaOccurrenceSchema, 'A aula'), ...errorResponses },
  }),
  updateLesson: createRoute({
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
  deleteLesson: createRoute({
    method: 'delete',
    path: '/lessons/{id}',
    tags,
    summary: 'Remove uma aula avulsa ainda não registrada',
    request: { params: idParam },
    responses: { 204: { description: 'Removida' }, ...errorResponses, 409: conflict },
  }),
}

/** Weekly series and their occurrences ('só esta aula', 'esta e as seguintes'). */

export const seriesRoutes = {
  createSeries: createRoute({
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
  getSeries: createRoute({
    method: 'get',
    path: '/lesson-series/{id}',
    tags,
    summary: 'Um horário fixo',
    request: { params: idParam },
    responses: { 200: jsonResponse(lessonSeriesDtoSchema, 'O horário fixo'), ...errorResponses },
  }),
  deleteSeries: createRoute({
    method: 'delete',
    path: '/lesson-series/{id}',
    tags,
    summary:
      'Exclui um horário fixo que ainda não teve aulas (com aulas passadas, encerre-o: cancelar esta e as seguintes)',
    request: { params: idParam },
    responses: { 204: { description: 'Excluído' }, ...errorResponses, 409: conflict },
  }),
  updateOccurrence: createRoute({
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
  cancelOccurrence: createRoute({
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
}

/** A student's line on a lesson: attendance outcome and make-up link. */

export const attendanceRoutes = {
  setAttendance: createRoute({
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
  setMakeup: createRoute({
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
}

/** The dashboard's agenda and a student's. */

export const summaryRoutes = {
  agendaSummary: createRoute({
    method: 'get',
    path: '/agenda/summary',
    tags,
    summary: 'Painel: as próximas aulas de hoje e as aulas pendentes de registro (30 dias)',
    responses: { 200: jsonResponse(agendaSummarySchema, 'O resumo'), ...errorResponses },
  }),
  studentAgenda: createRoute({
    method: 'get',
    path: '/students/{id}/agenda',
    tags,
    summary: 'Próximas aulas do aluno (até 5) e reposições devidas',
    request: { params: idParam },
    responses: { 200: jsonResponse(studentAgendaSchema, 'A agenda do aluno'), ...errorResponses },
  }),
}

/** 'Cancelar o dia' and its undo (decision 0009, "Cancelling a day"). */

export const dayRoutes = {
  cancelDay: createRoute({
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
  undoDayCancel: createRoute({
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
}
