import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import { createTestContext, json, type TestContext } from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { syncAllAlerts } from '../alerts/alerts.service'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

describe('dashboard', () => {
  it('is empty for a new coach', async () => {
    const { client } = await ctx.coach()
    expect(await json(await client.get('/api/dashboard'))).toEqual({
      totalActiveStudents: 0,
      todaysSessions: 0,
      monthlyRevenueCents: 0,
      monthlyReceivedCents: 0,
      averageRating: null,
      alerts: [],
      alertsTotal: 0,
      recentStudents: [],
      receivable: { dueCents: 0, overdueCount: 0, overdueCents: 0 },
      setup: {
        students: false,
        packages: false,
        clubs: false,
        pix: false,
        absencePolicy: false,
        weeklySlot: false,
      },
    })
  })

  it('counts active students, today’s sessions, this month’s revenue and the average rating', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const names = ['Um', 'Dois', 'Tres', 'Quatro', 'Cinco']
    const students = []
    for (const n of names) students.push(await k.student(`Aluno ${n}`))
    await client.patch(`/api/students/${students[4]!.id}`, {
      name: 'Aluno Cinco',
      phone: '11987654321',
      gender: 'female',
      type: 'fixed',
      classe: '4-classe',
      status: 'inactive',
    })
    const monthStart = `${today().slice(0, 8)}01`
    await k.pkg(students[0]!.id, {
      priceCents: 10000,
      startDate: monthStart,
      paymentDate: monthStart,
    })
    await k.pkg(students[1]!.id, { priceCents: 5050 })
    const lastMonth = daysFromToday(-40) < monthStart ? daysFromToday(-40) : '2020-01-01'
    await k.pkg(students[2]!.id, {
      priceCents: 99900,
      startDate: lastMonth,
      paymentDate: lastMonth,
    })
    await k.session([students[0]!.id], {
      feedbacks: [{ studentId: students[0]!.id, rating: 5, tags: [] }],
    })
    await k.session([students[1]!.id], {
      feedbacks: [{ studentId: students[1]!.id, rating: 4, tags: [] }],
    })
    await k.session([students[1]!.id], {
      date: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      feedbacks: [{ studentId: students[1]!.id, rating: 4, tags: [] }],
    })

    const d = await json(await client.get('/api/dashboard'))
    expect(d).toMatchObject({
      totalActiveStudents: 4,
      todaysSessions: 2,
      monthlyRevenueCents: 15050,
      averageRating: 4.3,
    })
    expect(d.recentStudents.map((s: { name: string }) => s.name)).toEqual([
      'Aluno Cinco',
      'Aluno Quatro',
      'Aluno Tres',
      'Aluno Dois',
    ])
  })

  it("shows what was received this month beside the spec's revenue, as the reports do", async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const a = await k.student('Aluno Recebe')
    const monthStart = `${today().slice(0, 8)}01`
    // R$ 13.300 sold this month and nothing received: the revenue is not money in hand
    const sold = await k.pkg(a.id, { priceCents: 1_330_000 })
    let d = await json(await client.get('/api/dashboard'))
    expect(d).toMatchObject({ monthlyRevenueCents: 1_330_000, monthlyReceivedCents: 0 })

    const pay = (amountCents: number, paidOn: string, packageId = sold.id) =>
      client.post(`/api/packages/${packageId}/payments`, { amountCents, paidOn, method: 'pix' })
    expect((await pay(30_000, today())).status).toBe(201)
    // a payment of last month, for a package of last month, is not this month's
    const lastMonth = daysFromToday(-40) < monthStart ? daysFromToday(-40) : '2020-01-01'
    const old = await k.pkg(a.id, {
      priceCents: 5_000,
      startDate: lastMonth,
      paymentDate: lastMonth,
    })
    expect((await pay(5_000, lastMonth, old.id)).status).toBe(201)

    d = await json(await client.get('/api/dashboard'))
    expect(d).toMatchObject({ monthlyRevenueCents: 1_330_000, monthlyReceivedCents: 30_000 })
    const report = await json(
      await client.get(`/api/reports/revenue?from=${monthStart}&to=${today()}`),
    )
    expect(report.totals.receivedCents).toBe(d.monthlyReceivedCents)
  })

  it('shows up to 5 open alerts, newest first, with the total', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    for (let i = 0; i < 7; i++) await k.session([(await k.student(`Sem Pacote ${i}`)).id])
    const d = await json(await client.get('/api/dashboard'))
    expect(d.alerts).toHaveLength(5)
    expect(d.alertsTotal).toBe(7)
    expect(d.alerts[0]).toMatchObject({
      type: 'unassigned_session',
      priority: 'high',
      studentName: 'Sem Pacote 6',
    })
  })
})

describe('alerts that the facts raise and clear', () => {
  it('low_credits when credits drop to 1, cleared when a package is bought', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const s = await k.student('Lara Pouco')
    await k.pkg(s.id, { totalClasses: 2 })
    await k.session([s.id])
    expect((await k.alerts()).map((a) => a.type)).toEqual(['low_credits'])
    await k.pkg(s.id) // more credits: the daily check (and the next change) clears it
    await k.session([s.id])
    expect(await k.alerts()).toEqual([])
  })

  it('a single class just bought is no low-credit alert', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const s = await k.student('Mia Avulsa')
    await k.pkg(s.id, { totalClasses: 1, validityDays: null })
    await syncAllAlerts(ctx.database.db)
    expect(await k.alerts()).toEqual([])
  })

  it('expiring and expired packages, found by the daily check', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const soon = await k.student('Nico Vence')
    await k.pkg(soon.id, {
      startDate: daysFromToday(-25),
      paymentDate: daysFromToday(-25),
      validityDays: 30,
    })
    const gone = await k.student('Olga Venceu')
    await k.pkg(gone.id, {
      startDate: daysFromToday(-35),
      paymentDate: daysFromToday(-35),
      validityDays: 30,
    })
    const old = await k.student('Pepe Antigo')
    await k.pkg(old.id, {
      startDate: daysFromToday(-200),
      paymentDate: daysFromToday(-200),
      validityDays: 30,
    })
    await syncAllAlerts(ctx.database.db)
    await syncAllAlerts(ctx.database.db) // idempotent
    const alerts = await k.alerts()
    expect(alerts.map((a) => [a.studentId, a.type, a.priority]).sort()).toEqual(
      [
        [soon.id, 'expiring_package', 'medium'],
        [gone.id, 'expired_package', 'low'],
      ].sort(),
    )
    // at most one open alert per student and type, enforced by the database
    const [dupes] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM (SELECT student_id, type FROM alerts WHERE NOT resolved GROUP BY 1, 2 HAVING count(*) > 1) d`,
    )
    expect(dupes!.n).toBe(0)
  })
})

describe('alerts follow package changes at once', () => {
  it('a package sold already expired with credits raises expired_package; extending it clears it', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const s = await k.student('Quito Atrasado')
    const p = await k.pkg(s.id, {
      startDate: daysFromToday(-40),
      paymentDate: daysFromToday(-40),
      validityDays: 30,
    })
    expect((await k.alerts()).map((a) => a.type)).toEqual(['expired_package'])
    await client.patch(`/api/packages/${p.id}`, {
      totalClasses: 4,
      priceCents: 20000,
      startDate: daysFromToday(-40),
      paymentDate: daysFromToday(-40),
      validityDays: 90,
    })
    expect(await k.alerts()).toEqual([])
  })
})
