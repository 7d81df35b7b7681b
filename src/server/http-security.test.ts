import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestContext,
  errorBody,
  json,
  TEST_APP_URL,
  type TestClient,
  type TestContext,
} from '../../tests/helpers/test-app'
import type { StudentCreateRequest } from '../shared/schemas/student'
import { PERMISSIONS_POLICY, STRICT_CSP } from './lib/security-headers'

let ctx: TestContext
let coach: TestClient

beforeAll(async () => {
  ctx = await createTestContext()
  coach = (await ctx.coach()).client
})
afterAll(() => ctx?.close())

const student = (name: string): StudentCreateRequest => ({
  name,
  email: 'aluno@example.com',
  phone: '(11) 98765-4321',
  gender: 'female',
  type: 'fixed',
  classe: '4-classe',
  notes: '',
  allowDuplicate: true,
})

const club = (name: string, isDefault = false) => ({ name, address: null, phone: null, isDefault })

/** A request with the coach's cookie and exactly the headers given (no default Origin). */
function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  const cookie = [...coach.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  return ctx.app.request(`${TEST_APP_URL}${path}`, {
    method,
    headers: { cookie, ...headers },
    body,
  })
}

async function studentNames(): Promise<string[]> {
  const res = await coach.get('/api/students?pageSize=100')
  const body = await json(res)
  return (body.items as { name: string }[]).map((s) => s.name)
}

async function defaultClub(): Promise<string | undefined> {
  const clubs = await json(await coach.get('/api/clubs'))
  return clubs.find((c) => c.isDefault)?.id
}

const JSON_TYPE = { 'content-type': 'application/json' }
const EVIL = 'http://evil.example'

describe('cross-site writes with the coach’s cookie (CSRF)', () => {
  it('refuses a write from another origin with 403 in the envelope, and changes nothing', async () => {
    const res = await send(
      'POST',
      '/api/students',
      { ...JSON_TYPE, origin: EVIL },
      JSON.stringify(student('Aluno Forjado')),
    )
    expect(res.status).toBe(403)
    expect((await errorBody(res)).error).toMatchObject({ code: 'FORBIDDEN_ORIGIN' })
    expect(await studentNames()).not.toContain('Aluno Forjado')
  })

  it('refuses DELETE and a form-encoded POST from another origin; the data stays', async () => {
    const created = await json(await coach.post('/api/students', student('Aluno Real')))
    const del = await send('DELETE', `/api/students/${created.id}`, { origin: EVIL })
    expect(del.status).toBe(403)
    expect(await studentNames()).toContain('Aluno Real')

    const first = await json(await coach.post('/api/clubs', club('Clube A', true)))
    const second = await json(await coach.post('/api/clubs', club('Clube B')))
    expect(await defaultClub()).toBe(first.id)
    const form = await send(
      'POST',
      `/api/clubs/${second.id}/default`,
      { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
      'a=1',
    )
    expect(form.status).toBe(403)
    expect(await defaultClub()).toBe(first.id)
  })

  it('refuses a write whose Origin is "null" (sandboxed frame, file:)', async () => {
    const res = await send('POST', '/api/students', { ...JSON_TYPE, origin: 'null' }, '{}')
    expect(res.status).toBe(403)
  })

  it('without Origin, refuses a write the browser marks cross-site or same-site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await send(
        'POST',
        '/api/students',
        { ...JSON_TYPE, 'sec-fetch-site': site },
        JSON.stringify(student(`Aluno ${site}`)),
      )
      expect(res.status, site).toBe(403)
      expect((await errorBody(res)).error.code).toBe('FORBIDDEN_ORIGIN')
    }
    expect(await studentNames()).not.toContain('Aluno cross-site')
  })

  it('accepts the app’s own origin, same-origin fetches, and clients that send neither header', async () => {
    const own = await send(
      'POST',
      '/api/students',
      { ...JSON_TYPE, origin: TEST_APP_URL, 'sec-fetch-site': 'same-origin' },
      JSON.stringify(student('Aluno Mesma Origem')),
    )
    expect(own.status).toBe(201)
    const sameOrigin = await send(
      'POST',
      '/api/students',
      { ...JSON_TYPE, 'sec-fetch-site': 'same-origin' },
      JSON.stringify(student('Aluno Sec-Fetch')),
    )
    expect(sameOrigin.status).toBe(201)
    const curl = await send(
      'POST',
      '/api/students',
      JSON_TYPE,
      JSON.stringify(student('Aluno Curl')),
    )
    expect(curl.status).toBe(201)
    const created = await json(await coach.post('/api/clubs', club('Clube C')))
    const noBody = await send('POST', `/api/clubs/${created.id}/default`, {})
    expect(noBody.status).toBe(200)
    expect(await defaultClub()).toBe(created.id)
  })

  it('reads are not affected (a cross-origin GET cannot read the answer anyway)', async () => {
    const res = await send('GET', '/api/students', { origin: EVIL })
    expect(res.status).toBe(200)
  })

  it('refuses a cross-origin sign-in or sign-out on /api/auth with the same envelope', async () => {
    const res = await send(
      'POST',
      '/api/auth/sign-out',
      { ...JSON_TYPE, origin: EVIL },
      JSON.stringify({}),
    )
    expect(res.status).toBe(403)
    expect((await errorBody(res)).error.code).toBe('FORBIDDEN_ORIGIN')
    expect((await coach.get('/api/profile')).status).toBe(200) // still signed in
  })
})

describe('request bodies must be JSON', () => {
  it('refuses a form-encoded, multipart or text body on a JSON route with 415, same origin or not', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain',
    ]) {
      const res = await send(
        'POST',
        '/api/students',
        { 'content-type': type, origin: TEST_APP_URL },
        'name=Aluno+Form',
      )
      expect(res.status, type).toBe(415)
      expect((await errorBody(res)).error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    }
    expect(await studentNames()).not.toContain('Aluno Form')
  })

  it('refuses a form-encoded body even on a route that takes none', async () => {
    const created = await json(await coach.post('/api/clubs', club('Clube D')))
    const before = await defaultClub()
    const res = await send(
      'POST',
      `/api/clubs/${created.id}/default`,
      { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_APP_URL },
      'a=1',
    )
    expect(res.status).toBe(415)
    expect(await defaultClub()).toBe(before)
  })

  it('accepts JSON with a charset parameter', async () => {
    const res = await send(
      'POST',
      '/api/students',
      { 'content-type': 'application/json; charset=utf-8', origin: TEST_APP_URL },
      JSON.stringify(student('Aluno Charset')),
    )
    expect(res.status).toBe(201)
  })
})

describe('security headers of the API', () => {
  it('a strict CSP, the Permissions-Policy, no HSTS on plain http', async () => {
    const res = await coach.get('/api/students')
    expect(res.headers.get('content-security-policy')).toBe(STRICT_CSP)
    expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY)
    expect(res.headers.get('permissions-policy')).toContain('microphone=(self)')
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('strict-transport-security')).toBeNull()
    const refused = await send('POST', '/api/students', { origin: EVIL }, '{}')
    expect(refused.headers.get('content-security-policy')).toBe(STRICT_CSP)
  })

  it('HSTS when the app is served over https; the extra origins (Vite dev server) may write', async () => {
    const APP = 'https://quadra.example.com'
    const secure = await createTestContext({
      appUrl: APP,
      extraOrigins: ['http://localhost:5173'],
    })
    try {
      const res = await secure.app.request(`${APP}/api/health`)
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      )
      const lead = (origin: string) =>
        secure.app.request(`${APP}/api/leads`, {
          method: 'POST',
          headers: { ...JSON_TYPE, origin },
          body: '{}',
        })
      expect((await lead(APP)).status).toBe(400) // validation, past the origin guard
      expect((await lead('http://localhost:5173')).status).toBe(400)
      expect((await lead('http://quadra.example.com')).status).toBe(403) // scheme counts
      expect((await lead(EVIL)).status).toBe(403)
    } finally {
      await secure.close()
    }
  })

  it('/api/docs allows its own inline style by hash, and nothing else', async () => {
    const res = await ctx.app.request('/api/docs')
    const html = await res.text()
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!
    const hash = createHash('sha256').update(style).digest('base64')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain(`style-src 'sha256-${hash}'`)
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(html).not.toContain('<script')
  })
})

describe('an oversize body over a real socket (413)', () => {
  it('answers Connection: close and closes cleanly; the next request works', async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((r) => server.once('listening', r))
    const { port } = server.address() as AddressInfo
    const http = await import('node:http')
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const call = (path: string, body?: string) =>
      new Promise<{ status: number; connection?: string; text: string; socketClosed: boolean }>(
        (resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              path,
              agent,
              method: body === undefined ? 'GET' : 'POST',
              headers: body === undefined ? {} : { 'content-type': 'application/json' },
            },
            (res) => {
              let text = ''
              res.on('data', (d) => {
                text += d
              })
              res.on('end', () =>
                setTimeout(
                  () =>
                    resolve({
                      status: res.statusCode ?? 0,
                      connection: res.headers.connection,
                      text,
                      socketClosed: req.socket?.destroyed ?? true,
                    }),
                  50,
                ),
              )
            },
          )
          req.on('error', reject)
          if (body !== undefined) req.write(body)
          req.end()
        },
      )
    try {
      const big = JSON.stringify({ name: 'x'.repeat(400 * 1024) })
      const tooLarge = await call('/api/leads', big)
      expect(tooLarge.status).toBe(413)
      expect(tooLarge.connection).toBe('close')
      expect(JSON.parse(tooLarge.text).error.code).toBe('PAYLOAD_TOO_LARGE')
      // the same agent's next requests (a new socket, since that one was closed) succeed
      for (let i = 0; i < 3; i++) expect((await call('/api/health')).status).toBe(200)
      const again = await call('/api/leads', big)
      expect(again.status).toBe(413)
      expect((await call('/api/health')).status).toBe(200)
    } finally {
      agent.destroy()
      server.close()
    }
  })
})
