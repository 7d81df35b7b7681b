import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { coachSuite } from '../../../../tests/helpers/coach-kit'
import { today } from '../../../../tests/helpers/dates'
import {
  expectLedgerBalanced,
  expectPaymentsWithinPrice,
} from '../../../../tests/helpers/invariants'
import { json } from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'

/**
 * Payments under concurrency (decision 0014 lock order: the student, then the
 * package). On PostgreSQL the requests really race; PGlite runs transactions one at a time, so
 * there the same rules are checked sequentially.
 */
const t = coachSuite(expectPaymentsWithinPrice, expectLedgerBalanced)

const pay = (packageId: string, amountCents: number) =>
  t.coach.post(`/api/packages/${packageId}/payments`, {
    amountCents,
    paidOn: today(),
    method: 'pix',
  })

async function paidOf(packageId: string) {
  const [row] = await queryRows<{ paid: number; n: number }>(
    t.ctx.database.db,
    sql`SELECT coalesce(sum(amount_cents), 0)::int AS paid, count(*)::int AS n
        FROM payments WHERE package_id = ${packageId}`,
  )
  return row!
}

describe('50 concurrent payments of a part of the balance', () => {
  it('accept exactly what the price allows; the sum never exceeds it', async () => {
    const s = await t.k.student('Corrida Pagamentos')
    const p = await t.k.pkg(s.id, { priceCents: 70_000 })
    const results = await Promise.all(Array.from({ length: 50 }, () => pay(p.id, 10_000)))
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((x) => x === 201)).toHaveLength(7)
    expect(statuses.filter((x) => x === 409)).toHaveLength(43)
    expect(await paidOf(p.id)).toEqual({ paid: 70_000, n: 7 })
    await expectPaymentsWithinPrice(t.ctx.database.db)
  })

  it('uneven amounts racing with removals and price edits keep every package within its price', async () => {
    const s = await t.k.student('Corrida Mista')
    const a = await t.k.pkg(s.id, { priceCents: 30_000 })
    const b = await t.k.pkg(s.id, { priceCents: 25_000 })
    const seeded = await json(await pay(a.id, 5_000))
    const requests = Array.from({ length: 40 }, (_, i) => {
      if (i === 10) return t.coach.delete(`/api/payments/${seeded.id}`)
      if (i === 20) {
        return t.coach.patch(`/api/packages/${b.id}`, {
          totalClasses: 4,
          priceCents: 12_000,
          startDate: today(),
          paymentDate: today(),
          validityDays: 30,
        })
      }
      return pay(i % 2 ? a.id : b.id, 1_000 + (i % 7) * 1_500)
    })
    const results = await Promise.all(requests)
    for (const r of results) expect([200, 201, 204, 409]).toContain(r.status)
    const [pa, pb] = [await paidOf(a.id), await paidOf(b.id)]
    expect(pa.paid).toBeLessThanOrEqual(30_000)
    const price = (await t.k.packages(s.id)).find((x) => x.id === b.id) as unknown as {
      priceCents: number
    }
    expect(pb.paid).toBeLessThanOrEqual(price.priceCents)
    await expectPaymentsWithinPrice(t.ctx.database.db)
  })
})
