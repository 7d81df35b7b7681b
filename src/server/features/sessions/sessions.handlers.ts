import { msg } from '../../../shared/messages'
import type { Db } from '../../db/client'
import { STUDENT_NOT_FOUND } from '../../lib/app-error'
import { owned, ownerId, pathId } from '../../lib/ids'
import { bindRoutes, createRouter } from '../../lib/router'
import type { FlushMedia } from '../voice-notes/feedback-notes'
import { createClassSession } from './session-create'
import {
  assignPackage,
  deleteClassSession,
  updateClassSession,
  updateFeedback,
} from './session-edit'
import { CLASS_SESSION_NOT_FOUND, getClassSession, listClassSessions } from './session-read'
import { sessionsRoutes } from './sessions.routes'
import { listStudentFeedbacks, listStudentSessions } from './student-history'

/** `flush`: removes the voice notes' files a write queued, after its commit. */
export function classSessionsRouter(db: Db, flush?: FlushMedia) {
  return bindRoutes(createRouter(), sessionsRoutes, {
    listClassSessions: async (c) =>
      c.json(await listClassSessions(db, ownerId(c), c.req.valid('query')), 200),
    createClassSession: async (c) =>
      c.json(await createClassSession(db, c.get('user'), c.req.valid('json'), flush), 201),
    getClassSession: async (c) =>
      c.json(await getClassSession(db, owned(c, CLASS_SESSION_NOT_FOUND)), 200),
    updateClassSession: async (c) =>
      c.json(
        await updateClassSession(db, owned(c, CLASS_SESSION_NOT_FOUND), c.req.valid('json'), flush),
        200,
      ),
    deleteClassSession: async (c) => {
      await deleteClassSession(db, owned(c, CLASS_SESSION_NOT_FOUND), flush)
      return c.body(null, 204)
    },
    updateFeedback: async (c) => {
      const studentId = pathId(c, msg('session.feedbackNotFound'), 'studentId')
      return c.json(
        await updateFeedback(
          db,
          { ownerId: ownerId(c), sessionId: pathId(c, CLASS_SESSION_NOT_FOUND), studentId },
          c.req.valid('json'),
          flush,
        ),
        200,
      )
    },
    assignPackage: async (c) => {
      const body = c.req.valid('json')
      return c.json(
        await assignPackage(db, {
          ownerId: ownerId(c),
          sessionId: pathId(c, CLASS_SESSION_NOT_FOUND),
          studentId: body.studentId,
          packageId: body.packageId,
        }),
        200,
      )
    },
    listStudentSessions: async (c) => {
      const { page, pageSize } = c.req.valid('query')
      const studentId = pathId(c, STUDENT_NOT_FOUND)
      return c.json(
        await listStudentSessions(db, { ownerId: ownerId(c), studentId, page, pageSize }),
        200,
      )
    },
    listStudentFeedbacks: async (c) => {
      const { page, pageSize } = c.req.valid('query')
      const studentId = pathId(c, STUDENT_NOT_FOUND)
      return c.json(
        await listStudentFeedbacks(db, { ownerId: ownerId(c), studentId, page, pageSize }),
        200,
      )
    },
  })
}
