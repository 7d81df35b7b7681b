import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chunked, pattern, readAll } from '../../../../tests/helpers/media-storage-suite'
import { createTestContext, type TestContext } from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { user } from '../../db/schema/auth'
import { mediaDeletions, voiceNotes } from '../../db/schema/media'
import { classSessions, sessionFeedbacks } from '../../db/schema/sessions'
import { createSessionRecord, createStudentRecord } from '../../demo/records'
import { createLogger, type LogEntry } from '../logger'
import { newMediaKey } from './keys'
import {
  flushMediaDeletions,
  mediaDeletionDelayMs,
  scheduleMediaSweep,
  sweepMedia,
} from './media-deletions'
import type { MediaStorage } from './storage'

let ctx: TestContext
let userId: string
let coach: { id: string; email: string; name: string }
const logged: LogEntry[] = []
const logger = createLogger({ silent: true, capture: (e) => logged.push(e) })
const HOUR = 60 * 60 * 1000

beforeAll(async () => {
  ctx = await createTestContext()
  const signedUp = await ctx.coach()
  userId = signedUp.userId
  const [row] = await ctx.database.db.select().from(user).where(eq(user.id, userId))
  coach = { id: userId, email: row!.email, name: row!.name }
})
afterAll(async () => {
  await ctx?.close()
})

/** A stored file and its voice note row, `ageHours` old, attached to `feedbackId` or not. */
async function note(options: { ageHours: number; feedbackId?: string | null }) {
  const key = newMediaKey(userId, 'audio/webm')
  const { bytes } = await ctx.storage.put(key, chunked(pattern(4000)), 'audio/webm')
  const createdAt = new Date(Date.now() - options.ageHours * HOUR)
  const [row] = await ctx.database.db
    .insert(voiceNotes)
    .values({
      userId,
      feedbackId: options.feedbackId ?? null,
      storageKey: key,
      mimeType: 'audio/webm',
      bytes,
      durationMs: 5_000,
      createdAt,
      attachedAt: options.feedbackId ? createdAt : null,
    })
    .returning()
  return { key, id: row!.id }
}

/** A saved session with one feedback: its ids. */
async function feedback() {
  const student = await createStudentRecord(ctx.database.db, userId)
  const session = await createSessionRecord(ctx.database.db, coach, [student.id])
  const [fb] = await ctx.database.db
    .select()
    .from(sessionFeedbacks)
    .where(eq(sessionFeedbacks.sessionId, session.id))
  return { sessionId: session.id, feedbackId: fb!.id }
}

const fileExists = async (key: string) => (await ctx.storage.get(key)) !== null
const queue = () => ctx.database.db.select().from(mediaDeletions)

/** A storage whose removals fail: a stand-in for an S3 outage (an outside service). */
const failingStorage = (inner: MediaStorage): MediaStorage => ({
  driver: inner.driver,
  put: (key, body, type) => inner.put(key, body, type),
  get: (key, range) => inner.get(key, range),
  delete: async () => {
    throw new Error('S3 indisponível (teste)')
  },
})

describe('media sweep and deletion queue', () => {
  it('removes an orphan older than 24 h with its file, keeps a recent orphan and attached notes', async () => {
    const { feedbackId } = await feedback()
    const old = await note({ ageHours: 25 })
    const recent = await note({ ageHours: 23 })
    const attached = await note({ ageHours: 48, feedbackId })

    const result = await sweepMedia(ctx.database.db, ctx.storage, logger)
    expect(result).toMatchObject({ orphans: 1, deleted: 1, failed: 0 })

    expect(await fileExists(old.key)).toBe(false)
    expect(await fileExists(recent.key)).toBe(true)
    expect(await fileExists(attached.key)).toBe(true)
    const left = await ctx.database.db
      .select({ id: voiceNotes.id })
      .from(voiceNotes)
      .where(inArray(voiceNotes.id, [old.id, recent.id, attached.id]))
    expect(left.map((r) => r.id).sort()).toEqual([recent.id, attached.id].sort())
    expect(await queue()).toEqual([])
    // the attached file is intact
    const got = await ctx.storage.get(attached.key)
    expect((await readAll(got!.body)).equals(pattern(4000))).toBe(true)
  })

  it('deleting a session queues its notes in the same transaction; the flush after the commit removes the files', async () => {
    const { sessionId, feedbackId } = await feedback()
    const a = await note({ ageHours: 0, feedbackId })
    const b = await note({ ageHours: 0, feedbackId })
    await ctx.database.db.delete(classSessions).where(eq(classSessions.id, sessionId))
    expect((await queue()).map((r) => r.storageKey).sort()).toEqual([a.key, b.key].sort())
    expect(await fileExists(a.key)).toBe(true) // nothing removed before the flush

    const result = await flushMediaDeletions(ctx.database.db, ctx.storage, logger, [a.key, b.key])
    expect(result).toEqual({ deleted: 2, failed: 0 })
    expect(await fileExists(a.key)).toBe(false)
    expect(await fileExists(b.key)).toBe(false)
    expect(await queue()).toEqual([])
  })

  it('a failing storage never loses a removal: attempts + 1, a later next_at, the error kept; retried when due', async () => {
    const { sessionId, feedbackId } = await feedback()
    const n = await note({ ageHours: 0, feedbackId })
    await ctx.database.db.delete(classSessions).where(eq(classSessions.id, sessionId))
    const broken = failingStorage(ctx.storage)
    logged.length = 0

    const t0 = Date.now()
    expect(await flushMediaDeletions(ctx.database.db, broken, logger, [n.key])).toEqual({
      deleted: 0,
      failed: 1,
    })
    const [row] = await queue()
    expect(row).toMatchObject({
      storageKey: n.key,
      attempts: 1,
      lastError: 'S3 indisponível (teste)',
    })
    // one minute of back-off (the database clock and this one agree within seconds)
    expect(row!.nextAt.getTime()).toBeGreaterThan(t0 + 50_000)
    expect(row!.nextAt.getTime()).toBeLessThan(t0 + 70_000)
    expect(logged.some((e) => e.level === 'warn' && e.data?.key === n.key)).toBe(true)
    expect(await fileExists(n.key)).toBe(true)

    // not due yet: the sweep leaves it alone
    expect(await sweepMedia(ctx.database.db, broken, logger)).toMatchObject({
      deleted: 0,
      failed: 0,
    })
    // due again and failing again: two attempts, two minutes
    await ctx.database.db.execute(
      sql`UPDATE media_deletions SET next_at = now() - interval '1 second'`,
    )
    const t1 = Date.now()
    await sweepMedia(ctx.database.db, broken, logger)
    const [again] = await queue()
    expect(again!.attempts).toBe(2)
    expect(again!.nextAt.getTime()).toBeGreaterThan(t1 + 110_000)

    // the storage is back: the next due sweep removes the file and the row
    await ctx.database.db.execute(
      sql`UPDATE media_deletions SET next_at = now() - interval '1 second'`,
    )
    expect(await sweepMedia(ctx.database.db, ctx.storage, logger)).toMatchObject({
      deleted: 1,
      failed: 0,
    })
    expect(await fileExists(n.key)).toBe(false)
    expect(await queue()).toEqual([])
  })

  it('backs off 1 min, doubling, at most 6 h', () => {
    expect([1, 2, 3, 4].map(mediaDeletionDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000])
    expect(mediaDeletionDelayMs(9)).toBe(256 * 60_000)
    expect(mediaDeletionDelayMs(10)).toBe(6 * HOUR) // 512 min, capped at 360
    expect(mediaDeletionDelayMs(1000)).toBe(6 * HOUR)
  })

  it('concurrent flushes remove each file once (rows claimed with SKIP LOCKED)', async () => {
    const { sessionId, feedbackId } = await feedback()
    const notes = []
    for (let i = 0; i < 5; i++) notes.push(await note({ ageHours: 0, feedbackId }))
    await ctx.database.db.delete(classSessions).where(eq(classSessions.id, sessionId))
    let removals = 0
    const counting: MediaStorage = {
      ...ctx.storage,
      driver: ctx.storage.driver,
      delete: async (key) => {
        removals += 1
        await ctx.storage.delete(key)
      },
    }
    const results = await Promise.all(
      Array.from({ length: 4 }, () => flushMediaDeletions(ctx.database.db, counting, logger)),
    )
    expect(results.reduce((s, r) => s + r.deleted, 0)).toBe(5)
    expect(removals).toBe(5)
    for (const n of notes) expect(await fileExists(n.key)).toBe(false)
    expect(await queue()).toEqual([])
  })

  it('runs on its own with the periodic jobs (once per period across instances)', async () => {
    // a period's first tick runs it at once; the next period is a minute away, after this file
    const old = await note({ ageHours: 30 })
    const stop = scheduleMediaSweep(ctx.database.db, ctx.storage, logger, 60_000)
    try {
      const deadline = Date.now() + 10_000
      while ((await fileExists(old.key)) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100))
      }
    } finally {
      stop()
    }
    expect(await fileExists(old.key)).toBe(false)
    const rows = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`SELECT name FROM scheduled_jobs WHERE name = 'media-sweep'`,
    )
    expect(rows).toHaveLength(1)
  })
})
