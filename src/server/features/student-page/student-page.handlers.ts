import type { Context, Hono } from 'hono'
import type { Db } from '../../db/client'
import { STUDENT_NOT_FOUND } from '../../lib/app-error'
import { clientIp } from '../../lib/client-ip'
import type { AppEnv } from '../../lib/context'
import { ownerId, pathId } from '../../lib/ids'
import { bindRoutes, createRouter } from '../../lib/router'
import type { MediaStorage } from '../../lib/storage/storage'
import { sendAudio } from '../voice-notes/send-audio'
import { mountStudentAnswers, pageRefusal } from './student-page.answers'
import {
  NOT_FOUND_PAGE,
  PAGE_HEADERS,
  PAGE_NOTICES,
  renderStudentPage,
  TOO_MANY_PAGE,
} from './student-page.html'
import { mountStudentMakeups } from './student-page.makeups'
import { STUDENT_PAGE_RATE_LIMIT, sharedVoiceNoteFor, studentPageFor } from './student-page.public'
import { studentPageRoutes } from './student-page.routes'
import {
  createPageLink,
  createShare,
  deleteShare,
  getPageLink,
  listShares,
  pageLinkKeys,
  revokePageLink,
  SHARE_NOT_FOUND,
} from './student-page.service'
import { mountStudentStop } from './student-page.stop'

export function studentPageRouter(db: Db, { appUrl, secret }: { appUrl: string; secret: string }) {
  const keys = pageLinkKeys(appUrl, secret)
  // the coach and the student of the path
  const ids = (c: Context<AppEnv>) => ({
    ownerId: ownerId(c),
    studentId: pathId(c, STUDENT_NOT_FOUND),
  })
  return bindRoutes(createRouter(), studentPageRoutes, {
    getPageLink: async (c) => c.json(await getPageLink(db, ids(c), keys), 200),
    createPageLink: async (c) => c.json(await createPageLink(db, ids(c), keys), 201),
    revokePageLink: async (c) => {
      await revokePageLink(db, ids(c))
      return c.body(null, 204)
    },
    listShares: async (c) => c.json(await listShares(db, ids(c)), 200),
    createShare: async (c) => c.json(await createShare(db, ids(c), c.req.valid('json')), 201),
    deleteShare: async (c) => {
      await deleteShare(db, { ...ids(c), shareId: pathId(c, SHARE_NOT_FOUND, 'shareId') })
      return c.body(null, 204)
    },
  })
}

/** Headers of every answer of the public page: private, never stored, never indexed. */

/**
 * The public page `GET /a/<token>` (no session: the token is the key), mounted before the web
 * app's fallback. Any path under /a/ is a token: what is not one (empty, too long, other
 * characters, a further '/') is looked up the same way and answers the same 404 page.
 */
export function mountStudentPage(
  app: Hono<AppEnv>,
  db: Db,
  {
    trustProxy,
    origins,
    limit = STUDENT_PAGE_RATE_LIMIT,
    storage,
  }: {
    trustProxy: number | boolean
    /** The site's own origins: the page's forms are refused from anywhere else. */
    origins: Set<string>
    limit?: typeof STUDENT_PAGE_RATE_LIMIT
    storage?: MediaStorage
  },
) {
  // a voice note the coach shared, played by the page's <audio> (range requests)
  app.get('/a/:token/notes/:id', async (c) => {
    const note = storage
      ? await sharedVoiceNoteFor(db, {
          token: c.req.param('token'),
          id: c.req.param('id'),
          rateKey: `student-page-audio:${clientIp(c, trustProxy)}`,
          limit,
        })
      : null
    if (note === 'too_many' || !note || !storage)
      return pageRefusal(c, note === 'too_many' ? 'too_many' : 'not_found', limit.windowSeconds)
    const res = await sendAudio(c, { storage }, note)
    res.headers.set('referrer-policy', 'no-referrer')
    res.headers.set('x-robots-tag', 'noindex')
    return res
  })
  mountStudentAnswers(app, db, { trustProxy, origins, limit })
  mountStudentStop(app, db, { trustProxy, origins, limit })
  mountStudentMakeups(app, db, { trustProxy, origins, limit })
  app.get('/a/*', async (c) => {
    const token = c.req.path.slice('/a/'.length)
    const result = await studentPageFor(db, {
      token,
      rateKey: `student-page:${clientIp(c, trustProxy)}`,
      limit,
    })
    if (result.status !== 'ok') return pageRefusal(c, result.status, limit.windowSeconds)
    // the notice of the form just posted: an answer to a lesson, or a make-up booked or asked
    const done = c.req.query('answered') ?? c.req.query('makeup')
    const notice = PAGE_NOTICES.find((n) => n === done) ?? null
    return c.body(renderStudentPage(result.page, notice), 200, PAGE_HEADERS)
  })
}
