import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buttonFrom,
  coachDelivery,
  coachWamid,
  deliver,
  linkNumber,
  sentTo,
  shown,
  textFrom,
} from '../../../../tests/helpers/agent-whatsapp'
import { kit } from '../../../../tests/helpers/coach-kit'
import { type FakeAi, startFakeAi } from '../../../../tests/helpers/fake-ai'
import { type FakeGraph, startFakeGraph } from '../../../../tests/helpers/fake-graph'
import { createTestContext, type TestContext } from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'

/**
 * A coach's voice message on WhatsApp, with transcription configured: the audio is fetched
 * from the (fake) Graph API's media URL with the token, transcribed by the (fake)
 * OpenAI-compatible service, and answered as the words it says (the model reads the transcript
 * like any message). After 'áudio pra Ana' the next audio is her feedback's voice note instead,
 * its length read from the Ogg file.
 */
let ctx: TestContext
let graph: FakeGraph
let ai: FakeAi
beforeAll(async () => {
  graph = await startFakeGraph()
  ai = await startFakeAi({ transcript: 'quantos créditos a Ana tem?' })
  ctx = await createTestContext({
    whatsapp: graph.settings(),
    ai: ai.settings({ transcribeModel: 'whisper-1' }),
  })
})
afterAll(async () => {
  await ctx?.close()
  await graph?.close()
  await ai?.close()
})

describe("the coach's voice message", () => {
  it('is downloaded, transcribed and answered as text', async () => {
    const { client, userId } = await ctx.coach()
    await kit(client).student('Ana Souza')
    const number = '5521987659001'
    await linkNumber(ctx, graph, client, number)
    const audio = Buffer.from('OggS fake opus voice message')
    graph.media.set('1146285370567203', { data: audio, mimeType: 'audio/ogg' })
    // the model understands the transcript as the question about Ana (the roster's s1)
    ai.toolCalls.push([{ name: 'credits_query', arguments: { student: 's1' } }])
    const before = graph.sent().length
    const id = coachWamid()
    await deliver(
      ctx,
      coachDelivery('coach-audio', number, (m) => (m.id = id)),
    )

    const transcription = ai.requests.find((r) => r.path === '/v1/audio/transcriptions')
    expect(transcription, 'the audio was sent to transcription').toBeDefined()
    const media = graph.requests.filter((r) => r.method === 'GET')
    expect(media.map((r) => r.path)).toEqual(['/v21.0/1146285370567203', '/media/1146285370567203'])
    expect(media.every((r) => r.authorization === 'Bearer fake-graph-token')).toBe(true)
    const rows = await queryRows<{ text: string; event_id: string }>(
      ctx.database.db,
      sql`SELECT text, event_id FROM agent_messages WHERE user_id = ${userId} AND role = 'coach'`,
    )
    expect(rows).toEqual([{ text: 'quantos créditos a Ana tem?', event_id: id }])
    expect(sentTo(graph, number, before).map(shown)).toEqual([
      expect.stringContaining('Ana Souza tem 0 créditos'),
    ])
  })
})

/** A 42-second Ogg Opus file as WhatsApp records one: its header page, then the last page. */
function oggOpus42s() {
  const page = (granule: bigint, payload: Buffer) => {
    const header = Buffer.alloc(27)
    header.write('OggS', 0, 'latin1')
    header.writeBigInt64LE(granule, 6)
    return Buffer.concat([header, payload])
  }
  const head = Buffer.alloc(19)
  head.write('OpusHead', 0, 'latin1')
  head[8] = 1
  head[9] = 1
  head.writeUInt16LE(312, 10)
  return Buffer.concat([page(0n, head), page(48_000n * 42n + 312n, Buffer.alloc(800, 5))])
}

describe("'áudio pra Ana' on WhatsApp, then the audio", () => {
  it('is stored as her voice note, proposed with its length, and attached on Confirmar', async () => {
    const { client, userId } = await ctx.coach()
    const k = kit(client)
    const ana = await k.student('Ana Souza')
    await k.pkg(ana.id)
    await k.session([ana.id])
    const number = '5521987659002'
    await linkNumber(ctx, graph, client, number)
    ai.toolCalls.push([{ name: 'voice_for', arguments: { student: 's1' } }])
    let before = graph.sent().length
    await deliver(ctx, textFrom(number, 'áudio pra Ana'))
    expect(sentTo(graph, number, before).map(shown)).toEqual(['Grave o áudio para Ana Souza.'])

    graph.media.set('1146285370567203', { data: oggOpus42s(), mimeType: 'audio/ogg' })
    const heard = ai.requests.filter((r) => r.path === '/v1/audio/transcriptions').length
    before = graph.sent().length
    await deliver(
      ctx,
      coachDelivery('coach-audio', number, (m) => (m.id = coachWamid())),
    )
    expect(ai.requests.filter((r) => r.path === '/v1/audio/transcriptions')).toHaveLength(heard)
    expect(sentTo(graph, number, before).map(shown)).toEqual([
      'Anexar o áudio (0:42) ao feedback de Ana Souza na aula de hoje. Confirmar?',
    ])
    const [proposal] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`SELECT id FROM agent_proposals WHERE user_id = ${userId} AND status = 'pending'`,
    )
    await deliver(ctx, buttonFrom(number, `agent:confirm:${proposal!.id}`))
    const notes = await queryRows<{ duration_ms: number; attached: boolean }>(
      ctx.database.db,
      sql`SELECT duration_ms, feedback_id IS NOT NULL AS attached FROM voice_notes
          WHERE user_id = ${userId}`,
    )
    expect(notes).toEqual([{ duration_ms: 42_000, attached: true }])
  })
})
