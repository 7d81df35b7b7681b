import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type FakeAi,
  type FakeAiRequest,
  type FakeToolCall,
  startFakeAi,
} from '../../../../tests/helpers/fake-ai'
import { promptText } from '../../lib/ai-writer'
import { createLogger, type LogEntry } from '../../lib/logger'
import { understandWithAi } from './agent-ai'
import { AGENT_TOOLS } from './agent-ai-tools'
import type { ParseResult } from './agent-intent'

/**
 * The AI path against a local chat-completions server: every case of both corpora is answered
 * by the tool call its expected result stands for — written with the refs the request itself
 * showed — and must come back as exactly that result. So the tools and their mapping cover
 * every intent and question; what the request carries (and what it never carries) is checked
 * on the recorded bodies.
 */
interface Corpus {
  today: string
  students: { id: string; name: string }[]
  cases: { text: string; expect: ParseResult }[]
}
const read = (file: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../tests/fixtures/agent/${file}`, import.meta.url), 'utf8'),
  ) as Corpus

const canonical = (r: ParseResult | null) =>
  JSON.stringify(r, (_k, v) => (Array.isArray(v) ? [...v].sort() : v))

interface Shown {
  message: string
  today: string
  weekday: string
  students: { ref: string; name: string }[]
}
const userData = (req: FakeAiRequest) => JSON.parse(req.body.messages?.[1]?.content ?? '') as Shown

/** 'Ana Souza' as the model must see it: 'Ana S.'. */
const label = (name: string) => {
  const [first, ...rest] = name.split(' ')
  return rest.length ? `${first} ${rest[rest.length - 1]?.[0]}.` : first
}

/** The tool call a model should make for `expected`, naming students by the request's refs. */
function toolCallFor(expected: ParseResult, refOf: (id: string) => string): FakeToolCall {
  if (expected.kind === 'unknown') return { name: 'not_understood', arguments: {} }
  if (expected.kind === 'ask') {
    const { reason, options, name } = expected
    return { name: 'ask', arguments: { reason, options: options?.map(refOf), name } }
  }
  const { kind, ...fields } = expected.intent
  const args: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'studentId') args.student = refOf(value as string)
    else if (key === 'studentIds') args.students = (value as string[]).map(refOf)
    else if (key === 'absentIds') args.absent = (value as string[]).map(refOf)
    else args[key] = value
  }
  return { name: kind, arguments: args }
}

let fake: FakeAi
const logged: LogEntry[] = []
const logger = createLogger({ silent: true, capture: (e) => logged.push(e) })

beforeAll(async () => {
  fake = await startFakeAi()
})
afterAll(() => fake.close())

describe.each(['corpus.json', 'corpus-heldout.json'])('the AI path on %s', (file) => {
  const corpus = read(file)

  it('turns the tool call of every case into exactly the expected result', async () => {
    const called = new Set<string>()
    fake.requests.length = 0
    fake.onToolCall = (req) => {
      const shown = userData(req)
      const c = corpus.cases.find((x) => x.text === shown.message)
      if (!c) return undefined
      const refOf = (id: string) => {
        const name = corpus.students.find((s) => s.id === id)?.name ?? ''
        return shown.students.find((s) => s.name === label(name))?.ref ?? 'missing'
      }
      const call = toolCallFor(c.expect, refOf)
      called.add(call.name)
      return [call]
    }
    const wrong: string[] = []
    for (const c of corpus.cases) {
      const got = await understandWithAi(fake.settings(), c.text, corpus, logger)
      if (canonical(got) !== canonical(c.expect)) wrong.push(`${c.text} → ${JSON.stringify(got)}`)
    }
    expect(wrong).toEqual([])
    expect(fake.requests).toHaveLength(corpus.cases.length)
    if (file === 'corpus.json') expect([...called].sort()).toEqual(Object.keys(AGENT_TOOLS).sort())
    // the corpus ids (the students' slugs) never reach the provider
    const sent = JSON.stringify(fake.requests.map((r) => r.body))
    for (const s of corpus.students) expect(sent).not.toContain(s.id)
  })
})

describe('the request', () => {
  const roster = [
    {
      id: '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60',
      name: 'Ana Souza',
      phone: '5511987654321',
      email: 'ana.souza@example.com',
    },
    {
      id: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
      name: 'Ana Lima',
      phone: '5521912345678',
      email: 'ana.lima@example.com',
    },
    { id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f', name: 'Marcelo', phone: '5531999990000' },
  ]

  let result: ParseResult | null
  let req: FakeAiRequest
  beforeAll(async () => {
    fake.requests.length = 0
    fake.toolCalls = [
      [{ name: 'record_payment', arguments: { student: 's2', amountCents: 20000 } }],
    ]
    const ctx = { today: '2026-12-02', students: roster }
    result = await understandWithAi(fake.settings(), 'Ana L. pagou 200', ctx, logger)
    req = fake.requests[0]!
  })

  it('sends the versioned prompt, the tools and one user message of JSON data', () => {
    expect(result).toEqual({
      kind: 'intent',
      intent: {
        kind: 'record_payment',
        studentId: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
        amountCents: 20000,
        method: null,
      },
    })
    expect(req.path).toBe('/v1/chat/completions')
    expect(req.authorization).toBe('Bearer fake-ai-key')
    expect(req.body.model).toBe('fake-model')
    expect(req.body.tool_choice).toBe('required')
    expect(req.body.tools?.map((t) => t.function.name).sort()).toEqual(
      Object.keys(AGENT_TOOLS).sort(),
    )
    expect(req.body.messages).toHaveLength(2)
    expect(req.body.messages?.[0]).toEqual({ role: 'system', content: promptText('agent-tools') })
    expect(req.body.messages?.[1]?.role).toBe('user')
    expect(userData(req)).toEqual({
      message: 'Ana L. pagou 200',
      today: '2026-12-02',
      weekday: 'Wednesday',
      students: [
        { ref: 's1', name: 'Ana S.' },
        { ref: 's2', name: 'Ana L.' },
        { ref: 's3', name: 'Marcelo' },
      ],
    })
  })

  it('never carries an id, a phone, an e-mail or a surname', () => {
    const sent = JSON.stringify(req)
    for (const s of roster) {
      expect(sent).not.toContain(s.id)
      expect(sent).not.toContain(s.phone)
      if (s.email) expect(sent).not.toContain(s.email)
    }
    expect(sent).not.toMatch(/Souza|Lima/)
    expect(sent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/)
  })
})
