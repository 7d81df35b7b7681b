import { eq, sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import {
  createTestContext,
  errorBody,
  json,
  ok,
  TEST_APP_URL,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { addDaysIso, type IsoDate, todayIn } from '../../../shared/domain/dates'
import { isoWeekday } from '../../../shared/domain/recurrence'
import { agendaDtoSchema } from '../../../shared/schemas/agenda.response'
import { lessonSeries } from '../../db/schema/agenda'
import { calendarFeeds } from '../../db/schema/calendar-feeds'
import { profiles } from '../../db/schema/profiles'
import { feedWindow } from './calendar-feed.ics'
import { calendarFeed, hashToken } from './calendar-feed.service'

/**
 * The calendar feed on a real database: the URL's life (create, regenerate,
 * revoke), and the feed read back by an independent parser (ical.js) and expanded with its
 * own recurrence engine, compared with GET /api/agenda over the whole window.
 */
let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

async function coachIn(timeZone: string) {
  const c = await ctx.coach()
  await ctx.database.db
    .update(profiles)
    .set({ timezone: timeZone })
    .where(eq(profiles.userId, c.userId))
  return { ...c, k: kit(c.client) }
}

async function newFeed(client: TestClient): Promise<string> {
  const body = await ok(await client.post('/api/profile/calendar-feed'), 201)
  return body.url
}

/** The feed as the public sees it: no cookie. */
async function fetchFeed(url: string) {
  return ctx.client().request('GET', url.replace(TEST_APP_URL, ''))
}

async function feedText(url: string) {
  const res = await fetchFeed(url)
  expect(res.status, await res.clone().text()).toBe(200)
  return res.text()
}

interface Expanded {
  uid: string
  start: string
  end: string
  status: string
  summary: string
  sequence: number
}

/** The feed's events in [from, to) as ical.js expands them (RRULE, EXDATE, RECURRENCE-ID). */
function expand(text: string, from: Date, to: Date): Expanded[] {
  const cal = new ICAL.Component(ICAL.parse(text))
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz)
  const byUid = new Map<string, { master?: ICAL.Component; exceptions: ICAL.Component[] }>()
  for (const ve of cal.getAllSubcomponents('vevent')) {
    const uid = String(ve.getFirstPropertyValue('uid'))
    const entry = byUid.get(uid) ?? { exceptions: [] }
    if (ve.hasProperty('recurrence-id')) entry.exceptions.push(ve)
    else entry.master = ve
    byUid.set(uid, entry)
  }
  const out: Expanded[] = []
  const until = ICAL.Time.fromJSDate(to, true)
  for (const [uid, { master, exceptions }] of byUid) {
    expect(master, `${uid} has a master`).toBeTruthy()
    const event = new ICAL.Event(master!)
    for (const e of exceptions) event.relateException(e)
    const push = (start: ICAL.Time, end: ICAL.Time, item: ICAL.Event) => {
      const s = start.toJSDate()
      if (s < from || s >= to) return
      out.push({
        uid,
        start: s.toISOString(),
        end: end.toJSDate().toISOString(),
        status: String(item.component.getFirstPropertyValue('status') ?? ''),
        summary: item.summary,
        sequence: item.sequence,
      })
    }
    if (!event.isRecurring()) {
      push(event.startDate, event.endDate, event)
      continue
    }
    const it = event.iterator()
    for (let next = it.next(); next && next.compare(until) < 0; next = it.next()) {
      const d = event.getOccurrenceDetails(next)
      push(d.startDate, d.endDate, d.item)
    }
  }
  return out.sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid))
}

/** GET /api/agenda over [from, to] in 62-day pieces. */
async function agendaItems(client: TestClient, from: IsoDate, to: IsoDate) {
  const items = []
  for (let a = from; a <= to; a = addDaysIso(a, 62)) {
    const b = addDaysIso(a, 61) < to ? addDaysIso(a, 61) : to
    const res = await client.get(`/api/agenda?from=${a}&to=${b}`)
    items.push(...agendaDtoSchema.parse(await ok(res)).items)
  }
  return items
}

const mondayFrom = (day: string) => addDaysIso(day, (8 - isoWeekday(day)) % 7)

describe('the feed URL', () => {
  it('is created on demand, stored hashed, regenerated (the old one stops) and revoked', async () => {
    const { client, userId } = await coachIn('America/Sao_Paulo')
    expect(await ok(await client.get('/api/profile/calendar-feed'))).toEqual({
      active: false,
      createdAt: null,
    })
    const first = await newFeed(client)
    const token = first.match(/^http:\/\/localhost:\d*\/?api\/calendar\/([A-Za-z0-9_-]{22})\.ics$/)
    expect(token, first).toBeTruthy()
    expect(Buffer.from(token![1]!, 'base64url')).toHaveLength(16)
    const status = await ok(await client.get('/api/profile/calendar-feed'))
    expect(status.active).toBe(true)
    expect(Date.now() - Date.parse(status.createdAt!)).toBeLessThan(60_000)
    // only the hash is kept
    const [row] = await ctx.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId))
    expect(row!.tokenHash).toBe(hashToken(token![1]!))
    expect(JSON.stringify(row)).not.toContain(token![1]!)

    const res = await fetchFeed(first)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('private, max-age=300')
    const text = await res.text()
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(text).toContain('X-WR-CALNAME:Quadra — Agenda\r\n')

    const second = await newFeed(client)
    expect(second).not.toBe(first)
    const gone = await fetchFeed(first)
    expect(gone.status).toBe(404)
    expect((await errorBody(gone)).error.code).toBe('NOT_FOUND')
    expect((await fetchFeed(second)).status).toBe(200)

    await ok(await client.delete('/api/profile/calendar-feed'), 204)
    expect((await fetchFeed(second)).status).toBe(404)
    expect(await ok(await client.get('/api/profile/calendar-feed'))).toEqual({
      active: false,
      createdAt: null,
    })
    // malformed or unknown tokens: 404, never 500
    for (const path of [
      '/api/calendar/abc.ics',
      '/api/calendar/AAAAAAAAAAAAAAAAAAAAAA.ics',
      `/api/calendar/${token![1]!}`,
      `/api/calendar/${'%27'.repeat(30)}.ics`,
    ]) {
      expect((await ctx.client().request('GET', path)).status, path).toBe(404)
    }
    // the coach's routes need a session
    expect((await ctx.client().post('/api/profile/calendar-feed')).status).toBe(401)
  })

  it("speaks an English coach's language: the feed's name and its events' words (issue 15)", async () => {
    const { client, k } = await coachIn('America/New_York')
    await ok(await client.patch('/api/profile', { language: 'en' }))
    const amy = await k.student('Amy Park')
    await ok(
      await client.post('/api/lessons', {
        date: daysFromToday(2),
        time: '09:00',
        studentIds: [amy.id],
        title: 'Serve clinic',
        confirmOverlap: true,
      }),
      201,
    )
    const text = await feedText(await newFeed(client))
    expect(text).toContain('X-WR-CALNAME:Quadra — Schedule\r\n')
    expect(text).toContain('DESCRIPTION:Students: Amy Park\r\n')
    expect(text).toContain('SUMMARY:Serve clinic\r\n')
    expect(text).not.toMatch(/Agenda\r\n|Alunos:/)
  })

  it('is rate-limited per client IP, known token or not', async () => {
    const limited = await createTestContext({
      calendarFeedRateLimit: { max: 3, windowSeconds: 60 },
    })
    try {
      const { client } = await limited.coach()
      const body = await json(await client.post('/api/profile/calendar-feed'))
      const path = body.url.replace(TEST_APP_URL, '')
      const anon = limited.client()
      expect((await anon.request('GET', path)).status).toBe(200)
      expect((await anon.get('/api/calendar/AAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404)
      expect((await anon.request('GET', path)).status).toBe(200)
      const over = await anon.request('GET', path)
      expect(over.status).toBe(429)
      expect((await errorBody(over)).error.code).toBe('TOO_MANY_REQUESTS')
    } finally {
      await limited.close()
    }
  })
})

describe('the feed read by ical.js matches the agenda', () => {
  for (const timeZone of ['America/New_York', 'America/Sao_Paulo']) {
    it(`${timeZone}: series, changed, moved and cancelled occurrences, splits, stand-alone lessons`, async () => {
      const { client, k } = await coachIn(timeZone)
      await ok(await client.post('/api/clubs', { name: 'Clube, Sol; Mar', isDefault: true }), 201)
      const ana = await k.student('Ana Feed')
      const bia = await k.student('Bia Feed')
      const caio = await k.student('Caio Feed')
      const todayLocal = todayIn(timeZone)
      const window = feedWindow(todayLocal)
      // a series begun before the window, open-ended, Monday and Thursday 18:00
      const longStart = mondayFrom(addDaysIso(window.from, -40))
      const long = await ok(
        await client.post('/api/lesson-series', {
          weekdays: [1, 4],
          time: '18:00',
          startDate: longStart,
          studentIds: [ana.id, bia.id],
          notes: 'Linha 1\nLinha 2; com vírgula, e barra \\ fim',
        }),
        201,
      )
      // a series with an end date and a title, Saturday 07:30 for 90 minutes
      const nextMonday = mondayFrom(addDaysIso(todayLocal, 1))
      const short = await ok(
        await client.post('/api/lesson-series', {
          weekdays: [6],
          time: '07:30',
          durationMinutes: 90,
          startDate: addDaysIso(todayLocal, -20),
          untilDate: addDaysIso(todayLocal, 120),
          title: 'Clínica de saque',
          studentIds: [caio.id],
        }),
        201,
      )
      // 'só esta aula': a past one moved and edited, a future one cancelled, one moved a day
      const pastMonday = mondayFrom(addDaysIso(todayLocal, -30))
      await ok(
        await client.patch(`/api/lesson-series/${long.id}/occurrences/${pastMonday}`, {
          scope: 'this',
          time: '19:15',
          notes: 'Remarcada',
        }),
      )
      await ok(
        await client.post(`/api/lesson-series/${long.id}/occurrences/${nextMonday}/cancel`, {
          scope: 'this',
        }),
      )
      const thursday = addDaysIso(nextMonday, 3)
      await ok(
        await client.patch(`/api/lesson-series/${long.id}/occurrences/${thursday}`, {
          scope: 'this',
          date: addDaysIso(thursday, 1),
          studentIds: [ana.id],
        }),
      )
      // 'esta e as seguintes' in five months: a split at 17:00 (across a DST change in New York)
      const splitDay = mondayFrom(addDaysIso(todayLocal, 150))
      await ok(
        await client.patch(`/api/lesson-series/${long.id}/occurrences/${splitDay}`, {
          scope: 'following',
          time: '17:00',
        }),
      )
      // stand-alone lessons, one cancelled; one before the window (not in the feed)
      await ok(
        await client.post('/api/lessons', {
          date: addDaysIso(todayLocal, 2),
          time: '10:00',
          studentIds: [bia.id],
          title: 'Avulsa',
        }),
        201,
      )
      const cancelled = await ok(
        await client.post('/api/lessons', {
          date: addDaysIso(todayLocal, 9),
          time: '11:00',
          studentIds: [caio.id],
          confirmOverlap: true,
        }),
        201,
      )
      await ok(await client.patch(`/api/lessons/${cancelled.id}`, { status: 'cancelled' }))
      await ok(
        await client.post('/api/lessons', {
          date: addDaysIso(window.from, -3),
          time: '09:00',
          studentIds: [bia.id],
          title: 'Antiga',
        }),
        201,
      )

      const url = await newFeed(client)
      const text = await feedText(url)
      const items = await agendaItems(client, window.from, window.to)
      const lo = new Date(items[0]!.startsAt.slice(0, 10))
      const from = new Date(`${addDaysIso(window.from, -1)}T00:00:00Z`)
      const to = new Date(`${addDaysIso(window.to, 2)}T00:00:00Z`)
      expect(lo >= from).toBe(true)
      // open-ended slots go on past the agenda's horizon: compare up to its last day
      const expanded = expand(text, from, to).filter(
        (e) => new Date(e.start).toLocaleDateString('en-CA', { timeZone }) <= window.to,
      )

      const scheduled = items.filter((i) => i.status === 'scheduled')
      const live = expanded.filter((e) => e.status !== 'CANCELLED')
      expect(scheduled.length).toBeGreaterThan(100)
      const summaryOf = (i: (typeof items)[number]) =>
        i.title || i.students.map((s) => s.name).join(', ')
      expect(live.map((e) => [e.start, e.end, e.summary])).toEqual(
        scheduled.map((i) => [i.startsAt, i.endsAt, summaryOf(i)]),
      )
      // every cancelled occurrence is there as STATUS:CANCELLED: the series'
      // cancelled one under the series' UID (its RECURRENCE-ID), the stand-alone one its own
      for (const c of items.filter((i) => i.status === 'cancelled')) {
        const same = expanded.filter((e) => e.start === c.startsAt && e.summary === summaryOf(c))
        expect(same.length, c.startsAt).toBe(1)
        expect(same[0]!.status, c.startsAt).toBe('CANCELLED')
      }
      expect(
        expanded
          .filter((e) => e.status === 'CANCELLED')
          .map((e) => e.uid)
          .sort(),
      ).toEqual([`${cancelled.id}@quadra`, `${long.id}@quadra`].sort())
      // the same wall-clock time all year, across daylight-saving changes
      const times = new Set(
        live
          .filter((e) => e.uid === `${long.id}@quadra`)
          .map((e) => new Date(e.start).toLocaleTimeString('en-GB', { timeZone }).slice(0, 5)),
      )
      expect([...times].sort()).toEqual(['18:00', '19:15'])
      if (timeZone === 'America/New_York') {
        const utc = new Set(
          live.filter((e) => e.uid === `${long.id}@quadra`).map((e) => e.start.slice(11, 16)),
        )
        expect(utc.has('22:00') && utc.has('23:00')).toBe(true)
      }
      // the split series: its own UID from the split on, at 17:00
      const after = live.filter((e) => e.start >= `${splitDay}T00`)
      expect(after.some((e) => e.uid === `${long.id}@quadra`)).toBe(false)
      // text round trip: escaped notes, club with comma and semicolon
      const cal = new ICAL.Component(ICAL.parse(text))
      const master = cal
        .getAllSubcomponents('vevent')
        .find(
          (v) =>
            v.getFirstPropertyValue('uid') === `${long.id}@quadra` &&
            !v.hasProperty('recurrence-id'),
        )!
      expect(master.getFirstPropertyValue('description')).toBe(
        'Linha 1\nLinha 2; com vírgula, e barra \\ fim',
      )
      expect(master.getFirstPropertyValue('location')).toBe('Clube, Sol; Mar')
      expect(String(master.getFirstPropertyValue('rrule'))).toMatch(/^FREQ=WEEKLY;.*BYDAY=MO,TH/)
      expect(master.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(timeZone)
      expect(text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${timeZone}\r\n`)
      expect(text).not.toContain('Antiga')
      expect(text).toContain(`UID:${short.id}@quadra`)
      // RFC 5545 form: CRLF only, every line ≤ 75 octets
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
      for (const line of text.split('\r\n')) {
        expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
      }
    })
  }

  it('publishes an open-ended weekly slot without an end, and one with an end date up to it', async () => {
    const { client, k } = await coachIn('America/Sao_Paulo')
    const ana = await k.student('Ana Sem Fim')
    const start = mondayFrom(addDaysIso(today(), 1))
    const open = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [2, 4],
        time: '18:00',
        startDate: start,
        studentIds: [ana.id],
      }),
      201,
    )
    const ending = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [1],
        time: '07:00',
        startDate: start,
        untilDate: addDaysIso(start, 28),
        studentIds: [ana.id],
      }),
      201,
    )
    const cal = new ICAL.Component(ICAL.parse(await feedText(await newFeed(client))))
    const rruleOf = (id: string) =>
      String(
        cal
          .getAllSubcomponents('vevent')
          .find((v) => v.getFirstPropertyValue('uid') === `${id}@quadra`)
          ?.getFirstProperty('rrule')
          ?.toICALString(),
      )
    expect(rruleOf(open.id)).toBe('RRULE:FREQ=WEEKLY;BYDAY=TU,TH')
    expect(rruleOf(ending.id)).toMatch(/^RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=\d{8}T100000Z$/)
  })

  it('raises SEQUENCE when a series or an occurrence changes', async () => {
    const { client, k } = await coachIn('America/Sao_Paulo')
    const ana = await k.student('Ana Sequência')
    const start = mondayFrom(addDaysIso(today(), 1))
    const series = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [1],
        time: '08:00',
        startDate: start,
        studentIds: [ana.id],
      }),
      201,
    )
    const url = await newFeed(client)
    const sequenceOf = async (recurrenceId: boolean) => {
      const cal = new ICAL.Component(ICAL.parse(await feedText(url)))
      const ev = cal
        .getAllSubcomponents('vevent')
        .find(
          (v) =>
            v.getFirstPropertyValue('uid') === `${series.id}@quadra` &&
            v.hasProperty('recurrence-id') === recurrenceId,
        )
      return ev ? Number(ev.getFirstPropertyValue('sequence')) : null
    }
    const before = await sequenceOf(false)
    expect(before).toBe(0)
    // the whole series changes time: same UID, higher SEQUENCE
    await ok(
      await client.patch(`/api/lesson-series/${series.id}/occurrences/${start}`, {
        scope: 'following',
        time: '09:00',
      }),
    )
    const after = await sequenceOf(false)
    expect(after).toBeGreaterThan(before!)
    // one occurrence changes: its RECURRENCE-ID event outranks the series
    await ok(
      await client.patch(`/api/lesson-series/${series.id}/occurrences/${addDaysIso(start, 7)}`, {
        scope: 'this',
        time: '10:00',
      }),
    )
    const occurrence = await sequenceOf(true)
    expect(occurrence).toBeGreaterThan(after!)
  })

  it("never shows another coach's lessons", async () => {
    const a = await coachIn('America/Sao_Paulo')
    const b = await coachIn('America/Sao_Paulo')
    const ana = await a.k.student('Ana Da Treinadora A')
    const beto = await b.k.student('Beto Da Treinadora B')
    const day = addDaysIso(today(), 3)
    const mine = await ok(
      await a.client.post('/api/lessons', { date: day, time: '10:00', studentIds: [ana.id] }),
      201,
    )
    const series = await ok(
      await a.client.post('/api/lesson-series', {
        weekdays: [isoWeekday(day)],
        time: '12:00',
        startDate: day,
        studentIds: [ana.id],
      }),
      201,
    )
    const theirs = await ok(
      await b.client.post('/api/lessons', { date: day, time: '10:00', studentIds: [beto.id] }),
      201,
    )
    await newFeed(a.client)
    const textB = await feedText(await newFeed(b.client))
    expect(textB).toContain(`UID:${theirs.id}@quadra`)
    expect(textB).toContain('Beto Da Treinadora B')
    for (const leak of [mine.id, series.id, 'Ana Da Treinadora A']) {
      expect(textB).not.toContain(leak)
    }
  })
})

describe('cost', () => {
  it('a coach with 40 weekly slots over two years: one statement, well under 500 KB', async () => {
    const { client, userId, k } = await coachIn('America/Sao_Paulo')
    const students = await Promise.all(
      Array.from({ length: 4 }, (_, i) => k.student(`Fixo Feed ${i}`)),
    )
    const db = ctx.database.db
    const startDate = addDaysIso(today(), -365)
    const untilDate = addDaysIso(today(), 365)
    await db.insert(lessonSeries).values(
      Array.from({ length: 40 }, (_, i) => ({
        userId,
        weekdays: [(i % 7) + 1],
        startTime: `${String(6 + Math.floor(i / 7) * 2).padStart(2, '0')}:00`,
        durationMinutes: 60,
        timeZone: 'America/Sao_Paulo',
        startDate,
        untilDate,
        notes: 'Trazer raquete reserva e bolinhas novas',
      })),
    )
    await db.execute(sql`INSERT INTO lesson_series_students (series_id, student_id, user_id)
      SELECT s.id, st.id, ${userId}::uuid FROM lesson_series s, students st
      WHERE s.user_id = ${userId} AND st.user_id = ${userId}`)
    // a changed occurrence per series every 30 days, over the two years
    await db.execute(sql`INSERT INTO lessons (user_id, series_id, occurrence_date, starts_at, duration_minutes, status, notes)
      SELECT ${userId}::uuid, s.id, d::date, d + time '12:00', 60,
        CASE WHEN extract(day FROM d)::int % 2 = 0 THEN 'cancelled' ELSE 'scheduled' END, 'Remarcada'
      FROM lesson_series s, generate_series(${startDate}::date, ${untilDate}::date, interval '30 days') d
      WHERE s.user_id = ${userId}`)
    expect(students).toHaveLength(4)
    const url = await newFeed(client)
    const token = url.match(/calendar\/(.+)\.ics$/)![1]!

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
        if (prop === 'select' || prop === 'insert' || prop === 'update' || prop === 'delete') {
          statements++
        }
        return Reflect.get(target, prop, receiver)
      },
    })
    const started = performance.now()
    const text = await calendarFeed(counting, { token, rateKey: 'test' })
    const ms = performance.now() - started
    expect(statements).toBe(1)
    const bytes = Buffer.byteLength(text!)
    expect(bytes).toBeLessThan(500_000)
    expect(text!.match(/^BEGIN:VEVENT/gm)!.length).toBeGreaterThan(40)
    console.info(`feed of 40 two-year series: ${ms.toFixed(1)} ms, 1 statement, ${bytes} bytes`)
  })
})
