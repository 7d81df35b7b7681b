import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)
const pgUtils = createRequire(import.meta.url)('pg/lib/utils') as {
  prepareValue: (v: unknown) => unknown
}

/**
 * The write line of `npm run bench`: registering a 4-student class over HTTP
 * against PostgreSQL replaying exactly the statements that registration executes.
 *
 * 1. Capture: every query the app's pg clients send while ONE registration is served (the
 *    session lookup of the auth included) is recorded from pg.Client.prototype.query — so when
 *    the app's statements change, the replay follows.
 * 2. Replay: a pgbench script of those statements (`-M prepared`), each parameter that carries
 *    the coach's or the students' ids becoming a pgbench variable. Every transaction picks a
 *    random set of 4 students (one primary-key lookup, `\gset`, before its statements: it is
 *    counted in pgbench's rate, a little against it) and a random counter shard, as the app does.
 * 3. Load: the HTTP registrations come from a separate process (scripts/bench/write-load.mjs),
 *    8 clients, and pgbench runs 8 clients, for the same number of seconds, one after the other.
 * Before each side the students' packages get credits enough, so every class takes a credit
 * on both sides (a bench-only top-up of the scratch database).
 * Limit: a statement that reuses a value an earlier one returned (an id read back by the app)
 * replays that captured value, so pgbench fails loudly (a duplicate key) — today's registration
 * passes nothing between its statements.
 */

interface Captured {
  text: string
  values: unknown[]
}

/** Records the queries the app sends while `action` runs (nothing else may query meanwhile). */
async function captureQueries(action: () => Promise<void>): Promise<Captured[]> {
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown }
  const original = proto.query
  const seen: Captured[] = []
  proto.query = function (this: unknown, config: unknown, values?: unknown, cb?: unknown) {
    if (typeof config === 'string') {
      seen.push({ text: config, values: Array.isArray(values) ? values : [] })
    } else if (config && typeof config === 'object' && 'text' in config) {
      const c = config as { text: string; values?: unknown[] }
      seen.push({ text: c.text, values: (Array.isArray(values) ? values : c.values) ?? [] })
    }
    return original.call(this, config, values, cb)
  }
  try {
    await action()
  } finally {
    proto.query = original
  }
  return seen
}

const prepare = (v: unknown): string | null => {
  // what node-postgres itself sends for a value (Dates, arrays, JSON…)
  const out = pgUtils.prepareValue(v)
  if (out === null || out === undefined) return null
  if (out instanceof Date) return out.toISOString()
  return typeof out === 'string' ? out : String(out)
}

/** A statement on one line for pgbench: its `--` comments (outside quotes) dropped. */
export function oneLine(text: string): string {
  let out = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === "'") quoted = !quoted
    if (!quoted && ch === '-' && text[i + 1] === '-') {
      while (i < text.length && text[i] !== '\n') i++
      out += ' '
      continue
    }
    out += ch
  }
  return out.replace(/\s+/g, ' ').trim()
}

const literal = (v: string | null) => (v === null ? 'NULL' : `'${v.replaceAll("'", "''")}'`)

/**
 * The pgbench script of the captured statements, and the rows of per-transaction variables:
 * a parameter holding a captured student id (alone, in an array or in JSON) is rewritten for
 * each row with that row's students — sorted ids replaced by sorted ids, so the lock order the
 * app follows is kept — and becomes `:vN`; the counters' shard becomes `:shard`; every other
 * parameter stays as captured (a literal).
 */
export function replayScript(
  captured: Captured[],
  studentIds: string[],
  rows: string[][],
): { script: string; table: string[][]; columns: number } {
  const base = [...studentIds].sort()
  const anyId = new RegExp(base.join('|'), 'g')
  const perRow: ((row: string[]) => string)[] = []
  const lines: string[] = []
  for (const q of captured) {
    const values = q.values.map(prepare)
    let text = q.text
    // from the last placeholder down, so $1 does not match the start of $12
    for (let i = values.length - 1; i >= 0; i--) {
      const v = values[i] ?? null
      let expr: string
      if (/coach_counters/.test(q.text) && i === 1 && v !== null && /^[0-7]$/.test(v)) {
        expr = ':shard'
      } else if (v !== null && base.some((id) => v.includes(id))) {
        perRow.push((row) => {
          const sorted = [...row].sort()
          return v.replace(anyId, (id) => sorted[base.indexOf(id)]!)
        })
        expr = `:v${perRow.length}`
      } else {
        expr = literal(v)
      }
      text = text.replace(new RegExp(`\\$${i + 1}(?!\\d)`, 'g'), expr)
    }
    lines.push(`${oneLine(text)};`)
  }
  const columns = perRow.length
  const pick = Array.from({ length: columns }, (_, k) => `v${k + 1}`).join(', ')
  const script = [
    `\\set r random(1, ${rows.length})`,
    '\\set shard random(0, 7)',
    ...(columns ? [`SELECT ${pick} FROM bench_write_inputs WHERE n = :r \\gset`] : []),
    ...lines,
  ].join('\n')
  return { script: `${script}\n`, table: rows.map((row) => perRow.map((f) => f(row))), columns }
}

export interface WriteBenchOptions {
  /** The scratch database the app runs on. */
  databaseUrl: string
  base: string
  cookie: string
  /** Students of that coach (active, with packages) to register classes for. */
  ids: string[]
  seconds: number
  clients?: number
}

/** Gives the students' valid packages credits enough for the run (bench-only, scratch DB). */
async function topUp(client: pg.Client, ids: string[]) {
  await client.query(
    `UPDATE packages SET total_classes = greatest(total_classes, 100000),
       remaining_classes = 100000 WHERE student_id = ANY($1::uuid[])
       AND purchase_date <= current_date AND expiry_date >= current_date`,
    [`{${ids.join(',')}}`],
  )
}

export async function writeThroughput(o: WriteBenchOptions) {
  const clients = o.clients ?? 8
  const db = new pg.Client({ connectionString: o.databaseUrl })
  await db.connect()
  try {
    await topUp(db, o.ids)
    // 1. one registration, captured
    const four = o.ids.slice(0, 4)
    const captured = await captureQueries(async () => {
      const res = await fetch(`${o.base}/api/sessions`, {
        method: 'POST',
        headers: {
          cookie: o.cookie,
          'content-type': 'application/json',
          origin: 'http://localhost',
        },
        body: JSON.stringify({ studentIds: four }),
      })
      if (res.status !== 201) throw new Error(`capture: ${res.status} ${await res.text()}`)
      await res.arrayBuffer()
    })
    // 2. HTTP from another process
    const load = path.join(path.dirname(fileURLToPath(import.meta.url)), 'write-load.mjs')
    const { stdout } = await run(process.execPath, [
      load,
      JSON.stringify({ base: o.base, cookie: o.cookie, ids: o.ids, seconds: o.seconds, clients }),
    ])
    const { done, failed } = JSON.parse(stdout.trim().split('\n').pop()!) as {
      done: number
      failed: number
    }
    // 3. pgbench of the same statements, random students of the same set
    await topUp(db, o.ids)
    const rows = Array.from({ length: 2000 }, (_, r) => {
      const set = new Set<string>()
      for (let k = 0; set.size < 4; k++) set.add(o.ids[(r * 13 + k * 7 + k * k) % o.ids.length]!)
      return [...set]
    })
    const { script, table, columns } = replayScript(captured, four, rows)
    await db.query('DROP TABLE IF EXISTS bench_write_inputs')
    if (columns) {
      const cols = Array.from({ length: columns }, (_, k) => `v${k + 1} text`).join(', ')
      await db.query(`CREATE TABLE bench_write_inputs (n int PRIMARY KEY, ${cols})`)
      for (let start = 0; start < table.length; start += 200) {
        const chunk = table.slice(start, start + 200)
        const params: string[] = []
        const tuples = chunk.map((row, r) => {
          params.push(String(start + r + 1), ...row)
          const at = r * (columns + 1)
          return `(${Array.from({ length: columns + 1 }, (_, k) => `$${at + k + 1}${k ? '' : '::int'}`).join(', ')})`
        })
        await db.query(`INSERT INTO bench_write_inputs VALUES ${tuples.join(', ')}`, params)
      }
      await db.query('ANALYZE bench_write_inputs')
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quadra-write-replay-'))
    const file = path.join(dir, 'registration.sql')
    writeFileSync(file, script)
    const { stdout: out } = await run(
      'pgbench',
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(o.seconds),
        '-f',
        file,
        o.databaseUrl,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    )
    const tps = Number(out.match(/tps = ([\d.]+)/)?.[1] ?? Number.NaN)
    const failedTx = Number(out.match(/number of failed transactions: (\d+)/)?.[1] ?? 0)
    await db.query('DROP TABLE IF EXISTS bench_write_inputs')
    const http = done / o.seconds
    return {
      statements: captured.length,
      texts: captured.map((q) => q.text.replace(/\s+/g, ' ').trim().slice(0, 70)),
      http,
      failed,
      tps,
      failedTx,
      ratio: http / tps,
      script: file,
    }
  } finally {
    await db.end()
  }
}

/** The bench's lines for the write path (goal: HTTP ≥ 0.6 × pgbench of the same SQL). */
export function writeLines(r: Awaited<ReturnType<typeof writeThroughput>>, seconds: number) {
  return [
    `\nWrite path on PostgreSQL: register a 4-student class, 8 clients, ${seconds} s each side`,
    `  statements per registration (captured from the app): ${r.statements}`,
    ...r.texts.map((t) => `    ${t}`),
    `  HTTP, load from a separate process: ${r.http.toFixed(0)} classes/s${r.failed ? ` (${r.failed} failed)` : ''}`,
    `  pgbench -M prepared of the same statements: ${r.tps.toFixed(0)} TPS${r.failedTx ? ` (${r.failedTx} failed)` : ''}  [${r.script}]`,
    `  ratio: ${r.ratio.toFixed(2)} (goal ≥ 0.6)${r.ratio >= 0.6 ? '' : '  ← below goal'}`,
  ]
}
