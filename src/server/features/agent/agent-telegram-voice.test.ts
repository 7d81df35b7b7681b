import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buttonsOf,
  linkedChat,
  post,
  sentTo,
  tap,
  update,
} from '../../../../tests/helpers/agent-telegram'
import { sessionsOf } from '../../../../tests/helpers/agent-whatsapp'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import { type FakeAi, startFakeAi } from '../../../../tests/helpers/fake-ai'
import { type FakeTelegram, startFakeTelegram } from '../../../../tests/helpers/fake-telegram'
import { expectLedgerBalanced } from '../../../../tests/helpers/invariants'
import { createTestContext, type TestContext } from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { messageText } from '../../../shared/message-text'

/**
 * A coach's voice message to the Telegram bot, with transcription configured: the file is
 * described by the (fake) Bot API's getFile and downloaded from its file URL, transcribed by
 * the (fake) OpenAI-compatible service, and answered as the words it says — the proposal with
 * its buttons. After 'áudio pra Ana' the next voice message is her feedback's voice note
 * instead, never transcribed, its length the seconds Telegram says.
 */
let ctx: TestContext
let fake: FakeTelegram
let ai: FakeAi
beforeAll(async () => {
  fake = await startFakeTelegram()
  ai = await startFakeAi({ transcript: 'registra a aula de ontem às 10h com Ana' })
  ctx = await createTestContext({
    telegram: fake.settings(),
    ai: ai.settings({ transcribeModel: 'whisper-1' }),
  })
})
afterAll(async () => {
  await expectLedgerBalanced(ctx.database.db)
  await ctx?.close()
  await fake?.close()
  await ai?.close()
})

const transcriptions = () => ai.requests.filter((r) => r.path === '/v1/audio/transcriptions')
let files = 0
/** A voice update whose file the fake serves with these bytes. */
function voice(chatId: number, data: Buffer, duration = 4) {
  const fileId = `AwACAgEAAxkBAAIBNmhQx0VQn3b2kq9YtC1u8fZQk2dH${++files}`
  fake.files.set(fileId, data)
  const raw = update('voice', chatId, (u) => {
    Object.assign(u.message.voice, { file_id: fileId, file_size: data.length, duration })
  })
  return { raw, fileId }
}

describe("the coach's voice message on Telegram", () => {
  it('is fetched, transcribed and answered with the proposal, written on Confirmar', async () => {
    const { client, userId, chatId } = await linkedChat(ctx, fake)
    const k = kit(client)
    const ana = await k.student('Ana Souza')
    await k.pkg(ana.id, { startDate: daysFromToday(-1), paymentDate: daysFromToday(-1) })
    // the model reads the transcript as the class of yesterday at 10:00 with Ana (roster's s1)
    ai.toolCalls.push([
      {
        name: 'register_class',
        arguments: { date: daysFromToday(-1), time: '10:00', students: ['s1'], absent: [] },
      },
    ])
    const audio = Buffer.from('OggS fake opus voice message from telegram')
    const { raw, fileId } = voice(chatId, audio)
    const heard = transcriptions().length
    const before = fake.calls.length
    await post(ctx, raw)
    await post(ctx, raw)

    const getFile = fake.calls.slice(before).filter((c) => c.method === 'getFile')
    expect(getFile.map((c) => c.body)).toEqual([{ file_id: fileId }])
    expect(fake.downloads.at(-1)).toMatch(/^voice\/file_\d+\.oga$/)
    const sent = transcriptions().slice(heard)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.body.file?.type).toBe('audio/ogg')
    expect(sent[0]!.body.file?.bytes.equals(audio)).toBe(true)
    const rows = await queryRows<{ text: string; channel: string }>(
      ctx.database.db,
      sql`SELECT text, channel FROM agent_messages WHERE user_id = ${userId} AND role = 'coach'`,
    )
    expect(rows).toEqual([{ text: 'registra a aula de ontem às 10h com Ana', channel: 'telegram' }])
    const [proposal, ...more] = sentTo(fake, chatId, before)
    expect(more).toHaveLength(0)
    expect(proposal!.body.text).toContain('Ana Souza (4 créditos → 3)')
    expect(buttonsOf(proposal!)).toEqual(['Confirmar', 'Corrigir', 'Cancelar'])
    expect(await sessionsOf(ctx, userId)).toBe(0)
    await post(ctx, tap(chatId, proposal!.body.reply_markup.inline_keyboard[0][0].callback_data))
    expect(await sessionsOf(ctx, userId)).toBe(1)
  })

  it("after 'áudio pra Ana' is stored as her voice note and attached on Confirmar", async () => {
    const { client, userId, chatId } = await linkedChat(ctx, fake)
    const k = kit(client)
    const ana = await k.student('Ana Souza')
    await k.pkg(ana.id)
    await k.session([ana.id])
    ai.toolCalls.push([{ name: 'voice_for', arguments: { student: 's1' } }])
    let before = fake.calls.length
    await post(
      ctx,
      update('message-text', chatId, (u) => (u.message.text = 'áudio pra Ana')),
    )
    expect(sentTo(fake, chatId, before).map((c) => c.body.text)).toEqual([
      'Grave o áudio para Ana Souza.',
    ])

    const heard = transcriptions().length
    before = fake.calls.length
    await post(
      ctx,
      voice(chatId, Buffer.concat([Buffer.from('OggS'), Buffer.alloc(900, 7)]), 42).raw,
    )
    expect(transcriptions()).toHaveLength(heard)
    const [proposal] = sentTo(fake, chatId, before)
    expect(proposal!.body.text).toBe(
      'Anexar o áudio (0:42) ao feedback de Ana Souza na aula de hoje. Confirmar?',
    )
    await post(ctx, tap(chatId, proposal!.body.reply_markup.inline_keyboard[0][0].callback_data))
    const notes = await queryRows<{ duration_ms: number; attached: boolean }>(
      ctx.database.db,
      sql`SELECT duration_ms, feedback_id IS NOT NULL AS attached FROM voice_notes
          WHERE user_id = ${userId}`,
    )
    expect(notes).toEqual([{ duration_ms: 42_000, attached: true }])
  })

  it('is refused when getFile says it is over 5 MB, the update having said no size', async () => {
    const { userId, chatId } = await linkedChat(ctx, fake)
    const { raw } = voice(chatId, Buffer.alloc(5 * 1024 * 1024 + 1, 1))
    const before = fake.calls.length
    const downloads = fake.downloads.length
    const unsized = JSON.parse(raw)
    delete unsized.message.voice.file_size
    await post(ctx, JSON.stringify(unsized))
    expect(fake.calls.slice(before).filter((c) => c.method === 'getFile')).toHaveLength(1)
    expect(fake.downloads).toHaveLength(downloads)
    expect(sentTo(fake, chatId, before).map((c) => c.body.text)).toEqual([
      messageText('agent.voiceTooLarge'),
    ])
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM agent_messages WHERE user_id = ${userId}`,
    )
    expect(rows[0]!.n).toBe(0)
  })
})
