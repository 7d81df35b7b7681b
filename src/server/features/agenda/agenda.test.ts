import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import {
  createTestContext,
  errorBody,
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

/** The agenda's API on a real database. */
let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

async function coachIn(timeZone = 'America/Sao_Paulo') {
  const c = await ctx.coach()
  await ctx.database.db
    .update(profiles)
    .set({ timezone: timeZone })
    .where(eq(profiles.userId, c.userId))
  return { ...c, k: kit(c.client) }
}

async function agenda(client: TestClient, from: string, to: string) {
  const res = await client.get(`/api/agenda?from=${from}&to=${to}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return agendaDtoSchema.parse(await json(res))
}

/** The Monday on or after a day. */
const mondayFrom = (day: string) => addDaysIso(day, (8 - isoWeekday(day)) % 7)

describe('lessons (aulas avulsas)', () => {
  it('creates a lesson in the coach’s local time with the default club and lists it', async () => {
    const { client, k } = await coachIn()
    const club = await json(await client.post('/api/clubs', { name: 'Arena Sol', isDefault: true }))
    const ana = await k.student('Ana Agenda')
    await k.pkg(ana.id, { totalClasses: 5 })
    const day = daysFromToday(3)
    const lesson = await ok(
      await client.post('/api/lessons', {
        date: day,
        time: '18:30',
        studentIds: [ana.id],
        title: 'Técnica de saque',
      }),
    )
    expect(lesson).toMatchObject({
      date: day,
      time: '18:30',
      endTime: '19:30',
      durationMinutes: 60,
      status: 'scheduled',
      seriesId: null,
      club: { id: club.id, name: 'Arena Sol' },
      students: [{ id: ana.id, name: 'Ana Agenda', credits: 5, status: 'active' }],
      overlaps: false,
      sessionId: null,
    })
    // São Paulo is UTC-3
    expect(lesson.startsAt).toBe(`${day}T21:30:00.000Z`)
    const week = await agenda(client, day, day)
    expect(week.timeZone).toBe('America/Sao_Paulo')
    expect(week.items.map((i) => i.id)).toEqual([lesson.id])

    // edit, then cancel, then delete
    const moved = await ok(
      await client.patch(`/api/lessons/${lesson.id}`, {
        time: '07:00',
        durationMinutes: 90,
        clubId: null,
      }),
      200,
    )
    expect(moved).toMatchObject({ time: '07:00', endTime: '08:30', club: null, sequence: 1 })
    const cancelled = await ok(
      await client.patch(`/api/lessons/${lesson.id}`, { status: 'cancelled' }),
      200,
    )
    expect(cancelled.status).toBe('cancelled')
    expect((await client.delete(`/api/lessons/${lesson.id}`)).status).toBe(204)
    expect((await agenda(client, day, day)).items).toEqual([])
  })

  it('refuses bad input with clear messages and writes nothing', async () => {
    const { client, k } = await coachIn()
    const ana = await k.student('Ana Limites')
    const base = { date: daysFromToday(1), time: '10:00', studentIds: [ana.id] }
    const bad: [unknown, number, RegExp][] = [
      [{ ...base, durationMinutes: 10 }, 400, /duração deve ser de 15 a 240/],
      [{ ...base, durationMinutes: 241 }, 400, /duração deve ser de 15 a 240/],
      [{ ...base, time: '25:00' }, 400, /Horário inválido/],
      [{ ...base, date: '2026-02-30' }, 400, /Data inválida/],
      [{ ...base, studentIds: [] }, 400, /pelo menos um aluno/],
      [{ ...base, date: addDaysIso(today(), 400) }, 400, /12 meses/],
      [{ ...base, clubId: '00000000-0000-4000-8000-000000000000' }, 404, /Clube não encontrado/],
      [
        { ...base, studentIds: ['00000000-0000-4000-8000-000000000000'] },
        404,
        /Aluno não encontrado/,
      ],
    ]
    for (const [body, status, message] of bad) {
      const res = await client.request('POST', '/api/lessons', body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect((await errorBody(res)).error.message).toMatch(message)
    }
    await client.patch(`/api/students/${ana.id}`, {
      name: 'Ana Limites',
      phone: '11987650001',
      gender: 'female',
      type: 'fixed',
      classe: '4-classe',
      status: 'inactive',
    })
    const inactive = await client.post('/api/lessons', base)
    expect(inactive.status).toBe(409)
    expect((await errorBody(inactive)).error.code).toBe('STUDENT_INACTIVE')
    const window = [
      ['2026-01-01', '2026-03-05', /no máximo 62 dias/],
      ['2026-03-05', '2026-03-01', /igual ou posterior/],
      ['2026-13-01', '2026-13-02', /Data inválida/],
    ] as const
    for (const [from, to, message] of window) {
      const res = await client.get(`/api/agenda?from=${from}&to=${to}`)
      expect(res.status).toBe(400)
      expect((await errorBody(res)).error.message).toMatch(message)
    }
    const counted = (await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM lessons`,
    )) as unknown as { rows: { n: number }[] }
    expect(counted.rows[0]!.n).toBe(0)
  })

  it('warns of an overlap (409 LESSON_OVERLAP with the lesson in the way) and saves on confirmation', async () => {
    const { client, k } = await coachIn()
    const ana = await k.student('Ana Choque')
    const bia = await k.student('Bia Choque')
    const day = daysFromToday(5)
    const first = await ok(
      await client.post('/api/lessons', { date: day, time: '09:00', studentIds: [ana.id] }),
    )
    // 09:30–10:30 overlaps 09:00–10:00; 10:00 sharp does not
    const clash = await client.post('/api/lessons', {
      date: day,
      time: '09:30',
      studentIds: [bia.id],
    })
    expect(clash.status).toBe(409)
    const body = await errorBody(clash)
    expect(body.error.code).toBe('LESSON_OVERLAP')
    expect(body.error.message).toMatch(/às 09:00 \(Ana Choque\)/)
    expect(body.error.conflicts).toEqual([
      expect.objectContaining({
        id: first.id,
        time: '09:00',
        students: [{ id: ana.id, name: 'Ana Choque' }],
      }),
    ])
    expect((await agenda(client, day, day)).items).toHaveLength(1)
    await ok(await client.post('/api/lessons', { date: day, time: '10:00', studentIds: [bia.id] }))
    const confirmed = await ok(
      await client.post('/api/lessons', {
        date: day,
        time: '09:30',
        studentIds: [bia.id],
        confirmOverlap: true,
      }),
    )
    expect(confirmed.overlaps).toBe(true)
    const items = (await agenda(client, day, day)).items
    expect(items.map((i) => [i.time, i.overlaps])).toEqual([
      ['09:00', true],
      ['09:30', true],
      ['10:00', true],
    ])
    // a cancelled lesson is in nobody's way
    await client.patch(`/api/lessons/${confirmed.id}`, { status: 'cancelled' })
    expect((await agenda(client, day, day)).items.map((i) => i.overlaps)).toEqual([
      false,
      false,
      false,
    ])
  })
})

describe('weekly series (horários fixos)', () => {
  it('expands a series for the window asked, with its students and credits', async () => {
    const { client, k } = await coachIn()
    const ana = await k.student('Ana Fixa')
    const bia = await k.student('Bia Fixa')
    await k.pkg(bia.id, { totalClasses: 2 })
    const start = mondayFrom(daysFromToday(1))
    const series = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [3, 1, 1],
        time: '18:00',
        startDate: start,
        studentIds: [bia.id, ana.id],
        title: 'Dupla',
      }),
    )
    expect(series).toMatchObject({
      weekdays: [1, 3],
      time: '18:00',
      durationMinutes: 60,
      untilDate: null,
      nextDate: start,
      students: [
        { name: 'Ana Fixa', credits: 0 },
        { name: 'Bia Fixa', credits: 2 },
      ],
    })
    // four weeks: 8 occurrences, Monday and Wednesday
    const four = await agenda(client, start, addDaysIso(start, 27))
    expect(four.items).toHaveLength(8)
    expect(four.items[0]).toMatchObject({
      id: `s_${series.id}_${start}`,
      lessonId: null,
      seriesId: series.id,
      occurrenceDate: start,
      date: start,
      time: '18:00',
      title: 'Dupla',
      students: [{ name: 'Ana Fixa' }, { name: 'Bia Fixa', credits: 2 }],
    })
    expect(four.items.map((i) => isoWeekday(i.date))).toEqual([1, 3, 1, 3, 1, 3, 1, 3])
    // before the start and far ahead
    expect((await agenda(client, addDaysIso(start, -14), addDaysIso(start, -1))).items).toEqual([])
    const later = addDaysIso(start, 300)
    expect((await agenda(client, later, addDaysIso(later, 6))).items).toHaveLength(2)
    const beyond = await client.get(
      `/api/agenda?from=${addDaysIso(today(), 370)}&to=${addDaysIso(today(), 380)}`,
    )
    expect(beyond.status).toBe(400)
    expect((await errorBody(beyond)).error.message).toMatch(/12 meses/)
    // GET of the series
    expect((await json(await client.get(`/api/lesson-series/${series.id}`))).id).toBe(series.id)
  })

  it('refuses a series with no weekday, an end before the start, or no day between', async () => {
    const { client, k } = await coachIn()
    const ana = await k.student('Ana Sem Dia')
    const base = { time: '08:00', startDate: '2026-12-07', studentIds: [ana.id] }
    const cases: [unknown, RegExp][] = [
      [{ ...base, weekdays: [] }, /pelo menos um dia da semana/],
      [{ ...base, weekdays: [8] }, /Dia da semana inválido/],
      [{ ...base, weekdays: [1], untilDate: '2026-12-01' }, /igual ou posterior à de início/],
      // Monday 7 to Tuesday 8: no Friday in between
      [{ ...base, weekdays: [5], untilDate: '2026-12-08' }, /Nenhum dos dias da semana/],
    ]
    for (const [body, message] of cases) {
      const res = await client.request('POST', '/api/lesson-series', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await errorBody(res)).error.message).toMatch(message)
    }
  })

  it("'só esta aula': edits or cancels one occurrence and leaves the others", async () => {
    const { client, k } = await coachIn()
    const ana = await k.student('Ana Só Esta')
    const bia = await k.student('Bia Convidada')
    const start = mondayFrom(daysFromToday(1))
    const series = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [1],
        time: '07:00',
        startDate: start,
        studentIds: [ana.id],
      }),
    )
    const second = addDaysIso(start, 7)
    const changed = await ok(
      await client.patch(`/api/lesson-series/${series.id}/occurrences/${second}`, {
        scope: 'this',
        time: '08:00',
        studentIds: [ana.id, bia.id],
        notes: 'Traz a amiga',
      }),
      200,
    )
    expect(changed.occurrence).toMatchObject({
      seriesId: series.id,
      occurrenceDate: second,
      time: '08:00',
      notes: 'Traz a amiga',
      students: [{ name: 'Ana Só Esta' }, { name: 'Bia Convidada' }],
    })
    expect(changed.occurrence!.lessonId).toBeTruthy()
    expect(changed.series!.id).toBe(series.id)
    // moved to the Tuesday: still that occurrence, no duplicate on Monday
    await client.patch(`/api/lesson-series/${series.id}/occurrences/${second}`, {
      scope: 'this',
      date: addDaysIso(second, 1),
    })
    const third = addDaysIso(start, 14)
    const cancelled = await ok(
      await client.post(`/api/lesson-series/${series.id}/occurrences/${third}/cancel`, {
        scope: 'this',
      }),
      200,
    )
    expect(cancelled.occurrence!.status).toBe('cancelled')
    const items = (await agenda(client, start, addDaysIso(start, 27))).items
    expect(items.map((i) => [i.date, i.time, i.status, i.students.length])).toEqual([
      [start, '07:00', 'scheduled', 1],
      [addDaysIso(second, 1), '08:00', 'scheduled', 2],
      [third, '07:00', 'cancelled', 1],
      [addDaysIso(start, 21), '07:00', 'scheduled', 1],
    ])
    // not an occurrence date, or another coach's series: 404
    const tuesday = await client.patch(
      `/api/lesson-series/${series.id}/occurrences/${addDaysIso(start, 1)}`,
      { scope: 'this', time: '09:00' },
    )
    expect(tuesday.status).toBe(404)
    // an occurrence row is cancelled through the series, not deleted
    const del = await client.delete(`/api/lessons/${changed.occurrence!.lessonId}`)
    expect(del.status).toBe(409)
    expect((await errorBody(del)).error.code).toBe('LESSON_IN_SERIES')
  })

  it("'esta e as seguintes': splits the series, keeps the past, carries cancellations and registered lessons", async () => {
    const { client, userId, k } = await coachIn()
    const ana = await k.student('Ana Divide')
    const bia = await k.student('Bia Entra')
    const start = mondayFrom(daysFromToday(1))
    const series = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [1, 3],
        time: '18:00',
        startDate: start,
        untilDate: addDaysIso(start, 60),
        studentIds: [ana.id],
      }),
    )
    const at = (n: number) => addDaysIso(start, n)
    // before the split: week 3's Monday cancelled, its Wednesday moved, week 4's Monday registered
    await client.post(`/api/lesson-series/${series.id}/occurrences/${at(21)}/cancel`, {
      scope: 'this',
    })
    await client.patch(`/api/lesson-series/${series.id}/occurrences/${at(23)}`, {
      scope: 'this',
      time: '20:00',
    })
    const reg = await ok(
      await client.patch(`/api/lesson-series/${series.id}/occurrences/${at(28)}`, {
        scope: 'this',
        notes: 'registrada',
      }),
      200,
    )
    const session = await k.session([ana.id])
    await ctx.database.db
      .update(lessons)
      .set({ sessionId: session.id })
      .where(eq(lessons.id, reg.occurrence!.lessonId!))

    // from week 2's Monday: Mondays and Fridays at 19:00 with Bia too
    const split = await ok(
      await client.patch(`/api/lesson-series/${series.id}/occurrences/${at(14)}`, {
        scope: 'following',
        weekdays: [1, 5],
        time: '19:00',
        studentIds: [ana.id, bia.id],
      }),
      200,
    )
    expect(split.series!.id).not.toBe(series.id)
    expect(split.series).toMatchObject({
      weekdays: [1, 5],
      time: '19:00',
      startDate: at(14),
      untilDate: at(60),
      students: [{ name: 'Ana Divide' }, { name: 'Bia Entra' }],
    })
    expect(split.occurrence).toMatchObject({
      date: at(14),
      time: '19:00',
      seriesId: split.series!.id,
    })
    const old = await json(await client.get(`/api/lesson-series/${series.id}`))
    expect(old).toMatchObject({ untilDate: at(13), sequence: 1 })

    const items = (await agenda(client, start, at(34))).items
    expect(
      items.map((i) => [
        i.date,
        i.time,
        i.status,
        i.seriesId === series.id ? 'old' : i.seriesId ? 'new' : 'alone',
      ]),
    ).toEqual([
      [at(0), '18:00', 'scheduled', 'old'],
      [at(2), '18:00', 'scheduled', 'old'],
      [at(7), '18:00', 'scheduled', 'old'],
      [at(9), '18:00', 'scheduled', 'old'],
      [at(14), '19:00', 'scheduled', 'new'],
      [at(18), '19:00', 'scheduled', 'new'],
      // the cancellation of week 3's Monday carried over to the new series
      [at(21), '19:00', 'cancelled', 'new'],
      // week 3's Wednesday (moved to 20:00) is no longer a day of the series: dropped
      [at(25), '19:00', 'scheduled', 'new'],
      // the registered lesson stays, as a stand-alone lesson, at its time
      [at(28), '18:00', 'scheduled', 'alone'],
      [at(28), '19:00', 'scheduled', 'new'],
      [at(32), '19:00', 'scheduled', 'new'],
    ])
    const kept = items.find((i) => i.sessionId)!
    expect(kept.sessionId).toBe(session.id)
    // 18:00–19:00 ends as the new 19:00 starts: no overlap
    expect(kept.overlaps).toBe(false)

    // ending the new series from week 4's Friday keeps everything before it
    const ended = await ok(
      await client.post(`/api/lesson-series/${split.series!.id}/occurrences/${at(32)}/cancel`, {
        scope: 'following',
      }),
      200,
    )
    expect(ended.occurrence).toBeNull()
    expect(ended.series).toMatchObject({ id: split.series!.id, untilDate: at(31) })
    const after = (await agenda(client, at(28), at(60))).items
    expect(after.map((i) => [i.date, i.time])).toEqual([
      [at(28), '18:00'],
      [at(28), '19:00'],
    ])
    // cancelling 'following' from the first occurrence leaves nothing: the series is deleted
    const gone = await ok(
      await client.post(`/api/lesson-series/${split.series!.id}/occurrences/${at(14)}/cancel`, {
        scope: 'following',
      }),
      200,
    )
    expect(gone.series).toBeNull()
    expect((await client.get(`/api/lesson-series/${split.series!.id}`)).status).toBe(404)
    const rows = await ctx.database.db
      .select()
      .from(lessonSeries)
      .where(eq(lessonSeries.userId, userId))
    expect(rows.map((r) => r.id)).toEqual([series.id])
  })

  it('deletes a series only when nothing happened yet; a series with a past is ended instead', async () => {
    const { client, k } = await coachIn()
    const ana = await k.student('Ana Apaga')
    const future = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [2],
        time: '12:00',
        startDate: daysFromToday(10),
        studentIds: [ana.id],
      }),
    )
    expect((await client.delete(`/api/lesson-series/${future.id}`)).status).toBe(204)
    const past = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        time: '05:00',
        startDate: daysFromToday(-20),
        studentIds: [ana.id],
        confirmOverlap: true,
      }),
    )
    const refused = await client.delete(`/api/lesson-series/${past.id}`)
    expect(refused.status).toBe(409)
    expect((await errorBody(refused)).error.message).toMatch(/Encerre-o/)
  })
})

describe('daylight saving: a weekly 18:00 stays 18:00 local', () => {
  const cases = [
    // New York: EST → EDT on 14 March 2027 (and EDT → EST on 1 November 2026, before it)
    {
      tz: 'America/New_York',
      start: '2026-10-25',
      from: '2027-03-01',
      to: '2027-03-21',
      utc: ['23:00', '22:00', '22:00'],
    },
    {
      tz: 'America/New_York',
      start: '2026-10-25',
      from: '2026-10-25',
      to: '2026-11-08',
      utc: ['22:00', '23:00', '23:00'],
    },
    // Lisbon: WET → WEST on 28 March 2027
    {
      tz: 'Europe/Lisbon',
      start: '2027-01-03',
      from: '2027-03-14',
      to: '2027-04-04',
      utc: ['18:00', '18:00', '17:00', '17:00'],
    },
    // São Paulo: no change (UTC-3 all year)
    {
      tz: 'America/Sao_Paulo',
      start: '2027-01-03',
      from: '2027-02-28',
      to: '2027-03-21',
      utc: ['21:00', '21:00', '21:00', '21:00'],
    },
  ]
  for (const c of cases) {
    it(`${c.tz} ${c.from}…${c.to}`, async () => {
      const { client, k } = await coachIn(c.tz)
      const ana = await k.student('Ana Horário')
      const series = await ok(
        await client.post('/api/lesson-series', {
          weekdays: [7],
          time: '18:00',
          startDate: c.start,
          studentIds: [ana.id],
        }),
      )
      expect(series.timeZone).toBe(c.tz)
      const { items, timeZone } = await agenda(client, c.from, c.to)
      expect(timeZone).toBe(c.tz)
      expect(items.map((i: AgendaOccurrence) => i.time)).toEqual(c.utc.map(() => '18:00'))
      expect(items.map((i) => i.startsAt.slice(11, 16))).toEqual(c.utc)
      expect(items.every((i) => isoWeekday(i.date) === 7)).toBe(true)
    })
  }
})

describe('students who leave', () => {
  it('an inactive student leaves future occurrences and stays on past ones', async () => {
    const { client, k } = await coachIn()
    const ana = await k.student('Ana Sai', { phone: '11987650101' })
    const bia = await k.student('Bia Fica')
    const start = addDaysIso(today(), -14)
    // every day at 00:01 (past today) and a group series, both started two weeks ago
    const daily = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        time: '00:01',
        durationMinutes: 15,
        startDate: start,
        studentIds: [ana.id],
      }),
    )
    const group = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        time: '23:30',
        durationMinutes: 15,
        startDate: start,
        studentIds: [ana.id, bia.id],
      }),
    )
    const single = await ok(
      await client.post('/api/lessons', {
        date: daysFromToday(2),
        time: '10:00',
        studentIds: [ana.id],
      }),
    )
    const shared = await ok(
      await client.post('/api/lessons', {
        date: daysFromToday(3),
        time: '10:00',
        studentIds: [ana.id, bia.id],
      }),
    )
    const deleteRefused = await client.delete(`/api/students/${ana.id}`)
    expect(deleteRefused.status).toBe(409)
    expect((await errorBody(deleteRefused)).error.message).toMatch(/aulas na agenda que passaram/)

    const res = await client.patch(`/api/students/${ana.id}`, {
      name: 'Ana Sai',
      phone: '11987650101',
      gender: 'female',
      type: 'fixed',
      classe: '4-classe',
      status: 'inactive',
    })
    expect(res.status, await res.clone().text()).toBe(200)

    const items = (await agenda(client, addDaysIso(today(), -7), addDaysIso(today(), 7))).items
    const names = (i: AgendaOccurrence) => i.students.map((s) => s.name).join('+')
    const past = items.filter((i) => i.date < today())
    const future = items.filter((i) => i.date > today())
    expect(past.length).toBe(14)
    expect(past.every((i) => i.students.some((s) => s.name === 'Ana Sai'))).toBe(true)
    expect(future.length).toBeGreaterThan(0)
    expect(future.some((i) => i.students.some((s) => s.name === 'Ana Sai'))).toBe(false)
    // the group series goes on with Bia; Ana's own series ended; her lone lesson is gone
    expect(future.filter((i) => i.time === '23:30').every((i) => names(i) === 'Bia Fica')).toBe(
      true,
    )
    expect(future.filter((i) => i.time === '00:01')).toEqual([])
    expect(future.find((i) => i.id === single.id)).toBeUndefined()
    expect(names(future.find((i) => i.id === shared.id)!)).toBe('Bia Fica')
    expect((await json(await client.get(`/api/lesson-series/${daily.id}`))).untilDate).toBe(today())
    expect((await json(await client.get(`/api/lesson-series/${group.id}`))).students).toEqual([
      expect.objectContaining({ name: 'Ana Sai', status: 'inactive' }),
      expect.objectContaining({ name: 'Bia Fica' }),
    ])
  })

  it('a deleted student (future lessons only) leaves them; an emptied series is deleted', async () => {
    const { client, k } = await coachIn()
    const ana = await k.student('Ana Apagada')
    const bia = await k.student('Bia Resta')
    const solo = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [1],
        time: '09:00',
        startDate: daysFromToday(5),
        studentIds: [ana.id],
      }),
    )
    const pair = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [2],
        time: '09:00',
        startDate: daysFromToday(5),
        studentIds: [ana.id, bia.id],
      }),
    )
    expect((await client.delete(`/api/students/${ana.id}`)).status).toBe(204)
    expect((await client.get(`/api/lesson-series/${solo.id}`)).status).toBe(404)
    expect((await json(await client.get(`/api/lesson-series/${pair.id}`))).students).toEqual([
      expect.objectContaining({ name: 'Bia Resta' }),
    ])
  })
})

describe('cost', () => {
  it('lists a week of a coach with 40 weekly slots over two years in a constant number of queries', async () => {
    const { userId, k } = await coachIn()
    const students = await Promise.all(Array.from({ length: 8 }, (_, i) => k.student(`Fixo ${i}`)))
    const startDate = addDaysIso(today(), -365)
    const untilDate = addDaysIso(today(), 365)
    const db = ctx.database.db
    const series = await db
      .insert(lessonSeries)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          userId,
          weekdays: [(i % 7) + 1],
          startTime: `${String(6 + Math.floor(i / 7) * 2).padStart(2, '0')}:00`,
          durationMinutes: 60,
          timeZone: 'America/Sao_Paulo',
          startDate,
          untilDate,
        })),
      )
      .returning({ id: lessonSeries.id })
    await db.execute(sql`INSERT INTO lesson_series_students (series_id, student_id, user_id)
      SELECT s.id, ${students[0]!.id}::uuid, ${userId}::uuid FROM lesson_series s WHERE s.user_id = ${userId}`)
    expect(series).toHaveLength(40)
    // a year of past overrides (a cancelled occurrence per series per month)
    await db.execute(sql`INSERT INTO lessons (user_id, series_id, occurrence_date, starts_at, duration_minutes, status)
      SELECT ${userId}::uuid, s.id, d::date, d + time '12:00', 60, 'cancelled'
      FROM lesson_series s, generate_series(${startDate}::date, ${today()}::date - 1, interval '30 days') d
      WHERE s.user_id = ${userId}`)

    let statements = 0
    const original = db.execute.bind(db)
    const counting = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'execute') {
          return (...args: Parameters<typeof db.execute>) => {
            statements++
            return original(...args)
          }
        }
        if (prop === 'select') {
          statements++
        }
        return Reflect.get(target, prop, receiver)
      },
    })
    const { listAgenda } = await import('./agenda-read')
    const monday = mondayFrom(today())
    const started = performance.now()
    const week = await listAgenda(counting, userId, { from: monday, to: addDaysIso(monday, 6) })
    const ms = performance.now() - started
    expect(week.items).toHaveLength(40)
    expect(statements).toBe(2)
    statements = 0
    const twoMonths = await listAgenda(counting, userId, {
      from: monday,
      to: addDaysIso(monday, 61),
    })
    expect(twoMonths.items.length).toBeGreaterThan(340)
    expect(statements).toBe(2)
    console.info(`agenda week of 40 two-year series: ${ms.toFixed(1)} ms, 2 statements`)
  })
})

describe('bad ids and dates', () => {
  it('answer 404, never 500', async () => {
    const { client } = await coachIn()
    const paths: [string, string, unknown?][] = [
      ['GET', '/api/lessons/nao-e-uuid'],
      ['PATCH', '/api/lessons/00000000-0000-4000-8000-000000000000', { time: '10:00' }],
      ['DELETE', '/api/lessons/123'],
      ['GET', '/api/lesson-series/xyz'],
      ['DELETE', '/api/lesson-series/00000000-0000-4000-8000-000000000000'],
      ['PATCH', '/api/lesson-series/xyz/occurrences/2026-12-07', { scope: 'this' }],
      [
        'PATCH',
        '/api/lesson-series/00000000-0000-4000-8000-000000000000/occurrences/2026-02-31',
        { scope: 'this' },
      ],
      [
        'POST',
        '/api/lesson-series/00000000-0000-4000-8000-000000000000/occurrences/ontem/cancel',
        { scope: 'following' },
      ],
    ]
    for (const [method, path, body] of paths) {
      const res = await client.request(method, path, body)
      expect(res.status, `${method} ${path}`).toBe(404)
    }
    const scope = await client.request(
      'POST',
      '/api/lesson-series/00000000-0000-4000-8000-000000000000/occurrences/2026-12-07/cancel',
      { scope: 'all' },
    )
    expect(scope.status).toBe(400)
    expect((await errorBody(scope)).error.message).toMatch(/só esta aula/)
  })
})
