import type { AgentIntent, ParseResult } from './agent-intent'
import type { Mention } from './agent-names'

/** The small pieces every part of the parser answers with. */

export const intent = (i: AgentIntent): ParseResult => ({ kind: 'intent', intent: i })

/** One student of the message, or the question to ask about it. */
export function oneStudent(mentions: Mention[]): { id: string } | ParseResult {
  const first = mentions[0]
  if (!first) return { kind: 'ask', reason: 'missing_student' }
  if (first.ids.length > 1) return { kind: 'ask', reason: 'ambiguous_student', options: first.ids }
  if (!first.ids.length) return { kind: 'ask', reason: 'unknown_student', name: first.typed }
  return { id: first.ids[0]! }
}

export const isAsk = (v: { id: string } | ParseResult): v is ParseResult => 'kind' in v
