import type { Db } from '../../db/client'
import type { AiWriter } from '../../lib/ai-writer'
import { STUDENT_NOT_FOUND } from '../../lib/app-error'
import { ownerId, pathId } from '../../lib/ids'
import { bindRoutes, createRouter } from '../../lib/router'
import { progressRoutes } from './progress.routes'
import { draftAfterClassMessage, draftProgressSummary, SESSION_NOT_FOUND } from './progress-drafts'
import { getProgressReport } from './progress-report'

export function progressRouter(db: Db, ai: AiWriter) {
  return bindRoutes(createRouter(), progressRoutes, {
    getProgressReport: async (c) => {
      const studentId = pathId(c, STUDENT_NOT_FOUND)
      const { period } = c.req.valid('query')
      return c.json(
        await getProgressReport(db, {
          ownerId: ownerId(c),
          studentId,
          period,
          // the coach's screen: in the coach's language (what is sent to the student is not)
          language: c.get('user').language,
        }),
        200,
      )
    },
    draftProgressSummary: async (c) => {
      const studentId = pathId(c, STUDENT_NOT_FOUND)
      const { period } = c.req.valid('json')
      return c.json(
        await draftProgressSummary(db, ai, { ownerId: ownerId(c), studentId, period }),
        200,
      )
    },
    draftAfterClassMessage: async (c) => {
      const sessionId = pathId(c, SESSION_NOT_FOUND, 'sessionId')
      const studentId = pathId(c, STUDENT_NOT_FOUND, 'studentId')
      return c.json(
        await draftAfterClassMessage(db, ai, { ownerId: ownerId(c), sessionId, studentId }),
        200,
      )
    },
  })
}
