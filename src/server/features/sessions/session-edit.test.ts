import { describe, expect, it } from 'vitest'
import { coachSuite } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import { expectCountersMatch, expectLedgerBalanced } from '../../../../tests/helpers/invariants'
import { errorBody, json } from '../../../../tests/helpers/test-app'
import type { ApiBody } from '../../../shared/api-route-types'

const t = coachSuite(expectLedgerBalanced, expectCountersMatch)

const put = (id: string, body: ApiBody<'PUT', '/sessions/{id}'>) =>
  t.coach.put(`/api/sessions/${id}`, body)

describe('manual package assignment', () => {
  it('assigns a package to a flagged class, resolving the alert', async () => {
    const s = await t.k.student('Ana Atribui')
    const session = await t.k.session([s.id])
    const p = await t.k.pkg(s.id)
    const res = await t.coach.post(`/api/sessions/${session.id}/assignments`, {
      studentId: s.id,
      packageId: p.id,
    })
    expect(res.status).toBe(200)
    const after = await json(res)
    expect(after.unassignedCount).toBe(0)
    expect(after.assignments[0]).toMatchObject({ packageId: p.id, manuallyAssigned: true })
    expect(await t.k.remaining(s.id, p.id)).toBe(3)
    expect(
      (await t.k.alerts()).filter((a) => a.studentId === s.id && a.type === 'unassigned_session'),
    ).toEqual([])
  })

  it('moves the credit from the previous package to the new one', async () => {
    const s = await t.k.student('Bruno Troca')
    const first = await t.k.pkg(s.id, {
      startDate: daysFromToday(-5),
      paymentDate: daysFromToday(-5),
    })
    const second = await t.k.pkg(s.id)
    const session = await t.k.session([s.id])
    expect(await t.k.remaining(s.id, first.id)).toBe(3)
    await t.coach.post(`/api/sessions/${session.id}/assignments`, {
      studentId: s.id,
      packageId: second.id,
    })
    expect(await t.k.remaining(s.id, first.id)).toBe(4)
    expect(await t.k.remaining(s.id, second.id)).toBe(3)
  })

  it('allows an expired package that still has credits', async () => {
    const s = await t.k.student('Caio Vencido')
    const expired = await t.k.pkg(s.id, {
      startDate: daysFromToday(-90),
      paymentDate: daysFromToday(-90),
      validityDays: 30,
    })
    const session = await t.k.session([s.id])
    const res = await t.coach.post(`/api/sessions/${session.id}/assignments`, {
      studentId: s.id,
      packageId: expired.id,
    })
    expect(res.status).toBe(200)
    expect(await t.k.remaining(s.id, expired.id)).toBe(3)
  })

  it('refuses a package without credits, changing nothing', async () => {
    const s = await t.k.student('Dora Vazia')
    const single = await t.k.pkg(s.id, { totalClasses: 1, validityDays: null })
    await t.k.session([s.id]) // uses the only credit
    const flagged = await t.k.session([s.id])
    const res = await t.coach.post(`/api/sessions/${flagged.id}/assignments`, {
      studentId: s.id,
      packageId: single.id,
    })
    expect(res.status).toBe(409)
    expect((await errorBody(res)).error.message).toBe('Pacote sem créditos disponíveis')
    expect(await t.k.remaining(s.id, single.id)).toBe(0)
  })

  it('needs a package, an existing assignment, and the student’s own package', async () => {
    const s = await t.k.student('Eli Erros')
    const other = await t.k.student('Fred Outro')
    const otherPkg = await t.k.pkg(other.id)
    const session = await t.k.session([s.id])
    const none = await t.coach.post(`/api/sessions/${session.id}/assignments`, {
      studentId: s.id,
      packageId: '',
    })
    expect((await errorBody(none)).error.message).toBe(
      'Por favor, selecione um pacote para atribuir à aula.',
    )
    const notInSession = await t.coach.post(`/api/sessions/${session.id}/assignments`, {
      studentId: other.id,
      packageId: otherPkg.id,
    })
    expect(notInSession.status).toBe(404)
    expect((await errorBody(notInSession)).error.message).toBe('Atribuição não encontrada')
    const wrongPkg = await t.coach.post(`/api/sessions/${session.id}/assignments`, {
      studentId: s.id,
      packageId: otherPkg.id,
    })
    expect(wrongPkg.status).toBe(404)
  })
})

describe('full session edit', () => {
  it('adds and removes students with their credits, feedbacks and alerts', async () => {
    const a = await t.k.student('Gabi Fica')
    const b = await t.k.student('Hugo Sai')
    const c = await t.k.student('Iara Entra')
    const pa = await t.k.pkg(a.id)
    const pb = await t.k.pkg(b.id)
    const pc = await t.k.pkg(c.id)
    const session = await t.k.session([a.id, b.id])
    expect(await t.k.remaining(b.id, pb.id)).toBe(3)

    const res = await put(session.id, {
      studentIds: [a.id, c.id],
      notes: 'Editada',
      feedbacks: [{ studentId: a.id, rating: 2, notes: 'Cansada', tags: ['Físico'], clubId: null }],
      assignments: [{ studentId: c.id, packageId: pc.id }],
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const after = await json(res)
    expect(after.notes).toBe('Editada')
    expect(after.participants.map((p: { name: string }) => p.name)).toEqual([
      'Gabi Fica',
      'Iara Entra',
    ])
    expect(after.feedbacks.find((f: { studentId: string }) => f.studentId === a.id)).toMatchObject({
      rating: 2,
      tags: ['Físico'],
    })
    expect(after.feedbacks.find((f: { studentId: string }) => f.studentId === c.id)).toMatchObject({
      rating: 5,
      tags: [],
    })
    expect(await t.k.remaining(a.id, pa.id)).toBe(3) // kept, unchanged
    expect(await t.k.remaining(b.id, pb.id)).toBe(4) // removed: refunded
    expect(await t.k.remaining(c.id, pc.id)).toBe(3) // added with a package
  })

  it('an added student without package is flagged; removing the package of a kept student flags it too', async () => {
    const a = await t.k.student('Juca Kept')
    const b = await t.k.student('Kiko Added')
    const pa = await t.k.pkg(a.id)
    const session = await t.k.session([a.id])
    const after = await json(
      await put(session.id, {
        studentIds: [a.id, b.id],
        assignments: [{ studentId: a.id, packageId: null }],
      }),
    )
    expect(after.unassignedCount).toBe(2)
    expect(await t.k.remaining(a.id, pa.id)).toBe(4)
    const types = (await t.k.alerts())
      .filter((x) => [a.id, b.id].includes(x.studentId))
      .map((x) => x.type)
    expect(types.sort()).toEqual(['unassigned_session', 'unassigned_session'])
    // and giving the package back resolves it
    await put(session.id, {
      studentIds: [a.id, b.id],
      assignments: [{ studentId: a.id, packageId: pa.id }],
    })
    expect((await t.k.alerts()).filter((x) => x.studentId === a.id)).toEqual([])
  })

  it('refuses an empty session and a package with no credits, changing nothing', async () => {
    const a = await t.k.student('Lia Limite')
    const p = await t.k.pkg(a.id, { totalClasses: 1, validityDays: null })
    const b = await t.k.student('Mel Outra')
    const session = await t.k.session([b.id])
    await t.k.session([a.id]) // uses Lia's only credit
    const empty = await put(session.id, { studentIds: [] })
    expect((await errorBody(empty)).error.message).toBe(
      'Selecione pelo menos um aluno para a sessão.',
    )
    const res = await put(session.id, {
      studentIds: [b.id, a.id],
      assignments: [{ studentId: a.id, packageId: p.id }],
    })
    expect(res.status).toBe(409)
    const unchanged = await json(await t.coach.get(`/api/sessions/${session.id}`))
    expect(unchanged.participants.map((x: { name: string }) => x.name)).toEqual(['Mel Outra'])
  })
})

describe('deleting a session', () => {
  it('refunds one credit per assigned package and resolves the alerts', async () => {
    const a = await t.k.student('Nina Del')
    const b = await t.k.student('Otto Del')
    const pa = await t.k.pkg(a.id)
    const session = await t.k.session([a.id, b.id])
    expect((await t.k.alerts()).some((x) => x.studentId === b.id)).toBe(true)
    expect((await t.coach.delete(`/api/sessions/${session.id}`)).status).toBe(204)
    expect(await t.k.remaining(a.id, pa.id)).toBe(4)
    expect((await t.k.alerts()).some((x) => x.studentId === b.id)).toBe(false)
    expect((await t.coach.get(`/api/sessions/${session.id}`)).status).toBe(404)
    expect((await t.coach.delete(`/api/sessions/${session.id}`)).status).toBe(404)
  })
})

describe('feedback edit', () => {
  it('updates rating, tags and notes of one student', async () => {
    const a = await t.k.student('Pia Feedback')
    const session = await t.k.session([a.id])
    const res = await t.coach.patch(`/api/sessions/${session.id}/feedbacks/${a.id}`, {
      rating: 5,
      tags: ['Mental', 'Mental', 'Tática'],
      notes: 'Ótima',
    })
    expect(res.status).toBe(200)
    expect((await json(res)).feedbacks[0]).toMatchObject({
      rating: 5,
      tags: ['Mental', 'Tática'],
      notes: 'Ótima',
    })
    const bad = await t.coach.patch(`/api/sessions/${session.id}/feedbacks/${a.id}`, { rating: 0 })
    expect(bad.status).toBe(400)
  })
})
