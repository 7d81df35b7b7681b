import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import { FAKE_GRAPH, type FakeGraph, startFakeGraph } from '../../../../tests/helpers/fake-graph'
import { createTestContext, ok, type TestContext } from '../../../../tests/helpers/test-app'
import {
  evening,
  keys,
  messagesOf,
  plannedWhatsapp,
  sendWhatsapp,
} from '../../../../tests/helpers/whatsapp'
import { REMINDERS } from '../../../shared/constants'
import { whatsappDigits } from '../../../shared/domain/whatsapp'
import { reminderOutboxSchema } from '../../../shared/schemas/reminders.response'
import { createWhatsappCloud } from '../../lib/whatsapp-cloud'
import { planReminders } from './reminder-plan'
import { claimMessages } from './reminder-send'
import { sendDueWhatsapp } from './reminder-send-whatsapp'

/**
 * The WhatsApp Cloud API sender, against a local fake of the Graph API: a lesson's
 * message goes as the lesson template with the text and the two buttons carrying the message's
 * id, marked sent with the provider's id; nothing waits in 'Para enviar' for the coach; a
 * transient error is retried with back-off, a refusal fails at once and is shown to the coach
 * with the wa.me link to send it by hand.
 */
let ctx: TestContext
let fake: FakeGraph
beforeAll(async () => {
  fake = await startFakeGraph()
  ctx = await createTestContext({ whatsapp: fake.settings() })
})
afterAll(async () => {
  await ctx?.close()
  await fake?.close()
})

const outbox = async (client: Awaited<ReturnType<TestContext['coach']>>['client']) =>
  reminderOutboxSchema.parse(await ok(await client.get('/api/reminders/outbox')))
const requestsTo = (digits: string) => fake.requests.filter((r) => r.body?.to === digits)

describe('the WhatsApp Cloud API sender', () => {
  it("sends a lesson's message as the lesson template and records the wamid", async () => {
    const { client } = await ctx.coach()
    const { student, message, digits } = await plannedWhatsapp(ctx, client, { name: 'Ana Nuvem' })
    // with the Cloud API on, the coach has nothing to tap
    expect((await outbox(client)).pending).toEqual([])
    expect(await sendWhatsapp(ctx, fake)).toBeGreaterThanOrEqual(1)
    const [request] = requestsTo(digits)
    expect(request).toMatchObject({
      method: 'POST',
      path: `/v21.0/${FAKE_GRAPH.phoneNumberId}/messages`,
      authorization: `Bearer ${FAKE_GRAPH.token}`,
    })
    const body = request!.body
    expect(body).toMatchObject({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: digits,
      type: 'template',
      biz_opaque_callback_data: message.id,
      template: { name: FAKE_GRAPH.templates.lesson, language: { code: 'pt_BR' } },
    })
    const [bodyPart, confirm, decline] = body.template.components
    expect(bodyPart.type).toBe('body')
    const text: string = bodyPart.parameters[0].text
    expect(bodyPart.parameters[0].type).toBe('text')
    expect(text).toMatch(/^Olá, Ana!/)
    expect(text).toContain('Para não receber mais lembretes')
    // Meta refuses line breaks, tabs and more than 4 spaces in a row in a parameter
    expect(text).not.toMatch(/[\n\t]| {5}/)
    expect(confirm).toEqual({
      type: 'button',
      sub_type: 'quick_reply',
      index: '0',
      parameters: [{ type: 'payload', payload: `${message.id}:confirmed` }],
    })
    expect(decline).toMatchObject({
      index: '1',
      parameters: [{ type: 'payload', payload: `${message.id}:declined` }],
    })
    const [sent] = await messagesOf(ctx, student.id)
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
    expect(fake.wamids).toContain(sent!.provider_message_id)
    const box = await outbox(client)
    expect(box.sentToday.map((m) => m.id)).toContain(message.id)
  })

  it("writes in the student's language, and without buttons when no lesson is in it", async () => {
    const { client } = await ctx.coach()
    const { digits } = await plannedWhatsapp(ctx, client, { name: 'Eve English', language: 'en' })
    // a student whose last credit is all there is to say
    const k = kit(client)
    const paulo = await k.student('Paulo Pacote')
    await ok(
      await client.put(`/api/students/${paulo.id}/consents`, {
        channel: 'whatsapp',
        granted: true,
      }),
    )
    await k.pkg(paulo.id, { totalClasses: 2, startDate: daysFromToday(-5) })
    await k.session([paulo.id])
    await planReminders(ctx.database.db, { now: evening(), keys })
    await sendWhatsapp(ctx, fake)
    const [english] = requestsTo(digits)
    expect(english!.body.template.name).toBe(FAKE_GRAPH.templates.lesson)
    expect(english!.body.template.language).toEqual({ code: 'en' })
    expect(english!.body.template.components[0].parameters[0].text).toMatch(/^Hi Eve!/)
    const [general] = requestsTo(whatsappDigits(paulo.phone)!)
    expect(general!.body.template).toMatchObject({
      name: FAKE_GRAPH.templates.general,
      language: { code: 'pt_BR' },
    })
    expect(general!.body.template.components).toHaveLength(1)
    expect(general!.body.template.components[0].parameters[0].text).toContain('Resta só 1 aula')
  })

  it('a transient error (500) is retried with back-off, then sent', async () => {
    const { client } = await ctx.coach()
    const { student, digits } = await plannedWhatsapp(ctx, client, { name: 'Rui Retry' })
    fake.answers.push('500')
    const now = evening()
    await sendWhatsapp(ctx, fake, now)
    const [first] = await messagesOf(ctx, student.id)
    expect(first).toMatchObject({ status: 'pending', attempts: 1, provider_message_id: null })
    expect(first!.last_error).toContain('Graph API 500')
    // a minute later: the back-off has not passed, nothing is sent
    await sendWhatsapp(ctx, fake, new Date(now.getTime() + 30_000))
    expect(requestsTo(digits)).toHaveLength(1)
    await sendWhatsapp(ctx, fake, new Date(now.getTime() + 2 * 60_000))
    expect(requestsTo(digits)).toHaveLength(2)
    const [second] = await messagesOf(ctx, student.id)
    expect(second).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
    expect(second!.provider_message_id).toMatch(/^wamid\./)
  })

  it('a refusal (400) fails at once; the coach sends it by hand from Para enviar', async () => {
    const { client } = await ctx.coach()
    const { student, message, digits } = await plannedWhatsapp(ctx, client, { name: 'Lia Falha' })
    fake.answers.push('400')
    await sendWhatsapp(ctx, fake)
    expect(requestsTo(digits)).toHaveLength(1)
    const [failed] = await messagesOf(ctx, student.id)
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
    expect(failed!.last_error).toContain('#132001')
    const box = await outbox(client)
    expect(box.pending).toHaveLength(1)
    expect(box.pending[0]).toMatchObject({ id: message.id, channel: 'whatsapp', status: 'failed' })
    expect(box.pending[0]!.whatsappUrl).toMatch(/^https:\/\/wa\.me\//)
    // the coach's tap marks it sent
    const marked = await ok(await client.post(`/api/reminders/messages/${message.id}/sent`))
    expect(marked.status).toBe('sent')
    expect((await outbox(client)).pending).toEqual([])
  })

  it('a send that never answers times out and is retried, up to failed', async () => {
    const { client } = await ctx.coach()
    const { student } = await plannedWhatsapp(ctx, client, { name: 'Teo Tempo' })
    const cloud = createWhatsappCloud(fake.settings({ timeoutMs: 200 }))
    let now = evening()
    for (let attempt = 1; attempt <= REMINDERS.maxAttempts; attempt++) {
      fake.answers.push(attempt === 1 ? 'hang' : '500')
      await sendDueWhatsapp(ctx.database.db, { cloud, keys, now })
      const [row] = await messagesOf(ctx, student.id)
      expect(row!.attempts).toBe(attempt)
      expect(row!.status).toBe(attempt < REMINDERS.maxAttempts ? 'pending' : 'failed')
      if (attempt === 1) expect(row!.last_error).toContain('timed out')
      now = new Date(now.getTime() + 3 * 60 * 60_000)
    }
    // never claimed again
    expect(await claimMessages(ctx.database.db, { channel: 'whatsapp', now })).not.toContain(
      (await messagesOf(ctx, student.id))[0]!.id,
    )
  })
})
