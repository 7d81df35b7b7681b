import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildCoachData,
  type CoachData,
  type CoachIds,
  packageInput,
  snapshotCoach,
  studentInput,
} from '../../../tests/helpers/coach-data'
import { daysFromToday } from '../../../tests/helpers/dates'
import {
  type ApiRouteSpec,
  documentedRoutes,
  fillPath,
  type JsonSchema,
} from '../../../tests/helpers/openapi-routes'
import {
  createTestContext,
  json,
  TEST_APP_URL,
  TEST_PASSWORD,
  type TestContext,
} from '../../../tests/helpers/test-app'
import { isoWeekday } from '../../shared/domain/recurrence'

/**
 * Isolation by construction. Every route of /api/openapi.json must have an entry in ROUTES
 * below — the test FAILS for a documented route without one, so each new feature adds its own
 * entry in the same commit (see docs/architecture.md, "Testing").
 *
 * From the entries the test generates, as another coach (the intruder, who has data of her own):
 * - every path id × every id of the owner's of that kind (the other path ids the intruder's
 *   own, and all of them the owner's) → 404;
 * - every body that names the owner's ids (`foreignBodies`) → 404 (or the 4xx the entry says);
 * - every list route × each of its query parameters set to each of the owner's ids and names;
 * - routes without ids are called once with the intruder's own valid body;
 * and checks that no answer carries any of the owner's ids, names, notes or e-mails, and that
 * every row of the owner's (students, packages, ledger, classes, feedbacks, assignments, clubs,
 * alerts, profile, counters, lessons and series with their students, calendar feed, account)
 * is byte-for-byte the same afterwards. Path params that are not ids (an occurrence's date, the
 * feed's token) are `fixed`: filled with the intruder's own valid value.
 */

type IdKind = keyof CoachIds

interface Entry {
  /** A coach-scoped route: the kind of record each path param names. */
  path?: Record<string, IdKind>
  /** A valid body of the intruder's own, so that a refusal is about ownership, not shape. */
  body?: (mine: CoachIds) => unknown
  /** Bodies that name the owner's ids (the path, if any, names the intruder's own records). */
  foreignBodies?: (theirs: CoachIds, mine: CoachIds) => unknown[]
  /** Expected status for the foreign bodies (404 unless said otherwise). */
  foreignBodyStatus?: number
  /** Why the route needs no ids: public, or answering only the caller's own records. */
  scope?: string
  /**
   * Path params that are not ids (an occurrence's date, the feed's token): always filled with
   * the intruder's own valid value, never iterated as the owner's.
   */
  fixed?: Record<string, (mine: CoachData) => string>
  /** More bodies tried with the owner's ids in the path (each → 404), e.g. other scopes. */
  ownerPathBodies?: (mine: CoachIds) => unknown[]
}

const first = (ids: string[]) => ids[0]!
const sessionBody = (mine: CoachIds) => ({ studentIds: [first(mine.student)] })

const ROUTES: Record<string, Entry> = {
  'GET /api/health': { scope: 'public, no coach data' },
  'POST /api/leads': {
    scope: 'public, writes a lead only',
    body: () => ({
      name: 'Lead Intrusa',
      email: 'lead.intrusa@example.com',
      phone: '+5511999999999',
      heardFrom: 'friends',
      language: 'pt',
    }),
  },
  'GET /api/students': { scope: "the caller's students (filters tried with the owner's data)" },
  'POST /api/students': {
    scope: "creates the caller's student",
    body: () => studentInput('Aluno Novo da Intrusa'),
  },
  'GET /api/students/{id}': { path: { id: 'student' } },
  'PATCH /api/students/{id}': {
    path: { id: 'student' },
    body: () => ({ ...studentInput('Hacker'), status: 'active' }),
  },
  'DELETE /api/students/{id}': { path: { id: 'student' } },
  'GET /api/students/{id}/packages': { path: { id: 'student' } },
  'GET /api/students/{id}/sessions': { path: { id: 'student' } },
  'GET /api/students/{id}/feedbacks': { path: { id: 'student' } },
  'POST /api/packages': {
    body: (mine) => ({ ...packageInput(), studentId: first(mine.student) }),
    foreignBodies: (theirs) =>
      theirs.student.map((studentId) => ({ ...packageInput(), studentId })),
  },
  'PATCH /api/packages/{id}': { path: { id: 'package' }, body: () => packageInput() },
  'DELETE /api/packages/{id}': { path: { id: 'package' } },
  'GET /api/packages/{id}/payments': { path: { id: 'package' } },
  'POST /api/packages/{id}/payments': {
    path: { id: 'package' },
    body: () => ({ amountCents: 1, paidOn: '2026-01-10', method: 'pix' }),
  },
  'DELETE /api/payments/{id}': { path: { id: 'payment' } },
  'GET /api/packages/{id}/pix': { path: { id: 'package' } },
  'GET /api/profile/pix': { scope: "the caller's own Pix key" },
  'PUT /api/profile/pix': {
    scope: "the caller's own Pix key",
    body: () => ({
      keyType: 'email',
      key: 'intrusa.pix@example.com',
      name: 'Intrusa Pix',
      city: 'Recife',
    }),
  },
  'DELETE /api/profile/pix': { scope: "removes the caller's own Pix key" },
  'GET /api/profile': { scope: "the caller's profile" },
  'PATCH /api/profile': {
    scope: "the caller's profile",
    body: () => ({ name: 'Intrusa Renomeada', phone: '11987654321', mainSport: 'Padel' }),
  },
  'GET /api/profile/time-zone-change': {
    scope: "what a zone change would move of the caller's own lessons and weekly slots",
  },
  'GET /api/clubs': { scope: "the caller's clubs" },
  'POST /api/clubs': {
    scope: "creates the caller's club",
    body: () => ({ name: 'Clube Novo Intrusa' }),
  },
  'PATCH /api/clubs/{id}': {
    path: { id: 'club' },
    body: () => ({ name: 'Roubado', isDefault: true }),
  },
  'DELETE /api/clubs/{id}': { path: { id: 'club' } },
  'POST /api/clubs/{id}/default': { path: { id: 'club' } },
  'GET /api/sessions': { scope: "the caller's classes (filters tried with the owner's data)" },
  'POST /api/sessions': {
    body: sessionBody,
    foreignBodies: (theirs, mine) => [
      { studentIds: [first(theirs.student)] },
      { studentIds: [first(mine.student), first(theirs.student)] },
      { studentIds: theirs.student },
      {
        studentIds: [first(mine.student)],
        feedbacks: [{ studentId: first(mine.student), rating: 4, clubId: first(theirs.club) }],
      },
      {
        studentIds: [first(mine.student), first(theirs.student)],
        feedbacks: [{ studentId: first(theirs.student), rating: 4 }],
      },
      // registering the owner's lesson (a row or a virtual series occurrence) from a class
      ...theirs.lesson.map((lessonId) => ({ studentIds: [first(mine.student)], lessonId })),
      // attaching the owner's voice notes, alone or beside one of the intruder's
      ...voiceNoteBodies(theirs, mine),
    ],
  },
  'GET /api/sessions/{id}': { path: { id: 'session' } },
  'PUT /api/sessions/{id}': {
    path: { id: 'session' },
    body: sessionBody,
    foreignBodies: (theirs, mine) => [
      { studentIds: [first(theirs.student)] },
      { studentIds: [first(mine.student), first(theirs.student)] },
      {
        studentIds: [first(mine.student)],
        feedbacks: [{ studentId: first(mine.student), rating: 2, clubId: first(theirs.club) }],
      },
      {
        studentIds: [first(mine.student)],
        assignments: [{ studentId: first(mine.student), packageId: first(theirs.package) }],
      },
      {
        studentIds: [first(mine.student), first(theirs.student)],
        assignments: [{ studentId: first(theirs.student), packageId: first(theirs.package) }],
      },
      ...voiceNoteBodies(theirs, mine),
    ],
  },
  'DELETE /api/sessions/{id}': { path: { id: 'session' } },
  'PATCH /api/sessions/{id}/feedbacks/{studentId}': {
    path: { id: 'session', studentId: 'student' },
    body: () => ({ rating: 1, tags: [], notes: 'x' }),
    foreignBodies: (theirs) =>
      theirs.voiceNote.map((id) => ({ rating: 1, tags: [], notes: 'x', voiceNoteIds: [id] })),
  },
  'POST /api/sessions/{id}/assignments': {
    path: { id: 'session' },
    body: (mine) => ({ studentId: first(mine.student), packageId: first(mine.package) }),
    foreignBodies: (theirs, mine) => [
      { studentId: first(theirs.student), packageId: first(theirs.package) },
      { studentId: first(mine.student), packageId: first(theirs.package) },
      { studentId: first(theirs.student), packageId: first(mine.package) },
    ],
  },
  'GET /api/dashboard': { scope: "the caller's figures" },
  'GET /api/alerts': { scope: "the caller's alerts (filters tried with the owner's data)" },
  'POST /api/alerts/{id}/dismiss': { path: { id: 'alert' } },
  'POST /api/alerts/{id}/restore': { path: { id: 'alert' } },
  // the coach's data rights (decision 0008)
  'GET /api/packages/{id}/movements': { path: { id: 'package' } },
  'POST /api/students/{id}/anonymize': { path: { id: 'student' } },
  'GET /api/profile/export': {
    scope: "the caller's own data (a zip: its content is checked in a test below)",
  },
  'DELETE /api/profile': {
    scope: "the caller's own account: the owner's e-mail as confirmation is refused",
    body: () => ({ confirmEmail: owner.email }),
  },
  // the agenda: lessons, weekly series and their occurrences, attendance, make-ups
  'GET /api/agenda': {
    scope: "the caller's lessons (a window of the intruder's own is checked in a test below)",
  },
  'GET /api/agenda/summary': { scope: "the caller's lessons of today and pending ones" },
  'POST /api/lessons': {
    body: (mine) => lessonInput(mine.student),
    foreignBodies: (theirs, mine) => [
      lessonInput(theirs.student),
      lessonInput([first(mine.student), first(theirs.student)]),
      { ...lessonInput(mine.student), clubId: first(theirs.club) },
    ],
  },
  'GET /api/lessons/{id}': { path: { id: 'lesson' } },
  'PATCH /api/lessons/{id}': {
    path: { id: 'lesson' },
    body: () => ({ time: '11:00', confirmOverlap: true }),
    foreignBodies: (theirs, mine) => [
      { studentIds: [first(mine.student), first(theirs.student)] },
      { clubId: first(theirs.club) },
    ],
    ownerPathBodies: () => [{ status: 'cancelled' }],
  },
  'DELETE /api/lessons/{id}': { path: { id: 'lesson' } },
  'POST /api/lesson-series': {
    body: (mine) => seriesInput(mine.student),
    foreignBodies: (theirs, mine) => [
      seriesInput(theirs.student),
      seriesInput([first(mine.student), first(theirs.student)]),
      { ...seriesInput(mine.student), clubId: first(theirs.club) },
    ],
  },
  'GET /api/lesson-series/{id}': { path: { id: 'series' } },
  'DELETE /api/lesson-series/{id}': { path: { id: 'series' } },
  'PATCH /api/lesson-series/{id}/occurrences/{date}': {
    path: { id: 'series' },
    fixed: { date: (mine) => mine.occurrenceDate },
    body: () => ({ scope: 'this', time: '17:00', confirmOverlap: true }),
    foreignBodies: (theirs, mine) => [
      { scope: 'this', studentIds: [first(mine.student), first(theirs.student)] },
      { scope: 'following', studentIds: theirs.student },
      { scope: 'this', clubId: first(theirs.club) },
    ],
    ownerPathBodies: () => [{ scope: 'following', time: '16:00', confirmOverlap: true }],
  },
  'POST /api/lesson-series/{id}/occurrences/{date}/cancel': {
    path: { id: 'series' },
    fixed: { date: (mine) => mine.occurrenceDate },
    body: () => ({ scope: 'this' }),
    ownerPathBodies: () => [{ scope: 'following' }],
  },
  'PUT /api/lessons/{id}/attendance/{studentId}': {
    path: { id: 'lesson', studentId: 'student' },
    body: () => ({ outcome: 'no_show' }),
    ownerPathBodies: () => [
      { outcome: 'student_cancelled' },
      { outcome: 'rain' },
      { outcome: null },
    ],
  },
  'PUT /api/lessons/{id}/makeup/{studentId}': {
    path: { id: 'lesson', studentId: 'student' },
    body: () => ({ makeupOf: null }),
    // the intruder's lesson as the make-up of the owner's lesson (rain: a make-up is owed)
    foreignBodies: (theirs) =>
      theirs.lesson.filter((id) => !id.startsWith('s_')).map((makeupOf) => ({ makeupOf })),
  },
  'GET /api/students/{id}/agenda': { path: { id: 'student' } },
  // 'Cancelar o dia' and its undo: a local day of the caller's own agenda
  'POST /api/agenda/days/{date}/cancellation': {
    scope: "cancels the caller's own lessons of one day",
    fixed: { date: (mine) => mine.occurrenceDate },
    body: () => ({ reason: 'rain' }),
    foreignBodies: (theirs) => theirs.lesson.map((id) => ({ reason: 'rain', lessonIds: [id] })),
  },
  'DELETE /api/agenda/days/{date}/cancellation': {
    scope: "undoes the caller's own day cancellation",
    fixed: { date: (mine) => mine.occurrenceDate },
  },
  // the calendar feed (decision 0011): the caller's own, or the public one keyed by its token
  // reports and the accountant's exports (aggregates of the caller's own rows; a
  // fixture with another coach's data is checked in reports.test.ts)
  'GET /api/reports/revenue': { scope: "the caller's packages and payments" },
  'GET /api/reports/revenue.csv': { scope: "the caller's packages and payments" },
  'GET /api/reports/activity': { scope: "the caller's classes" },
  'GET /api/reports/activity.csv': { scope: "the caller's classes" },
  'GET /api/reports/at-risk': { scope: "the caller's students" },
  'GET /api/reports/at-risk.csv': { scope: "the caller's students" },
  'GET /api/reports/liability': { scope: "the caller's packages" },
  'GET /api/reports/liability.csv': { scope: "the caller's packages" },
  'GET /api/reports/payment-methods': { scope: "the caller's payments" },
  'GET /api/reports/payment-methods.csv': { scope: "the caller's payments" },
  'GET /api/exports/payments.csv': { scope: "the caller's payments" },
  'GET /api/exports/packages.csv': { scope: "the caller's packages" },
  'GET /api/profile/calendar-feed': { scope: "the caller's own feed" },
  'POST /api/profile/calendar-feed': { scope: "creates the caller's own feed" },
  'DELETE /api/profile/calendar-feed': { scope: "revokes the caller's own feed" },
  'GET /api/calendar/{token}.ics': {
    scope: "public: the token is the key; the intruder's own feed is checked for the owner's data",
    fixed: { token: (mine) => mine.feedToken },
  },
  // the progress report and its drafts
  'GET /api/students/{id}/progress': { path: { id: 'student' } },
  'POST /api/students/{id}/progress/summary': {
    path: { id: 'student' },
    body: () => ({ period: '30d' }),
  },
  'GET /api/sessions/{sessionId}/students/{studentId}/message': {
    path: { sessionId: 'session', studentId: 'student' },
  },
  // the student's page (decision 0013): its link and the texts shared on it
  'GET /api/students/{id}/page-link': { path: { id: 'student' } },
  'POST /api/students/{id}/page-link': { path: { id: 'student' } },
  'DELETE /api/students/{id}/page-link': { path: { id: 'student' } },
  'GET /api/students/{id}/shares': { path: { id: 'student' } },
  'POST /api/students/{id}/shares': {
    path: { id: 'student' },
    body: () => ({ kind: 'report', text: 'Relatório da Intrusa', period: '30d' }),
    // a message about the owner's class (of the owner's student) on the intruder's own student
    foreignBodies: (theirs) =>
      theirs.session.map((sessionId) => ({ kind: 'message', text: 'Oi', sessionId })),
  },
  'DELETE /api/students/{id}/shares/{shareId}': { path: { id: 'student', shareId: 'share' } },
  // voice notes: the upload's body is raw audio (the JSON body sent here is refused)
  'POST /api/voice-notes': { scope: "creates the caller's own note from the audio sent" },
  'GET /api/voice-notes/{id}': { path: { id: 'voiceNote' } },
  'GET /api/voice-notes/{id}/audio': { path: { id: 'voiceNote' } },
  'PATCH /api/voice-notes/{id}': {
    path: { id: 'voiceNote' },
    body: () => ({ transcript: 'Transcrição da Intrusa', shared: true }),
  },
  'DELETE /api/voice-notes/{id}': { path: { id: 'voiceNote' } },
  'POST /api/student-imports/sheet': { scope: 'reads the file sent; writes nothing' },
  'POST /api/student-imports/preview': {
    scope: "a dry run against the caller's own students (the owner's phones and e-mails tried)",
    body: () => importBody([{ name: 'Aluna Intrusa', phone: '11 97654-3210' }]),
  },
  'POST /api/student-imports': {
    scope: "imports into the caller's own account (a line naming the owner's student is a new one)",
    body: () => importBody([{ name: 'Aluna Intrusa Nova', phone: '11 97654-3299' }]),
  },
  'GET /api/student-imports': { scope: "the caller's imports" },
  'POST /api/student-imports/{id}/undo': { path: { id: 'studentImport' } },
  'GET /api/students/export': { scope: "the caller's students" },
  // reminders (decision 0023): the coach's settings, 'Para enviar', a student's consents
  'GET /api/reminders/settings': { scope: "the caller's own settings" },
  'PUT /api/reminders/settings': {
    scope: "the caller's own settings",
    body: () => ({
      lesson: true,
      lessonMode: 'hours_before',
      lessonHours: 6,
      creditsLow: false,
      packageExpiring: true,
      paymentDue: true,
      classSummary: false,
    }),
  },
  'GET /api/reminders/outbox': { scope: "the caller's messages" },
  'POST /api/reminders/messages/{id}/sent': { path: { id: 'reminderMessage' } },
  'GET /api/students/{id}/reminders': { path: { id: 'student' } },
  'PUT /api/students/{id}/consents': {
    path: { id: 'student' },
    body: () => ({ channel: 'email', granted: true }),
  },
  // the agent (decision 0025): the caller's conversation, proposals by id
  'GET /api/agent/messages': { scope: "the caller's conversation" },
  'POST /api/agent/messages': {
    scope: "the caller's conversation, about the caller's students",
    body: () => ({ text: 'quem tá devendo?' }),
  },
  // its body is raw audio (the JSON body sent here is refused)
  'POST /api/agent/voice': {
    scope: "the caller's conversation; a voice note of the caller's, for the caller's student",
  },
  'DELETE /api/agent/messages': { scope: "the caller's conversation" },
  'POST /api/agent/proposals/{id}/confirm': { path: { id: 'agentProposal' } },
  'POST /api/agent/proposals/{id}/cancel': { path: { id: 'agentProposal' } },
  'POST /api/agent/links': {
    scope: "a code for the caller's own account",
    body: () => ({ channel: 'whatsapp' }),
  },
  'GET /api/agent/links': { scope: "the caller's linked accounts" },
  'DELETE /api/agent/links/{id}': { path: { id: 'agentLink' } },
}

/** An import's body of these lines. */
function importBody(lines: Record<string, string>[]) {
  return {
    rows: lines.map((values, i) => ({ line: i + 2, values })),
    defaults: { gender: 'female', type: 'occasional', classe: '4-classe' },
  }
}

/** A feedback of the intruder's naming the owner's voice notes (each alone, then all). */
function voiceNoteBodies(theirs: CoachIds, mine: CoachIds) {
  const studentId = first(mine.student)
  return [...theirs.voiceNote.map((id) => [id]), theirs.voiceNote].map((voiceNoteIds) => ({
    studentIds: [studentId],
    feedbacks: [{ studentId, rating: 4, voiceNoteIds }],
  }))
}

function lessonInput(studentIds: string[]) {
  return { date: daysFromToday(3), time: '09:00', studentIds, confirmOverlap: true }
}

function seriesInput(studentIds: string[]) {
  const startDate = daysFromToday(3)
  return { weekdays: [isoWeekday(startDate)], time: '07:00', startDate, studentIds }
}

interface Call {
  label: string
  method: string
  url: string
  body?: unknown
  /** An exact status, or 'any' (below 500) for the calls that answer the caller's own data. */
  expect: number | 'any'
}

/** Every call the table implies for one route (see the header). */
function callsFor(route: ApiRouteSpec, entry: Entry, theirs: CoachData, me: CoachData): Call[] {
  const texts = theirs.texts
  const ids = theirs.ids
  const mine = me.ids
  const calls: Call[] = []
  const ownBody = entry.body?.(mine)
  const params = Object.entries(entry.path ?? {})
  const fixed = Object.fromEntries(Object.entries(entry.fixed ?? {}).map(([p, f]) => [p, f(me)]))
  const path = (values: Record<string, string>) => fillPath(route.path, { ...fixed, ...values })
  const mineValues = Object.fromEntries(params.map(([p, kind]) => [p, first(mine[kind])]))
  if (params.length) {
    for (const [param, kind] of params) {
      for (const id of ids[kind]) {
        calls.push({
          label: `${param}=owner's ${kind}`,
          method: route.method,
          url: path({ ...mineValues, [param]: id }),
          body: ownBody,
          expect: 404,
        })
      }
    }
    if (params.length > 1) {
      calls.push({
        label: "every path id the owner's",
        method: route.method,
        url: path(Object.fromEntries(params.map(([p, kind]) => [p, first(ids[kind])]))),
        body: ownBody,
        expect: 404,
      })
    }
    const allTheirs = Object.fromEntries(params.map(([p, kind]) => [p, first(ids[kind])]))
    for (const [i, body] of (entry.ownerPathBodies?.(mine) ?? []).entries()) {
      calls.push({
        label: `owner's path, other body ${i + 1}`,
        method: route.method,
        url: path(allTheirs),
        body,
        expect: 404,
      })
    }
  } else if (!entry.foreignBodies) {
    calls.push({
      label: 'own',
      method: route.method,
      url: path({}),
      body: ownBody,
      expect: 'any',
    })
  }
  for (const [i, body] of (entry.foreignBodies?.(ids, mine) ?? []).entries()) {
    calls.push({
      label: `foreign body ${i + 1}`,
      method: route.method,
      url: path(mineValues),
      body,
      expect: entry.foreignBodyStatus ?? 404,
    })
    if (params.length) {
      const allTheirs = Object.fromEntries(params.map(([p, kind]) => [p, first(ids[kind])]))
      calls.push({
        label: `owner's path, foreign body ${i + 1}`,
        method: route.method,
        url: path(allTheirs),
        body,
        expect: 404,
      })
    }
  }
  // list filters: each query parameter set to each of the owner's ids and texts
  for (const q of route.query) {
    for (const value of [...Object.values(ids).flat(), ...texts]) {
      calls.push({
        label: `?${q.name}=owner's data`,
        method: route.method,
        url: `${path(mineValues)}?${new URLSearchParams({ [q.name]: value })}`,
        expect: 'any',
      })
    }
  }
  return calls
}

/** True when a body schema names a record by id (a uuid field anywhere inside). */
function takesBodyIds(schema: JsonSchema | undefined): boolean {
  if (!schema) return false
  if (schema.format === 'uuid') return true
  return [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(schema.anyOf ?? []),
  ].some(takesBodyIds)
}

let ctx: TestContext
let owner: CoachData
let intruder: CoachData
let routes: ApiRouteSpec[]

beforeAll(async () => {
  ctx = await createTestContext()
  owner = await buildCoachData(ctx, 'Zeferina')
  intruder = await buildCoachData(ctx, 'Intrusa')
  routes = await documentedRoutes(ctx.client())
})
afterAll(() => ctx?.close())

describe('isolation table', () => {
  it('has an entry for every route of the OpenAPI document, and none for a route that is gone', () => {
    const documented = routes.map((r) => r.key)
    expect(
      documented.filter((k) => !ROUTES[k]),
      'routes without an entry in ROUTES',
    ).toEqual([])
    expect(Object.keys(ROUTES).filter((k) => !documented.includes(k))).toEqual([])
  })

  it('names the kind of every path id, a valid body for every body, foreign bodies for body ids', () => {
    const wrong: string[] = []
    for (const route of routes) {
      const entry = ROUTES[route.key]
      if (!entry) continue
      const declared = Object.keys({ ...entry.path, ...entry.fixed }).sort()
      if (declared.join() !== [...route.pathParams].sort().join()) wrong.push(`${route.key}: path`)
      if (route.body && !entry.body) wrong.push(`${route.key}: body`)
      if (takesBodyIds(route.body) && !entry.foreignBodies)
        wrong.push(`${route.key}: foreignBodies`)
      if (!Object.keys(entry.path ?? {}).length && !takesBodyIds(route.body) && !entry.scope)
        wrong.push(`${route.key}: scope`)
    }
    expect(wrong).toEqual([])
  })
})

describe("another coach's ids", () => {
  let before: Record<string, string[]>
  beforeAll(async () => {
    before = await snapshotCoach(ctx.database.db, owner.userId)
  })

  it('every generated call answers as expected and carries nothing of the owner', async () => {
    const secrets = [...Object.values(owner.ids).flat(), ...owner.texts]
    const failures: string[] = []
    let count = 0
    for (const route of routes) {
      const entry = ROUTES[route.key]
      if (!entry) continue
      for (const call of callsFor(route, entry, owner, intruder)) {
        count++
        const res = await intruder.client.request(call.method, call.url, call.body)
        const text = await res.text()
        const name = `${route.key} (${call.label}) ${call.url}`
        if (call.expect === 'any' ? res.status >= 500 : res.status !== call.expect) {
          failures.push(`${name}: ${res.status} (expected ${call.expect}) ${text.slice(0, 150)}`)
        }
        const leaked = secrets.filter((s) => text.includes(s))
        if (leaked.length) failures.push(`${name}: answer carries the owner's ${leaked.join(', ')}`)
      }
    }
    expect(failures).toEqual([])
    expect(count).toBeGreaterThan(300)
    // thousands of calls (each list filter × each of the owner's ids and texts): more than the
    // default 30 s on a loaded machine since the reports' period filters
  }, 120_000)

  it("changed none of the owner's rows", async () => {
    expect(await snapshotCoach(ctx.database.db, owner.userId)).toEqual(before)
    // and read back through the API, as the owner sees them
    const [ana] = owner.ids.student
    const student = await json(await owner.client.get(`/api/students/${ana}`))
    expect(student).toMatchObject({ name: 'Ana Zeferina' })
    const clubs = await json(await owner.client.get('/api/clubs'))
    expect(clubs.map((c: { name: string }) => c.name).sort()).toEqual([
      'Clube Zeferina Norte',
      'Clube Zeferina Sul',
    ])
    expect(
      (await json(await owner.client.get('/api/alerts'))).items
        .map((a: { id: string }) => a.id)
        .sort(),
    ).toEqual([...owner.ids.alert].sort())
  })

  it("lists show only the coach's own records", async () => {
    const client = intruder.client
    const students = (await json(await client.get('/api/students?pageSize=100'))).items
    expect(students.every((s: { name: string }) => !s.name.includes('Zeferina'))).toBe(true)
    expect(students.map((s: { name: string }) => s.name)).toContain('Ana Intrusa')
    const clubs = await json(await client.get('/api/clubs'))
    expect(clubs.map((c: { id: string }) => c.id).sort()).toEqual(
      expect.arrayContaining([...intruder.ids.club].sort()),
    )
    const sessions = await json(await client.get('/api/sessions?pageSize=50'))
    expect(sessions.unfilteredTotal).toBe(intruder.ids.session.length)
    const alerts = (await json(await client.get('/api/alerts'))).items
    expect(alerts.every((a: { id: string }) => !owner.ids.alert.includes(a.id))).toBe(true)
    const dashboard = await json(await client.get('/api/dashboard'))
    expect(JSON.stringify(dashboard)).not.toContain('Zeferina')
    expect(dashboard.todaysSessions).toBe(3) // the intruder's own classes of today
  })

  it("the agenda and the calendar feed show only the coach's own lessons", async () => {
    const window = `from=${daysFromToday(-7)}&to=${daysFromToday(28)}`
    const ownIds = (items: { id: string }[]) => items.map((i) => i.id)
    const theirs = (await json(await intruder.client.get(`/api/agenda?${window}`))).items
    const mine = (await json(await owner.client.get(`/api/agenda?${window}`))).items
    expect(ownIds(theirs)).toEqual(expect.arrayContaining(intruder.ids.lesson))
    expect(ownIds(mine)).toEqual(expect.arrayContaining(owner.ids.lesson))
    expect(JSON.stringify(theirs)).not.toContain('Zeferina')
    for (const id of owner.ids.series) expect(JSON.stringify(theirs)).not.toContain(id)
    // the feeds: each token gives its own coach's lessons, and the owner's never reach the intruder
    // (the generated calls regenerated and revoked the intruder's own: a new one)
    const created = await json(await intruder.client.post('/api/profile/calendar-feed'))
    expect(created.url).not.toContain(owner.feedToken)
    intruder.feedToken = new URL(created.url).pathname
      .split('/')
      .pop()!
      .replace(/\.ics$/, '')
    const feed = async (data: CoachData) => {
      const res = await intruder.client.get(`/api/calendar/${data.feedToken}.ics`)
      expect(res.status).toBe(200)
      return res.text()
    }
    const intruderFeed = await feed(intruder)
    expect(intruderFeed).toContain(`UID:${intruder.ids.lesson[0]}@quadra`)
    for (const secret of [...Object.values(owner.ids).flat(), ...owner.texts]) {
      expect(intruderFeed).not.toContain(secret)
    }
    expect(await feed(owner)).toContain(`UID:${owner.ids.lesson[0]}@quadra`)
    const status = await json(await intruder.client.get('/api/profile/calendar-feed'))
    expect(status.active).toBe(true)
    expect(JSON.stringify(status)).not.toContain(owner.feedToken)
  })

  it("a student with the owner's phone is no duplicate for another coach", async () => {
    const phone = (await json(await owner.client.get(`/api/students/${owner.ids.student[0]}`)))
      .phone
    const res = await intruder.client.post('/api/students', {
      ...studentInput('Homônima da Intrusa'),
      phone,
      email: 'ana.zeferina@example.com',
    })
    expect(res.status, await res.clone().text()).toBe(201)
    expect(await res.text()).not.toContain(owner.ids.student[0]!)
  })
})

describe('the account routes', () => {
  it("export only the caller's own data, and refuse the owner's e-mail to delete", async () => {
    const res = await intruder.client.get('/api/profile/export')
    expect(res.status).toBe(200)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const all = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n')
    expect(all).toContain(intruder.ids.student[0])
    for (const secret of [...Object.values(owner.ids).flat(), ...owner.texts]) {
      expect(all).not.toContain(secret)
    }
    const del = await intruder.client.delete('/api/profile', {
      confirmEmail: owner.email,
    })
    expect(del.status).toBe(400)
    expect((await owner.client.get('/api/profile')).status).toBe(200)
    expect((await intruder.client.get('/api/profile')).status).toBe(200)
  })
})

describe('the sign-in form without JavaScript (POST /app/login, issue 16)', () => {
  const postForm = (fields: Record<string, string>, cookie?: string) => {
    const body = new URLSearchParams(fields).toString()
    return ctx.app.request(`${TEST_APP_URL}/app/login`, {
      method: 'POST',
      headers: {
        origin: TEST_APP_URL,
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(Buffer.byteLength(body)),
        ...(cookie ? { cookie } : {}),
      },
      body,
      redirect: 'manual',
    })
  }

  it("signs in only the account of the credentials: the owner's e-mail gets the same refusal as nobody's", async () => {
    const intruderCookie = [...intruder.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const guess = await postForm(
      { email: owner.email, password: 'senha-errada-123' },
      intruderCookie,
    )
    const nobody = await postForm({ email: 'ninguem@example.com', password: 'senha-errada-123' })
    expect(guess.status).toBe(303)
    expect(new URL(guess.headers.get('location')!, TEST_APP_URL).searchParams.get('erro')).toBe(
      'INVALID_EMAIL_OR_PASSWORD',
    )
    expect(new URL(nobody.headers.get('location')!, TEST_APP_URL).searchParams.get('erro')).toBe(
      'INVALID_EMAIL_OR_PASSWORD',
    )
    expect(guess.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(false)

    const mine = await postForm({ email: intruder.email, password: TEST_PASSWORD })
    expect(mine.status).toBe(303)
    const cookie = mine.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ')
    const students = await ctx.app.request(`${TEST_APP_URL}/api/students?pageSize=100`, {
      headers: { cookie },
    })
    expect(students.status).toBe(200)
    const text = await students.text()
    expect(text).toContain(intruder.ids.student[0]!)
    for (const id of owner.ids.student) expect(text).not.toContain(id)
  })
})
