import type { IsoDate } from '../../../shared/domain/dates'
import type { AgentIntent, ParseResult } from './agent-intent'
import { findMentions, type Mention, type RosterStudent } from './agent-names'
import { amountOf, dayOf, methodOf, ratingOf, tagsOf, timeOf } from './agent-values'
import { NUMBER_WORDS, normalize, TAG_WORDS } from './agent-words'

/**
 * The deterministic parser of the agent (without an AI provider): a coach's message, typed
 * or transcribed, becomes one intent, a question back, or 'unknown'. It never guesses a
 * student, a time or an amount: whatever is missing or fits two students is asked. Order
 * matters — the most specific commands are recognised first.
 */

export interface ParseContext {
  /** The coach's today (their zone). */
  today: IsoDate
  students: RosterStudent[]
}

const intent = (i: AgentIntent): ParseResult => ({ kind: 'intent', intent: i })
const has = (text: string, pattern: RegExp) => pattern.test(text)

/** One student of the message, or the question to ask about it. */
function oneStudent(mentions: Mention[]): { id: string } | ParseResult {
  const first = mentions[0]
  if (!first) return { kind: 'ask', reason: 'missing_student' }
  if (first.ids.length > 1) return { kind: 'ask', reason: 'ambiguous_student', options: first.ids }
  if (!first.ids.length) return { kind: 'ask', reason: 'unknown_student', name: first.typed }
  return { id: first.ids[0]! }
}

const isAsk = (v: { id: string } | ParseResult): v is ParseResult => 'kind' in v

const HELP =
  /^(ajuda|help|socorro|comandos|menu)\b|\bo (q|que) (voce|vc) (faz|sabe fazer)\b|\bcomo funciona\b|\bcomandos\b|\bwhat can you do\b|\bwhat commands\b|\bhow does (this|it) work\b/
const UNDO =
  /^(?:(?:ops|opa|oops|ah|ih|please|por favor) (?:, )?)?(desfaz|desfazer|desfaca|undo|volta|voltar|cancela o ultimo|cancelar o ultimo|apaga o ultimo)\b/
const DEBTORS =
  /\b(quem|who|alguem|anyone|anybody)\b.*\b(devendo|deve|devem|owes?|owing|em aberto|pendente|atrasad\w*|behind|nao pagou|nao pagaram|hasn t paid|has not paid|haven t paid|didn t pay)\b/
const CREDITS =
  /\b(quantos creditos|quantas aulas|saldo|creditos?|credits?|sobra\w*)\b|\b(classes|lessons)\b.*\bleft\b/
const PAID =
  /\b(pagou|pagamento|paid|pays|recebi|received|pago|acertou|quitou|transferiu|fez (um|uma) (pix|ted|transferencia))\b|\bgot\b.*\bfrom\b/
const AGENDA =
  /\b(agenda|schedule|o (q|que)( que)?( eu)? tenho|quais aulas|(tenho|to com|tou com|estou com) aula|what do i have|minhas aulas|my lessons|my classes|show me .*(lessons|classes))\b/

function small(text: string): ParseResult | null {
  const short = text.split(' ').length <= 6
  if (HELP.test(text) || (short && /\b(ajuda|help)\b/.test(text))) return intent({ kind: 'help' })
  if (UNDO.test(text)) return intent({ kind: 'undo' })
  if (DEBTORS.test(text)) return intent({ kind: 'debtors_query' })
  return null
}

function queries(text: string, mentions: Mention[], ctx: ParseContext): ParseResult | null {
  // "pagou no crédito" is a card payment, not a question about credits
  if (CREDITS.test(text) && !PAID.test(text) && !has(text, /\b(vend\w*|sell|sold)\b/)) {
    const s = oneStudent(mentions)
    return isAsk(s) ? s : intent({ kind: 'credits_query', studentId: s.id })
  }
  if (AGENDA.test(text))
    return intent({ kind: 'agenda_query', date: dayOf(text, ctx.today) ?? ctx.today })
  if (
    has(text, /\b(manda|mande|mandar|envia|envie|enviar|send)\b/) &&
    has(text, /\b(resumo|summary)\b/)
  ) {
    const s = oneStudent(mentions)
    return isAsk(s) ? s : intent({ kind: 'send_summary', studentId: s.id })
  }
  return null
}

/** A number of classes: "8 aulas", "oito aulas", "10 classes". */
function classesOf(text: string): number | null {
  const m = /\b(\d{1,3}|[a-z]+)[ -](aulas?|class(?:es)?|lessons?)\b/.exec(text)
  if (!m) return null
  return /^\d+$/.test(m[1]!) ? Number(m[1]) : (NUMBER_WORDS[m[1]!] ?? null)
}

function money(text: string, mentions: Mention[]): ParseResult | null {
  if (
    has(text, /\b(vend\w*|sell|sold|novo pacote|new package)\b/) ||
    (has(text, /\b(pacote|package)\b/) && classesOf(text))
  ) {
    const classes = classesOf(text)
    if (!classes) return null
    const s = oneStudent(mentions)
    if (isAsk(s)) return s
    const days = /\b(\d{1,3}) (dias|days)\b/.exec(text)
    const rest = text
      .replace(/\b\S+[ -](aulas?|class(?:es)?|lessons?)\b/, ' ')
      .replace(/\b\d{1,3} (dias|days)\b/, ' ')
    return intent({
      kind: 'sell_package',
      studentId: s.id,
      classes,
      priceCents: amountOf(rest),
      validityDays: days ? Number(days[1]) : null,
    })
  }
  if (PAID.test(text)) {
    const s = oneStudent(mentions)
    if (isAsk(s)) return s
    const amount = amountOf(text)
    if (amount === null || amount <= 0) return { kind: 'ask', reason: 'missing_amount' }
    return intent({
      kind: 'record_payment',
      studentId: s.id,
      amountCents: amount,
      method: methodOf(text),
    })
  }
  return null
}

const ABSENCE: [RegExp, 'notified_absence' | 'late_cancel' | 'no_show'][] = [
  [/\b(falta avisada|avisou que nao (vem|vai)|notified absence|excused)\b/, 'notified_absence'],
  [/\b(em cima da hora|late cancel\w*|cancelled late|canceled late)\b/, 'late_cancel'],
  [/\b(faltou|nao veio|no[ -]?show|didn t show|missed)\b/, 'no_show'],
]

const REGISTER = /\b(registra\w*|register\w*|lanca|aula|class|lesson|treino|treinei|dei aula)\b/

function lessons(text: string, mentions: Mention[], ctx: ParseContext): ParseResult | null {
  const day = dayOf(text, ctx.today)
  if (
    has(text, /\b(cancel\w*|desmarc\w*)\b/) &&
    has(text, /\b(aula|aulas|treino|lesson|class)\b/) &&
    // a lesson of the day, not a student's: an unknown word after 'to' is no student
    !mentions.some((m) => m.ids.length > 0)
  ) {
    return intent({
      kind: 'cancel_lesson',
      date: day ?? ctx.today,
      time: timeOf(text),
      reason: has(text, /\b(chuva|chover|chovendo|chove|rain\w*)\b/) ? 'rain' : 'teacher_cancelled',
    })
  }
  const absence = ABSENCE.find(([pattern]) => pattern.test(text))
  const registering = has(text, /\b(registra\w*|register\w*|com|with)\b/) || timeOf(text) !== null
  if (absence && !(REGISTER.test(text) && registering)) {
    const s = oneStudent(mentions)
    if (isAsk(s)) return s
    return intent({
      kind: 'mark_absence',
      studentId: s.id,
      date: day ?? ctx.today,
      outcome: absence[1],
    })
  }
  if (!REGISTER.test(text)) return null
  if (!mentions.length) return { kind: 'ask', reason: 'missing_student' }
  for (const m of mentions) {
    if (m.ids.length > 1) return { kind: 'ask', reason: 'ambiguous_student', options: m.ids }
    if (!m.ids.length) return { kind: 'ask', reason: 'unknown_student', name: m.typed }
  }
  const time = timeOf(text)
  if (!time) return { kind: 'ask', reason: 'missing_time' }
  const words = text.split(' ')
  // "Pedro faltou": the absence word right after the name, before the next comma or name
  const absent = mentions.filter((m) => {
    const after = words.slice(m.at + m.words, m.at + m.words + 3)
    const cut = after.findIndex((w) => w === ',' || w === 'e' || w === 'and')
    return ABSENCE.some(([p]) => p.test((cut < 0 ? after : after.slice(0, cut)).join(' ')))
  })
  const ids = [...new Set(mentions.map((m) => m.ids[0]!))]
  return intent({
    kind: 'register_class',
    date: day ?? ctx.today,
    time,
    studentIds: ids,
    absentIds: [...new Set(absent.map((m) => m.ids[0]!))],
  })
}

/** A class's feedback: "<Name> <rating>, <tags>, <note>". */
function feedback(text: string, original: string, mentions: Mention[]): ParseResult | null {
  const rating = ratingOf(text)
  const first = mentions[0]
  if (rating === null && !(first && first.at === 0 && tagsOf(text).length)) return null
  const s = oneStudent(mentions)
  if (isAsk(s)) return s
  const parts = original
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean)
  const tagOnly = (p: string) =>
    normalize(p)
      .split(' ')
      .every((w) => TAG_WORDS[w] || w === 'e' || w === 'and' || w === '/' || w === '')
  // the head is the part naming the student (and the rating): what comes before it is filler
  // ("então, …"), what comes after it is tags and the note — the head itself is never the note
  const head = Math.max(
    0,
    parts.findIndex((p) => {
      const words = normalize(p).split(' ')
      return (
        ratingOf(normalize(p)) !== null ||
        words.includes(first?.typed ? normalize(first.typed) : '')
      )
    }),
  )
  const tagParts = parts.slice(head + 1).filter(tagOnly)
  const noteParts = parts.slice(head + 1).filter((p) => !tagOnly(p))
  const note = noteParts
    .join(', ')
    .replace(/[.!\s]+$/, '')
    .trim()
  return intent({
    kind: 'feedback',
    studentId: s.id,
    rating,
    tags: tagsOf(normalize(tagParts.join(' ')) || (parts.length === head + 1 ? text : '')),
    note: note || null,
  })
}

/** The message's intent, the question to ask back, or 'unknown'. */
export function parseMessage(original: string, ctx: ParseContext): ParseResult {
  const text = normalize(original)
  if (!text) return { kind: 'unknown' }
  const quick = small(text)
  if (quick) return quick
  const mentions = findMentions(text.split(' '), original, ctx.students)
  return (
    queries(text, mentions, ctx) ??
    money(text, mentions) ??
    feedback(text, original, mentions) ??
    lessons(text, mentions, ctx) ?? { kind: 'unknown' }
  )
}
