import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import {
  expectCountersMatch,
  expectLedgerBalanced,
  ledgerOf,
} from '../../../../tests/helpers/invariants'
import {
  createTestContext,
  errorBody,
  json,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'

let ctx: TestContext
let coach: TestClient
let k: ReturnType<typeof kit>

beforeAll(async () => {
  ctx = await createTestContext()
  coach = (await ctx.coach({ name: 'Marcos Professor' })).client
  k = kit(coach)
})
afterAll(async () => {
  await expectLedgerBalanced(ctx.database.db)
  await expectCountersMatch(ctx.database.db)
  await ctx?.close()
})

describe('registering a session', () => {
  it('takes one credit from the oldest active package, records the feedback and the teacher', async () => {
    const s = await k.student('Ana Antiga')
    const older = await k.pkg(s.id, {
      startDate: daysFromToday(-10),
      paymentDate: daysFromToday(-10),
    })
    const newer = await k.pkg(s.id)
    const session = await k.session([s.id], {
      notes: 'Treino de saque',
      feedbacks: [
        {
          studentId: s.id,
          rating: 4,
          notes: 'Boa evolução',
          tags: ['Saque', 'Técnica'],
          clubId: null,
        },
      ],
    })
    expect(session).toMatchObject({
      teacher: 'Marcos Professor',
      notes: 'Treino de saque',
      unassignedCount: 0,
      participants: [{ studentId: s.id, name: 'Ana Antiga' }],
      feedbacks: [
        { studentId: s.id, rating: 4, notes: 'Boa evolução', tags: ['Saque', 'Técnica'] },
      ],
      assignments: [{ studentId: s.id, packageId: older.id, manuallyAssigned: false }],
    })
    expect(await k.remaining(s.id, older.id)).toBe(3)
    expect(await k.remaining(s.id, newer.id)).toBe(4)
    const ledger = await ledgerOf(ctx.database.db, older.id)
    expect(ledger.at(-1)).toEqual({ delta: -1, reason: 'session', session_id: session.id })
  })

  it('skips expired and empty packages', async () => {
    const s = await k.student('Bia Vencida')
    const expired = await k.pkg(s.id, {
      startDate: daysFromToday(-60),
      paymentDate: daysFromToday(-60),
      validityDays: 30,
    })
    const single = await k.pkg(s.id, {
      totalClasses: 1,
      validityDays: null,
      startDate: daysFromToday(-1),
      paymentDate: daysFromToday(-1),
    })
    const good = await k.pkg(s.id)
    const session = await k.session([s.id])
    expect(session.assignments[0]!.packageId).toBe(good.id)
    expect(await k.remaining(s.id, expired.id)).toBe(4)
    expect(await k.remaining(s.id, single.id)).toBe(1) // expired yesterday
  })

  it('without an active package: an assignment without package and a high-priority alert', async () => {
    const s = await k.student('Caio Sem Pacote')
    const session = await k.session([s.id])
    expect(session.unassignedCount).toBe(1)
    expect(session.assignments[0]).toMatchObject({ packageId: null, manuallyAssigned: false })
    const alerts = (await k.alerts()).filter((a) => a.studentId === s.id)
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'unassigned_session',
        priority: 'high',
        message: 'Aula sem pacote atribuído - necessária atribuição manual',
      }),
    ])
    // a second class without package keeps one open alert
    await k.session([s.id])
    expect((await k.alerts()).filter((a) => a.studentId === s.id)).toHaveLength(1)
  })

  it('uses defaults: rating 3, no notes, no tags, the default club', async () => {
    const club = await json(
      await coach.post('/api/clubs', { name: 'Clube Padrão', isDefault: true }),
    )
    const s = await k.student('Dani Padrão')
    const session = await k.session([s.id])
    expect(session.feedbacks[0]).toMatchObject({
      rating: 3,
      notes: '',
      tags: [],
      clubId: club.id,
      clubName: 'Clube Padrão',
    })
  })

  it('registers a class after the fact at an earlier date, using the packages valid that day', async () => {
    const s = await k.student('Eva Atrasada')
    const p = await k.pkg(s.id, {
      startDate: daysFromToday(-40),
      paymentDate: daysFromToday(-40),
      validityDays: 30,
    })
    const date = new Date(Date.now() - 20 * 86_400_000).toISOString()
    const session = await k.session([s.id], { date })
    expect(session.date).toBe(date)
    expect(session.assignments[0]!.packageId).toBe(p.id) // valid 20 days ago, expired today
  })

  it('never pays a late-registered class with a package that starts after the class day', async () => {
    const s = await k.student('Eva Futuro')
    const later = await k.pkg(s.id) // starts today
    const session = await k.session([s.id], { date: `${daysFromToday(-10)}T18:00:00-03:00` })
    expect(session.assignments[0]).toMatchObject({ packageId: null, manuallyAssigned: false })
    expect(await k.remaining(s.id, later.id)).toBe(4)
    expect(
      (await k.alerts()).find((a) => a.studentId === s.id && a.type === 'unassigned_session'),
    ).toMatchObject({ priority: 'high' })
  })

  it('takes the credit of the package valid on the class day, not the oldest overall', async () => {
    const s = await k.student('Eva Dia')
    const old = await k.pkg(s.id, {
      startDate: daysFromToday(-60),
      paymentDate: daysFromToday(-60),
      validityDays: 20,
    })
    const current = await k.pkg(s.id, {
      startDate: daysFromToday(-15),
      paymentDate: daysFromToday(-15),
    })
    const session = await k.session([s.id], { date: `${daysFromToday(-10)}T18:00:00-03:00` })
    expect(session.assignments[0]!.packageId).toBe(current.id)
    expect(await k.remaining(s.id, old.id)).toBe(4)
  })

  it('several students in one session, each paying from their own package', async () => {
    const a = await k.student('Fabio Grupo')
    const b = await k.student('Gina Grupo')
    const pa = await k.pkg(a.id)
    const session = await k.session([a.id, b.id])
    expect(session.participants).toHaveLength(2)
    expect(session.unassignedCount).toBe(1)
    expect(await k.remaining(a.id, pa.id)).toBe(3)
  })

  it.each([
    [{ studentIds: [] }, 'É necessário selecionar ao menos um aluno para a sessão.'],
    [{}, 'É necessário selecionar ao menos um aluno para a sessão.'],
    [{ studentIds: ['nope'] }, 'Identificador inválido'],
    [
      {
        studentIds: ['8d0e4a55-4a7e-4c8e-9f39-2c2b6c1d0001'],
        date: new Date(Date.now() + 86_400_000).toISOString(),
      },
      'A data da aula não pode estar no futuro',
    ],
  ])('refuses %o', async (body, message) => {
    const res = await coach.request('POST', '/api/sessions', body)
    expect(res.status).toBe(400)
    expect((await errorBody(res)).error.message).toBe(message)
  })

  it('refuses a rating outside 1..5 and unknown tags', async () => {
    const s = await k.student('Hugo Nota')
    const bad = await coach.post('/api/sessions', {
      studentIds: [s.id],
      feedbacks: [{ studentId: s.id, rating: 6, tags: [] }],
    })
    expect((await errorBody(bad)).error.message).toBe('Avaliação deve ser de 1 a 5')
    const tag = await coach.request('POST', '/api/sessions', {
      studentIds: [s.id],
      feedbacks: [{ studentId: s.id, rating: 3, tags: ['Golfe'] }],
    })
    expect((await errorBody(tag)).error.message).toBe('Foco de treino inválido')
  })

  it('refuses inactive students and other coaches’ students, writing nothing', async () => {
    const s = await k.student('Iris Inativa')
    await coach.patch(`/api/students/${s.id}`, {
      name: 'Iris Inativa',
      phone: '11987654321',
      gender: 'female',
      type: 'fixed',
      classe: '4-classe',
      status: 'inactive',
    })
    const p = await k.pkg(s.id)
    const res = await coach.post('/api/sessions', { studentIds: [s.id] })
    expect(res.status).toBe(409)
    expect((await errorBody(res)).error.code).toBe('STUDENT_INACTIVE')
    expect(await k.remaining(s.id, p.id)).toBe(4)

    const otherStudent = await kit((await ctx.coach()).client).student('De Outro')
    const before = (await json(await coach.get('/api/sessions'))).unfilteredTotal
    const res2 = await coach.post('/api/sessions', { studentIds: [otherStudent.id] })
    expect(res2.status).toBe(404)
    expect((await json(await coach.get('/api/sessions'))).unfilteredTotal).toBe(before)
  })
})
