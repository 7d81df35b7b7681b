import { z } from 'zod'
import { PROGRESS_LIMITS } from '../../../shared/constants'
import type { IsoDate } from '../../../shared/domain/dates'
import { firstName, initial } from '../../../shared/domain/names'
import { isoWeekday } from '../../../shared/domain/recurrence'
import { AI_PROMPTS, type AiSettings, promptText } from '../../lib/ai-writer'
import type { Logger } from '../../lib/logger'
import { AGENT_TOOL_DEFINITIONS, type Refs, Refused, resultOfToolCall } from './agent-ai-tools'
import type { ParseResult } from './agent-intent'
import type { RosterStudent } from './agent-names'

/**
 * The agent's understanding through an AI provider (when one is configured): the model is
 * given the coach's message and may only answer by calling one of the tools of
 * agent-ai-tools.ts, and its call becomes the same ParseResult the deterministic parser gives
 * — a proposal the coach confirms, so a model's mistake never writes unconfirmed.
 *
 * The model sees the roster as refs and first names with the surname's initial ('Ana S.'),
 * never ids, phones or e-mails; the roster and the message travel as JSON data in the user
 * message, apart from the system prompt, which says that this data is never an instruction.
 * A call that fails, times out or answers no completion resolves to null (logged): the caller
 * then runs the deterministic parser. An answer that is a completion but no usable tool call
 * (text, two calls, an unknown tool or ref, arguments out of range) is 'unknown'.
 */

export interface AgentAiContext {
  /** The coach's today (their zone). */
  today: IsoDate
  students: RosterStudent[]
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** 'Ana Souza' → 'Ana S.' (the surname's initial tells two Anas apart); 'Ana' stays 'Ana'. */
function shortName(name: string): string {
  const parts = name.trim().split(/\s+/u)
  const surname = parts.length > 1 ? parts[parts.length - 1] : undefined
  return surname ? `${firstName(name)} ${initial(surname)}.` : firstName(name)
}

/** The roster as the model sees it, and the way back from its refs to the students' ids. */
function rosterRefs(students: RosterStudent[]): {
  shown: { ref: string; name: string }[]
  refs: Refs
} {
  const ids = new Map(students.map((s, i) => [`s${i + 1}`, s.id]))
  return {
    shown: students.map((s, i) => ({ ref: `s${i + 1}`, name: shortName(s.name) })),
    refs: {
      id(ref) {
        const id = ids.get(ref)
        if (id === undefined) throw new Refused('unknown student ref')
        return id
      },
    },
  }
}

function requestBody(ai: AiSettings, text: string, ctx: AgentAiContext, shown: unknown) {
  const data = {
    message: text,
    today: ctx.today,
    weekday: WEEKDAYS[isoWeekday(ctx.today) - 1],
    students: shown,
  }
  return {
    model: ai.model,
    temperature: 0,
    max_tokens: 500,
    messages: [
      { role: 'system', content: promptText('agent-tools') },
      { role: 'user', content: JSON.stringify(data) },
    ],
    tools: AGENT_TOOL_DEFINITIONS,
    tool_choice: 'required',
    parallel_tool_calls: false,
  }
}

const answerSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                type: z.literal('function').optional(),
                function: z.object({ name: z.string(), arguments: z.string() }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
})
type Answer = z.infer<typeof answerSchema>

/** The model's answer as a ParseResult, and why it was refused when it was. */
function resultOf(answer: Answer, refs: Refs): { result: ParseResult; refused?: string } {
  const calls = answer.choices[0]?.message.tool_calls ?? []
  if (calls.length === 0) return { result: { kind: 'unknown' }, refused: 'no tool call' }
  if (calls.length > 1) return { result: { kind: 'unknown' }, refused: 'several tool calls' }
  const call = calls[0]!.function
  return resultOfToolCall(call.name, call.arguments, refs)
}

/**
 * The coach's message understood by the model: a ParseResult, or null when the provider could
 * not answer (the caller falls back to `parseMessage`). Never throws.
 */
export async function understandWithAi(
  ai: AiSettings,
  text: string,
  ctx: AgentAiContext,
  logger: Logger,
): Promise<ParseResult | null> {
  const url = `${ai.baseUrl.replace(/\/+$/, '')}/chat/completions`
  const timeoutMs = ai.timeoutMs ?? PROGRESS_LIMITS.aiTimeoutMs
  const prompt = AI_PROMPTS['agent-tools']
  const started = Date.now()
  const fail = (reason: string) => {
    logger.warn('ai understanding failed; using the parser', {
      prompt,
      reason,
      ms: Date.now() - started,
    })
    return null
  }
  const { shown, refs } = rosterRefs(ctx.students)
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ai.apiKey}` },
      body: JSON.stringify(requestBody(ai, text, ctx, shown)),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!res.ok) {
      await res.body?.cancel()
      return fail(`HTTP ${res.status}`)
    }
    const answer = answerSchema.safeParse(await res.json())
    if (!answer.success) return fail('unexpected answer')
    const { result, refused } = resultOf(answer.data, refs)
    // the reason names a tool and fields, never the message or a student
    if (refused) logger.warn('ai understanding refused the model’s answer', { prompt, refused })
    logger.debug('ai understanding', { prompt, kind: result.kind, ms: Date.now() - started })
    return result
  } catch (err) {
    const name = (err as Error).name
    return fail(
      name === 'TimeoutError'
        ? `timeout after ${timeoutMs} ms`
        : `${name}: ${(err as Error).message}`,
    )
  }
}
