import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import { expectLedgerBalanced, ledgerOf } from '../../../../tests/helpers/invariants'
import {
  createTestContext,
  errorBody,
  json,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { classSessions, sessionPackageAssignments } from '../../db/schema/sessions'
import { takeCredit } from './ledger'

let ctx: TestContext
let coach: TestClient
let coachId: string
let studentId: string

beforeAll(async () => {
  ctx = await createTestContext()
  const c = await ctx.coach()
  coach = c.client
  coachId = c.userId
  const res = await coach.post('/api/students', {
    name: 'Paula Pacotes',
    phone: '11987654321',
    gender: 'female',
    type: 'fixed',
    classe: '3-classe',
  })
  studentId = (await json(res)).id
})
afterAll(async () => {
  await expectLedgerBalanced(ctx.database.db)
  await ctx?.close()
})

const body = (extra: Record<string, unknown> = {}) => ({
  studentId,
  totalClasses: 4,
  priceCents: 20000,
  startDate: today(),
  paymentDate: today(),
  validityDays: 30,
  ...extra,
})

async function create(extra: Record<string, unknown> = {}) {
  const res = await coach.post('/api/packages', body(extra))
  expect(res.status, await res.clone().text()).toBe(201)
  return json(res)
}

/** Uses credits of a package the way a session does, through the ledger. */
async function consume(packageId: string, n: number) {
  await ctx.database.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++) {
      expect(
        await takeCredit(tx, packageId, 'session', { userId: coachId, studentId, sessionId: null }),
      ).toBe(true)
    }
  })
}

describe('selling a package', () => {
  it('starts with remaining = total, names it, computes the expiry and writes the purchase to the ledger', async () => {
    const p = await create({ startDate: '2026-01-31', paymentDate: '2026-02-02', validityDays: 30 })
    expect(p).toMatchObject({
      name: 'Pacote de 4 aulas',
      totalClasses: 4,
      remainingClasses: 4,
      priceCents: 20000,
      purchaseDate: '2026-01-31',
      paymentDate: '2026-02-02',
      expiryDate: '2026-03-02',
      validityDays: 30,
      status: 'expired', // its expiry is in the past
      sessions: [],
    })
    expect(await ledgerOf(ctx.database.db, p.id)).toEqual([
      { delta: 4, reason: 'purchase', session_id: null },
    ])
  })

  it('names packages of the new package screen without "de"', async () => {
    expect((await create({ origin: 'screen', totalClasses: 8 })).name).toBe('Pacote 8 aulas')
  })

  it('a single-class package expires on its start day (validity 0), validity not needed', async () => {
    const p = await create({ totalClasses: 1, validityDays: null })
    expect(p).toMatchObject({ expiryDate: today(), validityDays: 0, status: 'active' })
  })

  it.each([
    [{ totalClasses: 0 }, 'totalClasses', 'Deve ter pelo menos 1 aula'],
    [{ totalClasses: 101 }, 'totalClasses', 'Número de aulas muito alto'],
    [{ totalClasses: 2.5 }, 'totalClasses', 'Deve ter pelo menos 1 aula'],
    [{ priceCents: -1 }, 'priceCents', 'Valor deve ser positivo'],
    [{ priceCents: 'abc' }, 'priceCents', 'Valor deve ser um número'],
    [
      { validityDays: null },
      'validityDays',
      'Tempo de validade é obrigatório para pacotes com mais de 1 aula',
    ],
    [{ validityDays: 0 }, 'validityDays', 'Tempo de validade deve ser pelo menos 1 dia'],
    [{ validityDays: 366 }, 'validityDays', 'Validade muito alta'],
    [{ startDate: '' }, 'startDate', 'Data de início é obrigatória'],
    [{ paymentDate: undefined }, 'paymentDate', 'Data de pagamento é obrigatória'],
    [{ startDate: '2026-02-30' }, 'startDate', 'Data inválida'],
  ])('refuses %o', async (extra, path, message) => {
    const res = await coach.post('/api/packages', body(extra))
    expect(res.status).toBe(400)
    // each issue: the Portuguese message API users read, with its code
    expect((await errorBody(res)).error.issues).toContainEqual(
      expect.objectContaining({ path, message, messageCode: expect.any(String) }),
    )
  })

  it('refuses a student that is not the coach’s', async () => {
    const res = await coach.post(
      '/api/packages',
      body({ studentId: '00000000-0000-4000-8000-000000000000' }),
    )
    expect(res.status).toBe(404)
  })
})

describe('package status and credits', () => {
  it('is expired when no classes remain, and then adds no credits', async () => {
    const p = await create({ totalClasses: 2 })
    await consume(p.id, 2)
    const list = await json(await coach.get(`/api/students/${studentId}/packages`))
    expect(list.find((x: { id: string }) => x.id === p.id)).toMatchObject({
      remainingClasses: 0,
      status: 'expired',
    })
  })

  it("a student's credits are the remaining classes of active packages only", async () => {
    const res = await coach.post('/api/students', {
      name: 'Credito Certo',
      phone: '11900000000',
      gender: 'male',
      type: 'fixed',
      classe: '5-classe',
    })
    const sid = (await json(res)).id
    const mk = (extra: Record<string, unknown>) =>
      coach.post('/api/packages', body({ studentId: sid, ...extra }))
    await mk({ totalClasses: 5 }) // active: 5
    await mk({
      totalClasses: 3,
      startDate: daysFromToday(-40),
      paymentDate: daysFromToday(-40),
      validityDays: 30,
    }) // expired
    await mk({
      totalClasses: 2,
      startDate: daysFromToday(-30),
      paymentDate: daysFromToday(-30),
      validityDays: 30,
    }) // expires today: active
    expect((await json(await coach.get(`/api/students/${sid}`))).credits).toBe(7)
  })

  it('lists newest purchase first', async () => {
    const list = await json(await coach.get(`/api/students/${studentId}/packages`))
    const dates = list.map((p: { purchaseDate: string }) => p.purchaseDate)
    expect([...dates].sort().reverse()).toEqual(dates)
  })
})

describe('editing a package', () => {
  it('moves the remaining classes by the change of total, through the ledger', async () => {
    const p = await create({ totalClasses: 10 })
    await consume(p.id, 3)
    const up = await json(
      await coach.patch(`/api/packages/${p.id}`, body({ totalClasses: 12, priceCents: 60000 })),
    )
    expect(up).toMatchObject({
      totalClasses: 12,
      remainingClasses: 9,
      priceCents: 60000,
      name: 'Pacote de 12 aulas',
    })
    const down = await json(await coach.patch(`/api/packages/${p.id}`, body({ totalClasses: 3 })))
    expect(down).toMatchObject({ totalClasses: 3, remainingClasses: 0 })
    const ledger = await ledgerOf(ctx.database.db, p.id)
    expect(ledger.map((m) => [m.delta, m.reason])).toEqual([
      [10, 'purchase'],
      [-1, 'session'],
      [-1, 'session'],
      [-1, 'session'],
      [2, 'package_edit'],
      [-9, 'package_edit'],
    ])
  })

  it('refuses a total below the classes already used, changing nothing', async () => {
    const p = await create({ totalClasses: 5 })
    await consume(p.id, 4)
    const res = await coach.patch(`/api/packages/${p.id}`, body({ totalClasses: 3 }))
    expect(res.status).toBe(409)
    expect((await errorBody(res)).error).toEqual({
      code: 'PACKAGE_TOTAL_BELOW_USED',
      message: 'Não é possível reduzir o pacote para 3 aulas: 4 aulas já foram usadas.',
      messageCode: 'package.totalBelowUsed',
      messageParams: { total: 3, used: 4 },
    })
    const list = await json(await coach.get(`/api/students/${studentId}/packages`))
    expect(list.find((x: { id: string }) => x.id === p.id)).toMatchObject({
      totalClasses: 5,
      remainingClasses: 1,
    })
  })

  it('recomputes the expiry from the new dates and validity', async () => {
    const p = await create()
    const res = await json(
      await coach.patch(
        `/api/packages/${p.id}`,
        body({ startDate: '2026-03-01', paymentDate: '2026-03-01', validityDays: 10 }),
      ),
    )
    expect(res).toMatchObject({ expiryDate: '2026-03-11', validityDays: 10 })
  })
})

describe('deleting a package', () => {
  it('deletes a package with no linked session, with its ledger', async () => {
    const p = await create()
    expect((await coach.delete(`/api/packages/${p.id}`)).status).toBe(204)
    expect(await ledgerOf(ctx.database.db, p.id)).toEqual([])
  })

  it('refuses while a session is linked', async () => {
    const p = await create()
    const [session] = await ctx.database.db
      .insert(classSessions)
      .values({ userId: coachId, teacher: 'Prof' })
      .returning()
    await ctx.database.db.transaction(async (tx) => {
      await takeCredit(tx, p.id, 'session', { userId: coachId, studentId, sessionId: session!.id })
      await tx
        .insert(sessionPackageAssignments)
        .values({ userId: coachId, sessionId: session!.id, studentId, packageId: p.id })
    })
    const res = await coach.delete(`/api/packages/${p.id}`)
    expect(res.status).toBe(409)
    expect((await errorBody(res)).error.code).toBe('PACKAGE_IN_USE')
    const list = await json(await coach.get(`/api/students/${studentId}/packages`))
    const kept = list.find((x: { id: string }) => x.id === p.id)
    expect(kept!.sessions).toHaveLength(1)
    expect(kept!.sessions[0]).toMatchObject({ sessionId: session!.id, manuallyAssigned: false })
  })
})
