import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import { createTestContext, json, type TestContext } from '../../../../tests/helpers/test-app'
import { dashboardDtoSchema } from '../../../shared/schemas/dashboard.response'

/** The first-run checklist's steps on GET /api/dashboard: each ticks as it is done. */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

async function setupOf(client: Awaited<ReturnType<TestContext['coach']>>['client']) {
  const res = await client.get('/api/dashboard')
  expect(res.status, await res.clone().text()).toBe(200)
  return dashboardDtoSchema.parse(await json(res)).setup
}

describe("the dashboard's setup checklist", () => {
  it('starts empty for a new coach and ticks each step as it is done, for that coach only', async () => {
    const { client } = await ctx.coach()
    const other = await ctx.coach()
    expect(await setupOf(client)).toEqual({
      students: false,
      packages: false,
      clubs: false,
      pix: false,
      absencePolicy: false,
      weeklySlot: false,
    })
    const k = kit(client)
    const ana = await k.student('Ana Primeira')
    await k.pkg(ana.id)
    expect(
      (await client.post('/api/clubs', { name: 'Clube Primeiro', isDefault: true })).status,
    ).toBe(201)
    expect(
      (
        await client.put('/api/profile/pix', {
          keyType: 'email',
          key: 'pix@example.com',
          name: 'Coach',
          city: 'Recife',
        })
      ).status,
    ).toBe(200)
    expect((await client.patch('/api/profile', { cancelNoticeHours: 12 })).status).toBe(200)
    expect(
      (
        await client.post('/api/lesson-series', {
          weekdays: [1],
          time: '18:00',
          startDate: daysFromToday(1),
          studentIds: [ana.id],
        })
      ).status,
    ).toBe(201)
    expect(await setupOf(client)).toEqual({
      students: true,
      packages: true,
      clubs: true,
      pix: true,
      absencePolicy: true,
      weeklySlot: true,
    })
    expect(Object.values(await setupOf(other.client)).some(Boolean)).toBe(false)
  })
})
