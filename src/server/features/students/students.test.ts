import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import {
  type AuthSessionAnswer,
  bodyOf,
  createTestContext,
  errorBody,
  json,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import type { PackageCreateInput } from '../../../shared/schemas/package'
import type { StudentCreateRequest } from '../../../shared/schemas/student'
import { alerts } from '../../db/schema/alerts'

let ctx: TestContext
let coach: TestClient

beforeAll(async () => {
  ctx = await createTestContext()
  coach = (await ctx.coach()).client
})
afterAll(() => ctx?.close())

const student = (extra: Partial<StudentCreateRequest> = {}): StudentCreateRequest => ({
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '(11) 98765-4321',
  gender: 'female',
  type: 'fixed',
  classe: '4-classe',
  notes: 'Joga de manhã',
  ...extra,
})

const daysAgo = (n: number) => daysFromToday(-n)

/** Creates a student; these fixtures share a phone and e-mail on purpose, so duplicates are allowed. */
async function create(client: TestClient, extra: Partial<StudentCreateRequest> = {}) {
  const res = await client.post('/api/students', { ...student(extra), allowDuplicate: true })
  expect(res.status, await res.clone().text()).toBe(201)
  return json(res)
}

async function pkg(client: TestClient, studentId: string, extra: Partial<PackageCreateInput> = {}) {
  const res = await client.post('/api/packages', {
    studentId,
    totalClasses: 4,
    priceCents: 20000,
    startDate: today(),
    paymentDate: today(),
    validityDays: 30,
    ...extra,
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return json(res)
}

describe('creating a student', () => {
  it('stores an active student with the phone in international form', async () => {
    const s = await create(coach)
    expect(s).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '5511987654321',
      status: 'active',
      credits: 0,
      hasOpenAlert: false,
    })
  })

  it('trims the name and stores empty e-mail and notes as null', async () => {
    const s = await create(coach, { name: '  Bruno  ', email: '', notes: '  ' })
    expect(s).toMatchObject({ name: 'Bruno', email: null, notes: null })
  })

  it.each([
    [{ name: 'A' }, 'name', 'Nome deve ter pelo menos 2 caracteres'],
    [{ name: 'x'.repeat(101) }, 'name', 'Nome muito longo'],
    [{ email: 'nope' }, 'email', 'Email inválido'],
    [{ email: `${'a'.repeat(250)}@x.com` }, 'email', 'Email muito longo'],
    [{ phone: '' }, 'phone', 'Telefone é obrigatório'],
    [{ phone: '123' }, 'phone', 'Telefone inválido: informe DDD e número (10 ou 11 dígitos)'],
    [{ phone: '(20) 97777-6666' }, 'phone', 'Telefone inválido: confira o DDD e o número'],
    [{ gender: undefined }, 'gender', 'Selecione o gênero'],
    [{ type: 'other' }, 'type', 'Selecione o tipo de aluno'],
    [{ classe: undefined }, 'classe', 'Selecione a classe'],
    [{ notes: 'x'.repeat(501) }, 'notes', 'Notas muito longas'],
  ])('refuses %o with the spec message', async (extra, path, message) => {
    const res = await coach.request('POST', '/api/students', { ...student(), ...extra })
    expect(res.status).toBe(400)
    const body = await errorBody(res)
    // the spec's Portuguese message, with its code
    expect(body.error.issues).toContainEqual(
      expect.objectContaining({ path, message, messageCode: expect.any(String) }),
    )
  })
})

describe('students list', () => {
  let other: TestClient
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    other = (await ctx.coach()).client
    // a fresh coach with a known set of students
    const mk = async (key: string, extra: Partial<StudentCreateRequest>) => {
      ids[key] = (await create(other, extra)).id
    }
    await mk('zero', {
      name: 'Zeca Zero',
      email: 'zeca@club.com',
      phone: '21911112222',
      gender: 'male',
      classe: '1-classe',
    })
    await mk('one', {
      name: 'Olga Uma',
      email: 'olga@mail.com',
      phone: '11933334444',
      type: 'occasional',
      classe: '2-classe',
    })
    await mk('three', {
      name: 'Ângela Três',
      email: null,
      phone: '11955556666',
      classe: '2-classe',
    })
    await mk('expired', {
      name: 'Élio Vencido',
      phone: '31977778888',
      gender: 'male',
      classe: '3-classe',
    })
    await mk('inactive', {
      name: 'Ivo Inativo',
      phone: '11999990000',
      gender: 'male',
      classe: '3-classe',
    })
    await pkg(other, ids.one!, { totalClasses: 1 })
    await pkg(other, ids.three!, { totalClasses: 3 })
    await pkg(other, ids.expired!, {
      totalClasses: 5,
      startDate: daysAgo(60),
      paymentDate: daysAgo(60),
      validityDays: 30,
    })
    const upd = await other.patch(`/api/students/${ids.inactive}`, {
      ...student({ name: 'Ivo Inativo', gender: 'male', classe: '3-classe', phone: '11999990000' }),
      status: 'inactive',
    })
    expect(upd.status).toBe(200)
  })

  const names = async (query: `?${string}`) => {
    const res = await other.get(`/api/students${query}`)
    expect(res.status).toBe(200)
    const body = await json(res)
    return body.items.map((s: { name: string }) => s.name)
  }

  it('sorts by name ignoring accents and case, with credits from active packages only', async () => {
    const res = await json(await other.get('/api/students'))
    expect(res.items.map((s: { name: string }) => s.name)).toEqual([
      'Ângela Três',
      'Élio Vencido',
      'Ivo Inativo',
      'Olga Uma',
      'Zeca Zero',
    ])
    const credits = Object.fromEntries(
      res.items.map((s: { name: string; credits: number }) => [s.name, s.credits]),
    )
    expect(credits).toEqual({
      'Ângela Três': 3,
      'Élio Vencido': 0,
      'Ivo Inativo': 0,
      'Olga Uma': 1,
      'Zeca Zero': 0,
    })
    expect(res).toMatchObject({ total: 5, unfilteredTotal: 5, page: 1 })
  })

  it('searches name (case and accent insensitive), e-mail, or phone digits', async () => {
    expect(await names('?q=angela')).toEqual(['Ângela Três'])
    expect(await names('?q=ZECA')).toEqual(['Zeca Zero'])
    expect(await names('?q=%40club.com')).toEqual(['Zeca Zero'])
    expect(await names('?q=3333')).toEqual(['Olga Uma'])
    expect(await names('?q=(11)%2095555')).toEqual(['Ângela Três'])
    expect(await names('?q=100%25')).toEqual([]) // LIKE wildcards are literal
  })

  it('filters exactly 1 credit, exactly 0 credits', async () => {
    expect(await names('?creditsEnding=true')).toEqual(['Olga Uma'])
    expect(await names('?creditsZero=true')).toEqual(['Élio Vencido', 'Ivo Inativo', 'Zeca Zero'])
  })

  it('filters gender, type, status and classes, combined with AND', async () => {
    expect(await names('?gender=male')).toEqual(['Élio Vencido', 'Ivo Inativo', 'Zeca Zero'])
    expect(await names('?type=occasional')).toEqual(['Olga Uma'])
    expect(await names('?status=inactive')).toEqual(['Ivo Inativo'])
    expect(await names('?classes=2-classe&classes=3-classe')).toEqual([
      'Ângela Três',
      'Élio Vencido',
      'Ivo Inativo',
      'Olga Uma',
    ])
    expect(await names('?classes=3-classe')).toEqual(['Élio Vencido', 'Ivo Inativo'])
    expect(await names('?gender=male&status=active&creditsZero=true')).toEqual([
      'Élio Vencido',
      'Zeca Zero',
    ])
    const none = await json(
      await other.get('/api/students?gender=female&classe=1-classe&classes=1-classe'),
    )
    expect(none).toMatchObject({ items: [], total: 0, unfilteredTotal: 5 })
  })

  it('pages in SQL with a total', async () => {
    const p1 = await json(await other.get('/api/students?pageSize=2&page=1'))
    const p3 = await json(await other.get('/api/students?pageSize=2&page=3'))
    const p9 = await json(await other.get('/api/students?pageSize=2&page=9'))
    expect(p1.items).toHaveLength(2)
    expect(p3.items.map((s: { name: string }) => s.name)).toEqual(['Zeca Zero'])
    expect(p1.total).toBe(5)
    expect(p9).toMatchObject({ items: [], total: 5 })
  })

  it('marks students with an open alert', async () => {
    await ctx.database.db.insert(alerts).values({
      userId: (await bodyOf<AuthSessionAnswer>(
        await other.request('GET', '/api/auth/get-session'),
      ))!.user.id,
      type: 'unassigned_session',
      studentId: ids.zero!,
      studentName: 'Zeca Zero',
      message: 'x',
      priority: 'high',
    })
    const res = await json(await other.get('/api/students?q=zeca'))
    expect(res.items[0]!.hasOpenAlert).toBe(true)
    // what the red icon's popover lists
    expect(res.items[0]!.openAlerts).toEqual([{ type: 'unassigned_session', message: 'x' }])
  })

  it('answers bad filters with 400, never 500', async () => {
    for (const q of [
      '?gender=x',
      '?page=0',
      '?pageSize=1000',
      '?classes=9-classe',
      '?status=deleted',
    ] as const) {
      expect((await other.get(`/api/students${q}`)).status, q).toBe(400)
    }
  })
})

describe('student profile', () => {
  it('computes the Resumo statistics from the data there is', async () => {
    const s = await create(coach, { name: 'Carla Stats' })
    await pkg(coach, s.id, {
      totalClasses: 10,
      priceCents: 50000,
      startDate: daysAgo(5),
      paymentDate: daysAgo(5),
    })
    const latest = await pkg(coach, s.id, { totalClasses: 4, priceCents: 22050 })
    const detail = await json(await coach.get(`/api/students/${s.id}`))
    expect(detail).toMatchObject({
      id: s.id,
      credits: 14,
      stats: {
        sessionsCount: 0,
        pendingClasses: 14,
        totalRevenueCents: 72050,
        averageRating: null,
      },
      recentSessions: [],
      latestPackage: {
        id: latest.id,
        name: 'Pacote de 4 aulas',
        priceCents: 22050,
        purchaseDate: today(),
      },
    })
  })

  it('updates every field, including status and type, normalising the phone', async () => {
    const s = await create(coach, { name: 'Davi Edit' })
    const res = await coach.patch(`/api/students/${s.id}`, {
      ...student({ name: 'Davi Editado', phone: '(21) 3333-4444', type: 'occasional', email: '' }),
      status: 'inactive',
    })
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({
      name: 'Davi Editado',
      phone: '552133334444', // a landline keeps its 8 digits
      type: 'occasional',
      status: 'inactive',
      email: null,
    })
  })

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      const res = await coach.get(`/api/students/${encodeURIComponent(id)}`)
      expect(res.status).toBe(404)
      expect((await errorBody(res)).error.message).toBe('Aluno não encontrado')
    }
  })

  it('removes a student without history, refuses one with packages', async () => {
    const fresh = await create(coach, { name: 'Sem Historia' })
    expect((await coach.delete(`/api/students/${fresh.id}`)).status).toBe(204)
    expect((await coach.get(`/api/students/${fresh.id}`)).status).toBe(404)

    const withPkg = await create(coach, { name: 'Com Pacote' })
    await pkg(coach, withPkg.id)
    const res = await coach.delete(`/api/students/${withPkg.id}`)
    expect(res.status).toBe(409)
    expect((await errorBody(res)).error.code).toBe('STUDENT_HAS_HISTORY')
    expect((await coach.get(`/api/students/${withPkg.id}`)).status).toBe(200)
  })
})
