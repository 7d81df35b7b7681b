import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import {
  createTestContext,
  errorBody,
  json,
  type TestContext,
} from '../../../../tests/helpers/test-app'

/**
 * Issue 15: the coach's time zone decides 'today' and what is overdue; the coach's currency and
 * language write the amounts of the server's texts; Pix only charges in reais.
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())
afterEach(() => {
  vi.useRealTimers()
})

async function coachWith(settings: Record<string, string>) {
  const c = await ctx.coach()
  const res = await c.client.patch('/api/profile', settings)
  expect(res.status, await res.clone().text()).toBe(200)
  return { ...c, k: kit(c.client) }
}

describe("'today' follows the coach's time zone", () => {
  it('at 01:00 UTC a coach in Tokyo is already on the 25th, one in São Paulo still on the 24th', async () => {
    const zones = ['America/Sao_Paulo', 'Asia/Tokyo'] as const
    const seen: Record<string, unknown> = {}
    for (const timezone of zones) {
      const c = await coachWith({ timezone })
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T01:00:00Z') })
      const s = await c.k.student(`Aluna ${timezone}`)
      // 14:00Z: the 24th in both zones (11:00 in São Paulo, 23:00 in Tokyo)
      await c.k.session([s.id], { date: '2026-11-24T14:00:00Z' })
      // 16:00Z: the 24th in São Paulo (13:00), the 25th in Tokyo (01:00)
      await c.k.session([s.id], { date: '2026-11-24T16:00:00Z' })
      // due on the 24th and unpaid: overdue only where the 24th is over
      await c.k.pkg(s.id, {
        priceCents: 5_000,
        startDate: '2026-11-24',
        paymentDate: '2026-11-24',
        dueDate: '2026-11-24',
      })
      const dashboard = await json(await c.client.get('/api/dashboard'))
      seen[timezone] = {
        todaysSessions: dashboard.todaysSessions,
        overdueCount: dashboard.receivable.overdueCount,
      }
      vi.useRealTimers()
    }
    expect(seen).toEqual({
      'America/Sao_Paulo': { todaysSessions: 2, overdueCount: 0 },
      'Asia/Tokyo': { todaysSessions: 1, overdueCount: 1 },
    })
  })
})

describe("amounts in the coach's currency", () => {
  it('a refusal over the balance says $200.00 to an English coach paid in dollars', async () => {
    const c = await coachWith({ language: 'en', currency: 'USD' })
    const s = await c.k.student('Amy Dollar')
    const p = await c.k.pkg(s.id, { priceCents: 20_000 })
    const res = await c.client.post(`/api/packages/${p.id}/payments`, {
      amountCents: 20_001,
      paidOn: p.purchaseDate,
      method: 'dinheiro',
    })
    expect(res.status).toBe(409)
    expect((await errorBody(res)).error.message).toBe(
      'O valor é maior que o saldo devedor ($200.00)',
    )
    const tooMuch = await c.client.post('/api/packages', {
      studentId: s.id,
      totalClasses: 4,
      priceCents: 10_000,
      startDate: p.purchaseDate,
      paymentDate: p.purchaseDate,
      validityDays: 30,
      payment: { method: 'dinheiro', amountCents: 12_000 },
    })
    expect(tooMuch.status).toBe(409)
    expect((await errorBody(tooMuch)).error.message).toContain('($100.00)')
  })

  it('euros for a Brazilian coach keep the decimal comma', async () => {
    const c = await coachWith({ currency: 'EUR' })
    const s = await c.k.student('Eva Euro')
    const p = await c.k.pkg(s.id, { priceCents: 123_456 })
    const res = await c.client.post(`/api/packages/${p.id}/payments`, {
      amountCents: 200_000,
      paidOn: p.purchaseDate,
      method: 'dinheiro',
    })
    expect((await errorBody(res)).error.message.replace(/\u00a0/g, ' ')).toBe(
      'O valor é maior que o saldo devedor (€ 1.234,56)',
    )
  })

  it('the CSV of an English coach: English headers, commas between cells, a decimal point, ISO months', async () => {
    const c = await coachWith({ language: 'en', currency: 'USD' })
    const s = await c.k.student('Carl Csv')
    const p = await c.k.pkg(s.id, { priceCents: 123_450 })
    const month = p.purchaseDate.slice(0, 7)
    const res = await c.client.get(`/api/reports/revenue.csv?from=${month}-01&to=${p.purchaseDate}`)
    expect(res.status).toBe(200)
    const text = (await res.text()).replace(/^\uFEFF/, '')
    expect(text).toBe(
      [
        'Month,Sold ($),Received ($),Status',
        `${month},1234.50,0.00,In progress`,
        'Total,1234.50,0.00,',
        '',
      ].join('\r\n'),
    )
    // the packages export: headers, the generated package name and the payment status
    const packages = await c.client.get(
      `/api/exports/packages.csv?from=${month}-01&to=${p.purchaseDate}`,
    )
    expect(packages.status).toBe(200)
    const lines = (await packages.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'Purchase date,Student,Package,Classes,Classes left,Amount ($),Paid ($),Balance ($),Payment due,Expires,Payment status',
    )
    expect(lines[1]).toContain('Carl Csv')
    expect(lines[1]).not.toMatch(/Pacote|Pago|Pendente|Atrasado|Parcial/)
  })
})

describe('Pix charges in reais only', () => {
  /** A coach with these settings and a Pix key, and a package of hers of this price. */
  async function pixPackage(settings: Record<string, string>, priceCents: number) {
    const c = await coachWith(settings)
    const key = {
      keyType: 'phone',
      key: '(11) 98765-4321',
      name: 'Zé da Quadra',
      city: 'Santos',
    } as const
    expect((await c.client.put('/api/profile/pix', key)).status).toBe(200)
    const s = await c.k.student(`Aluna ${priceCents}`)
    return { c, p: await c.k.pkg(s.id, { priceCents }) }
  }

  it('refuses a charge with a clear message when the currency is not BRL', async () => {
    const { c, p } = await pixPackage({ currency: 'BRL' }, 15_000)
    expect((await c.client.get(`/api/packages/${p.id}/pix`)).status).toBe(200)
    expect((await c.client.patch('/api/profile', { currency: 'USD' })).status).toBe(200)
    const res = await c.client.get(`/api/packages/${p.id}/pix`)
    expect(res.status).toBe(409)
    expect((await errorBody(res)).error).toMatchObject({
      code: 'PIX_NEEDS_BRL',
      message: 'O Pix cobra só em reais: escolha a moeda BRL no perfil para usá-lo',
    })
  })

  it("writes the Pix message in the student's language: English for an English-speaking student", async () => {
    // a coach in New York: her students read English, and the amount is written their way
    const { c, p } = await pixPackage({ language: 'en', timezone: 'America/New_York' }, 123_456)
    const charge = await json(await c.client.get(`/api/packages/${p.id}/pix`))
    expect(charge.message).toContain('R$1,234.56')
    expect(charge.message).toMatch(/^Hi Aluna!/)
    // a coach reading the app in English in São Paulo: her students read Portuguese
    const br = await pixPackage({ language: 'en' }, 123_456)
    const pt = await json(await br.c.client.get(`/api/packages/${br.p.id}/pix`))
    expect(pt.message.replace(/\u00a0/g, ' ')).toContain('Segue o Pix de R$ 1.234,56')
  })
})
