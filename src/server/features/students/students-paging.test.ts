import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { coachSuite, kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import { json } from '../../../../tests/helpers/test-app'
import type { Db } from '../../db/client'
import { col, rawRows } from '../../lib/sql'

/**
 * Issue 16: the list pages in SQL and computes credits, balance due and alerts for the page's
 * rows only, and counts only when the page cannot tell the total. Every page, at every page
 * size, with every filter, must still show what one pass over all the students would.
 */
async function paidMatchesPayments(db: Db) {
  // the trigger of migration 0017: packages.paid_cents is always the sum of the payments
  const [wrong] = await rawRows(
    db,
    z.object({ n: col.number }),
    sql`SELECT count(*)::int AS n FROM packages p WHERE p.paid_cents
      <> coalesce((SELECT sum(amount_cents) FROM payments x WHERE x.package_id = p.id), 0)`,
  )
  expect(wrong!.n).toBe(0)
}

const t = coachSuite(paidMatchesPayments)

type Expected = {
  name: string
  credits: number
  balance: number
  active: boolean
  alert: boolean
}
const expected: Expected[] = []
const ids = new Map<string, string>()

beforeAll(async () => {
  const { k, coach } = t
  const add = async (name: string) => {
    const s = await k.student(`Paginado ${name}`)
    ids.set(name, s.id)
    return s.id
  }
  // A: paid in full with the package
  const a = await add('A')
  await k.pkg(a, { payment: { method: 'pix' } })
  // B: owes the whole package
  const b = await add('B')
  await k.pkg(b)
  // C: 4,000 of 10,000 paid, and a 5,000 package bought 10 days ago unpaid (overdue)
  const c = await add('C')
  await k.pkg(c, { priceCents: 10_000, payment: { method: 'pix', amountCents: 4_000 } })
  await k.pkg(c, {
    priceCents: 5_000,
    startDate: daysFromToday(-10),
    paymentDate: daysFromToday(-10),
    dueDate: daysFromToday(-10),
  })
  // D: no package, one class without package (an open alert)
  const d = await add('D')
  await k.session([d], { feedbacks: [{ studentId: d, rating: 4 }] })
  // E: a free package
  const e = await add('E')
  await k.pkg(e, { priceCents: 0 })
  // F: paid by a payment, then the payment removed: owes again
  const f = await add('F')
  const fp = await k.pkg(f)
  const paid = await coach.post(`/api/packages/${fp.id}/payments`, {
    amountCents: 20_000,
    paidOn: today(),
    method: 'pix',
  })
  expect(paid.status, await paid.clone().text()).toBe(201)
  const removed = await coach.delete(`/api/payments/${(await json(paid)).id}`)
  expect(removed.status).toBe(204)
  // G: inactive, owes 30,000
  const g = await add('G')
  await k.pkg(g, { priceCents: 30_000, totalClasses: 2 })
  const inactive = await coach.patch(`/api/students/${g}`, {
    name: 'Paginado G',
    phone: '11987650000',
    gender: 'female',
    type: 'fixed',
    classe: '4-classe',
    status: 'inactive',
  })
  expect(inactive.status, await inactive.clone().text()).toBe(200)
  // D's class took no credit: credits are those of the packages
  expected.push(
    { name: 'A', credits: 4, balance: 0, active: true, alert: false },
    { name: 'B', credits: 4, balance: 20_000, active: true, alert: false },
    { name: 'C', credits: 8, balance: 11_000, active: true, alert: false },
    { name: 'D', credits: 0, balance: 0, active: true, alert: true },
    { name: 'E', credits: 4, balance: 0, active: true, alert: false },
    { name: 'F', credits: 4, balance: 20_000, active: true, alert: false },
    { name: 'G', credits: 2, balance: 30_000, active: false, alert: false },
  )
})

const FILTERS: [string, string, (s: Expected) => boolean][] = [
  ['no filter', '', () => true],
  ["'Pagamento pendente'", 'payment=pending', (s) => s.balance > 0],
  ['no credits', 'creditsZero=true', (s) => s.credits === 0],
  ['a search', 'q=paginado', () => true],
  ['active', 'status=active', (s) => s.active],
  ['owing and active', 'payment=pending&status=active', (s) => s.balance > 0 && s.active],
]

describe('every page of the students list', () => {
  for (const [label, query, keep] of FILTERS) {
    it(`${label}: credits, balance, alerts and totals right at every page boundary`, async () => {
      const want = expected.filter(keep)
      for (const pageSize of [1, 2, 3, 7]) {
        const seen: Expected[] = []
        const pages = Math.ceil(want.length / pageSize)
        // one page past the last: empty, with the real totals
        for (let page = 1; page <= pages + 1; page++) {
          const res = await t.coach.get(`/api/students?${query}&page=${page}&pageSize=${pageSize}`)
          expect(res.status).toBe(200)
          const body = await json(res)
          const where = `${label}, size ${pageSize}, page ${page}`
          expect(body.total, where).toBe(want.length)
          expect(body.unfilteredTotal, where).toBe(expected.length)
          expect(body.items.length, where).toBe(
            Math.max(0, Math.min(pageSize, want.length - (page - 1) * pageSize)),
          )
          for (const item of body.items) {
            seen.push({
              name: item.name.replace('Paginado ', ''),
              credits: item.credits,
              balance: item.balanceDueCents,
              active: item.status === 'active',
              alert: item.hasOpenAlert,
            })
            expect(item.openAlerts!.length > 0, where).toBe(item.hasOpenAlert)
          }
        }
        expect(seen, `${label}, size ${pageSize}`).toEqual(want)
      }
    })
  }
})

describe('the dashboard from the packages with a balance due', () => {
  it("'A receber' sums the balances (inactive students too) and the overdue part", async () => {
    const body = await json(await t.coach.get('/api/dashboard'))
    expect(body.receivable).toEqual({ dueCents: 81_000, overdueCount: 1, overdueCents: 5_000 })
    // the 4 newest students, with the list's credits and balance
    expect(
      body.recentStudents.map((s: { name: string; credits: number; balanceDueCents: number }) => [
        s.name,
        s.credits,
        s.balanceDueCents,
      ]),
    ).toEqual([
      ['Paginado G', 2, 30_000],
      ['Paginado F', 4, 20_000],
      ['Paginado E', 4, 0],
      ['Paginado D', 0, 0],
    ])
  })

  it('the cached paid sum follows every payment write (record, remove, package edit)', async () => {
    const b = ids.get('B')!
    const [pkg] = await t.k.packages(b)
    const first = await t.coach.post(`/api/packages/${pkg!.id}/payments`, {
      amountCents: 5_000,
      paidOn: today(),
      method: 'dinheiro',
    })
    expect(first.status).toBe(201)
    await paidMatchesPayments(t.ctx.database.db)
    const list = await json(await t.coach.get('/api/students?q=paginado%20b'))
    expect(list.items[0]!.balanceDueCents).toBe(15_000)
    const gone = await t.coach.delete(`/api/payments/${(await json(first)).id}`)
    expect(gone.status).toBe(204)
    await paidMatchesPayments(t.ctx.database.db)
    const again = await json(await t.coach.get('/api/students?q=paginado%20b'))
    expect(again.items[0]!.balanceDueCents).toBe(20_000)
  })
})

describe("'Pagamento pendente' read from the packages owed (issue 16)", () => {
  it('pages the owing students in the order of names (ties by id), with the totals, at every page size', async () => {
    // a coach of its own: tied names, owing or not, one owing two packages, interleaved
    const client = (await t.ctx.coach()).client
    const other = kit(client)
    const owing = new Set<string>()
    for (const [name, owes, packages] of [
      ['Empate', true, 1],
      ['Empate', false, 1],
      ['Empate', true, 2],
      ['Antes', true, 1],
      ['Empate', true, 1],
      ['Depois', false, 0],
      ['Empate', false, 1],
      ['Zé', true, 1],
    ] as const) {
      const s = await other.student(name)
      for (let i = 0; i < packages; i++) {
        await other.pkg(s.id, owes ? {} : { payment: { method: 'pix' } })
      }
      if (owes) owing.add(s.id)
    }
    // the unfiltered list (the index of names) says the order; the filter keeps the owing
    const all = await json(await client.get('/api/students?pageSize=100'))
    const want = (all.items as { id: string; balanceDueCents: number }[])
      .filter((s) => owing.has(s.id))
      .map((s) => s.id)
    expect(want.length).toBe(5)
    for (const pageSize of [1, 2, 3, 16]) {
      const seen: string[] = []
      for (let page = 1; page <= Math.ceil(want.length / pageSize) + 1; page++) {
        const body = await json(
          await client.get(`/api/students?payment=pending&page=${page}&pageSize=${pageSize}`),
        )
        const where = `size ${pageSize}, page ${page}`
        expect(body.total, where).toBe(5)
        expect(body.unfilteredTotal, where).toBe(8)
        for (const item of body.items) {
          expect(item.balanceDueCents, where).toBeGreaterThan(0)
          seen.push(item.id)
        }
      }
      expect(seen, `size ${pageSize}`).toEqual(want)
    }
  })
})
