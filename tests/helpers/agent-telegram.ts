import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import { FAKE_TELEGRAM, type FakeTelegram } from './fake-telegram'
import { ok, TEST_APP_URL, type TestContext } from './test-app'

/**
 * The agent's Telegram kit: updates made from the ones recorded in tests/fixtures/telegram/
 * (a new update_id, the test's own chat, and its edits), posted to the webhook with the
 * secret, and the messages the fake Bot API was asked to send once the inbox's work is done.
 */

// biome-ignore lint/suspicious/noExplicitAny: a recorded update, edited by path
export type Update = any

let updateId = 900_000_000
let chats = 0

/** A recorded update with the chat's id and the test's edits. */
export function update(fixture: string, chatId: number, edit: (u: Update) => void = () => {}) {
  const u = JSON.parse(
    readFileSync(new URL(`../fixtures/telegram/${fixture}.json`, import.meta.url), 'utf8'),
  )
  u.update_id = ++updateId
  for (const part of [u.message, u.callback_query?.message]) if (part) part.chat.id = chatId
  if (u.callback_query) u.callback_query.from.id = chatId
  edit(u)
  return JSON.stringify(u)
}

/** A tap on a button whose callback data is `data`. */
export const tap = (chatId: number, data: string) =>
  update('callback-confirm', chatId, (u) => (u.callback_query.data = data))

/** Posts an update (with the webhook's secret, or `secret`), and waits for its work. */
export async function post(ctx: TestContext, raw: string, secret = FAKE_TELEGRAM.webhookSecret) {
  const res = await ctx.app.request(`${TEST_APP_URL}/webhooks/telegram`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
    body: raw,
  })
  await ctx.inbox.settled()
  return res
}

/** The sendMessage calls to a chat since `from` (an index into the fake's calls). */
export const sentTo = (fake: FakeTelegram, chatId: number, from = 0) =>
  fake.calls
    .slice(from)
    .filter((c) => c.method === 'sendMessage' && c.body.chat_id === String(chatId))

/** A sent message's inline buttons' texts. */
export const buttonsOf = (sent: { body: Update }): string[] =>
  (sent.body.reply_markup?.inline_keyboard[0] ?? []).map((b: { text: string }) => b.text)

/** A new coach whose new chat is linked by '/start <code>'. */
export async function linkedChat(ctx: TestContext, fake: FakeTelegram) {
  const coach = await ctx.coach()
  const chatId = 5_100_000_000 + ++chats
  const { code } = (await ok(
    await coach.client.post('/api/agent/links', { channel: 'telegram' }),
    201,
  )) as { code: string }
  const before = fake.calls.length
  await post(
    ctx,
    update('message-start', chatId, (u) => (u.message.text = `/start ${code}`)),
  )
  expect(sentTo(fake, chatId, before).map((c) => c.body.text)).toEqual([
    'Telegram conectado ao Quadra.',
  ])
  return { ...coach, chatId }
}
