import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AuthSessionAnswer,
  bodyOf,
  createTestContext,
  errorBody,
  json,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

const club = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  address: null,
  phone: null,
  isDefault: false,
  ...extra,
})

async function list(client: TestClient) {
  return json(await client.get('/api/clubs'))
}
async function defaults(client: TestClient) {
  return (await list(client)).filter((c) => c.isDefault).map((c) => c.name)
}

describe('clubs', () => {
  it('keeps exactly one default at all times', async () => {
    const { client } = await ctx.coach()
    expect(await list(client)).toEqual([])
    const first = await json(await client.post('/api/clubs', club('Clube Sol')))
    expect(first.isDefault).toBe(true) // the first club becomes the default
    const second = await json(await client.post('/api/clubs', club('Arena Beach')))
    expect(second.isDefault).toBe(false)
    expect(await defaults(client)).toEqual(['Clube Sol'])

    // creating with isDefault clears the previous default
    await client.post('/api/clubs', club('Padel Prime', { isDefault: true }))
    expect(await defaults(client)).toEqual(['Padel Prime'])

    // set default by id
    expect((await client.post(`/api/clubs/${second.id}/default`)).status).toBe(200)
    expect(await defaults(client)).toEqual(['Arena Beach'])

    // updating with isDefault true moves it; false on the default keeps it default
    await client.patch(`/api/clubs/${first.id}`, club('Clube Sol', { isDefault: true }))
    expect(await defaults(client)).toEqual(['Clube Sol'])
    await client.patch(`/api/clubs/${first.id}`, club('Clube Sol Nascente', { isDefault: false }))
    expect(await defaults(client)).toEqual(['Clube Sol Nascente'])

    // deleting the default promotes another
    expect((await client.delete(`/api/clubs/${first.id}`)).status).toBe(204)
    expect(await defaults(client)).toEqual(['Arena Beach'])

    // order: default first, then by name
    expect((await list(client)).map((c) => c.name)).toEqual(['Arena Beach', 'Padel Prime'])
  })

  it('stays with one default when many requests race to set it', async () => {
    const { client } = await ctx.coach()
    const ids: string[] = []
    for (let i = 0; i < 8; i++)
      ids.push((await json(await client.post('/api/clubs', club(`Clube ${i}`)))).id)
    const results = await Promise.all(
      ids.flatMap((id) => [
        client.post(`/api/clubs/${id}/default`),
        client.post(`/api/clubs/${id}/default`),
      ]),
    )
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(await defaults(client)).toHaveLength(1)
  })

  it('stores the phone normalised and validates the name', async () => {
    const { client } = await ctx.coach()
    const c = await json(
      await client.post(
        '/api/clubs',
        club('Tênis Clube', { phone: '(11) 3333-4444', address: 'Rua A, 10' }),
      ),
    )
    expect(c).toMatchObject({ phone: '551133334444', address: 'Rua A, 10' })
    const bad = await client.post('/api/clubs', club(''))
    expect(bad.status).toBe(400)
    expect((await errorBody(bad)).error.message).toBe('Nome do clube é obrigatório')
    const long = await client.post('/api/clubs', club('x', { phone: '(11) 99999-99999' }))
    expect((await errorBody(long)).error.message).toBe(
      'Telefone inválido: informe DDD e número (10 ou 11 dígitos)',
    )
    const short = await client.post('/api/clubs', club('x', { phone: '123' }))
    expect(short.status).toBe(400)
    expect((await errorBody(short)).error.issues).toContainEqual({
      path: 'phone',
      message: 'Telefone inválido: informe DDD e número (10 ou 11 dígitos)',
      messageCode: 'phone.invalidBrDigits',
      messageParams: {},
    })
    expect(await list(client)).toHaveLength(1) // only the Tênis Clube: nothing stored
  })
})

describe('profile', () => {
  it('reads the sign-up name and phone, and updates name, phone and main sport', async () => {
    const { client, email } = await ctx.coach({ name: 'Rita Lopes', phone: '(21) 98888-7777' })
    expect(await json(await client.get('/api/profile'))).toEqual({
      name: 'Rita Lopes',
      email,
      phone: '5521988887777',
      mainSport: 'Tênis',
      timezone: 'America/Sao_Paulo',
      // a Brazilian coach's defaults
      language: 'pt-BR',
      currency: 'BRL',
      // the absence policy's defaults
      cancelNoticeHours: 24,
      lateCancelConsumes: true,
      noShowConsumes: true,
    })
    const res = await client.patch('/api/profile', {
      name: 'Rita L. Costa',
      phone: '(11) 91234-5678',
      mainSport: 'Padel',
    })
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({
      name: 'Rita L. Costa',
      phone: '5511912345678',
      mainSport: 'Padel',
    })
    // the account's display name follows
    expect(
      (await bodyOf<AuthSessionAnswer>(await client.request('GET', '/api/auth/get-session')))?.user
        .name,
    ).toBe('Rita L. Costa')
  })

  it('recognises a pasted +55 number and refuses what cannot be a Brazilian phone', async () => {
    const { client } = await ctx.coach()
    const pasted = await client.patch('/api/profile', {
      name: 'Zap',
      phone: '+55 (11) 97777-6666',
      mainSport: 'Tênis',
    })
    expect(await json(pasted)).toMatchObject({ phone: '5511977776666' })
    const bad = await client.patch('/api/profile', {
      name: 'Zap',
      phone: '123',
      mainSport: 'Tênis',
    })
    expect(bad.status).toBe(400)
    expect((await errorBody(bad)).error.issues).toContainEqual({
      path: 'phone',
      message: 'Telefone inválido: informe DDD e número (10 ou 11 dígitos)',
      messageCode: 'phone.invalidBrDigits',
      messageParams: {},
    })
    expect(await json(await client.get('/api/profile'))).toMatchObject({ phone: '5511977776666' })
  })

  it('validates with the shared messages', async () => {
    const { client } = await ctx.coach()
    const noName = await client.patch('/api/profile', { name: ' ', phone: '', mainSport: 'Tênis' })
    expect((await errorBody(noName)).error.message).toBe('Nome é obrigatório')
    const sport = await client.request('PATCH', '/api/profile', {
      name: 'X',
      phone: '',
      mainSport: 'Golfe',
    })
    expect((await errorBody(sport)).error.message).toBe('Selecione um esporte')
    const ok = await client.patch('/api/profile', {
      name: 'Sem Telefone',
      phone: '',
      mainSport: 'Outros',
    })
    expect(await json(ok)).toMatchObject({ phone: '', mainSport: 'Outros' })
  })
})
