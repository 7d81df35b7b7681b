import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  coachDelivery,
  coachWamid,
  deliver,
  linkNumber,
  sentTo,
  shown,
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
 * like any message).
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
