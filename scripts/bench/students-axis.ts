import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../src/server/db/client'
import { transaction } from '../../src/server/db/client'
import { syncStudentAlerts } from '../../src/server/features/alerts/alerts.service'
import { lockAllStudentsOf } from '../../src/server/lib/locks'
import { col, rawRows } from '../../src/server/lib/sql'
import {
  type ClientRequest,
  type GrowthLine,
  growthTable,
  type Side,
  summarize,
  timeInClient,
} from './latency'

/**
 * The students-and-packages axis of `npm run bench`: a coach with 200
 * students and one with 5,000 students and 20,000 packages (4 per student), the same amount of
 * work on both sides — 12 students match the search, 40 owe something (the newest package
 * unpaid or half paid, 'Pagamento pendente'), 40 are down to 1 credit (their only open
 * alerts). Everyone else bought 4 packages over the last year, paid them all and has 8 credits
 * left on the newest. Set-based inserts, like seed-bulk.ts, with the credit ledger.
 */
async function seedStudentsCoach(
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

/**
 * The reads timed for both coaches (page size 16, the app's): the same number of rows each —
 * the late page is the last full page (rows 177–192 of 200, 4,977–4,992 of 5,000).
 */
function studentsReads(students: number): [string, string][] {
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

const STUDENT_COACHES = [
  { label: '200 students', students: 200, packagesPerStudent: 4 },
  { label: '5,000 students, 20,000 packages', students: 5_000, packagesPerStudent: 4 },
] as const

/** Browsers and phones ask for compression: so do the timed reads (as bench.ts's). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

/**
 * Seeds both coaches, syncs their alerts, then has the separate client (load-client.mjs) time
 * every read of `studentsReads` for each; prints the growth table (p95 ratio large/small, goal
 * ≤ 1.5, "≠ work" when the two sides' answers differ in rows) and returns its lines, for the
 * bench's same-work check.
 */
export async function studentsAxis(opts: {
  db: Db
  /** the server the client times, e.g. http://127.0.0.1:port */
  base: string
  createCoach: (name: string) => Promise<{ userId: string; cookie: () => Promise<string> }>
  reps: number
  warmup: number
}): Promise<GrowthLine[]> {
  const { db, base, reps, warmup } = opts
  const coaches: { label: string; cookie: string; students: number }[] = []
  for (const shape of STUDENT_COACHES) {
    const account = await opts.createCoach(`Alunos ${shape.students}`)
    const t0 = performance.now()
    await seedStudentsCoach(db, account.userId, shape)
    console.log(
      `  seeded students coach: ${shape.students} students, ${shape.students * shape.packagesPerStudent} packages in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
    coaches.push({ label: shape.label, cookie: await account.cookie(), students: shape.students })
  }
  await db.execute(sql`VACUUM ANALYZE students, packages, payments, alerts`)
  const sides: Map<string, Side>[] = []
  for (const { label, cookie, students } of coaches) {
    const requests: ClientRequest[] = studentsReads(students).map(([name, path]) => ({
      name,
      path,
      cookie,
      headers: BROWSER,
    }))
    const side = new Map<string, Side>()
    for (const r of await timeInClient(base, requests, { reps, warmup })) {
      side.set(r.name, { label, ...summarize(r.times), results: r.results, bytes: r.bytes })
    }
    sides.push(side)
  }
  const [small, large] = sides
  const lines = studentsReads(STUDENT_COACHES[0].students).map(
    ([what]): GrowthLine => ({ what, small: small!.get(what)!, large: large!.get(what)! }),
  )
  console.log('')
  for (const line of growthTable('Students and packages per coach', lines)) console.log(line)
  return lines
}
