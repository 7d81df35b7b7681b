import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshotCoach } from '../../../../tests/helpers/coach-data'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import { FAKE_GRAPH, type FakeGraph, startFakeGraph } from '../../../../tests/helpers/fake-graph'
import { expectLedgerBalanced } from '../../../../tests/helpers/invariants'
import {
  createTestContext,
  ok,
  TEST_APP_URL,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import {
  delivery,
  FIXTURES,
  inboundId,
  messagesOf,
  postWebhook,
  reply,
  sentWhatsapp,
  status,
  unixNow,
  withLeaf,
} from '../../../../tests/helpers/whatsapp'
import { agendaOccurrenceSchema } from '../../../shared/schemas/agenda.response'
import {
  reminderOutboxSchema,
  studentRemindersSchema,
} from '../../../shared/schemas/reminders.response'
import { createLogger, type LogEntry } from '../../lib/logger'
import { signatureOf } from '../../lib/whatsapp-webhook'
import { answerLesson } from '../agenda/student-answer'

/**
 * The WhatsApp Cloud API's webhook, with the payloads Meta documents (recorded in
 * tests/fixtures/whatsapp/): Meta's verification; a delivery signed with the app secret or
 * refused (401, one log line, nothing changed); statuses recorded on the message; 'Não posso'
 * doing exactly what the page's 'Não vou' does; 'PARAR' withdrawing the consent; each event
 * applied once however often it arrives; a number that is not the message's student's ignored.
 */
let ctx: TestContext
let fake: FakeGraph
const logs: LogEntry[] = []
beforeAll(async () => {
  fake = await startFakeGraph()
  ctx = await createTestContext({
    whatsapp: fake.settings(),
    logger: createLogger({ silent: true, capture: (e) => logs.push(e) }),
  })
})
afterAll(async () => {
  await expectLedgerBalanced(ctx.database.db)
  await ctx?.close()
  await fake?.close()
})

const logged = (text: string) => logs.filter((e) => e.msg.includes(text)).length
const credits = async (client: TestClient, studentId: string) =>
  (await ok(await client.get(`/api/students/${studentId}`))).credits
async function attendanceOf(client: TestClient, lessonId: string, studentId: string) {
  const lesson = agendaOccurrenceSchema.parse(
    await ok(await client.get(`/api/lessons/${lessonId}`)),
  )
  return lesson.attendance.find((a) => a.studentId === studentId)
}

describe("Meta's verification of the webhook", () => {
  const verify = (query: string) => ctx.app.request(`${TEST_APP_URL}/webhooks/whatsapp?${query}`)
  it('answers hub.challenge to the verify token, 403 to anything else', async () => {
    const good = await verify(
      `hub.mode=subscribe&hub.verify_token=${FAKE_GRAPH.verifyToken}&hub.challenge=1158201444`,
    )
    expect(good.status).toBe(200)
    expect(await good.text()).toBe('1158201444')
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1158201444',
      `hub.mode=unsubscribe&hub.verify_token=${FAKE_GRAPH.verifyToken}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${FAKE_GRAPH.verifyToken}&hub.challenge=%3Cscript%3E`,
      '',
    ])
      expect((await verify(query)).status, query).toBe(403)
  })
})

describe('a delivery', () => {
  it('with a bad signature is refused with 401, logged once, and changes nothing', async () => {
    const { client, userId } = await ctx.coach()
    const sent = await sentWhatsapp(ctx, fake, client, { name: 'Bia Assinatura' })
    const before = await snapshotCoach(ctx.database.db, userId)
    const raw = reply(sent, 'declined')
    const count = logged('bad signature')
    for (const signature of [
      signatureOf(raw, 'another-secret'),
      signatureOf(`${raw} `, FAKE_GRAPH.appSecret),
      'sha256=',
      '',
    ]) {
      expect((await postWebhook(ctx, raw, signature)).status).toBe(401)
    }
    expect(logged('bad signature')).toBe(count + 4)
    expect(await snapshotCoach(ctx.database.db, userId)).toEqual(before)
  })

  it('records delivered and read on the message, a crash-resend found by its callback data', async () => {
    const { client } = await ctx.coach()
    const sent = await sentWhatsapp(ctx, fake, client, { name: 'Caio Status' })
    const callback = sent.message.id
    expect(
      (await postWebhook(ctx, status('status-delivered', { id: sent.wamid, callback }))).status,
    ).toBe(200)
    let [row] = await messagesOf(ctx, sent.student.id)
    expect(row!.delivered_at).not.toBeNull()
    expect(row!.read_at).toBeNull()
    await postWebhook(ctx, status('status-read', { id: sent.wamid, callback }))
    ;[row] = await messagesOf(ctx, sent.student.id)
    expect(row!.read_at).not.toBeNull()
    expect(row!.status).toBe('sent')
    // the coach reads both on the student's history
    const history = await ok(await client.get(`/api/students/${sent.student.id}/reminders`))
    expect(history.messages[0]).toMatchObject({
      status: 'sent',
      deliveredAt: expect.any(String),
      readAt: expect.any(String),
      answeredAt: null,
    })

    // a send made again after a crash has another wamid: its id rides in the callback data
    const other = await sentWhatsapp(ctx, fake, client, { name: 'Duda Reenvio' })
    await postWebhook(
      ctx,
      status('status-read', { id: 'wamid.earlier-send', callback: other.message.id }),
    )
    const [again] = await messagesOf(ctx, other.student.id)
    expect(again!.read_at).not.toBeNull()
    expect(again!.delivered_at).not.toBeNull()
  })

  it('a failed status shows the message to the coach, to send by hand', async () => {
    const { client } = await ctx.coach()
    const sent = await sentWhatsapp(ctx, fake, client, { name: 'Edu Falhou' })
    await postWebhook(ctx, status('status-failed', { id: sent.wamid, callback: sent.message.id }))
    const [row] = await messagesOf(ctx, sent.student.id)
    expect(row).toMatchObject({ status: 'failed' })
    expect(row!.last_error).toContain('131026')
    const box = reminderOutboxSchema.parse(await ok(await client.get('/api/reminders/outbox')))
    expect(box.pending.map((m) => m.id)).toEqual([sent.message.id])
  })
})

describe("the student's buttons", () => {
  it("'Não posso' records what the page's 'Não vou' does: the same outcome and credit", async () => {
    const { client, userId } = await ctx.coach()
    const k = kit(client)
    // a twin in the same lesson answers through the page's rule at the same moment
    const twin = await k.student('Gabi Gêmea')
    await k.pkg(twin.id, { totalClasses: 4, startDate: daysFromToday(-5) })
    const sent = await sentWhatsapp(ctx, fake, client, { name: 'Fábio Botão', others: [twin.id] })
    await k.pkg(sent.student.id, { totalClasses: 4, startDate: daysFromToday(-5) })
    const timestamp = unixNow()
    expect((await postWebhook(ctx, reply(sent, 'declined', { timestamp }))).status).toBe(200)
    await answerLesson(
      ctx.database.db,
      { ownerId: userId, studentId: twin.id, id: sent.lesson.id },
      'declined',
      new Date(Number(timestamp) * 1000),
    )
    const mine = await attendanceOf(client, sent.lesson.id, sent.student.id)
    const twins = await attendanceOf(client, sent.lesson.id, twin.id)
    expect(mine).toMatchObject({ answer: 'declined' })
    expect(mine!.outcome).not.toBeNull()
    expect({ ...mine, studentId: twin.id }).toEqual(twins)
    expect(await credits(client, sent.student.id)).toBe(await credits(client, twin.id))
    const [row] = await messagesOf(ctx, sent.student.id)
    expect(row!.answered_at).not.toBeNull()
    expect(row!.read_at).not.toBeNull()
  })

  it('the same event delivered twice is applied once', async () => {
    const { client } = await ctx.coach()
    const sent = await sentWhatsapp(ctx, fake, client, { name: 'Hugo Duplo' })
    const t0 = Number(unixNow())
    const confirm = reply(sent, 'confirmed', { timestamp: String(t0 - 60) })
    expect((await postWebhook(ctx, confirm)).status).toBe(200)
    expect(await attendanceOf(client, sent.lesson.id, sent.student.id)).toMatchObject({
      answer: 'confirmed',
    })
    await postWebhook(ctx, reply(sent, 'declined', { timestamp: String(t0) }))
    const declined = await messagesOf(ctx, sent.student.id)
    const credit = await credits(client, sent.student.id)
    // Meta delivers the first tap again: applied, it would date the answer back to it
    expect((await postWebhook(ctx, confirm)).status).toBe(200)
    expect(await messagesOf(ctx, sent.student.id)).toEqual(declined)
    expect(new Date(declined[0]!.answered_at!).getTime()).toBe(t0 * 1000)
    expect(await attendanceOf(client, sent.lesson.id, sent.student.id)).toMatchObject({
      answer: 'declined',
    })
    expect(await credits(client, sent.student.id)).toBe(credit)
    const id = JSON.parse(confirm).entry[0].changes[0].value.messages[0].id
    const events = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM webhook_events WHERE event_id = ${`message:${id}`}`,
    )
    expect(events[0]!.n).toBe(1)
  })

  it("a number that is not the message's student's is ignored and logged once", async () => {
    const a = await ctx.coach()
    const b = await ctx.coach()
    const sent = await sentWhatsapp(ctx, fake, a.client, { name: 'Íris Dona' })
    // another coach's student written to through the same business number
    const intruder = await sentWhatsapp(ctx, fake, b.client, { name: 'Jonas Intruso' })
    const before = await snapshotCoach(ctx.database.db, a.userId)
    const count = logged('unknown number')
    for (const from of [intruder.digits, '5511900000000']) {
      expect((await postWebhook(ctx, reply(sent, 'declined', { from }))).status).toBe(200)
    }
    expect(logged('unknown number')).toBe(count + 2)
    expect(await snapshotCoach(ctx.database.db, a.userId)).toEqual(before)
    expect(await attendanceOf(a.client, sent.lesson.id, sent.student.id)).toMatchObject({
      answer: null,
    })
  })
})

describe("'PARAR'", () => {
  const text = (from: string, body: string) =>
    delivery('text-parar', (value) => {
      Object.assign(value.messages[0], { from, id: inboundId(), timestamp: unixNow() })
      value.messages[0].text.body = body
    })

  it("withdraws the student's WhatsApp consent as the student's own, and calls off what waits", async () => {
    const { client } = await ctx.coach()
    const sent = await sentWhatsapp(ctx, fake, client, { name: 'Lara Parar' })
    await ctx.database.db.execute(
      sql`UPDATE reminder_messages SET status = 'pending' WHERE id = ${sent.message.id}`,
    )
    // WhatsApp may write from a Brazilian mobile's number without its ninth digit
    const old = `${sent.digits.slice(0, 4)}${sent.digits.slice(5)}`
    expect((await postWebhook(ctx, text(old, 'Parar'))).status).toBe(200)
    const mine = studentRemindersSchema.parse(
      await ok(await client.get(`/api/students/${sent.student.id}/reminders`)),
    )
    expect(mine.consents.whatsapp).toMatchObject({ granted: false, source: 'student' })
    expect((await messagesOf(ctx, sent.student.id))[0]!.status).toBe('cancelled')
  })

  it('from a number Quadra never wrote to, or any other text, changes nothing', async () => {
    const { client, userId } = await ctx.coach()
    const sent = await sentWhatsapp(ctx, fake, client, { name: 'Nico Nada' })
    const before = await snapshotCoach(ctx.database.db, userId)
    const count = logged('unknown number')
    await postWebhook(ctx, text('5511900000001', 'PARAR'))
    expect(logged('unknown number')).toBe(count + 1)
    await postWebhook(ctx, text(sent.digits, 'Oi, professor! Até amanhã'))
    expect(await snapshotCoach(ctx.database.db, userId)).toEqual(before)
  })
})

describe('deliveries of anything', () => {
  it("never a 500, and a coach's data unchanged, for any signed or unsigned body", async () => {
    const { client, userId } = await ctx.coach()
    await sentWhatsapp(ctx, fake, client, { name: 'Olga Qualquer' })
    const before = await snapshotCoach(ctx.database.db, userId)
    const leaf = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.integer(),
      fc.double(),
      fc.constantFrom(null, true, [], {}, '', '99999999999999999999', '-1', 'PARAR'),
    )
    // a recorded payload with one leaf replaced, or any JSON at all
    const body = fc.oneof(
      fc
        .tuple(fc.constantFrom(...FIXTURES), fc.nat(), leaf)
        .map(([name, index, value]) => withLeaf(name, index, value)),
      fc.json({ maxDepth: 4 }),
      fc.string({ maxLength: 200 }),
    )
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (raw, signed) => {
        const res = await postWebhook(ctx, raw, signed ? undefined : 'sha256=00')
        expect(res.status, raw).toBe(signed ? 200 : 401)
      }),
      { numRuns: 150 },
    )
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (query) => {
        const res = await ctx.app.request(`${TEST_APP_URL}/webhooks/whatsapp?${encodeURI(query)}`)
        expect([200, 403]).toContain(res.status)
      }),
      { numRuns: 50 },
    )
    expect(await snapshotCoach(ctx.database.db, userId)).toEqual(before)
  })
})
