import { describe, expect, it } from 'vitest'
import { runTrial } from './crash-trial'

// One trial of `npm run crash-test` on the embedded database (PGlite in a temp DATA_DIR): the
// real server killed with SIGKILL under a mixed write load keeps every acknowledged write.
describe('crash: kill -9 under load (PGlite)', () => {
  it('after the restart every acknowledged write is there and the invariants hold', async () => {
    const r = await runTrial({ killAfterMs: [1500, 3000], minAcknowledged: 25 })
    console.log(
      `crash trial (pglite): ${r.acknowledged} acknowledged, ${r.found} found, restart ${r.restartMs} ms`,
    )
    expect(r.acknowledged).toBeGreaterThan(20)
    expect(r.lost).toEqual([])
    expect(r.violations).toEqual([])
    expect(r.found).toBe(r.acknowledged)
    expect(r.serverErrors).toBe(0)
    expect(r.checkerSeesLoss).toBe(true)
  }, 180_000)
})
