/**
 * `npm run bench`: latency of the main reads and of registering a class, for a coach with 200
 * classes and one with 50,000 (2,000 students each, plus other coaches' data), over HTTP; and,
 * on PostgreSQL, register-session throughput over HTTP next to pgbench replaying the same statements.
 * The agenda axis (issue 11): the small coach has 40 weekly slots begun a month ago, the large
 * one 40 slots begun two years ago (both planned 12 months ahead, with an exception per slot
 * every 30 days): the week view and the calendar feed, its size.
 * The progress report axis (issue 12): the 90-day report of a student with 500 classes over two
 * years against one with 10 classes, both of the large coach (goal: p95 ratio ≤ 1.5).
 *
 * It never touches your data: with DATABASE_URL it creates a scratch database on that server
 * (dropped at the end), otherwise a scratch embedded database under DATA_DIR/bench.
 * Options: --quick (fewer requests), --keep (keep the scratch database), --small (1/10 of the
 * students and classes, for a loaded machine: the agenda keeps its 40 slots).
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { createApp } from '../src/server/app'
import { openDatabase } from '../src/server/db/client'
import { loadConfig } from '../src/server/env'
import { syncAllAlerts } from '../src/server/features/alerts/alerts.service'
import { createLogger } from '../src/server/lib/logger'
import { createFsStorage } from '../src/server/lib/storage'
import { createMemoryMailer } from '../src/server/mail'
import { addDaysIso, todayIn } from '../src/shared/domain/dates'
import { createCoachAccount } from '../tests/factories'
import { seedAgendaBulk } from './bench/agenda'
import { seedProgressStudent } from './bench/progress'
import { REPORT_COACHES, reportReads, seedReportsCoach } from './bench/reports'
import { seedCoachBulk } from './bench/seed-bulk'
import { writeLines, writeThroughput } from './bench/write-replay'

const args = new Set(process.argv.slice(2))
const QUICK = args.has('--quick')
const REPS = QUICK ? 40 : 200
const WARMUP = QUICK ? 5 : 20
/** --small: a tenth of the data (students, classes) for a loaded machine. */
const SCALE = args.has('--small') ? 0.1 : 1
const n = (count: number) => Math.round(count * SCALE)

const config = loadConfig()
const stamp = Date.now().toString(36)

async function scratchDatabase() {
  if (config.databaseUrl) {
    const name = `quadra_bench_${stamp}`
    const admin = new pg.Client({ connectionString: config.databaseUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(config.databaseUrl)
    url.pathname = `/${name}`
    return {
      url: url.toString(),
      drop: async () => {
        const c = new pg.Client({ connectionString: config.databaseUrl })
        await c.connect()
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await c.end()
      },
    }
  }
  const dir = path.join(config.dataDir, 'bench', stamp)
  return { dir, drop: async () => rmSync(dir, { recursive: true, force: true }) }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function main() {
  const scratch = await scratchDatabase()
  const database = await openDatabase(
    'url' in scratch ? { url: scratch.url!, maxConnections: 20 } : { dataDir: scratch.dir },
  )
  const { app, auth } = createApp({
    database,
    mailer: createMemoryMailer(),
    logger: createLogger({ silent: true }),
    // the voice notes the bench uploads go to a throw-away folder
    storage: createFsStorage(mkdtempSync(path.join(os.tmpdir(), 'quadra-bench-media-'))),
    appUrl: 'http://localhost',
    authSecret: 'bench-secret-bench-secret-bench-secret-0000',
    trustProxy: false,
    rateLimits: { signIn: { window: 60, max: 100_000 } },
    calendarFeedRateLimit: { max: 1_000_000, windowSeconds: 60 },
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((r) => server.once('listening', r))
  ;(server as import('node:http').Server).keepAliveTimeout = 120_000
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  console.log(
    `Database: ${database.kind}${'url' in scratch ? ' (scratch database on DATABASE_URL)' : ''}`,
  )

  const signIn = async (account: { email: string; password: string }) => {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    })
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
  }

  const db = database.db
  const today = todayIn('America/Sao_Paulo')

  // voice notes (issue 14), first, while the server holds nothing else: the server's RSS while
  // a separate process uploads a 3-minute note at the 5 MB limit, then 20 notes at once
  const uploadRows: { what: string; ms: number; rssGrowth: number; ok: number }[] = []
  {
    const account = await createCoachAccount(
      { db, auth },
      { name: 'Audio', email: `audio-${stamp}@bench.example` },
    )
    const cookie = await signIn(account)
    const client = path.join(import.meta.dirname, 'bench', 'upload-client.mjs')
    for (const [what, count] of [
      ['warm-up, 1 note of 5 MB', 1],
      ['1 note of 5 MB (3 min)', 1],
      ['20 notes of 5 MB at once', 20],
    ] as const) {
      const before = process.memoryUsage.rss()
      let peak = before
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss())
      }, 5)
      const out = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          [client, base, cookie, String(5 * 1024 * 1024), String(count)],
          (err, stdout) => (err ? reject(err) : resolve(stdout)),
        ),
      )
      clearInterval(sampler)
      const result = JSON.parse(out) as {
        ms: number
        ok: number
        failed: string[]
        range: { status: number; bytes: number } | null
      }
      if (result.failed.length || result.range?.status !== 206) {
        throw new Error(`voice note upload: ${out}`)
      }
      if (!what.startsWith('warm-up')) {
        uploadRows.push({ what, ms: result.ms, rssGrowth: peak - before, ok: result.ok })
      }
    }
  }
  console.log('Voice notes uploaded by a separate process over loopback (then a 206 range read)')
  for (const r of uploadRows) {
    const mb = r.rssGrowth / 1024 / 1024
    const goal = r.what.startsWith('1 note')
      ? ` (goal < 10 MB)${mb < 10 ? '' : '  ← above goal'}`
      : ''
    console.log(
      `  ${r.what.padEnd(28)} ${r.ms.toFixed(0).padStart(6)} ms, ${r.ok} stored, server RSS +${mb.toFixed(1)} MB${goal}`,
    )
  }

  const coach = async (
    name: string,
    students: number,
    sessions: number,
    agenda?: { fromDay: string },
  ) => {
    const account = await createCoachAccount(
      { db, auth },
      { name, email: `${name.toLowerCase().replace(/\W/g, '')}-${stamp}@bench.example` },
    )
    const t0 = performance.now()
    await seedCoachBulk(db, account.userId, students, sessions)
    if (agenda) {
      await seedAgendaBulk(db, account.userId, {
        slots: 40,
        fromDay: agenda.fromDay,
        untilDay: addDaysIso(today, 365),
      })
    }
    console.log(
      `  seeded ${name}: ${students} students, ${sessions} classes${agenda ? `, 40 weekly slots from ${agenda.fromDay}` : ''} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
    return { ...account, cookie: await signIn(account) }
  }

  console.log('Seeding…')
  for (let i = 0; i < 3; i++) await coach(`Outro${i}`, n(500), n(5_000))
  const small = await coach('Pequeno', n(2_000), 200, { fromDay: addDaysIso(today, -30) })
  const large = await coach('Grande', n(2_000), n(50_000), { fromDay: addDaysIso(today, -730) })
  const progressStudents = {
    many: await seedProgressStudent(db, large.userId, {
      name: 'Progresso Quinhentas',
      classes: 500,
      days: 730,
    }),
    few: await seedProgressStudent(db, large.userId, {
      name: 'Progresso Dez',
      classes: 10,
      days: 80,
    }),
  }
  const reportCoaches: { label: string; cookie: string }[] = []
  for (const [label, shape] of [
    ['1 month', REPORT_COACHES.month],
    ['5 years', REPORT_COACHES.years],
  ] as const) {
    const account = await createCoachAccount(
      { db, auth },
      {
        name: `Relatorios ${label}`,
        email: `relatorios-${label.replace(' ', '')}-${stamp}@bench.example`,
      },
    )
    const scaled = {
      ...shape,
      students: n(shape.students),
      classes: n(shape.classes),
      packages: n(shape.packages),
      payments: n(shape.payments),
    }
    const t0 = performance.now()
    await seedReportsCoach(db, account.userId, scaled)
    console.log(
      `  seeded reports coach, ${label}: ${scaled.students} students, ${scaled.classes} classes, ${scaled.packages} packages, ${scaled.payments} payments in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
    reportCoaches.push({ label, cookie: await signIn(account) })
  }
  await syncAllAlerts(db)
  // as autovacuum would have done on a live server
  await db.execute(sql`VACUUM ANALYZE`)

  const get = (cookie: string, url: string) =>
    fetch(`${base}${url}`, { headers: { cookie } }).then(async (r) => {
      if (r.status !== 200) throw new Error(`${url}: ${r.status} ${await r.text()}`)
      return r.text()
    })
  const post = async (cookie: string, url: string, body: unknown, status = 201) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify(body),
    })
    if (res.status !== status) throw new Error(`${url}: ${res.status} ${await res.text()}`)
    return res.text()
  }

  // active students with credits for registering classes: each write scenario (and the
  // throughput run) gets its own students, so one does not use up the credits of the next
  const handedOut = new Map<string, Set<string>>()
  const participants = async (cookie: string, count = SCALE < 1 ? 40 : 100, minCredits = 8) => {
    const used = handedOut.get(cookie) ?? new Set<string>()
    handedOut.set(cookie, used)
    const ids: string[] = []
    for (let page = 1; ids.length < count; page++) {
      const body = JSON.parse(
        await get(cookie, `/api/students?status=active&pageSize=100&page=${page}`),
      ) as { items: { id: string; credits: number }[]; total: number; pageSize: number }
      for (const s of body.items) {
        if (s.credits >= minCredits && !used.has(s.id) && ids.length < count) {
          ids.push(s.id)
          used.add(s.id)
        }
      }
      if (body.items.length === 0 || page * body.pageSize >= body.total) break
    }
    if (ids.length < 8)
      throw new Error(
        `bench: only ${ids.length} students with credits left (${used.size} handed out)`,
      )
    return ids
  }

  const reads: [string, string][] = [
    ['dashboard', '/api/dashboard'],
    [
      'students page, filtered',
      '/api/students?gender=female&classes=3-classe&classes=4-classe&status=active&page=2&pageSize=16',
    ],
    ['history, first page', '/api/sessions'],
    ['history, text search', '/api/sessions?q={student}'],
    ['history, 7-day period', '/api/sessions?period=7days'],
  ]

  /**
   * What is timed, per coach: `prepare` runs once (untimed) and returns the request to time,
   * which answers the bytes and items it saw. Writes count `reps` (fewer than reads).
   */
  type Coach = typeof small
  interface Scenario {
    what: string
    writes?: boolean
    prepare: (c: Coach) => Promise<() => Promise<{ bytes?: number; items?: number }>>
  }
  const readScenario = (what: string, template: string): Scenario => ({
    what,
    prepare: async (c) => {
      // the text search looks for a student of the latest class, by name ("Aluno 01234")
      const latest = JSON.parse(await get(c.cookie, '/api/sessions')).items[0]
      const student = encodeURIComponent(
        latest.participants[0].name.split(' ').slice(0, 2).join(' '),
      )
      const url = template.replace('{student}', student)
      return async () => {
        const text = await get(c.cookie, url)
        const body = JSON.parse(text)
        return { bytes: text.length, items: (body.items ?? body.alerts ?? []).length }
      }
    },
  })
  const monday = addDaysIso(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7))
  /** The agenda's reads (registering from a lesson is timed beside the plain registration). */
  const agendaScenarios: Scenario[] = [
    {
      what: 'agenda: week view',
      prepare: async (c) => {
        const url = `/api/agenda?from=${monday}&to=${addDaysIso(monday, 6)}`
        return async () => {
          const text = await get(c.cookie, url)
          return { bytes: text.length, items: JSON.parse(text).items.length }
        }
      },
    },
    {
      what: 'agenda: calendar feed',
      prepare: async (c) => {
        const { url } = JSON.parse(await post(c.cookie, '/api/profile/calendar-feed', {}))
        const path = new URL(url).pathname
        return async () => {
          // as a calendar app fetches it: no cookie, no compression asked
          const res = await fetch(`${base}${path}`)
          const text = await res.text()
          if (res.status !== 200) throw new Error(`feed: ${res.status} ${text}`)
          return {
            bytes: Buffer.byteLength(text),
            items: text.match(/^BEGIN:VEVENT/gm)?.length ?? 0,
          }
        }
      },
    },
  ]
  const registration: Scenario = {
    what: 'register a 4-student class',
    writes: true,
    prepare: async (c) => {
      const ids = await participants(c.cookie)
      let i = 0
      return async () => {
        const four = [0, 1, 2, 3].map((k) => ids[(i * 4 + k) % ids.length]!)
        i++
        await post(c.cookie, '/api/sessions', { studentIds: [...new Set(four)] })
        return {}
      }
    },
  }
  /** 'Registrar aula': the same 4-student class, registered from a planned lesson. */
  const registrationFromLesson: Scenario = {
    what: 'register from a lesson',
    writes: true,
    prepare: async (c) => {
      const ids = await participants(c.cookie)
      const lessons: string[] = []
      // one planned lesson per timed call (and warm-up), in the past week, untimed
      for (let i = 0; i < WARMUP + REPS / 2; i++) {
        const four = [0, 1, 2, 3].map((k) => ids[(i * 4 + k + 2) % ids.length]!)
        const lesson = JSON.parse(
          await post(c.cookie, '/api/lessons', {
            date: addDaysIso(today, -1 - (i % 6)),
            time: `${String(6 + (i % 16)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
            studentIds: [...new Set(four)],
            confirmOverlap: true,
          }),
        )
        lessons.push(lesson.id)
      }
      let i = 0
      return async () => {
        const four = [0, 1, 2, 3].map((k) => ids[(i * 4 + k + 2) % ids.length]!)
        const lessonId = lessons[i++]!
        await post(c.cookie, '/api/sessions', { studentIds: [...new Set(four)], lessonId })
        return {}
      }
    },
  }
  const scenarios: Scenario[] = [
    ...reads.map(([what, template]) => readScenario(what, template)),
    registration,
    registrationFromLesson,
    ...agendaScenarios,
  ]
  /** Cross-scenario goals at the large size: p95 of `what` / p95 of `vs` ≤ `goal`. */
  const COMPARISONS: { what: string; vs: string; goal: number }[] = [
    { what: 'register from a lesson', vs: 'register a 4-student class', goal: 1.2 },
  ]

  type Row = { what: string; size: string; p50: number; p95: number; bytes: number; items: number }
  const rows: Row[] = []
  for (const [size, c] of [
    ['200', small],
    ['50,000', large],
  ] as const) {
    for (const scenario of scenarios) {
      const timed = await scenario.prepare(c)
      const reps = scenario.writes ? REPS / 2 : REPS
      let bytes = 0
      let items = 0
      for (let i = 0; i < WARMUP; i++) await timed()
      const times: number[] = []
      for (let i = 0; i < reps; i++) {
        const t = performance.now()
        const seen = await timed()
        times.push(performance.now() - t)
        bytes = Math.max(bytes, seen.bytes ?? 0)
        items = Math.max(items, seen.items ?? 0)
      }
      times.sort((a, b) => a - b)
      rows.push({
        what: scenario.what,
        size,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        bytes,
        items,
      })
    }
  }

  console.log('\nLatency over HTTP (ms)')
  console.log('what                          classes     p50     p95   max bytes  max items')
  for (const r of rows) {
    console.log(
      `${r.what.padEnd(30)}${r.size.padStart(7)}${r.p50.toFixed(1).padStart(8)}${r.p95.toFixed(1).padStart(8)}${String(r.bytes || '').padStart(12)}${String(r.items || '').padStart(11)}`,
    )
  }
  console.log('\np95 at 50,000 / p95 at 200 (goal ≤ 1.5)')
  for (const what of [...new Set(rows.map((r) => r.what))]) {
    const a = rows.find((r) => r.what === what && r.size === '200')!
    const b = rows.find((r) => r.what === what && r.size === '50,000')!
    console.log(
      `  ${what.padEnd(30)} ${(b.p95 / a.p95).toFixed(2)}${b.p95 / a.p95 <= 1.5 ? '' : '  ← above goal'}`,
    )
  }
  for (const { what, vs, goal } of COMPARISONS) {
    const a = rows.find((r) => r.what === vs && r.size === '50,000')!
    const b = rows.find((r) => r.what === what && r.size === '50,000')!
    const ratio = b.p95 / a.p95
    console.log(
      `  ${what} / ${vs} at 50,000: ${ratio.toFixed(2)} (goal ≤ ${goal})${ratio <= goal ? '' : '  ← above goal'}`,
    )
  }
  // the progress report (issue 12): one student's history must not slow its report down
  const progressRows: { classes: number; p50: number; p95: number; bytes: number }[] = []
  for (const [classes, studentId] of [
    [10, progressStudents.few],
    [500, progressStudents.many],
  ] as const) {
    const url = `/api/students/${studentId}/progress?period=90d`
    for (let i = 0; i < WARMUP; i++) await get(large.cookie, url)
    const times: number[] = []
    let bytes = 0
    for (let i = 0; i < REPS; i++) {
      const t = performance.now()
      bytes = Math.max(bytes, (await get(large.cookie, url)).length)
      times.push(performance.now() - t)
    }
    times.sort((a, b) => a - b)
    progressRows.push({
      classes,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      bytes,
    })
  }
  console.log('\nProgress report (90 days) of a student of the large coach (ms)')
  console.log('student classes     p50     p95   max bytes')
  for (const r of progressRows) {
    console.log(
      `${String(r.classes).padStart(15)}${r.p50.toFixed(1).padStart(8)}${r.p95.toFixed(1).padStart(8)}${String(r.bytes).padStart(12)}`,
    )
  }
  const progressRatio = progressRows[1]!.p95 / progressRows[0]!.p95
  console.log(
    `  progress report: p95 at 500 classes / p95 at 10: ${progressRatio.toFixed(2)} (goal ≤ 1.5)${progressRatio <= 1.5 ? '' : '  ← above goal'}`,
  )

  // the reports (issue 13): five years of history must not slow a report of 30 days down
  const reportRows: { what: string; coach: string; p50: number; p95: number; bytes: number }[] = []
  for (const { label, cookie } of reportCoaches) {
    for (const [what, url] of reportReads(today)) {
      for (let i = 0; i < WARMUP; i++) await get(cookie, url)
      const times: number[] = []
      let bytes = 0
      for (let i = 0; i < REPS; i++) {
        const t = performance.now()
        bytes = Math.max(bytes, Buffer.byteLength(await get(cookie, url)))
        times.push(performance.now() - t)
      }
      times.sort((a, b) => a - b)
      reportRows.push({
        what,
        coach: label,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        bytes,
      })
    }
  }
  console.log('\nReports over the last 30 days (ms)')
  console.log('what                          coach      p50     p95   max bytes')
  for (const r of reportRows) {
    console.log(
      `${r.what.padEnd(30)}${r.coach.padStart(7)}${r.p50.toFixed(1).padStart(8)}${r.p95.toFixed(1).padStart(8)}${String(r.bytes).padStart(12)}`,
    )
  }
  console.log('p95 with 5 years / p95 with 1 month (goal ≤ 1.5)')
  for (const [what] of reportReads(today)) {
    const a = reportRows.find((r) => r.what === what && r.coach === '1 month')!
    const b = reportRows.find((r) => r.what === what && r.coach === '5 years')!
    const ratio = b.p95 / a.p95
    console.log(`  ${what.padEnd(30)} ${ratio.toFixed(2)}${ratio <= 1.5 ? '' : '  ← above goal'}`)
  }

  const feed = rows.find((r) => r.what === 'agenda: calendar feed' && r.size === '50,000')!
  console.log(
    `\nCalendar feed of the 40-slot coach: ${(feed.bytes / 1024).toFixed(0)} KB, ${feed.items} events (goal ≤ 500 KB)${feed.bytes <= 500 * 1024 ? '' : '  ← above goal'}`,
  )

  if (database.kind === 'postgres' && 'url' in scratch) {
    // the write path (issue 16): HTTP from another process against pgbench of the same SQL
    const seconds = QUICK ? 10 : 30
    const ids = await participants(large.cookie)
    const write = await writeThroughput({
      databaseUrl: scratch.url!,
      base,
      cookie: large.cookie,
      ids,
      seconds,
    })
    for (const line of writeLines(write, seconds)) console.log(line)
  }

  server.close()
  await database.close()
  if (!args.has('--keep')) await scratch.drop()
}

main().catch((err) => {
  console.error(`Bench failed: ${(err as Error).stack ?? err}`)
  process.exit(1)
})
