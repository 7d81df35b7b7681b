import { sql } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { DEFAULT_TIMEZONE } from '../../../shared/constants'
import { LANGUAGES, type Language } from '../../../shared/domain/locale'
import { studentLanguage } from '../../../shared/domain/student-language'
import { localText, messageText } from '../../../shared/message-text'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { clientIp } from '../../lib/client-ip'
import type { AppEnv } from '../../lib/context'
import { rateLimitUpsert } from '../../lib/rate-limit'
import { col, rawRows } from '../../lib/sql'
import { hashUrlToken, URL_TOKEN } from '../../lib/url-token'
import {
  answerLesson,
  type CancellationPreview,
  previewCancellation,
} from '../agenda/student-answer'
import {
  esc,
  layout,
  lessonWhen,
  NOT_FOUND_PAGE,
  PAGE_HEADERS,
  TOO_MANY_PAGE,
  WORDS,
} from './student-page.html'
import { STUDENT_PAGE_RATE_LIMIT } from './student-page.public'

/**
 * The student's answers to a lesson from their page (decision 0022): 'Confirmar presença' posts
 * at once; 'Não vou' first shows what the coach's policy makes of a cancellation now, then
 * posts. Plain forms (the page has no script), answered 303 back to the page; the token is the
 * key, counted on the page's own per-IP limit, and a form of another site is refused.
 */
export function mountStudentAnswers(
  app: Hono<AppEnv>,
  db: Db,
  {
    trustProxy,
    origins,
    limit = STUDENT_PAGE_RATE_LIMIT,
  }: { trustProxy: number | boolean; origins: Set<string>; limit?: typeof STUDENT_PAGE_RATE_LIMIT },
) {
  // the student's answers to a lesson (decision 0022): 'Não vou' first says what the coach's
  // policy makes of it, then posts; every action is a plain form (no script), answered 303
  const forAnswer = async (c: Context<AppEnv>) => {
    const token = c.req.param('token') ?? ''
    const student = await pageStudentFor(db, {
      token,
      rateKey: `student-page:${clientIp(c, trustProxy)}`,
      limit,
    })
    return { token, student, id: c.req.param('id') ?? '' }
  }
  const refusedPage = (c: Context<AppEnv>, status: 404 | 429) =>
    pageRefusal(c, status === 429 ? 'too_many' : 'not_found', limit.windowSeconds)
  app.get('/a/:token/lessons/:id/cancel', async (c) => {
    const { token, student, id } = await forAnswer(c)
    if (student.status !== 'ok') return refusedPage(c, student.status === 'too_many' ? 429 : 404)
    const path = `/a/${token}`
    const preview = await previewCancellation(db, { ...student, id })
    if (!preview) {
      const text = messageText('answer.lessonNotFound', {}, student.language)
      return c.body(
        renderAnswerRefused(text, { path, language: student.language }),
        409,
        PAGE_HEADERS,
      )
    }
    return c.body(
      renderCancelPage(preview, { path, id, language: student.language }),
      200,
      PAGE_HEADERS,
    )
  })
  app.post('/a/:token/lessons/:id/:answer{confirm|decline}', async (c) => {
    if (!sameOrigin(c, origins)) return c.body(FORBIDDEN_PAGE, 403, PAGE_HEADERS)
    const { token, student, id } = await forAnswer(c)
    if (student.status !== 'ok') return refusedPage(c, student.status === 'too_many' ? 429 : 404)
    const path = `/a/${token}`
    const answer = c.req.param('answer') === 'confirm' ? 'confirmed' : 'declined'
    try {
      await answerLesson(db, { ...student, id }, answer)
    } catch (err) {
      if (!(err instanceof AppError)) throw err
      // a lesson of no one's, or not the student's: the same page as a wrong token
      if (err.status === 404) return refusedPage(c, 404)
      const text = localText(err.message, student.language)
      return c.body(
        renderAnswerRefused(text, { path, language: student.language }),
        409,
        PAGE_HEADERS,
      )
    }
    return c.redirect(`${path}?answered=${answer}#aula-${encodeURIComponent(id)}`, 303)
  })
}

/**
 * The answer to a token that opens nobody (the same 404 page for unknown, malformed and revoked
 * ones) or to a client over the page's per-IP limit (429, with when to try again).
 */
export function pageRefusal(
  c: Context<AppEnv>,
  status: 'too_many' | 'not_found',
  windowSeconds: number,
) {
  return status === 'too_many'
    ? c.body(TOO_MANY_PAGE, 429, { ...PAGE_HEADERS, 'retry-after': String(windowSeconds) })
    : c.body(NOT_FOUND_PAGE, 404, PAGE_HEADERS)
}

/**
 * A form post from the page itself. The page's referrer policy is no-referrer, under which a
 * browser sends `Origin: null` with its own forms: so `Sec-Fetch-Site` decides when the browser
 * sends it (only 'same-origin' passes), else an `Origin` that is not null must be the site's.
 * A browser that sends neither is let through: the token in the path is the page's secret, which
 * a page of another site would not have.
 */
export function sameOrigin(c: Context<AppEnv>, origins: Set<string>): boolean {
  const site = c.req.header('sec-fetch-site')?.toLowerCase()
  if (site !== undefined) return site === 'same-origin'
  const origin = c.req.header('origin')
  return origin === undefined || origin === 'null' || origins.has(origin)
}

const studentRow = z.object({
  hits: col.number,
  user_id: col.stringOrNull,
  student_id: col.stringOrNull,
  student_language: z.enum(LANGUAGES).nullable(),
  tz: col.stringOrNull,
})

/**
 * The student a token opens, for the page's actions (its answers to lessons), counted on the
 * page's own per-IP limit: a guessed, revoked or rotated token finds nobody.
 */
export async function pageStudentFor(
  db: Db,
  {
    token,
    rateKey,
    limit = STUDENT_PAGE_RATE_LIMIT,
    now = new Date(),
  }: { token: string; rateKey: string; limit?: typeof STUDENT_PAGE_RATE_LIMIT; now?: Date },
): Promise<
  | { status: 'ok'; ownerId: string; studentId: string; language: Language }
  | { status: 'not_found' }
  | { status: 'too_many' }
> {
  const hash = URL_TOKEN.test(token) ? hashUrlToken(token) : ''
  // raw SQL: the rate-limit upsert and the link's student in one statement
  const [row] = await rawRows(
    db,
    studentRow,
    sql`WITH hit AS (${rateLimitUpsert(rateKey, limit.windowSeconds, now.getTime())})
    SELECT (SELECT count FROM hit) AS hits, l.user_id, l.student_id,
      s.language AS student_language, p.timezone AS tz
    FROM (SELECT 1) one
    LEFT JOIN student_page_links l ON l.token_hash = ${hash}
    LEFT JOIN students s ON s.id = l.student_id AND s.user_id = l.user_id
    LEFT JOIN profiles p ON p.user_id = l.user_id`,
  )
  if ((row?.hits ?? 0) > limit.max) return { status: 'too_many' }
  if (!row?.user_id || !row.student_id) return { status: 'not_found' }
  return {
    status: 'ok',
    ownerId: row.user_id,
    studentId: row.student_id,
    language: studentLanguage(row.student_language, row.tz ?? DEFAULT_TIMEZONE),
  }
}

/** 'Não vou': what cancelling now means under the coach's policy, then the form that does it. */
export function renderCancelPage(
  preview: CancellationPreview,
  { path, id, language }: { path: string; id: string; language: Language },
): string {
  const w = WORDS[language]
  const action = `${path}/lessons/${encodeURIComponent(id)}/decline`
  return layout(
    `${w.cancelTitle} — Quadra`,
    `<main>
<h1>${esc(w.cancelTitle)}</h1>
<section class="card">
<p>${lessonWhen(preview, language)}</p>
<p class="text">${esc(w.policy(preview.outcome, preview.consumes, preview.noticeHours))}</p>
<div class="actions">
<form method="post" action="${esc(action)}"><button class="btn" type="submit">${esc(w.confirmDecline)}</button></form>
<a class="btn ghost" href="${esc(path)}">${esc(w.back)}</a>
</div>
</section>
</main>
<footer><p>${esc(w.madeWith)}</p></footer>`,
    language,
  )
}

/**
 * An answer the lesson no longer takes (started, registered, cancelled…), or a make-up it cannot
 * book (`heading`), with the reason and the way back.
 */
export function renderAnswerRefused(
  text: string,
  {
    path,
    language,
    heading = WORDS[language].cannotAnswer,
  }: { path: string; language: Language; heading?: string },
): string {
  const w = WORDS[language]
  return layout(
    `${heading} — Quadra`,
    `<main>
<h1>${esc(heading)}</h1>
<section class="card"><p>${esc(text)}</p>
<div class="actions"><a class="btn ghost" href="${esc(path)}">${esc(w.back)}</a></div></section>
</main>
<footer><p>${esc(w.madeWith)}</p></footer>`,
    language,
  )
}

export const FORBIDDEN_PAGE = layout(
  'Não permitido — Quadra',
  `<main>
<h1>Não permitido</h1>
<section class="card"><p>Esta resposta só pode ser enviada pela própria página do aluno.</p></section>
</main>
<footer><p>Quadra</p></footer>`,
)
