import { readdirSync } from 'node:fs'
import http from 'node:http'
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
import { messageText } from '../../../shared/message-text'
import { VOICE_NOTE_MESSAGES } from '../../../shared/schemas/voice-note'
import { voiceNotes } from '../../db/schema/media'

/**
 * Voice notes over a real socket: a 5 MB upload streamed through Node's HTTP server,
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

/** A raw HTTP upload whose body is written chunk by chunk (no Content-Length: chunked). */
function chunkedUpload(
  chunks: number,
  chunkBytes: number,
  { abortAfter }: { abortAfter?: number } = {},
) {
  return new Promise<{ status: number; body: string } | 'aborted'>((resolve) => {
    const req = http.request(`${base}/api/voice-notes?durationMs=1000`, {
      method: 'POST',
      headers: { origin: TEST_APP_URL, cookie, 'content-type': 'audio/ogg' },
    })
    let answered: { status: number; body: string } | null = null
    req.on('response', (res) => {
      answered = { status: res.statusCode!, body: '' }
      res.on('data', (d) => (answered!.body += d))
      res.on('end', () => resolve(answered!))
    })
    // a refusal mid-body closes the connection under the client's writes: what it was told
    // before the reset still counts
    req.on('error', () => resolve(answered ?? 'aborted'))
    const head = audioBytes('ogg', chunkBytes)
    let sent = 0
    const write = () => {
      while (sent < chunks) {
        if (abortAfter !== undefined && sent === abortAfter) {
          // the client goes away mid-upload (a phone losing its signal)
          setTimeout(() => req.destroy(), 50)
          return
        }
        sent += 1
        if (!req.write(sent === 1 ? head : Buffer.alloc(chunkBytes, 7))) {
          return void req.once('drain', write)
        }
      }
      req.end()
    }
    write()
  })
}

const storedFiles = () =>
  readdirSync(ctx.mediaDir!, { recursive: true }).filter((f) => String(f).includes('.'))
const noteRows = () => ctx.database.db.$count(voiceNotes)

it('streams a chunked upload from the socket and refuses one that passes 5 MB mid-stream', async () => {
  const ok = await chunkedUpload(40, 64 * 1024)
  expect(ok).toMatchObject({ status: 201 })
  expect(JSON.parse((ok as { body: string }).body)).toMatchObject({
    bytes: 40 * 64 * 1024,
    mimeType: 'audio/ogg',
  })
  const rows = await noteRows()
  const files = storedFiles().length
  const big = await chunkedUpload(81, 64 * 1024)
  expect(big).toMatchObject({ status: 413 })
  expect(JSON.parse((big as { body: string }).body).error.message).toBe(
    messageText(VOICE_NOTE_MESSAGES.tooLarge),
  )
  expect(await noteRows()).toBe(rows)
  expect(storedFiles().length).toBe(files)
})

it('keeps nothing of an upload the client abandons, and serves the next request', async () => {
  const rows = await noteRows()
  const files = storedFiles().length
  expect(await chunkedUpload(40, 64 * 1024, { abortAfter: 10 })).toBe('aborted')
  // the server sees the socket close, fails the stream and removes the partial file
  await expect.poll(() => storedFiles().length, { timeout: 3000 }).toBe(files)
  expect(await noteRows()).toBe(rows)
  expect(await chunkedUpload(2, 1024)).toMatchObject({ status: 201 })
})
