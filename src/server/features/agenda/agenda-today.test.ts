import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import { createTestContext, ok, type TestContext } from '../../../../tests/helpers/test-app'
import { isoWeekday } from '../../../shared/domain/recurrence'
import { agendaSummarySchema } from '../../../shared/schemas/agenda.response'
import { dashboardDtoSchema } from '../../../shared/schemas/dashboard.response'

/**
 * The dashboard's 'Aulas hoje' beside the spec's figure (classes registered today): how many of
 * today's agenda lessons are still to register — past or still to come, not cancelled, not
 * registered, with students — from GET /api/agenda/summary.
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

describe("today's lessons still to register", () => {
  it('counts the lessons of today not registered nor cancelled, and nothing else', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const ana = await k.student('Ana Hoje')
    const bia = await k.student('Bia Hoje')
    await k.pkg(ana.id, { totalClasses: 10, startDate: daysFromToday(-1) })
    const lesson = (date: string, time: string, studentIds: string[]) =>
      client.post('/api/lessons', {
        date,
        time,
        durationMinutes: 60,
        studentIds,
        confirmOverlap: true,
      })
    const empty = agendaSummarySchema.parse(await ok(await client.get('/api/agenda/summary')))
    expect(empty.todayToRegister).toBe(0)

    // a weekly slot with a lesson today and one cancelled today (only this one)
    await ok(
      await client.post('/api/lesson-series', {
        weekdays: [isoWeekday(today())],
        time: '07:00',
        startDate: daysFromToday(-14),
        studentIds: [ana.id],
      }),
      201,
    )
    const cancelled = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [isoWeekday(today())],
        time: '08:00',
        startDate: daysFromToday(-14),
        studentIds: [bia.id],
      }),
      201,
    )
    await ok(
      await client.post(`/api/lesson-series/${cancelled.id}/occurrences/${today()}/cancel`, {
        scope: 'this',
      }),
    )
    // a one-off lesson later today, one registered already, and lessons on other days
    await ok(await lesson(today(), '21:00', [ana.id, bia.id]), 201)
    const done = await ok(await lesson(today(), '00:00', [ana.id]), 201)
    await ok(await client.post('/api/sessions', { studentIds: [ana.id], lessonId: done.id }), 201)
    await ok(await lesson(daysFromToday(1), '10:00', [ana.id]), 201)
    await ok(await lesson(daysFromToday(-1), '10:00', [ana.id]), 201)

    const summary = agendaSummarySchema.parse(await ok(await client.get('/api/agenda/summary')))
    expect(summary.todayToRegister).toBe(2)
    // the spec's figure is unchanged: classes registered today
    const dashboard = dashboardDtoSchema.parse(await ok(await client.get('/api/dashboard')))
    expect(dashboard.todaysSessions).toBe(1)
  })
})
