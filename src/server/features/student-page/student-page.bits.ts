import type { IsoDate } from '../../../shared/domain/dates'
import { formatDate } from '../../../shared/domain/formats'
import type { Language } from '../../../shared/domain/locale'
import { isoWeekday } from '../../../shared/domain/recurrence'
import { WORDS } from './student-page.words'

/** The small pieces every part of the student's page writes with. */

/** HTML-escapes a text for element content and quoted attribute values. */
export function esc(value: string | number): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

export function lessonWhen(l: { date: IsoDate; time: string; endTime?: string }, lang: Language) {
  const w = WORDS[lang]
  const day = `${w.weekdays[isoWeekday(l.date) - 1]} ${formatDate(l.date, lang)}`
  const end = l.endTime ? `–${esc(w.time(l.endTime))}` : ''
  return `<time datetime="${esc(`${l.date}T${l.time}`)}">${esc(day)}, ${esc(w.time(l.time))}${end}</time>`
}
