import { sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { planReminders } from '../../src/server/features/reminders/reminder-plan'
import { pageLinkKeys } from '../../src/server/features/student-page/student-page.service'
import { addDaysIso, todayIn } from '../../src/shared/domain/dates'
import { isoWeekday, zonedInstant } from '../../src/shared/domain/recurrence'

/**
 * The reminders' planner at scale (goal: 1,000 coaches with 40 weekly slots each —
 * 40,000 lessons tomorrow — planned in under 30 s, its cost growing linearly). Coaches are
 * written straight in SQL (no sign-up: the planner reads tables, not sessions): each has 40
 * students who agreed to WhatsApp, each student in one weekly slot on tomorrow's weekday, and
 * a package whose last credit is left on every 5th student (a second reminder bundled in).
 * The planner runs at 18:05 São Paulo time, when the evening-before reminders are due.
 */

const TZ = 'America/Sao_Paulo'
const SLOTS = 40

async function seedCoaches(db: Db, coaches: number, tag: string) {
  const tomorrow = addDaysIso(todayIn(TZ), 1)
  const weekday = isoWeekday(tomorrow)
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE bench_coach ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, c FROM generate_series(1, ${coaches}) c`)
    await tx.execute(sql`
      INSERT INTO "user" (id, name, email, email_verified)
      SELECT id, 'Lembra ' || c, 'lembra-' || ${tag} || '-' || c || '@bench.example', true
      FROM bench_coach`)
    await tx.execute(sql`
      INSERT INTO profiles (user_id, name, phone, timezone) SELECT id, 'Lembra ' || c, '', ${TZ}
      FROM bench_coach`)
    await tx.execute(sql`
      CREATE TEMP TABLE bench_student ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, b.id AS user_id, i,
        '551198' || lpad(((b.c * ${SLOTS} + i) % 10000000)::text, 7, '0') AS phone
      FROM bench_coach b, generate_series(0, ${SLOTS - 1}) i`)
    await tx.execute(sql`
      INSERT INTO students (id, user_id, name, phone, gender, type, classe)
      SELECT id, user_id, 'Aluno ' || i, phone, 'female', 'fixed', '4-classe' FROM bench_student`)
    await tx.execute(sql`
      INSERT INTO student_consents (user_id, student_id, channel, granted, source)
      SELECT user_id, id, 'whatsapp', true, 'coach' FROM bench_student`)
    await tx.execute(sql`
      CREATE TEMP TABLE bench_series ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, user_id, id AS student_id, i FROM bench_student`)
    await tx.execute(sql`
      INSERT INTO lesson_series (id, user_id, weekdays, start_time, duration_minutes, time_zone, start_date)
      SELECT id, user_id, ARRAY[${weekday}]::smallint[], lpad((6 + i % 15)::text, 2, '0') || ':' ||
        CASE WHEN i >= 15 THEN '30' ELSE '00' END, 60, ${TZ}, ${addDaysIso(tomorrow, -60)}::date
      FROM bench_series`)
    await tx.execute(sql`
      INSERT INTO lesson_series_students (series_id, student_id, user_id)
      SELECT id, student_id, user_id FROM bench_series`)
    await tx.execute(sql`
      INSERT INTO packages (user_id, student_id, name, total_classes, remaining_classes,
        price_cents, purchase_date, payment_date, expiry_date, due_date)
      SELECT user_id, id, 'Pacote de 8 aulas', 8, CASE WHEN i % 5 = 0 THEN 1 ELSE 6 END, 48000,
        ${addDaysIso(tomorrow, -30)}::date, ${addDaysIso(tomorrow, -30)}::date,
        ${addDaysIso(tomorrow, 60)}::date, ${addDaysIso(tomorrow, -30)}::date
      FROM bench_student`)
  })
}

export interface ReminderBenchLine {
  coaches: number
  lessons: number
  messages: number
  ms: number
}

/** Plans the evening for `sizes` coaches each (on a scratch database), one line per size. */
export async function reminderBench(
  db: Db,
  { sizes = [250, 500, 1_000], appUrl = 'http://localhost:3000' } = {},
): Promise<ReminderBenchLine[]> {
  const keys = pageLinkKeys(appUrl, 'bench-secret-bench-secret-bench-secret-0123')
  const lines: ReminderBenchLine[] = []
  let seeded = 0
  for (const size of sizes) {
    await seedCoaches(db, size - seeded, `${size}-${Date.now()}`)
    seeded = size
    // a new slot each run: the previous runs' reminders stay planned, so each run plans the
    // coaches seeded since (the planner still reads every coach's students and lessons)
    await db.execute(sql`DELETE FROM reminders`)
    await db.execute(sql`DELETE FROM reminder_messages`)
    const now = zonedInstant(todayIn(TZ), '18:05', TZ)
    const started = performance.now()
    const messages = await planReminders(db, { now, keys })
    lines.push({ coaches: size, lessons: size * SLOTS, messages, ms: performance.now() - started })
  }
  return lines
}

/** The lines as `npm run bench` prints them, with the goal. */
export function reminderBenchLines(lines: ReminderBenchLine[]): string[] {
  const out = ['', 'Reminders: planning the evening-before reminders (goal: 1,000 coaches < 30 s)']
  const first = lines[0]
  for (const l of lines) {
    const perLesson = (l.ms / l.lessons).toFixed(3)
    const growth = first
      ? ` · ${(l.ms / first.ms / (l.coaches / first.coaches)).toFixed(2)}× linear`
      : ''
    out.push(
      `  ${String(l.coaches).padStart(5)} coaches · ${l.lessons} lessons → ${l.messages} messages in ${(l.ms / 1000).toFixed(1)} s (${perLesson} ms/lesson${growth})`,
    )
  }
  return out
}
