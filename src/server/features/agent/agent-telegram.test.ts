import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buttonsOf,
  linkedChat as linkChat,
  post,
  sentTo as sent,
  tap,
  update,
} from '../../../../tests/helpers/agent-telegram'
import { countOf, sessionsOf } from '../../../../tests/helpers/agent-whatsapp'
import { kit } from '../../../../tests/helpers/coach-kit'
import { type FakeTelegram, startFakeTelegram } from '../../../../tests/helpers/fake-telegram'
import { expectLedgerBalanced } from '../../../../tests/helpers/invariants'
import { createTestContext, ok, type TestContext } from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { messageText } from '../../../shared/message-text'

/**
 * The agent's Telegram bot on a real database, against a fake Bot API: '/start <code>' links
 * the chat; a class is written only after the Confirmar button (its callback answered), once
 * however often Telegram delivers the update; Corrigir closes the proposal unwritten; a wrong
 * secret is refused; a revoked chat stops; without transcription a voice message is refused
 * unread, and so is one larger than a voice note.
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

const linkedChat = () => linkChat(ctx, fake)
const sentTo = (chatId: number, from = 0) => sent(fake, chatId, from)
const coachMessages = (userId: string) =>
  countOf(
    ctx,
    sql`SELECT count(*)::int AS n FROM agent_messages WHERE user_id = ${userId} AND role = 'coach'`,
  )

/** A class asked for in a text, and the proposal's message with its buttons. */
async function proposed(chatId: number) {
  const before = fake.calls.length
  await post(
    ctx,
    update(
      'message-text',
      chatId,
      (u) => (u.message.text = 'registra a aula de ontem às 10h com Ana'),
    ),
  )
  const [proposal, ...more] = sentTo(chatId, before)
  expect(more).toHaveLength(0)
  return proposal!
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
    await post(ctx, text)
    await post(ctx, text)
    const [proposal, ...more] = sentTo(chatId, before)
    expect(more).toHaveLength(0)
    expect(buttonsOf(proposal!)).toEqual(['Confirmar', 'Corrigir', 'Cancelar'])
    const keyboard = proposal!.body.reply_markup.inline_keyboard[0]
    expect(keyboard[1].callback_data).toMatch(/^agent:correct:[0-9a-f-]{36}$/)
    expect(await sessionsOf(ctx, userId)).toBe(0)

    const confirm = tap(chatId, keyboard[0].callback_data)
    await post(ctx, confirm)
    await post(ctx, confirm)
    await post(ctx, tap(chatId, keyboard[0].callback_data))
    expect(await sessionsOf(ctx, userId)).toBe(1)
    const answered = fake.calls.slice(before).filter((c) => c.method === 'answerCallbackQuery')
    expect(answered).toHaveLength(2)
    expect(sentTo(chatId, before).at(1)!.body.text).toMatch(/Feito/)
    expect(await coachMessages(userId)).toBe(1)
  })

  it('closes the proposal unwritten on Corrigir, and asks for the corrected request', async () => {
    const { client, userId, chatId } = await linkedChat()
    await kit(client).student('Ana Souza')
    const proposal = await proposed(chatId)
    const data = proposal.body.reply_markup.inline_keyboard[0][1].callback_data as string
    const before = fake.calls.length
    await post(ctx, tap(chatId, data))
    expect(sentTo(chatId, before).map((c) => c.body.text)).toEqual([
      'Ok, nada foi registrado. Envie o pedido corrigido.',
    ])
    expect(buttonsOf(sentTo(chatId, before)[0]!)).toEqual([])
    expect(await sessionsOf(ctx, userId)).toBe(0)
    const rows = await queryRows<{ status: string }>(
      ctx.database.db,
      sql`SELECT status FROM agent_proposals WHERE user_id = ${userId}`,
    )
    expect(rows).toEqual([{ status: 'cancelled' }])
    // Confirmar tapped afterwards writes nothing
    await post(ctx, tap(chatId, data.replace('correct', 'confirm')))
    expect(await sessionsOf(ctx, userId)).toBe(0)
  })

  it('refuses a wrong secret, and a revoked chat stops at once', async () => {
    const { client, userId, chatId } = await linkedChat()
    const before = fake.calls.length
    expect(
      (await post(ctx, update('message-text', chatId), 'wrong-secret-0000000000')).status,
    ).toBe(401)
    const links = (await ok(await client.get('/api/agent/links'))) as {
      items: { id: string; label: string }[]
      channels: unknown
      contacts: unknown
    }
    expect(links.channels).toEqual({ whatsapp: false, telegram: true })
    expect(links.contacts).toEqual({ whatsappNumber: null, telegramBot: 'QuadraTestBot' })
    expect(links.items[0]!.label).toBe('@marina_tenis')
    expect((await client.delete(`/api/agent/links/${links.items[0]!.id}`)).status).toBe(204)
    expect((await post(ctx, update('message-text', chatId))).status).toBe(200)
    expect(sentTo(chatId, before)).toHaveLength(0)
    const n = await countOf(
      ctx,
      sql`SELECT count(*)::int AS n FROM agent_messages WHERE user_id = ${userId}`,
    )
    expect(n).toBe(0)
  })

  it('answers a voice message that transcription is needed, without fetching it', async () => {
    const { userId, chatId } = await linkedChat()
    const before = fake.calls.length
    await post(ctx, update('voice', chatId))
    expect(sentTo(chatId, before).map((c) => c.body.text)).toEqual([
      messageText('agent.voiceNeedsTranscription'),
    ])
    expect(fake.calls.slice(before).some((c) => c.method === 'getFile')).toBe(false)
    expect(await coachMessages(userId)).toBe(0)
  })

  it('refuses a voice message over 5 MB unread', async () => {
    const { userId, chatId } = await linkedChat()
    const before = fake.calls.length
    await post(
      ctx,
      update('voice', chatId, (u) => (u.message.voice.file_size = 5 * 1024 * 1024 + 1)),
    )
    expect(sentTo(chatId, before).map((c) => c.body.text)).toEqual([
      messageText('agent.voiceTooLarge'),
    ])
    expect(fake.calls.slice(before).some((c) => c.method === 'getFile')).toBe(false)
    expect(await coachMessages(userId)).toBe(0)
  })
})
