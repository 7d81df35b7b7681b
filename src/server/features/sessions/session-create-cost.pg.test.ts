import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import {
  createTestContext,
  json,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import type { ApiBody } from '../../../shared/api-route-types'

/**
 * What registering a class costs in database round trips, counted where every statement the
 * app sends to PostgreSQL passes (pg.Client's query, as the bench's capture does): the cookie's
 * session check, BEGIN, the transaction's statements, COMMIT. The class, its feedbacks, the
 * credits (the ledger's pick-and-decrement) and the assignments are one data-modifying
 * statement, on the plain path and from a lesson alike, so the count does not depend on the
 * number of students. PostgreSQL only: PGlite has no wire to count on.
 */
let ctx: TestContext
let coach: TestClient
let k: ReturnType<typeof kit>

beforeAll(async () => {
  ctx = await createTestContext()
  coach = (await ctx.coach({ name: 'Clara Custo' })).client
  k = kit(coach)
})
afterAll(async () => {
  await ctx?.close()
})

/** The statements sent to PostgreSQL while `action` runs (nothing else may query meanwhile). */
async function statementsOf(action: () => Promise<void>): Promise<string[]> {
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown }
  const original = proto.query
  const seen: string[] = []
  proto.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
    seen.push(typeof config === 'string' ? config : String((config as { text?: string }).text))
    return original.call(this, config, ...rest)
  }
  try {
    await action()
  } finally {
    proto.query = original
  }
  return seen
}

const registered = (body: ApiBody<'POST', '/sessions'>) => async () => {
  const res = await coach.post('/api/sessions', body)
  expect(res.status, await res.clone().text()).toBe(201)
  await res.arrayBuffer()
}

describe('registering a class, in round trips', () => {
  it('a plain class: 7 statements for one student or four, with or without packages', async () => {
    const students = []
    for (const name of ['Ana Custo', 'Bia Custo', 'Caio Custo', 'Duda Sem Pacote']) {
      students.push(await k.student(name))
    }
    for (const s of students.slice(0, 3)) await k.pkg(s.id, { totalClasses: 10 })
    const ids = students.map((s) => s.id)
    // the first request of a connection may prepare; count the second of each shape
    await registered({ studentIds: ids })()
    const four = await statementsOf(registered({ studentIds: ids }))
    await registered({ studentIds: ids.slice(0, 1) })()
    const one = await statementsOf(registered({ studentIds: ids.slice(0, 1) }))
    expect(four, four.join('\n')).toHaveLength(7)
    expect(one, one.join('\n')).toHaveLength(7)
  })

  it('from a lesson: 16 statements', async () => {
    const s = await k.student('Leo Licao')
    await k.pkg(s.id, { totalClasses: 10, startDate: daysFromToday(-1) })
    const lesson = async () => {
      const res = await coach.post('/api/lessons', {
        date: daysFromToday(0),
        time: '00:00',
        durationMinutes: 60,
        studentIds: [s.id],
        confirmOverlap: true,
      })
      expect(res.status, await res.clone().text()).toBe(201)
      return (await json(res)).id
    }
    await registered({ studentIds: [s.id], lessonId: await lesson() })()
    const id = await lesson()
    const fromLesson = await statementsOf(registered({ studentIds: [s.id], lessonId: id }))
    expect(fromLesson, fromLesson.join('\n')).toHaveLength(16)
  })
})
