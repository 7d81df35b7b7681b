import { and, asc, eq, sql } from 'drizzle-orm'
import type { VoiceNoteDto } from '../../../shared/schemas/voice-notes.response'
import type { Executor } from '../../db/client'
import { type VoiceNoteRow, voiceNotes } from '../../db/schema/media'
import { isoInstant } from '../../lib/sql'

/** Where the owner plays a note (range requests): GET /api/voice-notes/{id}/audio. */
const audioUrlOf = (id: string) => `/api/voice-notes/${id}/audio`

export function toVoiceNoteDto(row: VoiceNoteRow): VoiceNoteDto {
  return {
    id: row.id,
    mimeType: row.mimeType,
    bytes: row.bytes,
    durationMs: row.durationMs,
    audioUrl: audioUrlOf(row.id),
    feedbackId: row.feedbackId,
    shared: row.sharedAt !== null,
    transcript: row.transcript,
    transcriptStatus: row.transcriptStatus,
    createdAt: isoInstant(row.createdAt),
  }
}

/** A PostgreSQL array literal of uuids (ids read from the database: nothing to escape). */
export const uuidArray = (ids: string[]) => `{${[...new Set(ids)].join(',')}}`

/**
 * The voice notes of some feedbacks (a page of sessions, the Feedbacks tab), in recording order:
 * ONE statement whatever the page size, none for a page without feedbacks.
 */
export async function loadFeedbackVoiceNotes(
  db: Executor,
  ownerId: string,
  feedbackIds: string[],
): Promise<Map<string, VoiceNoteDto[]>> {
  const byFeedback = new Map<string, VoiceNoteDto[]>()
  if (!feedbackIds.length) return byFeedback
  const rows = await db
    .select()
    .from(voiceNotes)
    .where(
      and(
        eq(voiceNotes.userId, ownerId),
        // one array parameter (one prepared statement whatever the page size)
        sql`${voiceNotes.feedbackId} = ANY(${uuidArray(feedbackIds)}::uuid[])`,
      ),
    )
    .orderBy(asc(voiceNotes.feedbackId), asc(voiceNotes.position), asc(voiceNotes.createdAt))
  for (const row of rows) {
    const list = byFeedback.get(row.feedbackId!) ?? []
    list.push(toVoiceNoteDto(row))
    byFeedback.set(row.feedbackId!, list)
  }
  return byFeedback
}
