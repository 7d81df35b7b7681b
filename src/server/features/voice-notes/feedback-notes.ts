import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { VOICE_NOTE_MESSAGES } from '../../../shared/schemas/voice-note'
import type { Executor } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import { col, rawRows } from '../../lib/sql'
import { uuidArray } from './voice-note-dto'

/** Removes the files of keys queued by a committed transaction (lib/storage's flush). */
export type FlushMedia = (keys: string[]) => Promise<void>

/**
 * A feedback's voice notes as the save asks (decision 0015), inside the save's
 * transaction: `ids` undefined keeps them as they are; otherwise the listed notes (the coach's,
 * not on another feedback) are attached in that order and the feedback's other notes deleted
 * (the trigger of migration 0013 queues their files). Unknown or another coach's note: 404;
 * a note already on another feedback: 409.
 */
export async function attachFeedbackVoiceNotes(
  tx: Executor,
  { ownerId, feedbackId, ids }: { ownerId: string; feedbackId: string; ids: string[] | undefined },
): Promise<void> {
  if (ids === undefined) return
  const list = ids.map((id) => id.toLowerCase())
  if (list.length) {
    // the notes' rows locked (two saves naming one note queue here; the second sees it taken)
    const rows = await rawRows(
      tx,
      z.object({ id: col.string, feedback_id: col.stringOrNull }),
      sql`SELECT id, feedback_id FROM voice_notes
          WHERE user_id = ${ownerId} AND id = ANY(${uuidArray(list)}::uuid[])
          ORDER BY id FOR UPDATE`,
    )
    if (rows.length !== new Set(list).size) throw notFound(VOICE_NOTE_MESSAGES.notFound)
    if (rows.some((r) => r.feedback_id !== null && r.feedback_id !== feedbackId)) {
      throw new AppError('VOICE_NOTE_ATTACHED', VOICE_NOTE_MESSAGES.attached, 409)
    }
    await tx.execute(sql`UPDATE voice_notes v
        SET feedback_id = ${feedbackId}, position = x.ord - 1,
            attached_at = coalesce(v.attached_at, now())
        FROM unnest(${uuidArray(list)}::uuid[]) WITH ORDINALITY AS x(id, ord)
        WHERE v.id = x.id AND v.user_id = ${ownerId}`)
  }
  await tx.execute(sql`DELETE FROM voice_notes
      WHERE user_id = ${ownerId} AND feedback_id = ${feedbackId}
        AND NOT (id = ANY(${uuidArray(list)}::uuid[]))`)
}

/**
 * The files this transaction queued for removal (the trigger's rows carry the transaction's
 * now()): flushed once it has committed. Filtered on the coach's folder.
 */
export async function queuedMediaDeletions(tx: Executor, ownerId: string): Promise<string[]> {
  const rows = await rawRows(
    tx,
    z.object({ storage_key: col.string }),
    sql`SELECT storage_key FROM media_deletions
        WHERE next_at = now() AND starts_with(storage_key, ${`${ownerId.toLowerCase()}/`})`,
  )
  return rows.map((r) => r.storage_key)
}
