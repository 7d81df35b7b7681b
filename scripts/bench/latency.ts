import { spawn } from 'node:child_process'
import path from 'node:path'

/**
 * The latency side of `npm run bench`: requests are timed by a separate process
 * (load-client.mjs), so the server's event loop only serves; and every growth line compares the
 * same work on both sides (the same number of results), with its ratio and the goal.
 */

/** A request as load-client.mjs takes it (see its header). */
export interface ClientRequest {
  name: string
  method?: string
  path?: string
  paths?: string[]
  body?: unknown
  bodies?: unknown[]
  cookie?: string
  headers?: Record<string, string>
  status?: number
  reps?: number
  warmup?: number
  concurrency?: number
}

/** What load-client.mjs answers per request. */
export interface ClientResult {
  name: string
  times: number[]
  bytes: number
  wireBytes: number
  /** the distinct result counts the timed answers held (one value when they all agree) */
  results: number[]
  failures: string[]
}

/** Runs `requests` one after the other in a new `node` process; throws on any failed request. */
export async function timeInClient(
  base: string,
  requests: ClientRequest[],
  options: { reps: number; warmup: number },
): Promise<ClientResult[]> {
  const client = path.join(import.meta.dirname, 'load-client.mjs')
  const child = spawn(
    process.execPath,
    [client, '--reps', String(options.reps), '--warmup', String(options.warmup)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  let out = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (d: string) => {
    out += d
  })
  const exit = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', resolve)
  })
  child.stdin.end(JSON.stringify({ base, requests }))
  const code = await exit
  if (code !== 0) throw new Error(`load-client exited with ${code}`)
  const results = JSON.parse(out) as ClientResult[]
  for (const r of results) {
    if (r.failures.length) {
      throw new Error(`${r.name}: ${r.failures.length} failed, first: ${r.failures[0]}`)
    }
  }
  return results
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** p50 and p95 of unsorted timings. */
export function summarize(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
}

export const ABOVE_GOAL = '  ← above goal'

/** "1.23" and the mark when the ratio is above the goal. */
export function ratioText(ratio: number, goal = 1.5) {
  return `${ratio.toFixed(2)}${ratio <= goal ? '' : ABOVE_GOAL}`
}

/** One side of a growth line: its label (e.g. "200 classes"), timings and results. */
export interface Side {
  label: string
  p50: number
  p95: number
  /** distinct result counts seen (one value when every answer held the same) */
  results: number[]
  bytes?: number
}

export interface GrowthLine {
  what: string
  small: Side
  large: Side
}

/**
 * Whether a growth line compares the same work: every answer on both sides held the same
 * number of results. Answers the reason when not.
 */
export function sameWork(line: GrowthLine): string | null {
  const a = line.small.results
  const b = line.large.results
  if (a.length !== 1 || b.length !== 1) {
    return `${line.what}: answers of one side differ in results (${a.join('/')} vs ${b.join('/')})`
  }
  if (a[0] !== b[0]) {
    return `${line.what}: ${a[0]} results with ${line.small.label}, ${b[0]} with ${line.large.label}`
  }
  return null
}

const results = (s: Side) => s.results.join('/')

/**
 * The table of growth lines: for each, the results and p50/p95 on both sides, the p95 ratio
 * (marked above `goal`) and "≠ work" where the two sides did not compare the same work.
 */
export function growthTable(title: string, lines: GrowthLine[], goal = 1.5): string[] {
  const first = lines[0]
  if (!first) return []
  const w = Math.max(30, ...lines.map((l) => l.what.length + 2))
  const side = (s: Side) =>
    `${results(s).padStart(8)}${s.p50.toFixed(1).padStart(8)}${s.p95.toFixed(1).padStart(8)}`
  const out = [
    `${title}: ${first.small.label} | ${first.large.label} (ms; goal: p95 ratio ≤ ${goal})`,
    `${'what'.padEnd(w)}${'results'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}  |${'results'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}   ratio`,
  ]
  for (const line of lines) {
    const ratio = line.large.p95 / line.small.p95
    out.push(
      `${line.what.padEnd(w)}${side(line.small)}  |${side(line.large)}   ${ratioText(ratio, goal)}${sameWork(line) ? '  ≠ work' : ''}`,
    )
  }
  return out
}
