/**
 * The "served" section of `npm run bench`: the built server as `npm run serve` runs
 * it (node on <build>/app-server/index.mjs with the start flags of package.json), not the bench's
 * in-process app. Started 3 times (median time from spawn to a healthy /api/health), then RSS
 * idle 10 s after start, RSS after 2,000 mixed requests of a signed-in demo coach (the login
 * page, dashboard, students, history) and the peak RSS (VmHWM), read from /proc.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

/** The node flags `npm run serve` starts the server with (package.json). */
const SERVE_FLAGS = ['--max-semi-space-size=4', '--wasm-num-compilation-tasks=1']
const SERVE_ENV = { MALLOC_ARENA_MAX: '2' }

export function median(values: number[]): number {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** RSS now and its peak (VmRSS, VmHWM) in MiB, from a /proc/<pid>/status text. */
export function memoryFromStatus(status: string): { rssMiB: number; peakMiB: number } {
  const kib = (field: string) => {
    const match = status.match(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm'))
    if (!match) throw new Error(`no ${field} in /proc status`)
    return Number(match[1]) / 1024
  }
  return { rssMiB: kib('VmRSS'), peakMiB: kib('VmHWM') }
}

export type MixedRequest = 'login page' | 'dashboard' | 'students' | 'history'

const MIX: { kind: MixedRequest; path: string }[] = [
  { kind: 'login page', path: '/app/login' },
  { kind: 'dashboard', path: '/api/dashboard' },
  { kind: 'students', path: '/api/students?page=1&pageSize=16' },
  { kind: 'history', path: '/api/sessions' },
]

/** `count` requests, the four kinds in turn (the same number of each when count is a multiple
 * of four). */
export function requestMix(count: number): { kind: MixedRequest; path: string }[] {
  return Array.from({ length: count }, (_, i) => MIX[i % MIX.length]!)
}

export interface ServedRow {
  database: string
  startsMs: number[]
  idleMiB: number
  afterMiB: number
  peakMiB: number
  requests: number
  failed: number
}

const mib = (n: number) => `${n.toFixed(0)} MiB`

/** The section's lines: one row per database. */
export function servedTable(rows: ServedRow[]): string[] {
  const out = [
    `Served: the built server (npm run serve), 3 starts, ${(rows[0]?.requests ?? 0).toLocaleString('en')} mixed requests`,
    '  database     start→healthy (median of 3)   RSS idle 10 s   RSS after requests   peak RSS',
  ]
  for (const r of rows) {
    out.push(
      `  ${r.database.padEnd(12)} ${`${median(r.startsMs).toFixed(0)} ms (${r.startsMs.map((ms) => ms.toFixed(0)).join(', ')})`.padEnd(29)} ${mib(r.idleMiB).padStart(13)}   ${mib(r.afterMiB).padStart(18)}   ${mib(r.peakMiB).padStart(8)}${r.failed ? `   (${r.failed} of ${r.requests} requests failed)` : ''}`,
    )
  }
  return out
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Started {
  child: ChildProcess
  base: string
  ms: number
}

/** Spawns the bundled server and waits for /api/health; `ms` is spawn → first 200. */
async function startServer(root: string, nodeArgs: string[], env: Record<string, string>) {
  const port = await freePort()
  const began = performance.now()
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk) => {
    stderr += chunk
  })
  const base = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the built server exited: ${stderr.trim()}`)
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (performance.now() - began > 60_000) throw new Error('the built server never got healthy')
    await sleep(10)
  }
  return { child, base, ms: performance.now() - began } satisfies Started
}

async function stopServer({ child }: Started) {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

function memoryOf(pid: number) {
  return memoryFromStatus(readFileSync(`/proc/${pid}/status`, 'utf8'))
}

/**
 * Measures the built server on one database. `env` points it at the database (DATA_DIR or
 * DATABASE_URL); the demo coach must already be seeded there (`npm run seed`'s coach).
 */
async function measureServed(options: {
  root: string
  buildDir: string
  database: string
  env: Record<string, string>
  coach: { email: string; password: string }
  requests?: number
  /** Another way to run the server (before/after comparisons): node's arguments, and no
   * SERVE_ENV. */
  nodeArgs?: string[]
}): Promise<ServedRow> {
  const { root, buildDir } = options
  const nodeArgs = options.nodeArgs ?? [
    ...SERVE_FLAGS,
    path.join(buildDir, 'app-server', 'index.mjs'),
  ]
  const env = options.nodeArgs ? options.env : { ...SERVE_ENV, ...options.env }
  const startsMs: number[] = []
  for (let i = 0; i < 3; i++) {
    const started = await startServer(root, nodeArgs, env)
    startsMs.push(started.ms)
    await stopServer(started)
  }
  const server = await startServer(root, nodeArgs, env)
  try {
    await sleep(10_000)
    const idle = memoryOf(server.child.pid!)
    const res = await fetch(`${server.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify(options.coach),
    })
    if (!res.ok) throw new Error(`the demo coach could not sign in (${res.status})`)
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const mix = requestMix(options.requests ?? 2000)
    let failed = 0
    let next = 0
    // 4 clients, as a few coaches at once would
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < mix.length) {
          const { path: url } = mix[next++]!
          const r = await fetch(`${server.base}${url}`, {
            headers: { cookie, 'accept-encoding': 'gzip' },
          })
          await r.arrayBuffer()
          if (!r.ok) failed++
        }
      }),
    )
    const after = memoryOf(server.child.pid!)
    return {
      database: options.database,
      startsMs,
      idleMiB: idle.rssMiB,
      afterMiB: after.rssMiB,
      peakMiB: after.peakMiB,
      requests: mix.length,
      failed,
    }
  } finally {
    await stopServer(server)
  }
}

/** Builds the web app and bundles the server into `buildDir` when they are stale (`npm start`'s
 * first half), so the section measures what `npm run serve` would run. */
export function ensureBuilt(root: string, buildDir: string) {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir },
    stdio: 'inherit',
  })
  if (!existsSync(path.join(buildDir, 'app-server', 'index.mjs'))) {
    throw new Error(`no bundled server in ${buildDir}`)
  }
}

const SERVED_SECRET = 'served-bench-secret-served-bench-secret-00'

/**
 * The whole section: a scratch embedded database (and, with `databaseUrl`, a scratch database
 * on that PostgreSQL) seeded with the demo coach, each measured with the built server.
 */
export async function servedSection(options: {
  root: string
  buildDir: string
  scratchDir: string
  databaseUrl?: string
  nodeArgs?: string[]
  requests?: number
}): Promise<ServedRow[]> {
  const { openDatabase } = await import('../../src/server/db/client')
  const { DEMO_COACH, seedDemoCoach } = await import('../../src/server/demo/demo-seed')
  const seed = async (opened: Awaited<ReturnType<typeof openDatabase>>) => {
    try {
      await seedDemoCoach(opened.db, { appUrl: 'http://127.0.0.1', secret: SERVED_SECRET })
    } finally {
      await opened.close()
    }
  }
  const coach = { email: DEMO_COACH.email, password: DEMO_COACH.password }
  const rows: ServedRow[] = []
  const dataDir = path.join(options.scratchDir, 'served')
  /** Seeds the demo coach into the database `open` opens, measures the built server on it
   * (DATA_DIR is the scratch folder, `env` adds the database), then removes the folder. */
  const measureOn = async (
    database: string,
    open: () => ReturnType<typeof openDatabase>,
    env: Record<string, string>,
  ) => {
    try {
      await seed(await open())
      rows.push(
        await measureServed({
          root: options.root,
          buildDir: options.buildDir,
          coach,
          ...(options.nodeArgs ? { nodeArgs: options.nodeArgs } : {}),
          ...(options.requests ? { requests: options.requests } : {}),
          database,
          env: { DATA_DIR: dataDir, AUTH_SECRET: SERVED_SECRET, ...env },
        }),
      )
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  rmSync(dataDir, { recursive: true, force: true })
  await measureOn('PGlite', () => openDatabase({ dataDir: path.join(dataDir, 'pglite') }), {
    DATABASE_URL: '',
  })
  if (options.databaseUrl) {
    const pg = (await import('pg')).default
    const name = `quadra_served_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: options.databaseUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(options.databaseUrl)
    url.pathname = `/${name}`
    try {
      await measureOn('PostgreSQL', () => openDatabase({ url: url.toString() }), {
        DATABASE_URL: url.toString(),
      })
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  }
  return rows
}
