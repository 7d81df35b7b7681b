import type { IsoDate } from '../../../shared/domain/dates'
import type { ParseResult } from './agent-intent'
import type { Mention } from './agent-names'
import { intent, isAsk, oneStudent } from './agent-result'
import { dayOf, type Lean, timeOf } from './agent-values'

/**
 * The messages about a day's classes: a lesson cancelled, a student's absence, a class
 * registered. A bare weekday is the next one for what is planned and the last one for what
 * happened: a class registered (a session is never in the future) and a no-show.
 */

type Outcome = 'notified_absence' | 'late_cancel' | 'no_show'

/** How coaches say a student missed a class, checked in this order: without notice first. */
const ABSENCE: [RegExp, Outcome][] = [
  [
    /\b(sem aviso|sem avisar|nem avisou|nao avisou|no notice|without notice|didn t (tell|let|warn))\b/,
    'no_show',
  ],
  [
    /\b(em cima da hora|last minute|late cancel\w*|cancell?ed late|cancell?ed last minute)\b/,
    'late_cancel',
  ],
  [
    /\b(falta avisada|avisou (que|q) (nao (vem|vai|pode)|vai faltar)|notified absence|excused|(can t|cannot|can not|won t) (make it|come)|not coming|won t be (there|coming))\b/,
    'notified_absence',
  ],
  [
    /\b(faltou|nao veio|nao apareceu|nao compareceu|no[ -]?show|didn t (show|come|turn up)|missed)\b/,
    'no_show',
  ],
]

/** Weather that stops a class — the reason 'rain': rain, a storm, a wet or flooded court. */
const WEATHER =
  /\b(chuv\w*|chove\w*|garoa\w*|temporal|tempestade|toro|raios?|trovoada\w*|alagad\w*|encharcad\w*|molhad\w*|tempo ruim|rain\w*|storm\w*|thunder\w*|lightning|drizzl\w*|pouring|flood\w*|wet|bad weather)\b/

const REGISTER = /\b(registra\w*|register\w*|lanca|aula|class|lesson|treino|treinei|dei aula)\b/
/** Verbs of a class that happened: its weekday is the last one. */
const REGISTERED =
  /\b(registr\w*|register\w*|lanca|lancar|lancei|treinei|dei aula|dei uma aula|taught|gave)\b/

const has = (text: string, pattern: RegExp) => pattern.test(text)

function cancelLesson(text: string, mentions: Mention[], today: IsoDate): ParseResult | null {
  if (
    !has(text, /\b(cancel\w*|desmarc\w*)\b/) ||
    !has(text, /\b(aula|aulas|treino|lesson|class)\b/) ||
    // a lesson of the day, not a student's: an unknown word after 'to' is no student
    mentions.some((m) => m.ids.length > 0)
  )
    return null
  return intent({
    kind: 'cancel_lesson',
    date: dayOf(text, today) ?? today,
    time: timeOf(text),
    reason: WEATHER.test(text) ? 'rain' : 'teacher_cancelled',
  })
}

const absenceOf = (text: string) => ABSENCE.find(([pattern]) => pattern.test(text))?.[1]
/** A no-show or a late cancellation happened; a notified absence is usually ahead. */
const leanOf = (outcome: Outcome | undefined): Lean =>
  outcome === 'no_show' || outcome === 'late_cancel' ? 'last' : 'next'

/** "Pedro faltou": the students with an absence word right after the name, before the next one. */
function absentOf(text: string, mentions: Mention[]): string[] {
  const words = text.split(' ')
  const absent = mentions.filter((m) => {
    const after = words.slice(m.at + m.words, m.at + m.words + 3)
    const cut = after.findIndex((w) => w === ',' || w === 'e' || w === 'and')
    return absenceOf((cut < 0 ? after : after.slice(0, cut)).join(' ')) !== undefined
  })
  return [...new Set(absent.map((m) => m.ids[0]!))]
}

function registerClass(text: string, mentions: Mention[], today: IsoDate): ParseResult {
  if (!mentions.length) return { kind: 'ask', reason: 'missing_student' }
  for (const m of mentions) {
    if (m.ids.length > 1) return { kind: 'ask', reason: 'ambiguous_student', options: m.ids }
    if (!m.ids.length) return { kind: 'ask', reason: 'unknown_student', name: m.typed }
  }
  const time = timeOf(text)
  if (!time) return { kind: 'ask', reason: 'missing_time' }
  const absentIds = absentOf(text, mentions)
  const happened = REGISTERED.test(text) || absentIds.length > 0
  return intent({
    kind: 'register_class',
    date: dayOf(text, today, happened ? 'last' : 'next') ?? today,
    time,
    studentIds: [...new Set(mentions.map((m) => m.ids[0]!))],
    absentIds,
  })
}

export function lessons(text: string, mentions: Mention[], today: IsoDate): ParseResult | null {
  const cancelled = cancelLesson(text, mentions, today)
  if (cancelled) return cancelled
  const outcome = absenceOf(text)
  const registering = has(text, /\b(registra\w*|register\w*|com|with)\b/) || timeOf(text) !== null
  if (outcome && !(REGISTER.test(text) && registering)) {
    const s = oneStudent(mentions)
    if (isAsk(s)) return s
    return intent({
      kind: 'mark_absence',
      studentId: s.id,
      date: dayOf(text, today, leanOf(outcome)) ?? today,
      outcome,
    })
  }
  return REGISTER.test(text) ? registerClass(text, mentions, today) : null
}
