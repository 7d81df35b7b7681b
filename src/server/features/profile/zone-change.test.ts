import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import {
  createTestContext,
  json,
  ok,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { addDaysIso } from '../../../shared/domain/dates'
import { isoWeekday } from '../../../shared/domain/recurrence'
import { type AgendaOccurrence, agendaDtoSchema } from '../../../shared/schemas/agenda.response'
import { lessonSeries, lessons } from '../../db/schema/agenda'
import { profiles } from '../../db/schema/profiles'

/**
 * Changing the coach's time zone (decision 0009, "Changing the zone"): the lessons not started
 * yet keep their wall-clock times (the default) or their instants, as the coach chose, in the
 * zone change's own transaction; the past never moves.
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

async function agenda(client: TestClient, from: string, to: string) {
  const res = await client.get(`/api/agenda?from=${from}&to=${to}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return agendaDtoSchema.parse(await json(res))
}

const zoneOf = async (userId: string) =>
  (await ctx.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!.timezone

/**
 * A coach in São Paulo with the Tue/Thu 18:00 weekly slot started two weeks ago (its past
 * occurrences stay where they were), one of its next occurrences moved to 19:00 on its own, a
 * lesson at 09:00 in three days, and one yesterday at 10:00.
 */
async function coachWithAgenda() {
  const c = await ctx.coach()
  const k = kit(c.client)
  const ana = await k.student('Ana Fuso')
  await k.pkg(ana.id, { totalClasses: 20 })
  const series = await ok(
    await c.client.post('/api/lesson-series', {
      weekdays: [2, 4],
      time: '18:00',
      startDate: daysFromToday(-14),
      studentIds: [ana.id],
      title: 'Terça e quinta',
    }),
    201,
  )
  const future = await ok(
    await c.client.post('/api/lessons', {
      date: daysFromToday(3),
      time: '09:00',
      studentIds: [ana.id],
      confirmOverlap: true,
    }),
    201,
  )
  const past = await ok(
    await c.client.post('/api/lessons', {
      date: daysFromToday(-1),
      time: '10:00',
      studentIds: [ana.id],
      confirmOverlap: true,
    }),
    201,
  )
  // a later occurrence (8 to 14 days ahead) moved to 19:00 "só esta aula"
  const week = await agenda(c.client, daysFromToday(8), daysFromToday(14))
  const moved = week.items.find((i) => i.seriesId === series.id)!
  await ok(
    await c.client.patch(`/api/lesson-series/${series.id}/occurrences/${moved.occurrenceDate}`, {
      scope: 'this',
      time: '19:00',
      confirmOverlap: true,
    }),
  )
  return { ...c, k, ana, series, future, past, movedDate: moved.occurrenceDate! }
}

const window = () => ({ from: daysFromToday(-14), to: daysFromToday(20) })
const byId = (items: AgendaOccurrence[]) => new Map(items.map((i) => [i.id, i]))

describe('changing the time zone with lessons to come', () => {
  it("by default keeps the wall-clock times: the Tue/Thu 18:00 slot is still 18:00 in the new zone, the past doesn't move", async () => {
    const c = await coachWithAgenda()
    const { from, to } = window()
    const before = await agenda(c.client, from, to)
    const changedAt = new Date()
    const res = await ok(await c.client.patch('/api/profile', { timezone: 'America/New_York' }))
    expect(res).toMatchObject({
      timezone: 'America/New_York',
      lessonTimes: { choice: 'keep_local', series: 1 },
    })
    // the lesson in three days and the occurrence moved to 19:00 (its row)
    expect(res.lessonTimes!.lessons).toBe(2)
    expect(await zoneOf(c.userId)).toBe('America/New_York')

    const after = await agenda(c.client, from, to)
    expect(after.timeZone).toBe('America/New_York')
    const old = byId(before.items)
    const slot = (i: AgendaOccurrence) => i.title === 'Terça e quinta'
    const futureSlots = after.items.filter((i) => slot(i) && new Date(i.startsAt) > changedAt)
    const pastSlots = after.items.filter((i) => slot(i) && new Date(i.startsAt) <= changedAt)
    expect(futureSlots.length).toBeGreaterThanOrEqual(5)
    expect(pastSlots.length).toBeGreaterThanOrEqual(3)
    for (const o of futureSlots) {
      expect(isoWeekday(o.date)).toBeOneOf([2, 4])
      expect(o.time).toBe(o.occurrenceDate === c.movedDate ? '19:00' : '18:00')
    }
    // the past occurrences are the same moments (now read in New York: not 18:00)
    for (const o of pastSlots) {
      expect(o.startsAt).toBe(old.get(o.id)!.startsAt)
      expect(o.time).not.toBe('18:00')
    }
    const lesson = after.items.find((i) => i.lessonId === c.future.id)!
    expect(lesson).toMatchObject({ date: daysFromToday(3), time: '09:00' })
    const past = after.items.find((i) => i.lessonId === c.past.id)!
    expect(past.startsAt).toBe(c.past.startsAt)

    // the series was split where its next occurrence starts: the new part is New York's
    const rows = await ctx.database.db
      .select()
      .from(lessonSeries)
      .where(eq(lessonSeries.userId, c.userId))
      .orderBy(lessonSeries.startDate)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({ id: c.series.id, timeZone: 'America/Sao_Paulo' })
    expect(rows[1]).toMatchObject({
      timeZone: 'America/New_York',
      startTime: '18:00',
      weekdays: [2, 4],
      startDate: futureSlots[0]!.occurrenceDate,
    })
    expect(rows[0]!.untilDate! < rows[1]!.startDate).toBe(true)
    expect(futureSlots.every((o) => o.seriesId === rows[1]!.id)).toBe(true)
    // the student's page lists the slot at 18:00 too
    const student = await ok(await c.client.get(`/api/students/${c.ana.id}/agenda`))
    const upcoming = JSON.stringify(student)
    expect(upcoming).toContain('"time":"18:00"')
    expect(upcoming).not.toContain('"time":"16:00"')
    expect(upcoming).not.toContain('"time":"17:00"')
  })

  it("'keep_instant' keeps every moment: the times read in the new zone change, nothing is rewritten", async () => {
    const c = await coachWithAgenda()
    const { from, to } = window()
    const before = await agenda(c.client, from, to)
    const res = await ok(
      await c.client.patch('/api/profile', {
        timezone: 'America/New_York',
        lessonTimes: 'keep_instant',
      }),
    )
    expect(res.lessonTimes).toEqual({ choice: 'keep_instant', series: 0, lessons: 0 })
    const after = await agenda(c.client, from, to)
    expect(after.items.map((i) => [i.id, i.startsAt])).toEqual(
      before.items.map((i) => [i.id, i.startsAt]),
    )
    const next = after.items.find(
      (i) => i.title === 'Terça e quinta' && new Date(i.startsAt) > new Date(),
    )!
    // São Paulo's 18:00 is 16:00 or 17:00 in New York, as its daylight-saving time goes
    expect(next.time).toMatch(/^1[67]:00$/)
  })

  it('changes nothing, lessons or zone, when the change fails half-way (one transaction)', async () => {
    const c = await coachWithAgenda()
    const { from, to } = window()
    const before = await agenda(c.client, from, to)
    const seriesBefore = await ctx.database.db
      .select()
      .from(lessonSeries)
      .where(eq(lessonSeries.userId, c.userId))
    // an unknown zone: refused before anything is written
    const bad = await c.client.patch('/api/profile', {
      timezone: 'Mars/Olympus_Mons',
      lessonTimes: 'keep_local',
    })
    expect(bad.status).toBe(400)
    // the lesson in three days cannot be rewritten: the series' split, done first, is undone
    const db = ctx.database.db
    await db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION quadra_test_refuse_update() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql`),
    )
    await db.execute(
      sql.raw(`CREATE TRIGGER quadra_test_refuse BEFORE UPDATE ON lessons FOR EACH ROW
        WHEN (OLD.id = '${c.future.id}') EXECUTE FUNCTION quadra_test_refuse_update()`),
    )
    try {
      const failed = await c.client.patch('/api/profile', { timezone: 'America/New_York' })
      expect(failed.status).toBe(500)
    } finally {
      await db.execute(sql.raw('DROP TRIGGER quadra_test_refuse ON lessons'))
      await db.execute(sql.raw('DROP FUNCTION quadra_test_refuse_update()'))
    }
    expect(await zoneOf(c.userId)).toBe('America/Sao_Paulo')
    expect(await db.select().from(lessonSeries).where(eq(lessonSeries.userId, c.userId))).toEqual(
      seriesBefore,
    )
    const after = await agenda(c.client, from, to)
    expect(after.items.map((i) => [i.id, i.startsAt, i.time])).toEqual(
      before.items.map((i) => [i.id, i.startsAt, i.time]),
    )
  })

  it('keeps 18:00 on both sides of the new zone’s daylight-saving changes', async () => {
    const c = await ctx.coach()
    const ana = await kit(c.client).student('Ana Verão')
    await ok(
      await c.client.post('/api/lesson-series', {
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        time: '18:00',
        startDate: daysFromToday(-3),
        studentIds: [ana.id],
      }),
      201,
    )
    await ok(await c.client.patch('/api/profile', { timezone: 'America/New_York' }))
    // a January and a July week within the coming 12 months: standard and summer time
    const year = Number(today().slice(0, 4))
    for (const month of ['01', '07']) {
      let day = `${year}-${month}-10`
      if (day <= daysFromToday(2)) day = `${year + 1}-${month}-10`
      if (day > daysFromToday(360)) continue
      const week = await agenda(c.client, day, addDaysIso(day, 6))
      expect(week.items).toHaveLength(7)
      expect(new Set(week.items.map((i) => i.time))).toEqual(new Set(['18:00']))
    }
  })

  it('keeps what the coach saw when a slot was kept in another zone, weekday shifted past midnight', async () => {
    const c = await ctx.coach()
    const ana = await kit(c.client).student('Ana Meia-Noite')
    // Monday 22:30 in São Paulo is Tuesday 10:30 in Tokyo
    await ok(
      await c.client.post('/api/lesson-series', {
        weekdays: [1],
        time: '22:30',
        startDate: daysFromToday(1),
        studentIds: [ana.id],
      }),
      201,
    )
    await ok(
      await c.client.patch('/api/profile', { timezone: 'Asia/Tokyo', lessonTimes: 'keep_instant' }),
    )
    const seen = (await agenda(c.client, daysFromToday(1), daysFromToday(14))).items
    expect(seen.map((i) => [isoWeekday(i.date), i.time])).toEqual([
      [2, '10:30'],
      [2, '10:30'],
    ])
    // now to Lisbon keeping the wall clock: Tuesday 10:30, as the coach saw it in Tokyo
    const res = await ok(await c.client.patch('/api/profile', { timezone: 'Europe/Lisbon' }))
    expect(res.lessonTimes).toMatchObject({ choice: 'keep_local', series: 1 })
    const lisbon = (await agenda(c.client, daysFromToday(1), daysFromToday(14))).items
    expect(lisbon.map((i) => [i.date, isoWeekday(i.date), i.time])).toEqual(
      seen.map((i) => [i.date, 2, '10:30']),
    )
  })

  it('asks nothing of a coach without lessons to come; the preview counts and shows the next one', async () => {
    const empty = await ctx.coach()
    expect(
      await ok(await empty.client.get('/api/profile/time-zone-change?timezone=America/New_York')),
    ).toEqual({
      from: 'America/Sao_Paulo',
      to: 'America/New_York',
      weeklySlots: 0,
      lessons: 0,
      next: null,
    })
    const c = await coachWithAgenda()
    const preview = await ok(
      await c.client.get('/api/profile/time-zone-change?timezone=America/New_York'),
    )
    expect(preview).toMatchObject({ weeklySlots: 1, lessons: 1 })
    expect(preview.next!.time).toMatch(/^(18|09):00$/)
    expect(preview.next!.sameInstant.time).not.toBe(preview.next!.time)
    const refused = await c.client.get('/api/profile/time-zone-change?timezone=Mars/Olympus_Mons')
    expect(refused.status).toBe(400)
    // a preview writes nothing
    expect(await zoneOf(c.userId)).toBe('America/Sao_Paulo')
  })

  it('a registered lesson to come keeps its time', async () => {
    const c = await coachWithAgenda()
    const session = await c.k.session([c.ana.id])
    await ctx.database.db
      .update(lessons)
      .set({ sessionId: session.id })
      .where(eq(lessons.id, c.future.id))
    await ok(await c.client.patch('/api/profile', { timezone: 'America/New_York' }))
    const [row] = await ctx.database.db.select().from(lessons).where(eq(lessons.id, c.future.id))
    expect(row!.startsAt.toISOString()).toBe(c.future.startsAt)
  })
})
