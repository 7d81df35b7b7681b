import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import {
  createTestContext,
  json,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import type { FeedbackInput } from '../../../shared/schemas/session'

let ctx: TestContext
let coach: TestClient
let k: ReturnType<typeof kit>
const at = (daysAgo: number, time = '12:00') => `${daysFromToday(-daysAgo)}T${time}:00-03:00`
const ids: Record<string, string> = {}
let studentA: { id: string }

beforeAll(async () => {
  ctx = await createTestContext()
  coach = (await ctx.coach()).client
  k = kit(coach)
  studentA = await k.student('Álvaro Busca')
  const b = await k.student('Beatriz Outra')
  await k.pkg(studentA.id, {
    totalClasses: 20,
    startDate: daysFromToday(-60),
    paymentDate: daysFromToday(-60),
    validityDays: 90,
  })
  ids.today = (await k.session([studentA.id], { notes: 'Hoje: voleio' })).id
  ids.yesterday = (await k.session([studentA.id, b.id], { date: at(1), notes: 'Dupla' })).id // Beatriz unassigned
  ids.five = (
    await k.session([b.id], {
      date: at(5),
      feedbacks: [{ studentId: b.id, rating: 4, notes: 'Melhorou o SAQUE', tags: [] }],
    })
  ).id
  ids.twenty = (await k.session([studentA.id], { date: at(20) })).id
  ids.forty = (await k.session([studentA.id], { date: at(40) })).id
}, 60_000)
afterAll(() => ctx?.close())

const list = async (query: '' | `?${string}` = '') => json(await coach.get(`/api/sessions${query}`))
const found = async (query: `?${string}`) =>
  (await list(query)).items.map((s: { id: string }) => s.id)

describe('session history', () => {
  it('lists newest first, 5 per page, with totals', async () => {
    const page = await list()
    expect(page).toMatchObject({ total: 5, unfilteredTotal: 5, page: 1, pageSize: 5 })
    expect(page.items.map((s: { id: string }) => s.id)).toEqual([
      ids.today,
      ids.yesterday,
      ids.five,
      ids.twenty,
      ids.forty,
    ])
    const p2 = await list('?pageSize=2&page=3')
    expect(p2.items.map((s: { id: string }) => s.id)).toEqual([ids.forty])
  })

  it('quick periods in the coach’s time zone', async () => {
    expect(await found('?period=today')).toEqual([ids.today])
    expect(await found('?period=yesterday')).toEqual([ids.yesterday])
    expect(await found('?period=7days')).toEqual([ids.today, ids.yesterday, ids.five])
    expect(await found('?period=30days')).toEqual([ids.today, ids.yesterday, ids.five, ids.twenty])
  })

  it('custom range, inclusive, and open-ended ("A partir de")', async () => {
    expect(await found(`?from=${daysFromToday(-20)}&to=${daysFromToday(-5)}`)).toEqual([
      ids.five,
      ids.twenty,
    ])
    expect(await found(`?from=${daysFromToday(-1)}`)).toEqual([ids.today, ids.yesterday])
    const both = await coach.get(`/api/sessions?period=today&from=${today()}`)
    expect(both.status).toBe(400)
  })

  it('searches student names and notes, ignoring case and accents', async () => {
    expect(await found('?q=alvaro')).toEqual([ids.today, ids.yesterday, ids.twenty, ids.forty])
    expect(await found('?q=voleio')).toEqual([ids.today])
    expect(await found('?q=saque')).toEqual([ids.five]) // a feedback's notes
    const none = await list('?q=ninguem')
    expect(none).toMatchObject({ items: [], total: 0, unfilteredTotal: 5 })
  })

  it('"Sem Pacote" keeps sessions with an unpaid place', async () => {
    expect(await found('?unassigned=true')).toEqual([ids.yesterday, ids.five])
    expect(await found('?unassigned=true&period=7days&q=beatriz')).toEqual([
      ids.yesterday,
      ids.five,
    ])
  })

  it('a card carries what the history shows', async () => {
    const card = (await list('?period=yesterday')).items[0]!
    expect(card).toMatchObject({ notes: 'Dupla', unassignedCount: 1 })
    expect(card.participants.map((p: { name: string }) => p.name)).toEqual([
      'Álvaro Busca',
      'Beatriz Outra',
    ])
    const paid = card.assignments.find(
      (a: { studentName: string }) => a.studentName === 'Álvaro Busca',
    )
    expect(paid).toMatchObject({
      packageName: 'Pacote de 20 aulas',
      packageTotalClasses: 20,
      packagePurchaseDate: daysFromToday(-60),
    })
  })
})

describe('student profile tabs', () => {
  it('Aulas: the student’s classes with package and the other participants', async () => {
    const page = await json(await coach.get(`/api/students/${studentA.id}/sessions?pageSize=10`))
    expect(page.total).toBe(4)
    expect(page.items[0]).toMatchObject({
      sessionId: ids.today,
      otherParticipants: [],
      packageName: 'Pacote de 20 aulas',
    })
    expect(page.items[1]!.otherParticipants).toEqual([
      { studentId: expect.any(String), name: 'Beatriz Outra' },
    ])
  })

  it('Feedbacks: average, count, top tags and the history', async () => {
    const s = await k.student('Carla Tags')
    const tags: FeedbackInput['tags'][] = [
      ['Saque', 'Mental'],
      ['Saque'],
      ['Saque', 'Forehand', 'Mental'],
      [],
    ]
    for (const [i, t] of tags.entries()) {
      await k.session([s.id], {
        date: at(i + 1),
        feedbacks: [{ studentId: s.id, rating: i + 2, notes: `n${i}`, tags: t }],
      })
    }
    const fb = await json(await coach.get(`/api/students/${s.id}/feedbacks`))
    expect(fb).toMatchObject({ total: 4, averageRating: 3.5 })
    expect(fb.topTags).toEqual([
      { tag: 'Saque', count: 3 },
      { tag: 'Mental', count: 2 },
      { tag: 'Forehand', count: 1 },
    ])
    expect(fb.items.map((f: { notes: string }) => f.notes)).toEqual(['n0', 'n1', 'n2', 'n3'])
    const detail = await json(await coach.get(`/api/students/${s.id}`))
    expect(detail.stats).toMatchObject({ sessionsCount: 4, averageRating: 3.5 })
    expect(detail.recentSessions.map((r) => r.rating)).toEqual([2, 3, 4])
  })
})
