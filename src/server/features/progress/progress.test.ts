import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import {
  expectCountersMatch,
  expectCreditsMatchAssignments,
  expectLedgerBalanced,
} from '../../../../tests/helpers/invariants'
import {
  createTestContext,
  errorOf,
  ok,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import type { ApiBody } from '../../../shared/api-route-types'
import { isoWeekday } from '../../../shared/domain/recurrence'
import {
  messageDraftSchema,
  type ProgressReport,
  progressReportSchema,
  textDraftSchema,
} from '../../../shared/schemas/progress.response'
import type { FeedbackInput } from '../../../shared/schemas/session'
import { studentDetailSchema } from '../../../shared/schemas/students.response'
import { col, rawRows } from '../../lib/sql'
import { getProgressReport, recentFeedbacks } from './progress-report'

/**
 * Issue 12 items 1, 3 (rules) and 4 on a real database: the report's numbers against a
 * hand-computed fixture for every period, the zone boundaries, the streak, the drafts without
 * the AI writer, ownership and bad input. The AI path is in progress-ai.test.ts.
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(async () => {
  await expectLedgerBalanced(ctx.database.db)
  await expectCreditsMatchAssignments(ctx.database.db)
  // with every feedback's class_date equal to its class's date
  await expectCountersMatch(ctx.database.db)
  await ctx?.close()
})

/** 10:00 in São Paulo (UTC−3, the coaches' default zone) on a day relative to today. */
const at10 = (offset: number) => `${daysFromToday(offset)}T13:00:00.000Z`

async function report(client: TestClient, studentId: string, period?: string) {
  const query: '' | `?period=${string}` = period ? `?period=${period}` : ''
  return progressReportSchema.parse(
    await ok(await client.get(`/api/students/${studentId}/progress${query}`)),
  )
}

async function attend(
  client: TestClient,
  studentId: string,
  offset: number,
  outcome: ApiBody<'PUT', '/lessons/{id}/attendance/{studentId}'>['outcome'],
) {
  const lesson = await ok(
    await client.post('/api/lessons', {
      date: daysFromToday(offset),
      time: '18:00',
      studentIds: [studentId],
      confirmOverlap: true,
    }),
    201,
  )
  await ok(await client.put(`/api/lessons/${lesson.id}/attendance/${studentId}`, { outcome }))
}

/**
 * The fixture, by hand: 7 classes (one 100 days ago, six over the last 10 weeks), 3 absences
 * and 2 packages.
 *
 * | day  | rating | tags                 | note               | paid by |
 * | -100 | 1      | Mental               |                    | —       |
 * |  -68 | 2      | Backhand, Saque      | Backhand travado   | B       |
 * |  -55 | 3      | Backhand             |                    | B       |
 * |  -40 | 3      | Saque, Forehand      | Saque melhorou     | —       |
 * |  -20 | 4      | Backhand             |                    | —       |
 * |  -10 | 4      | Forehand, Backhand   | Boa movimentação   | A       |
 * |   -3 | 5      | Saque                | Ótima aula         | A       |
 * Absences: late_cancel at -45 (B pays), notified_absence at -15, no_show at -5 (A pays).
 * B: 4 classes bought at -75, 30 days (expired at -45), 1 left. A: 10 classes bought at -12,
 * 30 days (expires at +18), 10 − 2 − 1 = 7 left.
 */
const CLASSES: [number, number, FeedbackInput['tags'], string][] = [
  [-100, 1, ['Mental'], ''],
  [-68, 2, ['Backhand', 'Saque'], 'Backhand travado'],
  [-55, 3, ['Backhand'], ''],
  [-40, 3, ['Saque', 'Forehand'], 'Saque melhorou'],
  [-20, 4, ['Backhand'], ''],
  [-10, 4, ['Forehand', 'Backhand'], 'Boa movimentação'],
  [-3, 5, ['Saque'], 'Ótima aula'],
]

describe('the progress report against a hand-computed fixture', () => {
  let client: TestClient
  let studentId: string
  let sessions: string[]
  let pkgA: string
  let pkgB: string

  beforeAll(async () => {
    const coach = await ctx.coach()
    client = coach.client
    const k = kit(client)
    studentId = (await k.student('Ana Beatriz Souza')).id
    pkgB = (
      await k.pkg(studentId, {
        totalClasses: 4,
        startDate: daysFromToday(-75),
        paymentDate: daysFromToday(-75),
      })
    ).id
    pkgA = (
      await k.pkg(studentId, {
        totalClasses: 10,
        startDate: daysFromToday(-12),
        paymentDate: daysFromToday(-12),
      })
    ).id
    sessions = []
    for (const [offset, rating, tags, notes] of CLASSES) {
      const s = await k.session([studentId], {
        date: at10(offset),
        feedbacks: [{ studentId, rating, tags, notes }],
      })
      sessions.push(s.id)
    }
    await attend(client, studentId, -45, 'late_cancel')
    await attend(client, studentId, -15, 'notified_absence')
    await attend(client, studentId, -5, 'no_show')
  })

  const packagesOf = (r: ProgressReport) =>
    r.credits.packages.map(
      (p) => `${p.id === pkgA ? 'A' : p.id === pkgB ? 'B' : '?'} ${p.remainingClasses} ${p.status}`,
    )

  it('30 days: the last three classes, deltas against the 30 days before', async () => {
    const r = await report(client, studentId, '30d')
    expect(r).toMatchObject({
      studentId,
      firstName: 'Ana',
      period: '30d',
      from: daysFromToday(-29),
      to: today(),
      averageRating: 4.3, // (4 + 4 + 5) / 3
      previousAverageRating: 3, // -55 and -40: (3 + 3) / 2
    })
    expect(r.ratings.map((x) => [x.sessionId, x.date, x.rating, x.note, x.tags])).toEqual([
      [sessions[4], at10(-20), 4, '', ['Backhand']],
      [sessions[5], at10(-10), 4, 'Boa movimentação', ['Forehand', 'Backhand']],
      [sessions[6], at10(-3), 5, 'Ótima aula', ['Saque']],
    ])
    // most worked first; ties by the previous period, then the order of the focus tags
    expect(r.tags).toEqual([
      { tag: 'Backhand', count: 2, previousCount: 1 },
      { tag: 'Saque', count: 1, previousCount: 1 },
      { tag: 'Forehand', count: 1, previousCount: 1 },
    ])
    expect(r.attendance).toMatchObject({
      classes: 3,
      previousClasses: 2,
      notifiedAbsences: 1,
      lateCancellations: 0,
      noShows: 1,
      lastClassDate: at10(-3),
    })
    expect(r.credits).toMatchObject({ remaining: 7, nextExpiry: daysFromToday(18) })
    expect(packagesOf(r)).toEqual(['A 7 active'])
    expect(r.lastNotes.map((n) => [n.sessionId, n.note, n.rating])).toEqual([
      [sessions[6], 'Ótima aula', 5],
      [sessions[5], 'Boa movimentação', 4],
    ])
  })

  it('90 days (the default): six classes, one class in the 90 days before', async () => {
    const r = await report(client, studentId)
    expect(r.period).toBe('90d')
    expect(r.from).toBe(daysFromToday(-89))
    expect(r.ratings.map((x) => x.sessionId)).toEqual(sessions.slice(1))
    expect(r.averageRating).toBe(3.5) // 21 / 6
    expect(r.previousAverageRating).toBe(1)
    expect(r.tags).toEqual([
      { tag: 'Backhand', count: 4, previousCount: 0 },
      { tag: 'Saque', count: 3, previousCount: 0 },
      { tag: 'Forehand', count: 2, previousCount: 0 },
      { tag: 'Mental', count: 0, previousCount: 1 },
    ])
    expect(r.attendance).toMatchObject({
      classes: 6,
      previousClasses: 1,
      notifiedAbsences: 1,
      lateCancellations: 1,
      noShows: 1,
    })
    expect(packagesOf(r)).toEqual(['A 7 active', 'B 1 expired'])
    expect(r.credits).toMatchObject({ remaining: 7, nextExpiry: daysFromToday(18) })
    expect(r.lastNotes.map((n) => n.note)).toEqual([
      'Ótima aula',
      'Boa movimentação',
      'Saque melhorou',
    ])
  })

  it('12 months and all: every class; no previous period for all', async () => {
    const year = await report(client, studentId, '12m')
    expect(year.ratings).toHaveLength(7)
    expect(year.averageRating).toBe(3.1) // 22 / 7
    expect(year.previousAverageRating).toBeNull()
    expect(year.attendance.previousClasses).toBe(0)
    const all = await report(client, studentId, 'all')
    expect(all.from).toBeNull()
    expect(all.ratings.map((x) => x.sessionId)).toEqual(sessions)
    expect(all.averageRating).toBe(3.1)
    expect(all.previousAverageRating).toBeNull()
    expect(all.attendance).toMatchObject({ classes: 7, previousClasses: 0 })
    expect(all.tags.every((t) => t.previousCount === 0)).toBe(true)
    expect(all.tags[0]).toEqual({ tag: 'Backhand', count: 4, previousCount: 0 })
    expect(all.credits.packages).toHaveLength(2)
  })

  it('suggests next exercises of the library, each with its reason', async () => {
    const r = await report(client, studentId)
    expect(r.suggestions).toHaveLength(3)
    for (const s of r.suggestions) {
      expect(s.reason.length).toBeGreaterThan(5)
      expect(s.reason).toContain(s.tag)
      expect(s).toMatchObject({ sport: 'Tênis', level: 'intermediario' })
      expect(s.name && s.objective && s.howTo).toBeTruthy()
    }
    // deterministic
    expect((await report(client, studentId)).suggestions).toEqual(r.suggestions)
  })

  it('the summary without the AI writer: rule-based, with the real numbers', async () => {
    const draft = textDraftSchema.parse(
      await ok(await client.post(`/api/students/${studentId}/progress/summary`, { period: '30d' })),
    )
    expect(draft.source).toBe('rules')
    expect(draft.text).toContain('Nos últimos 30 dias, Ana fez 3 aulas, com média 4,3')
    expect(draft.text).toContain('com média 4,3 nas avaliações (subiu de 3,0 no período anterior)')
    expect(draft.text).toContain('Backhand (2 aulas)')
    expect(draft.text).toContain('Restam 7 créditos')
    expect(draft.text).toContain('Próximo passo: ')
    // the period defaults to 90 days
    const byDefault = textDraftSchema.parse(
      await ok(await client.post(`/api/students/${studentId}/progress/summary`, {})),
    )
    expect(byDefault.text).toContain('Nos últimos 90 dias, Ana fez 6 aulas, com média 3,5')
  })

  it('the after-class message without the AI writer', async () => {
    const draft = messageDraftSchema.parse(
      await ok(await client.get(`/api/sessions/${sessions[5]}/students/${studentId}/message`)),
    )
    expect(draft.source).toBe('rules')
    expect(draft.studentName).toBe('Ana Beatriz Souza')
    expect(draft.whatsappPhone).toMatch(/^55119\d{8}$/)
    const [y, m, day] = daysFromToday(-10).split('-')
    expect(draft.text).toContain(`Oi, Ana! Aqui vai o resumo da aula de ${day}/${m}/${y}.`)
    expect(draft.text).toContain('Trabalhamos: Forehand e Backhand.')
    expect(draft.text).toContain('Avaliação: 4/5.')
    expect(draft.text).toContain('Observação: Boa movimentação')
    expect(draft.text).toMatch(/Próximos exercícios:\n• .+\n• .+\n/)
    expect(draft.text).not.toContain('Souza')
  })

  it("the summary and the message speak the student's language, not the coach's app", async () => {
    // a coach using the app in English, teaching in São Paulo: the student reads Portuguese
    expect((await client.patch('/api/profile', { language: 'en' })).status).toBe(200)
    try {
      const summary = textDraftSchema.parse(
        await ok(
          await client.post(`/api/students/${studentId}/progress/summary`, { period: '30d' }),
        ),
      )
      expect(summary.text).toContain('Nos últimos 30 dias, Ana fez 3 aulas')
      expect(summary.text).not.toContain('In the last 30 days')
      const message = messageDraftSchema.parse(
        await ok(await client.get(`/api/sessions/${sessions[5]}/students/${studentId}/message`)),
      )
      expect(message.text).toMatch(/^Oi, Ana! Aqui vai o resumo da aula/)
    } finally {
      await client.patch('/api/profile', { language: 'pt-BR' })
    }
  })

  it('an English coach gets the next exercises in English, and an English student the summary and the message', async () => {
    expect((await client.patch('/api/profile', { language: 'en' })).status).toBe(200)
    const student = studentDetailSchema.parse(
      await ok(await client.get(`/api/students/${studentId}`)),
    )
    const { name, phone, gender, type, classe, status } = student
    const setLanguage = (language: 'en' | 'pt-BR') =>
      client.patch(`/api/students/${studentId}`, {
        ...{ name, phone, gender, type, classe, status },
        language,
      })
    expect((await setLanguage('en')).status).toBe(200)
    try {
      const r = await report(client, studentId)
      expect(r.suggestions).toHaveLength(3)
      for (const s of r.suggestions) expect(s.reason).not.toMatch(/média|nota|aulas|trabalhado/)

      const summary = textDraftSchema.parse(
        await ok(
          await client.post(`/api/students/${studentId}/progress/summary`, { period: '30d' }),
        ),
      )
      expect(summary.source).toBe('rules')
      expect(summary.text).toContain(
        'In the last 30 days, Ana had 3 classes, with an average rating of 4.3 (up from 3.0 in the previous period).',
      )
      expect(summary.text).toContain('Backhand (2 classes)')
      expect(summary.text).toContain('7 credits left')
      expect(summary.text).toContain('Next step: ')

      const message = messageDraftSchema.parse(
        await ok(await client.get(`/api/sessions/${sessions[5]}/students/${studentId}/message`)),
      )
      expect(message.text).toMatch(/^Hi Ana! Here is the summary of our class on [A-Z][a-z]{2} \d/)
      expect(message.text).toContain('We worked on: Forehand and Backhand.')
      expect(message.text).toContain('Rating: 4/5.')
      expect(message.text).toContain('Note: Boa movimentação')
      expect(message.text).toMatch(/Next exercises:\n• .+\n• .+\nSee you next class!$/)
    } finally {
      await client.patch('/api/profile', { language: 'pt-BR' })
      await setLanguage('pt-BR')
    }
  })
})

describe('time zone and weeks', () => {
  it("a class at 23:30 local on the period's last day counts in it (the coach's zone, not UTC)", async () => {
    const { client, userId } = await ctx.coach()
    const k = kit(client)
    const s = await k.student('Bia Fuso')
    // 23:30 in São Paulo yesterday = 02:30 UTC today
    const yesterday = daysFromToday(-1)
    const late = `${today()}T02:30:00.000Z`
    await k.session([s.id], { date: late, feedbacks: [{ studentId: s.id, rating: 4 }] })
    // as seen at 23:50 local yesterday: yesterday is the period's last day
    const asOfYesterday = await getProgressReport(
      ctx.database.db,
      { ownerId: userId, studentId: s.id, period: '30d' },
      new Date(`${today()}T02:50:00.000Z`),
    )
    expect(asOfYesterday.to).toBe(yesterday)
    expect(asOfYesterday.attendance.classes).toBe(1)
    expect(asOfYesterday.ratings[0]?.date).toBe(late)
  })

  it('a class at 23:30 local the day before the period belongs to the previous period', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const s = await k.student('Caio Borda')
    // 30d starts at today − 29: 23:30 local on today − 30 is 02:30 UTC on today − 29
    const lateBefore = `${daysFromToday(-29)}T02:30:00.000Z`
    const earlyIn = `${daysFromToday(-29)}T03:30:00.000Z` // 00:30 local on the first day
    await k.session([s.id], { date: lateBefore, feedbacks: [{ studentId: s.id, rating: 2 }] })
    await k.session([s.id], { date: earlyIn, feedbacks: [{ studentId: s.id, rating: 5 }] })
    const r = await report(client, s.id, '30d')
    expect(r.ratings.map((x) => x.date)).toEqual([earlyIn])
    expect(r.averageRating).toBe(5)
    expect(r.previousAverageRating).toBe(2)
    expect(r.attendance).toMatchObject({ classes: 1, previousClasses: 1 })
  })

  it('a class re-dated into the period moves into it (and out of the previous one)', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const s = await k.student('Gabi Remarcada')
    const session = await k.session([s.id], {
      date: at10(-40),
      feedbacks: [{ studentId: s.id, rating: 2, tags: ['Smash'] }],
    })
    let r = await report(client, s.id, '30d')
    expect(r.attendance).toMatchObject({ classes: 0, previousClasses: 1 })
    await ok(
      await client.put(`/api/sessions/${session.id}`, {
        studentIds: [s.id],
        date: at10(-4),
        feedbacks: [{ studentId: s.id, rating: 2, tags: ['Smash'] }],
      }),
    )
    r = await report(client, s.id, '30d')
    expect(r.attendance).toMatchObject({ classes: 1, previousClasses: 0 })
    expect(r.ratings.map((x) => x.date)).toEqual([at10(-4)])
    expect(r.tags).toEqual([{ tag: 'Smash', count: 1, previousCount: 0 }])
  })

  it('the streak: consecutive ISO weeks (Monday to Sunday, local) back from this week or the last', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const monday = daysFromToday(-(isoWeekday(today()) - 1))
    const offset = (day: string) =>
      Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today()}T00:00:00Z`)) / 86_400_000)
    const mondayAgo = (weeks: number) => offset(monday) - 7 * weeks
    const streakOf = async (name: string, dates: string[]) => {
      const s = await k.student(name)
      for (const date of dates) {
        await k.session([s.id], { date, feedbacks: [{ studentId: s.id, rating: 3 }] })
      }
      return (await report(client, s.id, '30d')).attendance.streakWeeks
    }
    // this week (now), last week, two weeks ago; a gap; four weeks ago → 3
    expect(
      await streakOf('Duda Semanas', [
        new Date().toISOString(),
        at10(mondayAgo(1) + 2),
        at10(mondayAgo(2)),
        at10(mondayAgo(4)),
      ]),
    ).toBe(3)
    // nothing yet this week: counted from last week. Sunday 23:30 local of last week is
    // Monday 02:30 UTC of this week: it belongs to last week → 2 (UTC weeks would say 1)
    expect(
      await streakOf('Eva Domingo', [
        `${daysFromToday(mondayAgo(0))}T02:30:00.000Z`,
        at10(mondayAgo(2) + 3),
      ]),
    ).toBe(2)
    // neither this week nor last week → 0
    expect(await streakOf('Fábio Parado', [at10(mondayAgo(2)), at10(mondayAgo(3))])).toBe(0)
  })
})

describe('a student without classes, and the message edge cases', () => {
  it('an empty report, a summary that says so, basic suggestions', async () => {
    const { client } = await ctx.coach()
    const s = await kit(client).student('Gil Novo')
    const r = await report(client, s.id, 'all')
    expect(r).toMatchObject({
      ratings: [],
      averageRating: null,
      previousAverageRating: null,
      tags: [],
      lastNotes: [],
      attendance: { classes: 0, streakWeeks: 0, lastClassDate: null },
      credits: { remaining: 0, nextExpiry: null, packages: [] },
    })
    expect(r.suggestions.length).toBeGreaterThan(0)
    const draft = await ok(
      await client.post(`/api/students/${s.id}/progress/summary`, { period: 'all' }),
    )
    expect(draft.text).toContain('Desde a primeira aula, Gil não teve aulas registradas.')
    expect(draft.text).toContain('Não há créditos restantes')
  })

  it('a very long note is shortened; no WhatsApp number without a phone', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const s = await k.student('Hugo Longo')
    const session = await k.session([s.id], {
      feedbacks: [{ studentId: s.id, rating: 3, notes: `Começo ${'palavra '.repeat(100)}fim` }],
    })
    const draft = messageDraftSchema.parse(
      await ok(await client.get(`/api/sessions/${session.id}/students/${s.id}/message`)),
    )
    const note = draft.text.split('\n').find((l) => l.startsWith('Observação: '))!
    const shortened = Array.from(note.slice('Observação: '.length))
    // at most 280 characters, whole words trimmed before the ellipsis
    expect(shortened.length).toBeLessThanOrEqual(280)
    expect(shortened.length).toBeGreaterThan(270)
    expect(note).toMatch(/…$/)
    expect(draft.text).not.toContain('fim')
    await ok(await client.post(`/api/students/${s.id}/anonymize`))
    const anonymous = messageDraftSchema.parse(
      await ok(await client.get(`/api/sessions/${session.id}/students/${s.id}/message`)),
    )
    expect(anonymous.whatsappPhone).toBeNull()
  })
})

describe('ownership and bad input', () => {
  let owner: { client: TestClient; studentId: string; sessionId: string; otherStudent: string }
  let intruder: TestClient
  beforeAll(async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const s = await k.student('Iara Dona')
    const other = await k.student('Jonas Fora')
    const session = await k.session([s.id], { feedbacks: [{ studentId: s.id, rating: 4 }] })
    owner = { client, studentId: s.id, sessionId: session.id, otherStudent: other.id }
    intruder = (await ctx.coach()).client
  })

  it("another coach's student or class is not found", async () => {
    const { studentId, sessionId } = owner
    for (const res of [
      await intruder.get(`/api/students/${studentId}/progress`),
      await intruder.post(`/api/students/${studentId}/progress/summary`, { period: '30d' }),
    ]) {
      expect(await errorOf(res, 404)).toMatchObject({ message: 'Aluno não encontrado' })
    }
    const message = await errorOf(
      await intruder.get(`/api/sessions/${sessionId}/students/${studentId}/message`),
      404,
    )
    expect(message.message).toBe('Sessão não encontrada')
  })

  it('a student who was not in the class, unknown and malformed ids: 404', async () => {
    const { client, sessionId, studentId, otherStudent } = owner
    const notIn = await errorOf(
      await client.get(`/api/sessions/${sessionId}/students/${otherStudent}/message`),
      404,
    )
    expect(notIn.message).toBe('Aluno não encontrado')
    const unknown = '00000000-0000-4000-8000-000000000000'
    await errorOf(await client.get(`/api/students/${unknown}/progress`), 404)
    await errorOf(await client.get(`/api/students/not-a-uuid/progress`), 404)
    await errorOf(await client.get(`/api/sessions/${unknown}/students/${studentId}/message`), 404)
    await errorOf(await client.get(`/api/sessions/${sessionId}/students/x/message`), 404)
  })

  it("a bad period is 400 'Período inválido'", async () => {
    const { client, studentId } = owner
    for (const res of [
      await client.get(`/api/students/${studentId}/progress?period=7d`),
      await client.get(`/api/students/${studentId}/progress?period=`),
      await client.request('POST', `/api/students/${studentId}/progress/summary`, {
        period: 'sempre',
      }),
      await client.request('POST', `/api/students/${studentId}/progress/summary`, { period: 30 }),
    ]) {
      expect(await errorOf(res, 400)).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Período inválido',
      })
    }
  })
})

describe("the suggestions' last classes (issue 16)", () => {
  it('the last 60 classes from the date of the 60th on: the same rows as the whole history sorted, ties at that date included', async () => {
    const { client, userId } = await ctx.coach()
    const k = kit(client)
    const s = await k.student('Lia Historico')
    // newest first: 57 classes on 57 days, 5 at the same instant (the 58th to 62nd: the 60th is
    // among them), 1 older; all before now
    const dates = [
      ...Array.from({ length: 57 }, (_, i) => at10(-1 - i)),
      ...Array.from({ length: 5 }, () => at10(-58)),
      at10(-59),
    ]
    for (const [i, date] of dates.entries()) {
      await k.session([s.id], {
        date,
        feedbacks: [{ studentId: s.id, rating: 1 + (i % 5), tags: i % 2 ? ['Saque'] : [] }],
      })
    }
    const row = z.object({ session_id: col.string, date: col.instant, rating: col.number })
    const db = ctx.database.db
    const stop = sql`now()`
    const whole = (limit: number) =>
      rawRows(
        db,
        row,
        sql`SELECT fb.class_date AS date, fb.rating, fb.session_id FROM session_feedbacks fb
          WHERE fb.user_id = ${userId} AND fb.student_id = ${s.id} AND fb.class_date < ${stop}
          ORDER BY fb.class_date DESC, fb.session_id DESC LIMIT ${limit}`,
      )
    const bounded = (limit: number) =>
      rawRows(
        db,
        row,
        sql`SELECT r.date, r.rating, r.session_id FROM (${recentFeedbacks(userId, s.id, stop, limit)}) r`,
      )
    for (const limit of [60, 58, 62, 63, 100]) {
      const want = await whole(limit)
      expect(want.length).toBe(Math.min(limit, dates.length))
      expect(await bounded(limit), `limit ${limit}`).toEqual(want)
    }
  })
})
