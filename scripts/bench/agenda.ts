import { sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'

/**
 * The agenda's side of `npm run bench` (Performance): a coach's weekly slots
 * (`slots` series, one weekday each, 06:00–21:00, 60 min, São Paulo time, two students each,
 * the default club) from `fromDay` to `untilDay`, and the exceptions a real agenda gathers —
 * every 30 days each series has one occurrence changed on its own, alternately moved an hour
 * later (with its students) and cancelled. Consistent with the agenda's invariants (an
 * exception stands for a real occurrence date of its series).
 */
export async function seedAgendaBulk(
  db: Db,
  userId: string,
  { slots, fromDay, untilDay }: { slots: number; fromDay: string; untilDay: string },
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO clubs (user_id, name, is_default)
      SELECT ${userId}, 'Clube Bench', NOT EXISTS (SELECT 1 FROM clubs WHERE user_id = ${userId} AND is_default)`)
    await tx.execute(sql`
      INSERT INTO lesson_series (user_id, weekdays, start_time, duration_minutes, time_zone, start_date, until_date, club_id, title, notes)
      SELECT ${userId}, ARRAY[1 + i % 7]::smallint[], lpad((6 + (i / 7) * 3 % 16)::text, 2, '0') || ':00', 60,
        'America/Sao_Paulo', ${fromDay}::date, ${untilDay}::date,
        (SELECT id FROM clubs WHERE user_id = ${userId} ORDER BY is_default DESC LIMIT 1),
        CASE WHEN i % 5 = 0 THEN 'Clínica de saque' END,
        CASE WHEN i % 3 = 0 THEN 'Trazer bolinhas novas' END
      FROM generate_series(0, ${slots - 1}) i`)
    await tx.execute(sql`
      INSERT INTO lesson_series_students (series_id, student_id, user_id)
      SELECT s.id, st.id, ${userId}
      FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM lesson_series WHERE user_id = ${userId}) s
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS m FROM students
            WHERE user_id = ${userId} AND status = 'active') st ON st.m IN (s.n * 2, s.n * 2 + 1)`)
    // one exception per series every 30 days, on a real occurrence date of the series
    await tx.execute(sql`
      CREATE TEMP TABLE bench_exc ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, s.id AS series_id, occ,
        ((occ + s.start_time::time + interval '1 hour') AT TIME ZONE s.time_zone) AS starts_at,
        CASE WHEN k % 2 = 0 THEN 'scheduled' ELSE 'cancelled' END AS status
      FROM lesson_series s,
        LATERAL (SELECT k, d::date + (s.weekdays[1] - extract(isodow FROM d)::int + 7) % 7 AS occ
                 FROM generate_series(s.start_date, s.until_date, interval '30 days')
                   WITH ORDINALITY AS g(d, k)) x
      WHERE s.user_id = ${userId} AND occ <= s.until_date`)
    await tx.execute(sql`
      INSERT INTO lessons (id, user_id, series_id, occurrence_date, starts_at, duration_minutes, club_id, status, sequence, notes)
      SELECT e.id, ${userId}, e.series_id, e.occ, e.starts_at, 60, s.club_id, e.status, 1,
        CASE WHEN e.status = 'scheduled' THEN 'Remarcada' END
      FROM bench_exc e JOIN lesson_series s ON s.id = e.series_id`)
    await tx.execute(sql`
      INSERT INTO lesson_students (lesson_id, student_id, user_id)
      SELECT e.id, ss.student_id, ${userId}
      FROM bench_exc e JOIN lesson_series_students ss ON ss.series_id = e.series_id`)
  })
}
