import { sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'

/**
 * Set-based seeding for the benchmark: `students` students and `sessions` classes over the
 * last two years for one coach, with 1–4 participants per class, feedbacks, packages of 20
 * classes bought as they were needed (the newest still active), every credit in the ledger
 * and one class in 40 without package. Consistent with every invariant the app keeps.
 */
export async function seedCoachBulk(db: Db, userId: string, students: number, sessions: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO students (user_id, name, email, phone, gender, type, classe, status, notes, created_at)
      SELECT ${userId}, 'Aluno ' || lpad(i::text, 5, '0') || ' ' || (ARRAY['Silva','Souza','Costa','Lima','Alves','Rocha'])[1 + i % 6],
        'aluno' || i || '@bench.example', '55119' || lpad((10000000 + i)::text, 8, '0'),
        CASE WHEN i % 2 = 0 THEN 'female' ELSE 'male' END,
        CASE WHEN i % 3 = 0 THEN 'occasional' ELSE 'fixed' END,
        (ARRAY['profissional','1-classe','2-classe','3-classe','4-classe','5-classe','6-classe','7-classe'])[1 + i % 8],
        CASE WHEN i % 10 = 0 THEN 'inactive' ELSE 'active' END,
        CASE WHEN i % 4 = 0 THEN 'Prefere treinar de manhã' ELSE NULL END,
        now() - (i || ' minutes')::interval
      FROM generate_series(1, ${students}) i`)
    await tx.execute(sql`
      INSERT INTO class_sessions (user_id, date, teacher, notes, created_at)
      SELECT ${userId}, ts, 'Treinador Bench',
        CASE WHEN i % 9 = 0 THEN 'Treino de saque e devolução' WHEN i % 13 = 0 THEN 'Jogo de pontos' ELSE NULL END,
        ts + interval '2 hours'
      FROM (SELECT i, now() - ((i::float / ${sessions}) * interval '730 days') - interval '1 hour' AS ts
            FROM generate_series(1, ${sessions}) i) g`)
    await tx.execute(sql`
      CREATE TEMP TABLE bench_part ON COMMIT DROP AS
      WITH s AS (SELECT id, date, row_number() OVER (ORDER BY date, id) AS n FROM class_sessions WHERE user_id = ${userId}),
           st AS (SELECT id, row_number() OVER (ORDER BY id) AS m FROM students WHERE user_id = ${userId} AND status = 'active')
      SELECT s.id AS session_id, st.id AS student_id, s.date, s.n, j
      FROM s CROSS JOIN generate_series(0, 3) j
      JOIN st ON st.m = ((s.n * 7 + j * 131) % (SELECT count(*) FROM st)) + 1
      WHERE j <= s.n % 4`)
    await tx.execute(sql`
      INSERT INTO session_feedbacks (user_id, session_id, student_id, class_date, rating, notes, tags)
      SELECT ${userId}, session_id, student_id, date, 1 + (n + j) % 5,
        CASE WHEN n % 5 = 0 THEN 'Boa evolução no backhand' ELSE '' END,
        CASE (n + j) % 4 WHEN 0 THEN ARRAY['Saque'] WHEN 1 THEN ARRAY['Técnica','Forehand']
          WHEN 2 THEN ARRAY['Tática'] ELSE ARRAY[]::text[] END
      FROM bench_part`)
    // packages: the k-th class of a student uses package k / 20; one class in 40 has none
    await tx.execute(sql`
      CREATE TEMP TABLE bench_use ON COMMIT DROP AS
      SELECT session_id, student_id, date, n,
        (row_number() OVER (PARTITION BY student_id ORDER BY date, session_id) - 1) / 20 AS k
      FROM bench_part WHERE n % 40 <> 0`)
    await tx.execute(sql`
      CREATE TEMP TABLE bench_pkg ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, student_id, k, count(*)::int AS used, min(date)::date AS bought,
        row_number() OVER (PARTITION BY student_id ORDER BY k DESC) = 1 AS newest
      FROM bench_use GROUP BY student_id, k`)
    await tx.execute(sql`
      INSERT INTO packages (id, user_id, student_id, name, total_classes, remaining_classes, price_cents, purchase_date, payment_date, expiry_date, due_date)
      SELECT id, ${userId}, student_id, 'Pacote de 20 aulas', 20, 20 - used, 240000, bought, bought,
        CASE WHEN newest THEN greatest(bought + 90, current_date + 60) ELSE bought + 90 END, bought
      FROM bench_pkg`)
    await tx.execute(sql`
      INSERT INTO session_package_assignments (user_id, session_id, student_id, package_id, manually_assigned, assigned_at)
      SELECT ${userId}, p.session_id, p.student_id, pk.id, false, p.date
      FROM bench_part p
      LEFT JOIN bench_use u ON u.session_id = p.session_id AND u.student_id = p.student_id
      LEFT JOIN bench_pkg pk ON pk.student_id = u.student_id AND pk.k = u.k`)
    await tx.execute(sql`
      INSERT INTO credit_movements (user_id, package_id, student_id, delta, reason, created_at)
      SELECT ${userId}, id, student_id, 20, 'purchase', bought FROM bench_pkg`)
    await tx.execute(sql`
      INSERT INTO credit_movements (user_id, package_id, student_id, session_id, delta, reason, created_at)
      SELECT ${userId}, pk.id, u.student_id, u.session_id, -1, 'session', u.date
      FROM bench_use u JOIN bench_pkg pk ON pk.student_id = u.student_id AND pk.k = u.k`)
    await tx.execute(sql`
      INSERT INTO coach_counters (user_id, shard, sessions, rating_sum, rating_count)
      SELECT ${userId}, 0, ${sessions},
        (SELECT coalesce(sum(rating), 0) FROM session_feedbacks WHERE user_id = ${userId}),
        (SELECT count(*) FROM session_feedbacks WHERE user_id = ${userId})
      ON CONFLICT (user_id, shard) DO UPDATE SET
        sessions = coach_counters.sessions + EXCLUDED.sessions,
        rating_sum = coach_counters.rating_sum + EXCLUDED.rating_sum,
        rating_count = coach_counters.rating_count + EXCLUDED.rating_count`)
  })
}
