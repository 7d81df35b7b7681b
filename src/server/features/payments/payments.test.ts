import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { coachSuite, kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import {
  expectLedgerBalanced,
  expectPaymentsWithinPrice,
} from '../../../../tests/helpers/invariants'
import { errorBody, json } from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { todayIn } from '../../../shared/domain/dates'
import { profiles } from '../../db/schema/profiles'

/** Issue 13 item 1–2: payments per package, the derived status, balances and 'A receber'. */
const t = coachSuite(expectLedgerBalanced, expectPaymentsWithinPrice)

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ')

async function pay(packageId: string, amountCents: number, extra: Record<string, unknown> = {}) {
  return t.coach.post(`/api/packages/${packageId}/payments`, {
    amountCents,
    paidOn: today(),
    method: 'pix',
    ...extra,
  })
}

async function moneyOf(studentId: string, packageId: string) {
  const list = await json(await t.coach.get(`/api/students/${studentId}/packages`))
  return list.find((p) => p.id === packageId)!.money
}

describe('selling a package (issue 13: unpaid by default, "já pago", due date)', () => {
  it('starts unpaid and pending, due on its start date', async () => {
    const s = await t.k.student('Paula Pendente')
    const p = (await t.k.pkg(s.id, { priceCents: 12_000 })) as unknown as {
      money: Record<string, unknown>
    }
    expect(p.money).toEqual({
      priceCents: 12_000,
      paidCents: 0,
      balanceCents: 12_000,
      dueDate: today(),
      paymentStatus: 'pending',
    })
  })

  it('a package sold today with a start date already gone is due today, not overdue', async () => {
    const c = await t.ctx.coach()
    const ck = kit(c.client)
    const s = await ck.student('Olga Ontem')
    await ck.pkg(s.id, {
      priceCents: 50_000,
      startDate: daysFromToday(-1),
      paymentDate: daysFromToday(-1),
    })
    expect((await json(await c.client.get(`/api/students/${s.id}/packages`)))[0]!.money).toEqual({
      priceCents: 50_000,
      paidCents: 0,
      balanceCents: 50_000,
      dueDate: today(),
      paymentStatus: 'pending',
    })
    const dash = await json(await c.client.get('/api/dashboard'))
    expect(dash.receivable).toMatchObject({ dueCents: 50_000, overdueCount: 0 })
    expect(await json(await c.client.get(`/api/students/${s.id}`))).toMatchObject({
      overdueCents: 0,
    })
    // a start date ahead keeps its own day
    const later = await ck.pkg(s.id, { priceCents: 1_000, startDate: daysFromToday(3) })
    expect(later).toMatchObject({ money: { dueDate: daysFromToday(3) } })
  })

  it('records "já pago" as one payment of the price on the payment date, in the same step', async () => {
    const s = await t.k.student('Pedro Pago')
    const p = await t.k.pkg(s.id, {
      priceCents: 12_000,
      paymentDate: daysFromToday(-2),
      payment: { method: 'dinheiro' },
    })
    expect(await moneyOf(s.id, p.id)).toMatchObject({ paidCents: 12_000, paymentStatus: 'paid' })
    const payments = await json(await t.coach.get(`/api/packages/${p.id}/payments`))
    expect(payments).toEqual([
      expect.objectContaining({
        packageId: p.id,
        studentId: s.id,
        amountCents: 12_000,
        paidOn: daysFromToday(-2),
        method: 'dinheiro',
        note: null,
      }),
    ])
  })

  it('records a part as "já pago" (partial), and refuses more than the price', async () => {
    const s = await t.k.student('Priscila Parcial')
    const p = await t.k.pkg(s.id, {
      priceCents: 10_000,
      dueDate: daysFromToday(10),
      payment: { method: 'pix', amountCents: 4_000 },
    })
    expect(await moneyOf(s.id, p.id)).toEqual({
      priceCents: 10_000,
      paidCents: 4_000,
      balanceCents: 6_000,
      dueDate: daysFromToday(10),
      paymentStatus: 'partial',
    })
    const res = await t.coach.post('/api/packages', {
      studentId: s.id,
      totalClasses: 4,
      priceCents: 10_000,
      startDate: today(),
      paymentDate: today(),
      validityDays: 30,
      payment: { method: 'pix', amountCents: 10_001 },
    })
    expect(res.status).toBe(409)
    const { error } = await errorBody(res)
    // the Portuguese message API users read, and its code and values, which the app translates
    expect(nbsp(error.message)).toBe('O valor é maior que o saldo devedor (R$ 100,00)')
    expect(error.messageCode).toBe('payment.moreThanBalance')
    expect(nbsp(String(error.messageParams?.balance))).toBe('R$ 100,00')
    expect(await t.k.packages(s.id)).toHaveLength(1) // nothing half-written
  })

  it('a free package is paid; an unpaid one after its due date is overdue', async () => {
    const s = await t.k.student('Fábio Free')
    const free = await t.k.pkg(s.id, { priceCents: 0, startDate: daysFromToday(-40) })
    expect(await moneyOf(s.id, free.id)).toMatchObject({ paymentStatus: 'paid', balanceCents: 0 })
    const late = await t.k.pkg(s.id, {
      priceCents: 5_000,
      startDate: daysFromToday(-3),
      dueDate: daysFromToday(-3),
    })
    expect(await moneyOf(s.id, late.id)).toMatchObject({
      dueDate: daysFromToday(-3),
      paymentStatus: 'overdue',
    })
  })
})

describe('payments of a package', () => {
  it('takes partial payments, lists them newest first, refuses one above the balance', async () => {
    const s = await t.k.student('Renata Recebe')
    const p = await t.k.pkg(s.id, { priceCents: 20_000, dueDate: daysFromToday(5) })
    const first = await pay(p.id, 5_000, { paidOn: daysFromToday(-1), note: 'Entrada' })
    expect(first.status, await first.clone().text()).toBe(201)
    expect(await json(first)).toMatchObject({
      packageId: p.id,
      studentId: s.id,
      amountCents: 5_000,
      paidOn: daysFromToday(-1),
      method: 'pix',
      note: 'Entrada',
    })
    expect(await moneyOf(s.id, p.id)).toMatchObject({
      paidCents: 5_000,
      balanceCents: 15_000,
      paymentStatus: 'partial',
    })
    const above = await pay(p.id, 15_001)
    expect(above.status).toBe(409)
    expect(nbsp((await errorBody(above)).error.message)).toBe(
      'O valor é maior que o saldo devedor (R$ 150,00)',
    )
    expect((await pay(p.id, 15_000, { method: 'cartao' })).status).toBe(201)
    expect(await moneyOf(s.id, p.id)).toMatchObject({ balanceCents: 0, paymentStatus: 'paid' })
    const list = await json(await t.coach.get(`/api/packages/${p.id}/payments`))
    expect(list.map((x) => x.amountCents)).toEqual([15_000, 5_000])
    const more = await pay(p.id, 1)
    expect(more.status).toBe(409)
  })

  it('refuses bad amounts with 400 (zero, negative, fractions of a cent)', async () => {
    const s = await t.k.student('Valéria Valores')
    const p = await t.k.pkg(s.id, { priceCents: 1_000 })
    for (const amountCents of [0, -100, 10.5, '100']) {
      const res = await pay(p.id, amountCents as number)
      expect(res.status, String(amountCents)).toBe(400)
    }
    expect((await pay(p.id, 500, { method: 'boleto' })).status).toBe(400)
  })

  it('removes a payment and leaves an audit row', async () => {
    const s = await t.k.student('Rui Remove')
    const p = await t.k.pkg(s.id, { priceCents: 8_000, dueDate: daysFromToday(3) })
    const payment = await json(await pay(p.id, 8_000, { note: 'Pix errado' }))
    expect((await t.coach.delete(`/api/payments/${payment.id}`)).status).toBe(204)
    expect(await moneyOf(s.id, p.id)).toMatchObject({ paidCents: 0, paymentStatus: 'pending' })
    const audit = await queryRows<Record<string, unknown>>(
      t.ctx.database.db,
      sql`SELECT payment_id, package_id, student_id, amount_cents, method, note
          FROM payment_removals WHERE payment_id = ${payment.id}`,
    )
    expect(audit).toEqual([
      {
        payment_id: payment.id,
        package_id: p.id,
        student_id: s.id,
        amount_cents: 8_000,
        method: 'pix',
        note: 'Pix errado',
      },
    ])
    expect((await t.coach.delete(`/api/payments/${payment.id}`)).status).toBe(404)
    expect((await t.coach.delete('/api/payments/not-a-uuid')).status).toBe(404)
  })

  it('deleting a package audits its payments', async () => {
    const s = await t.k.student('Dário Deleta')
    const p = await t.k.pkg(s.id, { priceCents: 4_000, payment: { method: 'cartao' } })
    expect((await t.coach.delete(`/api/packages/${p.id}`)).status).toBe(204)
    const audit = await queryRows<{ amount_cents: number; method: string }>(
      t.ctx.database.db,
      sql`SELECT amount_cents, method FROM payment_removals WHERE package_id = ${p.id}`,
    )
    expect(audit).toEqual([{ amount_cents: 4_000, method: 'cartao' }])
    const left = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM payments WHERE package_id = ${p.id}`,
    )
    expect(left[0]!.n).toBe(0)
  })

  it("another coach's package and payment are not found", async () => {
    const s = await t.k.student('Olga Outra')
    const p = await t.k.pkg(s.id, { priceCents: 8_000 })
    const payment = await json(await pay(p.id, 1_000))
    const other = (await t.ctx.coach()).client
    expect((await other.get(`/api/packages/${p.id}/payments`)).status).toBe(404)
    const res = await other.post(`/api/packages/${p.id}/payments`, {
      amountCents: 100,
      paidOn: today(),
      method: 'pix',
    })
    expect(res.status).toBe(404)
    expect((await other.delete(`/api/payments/${payment.id}`)).status).toBe(404)
    expect(await moneyOf(s.id, p.id)).toMatchObject({ paidCents: 1_000 })
  })
})

describe('editing a package (issue 13)', () => {
  const edit = (over: Record<string, unknown>) => ({
    totalClasses: 4,
    priceCents: 10_000,
    startDate: today(),
    paymentDate: today(),
    validityDays: 30,
    ...over,
  })

  it('refuses a price below what was paid, and moves the due date', async () => {
    const s = await t.k.student('Edu Edita')
    const p = await t.k.pkg(s.id, { priceCents: 10_000 })
    expect((await pay(p.id, 6_000)).status).toBe(201)
    const below = await t.coach.patch(`/api/packages/${p.id}`, edit({ priceCents: 5_000 }))
    expect(below.status).toBe(409)
    expect(nbsp((await errorBody(below)).error.message)).toBe(
      'Não é possível reduzir o valor para R$ 50,00: já foram pagos R$ 60,00. Remova um pagamento antes.',
    )
    const ok = await t.coach.patch(
      `/api/packages/${p.id}`,
      edit({ priceCents: 6_000, dueDate: daysFromToday(7) }),
    )
    expect(ok.status, await ok.clone().text()).toBe(200)
    expect((await json(ok)).money).toEqual({
      priceCents: 6_000,
      paidCents: 6_000,
      balanceCents: 0,
      dueDate: daysFromToday(7),
      paymentStatus: 'paid',
    })
  })

  it('keeps the due date on the start date while it is the default', async () => {
    const s = await t.k.student('Dora Default')
    const p = await t.k.pkg(s.id, { priceCents: 10_000 })
    const moved = await json(
      await t.coach.patch(`/api/packages/${p.id}`, edit({ startDate: daysFromToday(2) })),
    )
    expect(moved.money.dueDate).toBe(daysFromToday(2))
  })

  it('a default due date of the day it was sold follows a later start date', async () => {
    const s = await t.k.student('Sara Segue')
    const p = await t.k.pkg(s.id, {
      priceCents: 10_000,
      startDate: daysFromToday(-1),
      paymentDate: daysFromToday(-1),
    })
    expect(p).toMatchObject({ money: { dueDate: today() } })
    const moved = await json(
      await t.coach.patch(
        `/api/packages/${p.id}`,
        edit({ startDate: daysFromToday(5), paymentDate: daysFromToday(-1) }),
      ),
    )
    expect(moved.money.dueDate).toBe(daysFromToday(5))
    // one the coach chose stays
    const chosen = await t.k.pkg(s.id, { priceCents: 10_000, dueDate: daysFromToday(9) })
    const kept = await json(
      await t.coach.patch(`/api/packages/${chosen.id}`, edit({ startDate: daysFromToday(3) })),
    )
    expect(kept.money.dueDate).toBe(daysFromToday(9))
  })
})

describe('overdue in the coach time zone', () => {
  it('the same due date is overdue for a coach already on the next day', async () => {
    // UTC−11 and UTC+14 are always on different calendar days
    const behind = 'Pacific/Pago_Pago'
    const ahead = 'Pacific/Kiritimati'
    const due = todayIn(behind)
    const statuses: Record<string, unknown> = {}
    for (const zone of [behind, ahead]) {
      const c = await t.ctx.coach()
      await t.ctx.database.db
        .update(profiles)
        .set({ timezone: zone })
        .where(eq(profiles.userId, c.userId))
      const ck = kit(c.client)
      const s = await ck.student(`Zona ${zone}`)
      await ck.pkg(s.id, { priceCents: 3_000, startDate: due, paymentDate: due, dueDate: due })
      const list = await json(await c.client.get(`/api/students/${s.id}/packages`))
      statuses[zone] = list[0]!.money.paymentStatus
      const detail = await json(await c.client.get(`/api/students/${s.id}`))
      expect(detail.balanceDueCents).toBe(3_000)
      expect(detail.overdueCents).toBe(zone === ahead ? 3_000 : 0)
    }
    expect(statuses).toEqual({ [behind]: 'pending', [ahead]: 'overdue' })
  })
})

describe('what students owe (issue 13 item 2)', () => {
  it('shows balances on the student, filters the list by payment=pending, sums the dashboard', async () => {
    const c = await t.ctx.coach()
    const ck = kit(c.client)
    const owes = await ck.student('Amanda Deve')
    const paid = await ck.student('Bia Quitada')
    const none = await ck.student('Caio Sem Pacote')
    // Amanda: one overdue (5.000 left of 8.000) and one pending (10.000) package
    const late = await ck.pkg(owes.id, {
      priceCents: 8_000,
      startDate: daysFromToday(-10),
      dueDate: daysFromToday(-10),
    })
    expect(
      (
        await c.client.post(`/api/packages/${late.id}/payments`, {
          amountCents: 3_000,
          paidOn: today(),
          method: 'dinheiro',
        })
      ).status,
    ).toBe(201)
    await ck.pkg(owes.id, { priceCents: 10_000, dueDate: daysFromToday(5) })
    await ck.pkg(paid.id, { priceCents: 9_000, payment: { method: 'pix' } })

    const detail = await json(await c.client.get(`/api/students/${owes.id}`))
    expect(detail).toMatchObject({ balanceDueCents: 15_000, overdueCents: 5_000 })
    expect(await json(await c.client.get(`/api/students/${paid.id}`))).toMatchObject({
      balanceDueCents: 0,
      overdueCents: 0,
    })

    const all = await json(await c.client.get('/api/students'))
    const byName = Object.fromEntries(
      all.items.map((s: { name: string; balanceDueCents: number }) => [s.name, s.balanceDueCents]),
    )
    expect(byName).toEqual({ 'Amanda Deve': 15_000, 'Bia Quitada': 0, 'Caio Sem Pacote': 0 })
    const pending = await json(await c.client.get('/api/students?payment=pending'))
    expect(pending.items.map((s: { id: string }) => s.id)).toEqual([owes.id])
    expect(pending.total).toBe(1)
    expect(pending.unfilteredTotal).toBe(3)
    expect((await c.client.get('/api/students?payment=paid')).status).toBe(400)
    expect(none.id).toBeTruthy()

    const dashboard = await json(await c.client.get('/api/dashboard'))
    expect(dashboard.receivable).toEqual({ dueCents: 15_000, overdueCount: 1, overdueCents: 5_000 })
  })
})
