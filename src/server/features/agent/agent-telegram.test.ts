import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countOf, sessionsOf } from '../../../../tests/helpers/agent-whatsapp'
import { kit } from '../../../../tests/helpers/coach-kit'
import {
  FAKE_TELEGRAM,
  type FakeTelegram,
  startFakeTelegram,
} from '../../../../tests/helpers/fake-telegram'
import { expectLedgerBalanced } from '../../../../tests/helpers/invariants'
import {
  createTestContext,
  ok,
  TEST_APP_URL,
  type TestContext,
} from '../../../../tests/helpers/test-app'

/**
 * The agent's Telegram bot on a real database, against a fake Bot API: '/start <code>' links
 * the chat; a class is written only after the Confirmar button (its callback answered), once
 * however often Telegram delivers the update; a wrong secret is refused; a revoked chat stops.
 */
let ctx: TestContext
let fake: FakeTelegram
beforeAll(async () => {
  fake = await startFakeTelegram()
  ctx = await createTestContext({ telegram: { ...fake.settings(), botUsername: 'QuadraTestBot' } })
})
afterAll(async () => {
  await expectLedgerBalanced(ctx.database.db)
  await ctx?.close()
  await fake?.close()
})

// biome-ignore lint/suspicious/noExplicitAny: a recorded update, edited by path
type Update = any
let updateId = 900_000_000
let chats = 0
function update(fixture: string, chatId: number, edit: (u: Update) => void = () => {}) {
  const u = JSON.parse(
    readFileSync(
      new URL(`../../../../tests/fixtures/telegram/${fixture}.json`, import.meta.url),
      'utf8',
    ),
  )
  u.update_id = ++updateId
  for (const part of [u.message, u.callback_query?.message]) if (part) part.chat.id = chatId
  if (u.callback_query) u.callback_query.from.id = chatId
  edit(u)
  return JSON.stringify(u)
}
async function post(raw: string, secret = FAKE_TELEGRAM.webhookSecret) {
  const res = await ctx.app.request(`${TEST_APP_URL}/webhooks/telegram`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
    body: raw,
  })
  await ctx.inbox.settled()
  return res
}
const sentTo = (chatId: number, from = 0) =>
  fake.calls
    .slice(from)
    .filter((c) => c.method === 'sendMessage' && c.body.chat_id === String(chatId))

async function linkedChat() {
  const coach = await ctx.coach()
  const chatId = 5_100_000_000 + ++chats
  const { code } = (await ok(
    await coach.client.post('/api/agent/links', { channel: 'telegram' }),
    201,
  )) as {
    code: string
  }
  const before = fake.calls.length
  await post(update('message-start', chatId, (u) => (u.message.text = `/start ${code}`)))
  expect(sentTo(chatId, before).map((c) => c.body.text)).toEqual(['Telegram conectado ao Quadra.'])
  return { ...coach, chatId }
}

describe("the agent's Telegram bot", () => {
  it('registers a class only after Confirmar, once however often the update arrives', async () => {
    const { client, userId, chatId } = await linkedChat()
    await kit(client).student('Ana Souza')
    const before = fake.calls.length
    const text = update(
      'message-text',
      chatId,
      (u) => (u.message.text = 'registra a aula de ontem às 10h com Ana'),
    )
    await post(text)
    await post(text)
    const [proposal, ...more] = sentTo(chatId, before)
    expect(more).toHaveLength(0)
    const keyboard = proposal!.body.reply_markup.inline_keyboard[0]
    expect(keyboard.map((b: { text: string }) => b.text)).toEqual(['Confirmar', 'Cancelar'])
    expect(await sessionsOf(ctx, userId)).toBe(0)

    const tap = update(
      'callback-confirm',
      chatId,
      (u) => (u.callback_query.data = keyboard[0].callback_data),
    )
    await post(tap)
    await post(tap)
    await post(
      update(
        'callback-confirm',
        chatId,
        (u) => (u.callback_query.data = keyboard[0].callback_data),
      ),
    )
    expect(await sessionsOf(ctx, userId)).toBe(1)
    const answered = fake.calls.slice(before).filter((c) => c.method === 'answerCallbackQuery')
    expect(answered).toHaveLength(2)
    expect(sentTo(chatId, before).at(1)!.body.text).toMatch(/Feito/)
    const coachMessages = await countOf(
      ctx,
      sql`SELECT count(*)::int AS n FROM agent_messages WHERE user_id = ${userId} AND role = 'coach'`,
    )
    expect(coachMessages).toBe(1)
  })

  it('refuses a wrong secret, and a revoked chat stops at once', async () => {
    const { client, userId, chatId } = await linkedChat()
    const before = fake.calls.length
    expect((await post(update('message-text', chatId), 'wrong-secret-0000000000')).status).toBe(401)
    const links = (await ok(await client.get('/api/agent/links'))) as {
      items: { id: string; label: string }[]
      channels: unknown
      contacts: unknown
    }
    expect(links.channels).toEqual({ whatsapp: false, telegram: true })
    expect(links.contacts).toEqual({ whatsappNumber: null, telegramBot: 'QuadraTestBot' })
    expect(links.items[0]!.label).toBe('@marina_tenis')
    expect((await client.delete(`/api/agent/links/${links.items[0]!.id}`)).status).toBe(204)
    expect((await post(update('message-text', chatId))).status).toBe(200)
    expect(sentTo(chatId, before)).toHaveLength(0)
    const n = await countOf(
      ctx,
      sql`SELECT count(*)::int AS n FROM agent_messages WHERE user_id = ${userId}`,
    )
    expect(n).toBe(0)
  })
})
