import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeAi, startFakeAi } from '../../../../tests/helpers/fake-ai'
import { chunked, pattern } from '../../../../tests/helpers/media-storage-suite'
import { createTestContext, type TestContext } from '../../../../tests/helpers/test-app'
import { voiceNotes } from '../../db/schema/media'
import { createLogger } from '../../lib/logger'
import { newMediaKey } from '../../lib/storage/keys'
import { startTranscriptionWorker, transcribePending, transcriptionDelayMs } from './transcribe'

// The transcription worker against a local fake OpenAI-compatible server (tests/helpers/fake-ai.ts).
let ctx: TestContext
let fake: FakeAi
let userId: string
const logger = createLogger({ silent: true })

beforeAll(async () => {
  ctx = await createTestContext()
  userId = (await ctx.coach()).userId
  fake = await startFakeAi()
})
afterAll(async () => {
  await fake?.close()
  await ctx?.close()
})
beforeEach(async () => {
  fake.mode = 'ok'
  fake.requests.length = 0
  // each test sees only its own notes in the queue
  await ctx.database.db.execute(
    sql`UPDATE voice_notes SET transcript_status = 'none', transcript_next_at = NULL`,
  )
})

/** The writer's settings: a short timeout only where a test waits for a hang. */
const settings = (timeoutMs = 5_000) =>
  fake.settings({ transcribeModel: 'whisper-fake', timeoutMs })

async function pendingNote(
  options: { mimeType?: 'audio/webm' | 'audio/ogg' | 'audio/mp4'; file?: boolean } = {},
) {
  const mimeType = options.mimeType ?? 'audio/webm'
  const key = newMediaKey(userId, mimeType)
  if (options.file !== false) await ctx.storage.put(key, chunked(pattern(3000)), mimeType)
  const [row] = await ctx.database.db
    .insert(voiceNotes)
    .values({
      userId,
      storageKey: key,
      mimeType,
      bytes: 3000,
      durationMs: 4000,
      transcriptStatus: 'pending',
      transcriptNextAt: new Date(Date.now() - 1000),
    })
    .returning()
  return row!
}

const read = async (id: string) =>
  (await ctx.database.db.select().from(voiceNotes).where(eq(voiceNotes.id, id)))[0]!

const makeDue = () =>
  ctx.database.db.execute(
    sql`UPDATE voice_notes SET transcript_next_at = now() - interval '1 second'
         WHERE transcript_status = 'pending'`,
  )

describe('voice note transcription', () => {
  it('sends the audio as multipart (model, file, language=pt) and stores the text', async () => {
    const note = await pendingNote({ mimeType: 'audio/ogg' })
    fake.transcript = '  Ótimo treino!\u0007 Continue firme no voleio.  '
    expect(await transcribePending(ctx.database.db, ctx.storage, settings(), logger)).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    })
    const [req] = fake.requests
    expect(req?.path).toBe('/v1/audio/transcriptions')
    expect(req?.authorization).toBe('Bearer fake-ai-key')
    expect(req?.body).toMatchObject({ model: 'whisper-fake', language: 'pt' })
    expect(req?.body.file).toMatchObject({ name: 'voice-note.ogg', type: 'audio/ogg', size: 3000 })
    expect(req?.body.file?.bytes.equals(pattern(3000))).toBe(true)
    expect(await read(note.id)).toMatchObject({
      transcript: 'Ótimo treino! Continue firme no voleio.',
      transcriptStatus: 'done',
      transcriptNextAt: null,
      transcriptAttempts: 0,
    })
  })

  it('leaves notes alone that are not pending or not due yet', async () => {
    const later = await pendingNote()
    await ctx.database.db
      .update(voiceNotes)
      .set({ transcriptNextAt: new Date(Date.now() + 60_000) })
      .where(eq(voiceNotes.id, later.id))
    const plain = await pendingNote()
    await ctx.database.db
      .update(voiceNotes)
      .set({ transcriptStatus: 'none', transcriptNextAt: null })
      .where(eq(voiceNotes.id, plain.id))
    expect(await transcribePending(ctx.database.db, ctx.storage, settings(), logger)).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    })
    expect(fake.requests).toHaveLength(0)
    expect((await read(later.id)).transcriptStatus).toBe('pending')
  })

  it('backs off after a failure (1 min, doubling) and gives up after 5 attempts', async () => {
    const note = await pendingNote()
    fake.mode = '500'
    const t0 = Date.now()
    expect(await transcribePending(ctx.database.db, ctx.storage, settings(), logger)).toMatchObject(
      { retried: 1 },
    )
    const first = await read(note.id)
    expect(first).toMatchObject({ transcriptStatus: 'pending', transcriptAttempts: 1 })
    expect(first.transcriptNextAt!.getTime()).toBeGreaterThan(t0 + 50_000)
    expect(first.transcriptNextAt!.getTime()).toBeLessThan(t0 + 70_000)
    // not due: nothing happens
    await transcribePending(ctx.database.db, ctx.storage, settings(), logger)
    expect(fake.requests).toHaveLength(1)

    for (let attempt = 2; attempt <= 5; attempt++) {
      await makeDue()
      await transcribePending(ctx.database.db, ctx.storage, settings(), logger)
    }
    expect(await read(note.id)).toMatchObject({
      transcriptStatus: 'failed',
      transcriptAttempts: 5,
      transcriptNextAt: null,
      transcript: null,
    })
    expect(fake.requests).toHaveLength(5)
    expect([1, 2, 3, 4].map(transcriptionDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000])
  })

  it('a hanging endpoint times out and is retried; a malformed answer too', async () => {
    const note = await pendingNote()
    fake.mode = 'hang'
    expect(
      await transcribePending(ctx.database.db, ctx.storage, settings(100), logger),
    ).toMatchObject({ retried: 1 })
    fake.mode = 'malformed'
    await makeDue()
    expect(await transcribePending(ctx.database.db, ctx.storage, settings(), logger)).toMatchObject(
      { retried: 1 },
    )
    fake.mode = 'ok'
    await makeDue()
    await transcribePending(ctx.database.db, ctx.storage, settings(), logger)
    expect(await read(note.id)).toMatchObject({ transcriptStatus: 'done', transcriptAttempts: 2 })
  })

  it('a note whose file is gone fails at once', async () => {
    const note = await pendingNote({ file: false })
    expect(await transcribePending(ctx.database.db, ctx.storage, settings(), logger)).toMatchObject(
      { failed: 1 },
    )
    expect(await read(note.id)).toMatchObject({ transcriptStatus: 'failed' })
    expect(fake.requests).toHaveLength(0)
  })

  it('does nothing without AI_TRANSCRIBE_MODEL', async () => {
    await pendingNote()
    const noModel = fake.settings()
    expect(await transcribePending(ctx.database.db, ctx.storage, noModel, logger)).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    })
    expect(await transcribePending(ctx.database.db, ctx.storage, undefined, logger)).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    })
    expect(fake.requests).toHaveLength(0)
  })

  it('concurrent workers transcribe each note once (claimed with SKIP LOCKED)', async () => {
    const notes = []
    for (let i = 0; i < 6; i++) notes.push(await pendingNote())
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        transcribePending(ctx.database.db, ctx.storage, settings(), logger, { limit: 2 }),
      ),
    )
    const worker = startTranscriptionWorker(
      ctx.database.db,
      ctx.storage,
      settings(),
      logger,
      60_000,
    )
    worker.kick() // picks up whatever the three batches left
    const deadline = Date.now() + 5_000
    while (Date.now() < deadline) {
      const rows = await Promise.all(notes.map((n) => read(n.id)))
      if (rows.every((r) => r.transcriptStatus === 'done')) break
      await new Promise((r) => setTimeout(r, 50))
    }
    worker.stop()
    expect(results.reduce((s, r) => s + r.done, 0)).toBeLessThanOrEqual(6)
    for (const n of notes) expect((await read(n.id)).transcriptStatus).toBe('done')
    expect(fake.requests).toHaveLength(6)
  })
})
