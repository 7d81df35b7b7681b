import { sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'

/**
 * The progress report's side of `npm run bench` (Performance): one student of a coach
 * with `classes` classes spread evenly over the last `days` days (one class a lesson of the
 * agenda missed with notice every 10 classes), rated 1–5 with one or two focus tags and a note
 * every third class, and an active package of 20 classes bought 10 days ago. With `recent`, the
 * first `recent.classes` of them are spread over the last `recent.days` days and the others from
 * `recent.olderFrom` days ago to `days` ago: two students with the same `recent` have the same
 * classes in a report's period and the period before, whatever their history. Consistent with the
 * invariants (the package's purchase in the ledger; the classes, with no credit left when they
 * happened, flagged without package; the running totals).
 */
export async function seedProgressStudent(
  db: Db,
  userId: string,
  {
    name,
    classes,
    days,
    recent = { classes, days, olderFrom: days },
  }: {
    name: string
    classes: number
    days: number
    recent?: { classes: number; days: number; olderFrom: number }
  },
): Promise<string> {
  const older = Math.max(1, classes - recent.classes)
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      INSERT INTO students (user_id, name, email, phone, gender, type, classe, status)
      VALUES (${userId}, ${name}, NULL, '5511' || lpad((floor(random() * 1e9))::bigint::text, 9, '9'),
        'female', 'fixed', '4-classe', 'active')
      RETURNING id`)) as unknown as { rows: { id: string }[] }
    const studentId = result.rows[0]!.id
    await tx.execute(sql`
      CREATE TEMP TABLE bench_progress ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, i,
        date_trunc('minute', now() - interval '2 hours' - CASE WHEN i < ${recent.classes}::int
          THEN (i::float / ${recent.classes}::int) * (${recent.days}::int * interval '1 day')
          ELSE (${recent.olderFrom}::int + ((i - ${recent.classes}::int)::float / ${older}::int)
            * (${days}::int - ${recent.olderFrom}::int)) * interval '1 day'
          END) AS date
      FROM generate_series(0, ${classes - 1}) i`)
    await tx.execute(sql`
      INSERT INTO class_sessions (id, user_id, date, teacher, created_at)
      SELECT id, ${userId}, date, 'Treinador Bench', date + interval '1 hour' FROM bench_progress`)
    await tx.execute(sql`
      INSERT INTO session_feedbacks (user_id, session_id, student_id, class_date, rating, notes, tags)
      SELECT ${userId}, id, ${studentId}, date, 1 + (i * 7) % 5,
        CASE WHEN i % 3 = 0 THEN 'Evolução no ' || (ARRAY['saque','backhand','voleio'])[1 + i % 3] ELSE '' END,
        CASE i % 4 WHEN 0 THEN ARRAY['Saque'] WHEN 1 THEN ARRAY['Backhand','Forehand']
          WHEN 2 THEN ARRAY['Voleio','Movimentação'] ELSE ARRAY['Tática'] END
      FROM bench_progress`)
    await tx.execute(sql`
      INSERT INTO session_package_assignments (user_id, session_id, student_id, package_id, assigned_at)
      SELECT ${userId}, id, ${studentId}, NULL, date FROM bench_progress`)
    await tx.execute(sql`
      WITH l AS (
        INSERT INTO lessons (user_id, starts_at, duration_minutes, status)
        SELECT ${userId}, date - interval '2 days', 60, 'scheduled' FROM bench_progress WHERE i % 10 = 5
        RETURNING id)
      INSERT INTO lesson_students (lesson_id, student_id, user_id, outcome, notice_at, outcome_at)
      SELECT id, ${studentId}, ${userId}, 'notified_absence', now(), now() FROM l`)
    await tx.execute(sql`
      WITH p AS (
        INSERT INTO packages (user_id, student_id, name, total_classes, remaining_classes, price_cents,
          purchase_date, payment_date, expiry_date, due_date)
        VALUES (${userId}, ${studentId}, 'Pacote de 20 aulas', 20, 20, 240000,
          current_date - 10, current_date - 10, current_date + 50, current_date - 10)
        RETURNING id)
      INSERT INTO credit_movements (user_id, package_id, student_id, delta, reason)
      SELECT ${userId}, id, ${studentId}, 20, 'purchase' FROM p`)
    await tx.execute(sql`
      INSERT INTO coach_counters (user_id, shard, sessions, rating_sum, rating_count)
      SELECT ${userId}, 0, ${classes}, sum(1 + (i * 7) % 5), ${classes} FROM bench_progress
      ON CONFLICT (user_id, shard) DO UPDATE SET
        sessions = coach_counters.sessions + EXCLUDED.sessions,
        rating_sum = coach_counters.rating_sum + EXCLUDED.rating_sum,
        rating_count = coach_counters.rating_count + EXCLUDED.rating_count`)
    return studentId
  })
}
