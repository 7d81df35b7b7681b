import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import { dayZone } from '../../../../tests/helpers/day-zone'
import {
  createTestContext,
  ok,
  TEST_APP_URL,
  TEST_AUTH_SECRET,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { addDaysIso } from '../../../shared/domain/dates'
import { zonedInstant } from '../../../shared/domain/recurrence'
import {
  reminderOutboxSchema,
  studentRemindersSchema,
} from '../../../shared/schemas/reminders.response'
import { pageLinkKeys } from '../student-page/student-page.service'
import { planReminders } from './reminder-plan'

/**
 * Reminders (decision 0023): planned only for students who agreed, at the coach's local time
 * and never at night, each one once, bundled into one message per student and slot, listed
 * in 'Para enviar' with the text and the wa.me link ready; a withdrawal stops them.
 */
let ctx: TestContext
const keys = pageLinkKeys(TEST_APP_URL, TEST_AUTH_SECRET)
const TZ = 'America/Sao_Paulo'
/** A local time of a day, as an instant (the coach's zone). */
const at = (day: string, time: string) => zonedInstant(day, time, TZ)
const tomorrow = () => addDaysIso(today(), 1)

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(async () => {
  await ctx?.close()
})

async function setup(name: string, consent: { whatsapp?: boolean; email?: boolean } = {}) {
  const { client, userId } = await ctx.coach()
  const k = kit(client)
  const student = await k.student(name, {
    email: `${name.split(' ')[0]!.toLowerCase()}@aluno.test`,
  })
  for (const channel of ['whatsapp', 'email'] as const) {
    if (consent[channel])
      await ok(await client.put(`/api/students/${student.id}/consents`, { channel, granted: true }))
  }
  return { client, userId, k, student }
}

async function lessonAt(client: TestClient, studentIds: string[], date: string, time: string) {
  return ok(
    await client.post('/api/lessons', { date, time, studentIds, confirmOverlap: true }),
    201,
  )
}

const outbox = async (client: TestClient) =>
  reminderOutboxSchema.parse(await ok(await client.get('/api/reminders/outbox')))
/** The default settings: what a test changes is spread over them. */
const SETTINGS = {
  lesson: true,
  lessonMode: 'evening_before',
  lessonHours: 24,
  creditsLow: true,
  packageExpiring: true,
  paymentDue: true,
  classSummary: false,
} as const

const plan = (now: Date) => planReminders(ctx.database.db, { now, keys })

describe('planning', () => {
  it('plans nothing for a student who never agreed', async () => {
    const { client, student } = await setup('Nina Semconsentimento')
    await lessonAt(client, [student.id], tomorrow(), '10:00')
    await plan(at(today(), '18:30'))
    expect((await outbox(client)).pending).toEqual([])
  })

  it("the lesson's reminder goes the evening before, once, with the page's link and how to stop", async () => {
    const { client, student } = await setup('Lia Lembrete', { whatsapp: true })
    const lesson = await lessonAt(client, [student.id], tomorrow(), '10:00')
    await plan(at(today(), '17:30'))
    expect((await outbox(client)).pending, 'before 18:00: not yet').toEqual([])
    await plan(at(today(), '18:05'))
    const [message, ...rest] = (await outbox(client)).pending
    expect(rest).toEqual([])
    expect(message!.kinds).toEqual(['lesson'])
    expect(message!.text).toContain('Olá, Lia!')
    expect(message!.text).toContain('às 10:00')
    expect(message!.text).toMatch(new RegExp(`/a/[\\w-]+#aula-${lesson.id}`))
    expect(message!.text).toMatch(
      /Para não receber mais lembretes: http:\/\/localhost:3000\/a\/[\w-]+\/parar/,
    )
    expect(message!.whatsappUrl).toMatch(/^https:\/\/wa\.me\/55\d+\?text=Ol%C3%A1/)
    // the next slots find it planned already
    await plan(at(today(), '18:20'))
    await plan(at(today(), '20:00'))
    expect((await outbox(client)).pending).toHaveLength(1)
    // the coach taps it: sent, and a second tap answers the same
    const sent = await ok(await client.post(`/api/reminders/messages/${message!.id}/sent`))
    expect(sent.status).toBe('sent')
    expect((await ok(await client.post(`/api/reminders/messages/${message!.id}/sent`))).id).toBe(
      message!.id,
    )
    const after = await outbox(client)
    expect(after.pending).toEqual([])
    expect(after.sentToday.map((m) => m.id)).toEqual([message!.id])
  })

  it('a message still waiting a day later is called off, never sent stale', async () => {
    const { client, student } = await setup('Vera Vencida', { whatsapp: true })
    await lessonAt(client, [student.id], tomorrow(), '10:00')
    await plan(at(today(), '18:30'))
    const [message] = (await outbox(client)).pending
    expect(message).toBeDefined()
    // a planning more than 24 h after the message was made (its created_at is the clock's)
    await plan(new Date(Date.now() + 25 * 3_600_000))
    const mine = studentRemindersSchema.parse(
      await ok(await client.get(`/api/students/${student.id}/reminders`)),
    )
    expect(mine.messages.find((m) => m.id === message!.id)?.status).toBe('cancelled')
    expect((await outbox(client)).pending.map((m) => m.id)).not.toContain(message!.id)
  })

  it('nothing at night: a reminder due at 23:00 waits for 07:00', async () => {
    const { client, student } = await setup('Otto Noturno', { whatsapp: true })
    await ok(
      await client.put('/api/reminders/settings', {
        ...SETTINGS,
        lessonMode: 'hours_before',
        lessonHours: 10,
      }),
    )
    await lessonAt(client, [student.id], tomorrow(), '09:00')
    await plan(at(today(), '23:10'))
    expect((await outbox(client)).pending).toEqual([])
    await plan(at(tomorrow(), '06:50'))
    expect((await outbox(client)).pending).toEqual([])
    await plan(at(tomorrow(), '07:05'))
    expect((await outbox(client)).pending.map((m) => m.kinds)).toEqual([['lesson']])
  })

  it('none for a cancelled lesson, a lesson the student declined, or with the reminder off', async () => {
    const { client, student } = await setup('Caio Cancelado', { whatsapp: true })
    const cancelled = await lessonAt(client, [student.id], tomorrow(), '08:00')
    await ok(await client.patch(`/api/lessons/${cancelled.id}`, { status: 'cancelled' }))
    const declined = await lessonAt(client, [student.id], tomorrow(), '12:00')
    await ok(
      await client.put(`/api/lessons/${declined.id}/attendance/${student.id}`, {
        outcome: 'student_cancelled',
      }),
    )
    await plan(at(today(), '18:30'))
    expect((await outbox(client)).pending).toEqual([])
    const { client: other, student: s2 } = await setup('Duda Desligada', { whatsapp: true })
    await ok(
      await other.put('/api/reminders/settings', {
        ...SETTINGS,
        lesson: false,
        creditsLow: false,
        packageExpiring: false,
        paymentDue: false,
      }),
    )
    await lessonAt(other, [s2.id], tomorrow(), '10:00')
    await plan(at(today(), '18:30'))
    expect((await outbox(other)).pending).toEqual([])
  })

  it('one message bundles what is due: the lesson, the last credit, the overdue payment with its Pix', async () => {
    const { client, k, student } = await setup('Bia Pacote', { whatsapp: true })
    await ok(
      await client.put('/api/profile/pix', {
        keyType: 'email',
        key: 'professor@quadra.test',
        name: 'Professor Teste',
        city: 'Sao Paulo',
      }),
    )
    await k.pkg(student.id, {
      totalClasses: 2,
      priceCents: 30000,
      startDate: daysFromToday(-20),
      paymentDate: daysFromToday(-20),
      dueDate: daysFromToday(-5),
      validityDays: 60,
    })
    await k.session([student.id])
    await lessonAt(client, [student.id], tomorrow(), '10:00')
    await plan(at(today(), '18:30'))
    const [message, ...rest] = (await outbox(client)).pending
    expect(rest).toEqual([])
    expect(message!.kinds.sort()).toEqual(['credits_low', 'lesson', 'payment_overdue'])
    expect(message!.text).toContain('Resta só 1 aula')
    expect(message!.text).toMatch(/R\$\s300,00/)
    expect(message!.text).toMatch(/Pix copia e cola:\n000201/)
  })
})

describe('the after-class summary', () => {
  it('off by default; on, the class registered goes once, by the rules, in its own words', async () => {
    const { client, k, student } = await setup('Tati Resumo', { whatsapp: true })
    await k.pkg(student.id, { totalClasses: 8 })
    await k.session([student.id], {
      feedbacks: [{ studentId: student.id, rating: 5, notes: 'Ótimo saque hoje' }],
    })
    await plan(at(today(), '18:30'))
    expect((await outbox(client)).pending.flatMap((m) => m.kinds)).not.toContain('class_summary')
    await ok(await client.put('/api/reminders/settings', { ...SETTINGS, classSummary: true }))
    await plan(at(today(), '19:00'))
    await plan(at(today(), '19:30'))
    const withSummary = (await outbox(client)).pending.filter((m) =>
      m.kinds.includes('class_summary'),
    )
    expect(withSummary).toHaveLength(1)
    // the summary's own greeting opens the message, not a second one of ours
    expect(withSummary[0]!.text.split('\n')[0]).toMatch(/^Oi, Tati! .* resumo da aula/)
    expect(withSummary[0]!.text).toContain('Ótimo saque hoje')
    expect(withSummary[0]!.text).not.toContain('Olá, Tati')
    expect(withSummary[0]!.text).toMatch(/Para não receber mais lembretes: /)
  })
})

describe('consent', () => {
  it("recording a consent plans at once what is already due: 'Para enviar' shows it", async () => {
    const { client, student } = await setup('Ivo Imediato')
    const zone = dayZone()
    await ok(await client.patch('/api/profile', { timezone: zone }))
    await ok(
      await client.put('/api/reminders/settings', {
        ...SETTINGS,
        lessonMode: 'hours_before',
        lessonHours: 48,
      }),
    )
    const tomorrowThere = addDaysIso(
      new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date()),
      1,
    )
    await lessonAt(client, [student.id], tomorrowThere, '10:00')
    expect((await outbox(client)).pending).toEqual([])
    await ok(
      await client.put(`/api/students/${student.id}/consents`, {
        channel: 'whatsapp',
        granted: true,
      }),
    )
    expect((await outbox(client)).pending.map((m) => m.kinds)).toEqual([['lesson']])
  })

  it("the student's 'Parar lembretes' withdraws every channel, dated, and calls off what waits", async () => {
    const { client, student } = await setup('Sara Parar', { whatsapp: true })
    await lessonAt(client, [student.id], tomorrow(), '10:00')
    await plan(at(today(), '18:30'))
    const [message] = (await outbox(client)).pending
    const stop = new URL(/(http:\/\/localhost:3000\/a\/[\w-]+\/parar)/.exec(message!.text)![1]!)
    const page = await ctx.app.request(`${TEST_APP_URL}${stop.pathname}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Parar lembretes')
    const res = await ctx.app.request(`${TEST_APP_URL}${stop.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_APP_URL },
      body: '',
    })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('você não vai mais receber lembretes')
    expect((await outbox(client)).pending).toEqual([])
    const mine = studentRemindersSchema.parse(
      await ok(await client.get(`/api/students/${student.id}/reminders`)),
    )
    expect(mine.consents.whatsapp).toMatchObject({ granted: false, source: 'student' })
    expect(mine.consents.email).toMatchObject({ granted: false, source: 'student' })
    expect(mine.messages.map((m) => m.status)).toEqual(['cancelled'])
    // another slot plans nothing more
    await plan(at(today(), '19:30'))
    expect((await outbox(client)).pending).toEqual([])
    const rows = await queryRows(
      ctx.database.db,
      sql`SELECT granted, source FROM student_consents WHERE student_id = ${student.id} ORDER BY created_at`,
    )
    expect(rows).toHaveLength(3)
  })

  it("another site's form cannot stop a student's reminders", async () => {
    const { client, student } = await setup('Rui Origem', { whatsapp: true })
    const link = await ok(await client.post(`/api/students/${student.id}/page-link`), 201)
    const path = `${new URL(link.url!).pathname}/parar`
    const res = await ctx.app.request(`${TEST_APP_URL}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
      body: '',
    })
    expect(res.status).toBe(403)
    const mine = studentRemindersSchema.parse(
      await ok(await client.get(`/api/students/${student.id}/reminders`)),
    )
    expect(mine.consents.whatsapp.granted).toBe(true)
  })
})

describe('isolation and input', () => {
  it("another coach reads and marks nothing of a coach's reminders", async () => {
    const { client, student } = await setup('Gil Isolado', { whatsapp: true })
    await lessonAt(client, [student.id], tomorrow(), '10:00')
    await plan(at(today(), '18:30'))
    const [message] = (await outbox(client)).pending
    const { client: other } = await ctx.coach()
    expect((await other.post(`/api/reminders/messages/${message!.id}/sent`)).status).toBe(404)
    expect((await other.get(`/api/students/${student.id}/reminders`)).status).toBe(404)
    expect(
      (await other.put(`/api/students/${student.id}/consents`, { channel: 'email', granted: true }))
        .status,
    ).toBe(404)
    expect((await outbox(other)).pending).toEqual([])
    expect((await outbox(client)).pending.map((m) => m.status)).toEqual(['pending'])
  })

  it('settings: the defaults, saved choices, and hours out of range refused with the reason', async () => {
    const { client } = await ctx.coach()
    expect(await ok(await client.get('/api/reminders/settings'))).toMatchObject({
      lesson: true,
      lessonMode: 'evening_before',
    })
    const bad = await client.put('/api/reminders/settings', {
      ...SETTINGS,
      lessonMode: 'hours_before',
      lessonHours: 72,
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('Escolha entre 2 e 48 horas antes da aula')
  })
})
