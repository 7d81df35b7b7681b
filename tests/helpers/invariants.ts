import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../../src/server/db/client'
import { queryRows } from './test-db'

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

/**
 * Credits used by each package equal the class places assigned to it plus the attendance
 * outcomes charged to it (late cancellations, no-shows) — none lost, none twice.
 */
export async function expectCreditsMatchAssignments(db: Db) {
  const broken = await queryRows<{ id: string; used: number; assigned: number }>(
    db,
    sql`SELECT p.id, (p.total_classes - p.remaining_classes)::int AS used,
          ((SELECT count(*) FROM session_package_assignments a WHERE a.package_id = p.id)
           + (SELECT count(*) FROM lesson_students ls WHERE ls.charged_package_id = p.id))::int AS assigned
        FROM packages p
        WHERE (p.total_classes - p.remaining_classes)
          <> (SELECT count(*) FROM session_package_assignments a WHERE a.package_id = p.id)
           + (SELECT count(*) FROM lesson_students ls WHERE ls.charged_package_id = p.id)`,
  )
  expect(broken, 'packages whose used credits differ from their assigned classes').toEqual([])
}

/** At most one open alert per student and type. */
export async function expectOneOpenAlertPerType(db: Db) {
  const dupes = await queryRows<{ student_id: string; type: string }>(
    db,
    sql`SELECT student_id, type FROM alerts WHERE NOT resolved GROUP BY 1, 2 HAVING count(*) > 1`,
  )
  expect(dupes).toEqual([])
}

/**
 * The coaches' running totals equal what they count, and every feedback's copy of its class's
 * date (session_feedbacks.class_date, the progress report's index) equals the class's date.
 */
export async function expectCountersMatch(db: Db) {
  const stale = await queryRows<{ id: string }>(
    db,
    sql`SELECT f.id FROM session_feedbacks f JOIN class_sessions c ON c.id = f.session_id
        WHERE f.class_date <> c.date`,
  )
  expect(stale, "feedbacks whose class_date differs from their class's date").toEqual([])
  const broken = await queryRows<{ user_id: string }>(
    db,
    sql`SELECT u.id AS user_id FROM "user" u
        WHERE coalesce((SELECT sum(sessions) FROM coach_counters c WHERE c.user_id = u.id), 0)
                <> (SELECT count(*) FROM class_sessions s WHERE s.user_id = u.id)
           OR coalesce((SELECT sum(rating_sum) FROM coach_counters c WHERE c.user_id = u.id), 0)
                <> coalesce((SELECT sum(rating) FROM session_feedbacks f WHERE f.user_id = u.id), 0)
           OR coalesce((SELECT sum(rating_count) FROM coach_counters c WHERE c.user_id = u.id), 0)
                <> (SELECT count(*) FROM session_feedbacks f WHERE f.user_id = u.id)`,
  )
  expect(broken, 'coaches whose running totals differ from their data').toEqual([])
}

/**
 * No package's payments sum above its price (decision 0014), and what every reader takes as
 * paid — packages.paid_cents, kept by the payments' trigger — is the sum of its payments.
 */
export async function expectPaymentsWithinPrice(db: Db) {
  const stale = await queryRows<{ id: string; paid_cents: number; payments: number }>(
    db,
    sql`SELECT p.id, p.paid_cents, coalesce(sum(x.amount_cents), 0)::int AS payments
        FROM packages p LEFT JOIN payments x ON x.package_id = p.id
        GROUP BY p.id, p.paid_cents
        HAVING p.paid_cents <> coalesce(sum(x.amount_cents), 0)`,
  )
  expect(stale, 'packages whose paid_cents differs from their payments').toEqual([])
  const broken = await queryRows<{ id: string; price: number; paid: number }>(
    db,
    sql`SELECT p.id, p.price_cents AS price, sum(x.amount_cents)::int AS paid
        FROM packages p JOIN payments x ON x.package_id = p.id
        GROUP BY p.id, p.price_cents
        HAVING sum(x.amount_cents) > p.price_cents`,
  )
  expect(broken, 'packages paid above their price').toEqual([])
}
