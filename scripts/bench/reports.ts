import { sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { addDaysIso } from '../../src/shared/domain/dates'

/**
 * The reports' side of `npm run bench` (Performance): a coach with `days` days of
 * history — `students` students (one in ten inactive), `classes` classes of 1–4 students with
 * their feedbacks, `packagesPerDay` packages of 10 classes a day (those of the last 45 days still
 * active, half used) and their payments (one per package; every fifth in two parts, R$ 10,00 two
 * weeks later). Packages are laid out day by day from today backwards (package k on day
 * (k − 1) / packagesPerDay), so two coaches with the same density have exactly the same packages
 * and payments in any recent window their periods both cover (the reports' 30 days need 44 days:
 * a second part lands two weeks after the purchase). Set-based inserts, like seed-bulk.ts; the ledger has the
 * purchases and the credits used (as package edits), the classes have no package (flagged).
 */
export async function seedReportsCoach(
  db: Db,
  userId: string,
  shape: { students: number; classes: number; packagesPerDay: number; days: number },
) {
  const { students, classes, packagesPerDay, days } = shape
  const packages = packagesPerDay * days
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO students (user_id, name, email, phone, gender, type, classe, status, created_at)
      SELECT ${userId}, 'Aluno ' || lpad(i::text, 5, '0') || ' ' || (ARRAY['Silva','Souza','Costa','Lima','Alves','Rocha'])[1 + i % 6],
        NULL, '55119' || lpad((20000000 + i)::text, 8, '0'),
        CASE WHEN i % 2 = 0 THEN 'female' ELSE 'male' END, 'fixed', '4-classe',
        CASE WHEN i % 10 = 0 THEN 'inactive' ELSE 'active' END,
        now() - ((i::float / ${students}) * ${days} + 1) * interval '1 day'
      FROM generate_series(1, ${students}) i`)
    await tx.execute(sql`
      CREATE TEMP TABLE rep_st ON COMMIT DROP AS
      SELECT id, row_number() OVER (ORDER BY id) AS m FROM students
      WHERE user_id = ${userId} AND status = 'active'`)
    await tx.execute(sql`
      CREATE TEMP TABLE rep_cls ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, i,
        date_trunc('minute', now() - interval '1 hour' - (i::float / ${classes}) * (${days} * interval '1 day')) AS date
      FROM generate_series(1, ${classes}) i`)
    await tx.execute(sql`
      INSERT INTO class_sessions (id, user_id, date, teacher, created_at)
      SELECT id, ${userId}, date, 'Treinador Bench', date + interval '1 hour' FROM rep_cls`)
    await tx.execute(sql`
      CREATE TEMP TABLE rep_part ON COMMIT DROP AS
      SELECT c.id AS session_id, st.id AS student_id, c.date, c.i, j
      FROM rep_cls c CROSS JOIN generate_series(0, 3) j
      JOIN rep_st st ON st.m = ((c.i * 7 + j * 131) % (SELECT count(*) FROM rep_st)) + 1
      WHERE j <= c.i % 4`)
    await tx.execute(sql`
      INSERT INTO session_feedbacks (user_id, session_id, student_id, class_date, rating, notes, tags)
      SELECT ${userId}, session_id, student_id, date, 1 + (i + j) % 5, '', ARRAY[]::text[] FROM rep_part`)
    await tx.execute(sql`
      INSERT INTO session_package_assignments (user_id, session_id, student_id, package_id, assigned_at)
      SELECT ${userId}, session_id, student_id, NULL, date FROM rep_part`)
    await tx.execute(sql`
      CREATE TEMP TABLE rep_pkg ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, k, st.id AS student_id,
        (current_date - (k - 1) / ${packagesPerDay}) AS bought,
        30000 + (k % 5) * 5000 AS price
      FROM generate_series(1, ${packages}) k
      JOIN rep_st st ON st.m = ((k * 17) % (SELECT count(*) FROM rep_st)) + 1`)
    await tx.execute(sql`
      INSERT INTO packages (id, user_id, student_id, name, total_classes, remaining_classes, price_cents,
        purchase_date, payment_date, expiry_date, due_date)
      SELECT id, ${userId}, student_id, 'Pacote de 10 aulas', 10,
        CASE WHEN bought >= current_date - 45 THEN 5 ELSE 0 END, price, bought, bought, bought + 60, bought
      FROM rep_pkg`)
    await tx.execute(sql`
      INSERT INTO credit_movements (user_id, package_id, student_id, delta, reason, created_at)
      SELECT ${userId}, id, student_id, 10, 'purchase', bought FROM rep_pkg`)
    await tx.execute(sql`
      INSERT INTO credit_movements (user_id, package_id, student_id, delta, reason, created_at)
      SELECT ${userId}, id, student_id, CASE WHEN bought >= current_date - 45 THEN -5 ELSE -10 END,
        'package_edit', bought + 1
      FROM rep_pkg`)
    // one payment per package; every fifth in two parts: all but R$ 10,00 on the day, R$ 10,00
    // two weeks later
    await tx.execute(sql`
      INSERT INTO payments (user_id, package_id, student_id, amount_cents, paid_on, method)
      SELECT ${userId}, id, student_id,
        CASE WHEN k % 5 = 0 THEN price - 1000 ELSE price END,
        bought, (ARRAY['pix','dinheiro','cartao','transferencia','outro'])[1 + k % 5]
      FROM rep_pkg`)
    await tx.execute(sql`
      INSERT INTO payments (user_id, package_id, student_id, amount_cents, paid_on, method)
      SELECT ${userId}, id, student_id, 1000, least(bought + 14, current_date),
        (ARRAY['pix','dinheiro','cartao','transferencia','outro'])[1 + (k + 2) % 5]
      FROM rep_pkg
      WHERE k % 5 = 0`)
    await tx.execute(sql`
      INSERT INTO coach_counters (user_id, shard, sessions, rating_sum, rating_count)
      SELECT ${userId}, 0, ${classes}, coalesce(sum(1 + (i + j) % 5), 0), count(*) FROM rep_part
      ON CONFLICT (user_id, shard) DO UPDATE SET
        sessions = coach_counters.sessions + EXCLUDED.sessions,
        rating_sum = coach_counters.rating_sum + EXCLUDED.rating_sum,
        rating_count = coach_counters.rating_count + EXCLUDED.rating_count`)
  })
}

/**
 * The five years of the issue (2,000 students, 50,000 classes, 9,125 packages, 10,950 payments),
 * and two months at the same density: the shortest history whose last 30 days hold the same
 * packages and payments (see seedReportsCoach).
 */
export const REPORT_COACHES = {
  years: { students: 2_000, classes: 50_000, packagesPerDay: 5, days: 1_825 },
  months: {
    students: 2_000,
    classes: Math.round((50_000 * 60) / 1_825),
    packagesPerDay: 5,
    days: 60,
  },
} as const

/** What is timed for both coaches: every report (and the two exports) over the last 30 days. */
export function reportReads(today: string): [string, string][] {
  const period = `from=${addDaysIso(today, -29)}&to=${today}`
  return [
    ['revenue', `/api/reports/revenue?${period}`],
    ['activity', `/api/reports/activity?${period}`],
    ['at-risk, first page', '/api/reports/at-risk?page=1'],
    ['liability', '/api/reports/liability'],
    ['payment methods', `/api/reports/payment-methods?${period}`],
    ['export: payments', `/api/exports/payments.csv?${period}`],
    ['export: packages', `/api/exports/packages.csv?${period}`],
  ]
}
