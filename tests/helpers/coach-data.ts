import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../../src/server/db/client'
import { linkByCode } from '../../src/server/features/agent/agent-links'
import { planReminders } from '../../src/server/features/reminders/reminder-plan'
import { pageLinkKeys } from '../../src/server/features/student-page/student-page.service'
import { addDaysIso } from '../../src/shared/domain/dates'
import { isoWeekday, zonedInstant } from '../../src/shared/domain/recurrence'
import type { SessionCreateInput } from '../../src/shared/schemas/session'
import type { StudentCreateRequest } from '../../src/shared/schemas/student'
import { kit, uniquePhone } from './coach-kit'
import { daysFromToday, today } from './dates'
import {
  json,
  ok,
  TEST_APP_URL,
  TEST_AUTH_SECRET,
  type TestClient,
  type TestContext,
} from './test-app'
import { queryRows } from './test-db'
import { newVoiceNote } from './voice-notes'

/** The ids of a coach's records, by kind: what path and body ids of the API can name. */
export interface CoachIds {
  user: string[]
  student: string[]
  package: string[]
  session: string[]
  club: string[]
  alert: string[]
  /** Agenda lessons: ids of rows (stand-alone, changed occurrences) and virtual `s_<series>_<date>`. */
  lesson: string[]
  /** Weekly series (horários fixos). */
  series: string[]
  /** Texts shared on a student's page. */
  share: string[]
  /** Payments received for packages. */
  payment: string[]
  /** Voice notes: one on Ana's first feedback, one shared, one never attached. */
  voiceNote: string[]
  /** Spreadsheet imports: one of a student with an opening balance and a weekly time. */
  studentImport: string[]
  /** Reminder messages: Ana's, planned for a lesson of hers tomorrow (she agreed to WhatsApp). */
  reminderMessage: string[]
  /** The agent's proposals: one still pending (a class of Bruno's yesterday at 10:00). */
  agentProposal: string[]
  /** Linked messaging accounts: a WhatsApp number linked by its code. */
  agentLink: string[]
}

export interface CoachData {
  client: TestClient
  userId: string
  email: string
  ids: CoachIds
  /** Every distinctive text of this coach's records (names, notes, e-mails): must never leak. */
  texts: string[]
  /** A date (YYYY-MM-DD) holding an occurrence of the coach's series (a plain, virtual one). */
  occurrenceDate: string
  /** The token of the coach's calendar feed (GET /api/calendar/{token}.ics). */
  feedToken: string
  /** The token of Ana's page (GET /a/{token}). */
  pageToken: string
}

/**
 * A coach with real data of every kind (clubs, students, packages, classes with feedbacks,
 * manual and automatic assignments, open alerts), so that every path id of the API names
 * something that exists. `tag` makes the coach's texts unique in the database (e.g. 'Zeferina').
 */
export async function buildCoachData(ctx: TestContext, tag: string): Promise<CoachData> {
  const name = `Treinadora ${tag}`
  const { client, userId, email } = await ctx.coach({ name })
  const k = kit(client)
  const ids: CoachIds = {
    user: [userId],
    student: [],
    package: [],
    session: [],
    club: [],
    alert: [],
    lesson: [],
    series: [],
    share: [],
    payment: [],
    voiceNote: [],
    studentImport: [],
    reminderMessage: [],
    agentProposal: [],
    agentLink: [],
  }
  const texts = [name, email]

  for (const [i, clubName] of [`Clube ${tag} Norte`, `Clube ${tag} Sul`].entries()) {
    const res = await client.post('/api/clubs', {
      name: clubName,
      address: `Rua ${tag} ${i + 1}`,
      isDefault: i === 0,
    })
    expect(res.status, await res.clone().text()).toBe(201)
    ids.club.push((await json(res)).id)
    texts.push(clubName, `Rua ${tag} ${i + 1}`)
  }

  const studentNames = ['Ana', 'Bruno', 'Carla', 'Davi', 'Elisa'].map((n) => `${n} ${tag}`)
  for (const [i, studentName] of studentNames.entries()) {
    const s = await k.student(studentName, {
      email: `${studentName.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      notes: `Notas de ${studentName}`,
      gender: i % 2 ? 'male' : 'female',
      type: i % 3 ? 'fixed' : 'occasional',
    })
    ids.student.push(s.id)
    texts.push(studentName, `Notas de ${studentName}`)
  }
  const [ana, bruno, carla, davi, elisa] = ids.student as [string, string, string, string, string]

  // Ana: a 4-class package and an older one; Bruno: 2 classes (low credits after one class);
  // Carla: a package that expired; Davi: none (his classes stay unassigned); Elisa: 10 classes.
  for (const [studentId, extra] of [
    [ana, { totalClasses: 4 }],
    [ana, { totalClasses: 8, startDate: daysFromToday(-20), paymentDate: daysFromToday(-20) }],
    [bruno, { totalClasses: 2 }],
    [
      carla,
      {
        totalClasses: 3,
        startDate: daysFromToday(-60),
        paymentDate: daysFromToday(-60),
        validityDays: 30,
      },
    ],
    [elisa, { totalClasses: 10, validityDays: 365 }],
  ] as const) {
    ids.package.push((await k.pkg(studentId, extra)).id)
  }

  // Ana's first package partly paid (two payments), Bruno's paid in full ("já pago"
  // would be the same row), one payment removed (an audit row), and the coach's Pix key
  for (const [packageId, amountCents, note] of [
    [ids.package[0]!, 5_000, `Entrada ${tag}`],
    [ids.package[0]!, 2_500, null],
    [ids.package[2]!, 20_000, `Pix ${tag} quitado`],
    [ids.package[4]!, 1_000, `Removido ${tag}`],
  ] as const) {
    const res = await client.post(`/api/packages/${packageId}/payments`, {
      amountCents,
      paidOn: daysFromToday(-1),
      method: 'pix',
      note,
    })
    expect(res.status, await res.clone().text()).toBe(201)
    ids.payment.push((await json(res)).id)
    if (note) texts.push(note)
  }
  const removed = await client.delete(`/api/payments/${ids.payment.pop()}`)
  expect(removed.status).toBe(204)
  const pix = await client.put('/api/profile/pix', {
    keyType: 'email',
    key: `pix.${tag.toLowerCase()}@example.com`,
    name: `Recebedora ${tag}`,
    city: `Cidade ${tag}`,
  })
  expect(pix.status, await pix.clone().text()).toBe(200)
  texts.push(`pix.${tag.toLowerCase()}@example.com`, `Recebedora ${tag}`, `Cidade ${tag}`)

  // three voice notes; two on Ana's first feedback (one shared, with a transcript)
  for (const kind of ['webm', 'mp4', 'ogg'] as const) {
    ids.voiceNote.push((await newVoiceNote(ctx, client, kind)).id)
  }
  const transcript = `Transcrição ${tag} do saque`
  const patched = await client.patch(`/api/voice-notes/${ids.voiceNote[1]}`, {
    transcript,
    shared: true,
  })
  expect(patched.status, await patched.clone().text()).toBe(200)
  texts.push(transcript)

  const clubA = ids.club[0]!
  const sessions: SessionCreateInput[] = [
    {
      studentIds: [ana, bruno],
      notes: `Treino ${tag} de saque`,
      feedbacks: [
        {
          studentId: ana,
          rating: 5,
          notes: `Ótimo saque ${tag}`,
          tags: ['Saque'],
          clubId: clubA,
          voiceNoteIds: ids.voiceNote.slice(0, 2),
        },
        { studentId: bruno, rating: 3, notes: null, tags: [], clubId: null },
      ],
    },
    { studentIds: [davi], notes: null },
    { studentIds: [elisa, carla, ana], date: `${daysFromToday(-3)}T12:00:00.000Z` },
    { studentIds: [elisa], notes: `Aula ${tag} de voleio` },
  ]
  for (const body of sessions) ids.session.push((await k.session(body.studentIds, body)).id)
  texts.push(`Treino ${tag} de saque`, `Ótimo saque ${tag}`, `Aula ${tag} de voleio`)

  // a manual assignment: Ana's second class to her older package
  const assign = await client.post(`/api/sessions/${ids.session[2]}/assignments`, {
    studentId: ana,
    packageId: ids.package[1]!,
  })
  expect(assign.status, await assign.clone().text()).toBe(200)

  // an import: a student from a sheet, with credits, an amount owed and a weekly time
  const imported = await client.post('/api/student-imports', {
    rows: [
      {
        line: 2,
        values: {
          name: `Importada ${tag}`,
          phone: uniquePhone(),
          email: `importada.${tag.toLowerCase()}@example.com`,
          credits: '3',
          owed: '150',
          weeklyTime: 'dom 6h',
        },
      },
    ],
    defaults: { gender: 'female', type: 'occasional', classe: '4-classe' },
  })
  expect(imported.status, await imported.clone().text()).toBe(201)
  ids.studentImport.push((await json(imported)).import.id)
  texts.push(`Importada ${tag}`, `importada.${tag.toLowerCase()}@example.com`)

  const agenda = await buildAgenda(client, tag, ids)
  texts.push(...agenda.texts)
  const page = await buildStudentPage(client, tag, ids)
  texts.push(...page.texts)

  const alerts = await k.alerts()
  expect(alerts.length, 'the data raises alerts').toBeGreaterThan(1)
  ids.alert.push(...alerts.map((a) => a.id))
  ids.reminderMessage.push(...(await buildReminders(ctx, client, userId, ids)))
  ids.agentProposal.push(await buildAgentProposal(client))
  const agentLink = await buildAgentLink(ctx, client)
  ids.agentLink.push(agentLink.id)
  texts.push(agentLink.label)
  return { client, userId, email, ids, texts, ...agenda.values, ...page.values }
}

/** The agent's WhatsApp: a code made in the profile, sent from a number (linked). */
async function buildAgentLink(ctx: TestContext, client: TestClient) {
  const { code } = (await ok(
    await client.post('/api/agent/links', { channel: 'whatsapp' }),
    201,
  )) as {
    code: string
  }
  const digits = `5521${uniquePhone().replace(/\D/g, '').slice(-9)}`
  const account = { channel: 'whatsapp' as const, externalId: digits, label: `+${digits}` }
  expect(await linkByCode(ctx.database.db, account, code)).toBeTruthy()
  const links = (await ok(await client.get('/api/agent/links'))) as { items: { id: string }[] }
  return { id: links.items[0]!.id, label: account.label }
}

/** The agent: a question answered, then a class proposed and left pending. */
async function buildAgentProposal(client: TestClient): Promise<string> {
  await ok(await client.post('/api/agent/messages', { text: 'quem tá devendo?' }))
  const res = await client.post('/api/agent/messages', {
    text: 'registra a aula de ontem às 10h com Bruno',
  })
  const body = (await ok(res)) as { messages: { proposal: { id: string } | null }[] }
  const proposal = body.messages.at(-1)?.proposal
  expect(proposal, 'the agent proposes the class').toBeTruthy()
  return proposal!.id
}

/**
 * Reminders: Ana agrees to WhatsApp, has a lesson tomorrow at 05:00, and the planner plans her
 * message the evening before (a consent row, settings row, a message and its reminders).
 */
async function buildReminders(ctx: TestContext, client: TestClient, userId: string, ids: CoachIds) {
  const [ana] = ids.student as [string]
  await ok(
    await client.put(`/api/students/${ana}/consents`, { channel: 'whatsapp', granted: true }),
  )
  await ok(
    await client.put('/api/reminders/settings', {
      lesson: true,
      lessonMode: 'evening_before',
      lessonHours: 24,
      creditsLow: true,
      packageExpiring: true,
      paymentDue: true,
      classSummary: true,
    }),
  )
  const tomorrow = addDaysIso(today(), 1)
  await ok(
    await client.post('/api/lessons', {
      date: tomorrow,
      time: '05:00',
      studentIds: [ana],
      confirmOverlap: true,
    }),
    201,
  )
  await planReminders(ctx.database.db, {
    now: zonedInstant(today(), '18:30', 'America/Sao_Paulo'),
    keys: pageLinkKeys(TEST_APP_URL, TEST_AUTH_SECRET),
  })
  const rows = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`SELECT id FROM reminder_messages WHERE user_id = ${userId}`,
  )
  expect(rows.length, 'a reminder message planned').toBeGreaterThan(0)
  return rows.map((r) => r.id)
}

/**
 * The student's page: Ana's link, a report and a message about her first class
 * shared on it.
 */
async function buildStudentPage(client: TestClient, tag: string, ids: CoachIds) {
  const [ana] = ids.student as [string]
  const link = await ok(await client.post(`/api/students/${ana}/page-link`), 201)
  const texts = [`Relatório ${tag}: evoluiu no saque`, `Mensagem ${tag} após a aula`]
  const report = await ok(
    await client.post(`/api/students/${ana}/shares`, {
      kind: 'report',
      text: texts[0]!,
      period: '90d',
    }),
    201,
  )
  const message = await ok(
    await client.post(`/api/students/${ana}/shares`, {
      kind: 'message',
      text: texts[1]!,
      sessionId: ids.session[0]!,
    }),
    201,
  )
  ids.share.push(report.id, message.id)
  const pageToken = new URL(link.url!).pathname.split('/').pop()!
  texts.push(pageToken)
  return { texts, values: { pageToken } }
}

/**
 * The agenda with a row in each of its tables: a stand-alone lesson two days ago
 * (Ana: no-show, a credit of her older package consumed through the ledger; Elisa: rain, a
 * make-up owed), a weekly series from a week ago (Elisa and Bruno: Bruno's first occurrence
 * cancelled by the teacher), one occurrence changed on its own ("só esta aula"), one later
 * occurrence holding Elisa's make-up, and a calendar feed.
 */
async function buildAgenda(client: TestClient, tag: string, ids: CoachIds) {
  const [ana, bruno, , , elisa] = ids.student as [string, string, string, string, string]
  const texts = [`Aula ${tag} avulsa`, `Notas da aula ${tag}`, `Horário ${tag}`]
  const lesson = await ok(
    await client.post('/api/lessons', {
      date: daysFromToday(-2),
      time: '10:00',
      studentIds: [ana, elisa],
      title: `Aula ${tag} avulsa`,
      notes: `Notas da aula ${tag}`,
      confirmOverlap: true,
    }),
    201,
  )
  await ok(await client.put(`/api/lessons/${lesson.id}/attendance/${elisa}`, { outcome: 'rain' }))
  const noShow = await ok(
    await client.put(`/api/lessons/${lesson.id}/attendance/${ana}`, { outcome: 'no_show' }),
  )
  expect(noShow.attendance).toContainEqual(
    expect.objectContaining({ studentId: ana, outcome: 'no_show', charged: true }),
  )
  const start = daysFromToday(-7)
  const series = await ok(
    await client.post('/api/lesson-series', {
      weekdays: [isoWeekday(start)],
      time: '15:00',
      startDate: start,
      studentIds: [elisa, bruno],
      title: `Horário ${tag}`,
      confirmOverlap: true,
    }),
    201,
  )
  const virtual = (days: number) => `s_${series.id}_${daysFromToday(days)}`
  const cancelled = await ok(
    await client.put(`/api/lessons/${virtual(-7)}/attendance/${bruno}`, {
      outcome: 'teacher_cancelled',
    }),
  )
  const changed = await ok(
    await client.patch(`/api/lesson-series/${series.id}/occurrences/${daysFromToday(7)}`, {
      scope: 'this',
      time: '16:00',
      confirmOverlap: true,
    }),
  )
  const makeup = await ok(
    await client.put(`/api/lessons/${virtual(14)}/makeup/${elisa}`, { makeupOf: lesson.id }),
  )
  ids.series.push(series.id)
  ids.lesson.push(lesson.id, cancelled.id, changed.occurrence!.id, makeup.id, virtual(21))
  const feed = await ok(await client.post('/api/profile/calendar-feed'), 201)
  const feedToken = new URL(feed.url).pathname
    .split('/')
    .pop()!
    .replace(/\.ics$/, '')
  texts.push(feedToken)
  return { texts, values: { occurrenceDate: daysFromToday(28), feedToken } }
}

/** A student of a coach that is not used elsewhere: a body for create/update routes. */
export function studentInput(name: string): StudentCreateRequest {
  return { name, phone: uniquePhone(), gender: 'male', type: 'fixed', classe: '1-classe' }
}

/** A package body (no student id) that the API accepts. */
export function packageInput() {
  return { totalClasses: 1, priceCents: 1, startDate: today(), paymentDate: today() }
}

/** Tables holding one coach's rows (column user_id), compared whole before and after. */
const OWNED_TABLES = [
  'students',
  'packages',
  'credit_movements',
  'class_sessions',
  'session_feedbacks',
  'session_package_assignments',
  'clubs',
  'alerts',
  'profiles',
  'coach_counters',
  'lessons',
  'lesson_students',
  'lesson_series',
  'lesson_series_students',
  'agenda_day_cancellations',
  'calendar_feeds',
  'student_page_links',
  'shared_items',
  'payments',
  'payment_removals',
  'pix_settings',
  'voice_notes',
  'student_imports',
  'student_import_items',
  'reminder_settings',
  'student_consents',
  'reminder_messages',
  'reminders',
  'makeup_waitlist',
  'agent_messages',
  'agent_proposals',
  'agent_links',
] as const

/**
 * Every row the coach owns, as JSON text per table (sorted), plus the account itself: two
 * snapshots are equal exactly when nothing of the coach's changed.
 */
export async function snapshotCoach(db: Db, userId: string): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {}
  for (const table of OWNED_TABLES) {
    const rows = await queryRows<{ r: string }>(
      db,
      sql`SELECT row_to_json(t)::text AS r FROM ${sql.identifier(table)} t
          WHERE t.user_id = ${userId} ORDER BY 1`,
    )
    out[table] = rows.map((row) => row.r)
  }
  const account = await queryRows<{ r: string }>(
    db,
    sql`SELECT row_to_json(u)::text AS r FROM "user" u WHERE u.id = ${userId}`,
  )
  out.user = account.map((row) => row.r)
  return out
}
