import { eq, sql } from 'drizzle-orm'
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
  errorBody,
  errorOf,
  json,
  ok,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import type { ApiBody } from '../../../shared/api-route-types'
import { isoWeekday } from '../../../shared/domain/recurrence'
import {
  type AgendaOccurrence,
  agendaOccurrenceSchema,
  agendaSummarySchema,
  studentAgendaSchema,
} from '../../../shared/schemas/agenda.response'
import { sessionDtoSchema } from '../../../shared/schemas/sessions.response'
import { profiles } from '../../db/schema/profiles'

/**
 * Issue 11 items 4-6 on a real database: registering a class from a lesson, attendance
 * outcomes × the coach's absence policy through the ledger, make-ups, the dashboard summary
 * and the student's agenda. Every suite ends with the ledger invariants.
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

const PAST = daysFromToday(-2)
/** 10:00 in São Paulo (UTC-3) on PAST. */
const PAST_START = `${PAST}T13:00:00.000Z`

async function lesson(client: TestClient, studentIds: string[], date = PAST, time = '10:00') {
  return agendaOccurrenceSchema.parse(
    await ok(
      await client.post('/api/lessons', { date, time, studentIds, confirmOverlap: true }),
      201,
    ),
  )
}

async function attend(
  client: TestClient,
  id: string,
  studentId: string,
  body: ApiBody<'PUT', '/lessons/{id}/attendance/{studentId}'>,
  status = 200,
) {
  const res = await client.put(`/api/lessons/${id}/attendance/${studentId}`, body)
  if (status !== 200) return errorOf(res, status)
  return agendaOccurrenceSchema.parse(await ok(res))
}

const outcomeOf = (o: AgendaOccurrence, studentId: string) =>
  o.attendance.find((a) => a.studentId === studentId)

async function ledgerReasons(packageId: string) {
  return (
    await queryRows<{ reason: string; delta: number }>(
      ctx.database.db,
      // one transaction's rows share created_at: a refund comes before a take in it
      sql`SELECT reason, delta FROM credit_movements WHERE package_id = ${packageId}
          ORDER BY created_at, delta DESC`,
    )
  ).map((r) => `${r.reason} ${r.delta}`)
}

describe('registering a class from a lesson (item 4)', () => {
  it('links a virtual series occurrence to the class once: Realizada, and the history card link', async () => {
    const { client, k } = await coach()
    const ana = await k.student('Ana Registro')
    const p = await k.pkg(ana.id, { totalClasses: 4, startDate: daysFromToday(-10) })
    const series = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [isoWeekday(PAST)],
        time: '10:00',
        startDate: daysFromToday(-20),
        studentIds: [ana.id],
      }),
      201,
    )
    const virtual = `s_${series.id}_${PAST}`
    const before = agendaSummarySchema.parse(await ok(await client.get('/api/agenda/summary')))
    expect(before.pending.map((o) => o.id)).toContain(virtual)
    expect(before.pending.find((o) => o.id === virtual)!.state).toBe('pending')

    const session = sessionDtoSchema.parse(
      await ok(
        await client.post('/api/sessions', {
          studentIds: [ana.id],
          date: PAST_START,
          lessonId: virtual,
        }),
        201,
      ),
    )
    expect(session.lesson).toMatchObject({ date: PAST, time: '10:00' })
    expect(session.assignments[0]!.packageId).toBe(p.id)
    const again = await errorOf(
      await client.post('/api/sessions', { studentIds: [ana.id], lessonId: virtual }),
      409,
    )
    expect(again.code).toBe('LESSON_ALREADY_REGISTERED')
    expect(again.message).toContain('já foi registrada')
    // through the row's own id too
    const byRow = await errorOf(
      await client.post('/api/sessions', { studentIds: [ana.id], lessonId: session.lesson!.id }),
      409,
    )
    expect(byRow.code).toBe('LESSON_ALREADY_REGISTERED')
    const history = await ok(await client.get('/api/sessions'))
    expect(history.total).toBe(1)
    expect(history.items[0]!.lesson).toEqual(session.lesson)

    const item = agendaOccurrenceSchema.parse(
      await ok(await client.get(`/api/lessons/${session.lesson!.id}`)),
    )
    expect(item).toMatchObject({
      id: session.lesson!.id,
      seriesId: series.id,
      occurrenceDate: PAST,
      sessionId: session.id,
      state: 'done',
    })
    expect(outcomeOf(item, ana.id)).toMatchObject({ outcome: 'present', charged: false })
    const after = agendaSummarySchema.parse(await ok(await client.get('/api/agenda/summary')))
    expect(after.pending.map((o) => o.id)).not.toContain(session.lesson!.id)
    expect(after.pending.map((o) => o.id)).not.toContain(virtual)
    expect(await k.remaining(ana.id, p.id)).toBe(3)

    // deleting the class: the lesson is no longer Realizada, the presence goes with it
    await ok(await client.delete(`/api/sessions/${session.id}`), 204)
    const undone = agendaOccurrenceSchema.parse(
      await ok(await client.get(`/api/lessons/${session.lesson!.id}`)),
    )
    expect(undone.state).toBe('pending')
    expect(outcomeOf(undone, ana.id)!.outcome).toBeNull()
  })

  it('refuses a cancelled lesson and another coach’s; registers without a date at the lesson’s start', async () => {
    const { client, k } = await coach()
    const bia = await k.student('Bia Registro')
    const l = await lesson(client, [bia.id])
    await ok(await client.patch(`/api/lessons/${l.id}`, { status: 'cancelled' }))
    expect(
      (
        await errorOf(
          await client.post('/api/sessions', { studentIds: [bia.id], lessonId: l.id }),
          409,
        )
      ).code,
    ).toBe('LESSON_CANCELLED')
    await ok(await client.patch(`/api/lessons/${l.id}`, { status: 'scheduled' }))
    const s = sessionDtoSchema.parse(
      await ok(await client.post('/api/sessions', { studentIds: [bia.id], lessonId: l.id }), 201),
    )
    expect(s.date).toBe(PAST_START)
    expect(s.assignments[0]!.packageId).toBeNull() // no package: flagged like any class
    await errorOf(await client.post('/api/sessions', { studentIds: [bia.id], lessonId: 'x' }), 404)
  })
})

/**
 * A zone where it is now between 00:00 and 20:59, so a lesson two hours ahead is still today,
 * whatever the hour the suite runs at; with that local hour.
 */
function zoneWithRoomToday(now = new Date()): { zone: string; hour: number } {
  for (const zone of [
    'America/Sao_Paulo',
    'Pacific/Pago_Pago',
    'Asia/Karachi',
    'Pacific/Tongatapu',
  ]) {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(now),
    )
    if (hour <= 20) return { zone, hour }
  }
  throw new Error('no zone with two hours left today')
}

/** The calendar day in a zone, `days` from today. */
const dayIn = (zone: string, days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
    new Date(Date.now() + days * 86_400_000),
  )

describe("a lesson's day decides when its class is registered", () => {
  it('later today: registered at the lesson’s start, not at the moment of saving', async () => {
    const { client, k } = await coach()
    const { zone, hour } = zoneWithRoomToday()
    await ok(await client.patch('/api/profile', { timezone: zone }))
    const caio = await k.student('Caio Mais Tarde')
    const p = await k.pkg(caio.id, { totalClasses: 4, startDate: daysFromToday(-10) })
    const time = `${String(hour + 2).padStart(2, '0')}:30`
    const later = await lesson(client, [caio.id], dayIn(zone), time)
    const s = sessionDtoSchema.parse(
      await ok(
        await client.post('/api/sessions', { studentIds: [caio.id], lessonId: later.id }),
        201,
      ),
    )
    expect(s.date).toBe(later.startsAt)
    expect(Date.parse(s.date)).toBeGreaterThan(Date.now())
    expect(s.assignments[0]!.packageId).toBe(p.id)
  })

  it('a later day: refused with what to do, and no credit moves', async () => {
    const { client, k } = await coach()
    const { zone } = zoneWithRoomToday()
    await ok(await client.patch('/api/profile', { timezone: zone }))
    const dani = await k.student('Dani Amanhã')
    const p = await k.pkg(dani.id, { totalClasses: 4, startDate: daysFromToday(-10) })
    // early tomorrow: hours away, but another day on the coach's calendar
    const tomorrow = await lesson(client, [dani.id], dayIn(zone, 1), '00:30')
    for (const body of [
      { studentIds: [dani.id], lessonId: tomorrow.id },
      { studentIds: [dani.id], lessonId: tomorrow.id, date: new Date().toISOString() },
    ]) {
      const refused = await errorOf(await client.post('/api/sessions', body), 409)
      expect(refused.code).toBe('LESSON_NOT_YET')
      expect(refused.message).toMatch(
        /^Esta aula é no dia \d{2}\/\d{2}\/\d{4}\. Registre-a no dia da aula\.$/,
      )
    }
    const [left] = await queryRows<{ remaining: number }>(
      ctx.database.db,
      sql`SELECT remaining_classes AS remaining FROM packages WHERE id = ${p.id}`,
    )
    expect(left!.remaining).toBe(4)
    expect((await ok(await client.get('/api/sessions'))).total).toBe(0)
    const still = agendaOccurrenceSchema.parse(
      await ok(await client.get(`/api/lessons/${tomorrow.id}`)),
    )
    expect(still.sessionId).toBeNull()
  })
})

describe('attendance outcomes × the absence policy (item 5)', () => {
  it('classifies a cancellation by the notice, charges a late one, refunds on change', async () => {
    const { client, k } = await coach()
    const caio = await k.student('Caio Falta')
    const p = await k.pkg(caio.id, { totalClasses: 4, startDate: daysFromToday(-10) })
    const l = await lesson(client, [caio.id])
    // 48 h ahead: falta avisada, no credit
    let o = (await attend(client, l.id, caio.id, {
      outcome: 'student_cancelled',
      noticeAt: `${daysFromToday(-4)}T12:00:00.000Z`,
    })) as AgendaOccurrence
    expect(outcomeOf(o, caio.id)).toMatchObject({ outcome: 'notified_absence', charged: false })
    expect(o.state).toBe('scheduled')
    expect(await k.remaining(caio.id, p.id)).toBe(4)
    // 2 h ahead: cancelamento tardio, a credit (policy default)
    o = (await attend(client, l.id, caio.id, {
      outcome: 'student_cancelled',
      noticeAt: `${PAST}T11:00:00.000Z`,
    })) as AgendaOccurrence
    expect(outcomeOf(o, caio.id)).toMatchObject({
      outcome: 'late_cancel',
      charged: true,
      noCredit: false,
      noticeAt: `${PAST}T11:00:00.000Z`,
    })
    expect(await k.remaining(caio.id, p.id)).toBe(3)
    // late → no-show: the same credit stays taken
    o = (await attend(client, l.id, caio.id, { outcome: 'no_show' })) as AgendaOccurrence
    expect(outcomeOf(o, caio.id)).toMatchObject({ outcome: 'no_show', charged: true })
    expect(await k.remaining(caio.id, p.id)).toBe(3)
    // → rain: refunded, a reposição owed
    o = (await attend(client, l.id, caio.id, { outcome: 'rain' })) as AgendaOccurrence
    expect(outcomeOf(o, caio.id)).toMatchObject({ outcome: 'rain', charged: false })
    expect(await k.remaining(caio.id, p.id)).toBe(4)
    const owed = studentAgendaSchema.parse(
      await ok(await client.get(`/api/students/${caio.id}/agenda`)),
    )
    expect(owed.makeups).toMatchObject([
      { lessonId: l.id, date: PAST, time: '10:00', outcome: 'rain', scheduledIn: null },
    ])
    // → no-show again, then cleared
    await attend(client, l.id, caio.id, { outcome: 'no_show' })
    expect(await k.remaining(caio.id, p.id)).toBe(3)
    o = (await attend(client, l.id, caio.id, { outcome: null })) as AgendaOccurrence
    expect(outcomeOf(o, caio.id)).toMatchObject({ outcome: null, charged: false })
    expect(o.state).toBe('pending')
    expect(await k.remaining(caio.id, p.id)).toBe(4)
    expect(await ledgerReasons(p.id)).toEqual([
      'purchase 4',
      'late_cancel -1',
      'outcome_reverted 1',
      'no_show -1',
      'outcome_reverted 1',
    ])
    expect((await json(await client.get(`/api/students/${caio.id}/agenda`))).makeups).toEqual([])
  })

  it('gives the credit back when a charged student is taken off the lesson (found by fuzz)', async () => {
    const { client, k } = await coach()
    const [lia, rui] = [await k.student('Lia Sai'), await k.student('Rui Fica')]
    const p = await k.pkg(lia.id, { totalClasses: 4, startDate: daysFromToday(-10) })
    const l = await lesson(client, [lia.id, rui.id])
    await attend(client, l.id, lia.id, { outcome: 'no_show' })
    expect(await k.remaining(lia.id, p.id)).toBe(3)
    const o = agendaOccurrenceSchema.parse(
      await ok(await client.patch(`/api/lessons/${l.id}`, { studentIds: [rui.id] })),
    )
    expect(o.students.map((s) => s.id)).toEqual([rui.id])
    expect(await k.remaining(lia.id, p.id)).toBe(4)
    expect(await ledgerReasons(p.id)).toEqual(['purchase 4', 'no_show -1', 'outcome_reverted 1'])
    await expectCreditsMatchAssignments(ctx.database.db)
  })

  it('keeps the charged occurrences (and their credits) when the series ends before them', async () => {
    const { client, k } = await coach()
    const ana = await k.student('Ana Encerra')
    const p = await k.pkg(ana.id, { totalClasses: 4, startDate: daysFromToday(-10) })
    const start = daysFromToday(-7)
    const series = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [isoWeekday(start)],
        time: '10:00',
        startDate: start,
        studentIds: [ana.id],
        confirmOverlap: true,
      }),
      201,
    )
    const occurrence = (days: number) => `s_${series.id}_${daysFromToday(days)}`
    await attend(client, occurrence(0), ana.id, { outcome: 'no_show' })
    await attend(client, occurrence(7), ana.id, { outcome: 'no_show' })
    expect(await k.remaining(ana.id, p.id)).toBe(2)
    await ok(
      await client.post(`/api/lesson-series/${series.id}/occurrences/${daysFromToday(0)}/cancel`, {
        scope: 'following',
      }),
    )
    // they hold outcomes: kept as lessons of their own, with their charges
    expect(await k.remaining(ana.id, p.id)).toBe(2)
    const agenda = await ok(
      await client.get(`/api/agenda?from=${daysFromToday(0)}&to=${daysFromToday(7)}`),
    )
    expect(agenda.items.map((i) => i.attendance[0]!.outcome)).toEqual(['no_show', 'no_show'])
    await expectCreditsMatchAssignments(ctx.database.db)
    await expectLedgerBalanced(ctx.database.db)
  })

  it('follows the policy: nothing consumed when it says so; notice hours decide', async () => {
    const { client, k, userId } = await coach()
    const dani = await k.student('Dani Política')
    const p = await k.pkg(dani.id, { totalClasses: 2, startDate: daysFromToday(-10) })
    const profile = await ok(
      await client.patch('/api/profile', {
        cancelNoticeHours: 1,
        lateCancelConsumes: false,
        noShowConsumes: false,
      }),
    )
    expect(profile).toMatchObject({
      cancelNoticeHours: 1,
      lateCancelConsumes: false,
      noShowConsumes: false,
    })
    const l1 = await lesson(client, [dani.id])
    const l2 = await lesson(client, [dani.id], PAST, '12:00')
    // 2 h ahead with a 1 h notice rule: avisada
    const a = (await attend(client, l1.id, dani.id, {
      outcome: 'student_cancelled',
      noticeAt: `${PAST}T11:00:00.000Z`,
    })) as AgendaOccurrence
    expect(outcomeOf(a, dani.id)!.outcome).toBe('notified_absence')
    const b = (await attend(client, l2.id, dani.id, { outcome: 'no_show' })) as AgendaOccurrence
    expect(outcomeOf(b, dani.id)).toMatchObject({ outcome: 'no_show', charged: false })
    await attend(client, l1.id, dani.id, { outcome: 'late_cancel' })
    expect(await k.remaining(dani.id, p.id)).toBe(2)
    // the policy back on: a later change charges
    await ctx.database.db
      .update(profiles)
      .set({ noShowConsumes: true })
      .where(eq(profiles.userId, userId))
    await attend(client, l2.id, dani.id, { outcome: 'no_show' })
    expect(await k.remaining(dani.id, p.id)).toBe(1)
    // bounds and the personal fields together
    expect((await client.patch('/api/profile', { cancelNoticeHours: 169 })).status).toBe(400)
    expect((await client.patch('/api/profile', { name: 'Só o nome' })).status).toBe(400)
  })

  it('flags sem crédito, refuses presence without a class and other outcomes for a registered student', async () => {
    const { client, k } = await coach()
    const eva = await k.student('Eva Sem Crédito')
    const fabio = await k.student('Fábio Presente')
    const l = await lesson(client, [eva.id, fabio.id])
    const o = (await attend(client, l.id, eva.id, { outcome: 'no_show' })) as AgendaOccurrence
    expect(outcomeOf(o, eva.id)).toMatchObject({
      outcome: 'no_show',
      charged: false,
      noCredit: true,
    })
    const notRegistered = await attend(client, l.id, fabio.id, { outcome: 'present' }, 409)
    expect(notRegistered).toMatchObject({ code: 'LESSON_NOT_REGISTERED' })
    await ok(await client.post('/api/sessions', { studentIds: [fabio.id], lessonId: l.id }), 201)
    const inSession = await attend(client, l.id, fabio.id, { outcome: 'no_show' }, 409)
    expect(inSession).toMatchObject({ code: 'STUDENT_IN_SESSION' })
    expect((inSession as { message: string }).message).toContain('Fábio Presente')
    const after = agendaOccurrenceSchema.parse(await ok(await client.get(`/api/lessons/${l.id}`)))
    expect(after.attendance.map((a) => [a.studentId, a.outcome])).toEqual([
      [eva.id, 'no_show'],
      [fabio.id, 'present'],
    ])
    expect(after.state).toBe('done')
    // a student not on the lesson, a bad outcome
    const other = await k.student('Gil Fora')
    await attend(client, l.id, other.id, { outcome: 'rain' }, 404)
    expect(
      (await client.request('PUT', `/api/lessons/${l.id}/attendance/${eva.id}`, { outcome: 'x' }))
        .status,
    ).toBe(400)
  })

  it('a late cancellation refunded when the student is registered after all (one credit in the end)', async () => {
    const { client, k } = await coach()
    const hugo = await k.student('Hugo Voltou')
    const p = await k.pkg(hugo.id, { totalClasses: 3, startDate: daysFromToday(-10) })
    const l = await lesson(client, [hugo.id])
    await attend(client, l.id, hugo.id, { outcome: 'late_cancel' })
    expect(await k.remaining(hugo.id, p.id)).toBe(2)
    // the package cannot be deleted while the outcome holds its credit
    expect((await client.delete(`/api/packages/${p.id}`)).status).toBe(409)
    // his recorded absence is changed only when the coach confirms he came after all
    const refused = await errorOf(
      await client.post('/api/sessions', { studentIds: [hugo.id], lessonId: l.id }),
      409,
    )
    expect(refused.code).toBe('ABSENCE_RECORDED')
    await ok(
      await client.post('/api/sessions', {
        studentIds: [hugo.id],
        lessonId: l.id,
        confirmPresent: [hugo.id],
      }),
      201,
    )
    expect(await k.remaining(hugo.id, p.id)).toBe(2)
    expect(await ledgerReasons(p.id)).toEqual([
      'purchase 3',
      'late_cancel -1',
      'outcome_reverted 1',
      'session -1',
    ])
    // a stand-alone lesson deleted gives a consumed credit back
    const l2 = await lesson(client, [hugo.id], daysFromToday(-1))
    await attend(client, l2.id, hugo.id, { outcome: 'no_show' })
    expect(await k.remaining(hugo.id, p.id)).toBe(1)
    await ok(await client.delete(`/api/lessons/${l2.id}`), 204)
    expect(await k.remaining(hugo.id, p.id)).toBe(2)
  })

  it('never turns a recorded absence into a presence unless the coach confirms it', async () => {
    const { client, k } = await coach()
    const joao = await k.student('João Avisou')
    const lucia = await k.student('Lúcia Faltou')
    const maria = await k.student('Maria Veio')
    const start = daysFromToday(-10)
    const pj = await k.pkg(joao.id, { totalClasses: 4, startDate: start })
    const pl = await k.pkg(lucia.id, { totalClasses: 4, startDate: start })
    const pm = await k.pkg(maria.id, { totalClasses: 4, startDate: start })
    const l = await lesson(client, [joao.id, lucia.id, maria.id])
    await attend(client, l.id, joao.id, { outcome: 'notified_absence' })
    await attend(client, l.id, lucia.id, { outcome: 'no_show' })
    const before = [await k.remaining(joao.id, pj.id), await k.remaining(lucia.id, pl.id)]

    // the three, as the form used to send them: refused, and nothing written
    const refused = await errorOf(
      await client.post('/api/sessions', {
        studentIds: [joao.id, lucia.id, maria.id],
        lessonId: l.id,
      }),
      409,
    )
    expect(refused.code).toBe('ABSENCE_RECORDED')
    expect(refused.message).toContain('João Avisou, Lúcia Faltou')
    const still = agendaOccurrenceSchema.parse(await ok(await client.get(`/api/lessons/${l.id}`)))
    expect(still.state).not.toBe('done')
    expect([await k.remaining(joao.id, pj.id), await k.remaining(lucia.id, pl.id)]).toEqual(before)
    expect(await k.remaining(maria.id, pm.id)).toBe(4)

    // the one who came: registered; the absences and their credits stay as recorded
    const session = sessionDtoSchema.parse(
      await ok(await client.post('/api/sessions', { studentIds: [maria.id], lessonId: l.id }), 201),
    )
    expect(session.feedbacks.map((f) => f.studentId)).toEqual([maria.id])
    const after = agendaOccurrenceSchema.parse(await ok(await client.get(`/api/lessons/${l.id}`)))
    expect(Object.fromEntries(after.attendance.map((a) => [a.studentId, a.outcome]))).toEqual({
      [joao.id]: 'notified_absence',
      [lucia.id]: 'no_show',
      [maria.id]: 'present',
    })
    expect([await k.remaining(joao.id, pj.id), await k.remaining(lucia.id, pl.id)]).toEqual(before)
    expect(await k.remaining(maria.id, pm.id)).toBe(3)
  })

  it('works on a virtual occurrence (materialised) and keeps it through "esta e as seguintes"', async () => {
    const { client, k } = await coach()
    const ivo = await k.student('Ivo Série')
    const p = await k.pkg(ivo.id, { totalClasses: 5, startDate: daysFromToday(-30) })
    const series = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [isoWeekday(PAST)],
        time: '10:00',
        startDate: daysFromToday(-20),
        studentIds: [ivo.id],
      }),
      201,
    )
    const o = (await attend(client, `s_${series.id}_${PAST}`, ivo.id, {
      outcome: 'no_show',
    })) as AgendaOccurrence
    expect(o.lessonId).not.toBeNull()
    expect(o).toMatchObject({ seriesId: series.id, occurrenceDate: PAST })
    expect(await k.remaining(ivo.id, p.id)).toBe(4)
    // end the series before that date: the recorded lesson stays (stand-alone), its credit too
    await ok(
      await client.post(`/api/lesson-series/${series.id}/occurrences/${daysFromToday(-9)}/cancel`, {
        scope: 'following',
      }),
    )
    const kept = agendaOccurrenceSchema.parse(
      await ok(await client.get(`/api/lessons/${o.lessonId}`)),
    )
    expect(outcomeOf(kept, ivo.id)).toMatchObject({ outcome: 'no_show', charged: true })
    expect(await k.remaining(ivo.id, p.id)).toBe(4)
  })
})

describe('make-ups (reposições) and where it shows (items 5, 6)', () => {
  it('owed after teacher_cancelled, planned on a lesson, settled when that lesson is registered', async () => {
    const { client, k } = await coach()
    const julia = await k.student('Júlia Reposição')
    await k.pkg(julia.id, { totalClasses: 5, startDate: daysFromToday(-10) })
    const owedLesson = await lesson(client, [julia.id], daysFromToday(-3))
    await attend(client, owedLesson.id, julia.id, { outcome: 'teacher_cancelled' })
    const makeup = await lesson(client, [julia.id], daysFromToday(-1), '15:00')
    const other = await lesson(client, [julia.id], daysFromToday(-1), '17:00')
    const linked = agendaOccurrenceSchema.parse(
      await ok(
        await client.put(`/api/lessons/${makeup.id}/makeup/${julia.id}`, {
          makeupOf: owedLesson.id,
        }),
      ),
    )
    expect(outcomeOf(linked, julia.id)!.makeupOf).toEqual({
      lessonId: owedLesson.id,
      date: daysFromToday(-3),
      time: '10:00',
    })
    const taken = await errorOf(
      await client.put(`/api/lessons/${other.id}/makeup/${julia.id}`, { makeupOf: owedLesson.id }),
      409,
    )
    expect(taken.code).toBe('MAKEUP_TAKEN')
    // not an owed lesson: 404
    await errorOf(
      await client.put(`/api/lessons/${other.id}/makeup/${julia.id}`, { makeupOf: makeup.id }),
      404,
    )
    let agenda = studentAgendaSchema.parse(
      await ok(await client.get(`/api/students/${julia.id}/agenda`)),
    )
    expect(agenda.makeups).toMatchObject([
      {
        lessonId: owedLesson.id,
        date: daysFromToday(-3),
        time: '10:00',
        outcome: 'teacher_cancelled',
        scheduledIn: { id: makeup.id, date: daysFromToday(-1), time: '15:00' },
      },
    ])
    await ok(
      await client.post('/api/sessions', { studentIds: [julia.id], lessonId: makeup.id }),
      201,
    )
    agenda = studentAgendaSchema.parse(
      await ok(await client.get(`/api/students/${julia.id}/agenda`)),
    )
    expect(agenda.makeups).toEqual([])
  })

  it('lists the student’s next lessons (up to 5) and today’s remaining lessons on the dashboard', async () => {
    const { client, k } = await coach()
    const leo = await k.student('Léo Próximas')
    const tomorrow = daysFromToday(1)
    await ok(
      await client.post('/api/lesson-series', {
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        time: '23:45',
        durationMinutes: 15,
        startDate: tomorrow,
        studentIds: [leo.id],
      }),
      201,
    )
    const agenda = studentAgendaSchema.parse(
      await ok(await client.get(`/api/students/${leo.id}/agenda`)),
    )
    expect(agenda.upcoming.map((o) => o.date)).toEqual([1, 2, 3, 4, 5].map(daysFromToday))
    const late = await lesson(client, [leo.id], daysFromToday(0), '23:59')
    const summary = agendaSummarySchema.parse(await ok(await client.get('/api/agenda/summary')))
    expect(summary.upcoming.map((o) => o.id)).toEqual([late.id])
    expect(summary.pendingTotal).toBe(0)
  })
})

describe('outcomes and registrations racing on one package', () => {
  it('keep every invariant: no negative credits, ledger = balances, one class per lesson', async () => {
    const { client, k } = await coach()
    const rui = await k.student('Rui Corrida')
    const p = await k.pkg(rui.id, { totalClasses: 6, startDate: daysFromToday(-30) })
    const lessonsIds: string[] = []
    for (let i = 0; i < 5; i++) {
      lessonsIds.push(
        (await lesson(client, [rui.id], daysFromToday(-3), `${String(i + 6).padStart(2, '0')}:00`))
          .id,
      )
    }
    const series = await ok(
      await client.post('/api/lesson-series', {
        weekdays: [isoWeekday(daysFromToday(-2)), isoWeekday(daysFromToday(-1))],
        time: '20:00',
        startDate: daysFromToday(-2),
        untilDate: daysFromToday(-1),
        studentIds: [rui.id],
      }),
      201,
    )
    lessonsIds.push(`s_${series.id}_${daysFromToday(-2)}`, `s_${series.id}_${daysFromToday(-1)}`)
    const outcomes = ['no_show', 'late_cancel', null, 'rain', 'student_cancelled'] as const
    const calls: (() => Promise<Response>)[] = []
    for (let i = 0; i < 40; i++) {
      const id = lessonsIds[i % lessonsIds.length]!
      if (i % 4 === 3) {
        calls.push(() => client.post('/api/sessions', { studentIds: [rui.id], lessonId: id }))
      } else if (i % 10 === 9) {
        calls.push(() => client.post('/api/sessions', { studentIds: [rui.id] }))
      } else {
        const outcome = outcomes[i % outcomes.length]!
        calls.push(() => client.put(`/api/lessons/${id}/attendance/${rui.id}`, { outcome }))
      }
    }
    const results = await Promise.all(calls.map((c) => c()))
    const statuses = results.map((r) => r.status)
    expect(
      statuses.filter((s) => ![200, 201, 409].includes(s)),
      statuses.join(','),
    ).toEqual([])
    const bodies = await Promise.all(
      results.filter((r) => r.status === 409).map((r) => errorBody(r)),
    )
    for (const b of bodies) {
      expect(['LESSON_ALREADY_REGISTERED', 'STUDENT_IN_SESSION', 'ABSENCE_RECORDED']).toContain(
        b.error.code,
      )
    }
    await expectLedgerBalanced(ctx.database.db)
    await expectCreditsMatchAssignments(ctx.database.db)
    await expectOneOpenAlertPerType(ctx.database.db)
    await expectCountersMatch(ctx.database.db)
    const remaining = await k.remaining(rui.id, p.id)
    expect(remaining).toBeGreaterThanOrEqual(0)
    // each lesson registered at most once, and every registered one is 'done'
    const links = await queryRows<{ session_id: string; n: number }>(
      ctx.database.db,
      sql`SELECT session_id, count(*)::int AS n FROM lessons
          WHERE session_id IS NOT NULL AND user_id = (SELECT user_id FROM students WHERE id = ${rui.id})
          GROUP BY session_id HAVING count(*) > 1`,
    )
    expect(links).toEqual([])
    const [charged] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM lesson_students ls JOIN lessons l ON l.id = ls.lesson_id
          WHERE ls.student_id = ${rui.id} AND ls.charged_package_id IS NOT NULL
            AND l.session_id IS NOT NULL
            AND EXISTS (SELECT 1 FROM session_feedbacks f WHERE f.session_id = l.session_id
              AND f.student_id = ls.student_id)`,
    )
    expect(charged!.n).toBe(0) // nobody pays twice: present in the class and charged an outcome
  })
})
