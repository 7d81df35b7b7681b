import { describe, expect, it } from 'vitest'
import { coachSuite } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import {
  expectCountersMatch,
  expectCreditsMatchAssignments,
  expectLedgerBalanced,
  expectOneOpenAlertPerType,
  ledgerOf,
} from '../../../../tests/helpers/invariants'
import { errorBody, json } from '../../../../tests/helpers/test-app'
import type { ApiBody } from '../../../shared/api-route-types'

const t = coachSuite(
  expectLedgerBalanced,
  expectCreditsMatchAssignments,
  expectOneOpenAlertPerType,
  expectCountersMatch,
)

const put = (id: string, body: ApiBody<'PUT', '/sessions/{id}'>) =>
  t.coach.put(`/api/sessions/${id}`, body)
/** 18:00 in the coaches' default zone, n days from today. */
const at18 = (n: number) => `${daysFromToday(n)}T18:00:00-03:00`
const unassignedAlert = async (studentId: string) =>
  (await t.k.alerts()).find((a) => a.studentId === studentId && a.type === 'unassigned_session')

describe('correcting the date and time of a class', () => {
  it('keeps the package when it is still valid on the new day', async () => {
    const s = await t.k.student('Ana Hora')
    const p = await t.k.pkg(s.id, {
      startDate: daysFromToday(-10),
      paymentDate: daysFromToday(-10),
    })
    const session = await t.k.session([s.id])
    const res = await put(session.id, {
      studentIds: [s.id],
      date: at18(-2),
      assignments: [{ studentId: s.id, packageId: p.id }],
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const after = await json(res)
    expect(after.date).toBe(new Date(at18(-2)).toISOString())
    expect(after.assignments[0]).toMatchObject({ packageId: p.id })
    expect(await t.k.remaining(s.id, p.id)).toBe(3)
  })

  it('moves the credit to a package valid on the new day, through the ledger', async () => {
    const s = await t.k.student('Bia Volta')
    const old = await t.k.pkg(s.id, {
      startDate: daysFromToday(-60),
      paymentDate: daysFromToday(-60),
      validityDays: 30,
    })
    const current = await t.k.pkg(s.id)
    const session = await t.k.session([s.id])
    expect(session.assignments[0]!.packageId).toBe(current.id)

    // the class really happened 40 days ago: only the old package covered that day
    const after = await json(
      await put(session.id, {
        studentIds: [s.id],
        date: at18(-40),
        assignments: [{ studentId: s.id, packageId: current.id }],
      }),
    )
    expect(after.assignments[0]).toMatchObject({ packageId: old.id, manuallyAssigned: false })
    expect(await t.k.remaining(s.id, current.id)).toBe(4)
    expect(await t.k.remaining(s.id, old.id)).toBe(3)
    expect((await ledgerOf(t.ctx.database.db, current.id)).map((m) => m.reason)).toEqual([
      'purchase',
      'session',
      'refund',
    ])
    expect((await ledgerOf(t.ctx.database.db, old.id)).map((m) => m.reason)).toEqual([
      'purchase',
      'session',
    ])
  })

  it('leaves the class without package, with the high alert, when no package covers the new day', async () => {
    const s = await t.k.student('Caio Antes')
    const p = await t.k.pkg(s.id)
    const session = await t.k.session([s.id])
    const after = await json(
      await put(session.id, { studentIds: [s.id], date: at18(-5) }), // starts today
    )
    expect(after.unassignedCount).toBe(1)
    expect(after.assignments[0]).toMatchObject({ packageId: null })
    expect(await t.k.remaining(s.id, p.id)).toBe(4)
    expect(await unassignedAlert(s.id)).toMatchObject({ priority: 'high' })

    // moved back to today, the coach assigns the package again and the alert goes
    await put(session.id, {
      studentIds: [s.id],
      date: new Date().toISOString(),
      assignments: [{ studentId: s.id, packageId: p.id }],
    })
    expect(await t.k.remaining(s.id, p.id)).toBe(3)
    expect(await unassignedAlert(s.id)).toBeUndefined()
  })

  it('respects a package the coach picks in the same edit', async () => {
    const s = await t.k.student('Duda Escolhe')
    const early = await t.k.pkg(s.id, {
      startDate: daysFromToday(-60),
      paymentDate: daysFromToday(-60),
      validityDays: 30,
    })
    const current = await t.k.pkg(s.id)
    const session = await t.k.session([s.id], { date: at18(-40) })
    expect(session.assignments[0]!.packageId).toBe(early.id)
    // moved to today while choosing the current package: the coach's choice, a manual one
    const after = await json(
      await put(session.id, {
        studentIds: [s.id],
        date: new Date().toISOString(),
        assignments: [{ studentId: s.id, packageId: current.id }],
      }),
    )
    expect(after.assignments[0]).toMatchObject({ packageId: current.id, manuallyAssigned: true })
    expect(await t.k.remaining(s.id, current.id)).toBe(3)
    expect(await t.k.remaining(s.id, early.id)).toBe(4)
  })

  it('validates the new date with the same rule as a new class', async () => {
    const s = await t.k.student('Edu Futuro')
    const session = await t.k.session([s.id])
    const res = await put(session.id, {
      studentIds: [s.id],
      date: new Date(Date.now() + 86_400_000).toISOString(),
    })
    expect(res.status).toBe(400)
    const body = await errorBody(res)
    expect(body.error.issues).toContainEqual({
      path: 'date',
      message: 'A data da aula não pode estar no futuro',
      messageCode: 'session.dateInFuture',
      messageParams: {},
    })
    const bad = await put(session.id, { studentIds: [s.id], date: '22/11/2026 18:00' })
    expect((await errorBody(bad)).error.issues?.[0]).toMatchObject({
      path: 'date',
      message: 'Data da aula inválida',
    })
  })
})

describe('a student added in edit without a package choice', () => {
  it('gets the credit of the server rule, recorded as automatic', async () => {
    const a = await t.k.student('Fabi Fica')
    const b = await t.k.student('Gui Entra')
    const older = await t.k.pkg(b.id, {
      startDate: daysFromToday(-5),
      paymentDate: daysFromToday(-5),
    })
    const newer = await t.k.pkg(b.id)
    const session = await t.k.session([a.id])
    const after = await json(await put(session.id, { studentIds: [a.id, b.id] }))
    const assignment = after.assignments.find((x: { studentId: string }) => x.studentId === b.id)
    expect(assignment).toMatchObject({ packageId: older.id, manuallyAssigned: false })
    expect(await t.k.remaining(b.id, older.id)).toBe(3)
    expect(await t.k.remaining(b.id, newer.id)).toBe(4)
    expect(await unassignedAlert(b.id)).toBeUndefined()
  })

  it('uses a package valid on the class day, not on the day of the edit', async () => {
    const a = await t.k.student('Hana Fica')
    const b = await t.k.student('Ivo Entra')
    const fresh = await t.k.pkg(b.id) // starts today
    const session = await t.k.session([a.id], { date: at18(-10) })
    const after = await json(await put(session.id, { studentIds: [a.id, b.id] }))
    const assignment = after.assignments.find((x: { studentId: string }) => x.studentId === b.id)
    expect(assignment).toMatchObject({ packageId: null })
    expect(await t.k.remaining(b.id, fresh.id)).toBe(4)
    expect(await unassignedAlert(b.id)).toMatchObject({ priority: 'high' })
  })

  it('an explicit "none" stays none', async () => {
    const a = await t.k.student('Jade Fica')
    const b = await t.k.student('Kai Nenhum')
    const p = await t.k.pkg(b.id)
    const session = await t.k.session([a.id])
    const after = await json(
      await put(session.id, {
        studentIds: [a.id, b.id],
        assignments: [{ studentId: b.id, packageId: null }],
      }),
    )
    const assignment = after.assignments.find((x: { studentId: string }) => x.studentId === b.id)
    expect(assignment).toMatchObject({ packageId: null, manuallyAssigned: false })
    expect(await t.k.remaining(b.id, p.id)).toBe(4)
  })
})
