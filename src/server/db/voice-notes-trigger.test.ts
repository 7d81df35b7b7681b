import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { coachSuite } from '../../../tests/helpers/coach-kit'
import { mediaDeletions, voiceNotes } from './schema/media'
import { sessionFeedbacks } from './schema/sessions'

/**
 * Migration 0013 (decision 0015): whichever path deletes a voice note row — its
 * session, its feedback, or the note itself — its file's key is queued for removal in the same
 * transaction, once.
 */
const t = coachSuite()

async function noteOnNewSession(key: string) {
  const db = t.ctx.database.db
  const student = await t.k.student(`Aluno ${key}`)
  const session = await t.k.session([student.id], {
    feedbacks: [{ studentId: student.id, rating: 4 }],
  })
  const [feedback] = await db
    .select({ id: sessionFeedbacks.id, userId: sessionFeedbacks.userId })
    .from(sessionFeedbacks)
    .where(eq(sessionFeedbacks.sessionId, session.id))
  await db.insert(voiceNotes).values({
    userId: feedback!.userId,
    feedbackId: feedback!.id,
    storageKey: key,
    mimeType: 'audio/webm',
    bytes: 1000,
    durationMs: 5000,
  })
  return { session, student, feedbackId: feedback!.id }
}

const queued = async () =>
  (await t.ctx.database.db.select().from(mediaDeletions)).map((d) => d.storageKey).sort()

describe('voice note rows queue their files for removal', () => {
  it('when the session is deleted (cascade through the feedback)', async () => {
    const { session } = await noteOnNewSession('u/a.webm')
    expect(await queued()).toEqual([])
    expect((await t.coach.delete(`/api/sessions/${session.id}`)).status).toBe(204)
    expect(await queued()).toEqual(['u/a.webm'])
  })

  it('when the row itself is deleted, and a key queued twice is kept once', async () => {
    const db = t.ctx.database.db
    await noteOnNewSession('u/b.webm')
    await db.delete(voiceNotes).where(eq(voiceNotes.storageKey, 'u/b.webm'))
    await db.insert(mediaDeletions).values({ storageKey: 'u/c.webm' })
    await db.execute(sql`DELETE FROM media_deletions WHERE storage_key = 'u/c.webm'`)
    expect(await queued()).toEqual(['u/a.webm', 'u/b.webm'])
  })
})
