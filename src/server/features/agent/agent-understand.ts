import type { AiSettings } from '../../lib/ai-writer'
import type { Logger } from '../../lib/logger'
import { understandWithAi } from './agent-ai'
import type { AgentContext } from './agent-context'
import type { ParseResult } from './agent-intent'
import { findMentions } from './agent-names'
import { parseMessage } from './agent-parse'
import type { PendingQuestion } from './agent-reply'
import { normalize } from './agent-words'

/**
 * From the coach's words to a ParseResult: a short yes/no/correct to a proposal; the answer to
 * a question asked back (a name chosen among the candidates, the missing time or amount added to
 * the message asked about); else the message itself — by the model when an AI provider is
 * configured (falling back to the parser when it cannot answer), by the parser otherwise.
 */

export type Decision = 'confirm' | 'cancel' | 'correct'

const YES =
  /^(sim|s|ss|ok|okay|confirmar|confirmo|confirma|pode|pode ser|isso|certo|beleza|blz|yes|y|yep|confirm|sure)$/
const NO = /^(nao|n|cancelar|cancela|cancel|no|nope|esquece|deixa|deixa pra la)$/
const CORRECT = /^(corrigir|corrige|corrija|errado|correct|fix|edit|wrong)$/

/** A short answer to a pending proposal, or null when the message is something else. */
export function decisionOf(text: string): Decision | null {
  const t = normalize(text)
    .replace(/[.!]+$/, '')
    .trim()
  if (YES.test(t)) return 'confirm'
  if (NO.test(t)) return 'cancel'
  if (CORRECT.test(t)) return 'correct'
  return null
}

/** The option a reply picks: its number ('2'), or words naming exactly one option's label. */
function pickedOption(text: string, labels: string[]): number | null {
  const t = normalize(text).trim()
  const n = /^(\d)$/.exec(t)
  if (n) {
    const i = Number(n[1]) - 1
    return i >= 0 && i < labels.length ? i : null
  }
  const hits = labels
    .map((l, i) => ({ i, l: normalize(l) }))
    .filter(({ l }) => l === t || l.includes(t) || t.includes(l))
  return hits.length === 1 ? hits[0]!.i : null
}

export interface Understood {
  result: ParseResult
  /** The message the result is about (the one asked about, completed). */
  text: string
  /** A lesson chosen by the coach for 'which_lesson'. */
  lessonId?: string
}

/** The answer to a question asked back, or null when the message does not answer it. */
function answerTo(
  q: PendingQuestion,
  text: string,
  ctx: AgentContext,
  labels: string[],
): { text: string; roster?: AgentContext['students']; lessonId?: string } | null {
  if (q.reason === 'ambiguous_student' && q.options) {
    const names = q.options.map((id) => ctx.students.find((s) => s.id === id)?.name ?? '')
    let i = pickedOption(text, names)
    if (i === null) {
      const roster = ctx.students.filter((s) => q.options!.includes(s.id))
      const found = findMentions(normalize(text).split(' '), text, roster)
      const ids = [...new Set(found.flatMap((m) => m.ids))]
      i = ids.length === 1 ? q.options.indexOf(ids[0]!) : null
    }
    if (i === null) return null
    const others = q.options.filter((_, j) => j !== i)
    return { text: q.text, roster: ctx.students.filter((s) => !others.includes(s.id)) }
  }
  if (q.reason === 'which_lesson' && q.options) {
    const i = pickedOption(text, labels)
    return i === null ? null : { text: q.text, lessonId: q.options[i] }
  }
  // a typed message while a voice note is awaited is a message of its own
  if (q.reason === 'unknown_student' || q.reason === 'voice_for') return null
  return { text: `${q.text} ${text}` }
}

export async function understand(
  ctx: AgentContext,
  deps: { ai?: AiSettings; logger: Logger },
  text: string,
  question: (PendingQuestion & { labels: string[] }) | null,
): Promise<Understood> {
  const answer = question ? answerTo(question, text, ctx, question.labels) : null
  const message = answer?.text ?? text
  const students = answer?.roster ?? ctx.students
  const parseCtx = { today: ctx.today, students }
  const byAi = deps.ai ? await understandWithAi(deps.ai, message, parseCtx, deps.logger) : null
  return {
    result: byAi ?? parseMessage(message, parseCtx),
    text: message,
    ...(answer?.lessonId ? { lessonId: answer.lessonId } : {}),
  }
}
