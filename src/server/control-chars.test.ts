import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../tests/helpers/coach-kit'
import {
  createTestContext,
  errorBody,
  json,
  TEST_PASSWORD,
  type TestClient,
  type TestContext,
} from '../../tests/helpers/test-app'
import { messageText } from '../shared/message-text'
import { INVALID_TEXT_MESSAGE } from '../shared/schemas/common'
import type { StudentCreateRequest } from '../shared/schemas/student'
import { user } from './db/schema/auth'
import { clubs } from './db/schema/clubs'
import { leads } from './db/schema/leads'
import { profiles } from './db/schema/profiles'
import { classSessions } from './db/schema/sessions'
import { students } from './db/schema/students'

/**
 * Issue 10 item 1: a NUL byte (or any other control character) in a text field or a search term
 * answered 500 on 13 routes. Each now answers 400 in the app's envelope, and nothing is stored.
 */
let ctx: TestContext
let coach: TestClient
let userId: string
let k: ReturnType<typeof kit>
let studentId: string
let clubId: string
let sessionId: string

beforeAll(async () => {
  ctx = await createTestContext()
  const c = await ctx.coach({ name: 'Carla Limpa' })
  coach = c.client
  userId = c.userId
  k = kit(coach)
  studentId = (await k.student('Aluno Limpo', { notes: 'ok' })).id
  await k.pkg(studentId)
  const club = await coach.post('/api/clubs', { name: 'Clube Limpo', address: 'Rua A' })
  expect(club.status).toBe(201)
  clubId = (await json(club)).id
  sessionId = (await k.session([studentId], { notes: 'aula boa' })).id
})
afterAll(() => ctx?.close())

const NUL = '\u0000'

async function expectInvalidText(res: Response) {
  expect(res.status, await res.clone().text()).toBe(400)
  const body = await errorBody(res)
  expect(body.error.code).toBe('VALIDATION_ERROR')
  expect(body.error.message).toBe(messageText(INVALID_TEXT_MESSAGE))
  expect(body.error.messageCode).toBe('common.invalidText')
}

async function rows(table: typeof students | typeof clubs | typeof leads | typeof classSessions) {
  const [row] = await ctx.database.db.select({ n: count() }).from(table)
  return row!.n
}

const newStudent = (extra: Partial<StudentCreateRequest>): StudentCreateRequest => ({
  name: 'Bruno',
  phone: '11987650001',
  gender: 'male',
  type: 'fixed',
  classe: '4-classe',
  ...extra,
})

describe('a control character in a text field or search term → 400 envelope, nothing stored', () => {
  it('POST /api/students (name, notes)', async () => {
    const before = await rows(students)
    await expectInvalidText(await coach.post('/api/students', newStudent({ name: `ab${NUL}cd` })))
    await expectInvalidText(await coach.post('/api/students', newStudent({ notes: `x${NUL}` })))
    await expectInvalidText(
      await coach.post('/api/students', newStudent({ email: `a${NUL}@example.com` })),
    )
    expect(await rows(students)).toBe(before)
  })

  it('PATCH /api/students/{id}', async () => {
    const res = await coach.patch(`/api/students/${studentId}`, {
      ...newStudent({ name: `Aluno${NUL}` }),
      status: 'active',
    })
    await expectInvalidText(res)
    const [row] = await ctx.database.db.select().from(students).where(eq(students.id, studentId))
    expect(row!.name).toBe('Aluno Limpo')
  })

  it('GET /api/students?q=%00', async () => {
    await expectInvalidText(await coach.get('/api/students?q=%00'))
    await expectInvalidText(await coach.get('/api/students?q=ana%07'))
  })

  it('POST /api/clubs and PATCH /api/clubs/{id}', async () => {
    const before = await rows(clubs)
    await expectInvalidText(await coach.post('/api/clubs', { name: `Clube${NUL}` }))
    await expectInvalidText(await coach.post('/api/clubs', { name: 'C', address: `R${NUL}` }))
    expect(await rows(clubs)).toBe(before)
    await expectInvalidText(await coach.patch(`/api/clubs/${clubId}`, { name: `Outro${NUL}` }))
    const [row] = await ctx.database.db.select().from(clubs).where(eq(clubs.id, clubId))
    expect(row!.name).toBe('Clube Limpo')
  })

  it('PATCH /api/profile', async () => {
    const res = await coach.patch('/api/profile', {
      name: `Carla${NUL}`,
      phone: '11987654321',
      mainSport: 'Tênis',
    })
    await expectInvalidText(res)
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, userId))
    expect(row!.name).toBe('Carla Limpa')
  })

  it('POST /api/sessions (session notes, feedback notes)', async () => {
    const before = await rows(classSessions)
    await expectInvalidText(
      await coach.post('/api/sessions', { studentIds: [studentId], notes: `n${NUL}` }),
    )
    await expectInvalidText(
      await coach.post('/api/sessions', {
        studentIds: [studentId],
        feedbacks: [{ studentId, rating: 4, notes: `f${NUL}` }],
      }),
    )
    expect(await rows(classSessions)).toBe(before)
    expect(await k.remaining(studentId, (await k.packages(studentId))[0]!.id)).toBe(3)
  })

  it('PUT /api/sessions/{id} and PATCH /api/sessions/{id}/feedbacks/{studentId}', async () => {
    await expectInvalidText(
      await coach.put(`/api/sessions/${sessionId}`, { studentIds: [studentId], notes: `n${NUL}` }),
    )
    await expectInvalidText(
      await coach.patch(`/api/sessions/${sessionId}/feedbacks/${studentId}`, {
        rating: 5,
        notes: `f${NUL}`,
      }),
    )
    const s = await json(await coach.get(`/api/sessions/${sessionId}`))
    expect(s.notes).toBe('aula boa')
    expect(s.feedbacks[0]!.rating).toBe(3)
  })

  it('GET /api/sessions?q=%00', async () => {
    await expectInvalidText(await coach.get('/api/sessions?q=%00'))
    await expectInvalidText(await coach.get('/api/sessions?q=%7F'))
  })

  it('POST /api/leads (public form)', async () => {
    const before = await rows(leads)
    const lead = {
      name: `ab${NUL}cd`,
      email: 'lead@example.com',
      phone: '+5511987654321',
      sports: ['Padel'],
      heardFrom: 'friends',
      language: 'pt',
    }
    await expectInvalidText(await ctx.client().post('/api/leads', lead))
    await expectInvalidText(
      await ctx.client().post('/api/leads', { ...lead, name: 'Ana', extraSport: `x${NUL}` }),
    )
    expect(await rows(leads)).toBe(before)
  })

  it('POST /api/auth/sign-up/email (name), in the envelope, no account', async () => {
    const email = 'nul-signup@example.com'
    const res = await ctx.client().request('POST', '/api/auth/sign-up/email', {
      name: `Ana${NUL}`,
      email,
      password: TEST_PASSWORD,
      countryCode: '+55',
      phone: '11987654321',
    })
    await expectInvalidText(res)
    const found = await ctx.database.db.select().from(user).where(eq(user.email, email))
    expect(found).toEqual([])
  })

  it('better-auth routes outside our schemas: sign-in e-mail, reset token, resend', async () => {
    await expectInvalidText(
      await ctx.client().request('POST', '/api/auth/sign-in/email', {
        email: `a${NUL}@example.com`,
        password: 'x',
      }),
    )
    await expectInvalidText(
      await ctx.client().request('POST', '/api/auth/reset-password', {
        token: `t${NUL}`,
        newPassword: 'Nova-senha-forte-9',
      }),
    )
    await expectInvalidText(
      await ctx
        .client()
        .request('POST', '/api/auth/send-verification-email', { email: `b${NUL}@x.com` }),
    )
    await expectInvalidText(
      await ctx
        .client()
        .request('POST', '/api/auth/request-password-reset', { email: `c${NUL}@example.com` }),
    )
  })

  it('keeps newlines and tabs in multi-line notes, refuses them in one-line fields', async () => {
    const ok = await coach.post('/api/students', newStudent({ notes: 'linha 1\n\tlinha 2\r\n' }))
    expect(ok.status, await ok.clone().text()).toBe(201)
    expect((await json(ok)).notes).toBe('linha 1\n\tlinha 2')
    await expectInvalidText(
      await coach.post('/api/students', newStudent({ name: 'Ana\nMaria', phone: '11987650002' })),
    )
  })
})
