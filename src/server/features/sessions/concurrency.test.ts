import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { coachSuite } from '../../../../tests/helpers/coach-kit'
import {
  expectCountersMatch,
  expectCreditsMatchAssignments,
  expectLedgerBalanced,
  expectOneOpenAlertPerType,
} from '../../../../tests/helpers/invariants'
import { json } from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'

/**
 * Credits under concurrency. On PostgreSQL these requests really race;
 * PGlite runs transactions one at a time, so there they check the same rules sequentially.
 */
const t = coachSuite(
  expectLedgerBalanced,
  expectCreditsMatchAssignments,
  expectOneOpenAlertPerType,
  expectCountersMatch,
)

describe('50 parallel registrations for one student with a 10-class package', () => {
  it('gives exactly 10 classes the package and flags the other 40', async () => {
    const s = await t.k.student('Corrida Créditos')
    const p = await t.k.pkg(s.id, { totalClasses: 10 })
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.coach.post('/api/sessions', { studentIds: [s.id] })),
    )
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201))
    const sessions = await Promise.all(results.map((r) => json(r)))
    const paid = sessions.filter((x) => x.assignments[0]!.packageId === p.id)
    const flagged = sessions.filter((x) => x.assignments[0]!.packageId === null)
    expect(paid).toHaveLength(10)
    expect(flagged).toHaveLength(40)
    expect(await t.k.remaining(s.id, p.id)).toBe(0)
    const [movements] = await queryRows<{ n: number; sum: number }>(
      t.ctx.database.db,
      sql`SELECT count(*)::int AS n, sum(delta)::int AS sum FROM credit_movements WHERE package_id = ${p.id}`,
    )
    expect(movements).toEqual({ n: 11, sum: 0 }) // +10 purchase, ten times -1
    const history = await json(await t.coach.get('/api/sessions?unassigned=true&pageSize=50'))
    expect(history.total).toBe(40)
    const alerts = (await t.k.alerts()).filter(
      (a) => a.studentId === s.id && a.type === 'unassigned_session',
    )
    expect(alerts).toHaveLength(1)
    await expectLedgerBalanced(t.ctx.database.db)
  })
})

describe('racing assignments, edits and deletions', () => {
  it('keep every credit accounted for', async () => {
    const a = await t.k.student('Raça A')
    const b = await t.k.student('Raça B')
    const pa1 = await t.k.pkg(a.id, { totalClasses: 5 })
    const pa2 = await t.k.pkg(a.id, { totalClasses: 3 })
    const pb = await t.k.pkg(b.id, { totalClasses: 4 })
    // 12 classes of A and B together: A's 8 credits and B's 4 are used, 12 more flagged
    const sessions = []
    for (let i = 0; i < 12; i++) sessions.push(await t.k.session([a.id, b.id]))
    const ids = sessions.map((x) => x.id)

    const ops: Promise<Response>[] = []
    // everyone tries to move A's place to pa2 and B's to pb (most fail: no credits left)
    for (const id of ids) {
      ops.push(
        t.coach.post(`/api/sessions/${id}/assignments`, { studentId: a.id, packageId: pa2.id }),
      )
      ops.push(
        t.coach.post(`/api/sessions/${id}/assignments`, { studentId: b.id, packageId: pb.id }),
      )
    }
    // edits move places between packages in opposite directions
    for (const id of ids.slice(0, 4)) {
      ops.push(
        t.coach.put(`/api/sessions/${id}`, {
          studentIds: [a.id, b.id],
          assignments: [{ studentId: a.id, packageId: pa1.id }],
        }),
      )
      ops.push(
        t.coach.put(`/api/sessions/${id}`, {
          studentIds: [a.id],
          assignments: [{ studentId: a.id, packageId: pa2.id }],
        }),
      )
    }
    // deletions give credits back while all this happens
    for (const id of ids.slice(8)) ops.push(t.coach.delete(`/api/sessions/${id}`))
    // and new sessions take what is free
    for (let i = 0; i < 6; i++)
      ops.push(t.coach.post('/api/sessions', { studentIds: [a.id, b.id] }))

    const results = await Promise.all(ops)
    const statuses = results.map((r) => r.status)
    expect(
      statuses.every((s) => [200, 201, 204, 404, 409].includes(s)),
      statuses.join(','),
    ).toBe(true)
    expect(statuses.filter((s) => s === 500)).toEqual([])

    for (const p of [pa1, pa2]) expect(await t.k.remaining(a.id, p.id)).toBeGreaterThanOrEqual(0)
    expect(await t.k.remaining(b.id, pb.id)).toBeGreaterThanOrEqual(0)
    await expectLedgerBalanced(t.ctx.database.db)
    await expectCreditsMatchAssignments(t.ctx.database.db)
    await expectOneOpenAlertPerType(t.ctx.database.db)
  })
})
