import type { ImportRequest } from '@shared/schemas/student-import'
import type { StudentDetail } from '@shared/schemas/students.response'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { build } from '../../../tests/helpers/api-builders'
import { apiError, installFakeApi } from '../../../tests/helpers/fake-api'
import { ApiError, api, buildQuery, RawBody, setUnauthenticatedHandler } from './api-client'

// The client finds each call's route in the route table and parses the answer with the schema
// the table names; the type assertions (checked by tsc) are what the same table gives callers.

afterEach(() => {
  setUnauthenticatedHandler(undefined)
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const id = 'b1f8a3c2-0000-4000-8000-000000000001'

describe('api: the route of a call', () => {
  it("answers a concrete path with its route's parsed answer", async () => {
    const fake = installFakeApi().on('GET /students/:id', build.studentDetail({ name: 'Ana' }))
    const student = await api.get(`/students/${id}`)
    expectTypeOf(student).toEqualTypeOf<StudentDetail>()
    expect(student.name).toBe('Ana')
    expect(fake.calls[0]).toMatchObject({ method: 'GET', path: `/students/${id}` })
  })

  it('sends the query, leaving out empty values and repeating an array', async () => {
    const fake = installFakeApi().on('GET /students', build.studentPage([]))
    await api.get('/students', { q: '', classes: ['1-classe', '2-classe'], page: 2, pageSize: 20 })
    expect(fake.calls[0]?.query.toString()).toBe(
      'classes=1-classe&classes=2-classe&page=2&pageSize=20',
    )
    expect(buildQuery({ a: false, b: null, c: undefined })).toBe('')
  })

  it('sends a JSON body; a route without one gets none', async () => {
    const fake = installFakeApi()
      .on('POST /clubs', ({ body }) => build.club(body))
      .on('POST /clubs/:id/default', build.club())
    const club = await api.post('/clubs', { name: 'Arena' })
    expect(club.name).toBe('Arena')
    await api.post(`/clubs/${id}/default`)
    const [create, setDefault] = vi.mocked(fake.fetch).mock.calls.map(([, init]) => init)
    expect(create?.headers).toEqual({ 'content-type': 'application/json' })
    expect(create?.body).toBe('{"name":"Arena"}')
    expect(setDefault?.body).toBeUndefined()
    expect(setDefault?.headers).toBeUndefined()
  })

  it('takes a union of paths, each its route (an alert dismissed or restored)', async () => {
    const fake = installFakeApi()
      .on('POST /alerts/:id/dismiss', undefined)
      .on('POST /alerts/:id/restore', undefined)
    const dismiss = (dismissed: boolean) =>
      api.post(`/alerts/${id}/${dismissed ? 'dismiss' : 'restore'}`)
    expectTypeOf(dismiss).returns.resolves.toEqualTypeOf<undefined>()
    expect(await dismiss(true)).toBeUndefined()
    expect(await dismiss(false)).toBeUndefined()
    expect(fake.calls.map((c) => c.route)).toEqual([
      'POST /alerts/:id/dismiss',
      'POST /alerts/:id/restore',
    ])
  })

  it('answers undefined for a 204 and a Blob for a file', async () => {
    installFakeApi()
      .on('DELETE /students/:id', undefined)
      .on('GET /profile/export', new Blob(['zip'], { type: 'application/zip' }))
    expect(await api.delete(`/students/${id}`)).toBeUndefined()
    const file = await api.file('/profile/export')
    expectTypeOf(file).toEqualTypeOf<Blob>()
    expect(await file.text()).toBe('zip')
  })

  it('uploads a raw body with its own type and the query', async () => {
    const fake = installFakeApi().on('POST /voice-notes', build.voiceNote())
    const audio = new Blob(['ogg'], { type: 'audio/ogg' })
    const note = await api.upload('/voice-notes', new RawBody(audio, 'audio/ogg'), {
      durationMs: 1200,
    })
    expect(note.id).toBeTruthy()
    const [, init] = vi.mocked(fake.fetch).mock.calls[0] ?? []
    expect(init?.headers).toEqual({ 'content-type': 'audio/ogg' })
    expect(init?.body).toBe(audio)
    expect(fake.calls[0]?.query.get('durationMs')).toBe('1200')
  })

  it("sends headers of its own with a JSON POST (an import's Idempotency-Key)", async () => {
    const fake = installFakeApi().on('POST /student-imports', build.importResult())
    const body: ImportRequest = {
      rows: [{ line: 2, values: { name: 'Ana' } }],
      defaults: { type: 'occasional', classe: '4-classe' },
    }
    const result = await api.postWith({ 'idempotency-key': 'k1' }, '/student-imports', body)
    expect(result.import.id).toBe('imp1')
    const [, init] = vi.mocked(fake.fetch).mock.calls[0] ?? []
    expect(init?.headers).toEqual({
      'idempotency-key': 'k1',
      'content-type': 'application/json',
    })
    expect(fake.calls[0]?.body).toEqual(body)
  })

  it('refuses a path of no route, at compile time and before any request', async () => {
    const fake = installFakeApi()
    // @ts-expect-error no route has this path
    await expect(api.get(`/student/${id}`)).rejects.toThrow(`No API route for GET /student/${id}`)
    // @ts-expect-error the shape of `/students/{id}`, but no route has the extra segment
    await expect(api.get(`/students/${id}/nothing`)).rejects.toThrow('No API route')
    const forget = (dismissed: boolean) =>
      // @ts-expect-error each path of a union must be a route's
      api.post(`/alerts/${id}/${dismissed ? 'dismiss' : 'forget'}`)
    await expect(forget(false)).rejects.toThrow(`No API route for POST /alerts/${id}/forget`)
    expect(fake.calls).toHaveLength(0)
  })
})

describe('api: the answers it refuses', () => {
  it('an answer its schema rejects is INVALID_RESPONSE', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal('fetch', async () => Response.json({ id }))
    const error = await api.get(`/students/${id}`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' })
  })

  it('a body where a 204 was due is INVALID_RESPONSE', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal('fetch', async () => Response.json({ ok: true }))
    await expect(api.delete(`/students/${id}`)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })

  it("an error answer is an ApiError with the server's code, message and issues", async () => {
    installFakeApi().on(
      'POST /clubs',
      apiError(400, 'Dados inválidos', { issues: [{ path: 'name', message: 'Obrigatório' }] }),
    )
    const error = await api.post('/clubs', { name: '' }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'name' }],
    })
  })

  it('a 401 calls the signed-in area back', async () => {
    const handler = vi.fn()
    setUnauthenticatedHandler(handler)
    installFakeApi().on('GET /dashboard', apiError(401, 'Sessão expirada'))
    await expect(api.get('/dashboard')).rejects.toMatchObject({ status: 401 })
    expect(handler).toHaveBeenCalledOnce()
  })

  it('a network failure is NETWORK', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(api.get('/dashboard')).rejects.toMatchObject({ status: 0, code: 'NETWORK' })
  })
})

/** Calls that must not compile: each line is an error tsc finds from the route table. */
// biome-ignore lint/correctness/noUnusedVariables: read by tsc only, never run
function misusesTheTypesRefuse() {
  // @ts-expect-error a route's pattern is not a path: its parameters are filled in
  void api.get('/students/{id}')
  // @ts-expect-error the agenda needs its window
  void api.get('/agenda')
  // @ts-expect-error a route without a query
  void api.get(`/students/${id}`, { page: 1 })
  // @ts-expect-error the route takes no body
  void api.post(`/students/${id}/anonymize`, {})
  // @ts-expect-error the body is the route's
  void api.post('/clubs', { title: 'Arena' })
  // @ts-expect-error deleting the account takes its confirmation
  void api.delete('/profile')
  // @ts-expect-error the voice note's raw body goes with api.upload
  void api.post('/voice-notes', new Blob())
  // @ts-expect-error a raw body only where the route takes one
  void api.upload('/clubs', new RawBody(new Blob(), 'audio/ogg'))
  // @ts-expect-error not a file route
  void api.file('/profile')
}
