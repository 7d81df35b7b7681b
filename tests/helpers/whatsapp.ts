import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { planReminders } from '../../src/server/features/reminders/reminder-plan'
import { sendDueWhatsapp } from '../../src/server/features/reminders/reminder-send-whatsapp'
import { pageLinkKeys } from '../../src/server/features/student-page/student-page.service'
import { createWhatsappCloud } from '../../src/server/lib/whatsapp-cloud'
import { signatureOf } from '../../src/server/lib/whatsapp-webhook'
import { addDaysIso } from '../../src/shared/domain/dates'
import { zonedInstant } from '../../src/shared/domain/recurrence'
import { whatsappDigits } from '../../src/shared/domain/whatsapp'
import { kit } from './coach-kit'
import { today } from './dates'
import { FAKE_GRAPH, type FakeGraph } from './fake-graph'
import { ok, TEST_APP_URL, TEST_AUTH_SECRET, type TestClient, type TestContext } from './test-app'
import { queryRows } from './test-db'

/**
 * The WhatsApp Cloud API channel's test kit: a student written to through the fake Graph API
 * (tests/helpers/fake-graph.ts), and webhook deliveries made from the payloads recorded in
 * tests/fixtures/whatsapp/, signed with the HMAC the server checks.
 */

export const keys = pageLinkKeys(TEST_APP_URL, TEST_AUTH_SECRET)
/** 18:30 today in the coaches' zone: the evening reminder of tomorrow's lessons is due. */
export const evening = () => zonedInstant(today(), '18:30', 'America/Sao_Paulo')
export const tomorrow = () => addDaysIso(today(), 1)

export interface MessageRow {
  id: string
  status: string
  attempts: number
  provider_message_id: string | null
  /** Instants: a Date or an ISO string, as the driver gives them. */
  delivered_at: Date | string | null
  read_at: Date | string | null
  answered_at: Date | string | null
  last_error: string | null
}

export async function messagesOf(ctx: TestContext, studentId: string): Promise<MessageRow[]> {
  return queryRows<MessageRow>(
    ctx.database.db,
    sql`SELECT id, status, attempts, provider_message_id, delivered_at, read_at, answered_at,
          last_error
        FROM reminder_messages WHERE student_id = ${studentId} ORDER BY created_at`,
  )
}

/**
 * A student who agreed to WhatsApp reminders with a lesson tomorrow (with `others` in it too,
 * when given), the evening's message planned.
 */
export async function plannedWhatsapp(
  ctx: TestContext,
  client: TestClient,
  { name, language, others = [] }: { name: string; language?: 'en'; others?: string[] },
) {
  const k = kit(client)
  const student = await k.student(name, language ? { language } : {})
  await ok(
    await client.put(`/api/students/${student.id}/consents`, {
      channel: 'whatsapp',
      granted: true,
    }),
  )
  const lesson = await ok(
    await client.post('/api/lessons', {
      date: tomorrow(),
      time: '10:00',
      studentIds: [student.id, ...others],
      confirmOverlap: true,
    }),
    201,
  )
  await planReminders(ctx.database.db, { now: evening(), keys })
  const [message] = await messagesOf(ctx, student.id)
  expect(message, 'a message planned').toBeDefined()
  return { student, lesson, message: message!, digits: whatsappDigits(student.phone)! }
}

/** Sends what is due through the fake Graph API. */
export function sendWhatsapp(ctx: TestContext, fake: FakeGraph, now = evening()) {
  const cloud = createWhatsappCloud(fake.settings())
  return sendDueWhatsapp(ctx.database.db, { cloud, keys, now })
}

/** A student written to through the Cloud API: planned, sent, the wamid recorded. */
export async function sentWhatsapp(
  ctx: TestContext,
  fake: FakeGraph,
  client: TestClient,
  options: { name: string; language?: 'en'; others?: string[] },
) {
  const planned = await plannedWhatsapp(ctx, client, options)
  await sendWhatsapp(ctx, fake)
  const [message] = await messagesOf(ctx, planned.student.id)
  expect(message).toMatchObject({ status: 'sent' })
  expect(message!.provider_message_id).toMatch(/^wamid\./)
  return { ...planned, message: message!, wamid: message!.provider_message_id! }
}

let inbound = 0
/** A new id of a message the student sends (Meta's wamid of an incoming message). */
export const inboundId = () =>
  `wamid.HBgNNTUxMTk4NzY1NDMyMRUCABIYFjNFQjBD${String(++inbound).padStart(8, '0')}AA==`

// biome-ignore lint/suspicious/noExplicitAny: a recorded payload, edited by path in the tests
type Value = any

/**
 * A recorded payload of tests/fixtures/whatsapp/ with its `entry[0].changes[0].value` edited
 * (the ids, numbers and times of the test's own message), as the raw body Meta would post.
 */
export function delivery(fixture: string, edit: (value: Value) => void): string {
  const payload = JSON.parse(
    readFileSync(new URL(`../fixtures/whatsapp/${fixture}.json`, import.meta.url), 'utf8'),
  )
  edit(payload.entry[0].changes[0].value)
  return JSON.stringify(payload)
}

/** The recorded payloads of tests/fixtures/whatsapp/. */
export const FIXTURES = [
  'status-delivered',
  'status-read',
  'status-failed',
  'button-reply',
  'interactive-reply',
  'text-parar',
  'coach-text',
  'coach-button',
  'coach-audio',
  'coach-duplicate',
] as const

/** Every leaf's path in a JSON value. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [path]
  return Object.entries(value).flatMap(([key, v]) =>
    leaves(v, [...path, Array.isArray(value) ? Number(key) : key]),
  )
}

/** A recorded payload with its `index`-th leaf (modulo their count) replaced by `value`. */
export function withLeaf(fixture: string, index: number, value: unknown): string {
  const payload = JSON.parse(delivery(fixture, () => {}))
  const paths = leaves(payload)
  const path = paths[index % paths.length]!
  let target = payload
  for (const key of path.slice(0, -1)) target = target[key]
  target[path.at(-1)!] = value
  return JSON.stringify(payload)
}

/** Now, as Meta's timestamps say it (seconds since the epoch, a string). */
export const unixNow = () => String(Math.floor(Date.now() / 1000))

/** A student's tap on their message's button ('Não posso' as a button, 'Confirmo' interactive). */
export const reply = (
  sent: { digits: string; wamid: string; message: { id: string } },
  answer: 'confirmed' | 'declined',
  { id = inboundId(), timestamp = unixNow(), from = sent.digits } = {},
) =>
  delivery(answer === 'declined' ? 'button-reply' : 'interactive-reply', (value) => {
    const m = value.messages[0]
    Object.assign(m, { id, timestamp, from })
    m.context.id = sent.wamid
    if (m.button) m.button.payload = `${sent.message.id}:${answer}`
    else m.interactive.button_reply.id = `${sent.message.id}:${answer}`
  })

/** A status of a sent message (`callback`: what it carried as biz_opaque_callback_data). */
export const status = (fixture: string, { id, callback }: { id: string; callback: string }) =>
  delivery(fixture, (value) => {
    Object.assign(value.statuses[0], { id, biz_opaque_callback_data: callback })
    value.statuses[0].timestamp = unixNow()
  })

/** Posts a delivery to the webhook, signed with the app secret (or `signature` as given). */
export function postWebhook(ctx: TestContext, raw: string, signature?: string) {
  return ctx.app.request(`${TEST_APP_URL}/webhooks/whatsapp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signature ?? signatureOf(raw, FAKE_GRAPH.appSecret),
    },
    body: raw,
  })
}
