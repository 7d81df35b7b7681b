import type { Language } from '../../../shared/domain/locale'
import { MAKEUP_BOOKING_DAYS } from '../../../shared/domain/makeup-places'
import type { MakeupPlace } from '../agenda/makeup-offers'
import { esc, lessonWhen } from './student-page.bits'
import type { StudentPageData } from './student-page.public'
import { WORDS } from './student-page.words'

/**
 * 'Reposições' on the student's page (decision 0024): shown while the student is owed a make-up
 * with none planned, it lists the coach's places open to make-ups with one plain form each —
 * 'Reservar', 'Vaga liberada — reservar' (first in line on the waitlist), or, when no place is
 * left for them, 'Entrar na lista de espera' — posted to `/a/<token>/makeups/<id>[/waitlist]`.
 */

const button = (action: string, label: string, ghost = false) =>
  `<form method="post" action="${esc(action)}"><button class="btn${ghost ? ' ghost' : ''}" type="submit">${esc(label)}</button></form>`

function placeLine(p: MakeupPlace, path: string, lang: Language): string {
  const w = WORDS[lang]
  const club = p.club ? ` · ${esc(p.club)}` : ''
  const action = `${path}/makeups/${encodeURIComponent(p.id)}`
  let state: string
  switch (p.standing.kind) {
    case 'book':
      state = `<div><span class="answer">${esc(w.placesLeft(p.placesLeft))}</span></div>
<div class="actions">${button(action, w.book)}</div>`
      break
    case 'offered':
      state = `<div class="actions">${button(action, w.offered)}</div>`
      break
    case 'waiting':
      state = `<div><span class="answer no">${esc(w.waiting(p.standing.position))}</span></div>`
      break
    case 'full':
      state = `<div><span class="answer no">${esc(w.full)}</span></div>
<div class="actions">${button(`${action}/waitlist`, w.joinWaitlist, true)}</div>`
      break
  }
  return `<li id="${esc(`vaga-${p.id}`)}">${lessonWhen(p, lang)}${club}
${state}</li>`
}

/** The section, or nothing when the student is owed no make-up. */
export function makeupSection(page: StudentPageData): string {
  const { owed, places } = page.makeups
  if (!owed) return ''
  const w = WORDS[page.language]
  const body = places.length
    ? `<p>${esc(w.owed(owed))}</p>
<ul>
${places.map((p) => placeLine(p, page.path, page.language)).join('\n')}
</ul>`
    : `<p>${esc(w.noPlaces(MAKEUP_BOOKING_DAYS))}</p>`
  return `<section class="card" id="reposicoes" aria-labelledby="reposicoes-titulo">
<h2 id="reposicoes-titulo">${esc(w.makeups)}</h2>
${body}
</section>`
}
