import { and, asc, eq } from 'drizzle-orm'
import { msg } from '../../../shared/messages'
import { feedbackUpdateSchema } from '../../../shared/schemas/session'
import type { Tx } from '../../db/client'
import { voiceNotes } from '../../db/schema/media'
import { sessionFeedbacks } from '../../db/schema/sessions'
import { notFound } from '../../lib/app-error'
import { updateFeedback } from '../sessions/session-edit'

/**
 * A voice note put on a student's feedback by the feedback's own save (`updateFeedback` with its
 * `voiceNoteIds`: the voice notes' attach rule — the coach's own notes, none on another
 * feedback, five at most), the rating, notes and tags kept as they are. Taken back, the
 * feedback is saved without it: the attach rule deletes the note, and its file goes with the
 * media sweep (never before the commit that deletes the row).
 */

export interface FeedbackIds {
  ownerId: string
  sessionId: string
  studentId: string
}

/** A student's feedback on a class, as it is now (none: undefined). */
export async function feedbackRow(tx: Tx, ids: FeedbackIds) {
  const [feedback] = await tx
    .select({
      id: sessionFeedbacks.id,
      rating: sessionFeedbacks.rating,
      notes: sessionFeedbacks.notes,
      tags: sessionFeedbacks.tags,
    })
    .from(sessionFeedbacks)
    .where(
      and(
        eq(sessionFeedbacks.sessionId, ids.sessionId),
        eq(sessionFeedbacks.studentId, ids.studentId),
        eq(sessionFeedbacks.userId, ids.ownerId),
      ),
    )
  return feedback
}

/** The feedback as it is now, with its voice notes in order. */
async function feedbackNow(tx: Tx, ids: FeedbackIds) {
  const feedback = await feedbackRow(tx, ids)
  if (!feedback) throw notFound(msg('session.feedbackNotFound'))
  const notes = await tx
    .select({ id: voiceNotes.id })
    .from(voiceNotes)
    .where(and(eq(voiceNotes.feedbackId, feedback.id), eq(voiceNotes.userId, ids.ownerId)))
    .orderBy(asc(voiceNotes.position))
  return { ...feedback, voiceNoteIds: notes.map((n) => n.id) }
}

async function saveVoiceNotes(tx: Tx, ids: FeedbackIds, change: (current: string[]) => string[]) {
  const feedback = await feedbackNow(tx, ids)
  const input = feedbackUpdateSchema.parse({
    rating: feedback.rating,
    notes: feedback.notes,
    tags: feedback.tags,
    voiceNoteIds: change(feedback.voiceNoteIds),
  })
  await updateFeedback(tx, ids, input)
}

/** The note added after the feedback's others. */
export function attachVoiceNote(tx: Tx, ids: FeedbackIds, voiceNoteId: string) {
  return saveVoiceNotes(tx, ids, (current) => [
    ...current.filter((id) => id !== voiceNoteId),
    voiceNoteId,
  ])
}

/** The feedback saved without the note (which deletes it). */
export function detachVoiceNote(tx: Tx, ids: FeedbackIds, voiceNoteId: string) {
  return saveVoiceNotes(tx, ids, (current) => current.filter((id) => id !== voiceNoteId))
}
