/**
 * One crash trial (`npm run crash-test`): the real server as a child process
 * under a mixed write load from several concurrent clients, killed with SIGKILL at a random
 * moment, started again; then every acknowledged write must be there (and every acknowledged
 * delete gone) and the credit invariants must hold.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { type Database, openDatabase } from '../src/server/db/client'
import {
  createEmptyDatabase,
  HttpClient,
  type ServerProcess,
  startServer,
} from '../tests/helpers/server-process'

export interface TrialOptions {
  /** PostgreSQL server to create a fresh database on; without it, PGlite in a temp DATA_DIR. */
  postgresUrl?: string
  clients?: number
  /** The kill falls at a random moment between these (ms after the load starts). */
  killAfterMs?: [number, number]
  /** Keep the load going past killAfterMs until this many writes are acknowledged (≤ 30 s more). */
  minAcknowledged?: number
  log?: (line: string) => void
}

export interface TrialResult {
  database: 'pglite' | 'postgres'
  /** Writes answered 2xx before the kill. */
  acknowledged: number
  /** Of those, found as acknowledged after the restart. */
  found: number
  /** Acknowledged writes missing or wrong after the restart. */
  lost: string[]
  /** Broken invariants (ledger = balances, credits = assignments, counters). */
  violations: string[]
  /** Answers 5xx during the load (each one a bug, though not a loss). */
  serverErrors: number
  killedAfterMs: number
  /** From spawn to the first healthy answer, after the kill. */
  restartMs: number
  /** The checker's own test: a made-up acknowledged write is reported lost. */
  checkerSeesLoss: boolean
}

const PASSWORD = 'Crash-teste-2026-forte'

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())

interface SessionState {
  owner: number
  studentIds: string[]
  /** Acknowledged: deleted; pending: a delete was in flight at the kill. */
  deleted: 'no' | 'yes' | 'maybe'
  /** The last acknowledged notes, and a value in flight at the kill (either may be stored). */
  notes: string | null
  pendingNotes: Set<string | null>
  /** Edits acknowledged. */
  edits: number
}

/** What the clients were told happened. */
class Acknowledged {
  students: string[] = []
  packages: { id: string; studentId: string }[] = []
  sessions = new Map<string, SessionState>()
  writes = 0
  serverErrors = 0
}

async function signUpAndIn(server: ServerProcess): Promise<HttpClient> {
  const email = `crash-${Date.now()}@example.com`
  const client = new HttpClient(server.url)
  const signUp = await client.request('POST', '/api/auth/sign-up/email', {
    name: 'Treinadora Crash',
    email,
    password: PASSWORD,
    countryCode: '+55',
    phone: '11987654321',
  })
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`)
  // the dev outbox prints the confirmation link
  let link: string | undefined
  for (let i = 0; i < 200 && !link; i++) {
    const at = server.lines.findIndex((l) => l.includes(`[mail] to ${email}:`))
    link = at >= 0 ? server.lines[at + 1]?.trim().replace(/^\[mail\]\s+/, '') : undefined
    if (!link) await new Promise((r) => setTimeout(r, 50))
  }
  if (!link) throw new Error('no confirmation link in the outbox')
  const u = new URL(link)
  await client.request('GET', u.pathname + u.search)
  const signIn = await client.request('POST', '/api/auth/sign-in/email', {
    email,
    password: PASSWORD,
  })
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`)
  return client
}

let phoneSeq = 0
const phone = () => `1197${String(1_000_000 + (++phoneSeq % 9_000_000)).slice(-7)}`
const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)]

/** One client's loop of writes until the server dies (a request fails to get an answer). */
async function writer(
  index: number,
  base: HttpClient,
  acked: Acknowledged,
  dead: { value: boolean },
) {
  const client = new HttpClient(base.baseUrl)
  for (const [k, v] of base.cookies) client.cookies.set(k, v)
  let n = 0
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await client.request(method, url, body)
    if (res.status >= 500) acked.serverErrors++
    return res
  }
  while (!dead.value) {
    n++
    const r = Math.random()
    const own = [...acked.sessions].filter(([, s]) => s.owner === index && s.deleted === 'no')
    try {
      if (acked.students.length < 4 || r < 0.15) {
        const res = await call('POST', '/api/students', {
          name: `Aluno ${index}-${n}-${Math.random().toString(36).slice(2, 6)}`,
          phone: phone(),
          gender: 'female',
          type: 'fixed',
          classe: '4-classe',
        })
        if (res.status === 201) {
          acked.students.push(((await res.json()) as { id: string }).id)
          acked.writes++
        }
      } else if (r < 0.3) {
        const studentId = pick(acked.students)!
        const res = await call('POST', '/api/packages', {
          studentId,
          totalClasses: 4 + Math.floor(Math.random() * 8),
          priceCents: 20000,
          startDate: today(),
          paymentDate: today(),
          validityDays: 30,
        })
        if (res.status === 201) {
          acked.packages.push({ id: ((await res.json()) as { id: string }).id, studentId })
          acked.writes++
        }
      } else if (r < 0.7 || own.length === 0) {
        const first = pick(acked.students)!
        const second = pick(acked.students)!
        const studentIds = first === second || Math.random() < 0.5 ? [first] : [first, second]
        const res = await call('POST', '/api/sessions', { studentIds })
        if (res.status === 201) {
          const { id } = (await res.json()) as { id: string }
          acked.sessions.set(id, {
            owner: index,
            studentIds,
            deleted: 'no',
            notes: null,
            pendingNotes: new Set(),
            edits: 0,
          })
          acked.writes++
        }
      } else if (r < 0.87) {
        const [id, s] = pick(own)!
        const notes = `editada ${index}-${n}`
        s.pendingNotes.add(notes)
        const res = await call('PUT', `/api/sessions/${id}`, { studentIds: s.studentIds, notes })
        if (res.status === 200) {
          s.notes = notes
          s.pendingNotes.clear()
          s.edits++
          acked.writes++
        } else if (res.status < 500) {
          s.pendingNotes.delete(notes)
        }
      } else {
        const [id, s] = pick(own)!
        s.deleted = 'maybe'
        const res = await call('DELETE', `/api/sessions/${id}`)
        if (res.status === 204) {
          s.deleted = 'yes'
          acked.writes++
        } else if (res.status < 500) {
          s.deleted = 'no'
        }
      }
    } catch {
      // no answer: the server is gone (or going); what was in flight stays "pending"
      dead.value = true
    }
  }
}

/** The checks of the acknowledged writes, run after the restart (a few at a time). */
async function verify(client: HttpClient, acked: Acknowledged) {
  const lost: string[] = []
  let found = 0
  const checks: (() => Promise<void>)[] = []
  for (const id of acked.students) {
    checks.push(async () => {
      const res = await client.request('GET', `/api/students/${id}`)
      if (res.status === 200) found++
      else lost.push(`student ${id}: ${res.status}`)
    })
  }
  const byStudent = new Map<string, string[]>()
  for (const p of acked.packages) {
    byStudent.set(p.studentId, [...(byStudent.get(p.studentId) ?? []), p.id])
  }
  for (const [studentId, ids] of byStudent) {
    checks.push(async () => {
      const res = await client.request('GET', `/api/students/${studentId}/packages`)
      const list = res.status === 200 ? ((await res.json()) as { id: string }[]) : []
      for (const id of ids) {
        if (list.some((p) => p.id === id)) found++
        else lost.push(`package ${id}: missing`)
      }
    })
  }
  for (const [id, s] of acked.sessions) {
    checks.push(async () => {
      const res = await client.request('GET', `/api/sessions/${id}`)
      if (s.deleted === 'yes') {
        // acknowledged twice: created, then deleted
        if (res.status === 404) found += 2 + s.edits
        else lost.push(`session ${id}: deleted but answers ${res.status}`)
        return
      }
      if (res.status === 404 && s.deleted === 'maybe') {
        found += 1 + s.edits // created (and edited); the delete in flight went through
        return
      }
      if (res.status !== 200) {
        lost.push(`session ${id}: ${res.status}`)
        return
      }
      found++
      const body = (await res.json()) as { notes: string | null }
      if (s.notes !== null || s.pendingNotes.size > 0) {
        // the last acknowledged edit, or one in flight at the kill (which came after it)
        if (body.notes === s.notes || s.pendingNotes.has(body.notes)) found += s.edits
        else lost.push(`session ${id}: notes "${body.notes}", acknowledged "${s.notes}"`)
      }
    })
  }
  const queue = [...checks]
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let check = queue.shift(); check; check = queue.shift()) await check()
    }),
  )
  return { found, lost }
}

/** The database's own invariants, read directly (the server stopped). */
async function invariantViolations(database: Database): Promise<string[]> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
  const out: string[] = []
  for (const r of await rows(
    sql`SELECT p.id FROM packages p
        LEFT JOIN (SELECT package_id, sum(delta) AS total FROM credit_movements GROUP BY package_id) m
          ON m.package_id = p.id
        WHERE p.remaining_classes <> coalesce(m.total, 0)
           OR p.remaining_classes < 0 OR p.remaining_classes > p.total_classes`,
  )) {
    out.push(`package ${r.id}: balance differs from its ledger`)
  }
  for (const r of await rows(
    sql`SELECT p.id FROM packages p LEFT JOIN session_package_assignments a ON a.package_id = p.id
        GROUP BY p.id HAVING (p.total_classes - p.remaining_classes) <> count(a.id)`,
  )) {
    out.push(`package ${r.id}: used credits differ from its assigned classes`)
  }
  for (const r of await rows(
    sql`SELECT u.id FROM "user" u
        WHERE coalesce((SELECT sum(sessions) FROM coach_counters c WHERE c.user_id = u.id), 0)
                <> (SELECT count(*) FROM class_sessions s WHERE s.user_id = u.id)`,
  )) {
    out.push(`coach ${r.id}: session counter differs from the sessions`)
  }
  return out
}

export async function runTrial(options: TrialOptions = {}): Promise<TrialResult> {
  const log = options.log ?? (() => {})
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quadra-crash-'))
  const pgDb = options.postgresUrl ? await createEmptyDatabase(options.postgresUrl) : null
  const target = { dataDir, databaseUrl: pgDb?.url }
  let server: ServerProcess | undefined
  try {
    server = await startServer(target)
    const client = await signUpAndIn(server)
    const acked = new Acknowledged()
    const dead = { value: false }
    const [lo, hi] = options.killAfterMs ?? [1500, 5000]
    const killAfterMs = Math.round(lo + Math.random() * (hi - lo))
    const writers = Array.from({ length: options.clients ?? 4 }, (_, i) =>
      writer(i, client, acked, dead),
    )
    await new Promise((r) => setTimeout(r, killAfterMs))
    // on a loaded machine the load may not have got going yet: wait (at most 30 s more) for
    // enough acknowledged writes for the trial to mean something
    const minAcknowledged = options.minAcknowledged ?? 0
    for (let waited = 0; acked.writes < minAcknowledged && waited < 30_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100))
    }
    await server.kill9()
    dead.value = true
    await Promise.all(writers)
    log(`killed after ${killAfterMs} ms with ${acked.writes} writes acknowledged`)

    server = await startServer(target)
    const restartMs = server.readyMs
    // the session cookie survives the crash too
    const after = new HttpClient(server.url)
    for (const [k, v] of client.cookies) after.cookies.set(k, v)
    const { found, lost } = await verify(after, acked)
    const forged = new Acknowledged()
    forged.students.push(randomUUID())
    const checkerSeesLoss = (await verify(after, forged)).lost.length === 1
    await server.stop()
    server = undefined

    const database = await openDatabase(
      pgDb ? { url: pgDb.url, maxConnections: 2 } : { dataDir: path.join(dataDir, 'pglite') },
    )
    const violations = await invariantViolations(database).finally(() => database.close())
    return {
      database: pgDb ? 'postgres' : 'pglite',
      acknowledged: acked.writes,
      found,
      lost,
      violations,
      serverErrors: acked.serverErrors,
      killedAfterMs: killAfterMs,
      restartMs,
      checkerSeesLoss,
    }
  } finally {
    if (server) await server.kill9()
    await pgDb?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
