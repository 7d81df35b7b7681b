import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestContext,
  ok,
  TEST_APP_URL,
  type TestContext,
} from '../../../tests/helpers/test-app'
import { agendaSummarySchema } from '../../shared/schemas/agenda.response'
import { dashboardDtoSchema } from '../../shared/schemas/dashboard.response'
import { packageDtoSchema } from '../../shared/schemas/packages.response'
import { studentPageSchema } from '../../shared/schemas/students.response'
import { DEMO_COACH, seedDemoCoach } from './demo-seed'

/**
 * `npm run seed`: the demo coach shows what the product does — money in every state (paid,
 * part paid, overdue), weekly slots and today's lessons, a shared student's page — and stays
 * as it is when seeded again.
 */
let ctx: TestContext
let message: string
beforeAll(async () => {
  ctx = await createTestContext()
  message = await seedDemoCoach(ctx.database.db, {
    appUrl: TEST_APP_URL,
    secret: 'test-secret-test-secret-test-secret-0123456789',
  })
}, 120_000)
afterAll(() => ctx?.close())

async function demoClient() {
  const client = ctx.client()
  const res = await client.request('POST', '/api/auth/sign-in/email', {
    email: DEMO_COACH.email,
    password: DEMO_COACH.password,
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return client
}

describe('the demo coach', () => {
  it('has packages paid, part paid and overdue, and a Pix key to charge with', async () => {
    const client = await demoClient()
    const students = studentPageSchema.parse(
      await ok(await client.get('/api/students?pageSize=100')),
    )
    const statuses = new Set<string>()
    let partPaid = 0
    for (const s of students.items) {
      const list = await ok(await client.get(`/api/students/${s.id}/packages`))
      for (const p of packageDtoSchema.array().parse(list)) {
        statuses.add(p.money.paymentStatus)
        if (p.money.paidCents > 0 && p.money.paidCents < p.money.priceCents) partPaid += 1
      }
    }
    expect(statuses).toContain('paid')
    expect(statuses).toContain('overdue')
    expect(statuses).toContain('partial')
    expect(partPaid).toBeGreaterThanOrEqual(1)
    const dashboard = dashboardDtoSchema.parse(await ok(await client.get('/api/dashboard')))
    expect(dashboard.receivable.overdueCount).toBeGreaterThanOrEqual(2)
    expect(dashboard.setup).toMatchObject({
      students: true,
      packages: true,
      pix: true,
      clubs: true,
    })
    expect((await client.get(`/api/profile/pix`)).status).toBe(200)
  })

  it("has weekly slots, lessons today and today's registered classes", async () => {
    const client = await demoClient()
    const dashboard = dashboardDtoSchema.parse(await ok(await client.get('/api/dashboard')))
    expect(dashboard.setup.weeklySlot).toBe(true)
    expect(dashboard.todaysSessions).toBeGreaterThanOrEqual(1)
    const summary = agendaSummarySchema.parse(await ok(await client.get('/api/agenda/summary')))
    expect(summary.todayToRegister).toBeGreaterThanOrEqual(3)
    const agenda = await ok(
      await client.get(`/api/agenda?from=${summary.today}&to=${summary.today}`),
    )
    expect(
      agenda.items.filter((i: { seriesId: string | null }) => i.seriesId).length,
    ).toBeGreaterThanOrEqual(2)
  })

  it("has a shared student's page with a report and an after-class message", async () => {
    const url = /student page: (\S+)/.exec(message)?.[1]
    expect(url, message).toMatch(/\/a\/[A-Za-z0-9_-]{22}$/)
    const res = await ctx.client().request('GET', new URL(url!).pathname)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Ana Beatriz Souza')
    expect(html).toContain('Relatório de progresso')
    expect(html).toContain('Mensagem após a aula')
  })

  it('is kept as it is when seeded again', async () => {
    const again = await seedDemoCoach(ctx.database.db, {
      appUrl: TEST_APP_URL,
      secret: 'test-secret-test-secret-test-secret-0123456789',
    })
    expect(again).toContain('already exists')
  })
})
