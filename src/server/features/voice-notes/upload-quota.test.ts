import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import {
  createTestContext,
  errorOf,
  ok,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { audioBytes, uploadAudio } from '../../../../tests/helpers/voice-notes'
import { messageText } from '../../../shared/message-text'
import {
  storageFullMessage,
  unsavedFullMessage,
  VOICE_NOTE_MESSAGES,
} from '../../../shared/schemas/voice-note'
import { voiceNotes } from '../../db/schema/media'
import type { UploadQuota } from './upload-quota'

/**
 * Per-account limits on voice note uploads (decision 0015, "Quotas"): a rate (429), a cap on the
 * notes not saved yet and one on all the account's notes (413), and the disk's free-space margin
 * (507) — each refusal leaving no row and no file, and none of them passable by a burst of
 * concurrent uploads.
 */
const NOTE = 2048

/** Every file under the context's media folder (temporary ones included). */
function filesOf(ctx: TestContext, userId?: string): string[] {
  const root = userId ? path.join(ctx.mediaDir!, userId) : ctx.mediaDir!
  try {
    return (readdirSync(root, { recursive: true }) as string[]).filter((p) =>
      statSync(path.join(root, p)).isFile(),
    )
  } catch {
    return []
  }
}

async function rowsOf(ctx: TestContext, userId: string) {
  return ctx.database.db
    .select({ bytes: voiceNotes.bytes, feedbackId: voiceNotes.feedbackId })
    .from(voiceNotes)
    .where(eq(voiceNotes.userId, userId))
}

/** A context whose quota is `quota`, closed after the describe block. */
function quotaContext(options: {
  voiceNoteQuota?: Partial<UploadQuota>
  minFreeDiskBytes?: number
}) {
  const s = {} as { ctx: TestContext }
  beforeAll(async () => {
    s.ctx = await createTestContext(options)
  })
  afterAll(async () => {
    await s.ctx?.close()
  })
  return s
}

const upload = (ctx: TestContext, client: TestClient) =>
  uploadAudio(ctx, client, audioBytes('webm', NOTE))

describe('the upload rate', () => {
  const s = quotaContext({ voiceNoteQuota: { uploadsPerWindow: 4, windowSeconds: 600 } })

  it('refuses the upload past the window’s limit: 429 with the message, per account', async () => {
    const { client, userId } = await s.ctx.coach()
    for (let i = 0; i < 4; i++) await ok(await upload(s.ctx, client), 201)
    const res = await upload(s.ctx, client)
    expect(await errorOf(res, 429)).toMatchObject({
      code: 'TOO_MANY_UPLOADS',
      message: messageText(VOICE_NOTE_MESSAGES.tooManyUploads),
    })
    expect(res.headers.get('retry-after')).toBe('600')
    expect(await rowsOf(s.ctx, userId)).toHaveLength(4)
    expect(filesOf(s.ctx, userId)).toHaveLength(4)
    // another coach has a rate of their own
    const other = await s.ctx.coach()
    await ok(await upload(s.ctx, other.client), 201)
  })

  it('lets a concurrent burst through only up to the limit', async () => {
    const { client, userId } = await s.ctx.coach()
    const statuses = (
      await Promise.all(Array.from({ length: 10 }, () => upload(s.ctx, client)))
    ).map((r) => r.status)
    expect(statuses.filter((st) => st === 201)).toHaveLength(4)
    expect(statuses.filter((st) => st === 429)).toHaveLength(6)
    expect(await rowsOf(s.ctx, userId)).toHaveLength(4)
    expect(filesOf(s.ctx, userId)).toHaveLength(4)
  })
})

describe('the storage caps', () => {
  const s = quotaContext({
    voiceNoteQuota: { unattachedBytes: 3 * NOTE, totalBytes: 5 * NOTE },
  })

  it('refuses a note past the unsaved cap (413), and takes it once the notes are saved', async () => {
    const { client, userId } = await s.ctx.coach()
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push((await ok(await upload(s.ctx, client), 201)).id)
    expect(await errorOf(await upload(s.ctx, client), 413)).toMatchObject({
      code: 'UNSAVED_AUDIO_LIMIT',
      message: messageText(unsavedFullMessage('6 KB')),
    })
    // refused before the body was stored: no row, no file
    expect(await rowsOf(s.ctx, userId)).toHaveLength(3)
    expect(filesOf(s.ctx, userId)).toHaveLength(3)

    // saved with a lesson, they no longer count as unsaved
    const k = kit(client)
    const ana = await k.student('Ana Cota')
    await k.session([ana.id], {
      feedbacks: [{ studentId: ana.id, rating: 4, voiceNoteIds: ids }],
    })
    await ok(await upload(s.ctx, client), 201)
    await ok(await upload(s.ctx, client), 201)

    // the account's total (5 notes) is reached, with 2 unsaved only
    expect(await errorOf(await upload(s.ctx, client), 413)).toMatchObject({
      code: 'AUDIO_STORAGE_LIMIT',
      message: messageText(storageFullMessage('10 KB')),
    })
    expect(await rowsOf(s.ctx, userId)).toHaveLength(5)
    expect(filesOf(s.ctx, userId)).toHaveLength(5)

    // a note deleted makes room again
    const unsaved = await s.ctx.database.db
      .select({ id: voiceNotes.id })
      .from(voiceNotes)
      .where(eq(voiceNotes.userId, userId))
    const free = unsaved.find((n) => !ids.includes(n.id))!
    await ok(await client.delete(`/api/voice-notes/${free.id}`), 204)
    await ok(await upload(s.ctx, client), 201)
  })

  it('refuses a declared size past the cap before reading the body', async () => {
    const { client, userId } = await s.ctx.coach()
    // the body's first bytes, then nothing more: only a refusal made before reading it answers
    let pulls = 0
    const stalled = new ReadableStream<Uint8Array>({
      pull: (controller) =>
        pulls++ === 0 ? controller.enqueue(audioBytes('webm', NOTE)) : new Promise(() => {}),
    })
    const res = await Promise.race([
      uploadAudio(s.ctx, client, stalled, { headers: { 'content-length': String(4 * NOTE) } }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the upload was read instead of refused')), 5000),
      ),
    ])
    expect((await errorOf(res, 413)).code).toBe('UNSAVED_AUDIO_LIMIT')
    expect(res.headers.get('connection')).toBe('close')
    expect(await rowsOf(s.ctx, userId)).toHaveLength(0)
    expect(filesOf(s.ctx, userId)).toHaveLength(0)
  })

  it('lets a concurrent burst fill the cap and no more, leaving no file behind', async () => {
    const { client, userId } = await s.ctx.coach()
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(s.ctx, client)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((st) => st === 201)).toHaveLength(3)
    expect(statuses.filter((st) => st === 413)).toHaveLength(9)
    const rows = await rowsOf(s.ctx, userId)
    expect(rows.reduce((sum, r) => sum + r.bytes, 0)).toBeLessThanOrEqual(3 * NOTE)
    expect(filesOf(s.ctx, userId)).toHaveLength(rows.length)
  })
})

describe('a nearly full disk', () => {
  // a margin no disk has: the real free space of the test's filesystem is below it
  const s = quotaContext({ minFreeDiskBytes: Number.MAX_SAFE_INTEGER })

  it('refuses the upload with 507 and the message, writing no file and no row', async () => {
    const { client, userId } = await s.ctx.coach()
    const res = await upload(s.ctx, client)
    expect(await errorOf(res, 507)).toMatchObject({
      code: 'INSUFFICIENT_STORAGE',
      message: messageText(VOICE_NOTE_MESSAGES.diskFull),
    })
    expect(res.headers.get('connection')).toBe('close')
    expect(await rowsOf(s.ctx, userId)).toHaveLength(0)
    expect(filesOf(s.ctx)).toEqual([])
  })
})
