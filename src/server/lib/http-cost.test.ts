import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../../tests/helpers/test-app'

let ctx: TestContext
let server: ReturnType<typeof serve>
let port: number

beforeAll(async () => {
  ctx = await createTestContext()
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((r) => server.once('listening', r))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  server?.close()
  await ctx?.close()
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One request over a real socket; `chunks` are written one by one (chunked without a length). */
function call(
  path: string,
  { headers = {}, chunks }: { headers?: Record<string, string>; chunks?: string[] } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: chunks ? 'POST' : 'GET', headers, agent: false },
      (res) => {
        const parts: Buffer[] = []
        res.on('data', (d: Buffer) => parts.push(d))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts),
          }),
        )
      },
    )
    req.on('error', reject)
    for (const c of chunks ?? []) req.write(c)
    req.end()
  })
}

describe('compression only above 4 KiB', () => {
  it('a small JSON answer is sent as is, with its length, even to a gzip client', async () => {
    const res = await call('/api/health', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(res.body.length).toBeLessThan(4096)
    expect(JSON.parse(res.body.toString()).status).toBeDefined()
  })

  it("better-auth's small answers and a small page are sent as is, with their length", async () => {
    for (const path of ['/api/auth/get-session', '/a/no-such-token', '/api/no-such-route']) {
      const res = await call(path, { headers: { 'accept-encoding': 'gzip' } })
      expect(res.headers['content-encoding'], path).toBeUndefined()
      expect(Number(res.headers['content-length']), path).toBe(res.body.length)
      expect(res.body.length, path).toBeLessThan(4096)
    }
  })

  it('a large JSON answer is gzipped for a client that accepts it, and only then', async () => {
    const gz = await call('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.status).toBe(200)
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers.vary).toMatch(/accept-encoding/i)
    const text = gunzipSync(gz.body).toString()
    expect(text.length).toBeGreaterThan(4096)
    expect(JSON.parse(text).openapi).toMatch(/^3\.1/)
    const plain = await call('/api/openapi.json')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(text)
  })
})

describe('the JSON body limit (256 KiB)', () => {
  const big = JSON.stringify({ name: 'x'.repeat(300 * 1024) })

  it('refuses an announced oversize body by its Content-Length (413, the message)', async () => {
    const res = await call('/api/leads', {
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      chunks: [big],
    })
    expect(res.status).toBe(413)
    expect(res.headers.connection).toBe('close')
    expect(JSON.parse(res.body.toString()).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Requisição muito grande',
      messageCode: 'api.requestTooLarge',
      messageParams: {},
    })
  })

  it('counts a chunked body without Content-Length as it flows (413, the message)', async () => {
    const pieces = Array.from({ length: 10 }, (_, i) => big.slice(i * 32768, (i + 1) * 32768))
    const res = await call('/api/leads', {
      headers: { 'content-type': 'application/json' },
      chunks: pieces.filter(Boolean),
    })
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body.toString()).error.message).toBe('Requisição muito grande')
  })

  it('lets a small chunked body through to the route (its own validation answers)', async () => {
    const res = await call('/api/leads', {
      headers: { 'content-type': 'application/json' },
      chunks: ['{"name":', '"x"}'],
    })
    expect(res.status).not.toBe(413)
    expect(res.status).toBeLessThan(500)
  })
})
