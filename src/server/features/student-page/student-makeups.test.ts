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
import { isoWeekday } from '../../../shared/domain/recurrence'
import {
  agendaOccurrenceSchema,
  agendaSummarySchema,
} from '../../../shared/schemas/agenda.response'

/**
 * A student owed a make-up books a place the coach opened to make-ups, from their page
 * (decision 0024): the places listed, a booking linked as the make-up of the oldest owed lesson,
 * a full lesson refused — also when 20 students race for its last place —, and the waitlist
 * served in the order of request when a place frees. And everything that must do nothing.
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(async () => {
  await expectLedgerBalanced(ctx.database.db)
  await ctx?.close()
})

const PAST = daysFromToday(-3)
const SOON = daysFromToday(3)

type Student = { id: string; name: string; path: string }

/** A coach with `names` students, each with a page link. */
async function coachWith(...names: string[]) {
  const { client } = await ctx.coach()
  const k = kit(client)
  const students: Student[] = []
  for (const name of names) {
    const s = await k.student(name)
    const link = await ok(await client.post(`/api/students/${s.id}/page-link`), 201)
    students.push({ id: s.id, name, path: new URL(link.url!).pathname })
  }
  return { client, k, students }
}

async function lesson(
  client: TestClient,
  studentIds: string[],
  { date = SOON, time = '18:00', capacity }: { date?: string; time?: string; capacity?: number },
) {
  return agendaOccurrenceSchema.parse(
    await ok(
      await client.post('/api/lessons', {
        date,
        time,
        studentIds,
        makeupCapacity: capacity,
        confirmOverlap: true,
      }),
      201,
    ),
  )
}

/** A past lesson of theirs called off for rain: each is owed a make-up of it. */
async function owe(client: TestClient, students: Student[], time = '10:00') {
  const owed = await lesson(
    client,
    students.map((s) => s.id),
    { date: PAST, time },
  )
  for (const s of students)
    await ok(await client.put(`/api/lessons/${owed.id}/attendance/${s.id}`, { outcome: 'rain' }))
  return owed
}

/** The local date and time `hours` from now in the coaches' zone (to the minute). */
function localIn(hours: number) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + hours * 3_600_000))
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  }
}

function post(path: string, headers: Record<string, string> = { origin: TEST_APP_URL }) {
  return ctx.app.request(`${TEST_APP_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: '',
    redirect: 'manual',
  })
}
const page = async (s: Student) => (await ctx.app.request(`${TEST_APP_URL}${s.path}`)).text()
const book = (s: Student, id: string) => post(`${s.path}/makeups/${id}`)
const wait = (s: Student, id: string) => post(`${s.path}/makeups/${id}/waitlist`)

async function lessonNow(client: TestClient, id: string) {
  return agendaOccurrenceSchema.parse(await ok(await client.get(`/api/lessons/${id}`)))
}

describe('the places a student owed a make-up sees', () => {
  it("lists the coach's open places with places left, only to a student owed a make-up", async () => {
    const { client, students } = await coachWith('Ana Devida', 'Bia Nada', 'Caio Fixo')
    const [ana, bia, caio] = students as [Student, Student, Student]
    await owe(client, [ana])
    const open = await lesson(client, [caio.id], { capacity: 3 })
    const closed = await lesson(client, [caio.id], { time: '07:00' })
    const far = await lesson(client, [caio.id], { date: daysFromToday(20), capacity: 3 })
    const mine = await lesson(client, [ana.id], { time: '09:00', capacity: 3 })

    const html = await page(ana)
    expect(html).toContain('Reposições')
    expect(html).toContain('Você tem 1 aula para repor.')
    expect(html).toContain(`action="${ana.path}/makeups/${open.id}"`)
    expect(html).toContain('2 vagas')
    for (const id of [closed.id, far.id, mine.id]) expect(html).not.toContain(`makeups/${id}`)
    // nobody owed nothing sees the section
    expect(await page(bia)).not.toContain('Reposições')
  })
})

describe('booking a place', () => {
  it('adds the student as the make-up of their oldest owed lesson; the coach sees it; once', async () => {
    const { client, students } = await coachWith('Duda Reserva', 'Edu Fixo')
    const [duda, edu] = students as [Student, Student]
    const older = await owe(client, [duda], '08:00')
    await owe(client, [duda], '11:00')
    const open = await lesson(client, [edu.id], { capacity: 2 })

    const res = await book(duda, open.id)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${duda.path}?makeup=booked#aula-${open.id}`)
    expect(await page({ ...duda, path: `${duda.path}?makeup=booked` })).toContain(
      'Reposição marcada! Ela já aparece nas suas próximas aulas.',
    )
    expect((await book(duda, open.id)).status).toBe(303) // twice: booked once
    const after = await lessonNow(client, open.id)
    expect(after.students.map((s) => s.id).sort()).toEqual([duda.id, edu.id].sort())
    expect(after.openPlaces).toBe(0)
    expect(after.attendance.find((a) => a.studentId === duda.id)?.makeupOf).toMatchObject({
      lessonId: older.id,
      date: PAST,
      time: '08:00',
    })
    // the dashboard's 'Reposições a agendar' keeps only the other owed lesson
    const summary = agendaSummarySchema.parse(await ok(await client.get('/api/agenda/summary')))
    expect(summary.makeupsOwed.map((m) => m.time)).toEqual(['11:00'])
    // and lists the booking among the students' answers of the day
    expect(summary.studentAnswers).toEqual([
      expect.objectContaining({
        kind: 'makeup',
        lessonId: open.id,
        student: expect.objectContaining({ id: duda.id }),
      }),
    ])
    // the page lists the lesson among the next ones, confirmed (the booking is the student's
    // yes); the other owed lesson finds no place left
    const html = await page(duda)
    expect(html).toContain(`id="aula-${open.id}"`)
    expect(html).not.toContain(`${duda.path}/lessons/${open.id}/confirm`)
    expect(html).toContain('Nenhuma vaga aberta para reposição nos próximos 14 dias.')
  })

  it("books a weekly slot's occurrence by its virtual id: the occurrence gets its row", async () => {
    const { client, students } = await coachWith('Flávia Série', 'Gil Fixo')
    const [flavia, gil] = students as [Student, Student]
    await owe(client, [flavia])
    const series = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [isoWeekday(SOON)],
        time: '19:00',
        startDate: SOON,
        studentIds: [gil.id],
        makeupCapacity: 2,
        confirmOverlap: true,
      }),
      201,
    )
    const id = `s_${series.id}_${SOON}`
    expect(await page(flavia)).toContain(`${flavia.path}/makeups/${id}`)
    const res = await book(flavia, id)
    expect(res.status).toBe(303)
    const rowId = /#aula-(.+)$/.exec(res.headers.get('location')!)![1]!
    const row = await lessonNow(client, rowId)
    expect(row).toMatchObject({ seriesId: series.id, occurrenceDate: SOON, openPlaces: 0 })
    expect(row.students.map((s) => s.name).sort()).toEqual(['Flávia Série', 'Gil Fixo'])
  })

  it('refuses a full lesson with the reason on a page, and a student owed nothing', async () => {
    const { client, students } = await coachWith('Hugo Cheio', 'Íris Fixa', 'João Nada')
    const [hugo, iris, joao] = students as [Student, Student, Student]
    await owe(client, [hugo])
    const full = await lesson(client, [iris.id], { capacity: 1 })
    const open = await lesson(client, [iris.id], { time: '20:00', capacity: 2 })
    expect(await page(hugo)).toContain('Sem vagas no momento')
    const res = await book(hugo, full.id)
    expect(res.status).toBe(409)
    const text = await res.text()
    expect(text).toContain('Não foi possível reservar')
    expect(text).toContain('Esta vaga acabou de ser preenchida por outro aluno.')

    const nothing = await book(joao, open.id)
    expect(nothing.status).toBe(409)
    expect(await nothing.text()).toContain('Você não tem reposição a marcar')
    expect((await wait(joao, full.id)).status).toBe(409)
    for (const id of [full.id, open.id])
      expect((await lessonNow(client, id)).students.map((s) => s.id)).toEqual([iris.id])
  })

  it('refuses a lesson started, cancelled or not open to make-ups, and an inactive student', async () => {
    const { client, students } = await coachWith('Lara Tarde', 'Mário Fixo')
    const [lara, mario] = students as [Student, Student]
    await owe(client, [lara])
    const started = await lesson(client, [mario.id], { ...localIn(-1), capacity: 3 })
    const called = await lesson(client, [mario.id], { time: '06:00', capacity: 3 })
    await ok(await client.patch(`/api/lessons/${called.id}`, { status: 'cancelled' }))
    const closed = await lesson(client, [mario.id], { time: '21:00' })
    const html = await page(lara)
    for (const id of [started.id, called.id, closed.id]) expect(html).not.toContain(id)
    const reasons = [
      [started.id, 'Esta aula já começou'],
      [called.id, 'Esta aula foi cancelada pelo professor.'],
      [closed.id, 'Esta aula não está entre as vagas abertas para reposição.'],
    ] as const
    for (const [id, reason] of reasons) {
      const res = await book(lara, id)
      expect(res.status).toBe(409)
      expect(await res.text()).toContain(reason)
    }
    const open = await lesson(client, [mario.id], { time: '20:00', capacity: 3 })
    await queryRows(
      ctx.database.db,
      sql`UPDATE students SET status = 'inactive' WHERE id = ${lara.id}`,
    )
    expect(await page(lara)).not.toContain('Reposições')
    const inactive = await book(lara, open.id)
    expect(inactive.status).toBe(409)
    expect(await inactive.text()).toContain('Seu cadastro está inativo')
    for (const id of [started.id, called.id, closed.id, open.id])
      expect((await lessonNow(client, id)).students.map((s) => s.id)).toEqual([mario.id])
  })

  it('20 students owed a make-up race for 1 place: exactly 1 books it, 19 are told it is gone', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `Aluno Corrida ${i + 1}`)
    const { client, students } = await coachWith(...names, 'Kátia Fixa')
    const racers = students.slice(0, 20)
    const fixed = students[20]!
    await owe(client, racers)
    const open = await lesson(client, [fixed.id], { capacity: 2 })

    const answers = await Promise.all(racers.map((s) => book(s, open.id)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 303)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    for (const r of answers.filter((a) => a.status === 409))
      expect(await r.text()).toContain('Esta vaga acabou de ser preenchida')
    const after = await lessonNow(client, open.id)
    expect(after.students).toHaveLength(2)
    expect(after.attendance.filter((a) => a.makeupOf)).toHaveLength(1)

    // the 19 left race for the one place of a weekly slot's occurrence that has no row yet
    const series = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [isoWeekday(SOON)],
        time: '06:00',
        startDate: SOON,
        studentIds: [fixed.id],
        makeupCapacity: 2,
        confirmOverlap: true,
      }),
      201,
    )
    const left = racers.filter((_, i) => answers[i]!.status === 409)
    const second = await Promise.all(left.map((s) => book(s, `s_${series.id}_${SOON}`)))
    expect(second.map((r) => r.status).sort()).toEqual([303, ...Array(18).fill(409)])
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM lesson_students ls JOIN lessons l ON l.id = ls.lesson_id
        WHERE l.series_id = ${series.id} AND ls.makeup_of IS NOT NULL`,
    )
    expect(rows[0]!.n).toBe(1)
  })
})

describe('the waitlist', () => {
  it('a freed place goes to the first in line still owed a make-up, then the next', async () => {
    const { client, students } = await coachWith('Lia Fixa', 'Mia Primeira', 'Nei Segundo', 'Olga')
    const [lia, mia, nei, olga] = students as [Student, Student, Student, Student]
    await owe(client, [mia, nei, olga])
    const full = await lesson(client, [lia.id], { capacity: 1 })
    const joined = await wait(mia, full.id)
    expect(joined.status).toBe(303)
    expect(joined.headers.get('location')).toBe(`${mia.path}?makeup=waiting#vaga-${full.id}`)
    expect((await wait(nei, full.id)).status).toBe(303)
    expect((await wait(mia, full.id)).status).toBe(303) // asking again keeps her place
    expect(await page(mia)).toContain('Você está na lista de espera: 1º da fila')
    expect(await page(nei)).toContain('Você está na lista de espera: 2º da fila')

    // Lia can't come: her place is offered to Mia alone
    expect((await post(`${lia.path}/lessons/${full.id}/decline`)).status).toBe(303)
    expect(await page(mia)).toContain('Vaga liberada — reservar')
    expect(await page(nei)).toContain('2º da fila')
    expect(await page(olga)).toContain('Sem vagas no momento')
    expect(await (await book(olga, full.id)).text()).toContain('acabou de ser preenchida')
    const second = await book(nei, full.id)
    expect(second.status).toBe(409)
    expect(await second.text()).toContain('Você é o 2º da lista de espera desta aula')
    expect((await book(mia, full.id)).status).toBe(303)

    // one more place: Nei is first in line now (Mia no longer waits)
    await ok(await client.patch(`/api/lessons/${full.id}`, { makeupCapacity: 2 }))
    expect(await page(nei)).toContain('Vaga liberada — reservar')
    expect((await book(olga, full.id)).status).toBe(409)
    expect((await book(nei, full.id)).status).toBe(303)
    const after = await lessonNow(client, full.id)
    expect(
      after.attendance
        .filter((a) => a.makeupOf)
        .map((a) => a.studentId)
        .sort(),
    ).toEqual([mia.id, nei.id].sort())
  })

  it('skips a waiting student no longer owed a make-up', async () => {
    const { client, students } = await coachWith('Pedro Fixo', 'Quel Primeira', 'Rui Segundo')
    const [pedro, quel, rui] = students as [Student, Student, Student]
    const owed = await owe(client, [quel, rui])
    const full = await lesson(client, [pedro.id], { capacity: 1 })
    await wait(quel, full.id)
    await wait(rui, full.id)
    await ok(
      await client.put(`/api/lessons/${full.id}/attendance/${pedro.id}`, {
        outcome: 'student_cancelled',
      }),
    )
    // the coach plans Quel's make-up elsewhere: Rui is first in line
    const other = await lesson(client, [quel.id], { time: '07:00' })
    await ok(await client.put(`/api/lessons/${other.id}/makeup/${quel.id}`, { makeupOf: owed.id }))
    expect(await page(rui)).toContain('Vaga liberada — reservar')
    expect((await book(rui, full.id)).status).toBe(303)
  })
})

describe('what a booking must never do', () => {
  it("another coach's lesson, a revoked link, another site's form: nothing", async () => {
    const a = await coachWith('Sara Dona')
    const b = await coachWith('Tito Outro')
    const sara = a.students[0]!
    await owe(a.client, [sara])
    const theirs = await lesson(b.client, [b.students[0]!.id], { capacity: 5 })
    const series = await ok(
      await b.client.post('/api/lesson-series', {
        weekdays: [isoWeekday(SOON)],
        time: '06:00',
        startDate: SOON,
        studentIds: [b.students[0]!.id],
        makeupCapacity: 5,
      }),
      201,
    )
    expect(await page(sara)).not.toContain(theirs.id)
    for (const id of [theirs.id, `s_${series.id}_${SOON}`, 'not-a-lesson', crypto.randomUUID()]) {
      expect((await book(sara, id)).status).toBe(404)
      expect((await wait(sara, id)).status).toBe(404)
    }
    const fixed = await a.k.student('Ugo Fixo')
    const open = await lesson(a.client, [fixed.id], { capacity: 3 })
    expect(
      (await post(`${sara.path}/makeups/${open.id}`, { origin: 'https://evil.example' })).status,
    ).toBe(403)
    await ok(await a.client.delete(`/api/students/${sara.id}/page-link`), 204)
    expect((await book(sara, open.id)).status).toBe(404)
    expect((await lessonNow(b.client, theirs.id)).students).toHaveLength(1)
    expect((await lessonNow(a.client, open.id)).students).toHaveLength(1)
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM makeup_waitlist WHERE student_id = ${sara.id}`,
    )
    expect(rows[0]!.n).toBe(0)
  })

  it('never a 500 for any token, lesson id and action in the path', async () => {
    const { client, students } = await coachWith('Vera Qualquer')
    await owe(client, students)
    const token = students[0]!.path.slice('/a/'.length)
    const segment = fc.oneof(
      fc.constantFrom(token, 'x', '', '..', '%00', 's_x_2026-01-01', crypto.randomUUID()),
      fc.string({ maxLength: 60 }).map(encodeURIComponent),
    )
    await fc.assert(
      fc.asyncProperty(segment, segment, fc.constantFrom('', '/waitlist'), async (t, id, end) => {
        const res = await post(`/a/${t}/makeups/${id}${end}`)
        expect(res.status, `${t}/${id}${end}`).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
  })
})
