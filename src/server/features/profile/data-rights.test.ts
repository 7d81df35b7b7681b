import { sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import { expectLedgerBalanced } from '../../../../tests/helpers/invariants'
import {
  createTestContext,
  errorBody,
  json,
  ok,
  TEST_PASSWORD,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { isoWeekday } from '../../../shared/domain/recurrence'
import { throttleKey } from '../../auth/sign-in-throttle'

/** Issue 10 items 16 and 17: credit history, data export, erasing a student, deleting the account. */
let ctx: TestContext
let coach: TestClient
let coachId: string
let coachEmail: string
let other: TestClient

beforeAll(async () => {
  ctx = await createTestContext()
  ;({ client: coach, userId: coachId, email: coachEmail } = await ctx.coach({ name: 'Dora Dados' }))
  other = (await ctx.coach({ name: 'Outra Treinadora' })).client
})
afterAll(async () => {
  await expectLedgerBalanced(ctx.database.db)
  await ctx?.close()
})

/**
 * Agenda data of every kind for the students: a stand-alone lesson two days ago
 * (the first: rain, a make-up owed; the second, if any: no-show, a credit consumed), a weekly
 * series from a week ago with one occurrence changed on its own and one holding the make-up.
 */
async function agendaOf(client: TestClient, studentIds: string[], title = 'Aula agendada') {
  const [first, second] = studentIds as [string, string | undefined]
  const lesson = await ok(
    await client.post('/api/lessons', {
      date: daysFromToday(-2),
      time: '10:00',
      studentIds,
      title,
      notes: `${title}: observações`,
      confirmOverlap: true,
    }),
    201,
  )
  await ok(await client.put(`/api/lessons/${lesson.id}/attendance/${first}`, { outcome: 'rain' }))
  if (second) {
    await ok(
      await client.put(`/api/lessons/${lesson.id}/attendance/${second}`, { outcome: 'no_show' }),
    )
  }
  const start = daysFromToday(-7)
  const series = await ok(
    await client.post('/api/lesson-series', {
      weekdays: [isoWeekday(start)],
      time: '15:00',
      startDate: start,
      studentIds,
      title: `${title} semanal`,
      confirmOverlap: true,
    }),
    201,
  )
  await ok(
    await client.patch(`/api/lesson-series/${series.id}/occurrences/${daysFromToday(7)}`, {
      scope: 'this',
      time: '16:00',
      confirmOverlap: true,
    }),
  )
  const makeup = await ok(
    await client.put(`/api/lessons/s_${series.id}_${daysFromToday(14)}/makeup/${first}`, {
      makeupOf: lesson.id,
    }),
  )
  return { lesson, series, makeup }
}

const AGENDA_TABLES = ['lessons', 'lesson_students', 'lesson_series', 'lesson_series_students']
const PAGE_TABLES = ['student_page_links', 'shared_items']
const MONEY_TABLES = ['payments', 'payment_removals', 'pix_settings']
const IMPORT_TABLES = ['student_imports', 'student_import_items']

const count = async (table: string, userId: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${userId}`,
    )
  )[0]!.n

describe('GET /api/packages/:id/movements', () => {
  it('lists the ledger newest first, with the balance after each movement and the class', async () => {
    const k = kit(coach)
    const ana = await k.student('Ana Livro')
    const pkg = await k.pkg(ana.id, { totalClasses: 4 })
    const session = await k.session([ana.id])
    const edit = await coach.patch(`/api/packages/${pkg.id}`, {
      totalClasses: 6,
      priceCents: 20000,
      startDate: today(),
      paymentDate: today(),
      validityDays: 30,
    })
    expect(edit.status).toBe(200)
    expect((await coach.delete(`/api/sessions/${session.id}`)).status).toBe(204)

    const res = await coach.get(`/api/packages/${pkg.id}/movements`)
    expect(res.status).toBe(200)
    const rows = await json(res)
    expect(rows.map((m: Record<string, unknown>) => [m.reason, m.delta, m.balanceAfter])).toEqual([
      ['refund', 1, 6],
      ['package_edit', 2, 5],
      ['session', -1, 3],
      ['purchase', 4, 4],
    ])
    // the class: its id on both rows; its date only while it exists (deleted since)
    expect(rows[2]).toMatchObject({ sessionId: session.id, sessionDate: null, sessionDay: null })
    expect(rows[0]!.sessionId).toBe(session.id)
    expect(rows[3]).toMatchObject({ sessionId: null, sessionDate: null })
    for (const r of rows) expect(new Date(r.at).toISOString()).toBe(r.at)
  })

  it('gives the date and day of a class that still exists', async () => {
    const k = kit(coach)
    const bia = await k.student('Bia Livro')
    const pkg = await k.pkg(bia.id)
    const session = await k.session([bia.id])
    const [taken] = await json(await coach.get(`/api/packages/${pkg.id}/movements`))
    expect(taken).toMatchObject({
      reason: 'session',
      delta: -1,
      balanceAfter: 3,
      sessionId: session.id,
      sessionDate: session.date,
      sessionDay: today(),
    })
  })

  it("answers 404 for another coach's package, an unknown id and a malformed one", async () => {
    const pkg = await kit(coach).pkg((await kit(coach).student('Caio Livro')).id)
    expect((await other.get(`/api/packages/${pkg.id}/movements`)).status).toBe(404)
    expect(
      (await coach.get('/api/packages/00000000-0000-4000-8000-000000000000/movements')).status,
    ).toBe(404)
    expect((await coach.get('/api/packages/nope/movements')).status).toBe(404)
  })
})

describe('POST /api/students/:id/anonymize', () => {
  it("erases the student's personal data and keeps packages, credits and the ledger", async () => {
    const k = kit(coach)
    const eva = await k.student('Eva Pessoal', {
      email: 'eva.pessoal@example.com',
      notes: 'Joelho operado em 2024',
    })
    const pkg = await k.pkg(eva.id, { totalClasses: 2, priceCents: 12345 })
    const session = await k.session([eva.id], {
      feedbacks: [{ studentId: eva.id, rating: 5, notes: 'Eva evoluiu no saque', tags: ['Saque'] }],
    })
    const agenda = await agendaOf(coach, [eva.id], 'Aula da Eva')
    // a payment with a note about her: the note goes, the amount stays
    const paid = await coach.post(`/api/packages/${pkg.id}/payments`, {
      amountCents: 2_345,
      paidOn: today(),
      method: 'pix',
      note: 'Eva pagou pela mãe',
    })
    expect(paid.status).toBe(201)
    // one credit left: a low_credits alert carries her name
    expect((await k.alerts()).some((a) => a.studentId === eva.id)).toBe(true)
    const before = await json(await coach.get(`/api/packages/${pkg.id}/movements`))

    const res = await coach.post(`/api/students/${eva.id}/anonymize`)
    expect(res.status).toBe(200)
    const erased = await json(res)
    expect(erased.name).toBe(`Aluno removido #${eva.id.slice(-6)}`)
    expect(erased).toMatchObject({ phone: '0', email: null, notes: null, credits: 1 })
    expect(erased.stats).toMatchObject({ sessionsCount: 1, totalRevenueCents: 12345 })

    const feedbacks = (await json(await coach.get(`/api/students/${eva.id}/feedbacks`))).items
    expect(feedbacks).toHaveLength(1)
    expect(feedbacks[0]).toMatchObject({ rating: 5, notes: '' })
    const [p] = await k.packages(eva.id)
    expect(p).toMatchObject({ id: pkg.id, remainingClasses: 1 })
    expect(await json(await coach.get(`/api/packages/${pkg.id}/payments`))).toEqual([
      expect.objectContaining({ amountCents: 2_345, note: null }),
    ])
    expect(await json(await coach.get(`/api/packages/${pkg.id}/movements`))).toEqual(before)
    const alerts = await json(await coach.get('/api/alerts'))
    const hers = alerts.items.filter((a: { studentId: string }) => a.studentId === eva.id)
    expect(hers.length).toBeGreaterThan(0)
    for (const a of hers) expect(a.studentName).toBe(erased.name)
    const cls = await json(await coach.get(`/api/sessions/${session.id}`))
    expect(cls.participants).toEqual([{ studentId: eva.id, name: erased.name }])
    // the agenda keeps its structure: her lessons, outcome and make-up, under the erased name
    const lesson = await json(await coach.get(`/api/lessons/${agenda.lesson.id}`))
    expect(lesson.students).toEqual([expect.objectContaining({ id: eva.id, name: erased.name })])
    expect(lesson.attendance).toEqual([
      expect.objectContaining({ studentId: eva.id, outcome: 'rain' }),
    ])
    const hersAhead = await json(await coach.get(`/api/students/${eva.id}/agenda`))
    expect(JSON.stringify(hersAhead)).not.toContain('Eva Pessoal')
    expect(JSON.stringify(hersAhead)).toContain(agenda.makeup.id)
    // titles and notes are the coach's text about the lesson (shared, like a class's notes):
    // kept — the coach edits them if they name her (decision 0008)
    expect(lesson).toMatchObject({ title: 'Aula da Eva', notes: 'Aula da Eva: observações' })
    // nothing of her is left to find
    const found = await json(await coach.get('/api/students?q=Eva'))
    expect(found.items).toEqual([])
    const rows = await queryRows<{ t: string }>(
      ctx.database.db,
      sql`SELECT concat_ws(' ', s.name, s.email, s.phone, s.notes, f.notes, a.student_name) AS t
          FROM students s
          LEFT JOIN session_feedbacks f ON f.student_id = s.id
          LEFT JOIN alerts a ON a.student_id = s.id
          WHERE s.id = ${eva.id}`,
    )
    for (const r of rows) expect(r.t).not.toMatch(/Eva|Joelho|saque|example/i)

    // idempotent
    const again = await coach.post(`/api/students/${eva.id}/anonymize`)
    expect(again.status).toBe(200)
    expect(await json(again)).toMatchObject({ name: erased.name, phone: '0', credits: 1 })
  })

  it("answers 404 for another coach's student and leaves it as it was", async () => {
    const fabio = await kit(coach).student('Fábio Intocado', { notes: 'nota' })
    expect((await other.post(`/api/students/${fabio.id}/anonymize`)).status).toBe(404)
    expect(await json(await coach.get(`/api/students/${fabio.id}`))).toMatchObject({
      name: 'Fábio Intocado',
      notes: 'nota',
    })
  })
})

describe('GET /api/profile/export', () => {
  it("answers one zip of JSON and CSV with this coach's rows only", async () => {
    const k = kit(coach)
    const gil = await k.student('Gil, "o Canhoto"', { notes: 'linha 1\nlinha 2' })
    const pkg = await k.pkg(gil.id)
    await coach.post('/api/clubs', { name: 'Clube Export' })
    const session = await k.session([gil.id], {
      feedbacks: [{ studentId: gil.id, rating: 4, notes: 'Bom treino', tags: [] }],
    })
    const ivo = await k.student('Ivo Agenda')
    await k.pkg(ivo.id, { startDate: daysFromToday(-30), paymentDate: daysFromToday(-30) })
    const agenda = await agendaOf(coach, [gil.id, ivo.id], 'Aula Exportada')
    const feed = await json(await coach.post('/api/profile/calendar-feed'))
    const token = new URL(feed.url).pathname
      .split('/')
      .pop()!
      .replace(/\.ics$/, '')
    const [hash] = await queryRows<{ h: string }>(
      ctx.database.db,
      sql`SELECT token_hash AS h FROM calendar_feeds WHERE user_id = ${coachId}`,
    )
    // the student's page: a link and a message about the class
    const page = await json(await coach.post(`/api/students/${gil.id}/page-link`))
    const pageToken = new URL(page.url!).pathname.split('/').pop()!
    const shared = await json(
      await coach.post(`/api/students/${gil.id}/shares`, {
        kind: 'message',
        text: 'Gil, ótimo treino!\nPróxima: voleio.',
        sessionId: session.id,
      }),
    )
    const [pageRow] = await queryRows<{ h: string; s: string }>(
      ctx.database.db,
      sql`SELECT token_hash AS h, token_sealed AS s FROM student_page_links WHERE student_id = ${gil.id}`,
    )
    // a payment, a removed one (audit) and the Pix key
    const payOf = async (amountCents: number, note: string) =>
      json(
        await coach.post(`/api/packages/${pkg.id}/payments`, {
          amountCents,
          paidOn: today(),
          method: 'pix',
          note,
        }),
      )
    const payment = await payOf(5_000, 'Entrada do Gil')
    const removed = await payOf(1_000, 'Pix duplicado')
    expect((await coach.delete(`/api/payments/${removed.id}`)).status).toBe(204)
    expect(
      (
        await coach.put('/api/profile/pix', {
          keyType: 'email',
          key: 'dora.pix@example.com',
          name: 'Dora Dados',
          city: 'Curitiba',
        })
      ).status,
    ).toBe(200)
    const secret = await kit(other).student('Segredo Alheio')
    const secretPkg = await kit(other).pkg(secret.id)
    await other.post(`/api/packages/${secretPkg.id}/payments`, {
      amountCents: 100,
      paidOn: today(),
      method: 'pix',
      note: 'Segredo Alheio pago',
    })
    await agendaOf(other, [secret.id], 'Aula Alheia')
    // consents: Gil agreed to WhatsApp (the coach's record); another coach's student too
    await ok(
      await coach.put(`/api/students/${gil.id}/consents`, { channel: 'whatsapp', granted: true }),
    )
    await ok(
      await other.put(`/api/students/${secret.id}/consents`, { channel: 'email', granted: true }),
    )

    const res = await coach.get('/api/profile/export')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="quadra-dados-${today()}.zip"`,
    )
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const names = [
      'profile',
      'clubs',
      'students',
      'packages',
      'ledger',
      'sessions',
      'session_students',
      'feedbacks',
      'alerts',
      'lessons',
      'lesson_students',
      'lesson_series',
      'lesson_series_students',
      'calendar_feed',
      'shared_items',
      'student_pages',
      'payments',
      'payment_removals',
      'pix_settings',
      'reminder_settings',
      'student_consents',
      'reminder_messages',
      'agent_messages',
      'agent_proposals',
    ]
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', ...names.flatMap((n) => [`${n}.json`, `${n}.csv`])].sort(),
    )
    const read = (name: string) => JSON.parse(strFromU8(files[name]!))
    const csv = (name: string) => strFromU8(files[name]!)

    expect(read('profile.json')).toMatchObject({ name: 'Dora Dados', email: coachEmail })
    const students = read('students.json')
    expect(students.find((s: { id: string }) => s.id === gil.id)).toMatchObject({
      name: 'Gil, "o Canhoto"',
      notes: 'linha 1\nlinha 2',
    })
    expect(read('packages.json').map((p: { id: string }) => p.id)).toContain(pkg.id)
    const ledger = read('ledger.json').filter((m: { packageId: string }) => m.packageId === pkg.id)
    expect(ledger.map((m: { delta: number }) => m.delta)).toEqual([4, -1])
    const cls = read('sessions.json').find((s: { id: string }) => s.id === session.id)
    expect(cls.students).toEqual([
      expect.objectContaining({ studentId: gil.id, studentName: gil.name, packageId: pkg.id }),
    ])
    expect(read('feedbacks.json')).toContainEqual(
      expect.objectContaining({ sessionId: session.id, rating: 4, notes: 'Bom treino' }),
    )
    expect(read('clubs.json').map((c: { name: string }) => c.name)).toContain('Clube Export')
    expect(read('alerts.json').length).toBeGreaterThan(0)

    // CSV: a header row, RFC 4180 quoting, CRLF, ISO instants, same rows as the JSON
    const studentsCsv = csv('students.csv')
    const [header] = studentsCsv.split('\r\n')
    expect(header).toBe(
      'id,name,email,phone,gender,type,classe,status,notes,language,createdAt,updatedAt',
    )
    expect(studentsCsv).toContain(`${gil.id},"Gil, ""o Canhoto""",`)
    expect(studentsCsv).toContain('"linha 1\nlinha 2"')
    expect(studentsCsv).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/)
    expect(studentsCsv.endsWith('\r\n')).toBe(true)
    expect(csv('ledger.csv').split('\r\n')[0]).toBe(
      'id,packageId,delta,reason,sessionId,studentId,lessonId,createdAt',
    )
    expect(csv('ledger.csv')).toContain(`,${pkg.id},-1,session,${session.id},${gil.id},`)

    // the agenda: lessons with their students and outcomes, series with theirs, the feed's state
    const lesson = read('lessons.json').find((l: { id: string }) => l.id === agenda.lesson.id)
    expect(lesson).toMatchObject({ title: 'Aula Exportada', notes: 'Aula Exportada: observações' })
    expect(lesson.students).toEqual([
      expect.objectContaining({ studentId: gil.id, outcome: 'rain', chargedPackageId: null }),
      expect.objectContaining({ studentId: ivo.id, outcome: 'no_show', noCredit: false }),
    ])
    const charged = lesson.students[1].chargedPackageId
    expect(read('ledger.json')).toContainEqual(
      expect.objectContaining({
        packageId: charged,
        reason: 'no_show',
        lessonId: agenda.lesson.id,
      }),
    )
    expect(read('lesson_students.json')).toContainEqual(
      expect.objectContaining({
        lessonId: agenda.makeup.id,
        studentId: gil.id,
        studentName: gil.name,
        makeupOf: agenda.lesson.id,
      }),
    )
    // the changed occurrence and the make-up have rows of their own, tied to the series
    expect(
      read('lessons.json').filter((l: { seriesId: string }) => l.seriesId === agenda.series.id),
    ).toHaveLength(2)
    const series = read('lesson_series.json').filter(
      (r: { id: string }) => r.id === agenda.series.id,
    )
    expect(series).toEqual([
      expect.objectContaining({
        id: agenda.series.id,
        title: 'Aula Exportada semanal',
        startTime: '15:00',
        students: [
          expect.objectContaining({ studentId: gil.id }),
          expect.objectContaining({ studentId: ivo.id }),
        ],
      }),
    ])
    expect(
      read('lesson_series_students.json').filter(
        (r: { seriesId: string }) => r.seriesId === agenda.series.id,
      ),
    ).toHaveLength(2)
    expect(csv('lessons.csv').split('\r\n')[0]).toBe(
      'id,seriesId,occurrenceDate,startsAt,durationMinutes,clubId,title,notes,status,sequence,sessionId,makeupCapacity,createdAt,updatedAt',
    )
    expect(csv('lesson_students.csv')).toContain(`${agenda.lesson.id},${ivo.id},no_show,`)
    expect(csv('lesson_series.csv')).toContain(
      `${agenda.series.id},[${series[0].weekdays}],15:00,60,`,
    )
    expect(read('calendar_feed.json')).toEqual({ active: true, createdAt: expect.any(String) })
    expect(csv('calendar_feed.csv').split('\r\n')[0]).toBe('active,createdAt')

    // the shared texts as sent, and which students have a page (never its token)
    expect(read('shared_items.json')).toEqual([
      {
        id: shared.id,
        studentId: gil.id,
        kind: 'message',
        text: 'Gil, ótimo treino!\nPróxima: voleio.',
        sessionId: session.id,
        period: null,
        createdAt: shared.createdAt,
        studentName: gil.name,
      },
    ])
    expect(csv('shared_items.csv').split('\r\n')[0]).toBe(
      'id,studentId,kind,text,sessionId,period,createdAt,studentName',
    )
    expect(
      read('payments.json').filter((x: { packageId: string }) => x.packageId === pkg.id),
    ).toEqual([
      {
        id: payment.id,
        packageId: pkg.id,
        studentId: gil.id,
        amountCents: 5_000,
        paidOn: today(),
        method: 'pix',
        note: 'Entrada do Gil',
        createdAt: payment.createdAt,
        updatedAt: expect.any(String),
      },
    ])
    expect(
      read('payment_removals.json').filter((x: { packageId: string }) => x.packageId === pkg.id),
    ).toEqual([
      expect.objectContaining({
        paymentId: removed.id,
        packageId: pkg.id,
        amountCents: 1_000,
        note: 'Pix duplicado',
      }),
    ])
    expect(read('pix_settings.json')).toEqual([
      expect.objectContaining({ keyType: 'email', key: 'dora.pix@example.com', city: 'Curitiba' }),
    ])
    expect(csv('payments.csv').split('\r\n')[0]).toBe(
      'id,packageId,studentId,amountCents,paidOn,method,note,createdAt,updatedAt',
    )
    expect(read('student_consents.json')).toEqual([
      expect.objectContaining({
        studentId: gil.id,
        channel: 'whatsapp',
        granted: true,
        source: 'coach',
      }),
    ])
    expect(read('student_pages.json')).toEqual([
      { studentId: gil.id, studentName: gil.name, createdAt: page.createdAt },
    ])
    expect(everythingOf(files)).not.toContain(pageToken)
    expect(everythingOf(files)).not.toContain(pageRow!.h)
    expect(everythingOf(files)).not.toContain(pageRow!.s)

    // only this coach's rows: nothing of the other coach, nor the owner column
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n')
    expect(everything).not.toContain('Segredo Alheio')
    expect(everything).not.toContain('Aula Alheia')
    // the feed's token and its hash never leave the server
    expect(everything).not.toContain(token)
    expect(everything).not.toContain(hash!.h)
    expect(everything).not.toContain('tokenHash')
    expect(everything).not.toContain(secret.id)
    expect(everything).not.toContain('userId')
    expect(everything).not.toContain(coachId)
  })
})

const everythingOf = (files: Record<string, Uint8Array>) =>
  Object.values(files)
    .map((f) => strFromU8(f))
    .join('\n')

describe('DELETE /api/profile', () => {
  it('refuses a wrong or missing e-mail (400) and deletes nothing', async () => {
    const { client, userId } = await ctx.coach()
    await kit(client).pkg((await kit(client).student('Hugo Fica')).id)
    const wrong = await client.delete('/api/profile', { confirmEmail: 'x@example.com' })
    expect(wrong.status).toBe(400)
    expect((await errorBody(wrong)).error.message).toMatch(/não é o e-mail desta conta/)
    expect((await client.request('DELETE', '/api/profile', {})).status).toBe(400)
    expect((await client.get('/api/profile')).status).toBe(200)
    expect(await count('students', userId)).toBe(1)
  })

  it("deletes everything of the coach in one go, ends the session, and nobody else's", async () => {
    const { client, userId, email } = await ctx.coach({ name: 'Ivo Sai' })
    const k = kit(client)
    const a = await k.student('Aluno do Ivo')
    const b = await k.student('Aluna do Ivo')
    await k.pkg(a.id, {
      totalClasses: 2,
      startDate: daysFromToday(-30),
      paymentDate: daysFromToday(-30),
    })
    await client.post('/api/clubs', { name: 'Clube do Ivo' })
    const session = await k.session([a.id, b.id], {
      feedbacks: [{ studentId: a.id, rating: 5, notes: 'x', tags: [] }],
    })
    // the agenda: a no-show charged to a's package (lesson_students → packages is RESTRICT),
    // a make-up, a series with a changed occurrence, a lesson registered as the class, a feed
    const agenda = await agendaOf(client, [b.id, a.id], 'Aula do Ivo')
    const registered = await client.post('/api/sessions', {
      studentIds: [a.id],
      lessonId: `s_${agenda.series.id}_${daysFromToday(-7)}`,
    })
    expect(registered.status, await registered.clone().text()).toBe(201)
    expect((await client.post('/api/profile/calendar-feed')).status).toBe(201)
    // the student's page: a link and a text about the class (shared_items → class_sessions)
    expect((await client.post(`/api/students/${a.id}/page-link`)).status).toBe(201)
    const share = await client.post(`/api/students/${a.id}/shares`, {
      kind: 'message',
      text: 'Boa aula',
      sessionId: session.id,
    })
    expect(share.status, await share.clone().text()).toBe(201)
    // a payment, a removed one and the Pix key
    const paid = await k.pkg(b.id, { priceCents: 9_000, payment: { method: 'dinheiro' } })
    const [p1] = await json(await client.get(`/api/packages/${paid.id}/payments`))
    expect((await client.delete(`/api/payments/${p1!.id}`)).status).toBe(204)
    expect(
      (
        await client.post(`/api/packages/${paid.id}/payments`, {
          amountCents: 9_000,
          paidOn: today(),
          method: 'pix',
        })
      ).status,
    ).toBe(201)
    await client.put('/api/profile/pix', {
      keyType: 'email',
      key: 'ivo@example.com',
      name: 'Ivo',
      city: 'Natal',
    })
    // a spreadsheet import, with its opening package (which points at the import)
    const imported = await client.post('/api/student-imports', {
      rows: [{ line: 2, values: { name: 'Importado Ivo', phone: '84 99876-1111', credits: '2' } }],
      defaults: { gender: 'male', type: 'occasional', classe: '4-classe' },
    })
    expect(imported.status).toBe(201)
    for (const table of [
      ...AGENDA_TABLES,
      'calendar_feeds',
      ...PAGE_TABLES,
      ...MONEY_TABLES,
      ...IMPORT_TABLES,
    ]) {
      expect(await count(table, userId), table).toBeGreaterThan(0)
    }
    const lessonLedger = sql`SELECT count(*)::int AS n FROM credit_movements
      WHERE user_id = ${userId} AND lesson_id IS NOT NULL`
    expect((await queryRows<{ n: number }>(ctx.database.db, lessonLedger))[0]!.n).toBe(1)
    expect(session.id).toBeTruthy()
    // another coach's agenda stays whole
    const coachAgenda = await Promise.all(AGENDA_TABLES.map((t) => count(t, coachId)))
    // a pending password reset of the account
    await ctx.client().request('POST', '/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/reset-password',
    })
    const coachStudents = await count('students', coachId)
    const pending = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM verification WHERE value = ${userId}`,
    )
    expect(pending[0]!.n).toBe(1)

    // a failed sign-in counted for the address (the per-account throttle)
    await ctx
      .client()
      .request('POST', '/api/auth/sign-in/email', { email, password: 'senha-errada-9' })
    const throttled = sql`SELECT count(*)::int AS n FROM sign_in_throttle WHERE key = ${throttleKey(email)}`
    expect((await queryRows<{ n: number }>(ctx.database.db, throttled))[0]!.n).toBe(1)

    const res = await client.delete('/api/profile', {
      confirmEmail: `  ${email.toUpperCase()} `,
    })
    expect(res.status).toBe(204)
    // the session cookie is cleared, and the session itself is gone
    expect(res.headers.getSetCookie().join('\n')).toMatch(/quadra\.session_token=;.*Max-Age=0/i)
    expect(client.cookies.size).toBe(0)

    for (const table of [
      'students',
      'packages',
      'credit_movements',
      'class_sessions',
      'session_feedbacks',
      'session_package_assignments',
      'alerts',
      'clubs',
      'coach_counters',
      'profiles',
      'session',
      'account',
      ...AGENDA_TABLES,
      'calendar_feeds',
      ...PAGE_TABLES,
      ...MONEY_TABLES,
      ...IMPORT_TABLES,
    ]) {
      expect(await count(table, userId), table).toBe(0)
    }
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT (SELECT count(*) FROM "user" WHERE id = ${userId})
               + (SELECT count(*) FROM verification WHERE value = ${userId} OR lower(identifier) = ${email.toLowerCase()})
               AS n`,
    )
    expect(Number(left[0]!.n)).toBe(0)
    expect((await queryRows<{ n: number }>(ctx.database.db, throttled))[0]!.n).toBe(0)
    // the other coaches keep theirs
    expect(await count('students', coachId)).toBe(coachStudents)
    expect(await Promise.all(AGENDA_TABLES.map((t) => count(t, coachId)))).toEqual(coachAgenda)
    expect((await coach.get('/api/profile')).status).toBe(200)
    // the old cookie no longer opens anything, and the e-mail can no longer sign in
    const stale = await ctx.client().request('POST', '/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
    })
    expect(stale.status).toBeGreaterThanOrEqual(400)
    await expectLedgerBalanced(ctx.database.db)
  })
})
