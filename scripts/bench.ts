/**
 * `npm run bench`: latency of the main reads and of registering a class, for a coach with 200
 * classes and one with 50,000 (2,000 students each, plus other coaches' data), over HTTP; and,
 * on PostgreSQL, register-session throughput over HTTP next to pgbench replaying the same statements.
 * The agenda axis: the small coach has 40 weekly slots begun a month ago, the large
 * one 40 slots begun two years ago (both planned 12 months ahead, with an exception per slot
 * every 30 days): the week view and the calendar feed, its size.
 * The progress report axis: the 90-day report of a student with 500 classes over two
 * years against one with 10 classes, both of the large coach (goal: p95 ratio ≤ 1.5).
 *
 * It never touches your data: with DATABASE_URL it creates a scratch database on that server
 * (dropped at the end), otherwise a scratch embedded database under DATA_DIR/bench.
 * Options: --quick (fewer requests), --keep (keep the scratch database), --small (1/10 of the
 * students and classes, for a loaded machine: the agenda keeps its 40 slots), --import (only
 * the student import's line: a 2,000-line sheet read, previewed and committed), --reminders
 * (only the reminders' planner: 250, 500 and 1,000 coaches with 40 weekly slots each).
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
import { createCoachAccount } from '../src/server/demo/records'
import { loadConfig } from '../src/server/env'
import { syncAllAlerts } from '../src/server/features/alerts/alerts.service'
import { createLogger } from '../src/server/lib/logger'
import { createFsStorage } from '../src/server/lib/storage'
import { createMemoryMailer } from '../src/server/mail'
import { addDaysIso, todayIn } from '../src/shared/domain/dates'
import { seedAgendaBulk } from './bench/agenda'
import {
  type ClientRequest,
  type GrowthLine,
  growthTable,
  ratioText,
  type Side,
  sameWork,
  summarize,
  timeInClient,
} from './bench/latency'
import { seedProgressStudent } from './bench/progress'
import { reminderBench, reminderBenchLines } from './bench/reminders'
import { REPORT_COACHES, reportReads, seedReportsCoach } from './bench/reports'
import { seedCoachBulk } from './bench/seed-bulk'
import { ensureBuilt, servedSection, servedTable } from './bench/served'
import { importBench, importBenchLines } from './bench/student-import'
import { studentsAxis } from './bench/students-axis'
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
    agentRateLimit: { max: 1_000_000, windowSeconds: 60 },
    // 22 notes of 5 MB by one account, never saved: past the default unsaved-audio cap
    voiceNoteQuota: { unattachedBytes: 1024 * 1024 * 1024 },
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

  // the reminders' planner at 1,000 coaches: on its own (it seeds 40,000 students)
  if (args.has('--reminders')) {
    for (const line of reminderBenchLines(await reminderBench(db))) console.log(line)
    server.close()
    await database.close()
    await scratch.drop()
    return
  }

  // the student import of a coach's first day, while the server holds nothing else
  {
    const account = await createCoachAccount(
      { db, auth },
      { name: 'Importa', email: `import-${stamp}@bench.example` },
    )
    const result = await importBench({ base, cookie: await signIn(account), rows: 2_000 })
    for (const line of importBenchLines(result)) console.log(line)
    if (args.has('--import')) {
      server.close()
      await database.close()
      await scratch.drop()
      return
    }
  }

  // voice notes, first, while the server holds nothing else: the server's RSS while
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
  // the small coach's slots begin 310 days ago: before the calendar feed's window (3 months
  // back), 420 days (60 weeks, 14 × 30 days) after the large coach's, so both feeds and weeks
  // hold the same occurrences and exceptions
  const small = await coach('Pequeno', n(2_000), 200, { fromDay: addDaysIso(today, -310) })
  const large = await coach('Grande', n(2_000), n(50_000), { fromDay: addDaysIso(today, -730) })
  // the history's text search finds the same student, with the same 5 classes, at both coaches
  for (const c of [small, large]) {
    await seedProgressStudent(db, c.userId, { name: 'Busca Igualdade', classes: 5, days: 25 })
  }
  // the progress report's two students, of a coach of their own (so the growth lines above
  // compare equal coaches), have the same 60 classes in the report's 90 days and none in the 90
  // days before; one has 440 more over the two years before that
  const progressCoach = await coach('Progresso', n(2_000), n(10_000))
  const progressStudents = {
    many: await seedProgressStudent(db, progressCoach.userId, {
      name: 'Progresso Quinhentas',
      classes: 500,
      days: 730,
      recent: { classes: 60, days: 60, olderFrom: 200 },
    }),
    few: await seedProgressStudent(db, progressCoach.userId, {
      name: 'Progresso Sessenta',
      classes: 60,
      days: 60,
    }),
  }
  const reportCoaches: { label: string; cookie: string }[] = []
  for (const [label, shape] of [
    ['2 months', REPORT_COACHES.months],
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
      packagesPerDay: Math.max(1, n(shape.packagesPerDay)),
    }
    const t0 = performance.now()
    await seedReportsCoach(db, account.userId, scaled)
    console.log(
      `  seeded reports coach, ${label}: ${scaled.students} students, ${scaled.classes} classes, ${scaled.packagesPerDay * scaled.days} packages in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
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
      '/api/students?gender=female&classes=3-classe&classes=4-classe&status=active&page=2&pageSize=8',
    ],
    ['history, first page', '/api/sessions'],
    // the same student, with the same 5 classes, at both coaches
    ['history, text search', '/api/sessions?q=Busca%20Igualdade'],
    // a page of 10 of the last 30 days' classes: the small coach has 13, the large 2,000
    ['history, 30 days, 10 a page', '/api/sessions?period=30days&pageSize=10'],
  ]

  /**
   * What is timed, per coach: `prepare` runs once (untimed, in this process) and returns the
   * request the separate client times; writes are timed REPS / 2 times, each call its own body.
   */
  type Coach = typeof small
  interface Scenario {
    what: string
    writes?: boolean
    prepare: (c: Coach) => Promise<Omit<ClientRequest, 'name'>>
  }
  // browsers and phones ask for compression: so do the timed reads
  const browser = { 'accept-encoding': 'gzip, deflate, br' }
  const readScenario = (what: string, url: string): Scenario => ({
    what,
    prepare: async (c) => ({ path: url, cookie: c.cookie, headers: browser }),
  })
  const monday = addDaysIso(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7))
  /** The agenda's reads (registering from a lesson is timed beside the plain registration). */
  const agendaScenarios: Scenario[] = [
    readScenario('agenda: week view', `/api/agenda?from=${monday}&to=${addDaysIso(monday, 6)}`),
    {
      what: 'agenda: calendar feed',
      prepare: async (c) => {
        const { url } = JSON.parse(await post(c.cookie, '/api/profile/calendar-feed', {}))
        // as a calendar app fetches it: no cookie, no compression asked
        return { path: new URL(url).pathname }
      },
    },
  ]
  const calls = WARMUP + REPS / 2
  const registration: Scenario = {
    what: 'register a 4-student class',
    writes: true,
    prepare: async (c) => {
      const ids = await participants(c.cookie)
      const bodies = Array.from({ length: calls }, (_, i) => ({
        studentIds: [...new Set([0, 1, 2, 3].map((k) => ids[(i * 4 + k) % ids.length]!))],
      }))
      return { path: '/api/sessions', cookie: c.cookie, bodies, headers: browser }
    },
  }
  /** 'Registrar aula': the same 4-student class, registered from a planned lesson. */
  const registrationFromLesson: Scenario = {
    what: 'register from a lesson',
    writes: true,
    prepare: async (c) => {
      const ids = await participants(c.cookie)
      const bodies: { studentIds: string[]; lessonId: string }[] = []
      // one planned lesson per timed call (and warm-up), in the past week, untimed
      for (let i = 0; i < calls; i++) {
        const four = [...new Set([0, 1, 2, 3].map((k) => ids[(i * 4 + k + 2) % ids.length]!))]
        const lesson = JSON.parse(
          await post(c.cookie, '/api/lessons', {
            date: addDaysIso(today, -1 - (i % 6)),
            time: `${String(6 + (i % 16)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
            studentIds: four,
            confirmOverlap: true,
          }),
        )
        bodies.push({ studentIds: four, lessonId: lesson.id })
      }
      return { path: '/api/sessions', cookie: c.cookie, bodies, headers: browser }
    },
  }
  /** The agent without an AI provider: a question answered, and a class proposed (no write). */
  const agentScenario = (what: string, text: (name: string) => string): Scenario => ({
    what,
    writes: true,
    prepare: async (c) => {
      const [id] = await participants(c.cookie, 8)
      const student = JSON.parse(await get(c.cookie, `/api/students/${id}`))
      const bodies = Array.from({ length: calls }, () => ({ text: text(student.name) }))
      return { path: '/api/agent/messages', cookie: c.cookie, bodies, status: 200 }
    },
  })
  const agentScenarios: Scenario[] = [
    agentScenario('agent: who owes', () => 'quem tá devendo?'),
    agentScenario(
      'agent: propose a class',
      (name) => `registra a aula de ontem às 10h com ${name}`,
    ),
  ]
  const scenarios: Scenario[] = [
    ...reads.map(([what, url]) => readScenario(what, url)),
    ...agentScenarios,
    registration,
    registrationFromLesson,
    ...agendaScenarios,
  ]
  /** Cross-scenario goals at the large size: p95 of `what` / p95 of `vs` ≤ `goal`. */
  const COMPARISONS: { what: string; vs: string; goal: number }[] = [
    { what: 'register from a lesson', vs: 'register a 4-student class', goal: 1.2 },
  ]

  /** Times `requests` in the separate client: one side of each growth line, by name. */
  const timeSide = async (label: string, requests: ClientRequest[]) => {
    const sides = new Map<string, Side>()
    for (const r of await timeInClient(base, requests, { reps: REPS, warmup: WARMUP })) {
      sides.set(r.name, { label, ...summarize(r.times), results: r.results, bytes: r.bytes })
    }
    return sides
  }
  const sizes: Map<string, Side>[] = []
  for (const [label, c] of [
    ['200 classes', small],
    ['50,000 classes', large],
  ] as const) {
    const requests: ClientRequest[] = []
    for (const scenario of scenarios) {
      const request = await scenario.prepare(c)
      requests.push({ name: scenario.what, ...request, ...(scenario.writes && { reps: REPS / 2 }) })
    }
    sizes.push(await timeSide(SCALE < 1 ? label.replace('50,000', '5,000') : label, requests))
  }
  const growth = (what: string, [a, b]: Map<string, Side>[]): GrowthLine => ({
    what,
    small: a!.get(what)!,
    large: b!.get(what)!,
  })
  const lines = scenarios.map((s) => growth(s.what, sizes))
  console.log('\nLatency over HTTP, timed by a separate process, one request at a time')
  for (const line of growthTable('Growth of a coach', lines)) console.log(line)
  for (const { what, vs, goal } of COMPARISONS) {
    const a = sizes[1]!.get(vs)!
    const b = sizes[1]!.get(what)!
    console.log(
      `  ${what} / ${vs} with ${b.label}: ${ratioText(b.p95 / a.p95, goal)} (goal ≤ ${goal})`,
    )
  }

  // the progress report: one student's history must not slow its report down
  const progressSides: Map<string, Side>[] = []
  for (const [label, studentId] of [
    ['60 classes in 60 days', progressStudents.few],
    ['the same + 440 in 2 years', progressStudents.many],
  ] as const) {
    progressSides.push(
      await timeSide(label, [
        {
          name: 'progress report, 90 days',
          path: `/api/students/${studentId}/progress?period=90d`,
          cookie: progressCoach.cookie,
          headers: browser,
        },
      ]),
    )
  }
  const progressLines = [growth('progress report, 90 days', progressSides)]
  console.log('')
  for (const line of growthTable('Progress of a student', progressLines)) console.log(line)

  // the reports: five years of history must not slow a report of 30 days down
  const reportSides: Map<string, Side>[] = []
  for (const { label, cookie } of reportCoaches) {
    reportSides.push(
      await timeSide(
        `${label} of history`,
        reportReads(today).map(([what, path]) => ({ name: what, path, cookie, headers: browser })),
      ),
    )
  }
  const reportLines = reportReads(today).map(([what]) => growth(what, reportSides))
  console.log('')
  for (const line of growthTable('Reports over the last 30 days', reportLines)) console.log(line)

  // students and packages per coach: 200 students against 5,000 and 20,000 packages
  const studentLines = await studentsAxis({
    db,
    base,
    reps: REPS,
    warmup: WARMUP,
    createCoach: async (name) => {
      const account = await createCoachAccount(
        { db, auth },
        { name, email: `${name.toLowerCase().replace(/\W/g, '')}-${stamp}@bench.example` },
      )
      return { userId: account.userId, cookie: () => signIn(account) }
    },
  })

  const feed = sizes[1]!.get('agenda: calendar feed')!
  console.log(
    `\nCalendar feed of the 40-slot coach: ${(feed.bytes! / 1024).toFixed(0)} KB, ${feed.results.join('/')} events (goal ≤ 500 KB)${feed.bytes! <= 500 * 1024 ? '' : '  ← above goal'}`,
  )
  // a growth line that compares different work measures nothing: say so, and fail at the end
  const unequal = [...lines, ...progressLines, ...reportLines, ...studentLines]
    .map(sameWork)
    .filter((why): why is string => why !== null)
  for (const why of unequal) console.error(`NOT THE SAME WORK: ${why}`)

  if (database.kind === 'postgres' && 'url' in scratch) {
    // the write path: HTTP from another process against pgbench of the same SQL
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

  // the server as `npm start` serves it: bundled, time to healthy and its memory
  const buildDir = process.env.BUILD_DIR ?? 'build'
  ensureBuilt(process.cwd(), buildDir)
  const served = await servedSection({
    root: process.cwd(),
    buildDir,
    scratchDir: mkdtempSync(path.join(os.tmpdir(), 'quadra-served-')),
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    ...(QUICK ? { requests: 500 } : {}),
  })
  for (const line of servedTable(served)) console.log(line)
  if (unequal.length) {
    console.error(`Bench failed: ${unequal.length} growth line(s) compare different work`)
    process.exitCode = 1
  }
}

main().catch((err) => {
  console.error(`Bench failed: ${(err as Error).stack ?? err}`)
  process.exit(1)
})
