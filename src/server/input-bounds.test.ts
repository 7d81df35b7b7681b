import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../tests/helpers/coach-kit'
import {
  createTestContext,
  errorBody,
  json,
  type TestClient,
  type TestContext,
} from '../../tests/helpers/test-app'
import { messageText } from '../shared/message-text'
import { DATE_OUT_OF_RANGE_MESSAGE } from '../shared/schemas/common'
import { leads } from './db/schema/leads'
import { packages } from './db/schema/packages'
import { classSessions } from './db/schema/sessions'

/**
 * Issue 10 items 3 and 5: a date in year 9999 answered 500 (addDaysIso wrote '+010000-…'), and
 * the lead form stored a 250,003-character phone. Both are refused 400, nothing stored.
 */
let ctx: TestContext
let coach: TestClient
let k: ReturnType<typeof kit>
let studentId: string

beforeAll(async () => {
  ctx = await createTestContext()
  coach = (await ctx.coach()).client
  k = kit(coach)
  studentId = (await k.student('Aluna Datas')).id
})
afterAll(() => ctx?.close())

const packageBody = (extra: Record<string, unknown> = {}) => ({
  studentId,
  totalClasses: 4,
  priceCents: 20000,
  startDate: '2026-01-10',
  paymentDate: '2026-01-10',
  validityDays: 30,
  ...extra,
})

async function expectOutOfRange(res: Response) {
  expect(res.status, await res.clone().text()).toBe(400)
  const body = await errorBody(res)
  expect(body.error.code).toBe('VALIDATION_ERROR')
  expect(body.error.message).toBe(messageText(DATE_OUT_OF_RANGE_MESSAGE))
  expect(body.error.messageCode).toBe('common.dateOutOfRangeYears')
}

async function countOf(table: typeof packages | typeof leads | typeof classSessions) {
  const [row] = await ctx.database.db.select({ n: count() }).from(table)
  return row!.n
}

describe('dates bounded to 2000-01-01..2100-12-31', () => {
  it('POST /api/packages with startDate or paymentDate 9999-12-31 → 400, nothing stored', async () => {
    const before = await countOf(packages)
    await expectOutOfRange(
      await coach.post('/api/packages', packageBody({ startDate: '9999-12-31' })),
    )
    await expectOutOfRange(
      await coach.post('/api/packages', packageBody({ paymentDate: '9999-12-31' })),
    )
    await expectOutOfRange(
      await coach.post('/api/packages', packageBody({ startDate: '1999-12-31' })),
    )
    expect(await countOf(packages)).toBe(before)
  })

  it('PATCH /api/packages/{id} with 9999-12-31 → 400, the package unchanged', async () => {
    const p = await k.pkg(studentId, { startDate: '2026-01-10' })
    await expectOutOfRange(
      await coach.patch(`/api/packages/${p.id}`, packageBody({ startDate: '9999-12-31' })),
    )
    const [row] = await ctx.database.db.select().from(packages).where(eq(packages.id, p.id))
    expect(row!.purchaseDate).toBe('2026-01-10')
  })

  it('accepts the last day with the longest validity: expiry 2101-12-31', async () => {
    const res = await coach.post(
      '/api/packages',
      packageBody({ startDate: '2100-12-31', paymentDate: '2100-12-31', validityDays: 365 }),
    )
    expect(res.status, await res.clone().text()).toBe(201)
    expect((await json(res)).expiryDate).toBe('2101-12-31')
  })

  it('refuses a validity over a year even on a 1-class package (where it is ignored)', async () => {
    const res = await coach.post(
      '/api/packages',
      packageBody({ totalClasses: 1, validityDays: 2_000_000_000 }),
    )
    expect(res.status).toBe(400)
  })

  it('GET /api/sessions?to=9999-12-31 (and from) → 400, not 500', async () => {
    await expectOutOfRange(await coach.get('/api/sessions?to=9999-12-31'))
    await expectOutOfRange(await coach.get('/api/sessions?from=0001-01-01'))
    expect((await coach.get('/api/sessions?from=2000-01-01&to=2100-12-31')).status).toBe(200)
  })

  it('POST /api/sessions dated before 2000 → 400, nothing stored', async () => {
    const before = await countOf(classSessions)
    const res = await coach.post('/api/sessions', {
      studentIds: [studentId],
      date: '1970-01-01T10:00:00.000Z',
    })
    expect(res.status).toBe(400)
    expect((await errorBody(res)).error.message).toBe('Data da aula fora do intervalo permitido')
    expect(await countOf(classSessions)).toBe(before)
  })
})

describe('lead form phone', () => {
  const lead = {
    name: 'Lia',
    email: 'lia@example.com',
    sports: ['Padel'],
    heardFrom: 'friends',
    language: 'pt',
  }

  it('250,003 characters → 400 Telefone muito longo, nothing stored', async () => {
    const before = await countOf(leads)
    const phone = `+55${'9'.repeat(250_000)}`
    expect(phone.length).toBe(250_003)
    const res = await ctx.client().post('/api/leads', { ...lead, phone })
    expect(res.status).toBe(400)
    expect((await errorBody(res)).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Telefone muito longo',
    })
    expect(await countOf(leads)).toBe(before)
  })

  it('31 characters refused, 30 stored', async () => {
    const thirty = `+55${'9'.repeat(27)}`
    expect((await ctx.client().post('/api/leads', { ...lead, phone: `${thirty}9` })).status).toBe(
      400,
    )
    expect((await ctx.client().post('/api/leads', { ...lead, phone: thirty })).status).toBe(201)
    const stored = await ctx.database.db.select().from(leads).where(eq(leads.phone, thirty))
    expect(stored).toHaveLength(1)
  })
})
