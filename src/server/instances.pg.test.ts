import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createEmptyDatabase,
  HttpClient,
  type ServerProcess,
  startServer,
} from '../../tests/helpers/server-process'
import { migrationsFolder } from './db/database'

/**
 * Several instances: two server processes on one fresh PostgreSQL database,
 * started together, behind one public URL (as behind a load balancer). A session, the rate
 * limits and the alert check are shared: the check runs once per period, not once per instance.
 */
const PUBLIC_URL = 'http://localhost:4999'
const PERIOD_MS = 500
const PASSWORD = 'Instancias-teste-2026'

let a: ServerProcess
let b: ServerProcess
let database: Awaited<ReturnType<typeof createEmptyDatabase>>
let sql: pg.Client
let bothReadyAt = 0
const dirs: string[] = []

beforeAll(async () => {
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('the instances test needs TEST_DATABASE_URL')
  database = await createEmptyDatabase(base)
  const start = () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quadra-instance-'))
    dirs.push(dataDir)
    return startServer({
      databaseUrl: database.url,
      dataDir,
      appUrl: PUBLIC_URL,
      env: { TRUST_PROXY: 'true', ALERT_CHECK_INTERVAL_MS: String(PERIOD_MS) },
    })
  }
  // started together on an empty database: both run the migrator at once
  ;[a, b] = await Promise.all([start(), start()])
  bothReadyAt = Date.now()
  sql = new pg.Client({ connectionString: database.url })
  await sql.connect()
}, 180_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await sql?.end()
  await database?.drop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

let ip = 0
function client(server: ServerProcess, from?: string) {
  ip += 1
  return new HttpClient(server.url, PUBLIC_URL, {
    'x-forwarded-for': from ?? `192.0.2.${ip}`,
  })
}

async function signIn(server: ServerProcess, email: string, password: string, from?: string) {
  const c = client(server, from)
  const res = await c.request('POST', '/api/auth/sign-in/email', { email, password })
  return { c, status: res.status, body: res.status === 200 ? {} : await res.json() }
}

/** Signs a coach up on A and confirms the e-mail through B (the link printed by A's outbox). */
async function coach(email: string) {
  const res = await client(a).request('POST', '/api/auth/sign-up/email', {
    name: 'Rita Instâncias',
    email,
    password: PASSWORD,
    countryCode: '+55',
    phone: '11987654321',
  })
  expect(res.status).toBe(200)
  let link: string | undefined
  for (let i = 0; i < 100 && !link; i++) {
    const at = a.lines.findIndex((l) => l.includes(`[mail] to ${email}:`))
    link = at >= 0 ? a.lines[at + 1]?.trim().replace(/^\[mail\]\s+/, '') : undefined
    if (!link) await new Promise((r) => setTimeout(r, 50))
  }
  const path = new URL(link!).pathname + new URL(link!).search
  const verified = await client(b).request('GET', path)
  expect(verified.status).toBe(302)
  expect(verified.headers.get('location')).not.toContain('error')
}

describe('two instances on one PostgreSQL', () => {
  it('both start together on an empty database: the migrations are applied once', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] }
    const { rows } = await sql.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')
    expect(rows[0].n).toBe(journal.entries.length)
  })

  it('a session from instance A works on instance B, and signing out on B ends it on A', async () => {
    await coach('rita@example.com')
    const { c, status } = await signIn(a, 'rita@example.com', PASSWORD)
    expect(status).toBe(200)

    c.baseUrl = b.url
    const created = await c.request('POST', '/api/students', {
      name: 'Aluno de B',
      phone: '11987650001',
      gender: 'male',
      type: 'fixed',
      classe: '4-classe',
    })
    expect(created.status).toBe(201)
    c.baseUrl = a.url
    const listed = await c.request('GET', '/api/students')
    expect(listed.status).toBe(200)
    expect(JSON.stringify(await listed.json())).toContain('Aluno de B')

    const saved = new Map(c.cookies)
    expect(saved.size).toBeGreaterThan(0)
    c.baseUrl = b.url
    expect((await c.request('POST', '/api/auth/sign-out', {})).status).toBe(200)
    const replay = new HttpClient(a.url, PUBLIC_URL)
    for (const [k, v] of saved) replay.cookies.set(k, v)
    expect((await replay.request('GET', '/api/students')).status).toBe(401)
  })

  it('failed sign-ins for one account on A count on B (per-account throttle)', async () => {
    await coach('bruno@example.com')
    for (let i = 0; i < 5; i++) {
      expect((await signIn(a, 'bruno@example.com', 'senha-errada')).status).toBe(401)
    }
    const refused = await signIn(b, 'bruno@example.com', PASSWORD)
    expect(refused.status).toBe(429)
    expect(refused.body.error?.code).toBe('SIGN_IN_THROTTLED')
  })

  it('the per-IP limit is shared: 10 attempts spread over A and B, the 11th is refused', async () => {
    const from = '203.0.113.99'
    for (let i = 0; i < 10; i++) {
      const res = await signIn(i % 2 ? b : a, `ip${i}@example.com`, 'senha-errada', from)
      expect(res.status).toBe(401)
    }
    const refused = await signIn(b, 'ip10@example.com', 'senha-errada', from)
    expect(refused.status).toBe(429)
    expect(refused.body.error?.code).not.toBe('SIGN_IN_THROTTLED')
    // another address is not affected
    expect((await signIn(b, 'ip11@example.com', 'senha-errada')).status).toBe(401)
  })

  it('the alert check runs once per period across both instances, not once per instance', async () => {
    const wait = 3_000 - (Date.now() - bothReadyAt)
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    const elapsed = Date.now() - bothReadyAt
    const runs = (s: ServerProcess) =>
      s.lines
        .filter((l) => l.includes('alert check ran'))
        .map((l) => Number(/"period":(\d+)/.exec(l)![1]))
    const [byA, byB] = [runs(a), runs(b)]
    const periods = [...byA, ...byB]
    const { rows } = await sql.query(
      "SELECT runs, last_period FROM scheduled_jobs WHERE name = 'alert-check'",
    )
    console.log(
      `alert check over ${elapsed} ms with a ${PERIOD_MS} ms period: ${byA.length} runs on A, ${byB.length} on B, ${new Set(periods).size} distinct periods, scheduled_jobs.runs = ${rows[0].runs}`,
    )
    expect(new Set(periods).size).toBe(periods.length) // no period ran twice
    // about one run per period: twice as many would mean once per instance
    const started = Math.floor(elapsed / PERIOD_MS)
    expect(periods.length).toBeGreaterThanOrEqual(started - 2)
    expect(periods.length).toBeLessThanOrEqual(started + 3)
    expect(rows[0].runs).toBeGreaterThanOrEqual(periods.length)
    expect(rows[0].runs).toBeLessThanOrEqual(periods.length + 1) // one may be running now
  })
})
