import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { daysFromToday, today } from '../../../tests/helpers/dates'
import {
  createTestContext,
  json,
  type TestClient,
  type TestContext,
} from '../../../tests/helpers/test-app'
import { isoWeekday } from '../../shared/domain/recurrence'

/**
 * Isolation: every endpoint called by another coach with this coach's ids answers 404 and
 * changes nothing. New endpoints are added to the table below.
 */
let ctx: TestContext
let owner: TestClient
let intruder: TestClient
const ids: Record<string, string> = {}

beforeAll(async () => {
  ctx = await createTestContext()
  owner = (await ctx.coach({ name: 'Dona' })).client
  intruder = (await ctx.coach({ name: 'Intrusa' })).client
  const student = await json(
    await owner.post('/api/students', {
      name: 'Aluno da Dona',
      phone: '11987654321',
      gender: 'male',
      type: 'fixed',
      classe: '1-classe',
    }),
  )
  ids.student = student.id
  const pkg = await json(
    await owner.post('/api/packages', {
      studentId: student.id,
      totalClasses: 4,
      priceCents: 100,
      startDate: today(),
      paymentDate: today(),
      validityDays: 30,
    }),
  )
  ids.package = pkg.id
  ids.club = (
    await json(await owner.post('/api/clubs', { name: 'Clube da Dona', isDefault: true }))
  ).id
  ids.session = (await json(await owner.post('/api/sessions', { studentIds: [student.id] }))).id
  // the intruder's own student and package, to try mixing them into the owner's session
  const own = await json(
    await intruder.post('/api/students', {
      name: 'Aluno da Intrusa',
      phone: '11911112222',
      gender: 'female',
      type: 'fixed',
      classe: '2-classe',
    }),
  )
  ids.intruderStudent = own.id
  const ownPkg = await json(
    await intruder.post('/api/packages', {
      studentId: own.id,
      totalClasses: 4,
      priceCents: 100,
      startDate: today(),
      paymentDate: today(),
      validityDays: 30,
    }),
  )
  ids.intruderPackage = ownPkg.id
  // an alert of the owner's (credits down to 1), to dismiss and restore
  const low = await json(
    await owner.post('/api/students', {
      name: 'Aluna Pouco Crédito',
      phone: '11933334444',
      gender: 'female',
      type: 'fixed',
      classe: '3-classe',
    }),
  )
  await owner.post('/api/packages', {
    studentId: low.id,
    totalClasses: 2,
    priceCents: 100,
    startDate: today(),
    paymentDate: today(),
    validityDays: 30,
  })
  await owner.post('/api/sessions', { studentIds: [low.id] })
  ids.alert = (await json(await owner.get('/api/alerts'))).items[0].id
})
afterAll(() => ctx?.close())

type Call = [
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: () => string,
  body?: () => unknown,
]

const studentBody = {
  name: 'Hacker',
  phone: '11900000000',
  gender: 'male',
  type: 'fixed',
  classe: '1-classe',
  status: 'active',
}
const packageBody = () => ({
  totalClasses: 1,
  priceCents: 1,
  startDate: today(),
  paymentDate: today(),
  validityDays: null,
})

const calls: Call[] = [
  ['get', () => `/api/students/${ids.student}`],
  ['patch', () => `/api/students/${ids.student}`, () => studentBody],
  ['delete', () => `/api/students/${ids.student}`],
  ['get', () => `/api/students/${ids.student}/packages`],
  ['post', () => '/api/packages', () => ({ ...packageBody(), studentId: ids.student })],
  ['patch', () => `/api/packages/${ids.package}`, packageBody],
  ['delete', () => `/api/packages/${ids.package}`],
  ['patch', () => `/api/clubs/${ids.club}`, () => ({ name: 'Roubado', isDefault: true })],
  ['post', () => `/api/clubs/${ids.club}/default`],
  ['delete', () => `/api/clubs/${ids.club}`],
  ['get', () => `/api/sessions/${ids.session}`],
  ['put', () => `/api/sessions/${ids.session}`, () => ({ studentIds: [ids.intruderStudent] })],
  ['delete', () => `/api/sessions/${ids.session}`],
  [
    'patch',
    () => `/api/sessions/${ids.session}/feedbacks/${ids.student}`,
    () => ({ rating: 1, tags: [], notes: 'x' }),
  ],
  [
    'post',
    () => `/api/sessions/${ids.session}/assignments`,
    () => ({ studentId: ids.student, packageId: ids.package }),
  ],
  [
    'post',
    () => `/api/sessions/${ids.session}/assignments`,
    () => ({ studentId: ids.student, packageId: ids.intruderPackage }),
  ],
  ['get', () => `/api/students/${ids.student}/sessions`],
  ['get', () => `/api/students/${ids.student}/feedbacks`],
  ['post', () => '/api/sessions', () => ({ studentIds: [ids.student] })],
  ['post', () => '/api/sessions', () => ({ studentIds: [ids.intruderStudent, ids.student] })],
  ['post', () => `/api/alerts/${ids.alert}/dismiss`],
  ['post', () => `/api/alerts/${ids.alert}/restore`],
]

describe("another coach's ids", () => {
  it.each(
    calls.map((c) => [`${c[0].toUpperCase()} ${c[1]().replace(/undefined/g, ':id')}`, c] as const),
  )('%s answers 404', async (_name, [method, path, body]) => {
    const res = await intruder.request(method.toUpperCase(), path(), body?.())
    expect(res.status).toBe(404)
  })

  it('changed nothing', async () => {
    const student = await json(await owner.get(`/api/students/${ids.student}`))
    expect(student).toMatchObject({ name: 'Aluno da Dona', credits: 3 }) // one class taken by the owner's session
    const session = await json(await owner.get(`/api/sessions/${ids.session}`))
    expect(session.participants).toEqual([{ studentId: ids.student, name: 'Aluno da Dona' }])
    expect(session.feedbacks[0].rating).toBe(3)
    expect(session.assignments[0].packageId).toBe(ids.package)
    const packages = await json(await owner.get(`/api/students/${ids.student}/packages`))
    expect(packages).toHaveLength(1)
    expect(packages[0]).toMatchObject({ totalClasses: 4, priceCents: 100, remainingClasses: 3 })
    const alerts = (await json(await owner.get('/api/alerts'))).items
    expect(alerts.map((a: { id: string }) => a.id)).toEqual([ids.alert])
    const clubs = await json(await owner.get('/api/clubs'))
    expect(clubs).toEqual([expect.objectContaining({ name: 'Clube da Dona', isDefault: true })])
  })

  it("lists show only the coach's own records", async () => {
    const students = (await json(await intruder.get('/api/students'))).items
    expect(students.map((s: { name: string }) => s.name)).toEqual(['Aluno da Intrusa'])
    expect(await json(await intruder.get('/api/clubs'))).toEqual([])
    expect((await json(await intruder.get('/api/sessions'))).unfilteredTotal).toBe(0)
    expect((await json(await intruder.get('/api/alerts'))).items).toEqual([])
    const dashboard = await json(await intruder.get('/api/dashboard'))
    expect(dashboard).toMatchObject({ todaysSessions: 0, averageRating: null, alertsTotal: 0 })
    expect(dashboard.recentStudents.map((s: { name: string }) => s.name)).toEqual([
      'Aluno da Intrusa',
    ])
  })
})

// ---------------------------------------------------------------- agenda (issue 11)
// Kept in one block: the agenda's routes, with the owner's lesson and weekly series.

describe("another coach's ids: the agenda", () => {
  const agendaIds: Record<string, string> = {}
  const day = daysFromToday(7)
  const lessonBody = () => ({ date: day, time: '10:00', studentIds: [ids.student] })

  beforeAll(async () => {
    agendaIds.lesson = (await json(await owner.post('/api/lessons', lessonBody()))).id
    const series = await json(
      await owner.post('/api/lesson-series', {
        weekdays: [isoWeekday(day)],
        time: '15:00',
        startDate: day,
        studentIds: [ids.student],
      }),
    )
    agendaIds.series = series.id
    agendaIds.intruderLesson = (
      await json(
        await intruder.post('/api/lessons', {
          date: day,
          time: '10:00',
          studentIds: [ids.intruderStudent],
        }),
      )
    ).id
  })

  const agendaCalls: Call[] = [
    ['get', () => `/api/lessons/${agendaIds.lesson}`],
    ['patch', () => `/api/lessons/${agendaIds.lesson}`, () => ({ time: '11:00' })],
    ['delete', () => `/api/lessons/${agendaIds.lesson}`],
    ['post', () => '/api/lessons', lessonBody],
    [
      'post',
      () => '/api/lessons',
      () => ({ ...lessonBody(), studentIds: [ids.intruderStudent], clubId: ids.club }),
    ],
    [
      'patch',
      () => `/api/lessons/${agendaIds.intruderLesson}`,
      () => ({ studentIds: [ids.intruderStudent, ids.student] }),
    ],
    ['patch', () => `/api/lessons/${agendaIds.intruderLesson}`, () => ({ clubId: ids.club })],
    [
      'post',
      () => '/api/lesson-series',
      () => ({ weekdays: [1], time: '08:00', startDate: day, studentIds: [ids.student] }),
    ],
    ['get', () => `/api/lesson-series/${agendaIds.series}`],
    ['delete', () => `/api/lesson-series/${agendaIds.series}`],
    [
      'patch',
      () => `/api/lesson-series/${agendaIds.series}/occurrences/${day}`,
      () => ({ scope: 'this', time: '16:00' }),
    ],
    [
      'patch',
      () => `/api/lesson-series/${agendaIds.series}/occurrences/${day}`,
      () => ({ scope: 'following', time: '16:00' }),
    ],
    [
      'post',
      () => `/api/lesson-series/${agendaIds.series}/occurrences/${day}/cancel`,
      () => ({ scope: 'this' }),
    ],
    [
      'post',
      () => `/api/lesson-series/${agendaIds.series}/occurrences/${day}/cancel`,
      () => ({ scope: 'following' }),
    ],
  ]

  it.each(
    agendaCalls.map(
      (c) => [`${c[0].toUpperCase()} ${c[1]().replace(/undefined/g, ':id')}`, c] as const,
    ),
  )('%s answers 404', async (_name, [method, path, body]) => {
    const res = await intruder.request(method.toUpperCase(), path(), body?.())
    expect(res.status).toBe(404)
  })

  // the calendar feed: only ever the signed-in coach's own (no id in its routes); the public
  // feed is keyed by a token, and a token never shows another coach's lessons
  it("the calendar feed: the intruder's routes touch only the intruder's own feed", async () => {
    const ownerFeed = await json(await owner.post('/api/profile/calendar-feed'))
    const path = new URL(ownerFeed.url).pathname
    expect((await intruder.get('/api/profile/calendar-feed')).status).toBe(200)
    expect(await json(await intruder.get('/api/profile/calendar-feed'))).toEqual({
      active: false,
      createdAt: null,
    })
    const theirs = await json(await intruder.post('/api/profile/calendar-feed'))
    expect((await intruder.delete('/api/profile/calendar-feed')).status).toBe(204)
    expect((await intruder.get(new URL(theirs.url).pathname)).status).toBe(404)
    // the owner's URL still works, and the intruder's feed never showed the owner's lessons
    const feed = await (await intruder.get(path)).text()
    expect(feed).toContain(`UID:${agendaIds.lesson}@quadra`)
    expect(feed).not.toContain(agendaIds.intruderLesson)
    expect((await json(await owner.get('/api/profile/calendar-feed'))).active).toBe(true)
  })

  it('changed nothing, and lists show only the coach’s own lessons', async () => {
    const mine = await json(await owner.get(`/api/agenda?from=${day}&to=${day}`))
    expect(mine.items.map((i: { time: string; status: string }) => [i.time, i.status])).toEqual([
      ['10:00', 'scheduled'],
      ['15:00', 'scheduled'],
    ])
    expect(mine.items[1].id).toBe(`s_${agendaIds.series}_${day}`)
    const series = await json(await owner.get(`/api/lesson-series/${agendaIds.series}`))
    expect(series).toMatchObject({ time: '15:00', untilDate: null, sequence: 0 })
    const theirs = await json(await intruder.get(`/api/agenda?from=${day}&to=${day}`))
    expect(theirs.items.map((i: { id: string }) => i.id)).toEqual([agendaIds.intruderLesson])
    expect(theirs.items[0].students).toEqual([expect.objectContaining({ id: ids.intruderStudent })])
    expect(theirs.items[0].club).toBeNull()
  })
})
