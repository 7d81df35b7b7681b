import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buttonFrom,
  coachDelivery,
  coachWamid,
  countOf,
  deliver,
  linkNumber,
  sentTo,
  sessionsOf,
  shown,
  textFrom,
} from '../../../../tests/helpers/agent-whatsapp'
import { kit } from '../../../../tests/helpers/coach-kit'
import { type FakeGraph, startFakeGraph } from '../../../../tests/helpers/fake-graph'
import { expectLedgerBalanced } from '../../../../tests/helpers/invariants'
import { createTestContext, ok, type TestContext } from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'

/**
 * The coach's WhatsApp on a real database, against the fake Graph API: a number linked by its
 * code talks to the agent; a class is written only after Confirmar, once however often the
 * message or the tap arrives; Corrigir closes the proposal unwritten; another coach's proposal
 * in a button does nothing; a revoked number stops at once; a bad signature is refused; a voice
 * message needs transcription.
 */
let ctx: TestContext
let fake: FakeGraph
beforeAll(async () => {
  fake = await startFakeGraph()
  ctx = await createTestContext({
    whatsapp: { ...fake.settings(), displayNumber: '5511940028922' },
  })
})
afterAll(async () => {
  await expectLedgerBalanced(ctx.database.db)
  await ctx?.close()
  await fake?.close()
})

let numbers = 0
const newNumber = () => `55219876${String(50_000 + ++numbers).padStart(5, '0')}`
const coachMessages = (userId: string) =>
  countOf(
    ctx,
    sql`SELECT count(*)::int AS n FROM agent_messages WHERE user_id = ${userId} AND role = 'coach'`,
  )

async function linkedCoach() {
  const coach = await ctx.coach()
  const number = newNumber()
  await linkNumber(ctx, fake, coach.client, number)
  return { ...coach, number }
}

describe("the coach's WhatsApp", () => {
  it('registers a class only after Confirmar, once however often the tap arrives', async () => {
    const { client, userId, number } = await linkedCoach()
    await kit(client).student('Ana Souza')
    const before = fake.sent().length
    await deliver(ctx, textFrom(number, 'registra a aula de ontem às 10h com Ana'))
    const [proposal] = sentTo(fake, number, before)
    expect(proposal.type).toBe('interactive')
    expect(shown(proposal)).toContain('Registrar aula')
    const buttons = proposal.interactive.action.buttons.map((b: { reply: unknown }) => b.reply)
    expect(buttons.map((b: { title: string }) => b.title)).toEqual([
      'Confirmar',
      'Corrigir',
      'Cancelar',
    ])
    expect(await sessionsOf(ctx, userId)).toBe(0)

    const confirmId = buttons[0].id as string
    expect(confirmId).toMatch(/^agent:confirm:[0-9a-f-]{36}$/)
    const tap = coachWamid()
    await deliver(ctx, buttonFrom(number, confirmId, tap))
    expect(await sessionsOf(ctx, userId)).toBe(1)
    const done = sentTo(fake, number, before).at(-1)
    expect(done.type).toBe('text')
    expect(shown(done)).toMatch(/Feito/)
    // the same tap delivered again, and a second tap: still one class
    await deliver(ctx, buttonFrom(number, confirmId, tap))
    await deliver(ctx, buttonFrom(number, confirmId))
    expect(await sessionsOf(ctx, userId)).toBe(1)
  })

  it('closes the proposal unwritten on Corrigir, and asks for the corrected request', async () => {
    const { client, userId, number } = await linkedCoach()
    await kit(client).student('Ana Souza')
    let before = fake.sent().length
    await deliver(ctx, textFrom(number, 'registra a aula de ontem às 10h com Ana'))
    const [proposal] = sentTo(fake, number, before)
    const correctId = proposal.interactive.action.buttons[1].reply.id as string
    expect(correctId).toMatch(/^agent:correct:[0-9a-f-]{36}$/)
    before = fake.sent().length
    await deliver(ctx, buttonFrom(number, correctId))
    const [reply, ...more] = sentTo(fake, number, before)
    expect(more).toHaveLength(0)
    expect(reply.type).toBe('text')
    expect(shown(reply)).toBe('Ok, nada foi registrado. Envie o pedido corrigido.')
    expect(await sessionsOf(ctx, userId)).toBe(0)
    const rows = await queryRows<{ status: string }>(
      ctx.database.db,
      sql`SELECT status FROM agent_proposals WHERE user_id = ${userId}`,
    )
    expect(rows).toEqual([{ status: 'cancelled' }])
  })

  it('writes once when the same message is delivered twice', async () => {
    const { userId, number } = await linkedCoach()
    const id = coachWamid()
    const before = fake.sent().length
    await deliver(ctx, textFrom(number, 'quem tá devendo?', id))
    await deliver(ctx, textFrom(number, 'quem tá devendo?', id))
    // one delivery carrying the message twice (the recorded duplicate)
    const twice = coachWamid()
    await deliver(
      ctx,
      coachDelivery('coach-duplicate', number, (m) => Object.assign(m, { id: twice })),
    )
    expect(await coachMessages(userId)).toBe(2)
    expect(sentTo(fake, number, before)).toHaveLength(2)
  })

  it('answers later when the reply could not be sent, without a second write', async () => {
    const { client, userId, number } = await linkedCoach()
    await kit(client).student('Ana Souza')
    const before = fake.sent().length
    fake.answers.push('500')
    await deliver(ctx, textFrom(number, 'registra a aula de ontem às 10h com Ana'))
    // the reply failed: the message waits in the inbox for its next attempt
    const [row] = await queryRows<{ status: string; attempts: number }>(
      ctx.database.db,
      sql`SELECT status, attempts FROM agent_inbox ORDER BY created_at DESC LIMIT 1`,
    )
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    await ctx.database.db.execute(sql`UPDATE agent_inbox SET next_attempt_at = now()`)
    ctx.inbox.kick()
    await ctx.inbox.settled()
    // the refused send, then the same reply again
    const sent = sentTo(fake, number, before)
    expect(sent).toHaveLength(2)
    expect(shown(sent[1])).toBe(shown(sent[0]))
    expect(shown(sent[1])).toContain('Registrar aula')
    expect(await coachMessages(userId)).toBe(1)
    const proposals = await countOf(
      ctx,
      sql`SELECT count(*)::int AS n FROM agent_proposals WHERE user_id = ${userId}`,
    )
    expect(proposals).toBe(1)
  })

  it("does nothing with another coach's proposal in a button", async () => {
    const { number } = await linkedCoach()
    const other = await ctx.coach()
    await kit(other.client).student('Bruno Lima')
    const res = await other.client.post('/api/agent/messages', {
      text: 'registra a aula de ontem às 10h com Bruno',
    })
    const theirs = (
      (await ok(res)) as { messages: { proposal: { id: string } | null }[] }
    ).messages.at(-1)!.proposal!.id
    const before = fake.sent().length
    await deliver(ctx, buttonFrom(number, `agent:confirm:${theirs}`))
    expect(await sessionsOf(ctx, other.userId)).toBe(0)
    expect(sentTo(fake, number, before)).toHaveLength(0)
    const [row] = await queryRows<{ status: string }>(
      ctx.database.db,
      sql`SELECT status FROM agent_proposals WHERE id = ${theirs}`,
    )
    expect(row!.status).toBe('pending')
  })

  it('stops a revoked number at once', async () => {
    const { client, userId, number } = await linkedCoach()
    const links = (await ok(await client.get('/api/agent/links'))) as {
      items: { id: string; channel: string; label: string; revokedAt: string | null }[]
      channels: { whatsapp: boolean; telegram: boolean }
      contacts: unknown
    }
    expect(links.channels).toEqual({ whatsapp: true, telegram: false })
    expect(links.contacts).toEqual({ whatsappNumber: '5511940028922', telegramBot: null })
    expect(links.items).toMatchObject([
      { channel: 'whatsapp', label: `+${number}`, revokedAt: null },
    ])
    expect((await client.delete(`/api/agent/links/${links.items[0]!.id}`)).status).toBe(204)
    const before = fake.sent().length
    await deliver(ctx, textFrom(number, 'quem tá devendo?'))
    expect(await coachMessages(userId)).toBe(0)
    expect(sentTo(fake, number, before)).toHaveLength(0)
  })

  it('refuses a bad signature, and ignores an unknown number', async () => {
    const { userId, number } = await linkedCoach()
    const raw = textFrom(number, 'quem tá devendo?')
    const bad = `sha256=${'0'.repeat(64)}`
    expect((await deliver(ctx, raw, bad)).status).toBe(401)
    expect(await coachMessages(userId)).toBe(0)
    const before = fake.sent().length
    expect((await deliver(ctx, textFrom(newNumber(), 'quem tá devendo?'))).status).toBe(200)
    expect((await deliver(ctx, textFrom(newNumber(), 'QUADRA-ZZZZZZ'))).status).toBe(200)
    expect(fake.sent().length).toBe(before)
  })

  it('limits the codes an unknown number may try', async () => {
    const number = newNumber()
    const { client } = await ctx.coach()
    for (let i = 0; i < 5; i++) await deliver(ctx, textFrom(number, `QUADRA-ZZZZZ${i + 2}`))
    const { code } = (await ok(
      await client.post('/api/agent/links', { channel: 'whatsapp' }),
      201,
    )) as {
      code: string
    }
    const before = fake.sent().length
    await deliver(ctx, textFrom(number, code))
    expect(sentTo(fake, number, before)).toHaveLength(0)
    const links = (await ok(await client.get('/api/agent/links'))) as { items: unknown[] }
    expect(links.items).toHaveLength(0)
  })

  it('answers a voice message that transcription is needed', async () => {
    const { number } = await linkedCoach()
    const before = fake.sent().length
    await deliver(
      ctx,
      coachDelivery('coach-audio', number, (m) => (m.id = coachWamid())),
    )
    expect(sentTo(fake, number, before).map(shown)).toEqual([
      expect.stringContaining('transcrição'),
    ])
  })
})
