import { AGENDA_LIMITS } from '../../../shared/constants'
import { isIsoDate } from '../../../shared/domain/dates'
import { msg } from '../../../shared/messages'
import type { Db } from '../../db/client'
import { AppError, notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { owned, ownerId, pathId, requireId } from '../../lib/ids'
import { bindRoutes, createRouter, type Handlers } from '../../lib/router'
import {
  attendanceRoutes,
  dayRoutes,
  lessonRoutes,
  seriesRoutes,
  summaryRoutes,
} from './agenda.routes'
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

/** The agenda's router: each route of agenda.routes.ts with its handler. */
export function agendaRouter(db: Db) {
  const router = createRouter()
  bindRoutes(router, lessonRoutes, lessonHandlers(db))
  bindRoutes(router, seriesRoutes, seriesHandlers(db))
  bindRoutes(router, attendanceRoutes, attendanceHandlers(db))
  bindRoutes(router, summaryRoutes, summaryHandlers(db))
  bindRoutes(router, dayRoutes, dayHandlers(db))
  return router
}

const lessonHandlers = (db: Db): Handlers<typeof lessonRoutes> => ({
  listAgenda: async (c) => c.json(await listAgenda(db, ownerId(c), c.req.valid('query')), 200),
  createLesson: async (c) => c.json(await createLesson(db, ownerId(c), c.req.valid('json')), 201),
  getLesson: async (c) => c.json(await getLesson(db, owned(c, LESSON_NOT_FOUND)), 200),
  updateLesson: async (c) =>
    c.json(await updateLesson(db, owned(c, LESSON_NOT_FOUND), c.req.valid('json')), 200),
  deleteLesson: async (c) => {
    await deleteLesson(db, owned(c, LESSON_NOT_FOUND))
    return c.body(null, 204)
  },
})

/** A series' occurrence named by the path: the series' uuid and an ISO date, or 404. */
function occurrence(p: { id: string; date: string }) {
  const seriesId = requireId(p.id, SERIES_NOT_FOUND)
  if (!isIsoDate(p.date)) throw notFound(OCCURRENCE_NOT_FOUND)
  return { seriesId, day: p.date }
}

const seriesHandlers = (db: Db): Handlers<typeof seriesRoutes> => ({
  createSeries: async (c) => c.json(await createSeries(db, ownerId(c), c.req.valid('json')), 201),
  getSeries: async (c) => c.json(await getSeries(db, owned(c, SERIES_NOT_FOUND)), 200),
  deleteSeries: async (c) => {
    await deleteSeries(db, owned(c, SERIES_NOT_FOUND))
    return c.body(null, 204)
  },
  updateOccurrence: async (c) =>
    c.json(
      await updateOccurrence(
        db,
        { ownerId: ownerId(c), ...occurrence(c.req.valid('param')) },
        c.req.valid('json'),
      ),
      200,
    ),
  cancelOccurrence: async (c) =>
    c.json(
      await cancelOccurrence(
        db,
        { ownerId: ownerId(c), ...occurrence(c.req.valid('param')) },
        c.req.valid('json'),
      ),
      200,
    ),
})

/**
 * A lesson id or a virtual occurrence id `s_<seriesId>_<date>` (the service parses it); an id
 * longer than either is not looked up.
 */
function lessonRef(id: string) {
  if (id.length > 60) throw notFound(LESSON_NOT_FOUND)
  return id
}

/** The lesson and the student of an attendance route. */
const studentOnLesson = (owner: string, p: { id: string; studentId: string }) => ({
  ownerId: owner,
  id: lessonRef(p.id),
  studentId: requireId(p.studentId, STUDENT_NOT_FOUND),
})

const attendanceHandlers = (db: Db): Handlers<typeof attendanceRoutes> => ({
  setAttendance: async (c) =>
    c.json(
      await setAttendance(
        db,
        studentOnLesson(ownerId(c), c.req.valid('param')),
        c.req.valid('json'),
      ),
      200,
    ),
  setMakeup: async (c) =>
    c.json(
      await setMakeup(db, studentOnLesson(ownerId(c), c.req.valid('param')), c.req.valid('json')),
      200,
    ),
})

const summaryHandlers = (db: Db): Handlers<typeof summaryRoutes> => ({
  agendaSummary: async (c) => c.json(await agendaSummary(db, ownerId(c)), 200),
  studentAgenda: async (c) =>
    c.json(
      await studentAgenda(db, { ownerId: ownerId(c), studentId: pathId(c, STUDENT_NOT_FOUND) }),
      200,
    ),
})

/** A local day of the path: an ISO date within the agenda's years, or 400. */
function validDay(date: string) {
  if (!isIsoDate(date) || date < AGENDA_LIMITS.minDate || date > '2100-12-31') {
    throw new AppError('VALIDATION_ERROR', msg('common.invalidDate'), 400, [
      { path: 'date', message: msg('common.invalidDate') },
    ])
  }
  return date
}

const dayHandlers = (db: Db): Handlers<typeof dayRoutes> => ({
  cancelDay: async (c) =>
    c.json(
      await cancelDay(
        db,
        { ownerId: ownerId(c), day: validDay(c.req.valid('param').date) },
        c.req.valid('json'),
      ),
      200,
    ),
  undoDayCancel: async (c) => {
    await undoDayCancel(db, { ownerId: ownerId(c), day: validDay(c.req.valid('param').date) })
    return c.body(null, 204)
  },
})
