import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import { type FakeAi, type FakeAiRequest, startFakeAi } from '../../../../tests/helpers/fake-ai'
import { createTestContext, type TestContext } from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { agentExchangeSchema } from '../../../shared/schemas/agent.response'

/**
 * The agent with an AI provider, on a real database: the model's tool call becomes the same
 * proposal as the parser's — nothing is written before Confirmar — and a provider that fails
 * leaves the parser to understand the message.
 */
let ctx: TestContext
let fake: FakeAi
beforeAll(async () => {
  fake = await startFakeAi()
  ctx = await createTestContext({ ai: fake.settings() })
})
afterAll(async () => {
  await ctx?.close()
  await fake?.close()
})

const shown = (req: FakeAiRequest) =>
  JSON.parse(req.body.messages?.[1]?.content ?? '{}') as {
    students: { ref: string; name: string }[]
  }

async function say(client: Awaited<ReturnType<TestContext['coach']>>['client'], text: string) {
  const res = await client.post('/api/agent/messages', { text })
  expect(res.status).toBe(200)
  return agentExchangeSchema.parse(await res.json()).messages.at(-1)!
}

describe('the agent with an AI provider', () => {
  it("proposes the model's class, writes nothing before Confirmar, never sends a phone", async () => {
    const { client, userId } = await ctx.coach()
    await kit(client).student('Ana Souza', { email: 'ana.souza@example.com' })
    fake.onToolCall = (req) => {
      const ana = shown(req).students.find((s) => s.name === 'Ana S.')
      return [
        {
          name: 'register_class',
          arguments: { date: daysFromToday(-1), time: '10:00', students: [ana?.ref], absent: [] },
        },
      ]
    }
    const reply = await say(client, 'aquela aula de ontem de manhã com a Aninha')
    expect(reply.text).toContain('Registrar aula ontem às 10:00 com Ana Souza')
    expect(reply.proposal?.status).toBe('pending')
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM class_sessions WHERE user_id = ${userId}`,
    )
    expect(rows[0]?.n).toBe(0)
    const sent = JSON.stringify(fake.requests.at(-1)?.body)
    expect(sent).not.toContain('ana.souza@example.com')
    expect(sent).not.toMatch(/1198\d{7}/)
    fake.onToolCall = undefined
  })

  it('understands by the parser when the provider fails', async () => {
    const { client } = await ctx.coach()
    fake.mode = '500'
    try {
      const reply = await say(client, 'quem tá devendo?')
      expect(reply.text).toContain('Ninguém está devendo')
    } finally {
      fake.mode = 'ok'
    }
  })
})
