/**
 * `npm run bench`: latency of the main reads and of registering a class, for a coach with 200
 * classes and one with 50,000 (2,000 students each, plus other coaches' data), over HTTP; and,
 * on PostgreSQL, register-session throughput next to pgbench's TPC-B on the same server.
 *
 * It never touches your data: with DATABASE_URL it creates a scratch database on that server
 * (dropped at the end), otherwise a scratch embedded database under DATA_DIR/bench.
 * Options: --quick (fewer requests), --keep (keep the scratch database).
 */
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { createApp } from '../src/server/app'
import { openDatabase } from '../src/server/db/client'
import { loadConfig } from '../src/server/env'
import { syncAllAlerts } from '../src/server/features/alerts/alerts.service'
import { createLogger } from '../src/server/lib/logger'
import { createMemoryMailer } from '../src/server/mail'
import { createCoachAccount } from '../tests/factories'
import { seedCoachBulk } from './bench/seed-bulk'

const args = new Set(process.argv.slice(2))
const QUICK = args.has('--quick')
const REPS = QUICK ? 40 : 200
const WARMUP = QUICK ? 5 : 20

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
    appUrl: 'http://localhost',
    authSecret: 'bench-secret-bench-secret-bench-secret-0000',
    trustProxy: false,
    rateLimits: { signIn: { window: 60, max: 100_000 } },
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((r) => server.once('listening', r))
  ;(server as import('node:http').Server).keepAliveTimeout = 120_000
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  console.log(
    `Database: ${database.kind}${'url' in scratch ? ' (scratch database on DATABASE_URL)' : ''}`,
  )

  const db = database.db
  const coach = async (name: string, students: number, sessions: number) => {
    const account = await createCoachAccount(
      { db, auth },
      { name, email: `${name.toLowerCase().replace(/\W/g, '')}-${stamp}@bench.example` },
    )
    const t0 = performance.now()
    await seedCoachBulk(db, account.userId, students, sessions)
    console.log(
      `  seeded ${name}: ${students} students, ${sessions} classes in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    })
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    return { ...account, cookie }
  }

  console.log('Seeding…')
  for (let i = 0; i < 3; i++) await coach(`Outro${i}`, 500, 5_000)
  const small = await coach('Pequeno', 2_000, 200)
  const large = await coach('Grande', 2_000, 50_000)
  await syncAllAlerts(db)
  // as autovacuum would have done on a live server
  await db.execute(sql`VACUUM ANALYZE`)

  const get = (cookie: string, url: string) =>
    fetch(`${base}${url}`, { headers: { cookie } }).then(async (r) => {
      if (r.status !== 200) throw new Error(`${url}: ${r.status} ${await r.text()}`)
      return r.text()
    })

  // four active students with credits, for registering classes
  const participants = async (cookie: string) => {
    const body = JSON.parse(await get(cookie, '/api/students?status=active&pageSize=100&page=3'))
    return body.items
      .filter((s: { credits: number }) => s.credits > 0)
      .map((s: { id: string }) => s.id) as string[]
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

  type Row = { what: string; size: string; p50: number; p95: number; bytes: number; items: number }
  const rows: Row[] = []
  for (const [size, c] of [
    ['200', small],
    ['50,000', large],
  ] as const) {
    const ids = await participants(c.cookie)
    // the text search looks for a student of the latest class, by name ("Aluno 01234")
    const latest = JSON.parse(await get(c.cookie, '/api/sessions')).items[0]
    const student = encodeURIComponent(latest.participants[0].name.split(' ').slice(0, 2).join(' '))
    for (const [what, template] of reads) {
      const url = template.replace('{student}', student)
      let bytes = 0
      let items = 0
      for (let i = 0; i < WARMUP; i++) await get(c.cookie, url)
      const times: number[] = []
      for (let i = 0; i < REPS; i++) {
        const t = performance.now()
        const text = await get(c.cookie, url)
        times.push(performance.now() - t)
        bytes = Math.max(bytes, text.length)
        const body = JSON.parse(text)
        items = Math.max(items, (body.items ?? body.alerts ?? []).length)
      }
      times.sort((a, b) => a - b)
      rows.push({
        what,
        size,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        bytes,
        items,
      })
    }
    const times: number[] = []
    for (let i = 0; i < WARMUP + REPS / 2; i++) {
      const four = [0, 1, 2, 3].map((k) => ids[(i * 4 + k) % ids.length]!)
      const t = performance.now()
      const res = await fetch(`${base}/api/sessions`, {
        method: 'POST',
        headers: {
          cookie: c.cookie,
          'content-type': 'application/json',
          origin: 'http://localhost',
        },
        body: JSON.stringify({ studentIds: [...new Set(four)] }),
      })
      if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`)
      await res.text()
      if (i >= WARMUP) times.push(performance.now() - t)
    }
    times.sort((a, b) => a - b)
    rows.push({
      what: 'register a 4-student class',
      size,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      bytes: 0,
      items: 0,
    })
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

  if (database.kind === 'postgres' && 'url' in scratch) {
    const seconds = QUICK ? 10 : 30
    const ids = await participants(large.cookie)
    const { Worker } = await import('node:worker_threads')
    const worker = new Worker(new URL('./bench/load-worker.mjs', import.meta.url), {
      workerData: { base, cookie: large.cookie, ids, seconds, clients: 8 },
    })
    const { done, failed } = await new Promise<{ done: number; failed: number }>(
      (resolve, reject) => {
        worker.once('message', resolve)
        worker.once('error', reject)
      },
    )
    if (failed) console.log(`  (${failed} registrations failed)`)
    const ours = done / seconds
    const pgbenchUrl = new URL(config.databaseUrl!)
    const pgbenchDb = `quadra_pgbench_${stamp}`
    const admin = new pg.Client({ connectionString: config.databaseUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${pgbenchDb}`)
    pgbenchUrl.pathname = `/${pgbenchDb}`
    execFileSync('pgbench', ['-i', '-s', '10', '-q', pgbenchUrl.toString()], { stdio: 'ignore' })
    const out = execFileSync(
      'pgbench',
      ['-c', '8', '-j', '2', '-T', String(seconds), pgbenchUrl.toString()],
      { encoding: 'utf8' },
    )
    await admin.query(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`)
    await admin.end()
    const tps = Number(out.match(/tps = ([\d.]+)/)?.[1] ?? Number.NaN)
    console.log(`\nThroughput on PostgreSQL, 8 concurrent clients, ${seconds} s`)
    console.log(`  register a 4-student class: ${ours.toFixed(0)} sessions/s`)
    console.log(`  pgbench TPC-B (-s 10, 8 clients): ${tps.toFixed(0)} TPS`)
    console.log(`  ratio: ${(ours / tps).toFixed(2)} (goal ≥ 0.25)`)
  }

  server.close()
  await database.close()
  if (!args.has('--keep')) await scratch.drop()
}

main().catch((err) => {
  console.error(`Bench failed: ${(err as Error).stack ?? err}`)
  process.exit(1)
})
