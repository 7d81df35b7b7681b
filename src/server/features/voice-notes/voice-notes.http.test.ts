import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  createTestContext,
  TEST_APP_URL,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { audioBytes } from '../../../../tests/helpers/voice-notes'
import { VOICE_NOTE_LIMITS } from '../../../shared/constants'

/**
 * Voice notes over a real socket (issue 14): a 5 MB upload streamed through Node's HTTP server,
 * an oversize one refused with Connection: close (its body is left unread), and the next
 * request on the client's pool still answered — a range of the stored file.
 */
let ctx: TestContext
let server: ReturnType<typeof serve>
let base: string
let cookie: string

beforeAll(async () => {
  ctx = await createTestContext()
  const { client } = await ctx.coach()
  cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server?.close()
  await ctx?.close()
})

it('streams a 5 MB upload, refuses a bigger one cleanly, then serves a range', async () => {
  const headers = { origin: TEST_APP_URL, cookie, 'content-type': 'audio/webm;codecs=opus' }
  const res = await fetch(`${base}/api/voice-notes?durationMs=180000`, {
    method: 'POST',
    headers,
    body: audioBytes('webm', VOICE_NOTE_LIMITS.maxBytes) as BodyInit,
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const note = (await res.json()) as { audioUrl: string }
  const big = await fetch(`${base}/api/voice-notes?durationMs=1000`, {
    method: 'POST',
    headers,
    body: audioBytes('webm', VOICE_NOTE_LIMITS.maxBytes + 1) as BodyInit,
  })
  expect(big.status).toBe(413)
  expect(big.headers.get('connection')).toBe('close')
  await big.text()
  const part = await fetch(`${base}${note.audioUrl}`, { headers: { cookie, range: 'bytes=-1000' } })
  expect(part.status).toBe(206)
  expect(part.headers.get('content-range')).toBe(
    `bytes ${VOICE_NOTE_LIMITS.maxBytes - 1000}-${VOICE_NOTE_LIMITS.maxBytes - 1}/${VOICE_NOTE_LIMITS.maxBytes}`,
  )
  expect((await part.arrayBuffer()).byteLength).toBe(1000)
})
