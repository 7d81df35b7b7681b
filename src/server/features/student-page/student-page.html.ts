import type { IsoDate } from '../../../shared/domain/dates'
import { formatDate } from '../../../shared/domain/formats'
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/domain/locale'
import { inlineHashes } from '../../lib/security-headers'
import { esc, lessonWhen } from './student-page.bits'
import { makeupSection } from './student-page.makeups-html'
import { MONEY_CSS, moneyDue, moneyPaid } from './student-page.money'
import type { StudentPageData } from './student-page.public'
import { WORDS, type Words } from './student-page.words'

export { esc, lessonWhen, WORDS }

/**
 * The student's page as server-rendered HTML (decision 0013): no JavaScript, one inline
 * stylesheet (allowed by its hash in the page's CSP), mobile first, in the student's language
 * (pt-BR or English: their own setting, else the language of the coach's country). Every value that
 * comes from the database goes through `esc` — the coach's (or the AI's) texts are TEXT, never
 * HTML; their line breaks are kept by `white-space: pre-line`.
 */

// the app's look (src/web/app.css): court green primary, slate neutrals, radius 0.625rem
const BASE_CSS = `*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;color-scheme:light}
body{margin:0;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{max-width:40rem;margin:0 auto;padding:1rem 1rem 0}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.625rem;padding:1rem;margin:0 0 1rem}
.coach{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem}
.coach p{margin:0}
.muted{color:#475569;font-size:.875rem}
.name{font-weight:600}
.wa{display:inline-flex;align-items:center;min-height:44px;padding:.5rem 1rem;border-radius:.625rem;background:#0f766e;color:#fff;font-weight:600;text-decoration:none}
.wa:hover,.wa:focus-visible{background:#115e59}
.wa:focus-visible{outline:2px solid #0f766e;outline-offset:2px}
h1{font-size:1.5rem;line-height:1.25;margin:1.5rem 0 1rem}
h2{font-size:1.125rem;line-height:1.4;margin:0 0 .75rem}
dl{display:flex;flex-wrap:wrap;gap:1rem 2rem;margin:0}
dt{color:#475569;font-size:.875rem}
dd{margin:0;font-size:1.5rem;font-weight:700;color:#0f766e}
ul{list-style:none;margin:0;padding:0}
li{padding:.5rem 0}
li+li,article+article{border-top:1px solid #e2e8f0}
article{padding:.75rem 0}
article:first-of-type{padding-top:0}
article h3{font-size:1rem;margin:0}
.text{margin:.25rem 0 0;white-space:pre-line;overflow-wrap:anywhere}
p{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.5rem}
.actions form{margin:0}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.5rem 1rem;border-radius:.625rem;border:1px solid #0f766e;background:#0f766e;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.btn.ghost{background:#fff;color:#0f766e}
.btn:hover{background:#115e59;color:#fff}
.btn:focus-visible{outline:2px solid #0f766e;outline-offset:2px}
.answer{display:inline-block;margin-top:.25rem;font-size:.875rem;font-weight:600;color:#0f766e}
.answer.no{color:#b45309}
.notice{border-color:#0f766e;background:#f0fdfa}
footer{max-width:40rem;margin:0 auto;padding:.5rem 1rem 2rem;color:#475569;font-size:.875rem;text-align:center}`

const STYLE = `<style>${BASE_CSS}
${MONEY_CSS}</style>`
/** The short pages (not found, too many tries, refusals): the base look only, so they stay small. */
const PLAIN_STYLE = `<style>${BASE_CSS}</style>`

/**
 * The page's Content-Security-Policy: nothing but its own stylesheet (by hash) and the app's
 * icon; no script, no frame; forms post only to the site itself. `connect-src 'self'` lets tools that fetch as the page
 * (Lighthouse's robots.txt check) reach the site; with no script allowed, nothing else can.
 */
export const STUDENT_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${inlineHashes(STYLE + PLAIN_STYLE, 'style').join(' ')}`,
  "img-src 'self'",
  // the coach's shared voice notes, played from this site through the page's token
  "media-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  // the page's own answers to its lessons ('Confirmar presença', 'Não vou'), posted to itself
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** The headers of every answer of the page: HTML never cached nor indexed, its own CSP. */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
  'content-security-policy': STUDENT_PAGE_CSP,
}

export function layout(
  title: string,
  body: string,
  language: Language = DEFAULT_LANGUAGE,
  style = STYLE,
): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<meta name="description" content="${esc(WORDS[language].description)}">
<meta name="theme-color" content="#0f766e">
<title>${esc(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${style}
</head>
<body>
${body}
</body>
</html>
`
}

/** A lesson to come, with the student's answer or the two ways to give it (no script). */
function lessonLine(l: StudentPageData['upcoming'][number], path: string, lang: Language): string {
  const w = WORDS[lang]
  const club = l.club ? ` · ${esc(l.club)}` : ''
  const base = `${path}/lessons/${encodeURIComponent(l.id)}`
  const actions =
    l.answer === 'declined'
      ? `<span class="answer no">${esc(w.declined)}</span>`
      : `<div class="actions">${
          l.answer === 'confirmed'
            ? `<span class="answer">${esc(w.confirmed)}</span>`
            : `<form method="post" action="${esc(`${base}/confirm`)}"><button class="btn" type="submit">${esc(w.confirm)}</button></form>`
        }<a class="btn ghost" href="${esc(`${base}/cancel`)}">${esc(w.decline)}</a></div>`
  return `<li id="${esc(`aula-${l.id}`)}">${lessonWhen(l, lang)}${club}
${actions}</li>`
}

function shareBlock(s: StudentPageData['shares'][number], lang: Language): string {
  return `<article>
<h3>${esc(WORDS[lang].kinds[s.kind])}</h3>
<p class="muted"><time datetime="${esc(s.date)}">${esc(formatDate(s.date, lang))}</time></p>
<p class="text">${esc(s.text)}</p>
</article>`
}

function voiceNoteBlock(n: StudentPageData['voiceNotes'][number], lang: Language): string {
  const seconds = Math.round(n.durationMs / 1000)
  const length = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
  const transcript = n.transcript ? `<p class="text">${esc(n.transcript)}</p>` : ''
  return `<article>
<p class="muted"><time datetime="${esc(n.date)}">${esc(formatDate(n.date, lang))}</time> · ${esc(length)}</p>
<audio controls preload="none" src="${esc(n.url)}">${esc(WORDS[lang].noAudio)}</audio>
${transcript}
</article>`
}

const dateTime = (day: IsoDate, lang: Language) =>
  `<time datetime="${esc(day)}">${esc(formatDate(day, lang))}</time>`

function creditsBody(page: StudentPageData, w: Words): string {
  const { remaining, nextExpiry } = page.credits
  if (remaining <= 0) return `<p>${esc(w.noCredits)}</p>`
  return `<dl>
<div><dt>${esc(w.remaining)}</dt><dd>${esc(remaining)}</dd></div>
${nextExpiry ? `<div><dt>${esc(w.nextExpiry)}</dt><dd>${dateTime(nextExpiry, page.language)}</dd></div>` : ''}
</dl>`
}

/** What the page says after one of its forms: an answer to a lesson, a make-up booked or asked. */
export const PAGE_NOTICES = ['confirmed', 'declined', 'booked', 'waiting'] as const
export type PageNotice = (typeof PAGE_NOTICES)[number]

const NOTICE_WORDS = {
  confirmed: 'doneConfirmed',
  declined: 'doneDeclined',
  booked: 'doneBooked',
  waiting: 'doneWaiting',
} as const satisfies Record<PageNotice, keyof Words>

/** The page of one student, in the student's language. */
export function renderStudentPage(page: StudentPageData, done: PageNotice | null = null): string {
  const lang = page.language
  const w = WORDS[lang]
  const notice = done
    ? `<p class="card notice" role="status">${esc(w[NOTICE_WORDS[done]])}</p>`
    : ''
  const coach = page.coachName || w.yourCoach
  const whatsapp = page.coachWhatsapp
    ? `<a class="wa" href="https://wa.me/${esc(page.coachWhatsapp)}" rel="noopener noreferrer">${esc(w.whatsapp)}</a>`
    : ''
  const upcoming = page.upcoming.length
    ? `<section class="card" aria-labelledby="proximas">
<h2 id="proximas">${esc(w.upcoming)}</h2>
<ul>
${page.upcoming.map((l) => lessonLine(l, page.path, lang)).join('\n')}
</ul>
</section>`
    : ''
  const more =
    page.sharesTotal > page.shares.length
      ? `<p class="muted">${esc(w.showing(page.shares.length, page.sharesTotal))}</p>`
      : ''
  const shares = page.shares.length
    ? `${page.shares.map((s) => shareBlock(s, lang)).join('\n')}${more}`
    : `<p>${esc(w.noShares)}</p>`
  const notes = page.voiceNotes.length
    ? `<section class="card" aria-labelledby="audios">
<h2 id="audios">${esc(w.audios)}</h2>
${page.voiceNotes.map((n) => voiceNoteBlock(n, lang)).join('\n')}
</section>`
    : ''
  return layout(
    `${page.studentName} — Quadra`,
    `<main>
<header class="card coach">
<div><p class="muted">${esc(w.classesWith)}</p><p class="name">${esc(coach)}</p></div>
${whatsapp}
</header>
<h1>${esc(page.studentName)}</h1>
${notice}
<section class="card" aria-labelledby="creditos">
<h2 id="creditos">${esc(w.credits)}</h2>
${creditsBody(page, w)}
</section>
${upcoming}
${makeupSection(page)}
${moneyDue(page.money, lang, coach)}
${notes}
<section class="card" aria-labelledby="compartilhados">
<h2 id="compartilhados">${esc(w.shares)}</h2>
${shares}
</section>
${moneyPaid(page.money, lang)}
</main>
<footer>
<p>${esc(w.privacy(page.studentName, coach))}</p>
<p>${esc(w.madeWith)}</p>
</footer>`,
    lang,
  )
}

function plainPage(title: string, heading: string, text: string): string {
  return layout(
    `${title} — Quadra`,
    `<main>
<h1>${esc(heading)}</h1>
<section class="card"><p>${esc(text)}</p></section>
</main>
<footer><p>Quadra</p></footer>`,
    DEFAULT_LANGUAGE,
    PLAIN_STYLE,
  )
}

/** Unknown, malformed or revoked token: the same answer for all three. */
export const NOT_FOUND_PAGE = plainPage(
  'Página não encontrada',
  'Página não encontrada',
  'Este link não existe ou foi desativado. Peça um link novo ao seu professor.',
)

export const TOO_MANY_PAGE = plainPage(
  'Muitas tentativas',
  'Muitas tentativas',
  'Você abriu esta página muitas vezes em pouco tempo. Aguarde um minuto e tente de novo.',
)
