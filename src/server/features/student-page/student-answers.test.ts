import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import { expectLedgerBalanced } from '../../../../tests/helpers/invariants'
import {
  createTestContext,
  ok,
  TEST_APP_URL,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import {
  agendaOccurrenceSchema,
  agendaSummarySchema,
} from '../../../shared/schemas/agenda.response'

/**
 * The student's answers from their page (decision 0022): 'Confirmar presença' and 'Não vou'
 * as plain form posts, through the coach's own attendance rules — the policy's outcome and
 * credit, once — and everything that must do nothing: another student's lesson, a revoked
 * link, another site's form, a lesson started, registered or declined already.
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(async () => {
  await expectLedgerBalanced(ctx.database.db)
  await ctx?.close()
})

/** A coach with a student who has 4 credits and a page link. */
async function setup(name = 'Ana Resposta') {
  const { client } = await ctx.coach()
  const k = kit(client)
  const student = await k.student(name)
  const pkg = await k.pkg(student.id, { totalClasses: 4, startDate: daysFromToday(-5) })
  const link = await ok(await client.post(`/api/students/${student.id}/page-link`), 201)
  const path = new URL(link.url!).pathname
  return { client, k, student, pkg, path }
}

/** A lesson `hours` from now (rounded to the minute), in the coach's zone. */
async function lessonIn(client: TestClient, studentIds: string[], hours: number) {
  const at = new Date(Date.now() + hours * 3_600_000)
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: string) => local.find((p) => p.type === type)!.value
  const body = {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
    studentIds,
    confirmOverlap: true,
  }
  return agendaOccurrenceSchema.parse(await ok(await client.post('/api/lessons', body), 201))
}

/** A form post as the page's own button sends it (no script): urlencoded, from the site. */
function post(path: string, headers: Record<string, string> = { origin: TEST_APP_URL }) {
  return ctx.app.request(`${TEST_APP_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: '',
    redirect: 'manual',
  })
}
const open = async (path: string) => {
  const res = await ctx.app.request(`${TEST_APP_URL}${path}`)
  return { status: res.status, html: await res.text() }
}

async function credits(client: TestClient, studentId: string) {
  return (await ok(await client.get(`/api/students/${studentId}`))).credits
}
async function attendanceOf(client: TestClient, lessonId: string, studentId: string) {
  const lesson = agendaOccurrenceSchema.parse(
    await ok(await client.get(`/api/lessons/${lessonId}`)),
  )
  return lesson.attendance.find((a) => a.studentId === studentId)
}

describe("the student's page answers a lesson", () => {
  it("confirms with one form post: the page and the coach's agenda show it", async () => {
    const { client, student, path } = await setup()
    const lesson = await lessonIn(client, [student.id], 72)
    const page = await open(path)
    expect(page.html).toContain(`action="${path}/lessons/${lesson.id}/confirm"`)
    expect(page.html).toContain('Confirmar presença')
    // as Chromium sends the page's own form under its no-referrer policy
    const res = await post(`${path}/lessons/${lesson.id}/confirm`, {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${path}?answered=confirmed#aula-${lesson.id}`)
    const after = await open(`${path}?answered=confirmed`)
    expect(after.html).toContain('Obrigado! Seu professor vai ver que você confirmou.')
    expect(after.html).toContain('Presença confirmada')
    expect(await attendanceOf(client, lesson.id, student.id)).toMatchObject({
      answer: 'confirmed',
      outcome: null,
    })
    expect(await credits(client, student.id)).toBe(4)
  })

  it("says what cancelling means, then records the coach's own outcome: late, a credit used, once", async () => {
    const { client, k, student, pkg, path } = await setup('Bia Tardia')
    // a twin the coach marks by hand, in the same lesson: the same rule must give the same
    const twin = await k.student('Caio Gêmeo')
    await k.pkg(twin.id, { totalClasses: 4, startDate: daysFromToday(-5) })
    const lesson = await lessonIn(client, [student.id, twin.id], 3)
    const preview = await open(`${path}/lessons/${lesson.id}/cancel`)
    expect(preview.status).toBe(200)
    expect(preview.html).toContain(
      'Cancelando agora, com menos de 24 h de antecedência, a aula conta como cancelamento tardio e usa 1 crédito.',
    )
    expect(preview.html).toContain(`action="${path}/lessons/${lesson.id}/decline"`)
    expect(await credits(client, student.id)).toBe(4) // reading the preview changes nothing

    expect((await post(`${path}/lessons/${lesson.id}/decline`)).status).toBe(303)
    expect((await post(`${path}/lessons/${lesson.id}/decline`)).status).toBe(303) // twice: once
    // the coach's dashboard lists it among the students' answers of the day, once
    const summary = agendaSummarySchema.parse(await ok(await client.get('/api/agenda/summary')))
    expect(summary.studentAnswers).toEqual([
      expect.objectContaining({
        kind: 'declined',
        lessonId: lesson.id,
        student: { id: student.id, name: 'Bia Tardia' },
      }),
    ])
    await ok(
      await client.put(`/api/lessons/${lesson.id}/attendance/${twin.id}`, {
        outcome: 'student_cancelled',
      }),
    )
    const mine = await attendanceOf(client, lesson.id, student.id)
    const theirs = await attendanceOf(client, lesson.id, twin.id)
    expect(mine).toMatchObject({ outcome: 'late_cancel', charged: true, answer: 'declined' })
    expect({ ...mine, answer: null, studentId: null, noticeAt: null }).toEqual({
      ...theirs,
      answer: null,
      studentId: null,
      noticeAt: null,
    })
    expect(await credits(client, student.id)).toBe(3)
    const ledger = await queryRows<{ reason: string; delta: number }>(
      ctx.database.db,
      sql`SELECT reason, delta FROM credit_movements WHERE package_id = ${pkg.id} ORDER BY created_at`,
    )
    expect(ledger.map((m) => `${m.reason} ${m.delta}`)).toEqual(['purchase 4', 'late_cancel -1'])
    const page = await open(path)
    expect(page.html).toContain('Você avisou que não vai')
    // confirming after declining is the coach's to settle
    const back = await post(`${path}/lessons/${lesson.id}/confirm`)
    expect(back.status).toBe(409)
    expect(await back.text()).toContain('Você já avisou que não vai a esta aula.')
  })

  it('cancels well ahead as an avisada absence: no credit used', async () => {
    const { client, student, path } = await setup('Duda Avisada')
    const lesson = await lessonIn(client, [student.id], 72)
    expect((await open(`${path}/lessons/${lesson.id}/cancel`)).html).toContain(
      'Cancelando agora, com mais de 24 h de antecedência, você não perde o crédito.',
    )
    expect((await post(`${path}/lessons/${lesson.id}/decline`)).status).toBe(303)
    expect(await attendanceOf(client, lesson.id, student.id)).toMatchObject({
      outcome: 'notified_absence',
      charged: false,
      answer: 'declined',
    })
    expect(await credits(client, student.id)).toBe(4)
  })

  it("answers a weekly series' lesson (a virtual occurrence) like a lesson of its own", async () => {
    const { client, student, path } = await setup('Eva Semanal')
    const day = daysFromToday(3)
    const series = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1],
        time: '18:00',
        startDate: day,
        studentIds: [student.id],
      }),
      201,
    )
    const id = `s_${series.id}_${day}`
    expect((await open(path)).html).toContain(`${path}/lessons/${id}/confirm`)
    expect((await post(`${path}/lessons/${id}/confirm`)).status).toBe(303)
    // the occurrence now has a row of its own: the agenda shows it under the lesson's id
    const week = await ok(await client.get(`/api/agenda?from=${day}&to=${day}`))
    const lesson = week.items.find((o) => o.seriesId === series.id && o.occurrenceDate === day)
    expect(lesson?.attendance.find((a) => a.studentId === student.id)).toMatchObject({
      answer: 'confirmed',
    })
    expect((await open(path)).html).toContain('Presença confirmada')
  })
})

describe('what an answer must never do', () => {
  it("refuses another site's form, another student's lesson, a revoked or guessed link", async () => {
    const a = await setup('Fábio Dono')
    const other = await a.k.student('Gabi Outra')
    const theirs = await lessonIn(a.client, [other.id], 72)
    const mine = await lessonIn(a.client, [a.student.id], 96)
    // another site posting the student's form
    const forged = await post(`${a.path}/lessons/${mine.id}/decline`, {
      origin: 'https://evil.example',
    })
    expect(forged.status).toBe(403)
    for (const site of ['cross-site', 'same-site']) {
      const crossSite = await post(`${a.path}/lessons/${mine.id}/decline`, {
        origin: 'null',
        'sec-fetch-site': site,
      })
      expect(crossSite.status).toBe(403)
    }
    // a lesson the student is not in, and ids of nothing
    expect((await post(`${a.path}/lessons/${theirs.id}/decline`)).status).toBe(404)
    expect((await post(`${a.path}/lessons/not-a-lesson/confirm`)).status).toBe(404)
    expect((await open(`${a.path}/lessons/${theirs.id}/cancel`)).status).toBe(409)
    // a guessed token
    expect((await post(`/a/${'x'.repeat(43)}/lessons/${mine.id}/decline`)).status).toBe(404)
    // a revoked link
    await ok(await a.client.delete(`/api/students/${a.student.id}/page-link`), 204)
    expect((await post(`${a.path}/lessons/${mine.id}/decline`)).status).toBe(404)
    expect(await attendanceOf(a.client, mine.id, a.student.id)).toMatchObject({
      answer: null,
      outcome: null,
    })
    expect(await attendanceOf(a.client, theirs.id, other.id)).toMatchObject({ outcome: null })
  })

  it('refuses a lesson already started or cancelled by the coach, with the reason on a page', async () => {
    const { client, student, path } = await setup('Hugo Tarde')
    const started = await lessonIn(client, [student.id], -0.1)
    const late = await post(`${path}/lessons/${started.id}/decline`)
    expect(late.status).toBe(409)
    expect(await late.text()).toContain('Esta aula já começou: fale direto com o professor.')
    const called = await lessonIn(client, [student.id], 48)
    await ok(await client.patch(`/api/lessons/${called.id}`, { status: 'cancelled' }))
    const off = await post(`${path}/lessons/${called.id}/confirm`)
    expect(off.status).toBe(409)
    expect(await off.text()).toContain('Esta aula foi cancelada pelo professor.')
    for (const id of [started.id, called.id])
      expect(await attendanceOf(client, id, student.id)).toMatchObject({
        answer: null,
        outcome: null,
      })
    expect(await credits(client, student.id)).toBe(4)
  })
})

describe('answers of anything', () => {
  it('never a 500 for any token, lesson id and answer in the path', async () => {
    const { path } = await setup('Íris Qualquer')
    const token = path.slice('/a/'.length)
    const segment = fc.oneof(
      fc.constantFrom(token, 'x', '', '..', '%00', 's_x_2026-01-01', crypto.randomUUID()),
      fc.string({ maxLength: 60 }).map(encodeURIComponent),
    )
    await fc.assert(
      fc.asyncProperty(
        segment,
        segment,
        fc.constantFrom('confirm', 'decline', 'cancel', 'other'),
        fc.constantFrom('GET', 'POST'),
        async (t, id, action, method) => {
          const res = await ctx.app.request(`${TEST_APP_URL}/a/${t}/lessons/${id}/${action}`, {
            method,
            headers: { origin: TEST_APP_URL },
            redirect: 'manual',
          })
          expect(res.status, `${method} ${t}/${id}/${action}`).toBeLessThan(500)
        },
      ),
      { numRuns: 150 },
    )
  })
})
