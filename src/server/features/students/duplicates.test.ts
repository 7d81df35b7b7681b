import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestContext,
  errorBody,
  json,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import type { StudentCreateRequest } from '../../../shared/schemas/student'

let ctx: TestContext
let coach: TestClient
let other: TestClient

beforeAll(async () => {
  ctx = await createTestContext()
  coach = (await ctx.coach()).client
  other = (await ctx.coach()).client
  const first = await coach.post('/api/students', student({}))
  expect(first.status, await first.clone().text()).toBe(201)
})
afterAll(() => ctx?.close())

function student(extra: Partial<StudentCreateRequest>): StudentCreateRequest {
  return {
    name: 'Ana Souza',
    email: 'ana.souza@example.com',
    phone: '(11) 97777-6666',
    gender: 'female',
    type: 'fixed',
    classe: '4-classe',
    ...extra,
  }
}

async function names(client: TestClient) {
  const page = await json(await client.get('/api/students?pageSize=100'))
  return page.items.map((s) => s.name).sort()
}

describe('creating a student with the phone or e-mail of an existing one (issue 8)', () => {
  it('asks first when the phone matches, however it is written', async () => {
    const res = await coach.post(
      '/api/students',
      student({ name: 'Ana S.', email: null, phone: '+55 (11) 97777-6666' }),
    )
    expect(res.status).toBe(409)
    const message = 'Já existe um aluno com este telefone: Ana Souza'
    expect((await errorBody(res)).error).toMatchObject({
      code: 'DUPLICATE_STUDENT',
      message,
      issues: [{ path: 'phone', message }],
    })
    expect(await names(coach)).toEqual(['Ana Souza'])
  })

  it('asks first when the e-mail matches in any case', async () => {
    const res = await coach.post(
      '/api/students',
      student({ name: 'Ana S.', email: 'ANA.Souza@Example.com', phone: '(11) 96666-5555' }),
    )
    expect(res.status).toBe(409)
    expect((await errorBody(res)).error).toMatchObject({
      code: 'DUPLICATE_STUDENT',
      issues: [{ path: 'email', message: 'Já existe um aluno com este e-mail: Ana Souza' }],
    })
  })

  it('creates it once the coach confirms', async () => {
    const res = await coach.post(
      '/api/students',
      student({ name: 'Ana Souza', allowDuplicate: true }),
    )
    expect(res.status).toBe(201)
    expect(await names(coach)).toEqual(['Ana Souza', 'Ana Souza'])
  })

  it("never matches another coach's students (no data leak)", async () => {
    const res = await other.post('/api/students', student({ name: 'Outra Ana' }))
    expect(res.status, await res.clone().text()).toBe(201)
    expect(await names(other)).toEqual(['Outra Ana'])
  })

  it('does not treat a shared name alone as a duplicate', async () => {
    const res = await coach.post(
      '/api/students',
      student({ email: 'outra.ana@example.com', phone: '(21) 98888-1111' }),
    )
    expect(res.status).toBe(201)
  })
})
