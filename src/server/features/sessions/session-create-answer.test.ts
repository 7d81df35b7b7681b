import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import {
  expectCountersMatch,
  expectCreditsMatchAssignments,
  expectLedgerBalanced,
} from '../../../../tests/helpers/invariants'
import {
  createTestContext,
  json,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import type { ApiResponse } from '../../../shared/api-route-types'

let ctx: TestContext
let coach: TestClient
let k: ReturnType<typeof kit>

beforeAll(async () => {
  ctx = await createTestContext()
  coach = (await ctx.coach({ name: 'Rita Resposta' })).client
  k = kit(coach)
})
afterAll(async () => {
  await expectLedgerBalanced(ctx.database.db)
  await expectCountersMatch(ctx.database.db)
  await expectCreditsMatchAssignments(ctx.database.db)
  await ctx?.close()
})

/**
 * Issue 16: the 201 answer of a registration is built from what its statements returned, not
 * read back — it must be exactly (key order included) what reading the class gives.
 */
describe('the answer of a registration', () => {
  it('is byte for byte the class read back: order by name, packages, clubs, defaults', async () => {
    const club = await json(await coach.post('/api/clubs', { name: 'Clube Sede', isDefault: true }))
    const other = await json(await coach.post('/api/clubs', { name: 'Quadra Dois' }))
    // names whose order depends on folding (accents, case) and one student with no package
    const names = ['Érica Zé', 'bruno Alves', 'Álvaro Lima', 'Carla Sem Pacote']
    const students = []
    for (const n of names) students.push(await k.student(n))
    const [erica, bruno, alvaro, carla] = students as { id: string }[]
    await k.pkg(erica!.id, { startDate: daysFromToday(-5), paymentDate: daysFromToday(-5) })
    await k.pkg(erica!.id)
    await k.pkg(bruno!.id, { totalClasses: 1 })
    await k.pkg(alvaro!.id, { totalClasses: 8 })
    const res = await coach.post('/api/sessions', {
      studentIds: [erica!.id, bruno!.id, alvaro!.id, carla!.id],
      notes: 'Treino de voleio',
      feedbacks: [
        {
          studentId: bruno!.id,
          rating: 5,
          notes: 'Ótimo',
          tags: ['Saque', 'Técnica'],
          clubId: other.id,
        },
        { studentId: carla!.id, rating: 2, notes: '', tags: [], clubId: null },
      ],
    })
    expect(res.status).toBe(201)
    const created = await res.text()
    const body: ApiResponse<'POST', '/sessions'> = JSON.parse(created)
    const read = await coach.get(`/api/sessions/${body.id}`)
    expect(read.status).toBe(200)
    expect(created).toBe(await read.text())
    // and what it says is right
    expect(body.participants.map((p: { name: string }) => p.name)).toEqual([
      'Álvaro Lima',
      'bruno Alves',
      'Carla Sem Pacote',
      'Érica Zé',
    ])
    expect(body.unassignedCount).toBe(1)
    const byName = new Map(
      body.feedbacks.map((f: { studentName: string }) => [f.studentName, f] as const),
    )
    expect(byName.get('bruno Alves')).toMatchObject({
      rating: 5,
      clubId: other.id,
      tags: ['Saque', 'Técnica'],
    })
    expect(byName.get('Carla Sem Pacote')).toMatchObject({
      rating: 2,
      clubId: null,
      clubName: null,
    })
    expect(byName.get('Érica Zé')).toMatchObject({
      rating: 3,
      clubId: club.id,
      clubName: 'Clube Sede',
    })
    const carlaAssignment = body.assignments.find(
      (a: { studentId: string }) => a.studentId === carla!.id,
    )
    expect(carlaAssignment).toMatchObject({ packageId: null, packageName: null })
  })

  it('a date given and a single student: the same answer as reading it back', async () => {
    const s = await k.student('Davi Data')
    await k.pkg(s.id, { startDate: daysFromToday(-20), paymentDate: daysFromToday(-20) })
    const res = await coach.post('/api/sessions', {
      studentIds: [s.id],
      date: `${daysFromToday(-3)}T13:30:00.000Z`,
    })
    expect(res.status).toBe(201)
    const created = await res.text()
    const { id }: ApiResponse<'POST', '/sessions'> = JSON.parse(created)
    const read = await coach.get(`/api/sessions/${id}`)
    expect(created).toBe(await read.text())
    expect(JSON.parse(created).date).toBe(`${daysFromToday(-3)}T13:30:00.000Z`)
  })
})
