import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeAi, startFakeAi } from '../../../tests/helpers/fake-ai'
import { AI_PROMPTS, createAiWriter, promptText } from './ai-writer'
import { createLogger, type LogEntry } from './logger'

let fake: FakeAi
const logged: LogEntry[] = []
const logger = createLogger({ silent: true, capture: (e) => logged.push(e) })

beforeAll(async () => {
  fake = await startFakeAi()
})
afterAll(() => fake.close())

const data = { primeiroNome: 'Ana', aulas: 6, media: 3.5 }

describe('the AI writer against a local OpenAI-compatible server', () => {
  it('is off without settings: no request, null', async () => {
    const writer = createAiWriter(undefined, logger)
    expect(writer.configured).toBe(false)
    expect(await writer.draft('progress-summary', data)).toBeNull()
  })

  it('sends the versioned prompt and the data, and returns the answer as plain text', async () => {
    fake.mode = 'ok'
    fake.reply = '  Ana, ótimo mês!\r\nContinue assim.\u0007  '
    fake.requests.length = 0
    const writer = createAiWriter(fake.settings(), logger)
    expect(await writer.draft('progress-summary', data)).toBe('Ana, ótimo mês!\nContinue assim.')
    const [req] = fake.requests
    expect(req?.path).toBe('/v1/chat/completions')
    expect(req?.authorization).toBe('Bearer fake-ai-key')
    expect(req?.body.model).toBe('fake-model')
    expect(req?.body.messages?.[0]).toEqual({
      role: 'system',
      content: promptText('progress-summary'),
    })
    expect(JSON.parse(req?.body.messages?.[1]?.content ?? '')).toEqual(data)
  })

  it.each([
    ['500', 'HTTP 500'],
    ['malformed', 'unexpected answer'],
    ['hang', 'timeout after 300 ms'],
  ] as const)(
    'falls back (null) when the server answers %s, and logs why',
    async (mode, reason) => {
      fake.mode = mode
      logged.length = 0
      const writer = createAiWriter(fake.settings({ timeoutMs: 300 }), logger)
      const started = Date.now()
      expect(await writer.draft('after-class-message', data)).toBeNull()
      expect(Date.now() - started).toBeLessThan(3000)
      expect(logged.find((e) => e.level === 'warn')?.data).toMatchObject({ reason })
      // the data never reaches the log
      expect(JSON.stringify(logged)).not.toContain('Ana')
    },
  )

  it('refuses an empty answer and an unreachable server', async () => {
    fake.mode = 'ok'
    fake.reply = '   '
    expect(await createAiWriter(fake.settings(), logger).draft('progress-summary', data)).toBeNull()
    const down = createAiWriter(fake.settings({ baseUrl: 'http://127.0.0.1:9/v1' }), logger)
    expect(await down.draft('progress-summary', data)).toBeNull()
  })

  it('ships every prompt as a versioned file', () => {
    for (const [name, file] of Object.entries(AI_PROMPTS)) {
      expect(file).toMatch(new RegExp(`^${name}\\.v\\d+\\.md$`))
      expect(promptText(name as keyof typeof AI_PROMPTS).length).toBeGreaterThan(200)
    }
  })
})
