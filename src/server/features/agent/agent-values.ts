import type { FocusTag, PaymentMethod } from '../../../shared/constants'
import { addDaysIso, type IsoDate, isIsoDate } from '../../../shared/domain/dates'
import { isoWeekday } from '../../../shared/domain/recurrence'
import { METHOD_WORDS, NUMBER_WORDS, TAG_WORDS, WEEKDAYS } from './agent-words'

/**
 * The values inside a coach's message, read from its normalized text (agent-words'
 * `normalize`): a day, a time, an amount, a rating, focus tags, a payment method. Each answers
 * null when the message does not say it — the parser then asks, never guesses.
 */

const two = (n: number) => String(n).padStart(2, '0')

/** The day a message names, relative to the coach's `today`. */
export function dayOf(text: string, today: IsoDate): IsoDate | null {
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
  for (const [word, weekday] of Object.entries(WEEKDAYS)) {
    if (!new RegExp(`\\b${word}\\b`).test(text)) continue
    // the next such day, never today ("quinta" on a Thursday is next week's)
    const ahead = (weekday - isoWeekday(today) + 7) % 7 || 7
    return addDaysIso(today, ahead)
  }
  return null
}

/** A clock time: "18h", "18:30", "às 7", "7h da manhã", "6 da tarde", "7pm", "seis da tarde". */
export function timeOf(text: string): string | null {
  const word = Object.keys(NUMBER_WORDS).join('|')
  // the part of the day first: "às 6 da tarde" is 18:00, not 06:00
  const m =
    /\b(\d{1,2})[:h](\d{2}) ?(am|pm)?\b/.exec(text) ??
    /\b(\d{1,2}) ?(h|hs|hrs|horas|am|pm)\b/.exec(text) ??
    /\b(\d{1,2}) (?:da|de) (manha|tarde|noite)\b/.exec(text) ??
    new RegExp(`\\b(?:as |at )?(${word}) (?:da|de) (manha|tarde|noite)\\b`).exec(text) ??
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

/** Words for a whole number ("cento e cinquenta" → 150), or null. */
function wordsNumber(words: string[]): number | null {
  let total = 0
  let any = false
  for (const w of words) {
    if (w === 'e' || w === 'and') continue
    const n = NUMBER_WORDS[w]
    if (n === undefined) return any ? total : null
    any = true
    total = n === 1000 ? Math.max(total, 1) * 1000 : total + n
  }
  return any ? total : null
}

/** An amount of money in cents: "200", "R$ 200,00", "480,50", "1.200", "duzentos reais". */
export function amountOf(text: string): number | null {
  const digits =
    /(?:r\$\s?)?\b(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?\b(?!\s?(?:aulas?|dias?|classes?|days?|h\b|:|\/))/.exec(
      text,
    )
  if (digits) {
    const whole = Number(digits[1]!.replaceAll('.', ''))
    const cents = digits[2] ? Number(digits[2].padEnd(2, '0')) : 0
    return whole * 100 + cents
  }
  const words = text.split(' ')
  for (let i = 0; i < words.length; i++) {
    if (NUMBER_WORDS[words[i]!] === undefined) continue
    const n = wordsNumber(words.slice(i))
    if (n !== null && n >= 10) return n * 100
  }
  return null
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
