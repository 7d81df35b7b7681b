import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

/**
 * The real server (src/server/index.ts under tsx) as a child process, for the tests and scripts
 * that need a process to kill or several processes on one database (crash test, instances).
 */
const root = fileURLToPath(new URL('../..', import.meta.url))

const PROCESS_AUTH_SECRET = 'process-test-secret-process-test-secret-0123'

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface ServerProcess {
  url: string
  port: number
  child: ChildProcess
  /** Everything the process wrote (stdout and stderr), line by line. */
  lines: string[]
  /** From spawn to the first healthy answer of /api/health. */
  readyMs: number
  /** SIGKILL, then wait for the exit. */
  kill9(): Promise<void>
  /** SIGTERM (a clean stop), then wait for the exit. */
  stop(): Promise<void>
}

export interface StartOptions {
  port?: number
  /** PostgreSQL; without it the embedded database in `dataDir`. */
  databaseUrl?: string
  dataDir: string
  /** The public URL (the Origin clients send); defaults to this process's own. */
  appUrl?: string
  env?: Record<string, string>
  timeoutMs?: number
}

/** Starts the server and waits until /api/health answers 200. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  // node itself with tsx's loader (not the tsx command, which runs the server in a child of
  // its own): the pid is the server's, so SIGKILL kills the server
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PASSWORD_HASHING: 'fast',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      APP_URL: options.appUrl ?? url,
      AUTH_SECRET: PROCESS_AUTH_SECRET,
      WEB_ROOT: `${options.dataDir}/no-web-build`,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(line)
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })

  const deadline = started + (options.timeoutMs ?? 90_000)
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode}) before it was ready:\n${lines.join('\n')}`,
      )
    }
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server was not ready in time:\n${lines.join('\n')}`)
    }
    await new Promise((r) => setTimeout(r, 25))
  }
  const readyMs = Date.now() - started

  return {
    url,
    port,
    child,
    lines,
    readyMs,
    async kill9() {
      child.kill('SIGKILL')
      await exited
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** A new empty database on the PostgreSQL server of `baseUrl`; `drop()` removes it. */
export async function createEmptyDatabase(baseUrl: string) {
  const name = `quadra_p_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** A cookie-keeping HTTP client of a running server (the Origin is the app's URL). */
export class HttpClient {
  readonly cookies = new Map<string, string>()
  constructor(
    public baseUrl: string,
    readonly origin: string = baseUrl,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: this.origin, ...this.headers }
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const idx = pair!.indexOf('=')
      const name = pair!.slice(0, idx)
      const value = pair!.slice(idx + 1)
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return res
  }
}
