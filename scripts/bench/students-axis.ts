import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../src/server/db/client'
import { transaction } from '../../src/server/db/client'
import { syncStudentAlerts } from '../../src/server/features/alerts/alerts.service'
import { lockAllStudentsOf } from '../../src/server/lib/locks'
import { col, rawRows } from '../../src/server/lib/sql'

/**
 * The students-and-packages axis of `npm run bench` (issue 16 item 3): a coach with 200
 * students and one with 5,000 students and 20,000 packages (4 per student), the same amount of
 * work on both sides — 12 students match the search, 40 owe something (the newest package
 * unpaid or half paid, 'Pagamento pendente'), 40 are down to 1 credit (their only open
 * alerts). Everyone else bought 4 packages over the last year, paid them all and has 8 credits
 * left on the newest. Set-based inserts, like seed-bulk.ts, with the credit ledger.
 */
export async function seedStudentsCoach(
  db: Db,
  userId: string,
  { students, packagesPerStudent }: { students: number; packagesPerStudent: number },
) {
  const every = Math.floor(students / 40)
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO students (user_id, name, email, phone, gender, type, classe, status, created_at)
      SELECT ${userId}, 'Aluno ' || lpad(i::text, 5, '0') || ' '
          || CASE WHEN i <= 12 THEN 'Quintela' ELSE (ARRAY['Silva','Souza','Costa','Lima','Alves','Rocha'])[1 + i % 6] END,
        'aluno' || i || '@alunos.example', '55119' || lpad((30000000 + i)::text, 8, '0'),
        CASE WHEN i % 2 = 0 THEN 'female' ELSE 'male' END, 'fixed', '3-classe', 'active',
        now() - (i || ' minutes')::interval
      FROM generate_series(1, ${students}) i`)
    await tx.execute(sql`
      CREATE TEMP TABLE axis_pkg ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, st.id AS student_id, st.m, j,
        (current_date - 35 - (st.m % 50)::int - (${packagesPerStudent} - 1 - j) * 90) AS bought,
        j = ${packagesPerStudent} - 1 AS newest
      FROM (SELECT id, row_number() OVER (ORDER BY name) AS m FROM students WHERE user_id = ${userId}) st
      CROSS JOIN generate_series(0, ${packagesPerStudent} - 1) j`)
    await tx.execute(sql`
      INSERT INTO packages (id, user_id, student_id, name, total_classes, remaining_classes, price_cents,
        purchase_date, payment_date, expiry_date, due_date)
      SELECT id, ${userId}, student_id, 'Pacote de 10 aulas', 10,
        CASE WHEN NOT newest THEN 0 WHEN m % ${every} = 0 THEN 1 ELSE 8 END, 30000,
        bought, bought, CASE WHEN newest THEN bought + 120 ELSE bought + 60 END, bought
      FROM axis_pkg`)
    await tx.execute(sql`
      INSERT INTO credit_movements (user_id, package_id, student_id, delta, reason, created_at)
      SELECT ${userId}, id, student_id, 10, 'purchase', bought FROM axis_pkg`)
    await tx.execute(sql`
      INSERT INTO credit_movements (user_id, package_id, student_id, delta, reason, created_at)
      SELECT ${userId}, id, student_id,
        CASE WHEN NOT newest THEN -10 WHEN m % ${every} = 0 THEN -9 ELSE -2 END, 'package_edit', bought + 1
      FROM axis_pkg`)
    // the owing students (m % every = 1): the newest package unpaid, or half paid
    await tx.execute(sql`
      INSERT INTO payments (user_id, package_id, student_id, amount_cents, paid_on, method)
      SELECT ${userId}, id, student_id,
        CASE WHEN newest AND m % ${every} = 1 THEN 15000 ELSE 30000 END, bought, 'pix'
      FROM axis_pkg WHERE NOT (newest AND m % ${every} = 1 AND m % 2 = 0)`)
  })
  // the coach's alerts, as the daily check would have raised them
  await transaction(db, async (tx) => {
    await lockAllStudentsOf(tx, userId)
    const ids = await rawRows(
      tx,
      z.object({ id: col.string }),
      sql`SELECT id FROM students WHERE user_id = ${userId}`,
    )
    await syncStudentAlerts(
      tx,
      userId,
      ids.map((r) => r.id),
    )
  })
}

/** The reads timed for both coaches (page size 16, the app's): same number of rows each. */
export function studentsReads(students: number): [string, string][] {
  const lastFull = Math.floor(students / 16)
  return [
    ['students: first page', '/api/students?page=1&pageSize=16'],
    ['students: search (12 found)', '/api/students?q=quintela&pageSize=16'],
    ['students: owing (40)', '/api/students?payment=pending&pageSize=16'],
    ['students: late page', `/api/students?page=${lastFull}&pageSize=16`],
    ['dashboard', '/api/dashboard'],
    ['alerts (40 open)', '/api/alerts?limit=20'],
  ]
}

export const STUDENT_COACHES = [
  { label: '200', students: 200, packagesPerStudent: 4 },
  { label: '5,000', students: 5_000, packagesPerStudent: 4 },
] as const

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/**
 * Seeds both coaches, syncs their alerts, then times every read of `studentsReads` for each
 * and prints p50/p95 and the p95 ratio large/small (goal ≤ 1.5).
 */
export async function studentsAxis(opts: {
  db: Db
  createCoach: (name: string) => Promise<{ userId: string; cookie: () => Promise<string> }>
  get: (cookie: string, url: string) => Promise<string>
  reps: number
  warmup: number
}) {
  const { db, get, reps, warmup } = opts
  const coaches: { label: string; cookie: string; students: number }[] = []
  for (const shape of STUDENT_COACHES) {
    const account = await opts.createCoach(`Alunos ${shape.label}`)
    const t0 = performance.now()
    await seedStudentsCoach(db, account.userId, shape)
    console.log(
      `  seeded students coach ${shape.label}: ${shape.students} students, ${shape.students * shape.packagesPerStudent} packages in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
    coaches.push({ label: shape.label, cookie: await account.cookie(), students: shape.students })
  }
  await db.execute(sql`VACUUM ANALYZE students, packages, payments, alerts`)
  const rows: { what: string; coach: string; p50: number; p95: number; bytes: number }[] = []
  for (const { label, cookie, students } of coaches) {
    for (const [what, url] of studentsReads(students)) {
      for (let i = 0; i < warmup; i++) await get(cookie, url)
      const times: number[] = []
      let bytes = 0
      for (let i = 0; i < reps; i++) {
        const t = performance.now()
        bytes = Math.max(bytes, Buffer.byteLength(await get(cookie, url)))
        times.push(performance.now() - t)
      }
      times.sort((a, b) => a - b)
      rows.push({
        what,
        coach: label,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        bytes,
      })
    }
  }
  console.log(
    '\nStudents and packages per coach: 200 students vs 5,000 students, 20,000 packages (ms)',
  )
  console.log('what                          students    p50     p95   max bytes')
  for (const r of rows) {
    console.log(
      `${r.what.padEnd(30)}${r.coach.padStart(8)}${r.p50.toFixed(1).padStart(8)}${r.p95.toFixed(1).padStart(8)}${String(r.bytes).padStart(12)}`,
    )
  }
  console.log('p95 at 5,000 students / p95 at 200 (goal ≤ 1.5)')
  for (const [what] of studentsReads(200)) {
    const a = rows.find((r) => r.what === what && r.coach === '200')!
    const b = rows.find((r) => r.what === what && r.coach === '5,000')!
    const ratio = b.p95 / a.p95
    console.log(`  ${what.padEnd(30)} ${ratio.toFixed(2)}${ratio <= 1.5 ? '' : '  ← above goal'}`)
  }
  return rows
}
