import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import {
  TRANSCRIPT_STATUSES,
  VOICE_NOTE_LIMITS,
  VOICE_NOTE_MIME_TYPES,
} from '../../../shared/constants'
import { id, owner, searchWords, sqlList } from './columns'
import { sessionFeedbacks } from './sessions'

/**
 * A voice note (decision 0015). Uploaded first (`feedback_id` null), then attached
 * to a student's feedback when the session or the feedback is saved; one never attached is
 * removed after VOICE_NOTE_LIMITS.orphanHours. The file itself is in the media storage
 * (lib/storage: DATA_DIR/media or S3) under `storage_key`; the database holds only this row.
 * Deleting the feedback (its session, its student, the account) deletes the row by cascade, and
 * the trigger of migration 0013 queues its key in `media_deletions`: the file is removed after
 * the transaction commits, whatever path deleted the row.
 */
export const voiceNotes = pgTable(
  'voice_notes',
  {
    id: id(),
    userId: owner(),
    feedbackId: uuid('feedback_id').references(() => sessionFeedbacks.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type', { enum: VOICE_NOTE_MIME_TYPES }).notNull(),
    bytes: integer('bytes').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** Position among the feedback's notes (0-based), in the order the coach recorded them. */
    position: integer('position').notNull().default(0),
    /** Shared on the student's page: playable through its token. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    transcript: text('transcript'),
    /** The transcript's folded words, for the history's text search (like the notes'). */
    transcriptWords: searchWords('transcript_words', 'transcript'),
    transcriptStatus: text('transcript_status', { enum: TRANSCRIPT_STATUSES })
      .notNull()
      .default('none'),
    transcriptAttempts: integer('transcript_attempts').notNull().default(0),
    /** When the transcription job may run (again): back-off after a failure. */
    transcriptNextAt: timestamp('transcript_next_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('voice_notes_feedback_idx')
      .on(t.feedbackId, t.position)
      .where(sql`${t.feedbackId} IS NOT NULL`),
    index('voice_notes_user_idx').on(t.userId),
    index('voice_notes_transcript_words_idx')
      .using('gin', t.transcriptWords)
      .with({ fastupdate: false }),
    // the orphan sweep: notes never attached, oldest first
    index('voice_notes_orphans_idx').on(t.createdAt).where(sql`${t.feedbackId} IS NULL`),
    // the transcription queue
    index('voice_notes_transcript_queue_idx')
      .on(t.transcriptNextAt)
      .where(sql`${t.transcriptStatus} = 'pending'`),
    check(
      'voice_notes_mime_type_check',
      sql.raw(`mime_type IN (${sqlList(VOICE_NOTE_MIME_TYPES)})`),
    ),
    check(
      'voice_notes_transcript_status_check',
      sql.raw(`transcript_status IN (${sqlList(TRANSCRIPT_STATUSES)})`),
    ),
    check('voice_notes_bytes_check', sql.raw(`bytes BETWEEN 1 AND ${VOICE_NOTE_LIMITS.maxBytes}`)),
    check(
      'voice_notes_duration_check',
      sql.raw(
        `duration_ms BETWEEN 1 AND ${VOICE_NOTE_LIMITS.maxDurationMs + VOICE_NOTE_LIMITS.durationToleranceMs}`,
      ),
    ),
    check(
      'voice_notes_transcript_length_check',
      sql.raw(
        `transcript IS NULL OR char_length(transcript) <= ${VOICE_NOTE_LIMITS.transcriptMax}`,
      ),
    ),
  ],
)

export type VoiceNoteRow = typeof voiceNotes.$inferSelect

/**
 * Files to remove from the media storage (an outbox): filled by the trigger when a voice note
 * row is deleted, emptied after the commit by lib/storage's `flushMediaDeletions` and by the
 * periodic sweep, which retries with back-off (a failed removal never blocks the delete).
 */
export const mediaDeletions = pgTable(
  'media_deletions',
  {
    storageKey: text('storage_key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_deletions_next_idx').on(t.nextAt)],
)
