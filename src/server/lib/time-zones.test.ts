import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, json, type TestContext } from '../../../tests/helpers/test-app'
import { DEFAULT_TIMEZONE } from '../../shared/constants'
import { LOCALE_MESSAGES } from '../../shared/domain/locale'
import { messageText } from '../../shared/message-text'
import { profiles } from '../db/schema/profiles'
import { repairStoredTimeZones } from './time-zones'

/**
 * A zone is used by Node's Intl and by the database's AT TIME ZONE, whose lists differ:
 * `US/Pacific-New` and `Canada/East-Saskatchewan` are known to Node and not to PostgreSQL, and
 * every read that used them answered 500 until the zone was changed.
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(async () => {
  await ctx?.close()
})

const PERIOD = 'from=2026-01-01&to=2026-12-31'
const READS = [
  '/api/dashboard',
  `/api/reports/revenue?${PERIOD}`,
  `/api/reports/activity?${PERIOD}`,
  '/api/reports/at-risk',
  `/api/reports/revenue.csv?${PERIOD}`,
  `/api/reports/activity.csv?${PERIOD}`,
]

describe("the coach's time zone", () => {
  it.each([
    ['US/Pacific-New', 'America/Los_Angeles'],
    ['Canada/East-Saskatchewan', 'America/Regina'],
    ['US/Pacific', 'America/Los_Angeles'],
  ])(
    'keeps %s under the name both Node and the database know (%s), and every read answers',
    async (chosen, stored) => {
      const { client } = await ctx.coach()
      const res = await client.patch('/api/profile', { timezone: chosen })
      expect(res.status).toBe(200)
      expect(await json(res)).toMatchObject({ timezone: stored })
      for (const path of READS) {
        expect([path, (await client.request('GET', path)).status]).toEqual([path, 200])
      }
    },
  )

  it('refuses a zone nobody knows with the clear message, changing nothing', async () => {
    const { client, userId } = await ctx.coach()
    const res = await client.patch('/api/profile', { timezone: 'Mars/Olympus' })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await json(res))).toContain(messageText(LOCALE_MESSAGES.timeZone))
    const [row] = await ctx.database.db
      .select({ timezone: profiles.timezone })
      .from(profiles)
      .where(eq(profiles.userId, userId))
    expect(row?.timezone).toBe(DEFAULT_TIMEZONE)
  })

  it('repairs, at start, zones stored before the check: the canonical name, else the default', async () => {
    const a = await ctx.coach()
    const b = await ctx.coach()
    const c = await ctx.coach()
    const set = async (userId: string, timezone: string) =>
      ctx.database.db.update(profiles).set({ timezone }).where(eq(profiles.userId, userId))
    await set(a.userId, 'US/Pacific-New')
    await set(b.userId, 'Nowhere/Gone')
    await set(c.userId, 'America/New_York')

    expect(await repairStoredTimeZones(ctx.database.db)).toBe(2)
    const zoneOf = async (userId: string) =>
      (
        await ctx.database.db
          .select({ timezone: profiles.timezone })
          .from(profiles)
          .where(eq(profiles.userId, userId))
      )[0]?.timezone
    expect(await zoneOf(a.userId)).toBe('America/Los_Angeles')
    expect(await zoneOf(b.userId)).toBe(DEFAULT_TIMEZONE)
    expect(await zoneOf(c.userId)).toBe('America/New_York')
    expect((await a.client.get('/api/dashboard')).status).toBe(200)
    expect(await repairStoredTimeZones(ctx.database.db)).toBe(0)
  })
})
