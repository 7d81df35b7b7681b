import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import { type FakeAi, startFakeAi } from '../../../../tests/helpers/fake-ai'
import {
  createTestContext,
  ok,
  TEST_APP_URL,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { audioBytes } from '../../../../tests/helpers/voice-notes'
import { agentExchangeSchema } from '../../../shared/schemas/agent.response'

/**
 * Speaking to the agent in the app (POST /api/agent/voice), on a real database, against a local
 * fake of the OpenAI-compatible provider: the audio is transcribed at once and the transcript is
 * the coach's message; the same Idempotency-Key answers once; without transcription, 409. After
 * 'áudio pra Ana' the next audio is not heard as a command: it is stored as a voice note,
 * proposed for Ana's feedback, attached on Confirmar and deleted by 'desfaz'.
 */
let ctx: TestContext
let bare: TestContext
let ai: FakeAi
beforeAll(async () => {
  ai = await startFakeAi({ transcript: 'registra a aula de ontem às 10h com Ana' })
  ctx = await createTestContext({ ai: ai.settings({ transcribeModel: 'whisper' }) })
  bare = await createTestContext()
})
afterAll(async () => {
  await ctx?.close()
  await bare?.close()
  await ai?.close()
})

/** The recorder's upload: the raw audio, its type, its length and the message's key. */
async function speak(
  on: TestContext,
  client: TestClient,
  opts: { key?: string; clientId?: string; durationMs?: number } = {},
) {
  const headers: Record<string, string> = {
    origin: TEST_APP_URL,
    'content-type': 'audio/webm;codecs=opus',
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    ...(opts.key ? { 'idempotency-key': opts.key } : {}),
  }
  const query = new URLSearchParams({ durationMs: String(opts.durationMs ?? 4200) })
  if (opts.clientId) query.set('clientId', opts.clientId)
  return on.app.request(`${TEST_APP_URL}/api/agent/voice?${query}`, {
    method: 'POST',
    headers,
    body: audioBytes('webm', 3000) as Uint8Array<ArrayBuffer>,
  })
}

async function exchange(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200)
  return agentExchangeSchema.parse(await res.json())
}

const transcriptions = () => ai.requests.filter((r) => r.path === '/v1/audio/transcriptions')

async function say(client: TestClient, text: string) {
  return agentExchangeSchema.parse(await ok(await client.post('/api/agent/messages', { text })))
}

async function confirm(client: TestClient, id: string) {
  return agentExchangeSchema.parse(
    await ok(await client.post(`/api/agent/proposals/${id}/confirm`)),
  )
}

describe('a voice message to the agent', () => {
  it('is transcribed, shown as the coach’s message, and answered with the proposal', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const ana = await k.student('Ana Souza')
    await k.pkg(ana.id, { startDate: daysFromToday(-1), paymentDate: daysFromToday(-1) })
    const conversation = await ok(await client.get('/api/agent/messages'))
    expect(conversation.voice).toBe(true)
    // the model reads the transcript as the class of yesterday at 10:00 with Ana (roster's s1)
    ai.toolCalls.push([
      {
        name: 'register_class',
        arguments: { date: daysFromToday(-1), time: '10:00', students: ['s1'], absent: [] },
      },
    ])
    const before = transcriptions().length
    const got = await exchange(await speak(ctx, client))
    const heard = transcriptions().slice(before)
    expect(heard).toHaveLength(1)
    expect(heard[0]!.body.model).toBe('whisper')
    expect(heard[0]!.body.file?.type).toBe('audio/webm')
    expect(heard[0]!.body.file?.size).toBe(3000)
    const [said, reply] = got.messages
    expect(said).toMatchObject({ role: 'coach', text: 'registra a aula de ontem às 10h com Ana' })
    expect(reply!.text).toContain('Ana Souza (4 créditos → 3)')
    expect(reply!.proposal?.status).toBe('pending')
  })

  it('answers once for one Idempotency-Key (or the same clientId)', async () => {
    const { client, userId } = await ctx.coach()
    await kit(client).student('Ana Souza')
    const before = transcriptions().length
    const key = 'voice-key-0001'
    const first = await exchange(await speak(ctx, client, { key }))
    const again = await exchange(await speak(ctx, client, { key }))
    const byQuery = await exchange(await speak(ctx, client, { clientId: key }))
    expect(again.messages.map((m) => m.id)).toEqual(first.messages.map((m) => m.id))
    expect(byQuery.messages.map((m) => m.id)).toEqual(first.messages.map((m) => m.id))
    expect(transcriptions().length - before).toBe(1)
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM agent_messages WHERE user_id = ${userId}`,
    )
    expect(rows[0]!.n).toBe(2)
  })

  it('is refused with 409 where transcription is not configured', async () => {
    const { client, userId } = await bare.coach()
    const conversation = await ok(await client.get('/api/agent/messages'))
    expect(conversation.voice).toBe(false)
    const res = await speak(bare, client)
    expect(res.status).toBe(409)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('AGENT_VOICE_UNAVAILABLE')
    expect(body.error.message).toContain('transcrição configurada')
    const rows = await queryRows<{ n: number }>(
      bare.database.db,
      sql`SELECT count(*)::int AS n FROM agent_messages WHERE user_id = ${userId}`,
    )
    expect(rows[0]!.n).toBe(0)
  })
})

describe("'áudio pra Ana', then the audio", () => {
  it('stores the audio as a voice note, attaches it on Confirmar and deletes it on desfaz', async () => {
    const { client, userId } = await ctx.coach()
    const k = kit(client)
    const ana = await k.student('Ana Souza')
    await k.pkg(ana.id)
    const session = await k.session([ana.id])
    ai.toolCalls.push([{ name: 'voice_for', arguments: { student: 's1' } }])
    const asked = await say(client, 'áudio pra Ana')
    expect(asked.messages.at(-1)!.text).toBe('Grave o áudio para Ana Souza.')

    const before = transcriptions().length
    const proposed = await exchange(await speak(ctx, client, { durationMs: 42_300 }))
    expect(transcriptions().length, 'the note is not heard as a command').toBe(before)
    const [said, reply] = proposed.messages
    expect(said).toMatchObject({ role: 'coach', text: 'Áudio (0:42)' })
    expect(reply!.text).toBe(
      'Anexar o áudio (0:42) ao feedback de Ana Souza na aula de hoje. Confirmar?',
    )
    const notes = () =>
      queryRows<{ id: string; feedback_id: string | null; duration_ms: number }>(
        ctx.database.db,
        sql`SELECT id, feedback_id, duration_ms FROM voice_notes WHERE user_id = ${userId}`,
      )
    const [stored] = await notes()
    expect(stored).toMatchObject({ feedback_id: null, duration_ms: 42_300 })

    const done = await confirm(client, reply!.proposal!.id)
    expect(done.messages.at(-1)!.text).toBe('Feito: áudio anexado ao feedback de Ana Souza.')
    const attached = await ok(await client.get(`/api/sessions/${session.id}`))
    const feedback = attached.feedbacks.find((f) => f.studentId === ana.id)!
    expect(feedback.voiceNotes.map((n) => [n.id, n.durationMs])).toEqual([[stored!.id, 42_300]])

    ai.toolCalls.push([{ name: 'undo', arguments: {} }])
    const undo = await say(client, 'desfaz')
    expect(undo.messages.at(-1)!.text).toMatch(/^Desfazer: Feito: áudio anexado/)
    await confirm(client, undo.messages.at(-1)!.proposal!.id)
    const after = await ok(await client.get(`/api/sessions/${session.id}`))
    expect(after.feedbacks.find((f) => f.studentId === ana.id)!.voiceNotes).toEqual([])
    expect(await notes()).toEqual([])
  })

  it('answers that there is no class to attach it to when the student has none', async () => {
    const { client, userId } = await ctx.coach()
    await kit(client).student('Ana Souza')
    ai.toolCalls.push([{ name: 'voice_for', arguments: { student: 's1' } }])
    const asked = await say(client, 'áudio pra Ana')
    expect(asked.messages.at(-1)!.text).toContain('Não achei aula registrada')
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM voice_notes WHERE user_id = ${userId}`,
    )
    expect(rows[0]!.n).toBe(0)
  })
})
