import type { Context, Hono } from 'hono'
import type { Language } from '../../../shared/domain/locale'
import { messageText } from '../../../shared/message-text'
import type { MessageCode } from '../../../shared/messages'
import type { Db } from '../../db/client'
import { transaction } from '../../db/client'
import { clientIp } from '../../lib/client-ip'
import type { AppEnv } from '../../lib/context'
import { writeConsent } from '../reminders/reminders.service'
import { FORBIDDEN_PAGE, pageRefusal, pageStudentFor, sameOrigin } from './student-page.answers'
import {
  esc,
  layout,
  NOT_FOUND_PAGE,
  PAGE_HEADERS,
  TOO_MANY_PAGE,
  WORDS,
} from './student-page.html'
import { STUDENT_PAGE_RATE_LIMIT } from './student-page.public'

/**
 * 'Parar lembretes' (decision 0023): every reminder ends with this page's link. It asks once,
 * then the form records the student's withdrawal on every channel, dated, as the student's own
 * (the coach sees it on the student) — and calls off what was waiting to go. No script, like
 * the page; the same token, limit and origin check as its answers.
 */
export function mountStudentStop(
  app: Hono<AppEnv>,
  db: Db,
  {
    trustProxy,
    origins,
    limit = STUDENT_PAGE_RATE_LIMIT,
  }: { trustProxy: number | boolean; origins: Set<string>; limit?: typeof STUDENT_PAGE_RATE_LIMIT },
) {
  const studentOf = (c: Context<AppEnv>) =>
    pageStudentFor(db, {
      token: c.req.param('token') ?? '',
      rateKey: `student-page:${clientIp(c, trustProxy)}`,
      limit,
    })
  const refused = (c: Context<AppEnv>, status: 'too_many' | 'not_found') =>
    pageRefusal(c, status, limit.windowSeconds)
  app.get('/a/:token/parar', async (c) => {
    const student = await studentOf(c)
    if (student.status !== 'ok') return refused(c, student.status)
    const path = `/a/${c.req.param('token')}`
    return c.body(stopPage(student.language, path, 'ask'), 200, PAGE_HEADERS)
  })
  app.post('/a/:token/parar', async (c) => {
    if (!sameOrigin(c, origins)) return c.body(FORBIDDEN_PAGE, 403, PAGE_HEADERS)
    const student = await studentOf(c)
    if (student.status !== 'ok') return refused(c, student.status)
    await transaction(db, async (tx) => {
      for (const channel of ['whatsapp', 'email'] as const) {
        await writeConsent(tx, { ...student, channel, granted: false, source: 'student' })
      }
    })
    const path = `/a/${c.req.param('token')}`
    return c.body(stopPage(student.language, path, 'done'), 200, PAGE_HEADERS)
  })
}

function stopPage(language: Language, path: string, step: 'ask' | 'done'): string {
  const t = (code: MessageCode) => messageText(code, {}, language)
  const w = WORDS[language]
  const body =
    step === 'ask'
      ? `<p>${esc(t('stop.ask'))}</p>
<div class="actions">
<form method="post" action="${esc(`${path}/parar`)}"><button class="btn" type="submit">${esc(t('stop.confirm'))}</button></form>
<a class="btn ghost" href="${esc(path)}">${esc(w.back)}</a>
</div>`
      : `<p role="status">${esc(t('stop.done'))}</p>
<div class="actions"><a class="btn ghost" href="${esc(path)}">${esc(w.back)}</a></div>`
  return layout(
    `${t('stop.title')} — Quadra`,
    `<main>
<h1>${esc(t('stop.title'))}</h1>
<section class="card">${body}</section>
</main>
<footer><p>${esc(w.madeWith)}</p></footer>`,
    language,
  )
}
