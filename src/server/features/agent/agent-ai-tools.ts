import { z } from 'zod'
import { FOCUS_TAGS, LIMITS, PAYMENT_METHODS } from '../../../shared/constants'
import { cleanText, isoDay } from '../../../shared/schemas/common'
import { MAX_CENTS } from '../../../shared/schemas/money'
import type { AgentIntent, ParseResult } from './agent-intent'

/**
 * The tools the model may call to say what the coach meant: one per intent, plus `ask` (a
 * question back) and `not_understood`. Each tool's arguments are a zod schema, the one source
 * of both the JSON Schema the model is shown and the check its answer must pass; each `build`
 * turns checked arguments into the very ParseResult the deterministic parser gives, so every
 * write still waits for the coach's confirmation. Students travel as roster refs ('s1'), never
 * ids: `Refs.id` maps a ref back and throws Refused for one the roster lacks.
 */

/** A tool call whose checked arguments still make no sense: answered 'unknown'. */
export class Refused extends Error {
  override name = 'Refused'
}

export interface Refs {
  /** The student id of a roster ref; throws Refused when the roster lacks it. */
  id(ref: string): string
}

const ref = z
  .string()
  .regex(/^s\d{1,4}$/)
  .describe("A student's ref from the roster, e.g. 's3'")
const day = isoDay().describe("A day 'yyyy-MM-dd', resolved against today")
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .describe("A 24-hour clock time 'HH:mm'")
const cents = z
  .number()
  .int()
  .min(1)
  .max(MAX_CENTS)
  .describe('Money in integer cents (R$ 200 = 20000)')

interface Tool<S extends z.ZodType> {
  description: string
  args: S
  build(args: z.output<S>, refs: Refs): ParseResult
}

const tool = <S extends z.ZodType>(t: Tool<S>) => t
const intent = (i: AgentIntent): ParseResult => ({ kind: 'intent', intent: i })
const none = z.strictObject({})
const student = z.strictObject({ student: ref })
/** Distinct ids, in the order named. */
const idsOf = (refs: Refs, list: string[]) => [...new Set(list.map((r) => refs.id(r)))]

export const AGENT_TOOLS = {
  register_class: tool({
    description:
      'Register a class that was given: its day, its time and every student in it (absent ones too).',
    args: z.strictObject({
      date: day,
      time,
      students: z.array(ref).min(1).max(50).describe('Every student of the class'),
      absent: z.array(ref).max(50).describe('Those of them who did not show up (no-show)'),
    }),
    build: (a, refs) => {
      const studentIds = idsOf(refs, a.students)
      const absentIds = idsOf(refs, a.absent)
      // an absent student is one of the class: anything else is a confused answer
      if (absentIds.some((id) => !studentIds.includes(id)))
        throw new Refused('an absent student is not in the class')
      return intent({ kind: 'register_class', date: a.date, time: a.time, studentIds, absentIds })
    },
  }),
  feedback: tool({
    description: "A student's feedback on the class: a rating, focus tags, a note.",
    args: z.strictObject({
      student: ref,
      rating: z.number().int().min(LIMITS.ratingMin).max(LIMITS.ratingMax).nullish(),
      tags: z.array(z.enum(FOCUS_TAGS)).max(FOCUS_TAGS.length).describe('The focus tags named'),
      note: cleanText({ multiline: true })
        .max(LIMITS.feedbackNotesMax)
        .nullish()
        .describe("The coach's comment as written, without the name, rating and tags"),
    }),
    build: (a, refs) => {
      if (a.rating == null && !a.tags.length && !a.note)
        throw new Refused('a feedback without a rating, a tag or a note')
      return intent({
        kind: 'feedback',
        studentId: refs.id(a.student),
        rating: a.rating ?? null,
        tags: [...new Set(a.tags)],
        note: a.note || null,
      })
    },
  }),
  credits_query: tool({
    description: 'How many credits (classes left) a student has.',
    args: student,
    build: (a, refs) => intent({ kind: 'credits_query', studentId: refs.id(a.student) }),
  }),
  debtors_query: tool({
    description: 'Who owes money.',
    args: none,
    build: () => intent({ kind: 'debtors_query' }),
  }),
  record_payment: tool({
    description: 'A payment a student made: its amount and, when said, how it was paid.',
    args: z.strictObject({
      student: ref,
      amountCents: cents,
      method: z.enum(PAYMENT_METHODS).nullish().describe('How it was paid, when said'),
    }),
    build: (a, refs) =>
      intent({
        kind: 'record_payment',
        studentId: refs.id(a.student),
        amountCents: a.amountCents,
        method: a.method ?? null,
      }),
  }),
  sell_package: tool({
    description: 'Sell a package of classes to a student.',
    args: z.strictObject({
      student: ref,
      classes: z.number().int().min(LIMITS.packageClassesMin).max(LIMITS.packageClassesMax),
      priceCents: cents.nullish(),
      validityDays: z.number().int().min(LIMITS.validityMin).max(LIMITS.validityMax).nullish(),
    }),
    build: (a, refs) =>
      intent({
        kind: 'sell_package',
        studentId: refs.id(a.student),
        classes: a.classes,
        priceCents: a.priceCents ?? null,
        validityDays: a.validityDays ?? null,
      }),
  }),
  agenda_query: tool({
    description: "The coach's lessons of a day (today when no day is said).",
    args: z.strictObject({ date: day }),
    build: (a) => intent({ kind: 'agenda_query', date: a.date }),
  }),
  cancel_lesson: tool({
    description: "Cancel the coach's lesson(s) of a day, or the one at a time.",
    args: z.strictObject({
      date: day,
      time: time.nullish().describe('The lesson’s time, when said'),
      reason: z.enum(['rain', 'teacher_cancelled']),
    }),
    build: (a) =>
      intent({ kind: 'cancel_lesson', date: a.date, time: a.time ?? null, reason: a.reason }),
  }),
  mark_absence: tool({
    description: "Mark a student's absence from a lesson.",
    args: z.strictObject({
      student: ref,
      date: day,
      outcome: z
        .enum(['notified_absence', 'late_cancel', 'no_show'])
        .describe('Told in time / cancelled late / did not show up'),
    }),
    build: (a, refs) =>
      intent({
        kind: 'mark_absence',
        studentId: refs.id(a.student),
        date: a.date,
        outcome: a.outcome,
      }),
  }),
  send_summary: tool({
    description: 'Send a student the summary of their last class.',
    args: student,
    build: (a, refs) => intent({ kind: 'send_summary', studentId: refs.id(a.student) }),
  }),
  voice_for: tool({
    description:
      "The coach will record a voice note (an audio) for a student's feedback on the last class: the next voice message is that note.",
    args: student,
    build: (a, refs) => intent({ kind: 'voice_for', studentId: refs.id(a.student) }),
  }),
  undo: tool({
    description: 'Undo what the agent did last.',
    args: none,
    build: () => intent({ kind: 'undo' }),
  }),
  help: tool({
    description: 'The coach asks what the agent can do.',
    args: none,
    build: () => intent({ kind: 'help' }),
  }),
  ask: tool({
    description:
      'Ask the coach back instead of guessing: a name that fits several students or none, or a missing time, amount or student.',
    args: z.strictObject({
      reason: z.enum([
        'ambiguous_student',
        'unknown_student',
        'missing_time',
        'missing_student',
        'missing_amount',
      ]),
      options: z
        .array(ref)
        .max(50)
        .nullish()
        .describe('ambiguous_student: the refs of every student the name fits'),
      name: cleanText()
        .min(1)
        .max(LIMITS.studentNameMax)
        .nullish()
        .describe('unknown_student: the name as the coach wrote it'),
    }),
    build: (a, refs): ParseResult => {
      if (a.reason === 'ambiguous_student') {
        const options = idsOf(refs, a.options ?? [])
        if (options.length < 2) throw new Refused('an ambiguous name with fewer than two students')
        return { kind: 'ask', reason: a.reason, options: options.sort() }
      }
      if (a.reason === 'unknown_student') {
        if (!a.name) throw new Refused('an unknown student without the name')
        return { kind: 'ask', reason: a.reason, name: a.name }
      }
      return { kind: 'ask', reason: a.reason }
    },
  }),
  not_understood: tool({
    description:
      'Anything else: greetings, thanks, chat, questions or orders none of the other tools does.',
    args: none,
    build: () => ({ kind: 'unknown' }),
  }),
}

export type AgentToolName = keyof typeof AGENT_TOOLS

/** The `tools` of the chat-completions request, built once. */
export const AGENT_TOOL_DEFINITIONS = Object.entries(AGENT_TOOLS).map(([name, t]) => {
  const { $schema: _, ...parameters } = z.toJSONSchema(t.args, { io: 'input' })
  return { type: 'function' as const, function: { name, description: t.description, parameters } }
})

/** The outcome of one tool call: its result, and why it was refused when it was. */
export interface ToolOutcome {
  result: ParseResult
  refused?: string
}

/** One tool call of the model, checked and mapped; anything wrong is 'unknown', never a write. */
export function resultOfToolCall(name: string, rawArguments: string, refs: Refs): ToolOutcome {
  const refuse = (refused: string): ToolOutcome => ({ result: { kind: 'unknown' }, refused })
  if (!Object.hasOwn(AGENT_TOOLS, name)) return refuse('unknown tool')
  const t = AGENT_TOOLS[name as AgentToolName] as Tool<z.ZodType>
  let json: unknown
  try {
    json = rawArguments.trim() ? JSON.parse(rawArguments) : {}
  } catch {
    return refuse(`${name}: arguments are not JSON`)
  }
  const args = t.args.safeParse(json)
  if (!args.success) {
    const fields = [...new Set(args.error.issues.map((i) => i.path.join('.') || '(root)'))]
    return refuse(`${name}: invalid ${fields.join(', ')}`)
  }
  try {
    return { result: t.build(args.data, refs) }
  } catch (err) {
    if (err instanceof Refused) return refuse(`${name}: ${err.message}`)
    throw err
  }
}
