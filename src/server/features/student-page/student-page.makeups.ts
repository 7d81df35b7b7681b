import type { Context, Hono } from 'hono'
import { localText } from '../../../shared/message-text'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { clientIp } from '../../lib/client-ip'
import type { AppEnv } from '../../lib/context'
import { bookMakeup, joinMakeupWaitlist } from '../agenda/makeup-booking'
import {
  FORBIDDEN_PAGE,
  pageRefusal,
  pageStudentFor,
  renderAnswerRefused,
  sameOrigin,
} from './student-page.answers'
import { NOT_FOUND_PAGE, PAGE_HEADERS, TOO_MANY_PAGE, WORDS } from './student-page.html'
import { STUDENT_PAGE_RATE_LIMIT } from './student-page.public'

/**
 * A make-up booked from the student's page (decision 0024): 'Reservar' posts
 * `/a/<token>/makeups/<id>`, 'Entrar na lista de espera' `…/<id>/waitlist` — plain forms like the
 * answers to a lesson (decision 0022): the token is the key, counted on the page's own per-IP
 * limit, a form of another site is refused, and each post answers 303 back to the page with a
 * notice, or a page with the reason it was refused ('Esta vaga acabou de ser preenchida…').
 */
export function mountStudentMakeups(
  app: Hono<AppEnv>,
  db: Db,
  {
    trustProxy,
    origins,
    limit = STUDENT_PAGE_RATE_LIMIT,
  }: { trustProxy: number | boolean; origins: Set<string>; limit?: typeof STUDENT_PAGE_RATE_LIMIT },
) {
  const handle = (action: typeof bookMakeup, notice: 'booked' | 'waiting') => {
    return async (c: Context<AppEnv>) => {
      if (!sameOrigin(c, origins)) return c.body(FORBIDDEN_PAGE, 403, PAGE_HEADERS)
      const token = c.req.param('token') ?? ''
      const student = await pageStudentFor(db, {
        token,
        rateKey: `student-page:${clientIp(c, trustProxy)}`,
        limit,
      })
      if (student.status !== 'ok') return pageRefusal(c, student.status, limit.windowSeconds)
      const path = `/a/${token}`
      let lessonId: string
      try {
        lessonId = await action(db, { ...student, id: c.req.param('id') ?? '' })
      } catch (err) {
        if (!(err instanceof AppError)) throw err
        // a lesson of no one's or of another coach: the same page as a wrong token
        if (err.status === 404) return c.body(NOT_FOUND_PAGE, 404, PAGE_HEADERS)
        const text = localText(err.message, student.language)
        const heading = WORDS[student.language].cannotBook
        return c.body(
          renderAnswerRefused(text, { path, language: student.language, heading }),
          409,
          PAGE_HEADERS,
        )
      }
      const anchor = notice === 'booked' ? `aula-${lessonId}` : `vaga-${lessonId}`
      return c.redirect(`${path}?makeup=${notice}#${encodeURIComponent(anchor)}`, 303)
    }
  }
  app.post('/a/:token/makeups/:id', handle(bookMakeup, 'booked'))
  app.post('/a/:token/makeups/:id/waitlist', handle(joinMakeupWaitlist, 'waiting'))
}
