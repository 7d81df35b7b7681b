import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../../tests/helpers/test-app'
import { queryRows } from '../../../tests/helpers/test-db'
import { balanceCents, paymentStatus } from '../../shared/domain/payment-status'
import { balanceSql, paymentStatusSql } from './money-sql'

/** The SQL status rule (lists, aggregates) and the TypeScript one (DTOs) agree, case by case. */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

const today = '2026-03-10'
const prices = [0, 1, 5_000, 10_000]
const paids = [0, 1, 4_999, 5_000, 10_000, 12_000]
const dues = ['2026-01-01', '2026-03-09', '2026-03-10', '2026-03-11', '2027-01-01']
const cases = prices.flatMap((price) =>
  paids.flatMap((paid) => dues.map((due) => ({ price, paid, due }))),
)

describe('paymentStatusSql = paymentStatus', () => {
  it(`agrees on ${cases.length} combinations of price, paid and due date`, async () => {
    const values = sql.join(
      cases.map((c, i) => sql`(${i}::int, ${c.price}::int, ${c.paid}::int, ${c.due}::date)`),
      sql`, `,
    )
    const rows = await queryRows<{ i: number; status: string; balance: number }>(
      ctx.database.db,
      sql`SELECT v.i, ${paymentStatusSql(
        { price: sql`v.price`, paid: sql`v.paid`, dueDate: sql`v.due` },
        today,
      )} AS status, ${balanceSql(sql`v.price`, sql`v.paid`)}::int AS balance
          FROM (VALUES ${values}) AS v(i, price, paid, due) ORDER BY v.i`,
    )
    expect(rows).toHaveLength(cases.length)
    for (const row of rows) {
      const c = cases[row.i]!
      const pkg = { priceCents: c.price, paidCents: c.paid, dueDate: c.due }
      expect({ ...c, status: row.status, balance: Number(row.balance) }).toEqual({
        ...c,
        status: paymentStatus(pkg, today),
        balance: balanceCents(pkg),
      })
    }
    // every status appears, so the comparison covers each branch
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['paid', 'partial', 'pending', 'overdue']),
    )
  })
})
