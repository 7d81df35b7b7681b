import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { coachSuite, kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import {
  expectCreditsMatchAssignments,
  expectLedgerBalanced,
} from '../../../../tests/helpers/invariants'
import { createTestContext, type TestClient } from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { agentExchangeSchema } from '../../../shared/schemas/agent.response'
import { forgetOldConversations } from './agent-retention'

/**
 * The agent on a real database: a write is only proposed until Confirmar, runs through the
 * screens' services (ledger, alerts), is written once however many times it is confirmed or its
 * message delivered, and 'desfaz' takes it back with the credits.
 */
const s = coachSuite(expectLedgerBalanced, expectCreditsMatchAssignments)

async function say(client: TestClient, text: string, clientId?: string) {
  const res = await client.post('/api/agent/messages', { text, ...(clientId ? { clientId } : {}) })
  expect(res.status, await res.clone().text()).toBe(200)
  return agentExchangeSchema.parse(await res.json())
}
const reply = (x: { messages: { role: string; text: string }[] }) =>
  x.messages.filter((m) => m.role === 'agent').at(-1)!
async function confirm(client: TestClient, id: string) {
  const res = await client.post(`/api/agent/proposals/${id}/confirm`)
  expect(res.status, await res.clone().text()).toBe(200)
  return agentExchangeSchema.parse(await res.json())
}
const sessionsOf = async (userId: string) =>
  (
    await queryRows<{ n: number }>(
      s.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM class_sessions WHERE user_id = ${userId}`,
    )
  )[0]!.n

describe('the agent', () => {
  it('proposes a class with the credits it will take, writes it once on Confirmar, and undoes it', async () => {
    const { client, userId } = await s.ctx.coach()
    const k = kit(client)
    const ana = await k.student('Ana Souza')
    await k.student('Beatriz Costa')
    const pkg = await k.pkg(ana.id, {
      startDate: daysFromToday(-1),
      paymentDate: daysFromToday(-1),
    })
    const proposed = await say(client, 'registra a aula de ontem às 10h com Ana e Bia')
    const p = reply(proposed)
    expect(p.text).toContain('Ana Souza (4 créditos → 3)')
    expect(p.text).toContain('Beatriz Costa (sem pacote: ficará pendente)')
    const proposalId = proposed.messages.at(-1)!.proposal!.id
    expect(await sessionsOf(userId)).toBe(0)
    // the conversation reads as it was said: the message, then its reply
    const listed = await client.get('/api/agent/messages')
    const items = ((await listed.json()) as { items: { id: string }[] }).items
    expect(items.map((m) => m.id)).toEqual(proposed.messages.map((m) => m.id))

    // twelve taps at once: one write, the same answer
    const taps = await Promise.all(Array.from({ length: 12 }, () => confirm(client, proposalId)))
    expect(new Set(taps.map((t) => t.messages[0]!.id)).size).toBe(1)
    expect(taps[0]!.messages[0]!.text).toContain('Ana Souza com 3 créditos')
    expect(await sessionsOf(userId)).toBe(1)
    expect(await k.remaining(ana.id, pkg.id)).toBe(3)

    const undo = await say(client, 'desfaz')
    expect(reply(undo).text).toMatch(/^Desfazer: Feito: aula registrada/)
    await say(client, 'sim')
    expect(await sessionsOf(userId)).toBe(0)
    expect(await k.remaining(ana.id, pkg.id)).toBe(4)
  })

  it('answers a redelivered message with the first reply, and asks which Ana', async () => {
    const { client } = await s.ctx.coach()
    const k = kit(client)
    const souza = await k.student('Ana Souza')
    await k.student('Ana Lima')
    const id = randomUUID()
    const first = await say(client, 'quantos créditos a Ana tem?', id)
    const again = await say(client, 'quantos créditos a Ana tem?', id)
    expect(again.messages.map((m) => m.id)).toEqual(first.messages.map((m) => m.id))
    expect(reply(first).text).toMatch(/Qual deles: Ana (Lima|Souza) ou Ana (Lima|Souza)\?/)
    const chosen = await say(client, 'Ana Souza')
    expect(reply(chosen).text).toContain('Ana Souza tem 0 créditos')
    expect(chosen.messages.at(-1)!.link).toBe(`/app/students/${souza.id}`)
  })

  it('records a payment on the oldest package due, and cancels without writing', async () => {
    const { client } = await s.ctx.coach()
    const k = kit(client)
    const carlos = await k.student('Carlos Mendes')
    await k.pkg(carlos.id, { priceCents: 48000 })
    const proposed = await say(client, 'Carlos pagou 200 no pix')
    expect(reply(proposed).text).toMatch(/falta R\$\s280,00/)
    const cancelled = await say(client, 'não')
    expect(reply(cancelled).text).toContain('Nada foi registrado')
    expect((await k.packages(carlos.id))[0]!.money.paidCents).toBe(0)
    const again = await say(client, 'Carlos pagou 200 no pix')
    await confirm(client, again.messages.at(-1)!.proposal!.id)
    expect((await k.packages(carlos.id))[0]!.money.paidCents).toBe(20000)
  })

  it("never acts on another coach's proposal", async () => {
    const owner = await s.ctx.coach()
    const other = await s.ctx.coach()
    const k = kit(owner.client)
    await k.student('Ana Souza')
    const proposed = await say(owner.client, 'registra a aula de ontem às 10h com Ana')
    const id = proposed.messages.at(-1)!.proposal!.id
    const res = await other.client.post(`/api/agent/proposals/${id}/confirm`)
    expect(res.status).toBe(404)
    expect(await sessionsOf(owner.userId)).toBe(0)
  })
})

describe('what the agent keeps', () => {
  it('forgets conversations after 90 days, and a proposal left unanswered expires', async () => {
    const { client, userId } = await s.ctx.coach()
    await kit(client).student('Ana Souza')
    const proposed = await say(client, 'registra a aula de ontem às 10h com Ana')
    const id = proposed.messages.at(-1)!.proposal!.id
    const db = s.ctx.database.db
    await forgetOldConversations(db, new Date(Date.now() + 31 * 60_000))
    const late = await confirm(client, id)
    expect(late.messages[0]!.text).toContain('expirou')
    expect(await sessionsOf(userId)).toBe(0)
    await forgetOldConversations(db, new Date(Date.now() + 91 * 24 * 3_600_000))
    const left = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM agent_messages WHERE user_id = ${userId}`,
    )
    expect(left[0]!.n).toBe(0)
  })

  it('limits the messages a coach sends in a minute', async () => {
    const limited = await createTestContext({ agentRateLimit: { max: 3, windowSeconds: 60 } })
    try {
      const { client } = await limited.coach()
      for (let i = 0; i < 3; i++) await say(client, 'ajuda')
      const res = await client.post('/api/agent/messages', { text: 'ajuda' })
      expect(res.status).toBe(429)
    } finally {
      await limited.close()
    }
  })

  it('deletes the conversation on request', async () => {
    const { client } = await s.ctx.coach()
    await say(client, 'ajuda')
    expect((await client.delete('/api/agent/messages')).status).toBe(204)
    const res = await client.get('/api/agent/messages')
    expect((await res.json()).items).toEqual([])
  })
})
