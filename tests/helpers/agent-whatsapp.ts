import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { signatureOf } from '../../src/server/lib/whatsapp-webhook'
import { FAKE_GRAPH, type FakeGraph } from './fake-graph'
import { ok, TEST_APP_URL, type TestClient, type TestContext } from './test-app'
import { queryRows } from './test-db'

/**
 * The coach's WhatsApp kit: deliveries made from the payloads recorded in
 * tests/fixtures/whatsapp/coach-*.json (the number, ids and words of the test's own message),
 * signed as Meta signs them, and the replies the fake Graph API received once the webhook's
 * after-answer work is done.
 */

let sequence = 0
/** A new incoming wamid. */
export const coachWamid = () =>
  `wamid.HBgNNTUyMTk4NzY1MDAwMRUCABIYFDNB${String(++sequence).padStart(10, '0')}AA==`

// biome-ignore lint/suspicious/noExplicitAny: a recorded payload, edited by path
type Message = any

/** A recorded coach payload with its message edited. */
export function coachDelivery(
  fixture: string,
  from: string,
  edit: (m: Message) => void = () => {},
) {
  const payload = JSON.parse(
    readFileSync(new URL(`../fixtures/whatsapp/${fixture}.json`, import.meta.url), 'utf8'),
  )
  for (const entry of payload.entry) {
    const value = entry.changes[0].value
    value.contacts[0].wa_id = from
    for (const m of value.messages) {
      m.from = from
      m.timestamp = String(Math.floor(Date.now() / 1000))
      edit(m)
    }
  }
  return JSON.stringify(payload)
}

export const textFrom = (from: string, body: string, id = coachWamid()) =>
  coachDelivery('coach-text', from, (m) => Object.assign(m, { id, text: { body } }))

export const buttonFrom = (from: string, buttonId: string, id = coachWamid()) =>
  coachDelivery('coach-button', from, (m) => {
    m.id = id
    m.interactive.button_reply.id = buttonId
  })

/** Posts a delivery (signed with the app secret, or `signature`), and waits for its work. */
export async function deliver(ctx: TestContext, raw: string, signature?: string) {
  const res = await ctx.app.request(`${TEST_APP_URL}/webhooks/whatsapp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signature ?? signatureOf(raw, FAKE_GRAPH.appSecret),
    },
    body: raw,
  })
  await ctx.inbox.settled()
  return res
}

/** The messages sent to a number since `from` (an index into the fake's sends). */
export const sentTo = (fake: FakeGraph, to: string, from = 0) =>
  fake
    .sent()
    .slice(from)
    .filter((b) => b.to === to)

/** A message's shown text: a text's body or an interactive message's. */
export const shown = (body: Message): string =>
  body.type === 'interactive' ? body.interactive.body.text : body.text.body

/** Links a number to the coach through a code sent from it. */
export async function linkNumber(
  ctx: TestContext,
  fake: FakeGraph,
  client: TestClient,
  from: string,
) {
  const { code } = (await ok(
    await client.post('/api/agent/links', { channel: 'whatsapp' }),
    201,
  )) as {
    code: string
  }
  expect(code).toMatch(/^QUADRA-[A-Z0-9]{6}$/)
  const before = fake.sent().length
  expect((await deliver(ctx, textFrom(from, code))).status).toBe(200)
  expect(sentTo(fake, from, before).map(shown)).toEqual(['Número conectado ao Quadra.'])
  return code
}

export const countOf = async (ctx: TestContext, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(ctx.database.db, query))[0]!.n

export const sessionsOf = (ctx: TestContext, userId: string) =>
  countOf(ctx, sql`SELECT count(*)::int AS n FROM class_sessions WHERE user_id = ${userId}`)
