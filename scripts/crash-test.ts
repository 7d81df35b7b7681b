/**
 * `npm run crash-test`: kill -9 of the real server under a mixed write load, then a restart and
 * a check that every acknowledged write is there and the invariants hold (scripts/crash-trial.ts).
 * PGlite always; PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL is set (a fresh database
 * per trial on that server). Exits 1 on any loss or broken invariant.
 *
 *   npm run crash-test [-- --trials 5 --clients 4]
 */
import { runTrial, type TrialResult } from './crash-trial'

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1`)
    process.exit(2)
  }
  return value
}

const trials = arg('trials', Number(process.env.CRASH_TRIALS) || 5)
const clients = arg('clients', 4)
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2)
}

async function main() {
  const targets: ('pglite' | 'postgres')[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite']
  const all: TrialResult[] = []
  for (const target of targets) {
    console.log(
      `\n${target === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}: ${trials} trials, ${clients} clients`,
    )
    console.log('trial  killed at  acknowledged  found  lost  violations  5xx  restart')
    for (let t = 1; t <= trials; t++) {
      const r = await runTrial({
        postgresUrl: target === 'postgres' ? postgresUrl : undefined,
        clients,
      })
      all.push(r)
      console.log(
        `${String(t).padStart(5)}  ${`${r.killedAfterMs} ms`.padStart(9)}  ${String(r.acknowledged).padStart(12)}  ${String(r.found).padStart(5)}  ${String(r.lost.length).padStart(4)}  ${String(r.violations.length).padStart(10)}  ${String(r.serverErrors).padStart(3)}  ${`${r.restartMs} ms`.padStart(7)}`,
      )
      for (const line of [...r.lost, ...r.violations].slice(0, 10)) console.log(`       ${line}`)
    }
  }
  console.log('\nSummary')
  let failed = false
  for (const target of targets) {
    const rs = all.filter((r) => r.database === target)
    const sum = (f: (r: TrialResult) => number) => rs.reduce((n, r) => n + f(r), 0)
    const lost = sum((r) => r.lost.length)
    const violations = sum((r) => r.violations.length)
    if (lost || violations) failed = true
    console.log(
      `${target}: ${rs.length} trials, ${sum((r) => r.acknowledged)} writes acknowledged, ${sum((r) => r.found)} found, ${lost} lost, ${violations} invariant violations, ${sum((r) => r.serverErrors)} × 5xx, restart median ${median(rs.map((r) => r.restartMs))} ms (max ${Math.max(...rs.map((r) => r.restartMs))} ms)`,
    )
  }
  console.log(
    failed
      ? '\nFAILED: acknowledged writes lost or invariants broken'
      : '\nOK: nothing acknowledged was lost',
  )
  process.exit(failed ? 1 : 0)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
