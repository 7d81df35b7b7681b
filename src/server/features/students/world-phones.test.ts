import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestContext,
  errorBody,
  json,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { formatPhone } from '../../../shared/domain/phone'
import type { StudentCreateRequest } from '../../../shared/schemas/student'

/**
 * Issue 15 item 4: phones beyond Brazil on a real database. A coach who signed up with a US
 * phone, students of the US, Argentina and the UK ('+CC number' in the phone field), stored
 * as E.164 digits, compared for duplicates in that form; a Brazilian phone exactly as before.
 */
let ctx: TestContext
let coach: TestClient

beforeAll(async () => {
  ctx = await createTestContext()
  coach = (await ctx.coach({ countryCode: '+1', phone: '(212) 555-0100' })).client
})
afterAll(() => ctx?.close())

const student = (extra: Partial<StudentCreateRequest>): StudentCreateRequest => ({
  name: 'John Smith',
  email: null,
  phone: '+1 (212) 555-0123',
  gender: 'male',
  type: 'fixed',
  classe: '4-classe',
  ...extra,
})

async function created(body: StudentCreateRequest) {
  const res = await coach.post('/api/students', body)
  expect(res.status, await res.clone().text()).toBe(201)
  return json(res)
}

describe('phones of other countries (issue 15)', () => {
  it("stores the coach's sign-up phone of another country as E.164 digits", async () => {
    const profile = await json(await coach.get('/api/profile'))
    expect(profile.phone).toBe('12125550100')
    expect(formatPhone(profile.phone)).toBe('+1 212 555 0100')
  })

  it('creates a US student: stored E.164 digits, listed, shown internationally', async () => {
    const john = await created(student({}))
    expect(john.phone).toBe('12125550123')
    const page = await json(await coach.get('/api/students?q=John'))
    expect(page.items.map((s: { phone: string }) => s.phone)).toEqual(['12125550123'])
    expect(formatPhone(page.items[0]!.phone)).toBe('+1 212 555 0123')
    // searched by the digits as typed
    const byPhone = await json(await coach.get(`/api/students?q=${encodeURIComponent('212 555')}`))
    expect(byPhone.items.map((s: { name: string }) => s.name)).toEqual(['John Smith'])
  })

  it('asks first for the same phone written another way', async () => {
    const res = await coach.post(
      '/api/students',
      student({ name: 'J. Smith', phone: '+12125550123' }),
    )
    expect(res.status).toBe(409)
    const message = 'Já existe um aluno com este telefone: John Smith'
    expect((await errorBody(res)).error).toMatchObject({ code: 'DUPLICATE_STUDENT', message })
  })

  it('refuses a number its country does not have, or an unknown country', async () => {
    for (const [phone, message] of [
      ['+1 555 0123', 'Telefone inválido: confira o código do país e o número'],
      ['+999 1234567', 'Código do país inválido'],
    ]) {
      const res = await coach.post('/api/students', student({ name: 'Ninguém', phone }))
      expect(res.status).toBe(400)
      expect((await errorBody(res)).error.issues).toEqual([
        expect.objectContaining({ path: 'phone', message, messageCode: expect.any(String) }),
      ])
    }
  })

  it('reads an Argentine mobile dialled the local way and edits it into a UK one', async () => {
    const ana = await created(student({ name: 'Ana Pérez', phone: '+54 11 15 2345-6789' }))
    expect(ana.phone).toBe('5491123456789')
    const res = await coach.patch(`/api/students/${ana.id}`, {
      ...student({ name: 'Ana Pérez', phone: '+44 07911 123456' }),
      status: 'active',
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await json(res)).phone).toBe('447911123456')
  })

  it('keeps a Brazilian phone exactly as before', async () => {
    const bia = await created(student({ name: 'Bia Lima', phone: '+55 (11) 97777-6666' }))
    expect(bia.phone).toBe('5511977776666')
    const dup = await coach.post('/api/students', student({ name: 'B.', phone: '(11) 97777-6666' }))
    expect(dup.status).toBe(409)
  })

  it("changes the coach's phone to Portugal's and links it on the student's page", async () => {
    const res = await coach.patch('/api/profile', {
      name: 'Coach Smith',
      phone: '+351 912 345 678',
      mainSport: 'Padel',
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await json(res)).phone).toBe('351912345678')

    const john = (await json(await coach.get('/api/students?q=John'))).items[0]
    const link = await json(await coach.post(`/api/students/${john!.id}/page-link`))
    const html = await (await ctx.client().request('GET', new URL(link.url!).pathname)).text()
    expect(html).toContain('href="https://wa.me/351912345678"')
  })
})
