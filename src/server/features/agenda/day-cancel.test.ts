import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import {
  expectCountersMatch,
  expectCreditsMatchAssignments,
  expectLedgerBalanced,
  expectOneOpenAlertPerType,
} from '../../../../tests/helpers/invariants'
import {
  createTestContext,
  errorOf,
  ok,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { isoWeekday } from '../../../shared/domain/recurrence'
import {
  type AgendaOccurrence,
  agendaDtoSchema,
  agendaOccurrenceSchema,
  agendaSummarySchema,
  dayCancellationSchema,
  studentAgendaSchema,
} from '../../../shared/schemas/agenda.response'

/**
 * 'Agendar reposição' (a new lesson made the make-up of an owed one in the same write) and
 * 'Cancelar o dia' with its undo, on a real database: one transaction for the day, the same
 * answer when sent twice, and the undo putting back exactly the rows (and credits) there were.
 */
let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(async () => {
  await expectLedgerBalanced(ctx.database.db)
  await expectCreditsMatchAssignments(ctx.database.db)
  await expectOneOpenAlertPerType(ctx.database.db)
  await expectCountersMatch(ctx.database.db)
  await ctx?.close()
})

async function coach() {
  const c = await ctx.coach()
  return { ...c, k: kit(c.client) }
}

const DAY = daysFromToday(-1)

async function lesson(client: TestClient, studentIds: string[], time: string, date = DAY) {
  return agendaOccurrenceSchema.parse(
    await ok(
      await client.post('/api/lessons', { date, time, studentIds, confirmOverlap: true }),
      201,
    ),
  )
}

const outcomeOf = (o: AgendaOccurrence, studentId: string) =>
  o.attendance.find((a) => a.studentId === studentId)

async function dayOf(client: TestClient, day = DAY) {
  return agendaDtoSchema.parse(await ok(await client.get(`/api/agenda?from=${day}&to=${day}`)))
}

/** Everything of the coach's a day's cancellation could touch, without the feed's counters. */
async function agendaRows(userId: string) {
  const db = ctx.database.db
  return {
    lessons: await queryRows(
      db,
      sql`SELECT id, series_id, occurrence_date, starts_at, status, session_id, title
          FROM lessons WHERE user_id = ${userId} ORDER BY id`,
    ),
    students: await queryRows(
      db,
      sql`SELECT lesson_id, student_id, outcome, notice_at, charged_package_id, no_credit, makeup_of,
            outcome_at FROM lesson_students WHERE user_id = ${userId} ORDER BY lesson_id, student_id`,
    ),
    ledger: await queryRows(
      db,
      sql`SELECT id, package_id, delta, reason FROM credit_movements WHERE user_id = ${userId} ORDER BY id`,
    ),
    packages: await queryRows(
      db,
      sql`SELECT id, remaining_classes FROM packages WHERE user_id = ${userId} ORDER BY id`,
    ),
    alerts: await queryRows(
      db,
      sql`SELECT id, type, resolved FROM alerts WHERE user_id = ${userId} ORDER BY id`,
    ),
  }
}

describe("'Agendar reposição': a new lesson planned as the make-up of an owed one", () => {
  it('links the owed students in the same write; the dashboard and the student see it planned', async () => {
    const { client, k } = await coach()
    const [ana, bia, caio] = [
      await k.student('Ana Repõe'),
      await k.student('Bia Repõe'),
      await k.student('Caio Avisou'),
    ]
    const rained = await lesson(client, [ana.id, bia.id, caio.id], '09:00')
    await ok(
      await client.put(`/api/lessons/${rained.id}/attendance/${caio.id}`, {
        outcome: 'notified_absence',
      }),
    )
    for (const s of [ana, bia]) {
      await ok(
        await client.put(`/api/lessons/${rained.id}/attendance/${s.id}`, { outcome: 'rain' }),
      )
    }
    let summary = agendaSummarySchema.parse(await ok(await client.get('/api/agenda/summary')))
    expect(summary.makeupsOwed.map((m) => m.student.name)).toEqual(['Ana Repõe', 'Bia Repõe'])
    expect(summary.makeupsOwed[0]).toMatchObject({
      lessonId: rained.id,
      date: DAY,
      time: '09:00',
      outcome: 'rain',
      durationMinutes: 60,
      scheduledIn: null,
    })
    expect(summary.makeupsOwedTotal).toBe(2)

    // one lesson for both (Caio, who warned, is owed nothing: he joins as a plain student)
    const makeup = agendaOccurrenceSchema.parse(
      await ok(
        await client.post('/api/lessons', {
          date: daysFromToday(2),
          time: '07:00',
          studentIds: [ana.id, bia.id, caio.id],
          makeupOf: rained.id,
        }),
        201,
      ),
    )
    expect(outcomeOf(makeup, ana.id)!.makeupOf).toEqual({
      lessonId: rained.id,
      date: DAY,
      time: '09:00',
    })
    expect(outcomeOf(makeup, bia.id)!.makeupOf?.lessonId).toBe(rained.id)
    expect(outcomeOf(makeup, caio.id)!.makeupOf).toBeNull()
    // the owed lesson says where each make-up is planned (its sheet offers no second one)
    const owedNow = agendaOccurrenceSchema.parse(
      await ok(await client.get(`/api/lessons/${rained.id}`)),
    )
    expect(outcomeOf(owedNow, ana.id)!.makeupIn).toEqual({
      lessonId: makeup.id,
      date: daysFromToday(2),
      time: '07:00',
    })
    expect(outcomeOf(owedNow, caio.id)!.makeupIn).toBeNull()
    const anaAgenda = studentAgendaSchema.parse(
      await ok(await client.get(`/api/students/${ana.id}/agenda`)),
    )
    expect(anaAgenda.makeups).toMatchObject([
      {
        lessonId: rained.id,
        scheduledIn: { id: makeup.id, date: daysFromToday(2), time: '07:00' },
      },
    ])
    summary = agendaSummarySchema.parse(await ok(await client.get('/api/agenda/summary')))
    expect(summary.makeupsOwed).toEqual([])
    expect(summary.makeupsOwedTotal).toBe(0)

    // planned already: a second one is refused and not written
    const before = (await dayOf(client, daysFromToday(3))).items.length
    const taken = await errorOf(
      await client.post('/api/lessons', {
        date: daysFromToday(3),
        time: '07:00',
        studentIds: [ana.id],
        makeupOf: rained.id,
      }),
      409,
    )
    expect(taken.code).toBe('MAKEUP_TAKEN')
    expect((await dayOf(client, daysFromToday(3))).items.length).toBe(before)
  })

  it('refuses (404, nothing written) a lesson nobody of the new one is owed', async () => {
    const { client, k } = await coach()
    const dani = await k.student('Dani Sem Dívida')
    const plain = await lesson(client, [dani.id], '10:00')
    const res = await client.post('/api/lessons', {
      date: daysFromToday(2),
      time: '10:00',
      studentIds: [dani.id],
      makeupOf: plain.id,
    })
    expect((await errorOf(res, 404)).message).toBe(
      'Não há reposição devida desta aula para este aluno',
    )
    expect((await dayOf(client, daysFromToday(2))).items).toEqual([])
  })
})

describe("'Cancelar o dia'", () => {
  it('cancels every lesson of the day at once, answers the same when sent twice, and the undo restores exactly', async () => {
    const { client, k, userId } = await coach()
    const [ana, bia, caio, duda] = [
      await k.student('Ana Chuva'),
      await k.student('Bia Chuva'),
      await k.student('Caio Tardio'),
      await k.student('Duda Registrada'),
    ]
    const pkgs = await Promise.all(
      [ana, bia, caio, duda].map((s) =>
        k.pkg(s.id, { totalClasses: 4, startDate: daysFromToday(-10) }),
      ),
    )
    // a weekly slot's occurrence (no row yet), two lessons at 14:00 on two courts, one where
    // Caio cancelled late (a credit, by the policy), one registered, one cancelled before
    const series = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [isoWeekday(DAY)],
        time: '08:00',
        startDate: daysFromToday(-20),
        studentIds: [ana.id],
      }),
      201,
    )
    const courtA = await lesson(client, [bia.id, caio.id], '14:00')
    await lesson(client, [ana.id], '14:00')
    await ok(
      await client.put(`/api/lessons/${courtA.id}/attendance/${caio.id}`, {
        outcome: 'late_cancel',
      }),
    )
    const registered = await lesson(client, [duda.id], '18:00')
    await ok(
      await client.post('/api/sessions', { studentIds: [duda.id], lessonId: registered.id }),
      201,
    )
    const called = await lesson(client, [duda.id], '20:00')
    await ok(await client.patch(`/api/lessons/${called.id}`, { status: 'cancelled' }))
    expect(await k.remaining(caio.id, pkgs[2]!.id)).toBe(3)
    expect(await k.remaining(duda.id, pkgs[3]!.id)).toBe(3)
    const before = await agendaRows(userId)

    const first = dayCancellationSchema.parse(
      await ok(await client.post(`/api/agenda/days/${DAY}/cancellation`, { reason: 'rain' })),
    )
    expect(first.lessonIds).toHaveLength(3)
    expect(first).toMatchObject({ day: DAY, reason: 'rain', studentCount: 3, skipped: 2 })
    const day = await dayOf(client)
    expect(day.cancelledDays).toEqual([{ day: DAY, reason: 'rain' }])
    const byTime = (time: string) => day.items.filter((o) => o.time === time)
    const [slot] = byTime('08:00')
    expect(slot).toMatchObject({ seriesId: series.id, status: 'cancelled', state: 'cancelled' })
    expect(outcomeOf(slot!, ana.id)!.outcome).toBe('rain')
    for (const o of byTime('14:00')) expect(o.status).toBe('cancelled')
    const a = byTime('14:00').find((o) => o.id === courtA.id)!
    expect(outcomeOf(a, bia.id)!.outcome).toBe('rain')
    // Caio's late cancellation came first: it stays, with its credit
    expect(outcomeOf(a, caio.id)).toMatchObject({ outcome: 'late_cancel', charged: true })
    expect(day.items.find((o) => o.id === registered.id)).toMatchObject({ state: 'done' })
    // no credit moved; make-ups owed: Ana twice, Bia
    const during = await agendaRows(userId)
    expect(during.ledger).toEqual(before.ledger)
    expect(during.packages).toEqual(before.packages)
    const summary = agendaSummarySchema.parse(await ok(await client.get('/api/agenda/summary')))
    expect(summary.makeupsOwed.map((m) => m.student.name).sort()).toEqual([
      'Ana Chuva',
      'Ana Chuva',
      'Bia Chuva',
    ])

    // sent twice: the same cancellation, nothing written
    const again = dayCancellationSchema.parse(
      await ok(await client.post(`/api/agenda/days/${DAY}/cancellation`, { reason: 'rain' })),
    )
    expect(again).toEqual(first)
    expect(await agendaRows(userId)).toEqual(during)
    // another reason while it stands: refused
    const other = await errorOf(
      await client.post(`/api/agenda/days/${DAY}/cancellation`, { reason: 'teacher_cancelled' }),
      409,
    )
    expect(other.code).toBe('DAY_ALREADY_CANCELLED')
    expect(other.message).toBe(
      'Este dia já foi cancelado (chuva). Desfaça o cancelamento para mudar o motivo.',
    )
    expect(other.messageCode).toBe('dayCancel.alreadyCancelledRain')

    // the undo: every row as it was (the slot's occurrence has no row again), credits too
    await ok(await client.delete(`/api/agenda/days/${DAY}/cancellation`), 204)
    expect(await agendaRows(userId)).toEqual(before)
    const back = await dayOf(client)
    expect(back.cancelledDays).toEqual([])
    expect(back.items.find((o) => o.time === '08:00')).toMatchObject({
      id: `s_${series.id}_${DAY}`,
      lessonId: null,
      status: 'scheduled',
    })
    const undoneTwice = await errorOf(
      await client.delete(`/api/agenda/days/${DAY}/cancellation`),
      404,
    )
    expect(undoneTwice.message).toBe('Este dia não foi cancelado')
  })

  it('sent twice at once: one cancellation', async () => {
    const { client, k, userId } = await coach()
    const eva = await k.student('Eva Dupla')
    await lesson(client, [eva.id], '09:00')
    await lesson(client, [eva.id], '11:00')
    const [r1, r2] = await Promise.all([
      client.post(`/api/agenda/days/${DAY}/cancellation`, { reason: 'teacher_cancelled' }),
      client.post(`/api/agenda/days/${DAY}/cancellation`, { reason: 'teacher_cancelled' }),
    ])
    const [a, b] = [await ok(r1), await ok(r2)]
    expect(a).toEqual(b)
    expect(a.lessonIds).toHaveLength(2)
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM agenda_day_cancellations WHERE user_id = ${userId}`,
    )
    expect(rows[0]!.n).toBe(1)
  })

  it('cancels only the lessons chosen; a lesson not on that day is 404 with nothing written', async () => {
    const { client, k, userId } = await coach()
    const fabi = await k.student('Fabi Escolhe')
    const morning = await lesson(client, [fabi.id], '07:00')
    const evening = await lesson(client, [fabi.id], '19:00')
    const elsewhere = await lesson(client, [fabi.id], '19:00', daysFromToday(-3))
    const before = await agendaRows(userId)
    const res = await client.post(`/api/agenda/days/${DAY}/cancellation`, {
      reason: 'rain',
      lessonIds: [evening.id, elsewhere.id],
    })
    expect((await errorOf(res, 404)).message).toBe('Aula não encontrada neste dia')
    expect(await agendaRows(userId)).toEqual(before)
    const done = dayCancellationSchema.parse(
      await ok(
        await client.post(`/api/agenda/days/${DAY}/cancellation`, {
          reason: 'rain',
          lessonIds: [evening.id],
        }),
      ),
    )
    expect(done).toMatchObject({ lessonIds: [evening.id], skipped: 1 })
    const day = await dayOf(client)
    expect(day.items.find((o) => o.id === morning.id)!.status).toBe('scheduled')
    expect(day.items.find((o) => o.id === evening.id)!.status).toBe('cancelled')
  })

  it('the undo unlinks a make-up planned since, and is refused when an outcome changed', async () => {
    const { client, k, userId } = await coach()
    const [gil, hugo] = [await k.student('Gil Repõe'), await k.student('Hugo Muda')]
    const p = await k.pkg(hugo.id, { totalClasses: 4, startDate: daysFromToday(-10) })
    const l1 = await lesson(client, [gil.id], '09:00')
    const l2 = await lesson(client, [hugo.id], '10:00')
    await ok(await client.post(`/api/agenda/days/${DAY}/cancellation`, { reason: 'rain' }))
    const makeup = await ok(
      await client.post('/api/lessons', {
        date: daysFromToday(1),
        time: '09:00',
        studentIds: [gil.id],
        makeupOf: l1.id,
      }),
      201,
    )
    // Hugo's rain becomes a no-show (a credit): the undo would erase it — refused, untouched
    await ok(
      await client.put(`/api/lessons/${l2.id}/attendance/${hugo.id}`, { outcome: 'no_show' }),
    )
    expect(await k.remaining(hugo.id, p.id)).toBe(3)
    const kept = await agendaRows(userId)
    const refused = await errorOf(await client.delete(`/api/agenda/days/${DAY}/cancellation`), 409)
    expect(refused.code).toBe('DAY_CANCEL_CHANGED')
    expect(refused.message).toContain('10:00')
    expect(await agendaRows(userId)).toEqual(kept)
    // Hugo back to rain: the undo goes through and the planned lesson stays, as a plain one
    await ok(await client.put(`/api/lessons/${l2.id}/attendance/${hugo.id}`, { outcome: 'rain' }))
    expect(await k.remaining(hugo.id, p.id)).toBe(4)
    await ok(await client.delete(`/api/agenda/days/${DAY}/cancellation`), 204)
    const planned = agendaOccurrenceSchema.parse(
      await ok(await client.get(`/api/lessons/${makeup.id}`)),
    )
    expect(outcomeOf(planned, gil.id)!.makeupOf).toBeNull()
    const day = await dayOf(client)
    expect(day.items.map((o) => [o.time, o.status, o.attendance[0]!.outcome])).toEqual([
      ['09:00', 'scheduled', null],
      ['10:00', 'scheduled', null],
    ])
  })

  it('a day without lessons answers an empty cancellation; bad dates and reasons are 400', async () => {
    const { client } = await coach()
    const empty = dayCancellationSchema.parse(
      await ok(
        await client.post(`/api/agenda/days/${daysFromToday(-30)}/cancellation`, {
          reason: 'rain',
        }),
      ),
    )
    expect(empty).toMatchObject({ lessonIds: [], studentCount: 0, skipped: 0 })
    expect(
      (
        await errorOf(
          await client.post('/api/agenda/days/2026-02-30/cancellation', { reason: 'rain' }),
          400,
        )
      ).message,
    ).toBe('Data inválida')
    const bad = await errorOf(
      await client.request('POST', `/api/agenda/days/${DAY}/cancellation`, { reason: 'no_show' }),
      400,
    )
    expect(bad.message).toContain('Escolha o motivo')
    await errorOf(await client.delete(`/api/agenda/days/${DAY}/cancellation`), 404)
  })
})
