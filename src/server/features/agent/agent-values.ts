import type { FocusTag, PaymentMethod } from '../../../shared/constants'
import { addDaysIso, type IsoDate, isIsoDate } from '../../../shared/domain/dates'
import { isoWeekday } from '../../../shared/domain/recurrence'
import { METHOD_WORDS, NUMBER_WORDS, TAG_WORDS, WEEKDAYS } from './agent-words'

/**
 * The values inside a coach's message, read from its normalized text (agent-words'
 * `normalize`): a day, a time, a rating, focus tags, a payment method (amounts: agent-amounts).
 * Each answers null when the message does not say it — the parser then asks, never guesses.
 */

const two = (n: number) => String(n).padStart(2, '0')

/**
 * Which way a bare weekday points: to the next one (what is planned: the agenda, a cancellation,
 * a notified absence) or to the last one (what happened: a class registered — a session is never
 * in the future —, a no-show).
 */
export type Lean = 'next' | 'last'

const WEEKDAY = `(${Object.keys(WEEKDAYS).join('|')})(?:[ -]feira)?`
/** "sexta passada", "last friday", "na última sexta", "friday last week": always the past one. */
const PAST = new RegExp(
  `\\b(?:last|past|ultim[ao]) ${WEEKDAY}\\b|\\b${WEEKDAY} passad[ao]\\b|\\b(?:semana passada|last week)\\b`,
)
/** "sexta retrasada": the one before the last. */
const BEFORE_LAST = new RegExp(`\\b${WEEKDAY} retrasad[ao]\\b`)
/** "próxima sexta", "next friday", "sexta que vem": always the coming one. */
const NEXT = new RegExp(
  `\\b(?:next|proxim[ao]|this coming) ${WEEKDAY}\\b|\\b${WEEKDAY} (?:que vem|da semana que vem|next week)\\b`,
)

/** Days from `today` to the weekday named, by the lean and the words around it. */
function weekdayOffset(text: string, word: string, today: IsoDate, lean: Lean): number {
  const weekday = WEEKDAYS[word]!
  const back = (isoWeekday(today) - weekday + 7) % 7
  const ahead = (weekday - isoWeekday(today) + 7) % 7
  // "sexta passada" on a Friday is a week ago; "próxima sexta" on a Friday a week ahead
  if (BEFORE_LAST.test(text)) return -(back || 7) - 7
  if (PAST.test(text)) return -(back || 7)
  if (NEXT.test(text)) return ahead || 7
  // a class registered on its own weekday is today's ("registra a aula de quarta" on a
  // Wednesday); planned, the same weekday is next week's ("cancela a de quarta" on a Wednesday)
  return lean === 'last' ? -back : ahead || 7
}

/** The day a message names, relative to the coach's `today`; a bare weekday leans by `lean`. */
export function dayOf(text: string, today: IsoDate, lean: Lean = 'next'): IsoDate | null {
  if (/\b(hoje|hj|today|tonight)\b/.test(text)) return today
  if (/\b(amanha|amanh|tomorrow|tmrw)\b/.test(text)) return addDaysIso(today, 1)
  if (/\b(ontem|yesterday)\b/.test(text)) return addDaysIso(today, -1)
  const dm = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/.exec(text)
  if (dm) {
    const year = dm[3] ? (dm[3].length === 2 ? 2000 + Number(dm[3]) : Number(dm[3])) : null
    let iso = `${year ?? today.slice(0, 4)}-${two(Number(dm[2]))}-${two(Number(dm[1]))}`
    // a day and month without a year: this year's, or next year's when it has passed
    if (!year && iso < addDaysIso(today, -60))
      iso = `${Number(today.slice(0, 4)) + 1}${iso.slice(4)}`
    return isIsoDate(iso) ? iso : null
  }
  const word = Object.keys(WEEKDAYS).find((w) => new RegExp(`\\b${w}\\b`).test(text))
  return word ? addDaysIso(today, weekdayOffset(text, word, today, lean)) : null
}

/** A clock time: "18h", "18:30", "às 7", "7h da manhã", "6 da tarde", "7pm", "seis da tarde". */
export function timeOf(text: string): string | null {
  const word = Object.keys(NUMBER_WORDS).join('|')
  // the part of the day first: "às 6 da tarde" is 18:00, not 06:00
  const m =
    /\b(\d{1,2})[:h](\d{2}) ?(am|pm)?\b/.exec(text) ??
    /\b(\d{1,2}) ?(h|hs|hrs|horas|am|pm)\b/.exec(text) ??
    /\b(\d{1,2})(?: e meia)? (?:da|de) (manha|tarde|noite)\b/.exec(text) ??
    new RegExp(`\\b(?:as |at )?(${word})(?: e meia)? (?:da|de) (manha|tarde|noite)\\b`).exec(
      text,
    ) ??
    /\b(?:as|at|das|para as)\s+(\d{1,2})\b/.exec(text) ??
    new RegExp(`\\b(?:as|at) (${word})\\b`).exec(text)
  if (!m) return null
  let hour = /^\d+$/.test(m[1]!) ? Number(m[1]) : (NUMBER_WORDS[m[1]!] ?? Number.NaN)
  let minute = m[2] && /^\d{2}$/.test(m[2]) ? Number(m[2]) : 0
  const part = m[3] ?? m[2] ?? ''
  if ((part === 'pm' || part === 'tarde' || part === 'noite') && hour < 12) hour += 12
  if (part === 'am' && hour === 12) hour = 0
  if (/\bmeia\b/.test(text) && minute === 0 && /\be meia\b/.test(text)) minute = 30
  if (!Number.isInteger(hour) || hour > 23 || minute > 59) return null
  return `${two(hour)}:${two(minute)}`
}

/** A rating 1–5: "5 estrelas", "nota 4", "4/5", "5 stars", "cinco estrelas". */
export function ratingOf(text: string): number | null {
  const m =
    /\b([1-5]) ?(?:estrelas?|stars?|\/5)\b/.exec(text) ??
    /\b(?:nota|rating|note)\s+([1-5]|um|dois|tres|quatro|cinco|one|two|three|four|five)\b/.exec(
      text,
    ) ??
    /\b(um|uma|dois|duas|tres|quatro|cinco|one|two|three|four|five) (?:estrelas?|stars?)\b/.exec(
      text,
    )
  if (!m) return null
  const n = /^\d$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!]!
  return n >= 1 && n <= 5 ? n : null
}

/** The focus tags named in `text`, in the order of first mention, each once. */
export function tagsOf(text: string): FocusTag[] {
  const out: FocusTag[] = []
  for (const word of text.split(' ')) {
    const tag = TAG_WORDS[word]
    if (tag && !out.includes(tag)) out.push(tag)
  }
  return out
}

/** The payment method named, or null. */
export function methodOf(text: string): PaymentMethod | null {
  for (const word of text.split(' ')) {
    const method = METHOD_WORDS[word]
    if (method) return method
  }
  return null
}
