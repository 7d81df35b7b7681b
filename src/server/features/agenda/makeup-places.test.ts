import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import {
  createTestContext,
  errorBody,
  ok,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import type { ApiBody } from '../../../shared/api-route-types'
import { isoWeekday } from '../../../shared/domain/recurrence'
import {
  agendaDtoSchema,
  agendaOccurrenceSchema,
  lessonSeriesChangeSchema,
  lessonSeriesDtoSchema,
} from '../../../shared/schemas/agenda.response'

/**
 * The coach's side of the places open to make-ups (decision 0024): 'Aberta a reposições' with its
 * 'Vagas' on a lesson, a weekly slot and one of its occurrences, and the open places the agenda
 * shows — the capacity less the students holding a place (an absence frees one).
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(async () => {
  await ctx?.close()
})

async function coach() {
  const { client } = await ctx.coach()
  const k = kit(client)
  return { client, k }
}

const DAY = daysFromToday(4)

async function lessonWith(client: TestClient, body: Partial<ApiBody<'POST', '/lessons'>>) {
  return agendaOccurrenceSchema.parse(
    await ok(
      await client.post('/api/lessons', {
        date: DAY,
        time: '18:00',
        studentIds: [],
        confirmOverlap: true,
        ...body,
      }),
      201,
    ),
  )
}

describe('a lesson open to make-ups', () => {
  it('shows its capacity and open places; the coach changes or closes it', async () => {
    const { client, k } = await coach()
    const ana = await k.student('Ana Vaga')
    const lesson = await lessonWith(client, { studentIds: [ana.id], makeupCapacity: 3 })
    expect(lesson).toMatchObject({ makeupCapacity: 3, openPlaces: 2 })

    const closed = await lessonWith(client, { studentIds: [ana.id], time: '07:00' })
    expect(closed).toMatchObject({ makeupCapacity: null, openPlaces: null })

    const one = await ok(await client.patch(`/api/lessons/${lesson.id}`, { makeupCapacity: 1 }))
    expect(one).toMatchObject({ makeupCapacity: 1, openPlaces: 0 })
    // a title change leaves it as it is
    expect(
      await ok(await client.patch(`/api/lessons/${lesson.id}`, { title: 'Turma' })),
    ).toMatchObject({ makeupCapacity: 1 })
    const off = await ok(await client.patch(`/api/lessons/${lesson.id}`, { makeupCapacity: null }))
    expect(off).toMatchObject({ makeupCapacity: null, openPlaces: null })
  })

  it("a student's cancellation frees their place; more students than places leave none", async () => {
    const { client, k } = await coach()
    const ana = await k.student('Ana Cheia')
    const bia = await k.student('Bia Cheia')
    const caio = await k.student('Caio Cheio')
    const lesson = await lessonWith(client, { studentIds: [ana.id, bia.id], makeupCapacity: 2 })
    expect(lesson.openPlaces).toBe(0)
    const freed = await ok(
      await client.put(`/api/lessons/${lesson.id}/attendance/${bia.id}`, {
        outcome: 'student_cancelled',
      }),
    )
    expect(freed).toMatchObject({ openPlaces: 1 })
    const over = await ok(
      await client.patch(`/api/lessons/${lesson.id}`, { studentIds: [ana.id, bia.id, caio.id] }),
    )
    // Bia's cancellation still frees hers: Ana and Caio hold the two places
    expect(over).toMatchObject({ openPlaces: 0 })
    const more = await ok(
      await client.patch(`/api/lessons/${lesson.id}`, { studentIds: [ana.id], makeupCapacity: 1 }),
    )
    expect(more).toMatchObject({ openPlaces: 0 })
  })

  it('refuses a capacity out of 1–50 with the field named', async () => {
    const { client, k } = await coach()
    const ana = await k.student('Ana Limite')
    for (const makeupCapacity of [0, 51, 2.5]) {
      const res = await client.post('/api/lessons', {
        date: DAY,
        time: '18:00',
        studentIds: [ana.id],
        makeupCapacity,
      })
      expect(res.status).toBe(400)
      const body = await errorBody(res)
      expect(body.error.issues?.[0]).toMatchObject({
        path: 'makeupCapacity',
        message: 'As vagas devem ser um número de 1 a 50.',
      })
    }
  })
})

describe('a weekly slot open to make-ups', () => {
  it('applies to each occurrence; one occurrence may differ, and the following ones change', async () => {
    const { client, k } = await coach()
    const ana = await k.student('Ana Semanal')
    const series = lessonSeriesDtoSchema.parse(
      await ok(
        await client.post('/api/lesson-series', {
          weekdays: [isoWeekday(DAY)],
          time: '18:00',
          startDate: DAY,
          studentIds: [ana.id],
          makeupCapacity: 4,
          confirmOverlap: true,
        }),
        201,
      ),
    )
    expect(series.makeupCapacity).toBe(4)
    const [first, second, third] = [DAY, daysFromToday(11), daysFromToday(18)]
    const week = async (day: string) =>
      agendaDtoSchema
        .parse(await ok(await client.get(`/api/agenda?from=${day}&to=${day}`)))
        .items.find((o) => o.seriesId && o.occurrenceDate === day)
    expect(await week(first!)).toMatchObject({ makeupCapacity: 4, openPlaces: 3 })

    const only = lessonSeriesChangeSchema.parse(
      await ok(
        await client.patch(`/api/lesson-series/${series.id}/occurrences/${second}`, {
          scope: 'this',
          makeupCapacity: 2,
        }),
      ),
    )
    expect(only.occurrence).toMatchObject({ makeupCapacity: 2, openPlaces: 1 })
    expect(await week(first!)).toMatchObject({ makeupCapacity: 4 })
    expect(await week(third!)).toMatchObject({ makeupCapacity: 4 })

    const following = lessonSeriesChangeSchema.parse(
      await ok(
        await client.patch(`/api/lesson-series/${series.id}/occurrences/${third}`, {
          scope: 'following',
          makeupCapacity: null,
        }),
      ),
    )
    expect(following.series?.makeupCapacity).toBeNull()
    expect(await week(third!)).toMatchObject({ makeupCapacity: null, openPlaces: null })
    expect(await week(first!)).toMatchObject({ makeupCapacity: 4 })
  })
})
