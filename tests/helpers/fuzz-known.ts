import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { DISMISSIBLE_ALERTS } from '../../src/server/features/alerts/alerts.service'
import { addDaysIso } from '../../src/shared/domain/dates'
import { isoWeekday } from '../../src/shared/domain/recurrence'
import type { CoachData, CoachIds } from './coach-data'
import { kit, uniquePhone } from './coach-kit'
import { daysFromToday } from './dates'
import type { KnownValues } from './fuzz'
import { json, lastLinkTo, ok, TEST_PASSWORD, type TestClient, type TestContext } from './test-app'
import { queryRows } from './test-db'
import { newVoiceNote } from './voice-notes'

/**
 * The known values of the routes whose success needs more than a plausible body and an own id
 * of the right kind (see KnownValues in fuzz.ts). They are made right before the route's batch:
 * read from the coach's data as the routes fuzzed before left it (the students still active, a
 * class's students), or records made for this route alone — what a delete removes, an
 * anonymization empties, an edit of a weekly slot splits — so that the route can succeed more
 * than once and the coach's shared data stays usable for the routes fuzzed after it.
 */

export interface KnownEnv {
  ctx: TestContext
  owner: CoachData
}

/** What a route's requests may use besides the pools. */
export interface Known {
  values: KnownValues[]
  /**
   * Records made for the route that stand in for the coach's own of their kind in all its
   * requests, so that the pool's records stay as they are for the routes fuzzed after it (a
   * student anonymized or a weekly slot split by a stray request would turn their requests
   * into 404s and 409s).
   */
  own?: Partial<CoachIds>
}

type Maker = (env: KnownEnv, n: number) => Promise<Known>

/** The known values of a route (none for a route that needs none), `n` of each made record. */
export async function knownFor(routeKey: string, env: KnownEnv, n: number): Promise<Known> {
  return (await KNOWN[routeKey]?.(env, n)) ?? { values: [] }
}

/** Records of one kind made for the route: each names the path's `{id}`. */
const fresh = (kind: keyof CoachIds, ids: string[]): Known => ({
  values: ids.map((id) => ({ path: { id } })),
  own: { [kind]: ids },
})

async function repeat<T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = []
  for (let i = 0; i < n; i++) out.push(await make(i))
  return out
}

let freshSeq = 0
const freshName = (what: string) => `${what} Fuzz ${++freshSeq}`

/**
 * Days a made lesson takes, each new (a day cancellation of one route must not meet the
 * lessons of another): the 30th to the 329th day ahead, inside the agenda's 12 months.
 */
let daySeq = 0
const freshDay = () => daysFromToday(30 + (daySeq++ % 300))

const freshStudent = async (client: TestClient) =>
  (await kit(client).student(freshName('Aluno'))).id

/** Proposals of the agent waiting for Confirmar, as the agent stores them. */
async function pendingProposals(env: KnownEnv, n: number): Promise<Known> {
  const [studentId] = await activeStudents(env)
  const rows = await repeat(n, async () => {
    const intent = {
      kind: 'sell_package',
      studentId,
      classes: 1,
      priceCents: 100,
      validityDays: null,
      startDate: daysFromToday(0),
    }
    const [row] = await queryRows<{ id: string }>(
      env.ctx.database.db,
      sql`INSERT INTO agent_proposals (user_id, channel, intent)
          VALUES (${env.owner.userId}, 'app', ${JSON.stringify(intent)}::jsonb) RETURNING id`,
    )
    return row!.id
  })
  return fresh('agentProposal', rows)
}

/**
 * A voice note asked for ('áudio pra …'), stored as the agent stores its question: the first
 * audio of the batch is that note (stored and proposed for the student's newest feedback), the
 * others are heard through the fake provider's transcription.
 */
async function voiceNoteAsked(env: KnownEnv): Promise<Known> {
  const { db } = env.ctx.database
  const [recent] = await queryRows<{ student_id: string }>(
    db,
    sql`SELECT f.student_id FROM session_feedbacks f
        JOIN class_sessions cs ON cs.id = f.session_id
        WHERE f.user_id = ${env.owner.userId} AND cs.date > now() - interval '2 days'
        ORDER BY cs.date DESC LIMIT 1`,
  )
  const studentId = recent?.student_id ?? (await activeStudents(env))[0]
  const pending = { text: 'áudio pra aluna', reason: 'voice_for', studentId }
  await db.execute(sql`INSERT INTO agent_messages (user_id, channel, role, text, pending)
      VALUES (${env.owner.userId}, 'app', 'agent', 'Grave o áudio.', ${JSON.stringify(pending)}::jsonb)`)
  return { values: [] }
}

/** The coach's students still active (the pool's first: they hold packages and classes). */
async function activeStudents({ owner }: KnownEnv): Promise<string[]> {
  const list = await ok(await owner.client.get('/api/students?status=active&pageSize=100'))
  const active = new Set((list.items as { id: string }[]).map((s) => s.id))
  const pool = owner.ids.student.filter((id) => active.has(id))
  return pool.length ? pool : [...active].slice(0, 5)
}

/** Up to n small groups of the active students: each alone, then pairs. */
async function studentGroups(env: KnownEnv, n: number): Promise<string[][]> {
  const ids = await activeStudents(env)
  const pairs = ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b]))
  return [...ids.map((id) => [id]), ...pairs].slice(0, Math.max(n, 1))
}

/** Each class of the coach still there, with its participants. */
async function classStudents({ owner }: KnownEnv): Promise<[string, string][]> {
  const pairs: [string, string][] = []
  for (const sessionId of owner.ids.session) {
    const res = await owner.client.get(`/api/sessions/${sessionId}`)
    if (res.status !== 200) continue
    for (const p of (await json(res)).participants as { studentId: string }[]) {
      pairs.push([sessionId, p.studentId])
    }
  }
  return pairs
}

async function packagesOf(client: TestClient, studentId: string): Promise<string[]> {
  const res = await client.get(`/api/students/${studentId}/packages`)
  return res.status === 200 ? ((await json(res)) as { id: string }[]).map((p) => p.id) : []
}

/** A lesson on `day` (confirmed over any overlap); its id. */
async function newLesson(client: TestClient, day: string, studentIds: string[], time = '08:00') {
  const body = { date: day, time, studentIds, confirmOverlap: true }
  return (await ok(await client.post('/api/lessons', body), 201)).id
}

/** A weekly slot from `day` on (its weekday); its id. */
async function newSeries(client: TestClient, day: string, studentIds: string[]) {
  const body = {
    weekdays: [isoWeekday(day)],
    time: '19:00',
    startDate: day,
    studentIds,
    confirmOverlap: true,
  }
  return (await ok(await client.post('/api/lesson-series', body), 201)).id
}

/** The dismissible alerts open now (dismissed or not), read from the table. */
async function dismissibleAlerts({ ctx, owner }: KnownEnv): Promise<KnownValues[]> {
  const rows = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`SELECT id FROM alerts WHERE user_id = ${owner.userId} AND NOT resolved
        AND type IN (${sql.join(
          DISMISSIBLE_ALERTS.map((t) => sql`${t}`),
          sql`, `,
        )}) ORDER BY id`,
  )
  return rows.map((r) => ({ path: { id: r.id } }))
}

/** Voice notes made for the route. */
const freshNotes: Maker = async ({ ctx, owner }, n) =>
  fresh('voiceNote', await repeat(n, async () => (await newVoiceNote(ctx, owner.client)).id))

/** Students made for the route. */
const freshStudents: Maker = async ({ owner }, n) =>
  fresh('student', await repeat(n, () => freshStudent(owner.client)))

/** A weekly slot made for each request, with one of its occurrences. */
const freshOccurrences: Maker = async (env, n) => {
  const [first] = await activeStudents(env)
  const values = await repeat(n, async (i) => {
    const day = freshDay()
    const id = await newSeries(env.owner.client, day, [first!])
    return { path: { id, date: i % 2 ? addDaysIso(day, 7) : day } }
  })
  return { values, own: { series: values.map((v) => v.path.id) } }
}

const values = (list: KnownValues[]): Known => ({ values: list })

const KNOWN: Record<string, Maker> = {
  // the pool's students keep their state (active, with history) for the routes after these
  'PATCH /api/students/{id}': freshStudents,
  'DELETE /api/students/{id}': freshStudents,
  'POST /api/students/{id}/anonymize': async ({ owner }, n) => {
    const k = kit(owner.client)
    const ids = await repeat(n, async () => {
      const id = await freshStudent(owner.client)
      await k.pkg(id, { totalClasses: 2 })
      await k.session([id])
      return id
    })
    return fresh('student', ids)
  },
  // a package with its whole (maximal) price due, so a payment of any plausible amount fits
  'POST /api/packages/{id}/payments': async ({ owner }) => {
    const student = await freshStudent(owner.client)
    const pkg = await kit(owner.client).pkg(student, { priceCents: 100_000_000 })
    return values([{ path: { id: pkg.id } }])
  },
  'DELETE /api/packages/{id}': async ({ owner }, n) => {
    const student = await freshStudent(owner.client)
    const k = kit(owner.client)
    return fresh('package', await repeat(n, async () => (await k.pkg(student)).id))
  },
  'DELETE /api/payments/{id}': async ({ owner }, n) => {
    const student = await freshStudent(owner.client)
    const pkg = await kit(owner.client).pkg(student, { priceCents: 100_000_000 })
    const body = { amountCents: 100, paidOn: daysFromToday(-1), method: 'dinheiro' } as const
    const ids = await repeat(
      n,
      async () =>
        (await ok(await owner.client.post(`/api/packages/${pkg.id}/payments`, body), 201)).id,
    )
    return fresh('payment', ids)
  },
  'DELETE /api/clubs/{id}': async ({ owner }, n) => {
    const ids = await repeat(
      n,
      async () =>
        (await ok(await owner.client.post('/api/clubs', { name: freshName('Clube') }), 201)).id,
    )
    return fresh('club', ids)
  },
  // classes of students still active, not tied to a lesson of the agenda; their feedbacks' voice
  // notes are made for the route (the pool's are attached, or were detached and removed)
  'POST /api/sessions': async (env, n) => {
    const groups = await studentGroups(env, n)
    return {
      values: groups.map((studentIds) => ({ body: { studentIds, lessonId: undefined } })),
      own: (await freshNotes(env, n)).own,
    }
  },
  'PUT /api/sessions/{id}': async (env, n) => {
    const groups = await studentGroups(env, n)
    const sessions = env.owner.ids.session
    const list = await Promise.all(
      groups.map(async (studentIds, i) => {
        const [studentId] = studentIds as [string]
        const [packageId] = await packagesOf(env.owner.client, studentId)
        return {
          path: { id: sessions[i % sessions.length]! },
          body: {
            studentIds,
            assignments: i % 2 && packageId ? [{ studentId, packageId }] : undefined,
          },
        }
      }),
    )
    return { values: list, own: (await freshNotes(env, n)).own }
  },
  'DELETE /api/sessions/{id}': async ({ owner }, n) => {
    const student = await freshStudent(owner.client)
    const k = kit(owner.client)
    await k.pkg(student, { totalClasses: n })
    return fresh('session', await repeat(n, async () => (await k.session([student])).id))
  },
  'PATCH /api/sessions/{id}/feedbacks/{studentId}': async (env, n) => ({
    values: (await classStudents(env)).map(([id, studentId]) => ({ path: { id, studentId } })),
    own: (await freshNotes(env, n)).own,
  }),
  'GET /api/sessions/{sessionId}/students/{studentId}/message': async (env) =>
    values(
      (await classStudents(env)).map(([sessionId, studentId]) => ({
        path: { sessionId, studentId },
      })),
    ),
  'POST /api/sessions/{id}/assignments': async (env) => {
    const list: KnownValues[] = []
    for (const [id, studentId] of await classStudents(env)) {
      for (const packageId of await packagesOf(env.owner.client, studentId)) {
        list.push({ path: { id }, body: { studentId, packageId } })
      }
    }
    return values(list)
  },
  'GET /api/voice-notes/{id}': (env) => freshNotes(env, 3),
  'GET /api/voice-notes/{id}/audio': (env) => freshNotes(env, 3),
  'PATCH /api/voice-notes/{id}': (env) => freshNotes(env, 3),
  'DELETE /api/voice-notes/{id}': freshNotes,
  // imports of one new student each, nothing done since: each can be undone once
  'POST /api/student-imports/{id}/undo': async ({ owner }, n) =>
    fresh(
      'studentImport',
      await repeat(n, async () => {
        const res = await owner.client.post('/api/student-imports', {
          rows: [
            {
              line: 2,
              values: { name: freshName('Importada'), phone: uniquePhone(), credits: '2' },
            },
          ],
          defaults: { gender: 'male', type: 'occasional', classe: '4-classe' },
        })
        return (await json(res)).import.id
      }),
    ),
  // the agent: proposals still pending (a one-class package each), each decided once
  'POST /api/agent/proposals/{id}/confirm': pendingProposals,
  'POST /api/agent/proposals/{id}/cancel': pendingProposals,
  'POST /api/agent/voice': voiceNoteAsked,
  'POST /api/alerts/{id}/dismiss': async (env) => values(await dismissibleAlerts(env)),
  'POST /api/alerts/{id}/restore': async (env) => values(await dismissibleAlerts(env)),
  'POST /api/lessons': async (env, n) =>
    values(
      (await studentGroups(env, n)).map((studentIds) => ({
        body: { studentIds, makeupOf: undefined },
      })),
    ),
  'POST /api/lesson-series': async (env, n) =>
    values((await studentGroups(env, n)).map((studentIds) => ({ body: { studentIds } }))),
  // stand-alone lessons to come (a series' occurrence is changed through its series)
  'PATCH /api/lessons/{id}': async (env, n) => {
    const groups = await studentGroups(env, n)
    const ids = await repeat(n, (i) =>
      newLesson(env.owner.client, freshDay(), groups[i % groups.length]!),
    )
    return {
      values: ids.map((id, i) => ({
        path: { id },
        body: { studentIds: groups[i % groups.length] },
      })),
      own: { lesson: ids },
    }
  },
  'DELETE /api/lessons/{id}': async (env, n) => {
    const [first] = await activeStudents(env)
    return fresh('lesson', await repeat(n, () => newLesson(env.owner.client, freshDay(), [first!])))
  },
  'DELETE /api/lesson-series/{id}': async (env, n) => {
    const [first] = await activeStudents(env)
    return fresh('series', await repeat(n, () => newSeries(env.owner.client, freshDay(), [first!])))
  },
  'PATCH /api/lesson-series/{id}/occurrences/{date}': freshOccurrences,
  'POST /api/lesson-series/{id}/occurrences/{date}/cancel': freshOccurrences,
  // yesterday's lessons of two active students: each of them, in each lesson
  'PUT /api/lessons/{id}/attendance/{studentId}': async (env, n) => {
    const students = (await activeStudents(env)).slice(0, 2)
    const lessons = await repeat(Math.ceil(n / students.length), (i) =>
      newLesson(
        env.owner.client,
        daysFromToday(-1),
        students,
        `${String(6 + (i % 14)).padStart(2, '0')}:00`,
      ),
    )
    return values(
      lessons.flatMap((id) => students.map((studentId) => ({ path: { id, studentId } }))),
    )
  },
  // a lesson to come as the make-up of yesterday's rained-out one
  'PUT /api/lessons/{id}/makeup/{studentId}': async (env, n) => {
    const [studentId] = await activeStudents(env)
    const client = env.owner.client
    const list = await repeat(n, async () => {
      const owed = await newLesson(client, daysFromToday(-1), [studentId!], '07:00')
      await ok(
        await client.put(`/api/lessons/${owed}/attendance/${studentId}`, { outcome: 'rain' }),
      )
      const id = await newLesson(client, freshDay(), [studentId!])
      return { path: { id, studentId: studentId! }, body: { makeupOf: owed } }
    })
    return values(list)
  },
  // a day with a lesson: all of it, or the lesson named
  'POST /api/agenda/days/{date}/cancellation': async (env, n) => {
    const [first] = await activeStudents(env)
    const list = await repeat(n, async (i) => {
      const date = freshDay()
      const lesson = await newLesson(env.owner.client, date, [first!])
      return { path: { date }, body: { lessonIds: i % 2 ? [lesson] : undefined } }
    })
    return values(list)
  },
  'DELETE /api/agenda/days/{date}/cancellation': async (env, n) => {
    const [first] = await activeStudents(env)
    const list = await repeat(n, async () => {
      const date = freshDay()
      await newLesson(env.owner.client, date, [first!])
      const cancel = { reason: 'rain' } as const
      await ok(await env.owner.client.post(`/api/agenda/days/${date}/cancellation`, cancel))
      return { path: { date } }
    })
    return values(list)
  },
  'DELETE /api/students/{id}/shares/{shareId}': async ({ owner }, n) => {
    const id = await freshStudent(owner.client)
    const shares = await repeat(n, async () => {
      const body = { kind: 'report', text: freshName('Relatório'), period: '30d' } as const
      return (await ok(await owner.client.post(`/api/students/${id}/shares`, body), 201)).id
    })
    return {
      values: shares.map((shareId) => ({ path: { id, shareId } })),
      own: { student: [id], share: shares },
    }
  },
  'DELETE /api/profile': async ({ owner }) => values([{ body: { confirmEmail: owner.email } }]),
  'POST /api/auth/sign-in/email': async ({ owner }) =>
    values([{ body: { email: owner.email, password: TEST_PASSWORD } }]),
  // the links a coach of its own was sent (the password a reset sets is not the pool's)
  'POST /api/auth/reset-password': async ({ ctx }, n) => {
    const { email } = await ctx.coach({ name: 'Treinadora Redefinição' })
    const anonymous = ctx.client()
    const list = await repeat(n, async () => {
      const sent = await anonymous.request('POST', '/api/auth/request-password-reset', { email })
      expect(sent.status, await sent.clone().text()).toBe(200)
      const token = new URL(lastLinkTo(ctx.mailer.messages, email)).pathname.split('/').pop()!
      return { body: { token } }
    })
    return values(list)
  },
  'POST /api/auth/change-password': async () =>
    values([{ body: { currentPassword: TEST_PASSWORD } }]),
}
