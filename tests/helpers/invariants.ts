import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { type Db, queryRows } from '../../src/server/db/client'

/** Every package's remaining_classes equals the sum of its ledger movements, within 0..total. */
export async function expectLedgerBalanced(db: Db) {
  const broken = await queryRows<{ id: string; remaining: number; ledger: number }>(
    db,
    sql`SELECT p.id, p.remaining_classes AS remaining, coalesce(m.total, 0)::int AS ledger
        FROM packages p
        LEFT JOIN (SELECT package_id, sum(delta) AS total FROM credit_movements GROUP BY package_id) m
          ON m.package_id = p.id
        WHERE p.remaining_classes <> coalesce(m.total, 0)
           OR p.remaining_classes < 0 OR p.remaining_classes > p.total_classes`,
  )
  expect(broken, 'packages whose balance differs from their ledger').toEqual([])
}

export async function ledgerOf(db: Db, packageId: string) {
  return queryRows<{ delta: number; reason: string; session_id: string | null }>(
    db,
    sql`SELECT delta, reason, session_id FROM credit_movements WHERE package_id = ${packageId} ORDER BY created_at, id`,
  )
}
