import { z } from 'zod'
import { VOICE_NOTE_LIMITS } from '../constants'
import { msg } from '../messages'
import { cleanText, idSchema } from './common'

/**
 * Issue 14: voice notes. The upload itself is the raw audio body (POST /api/voice-notes, its
 * Content-Type one of VOICE_NOTE_MIME_TYPES, the type then checked from the bytes); its length
 * comes in the query, measured by the recorder (a WebM from MediaRecorder carries none).
 */
export const VOICE_NOTE_MESSAGES = {
  tooLarge: msg('voiceNote.tooLarge'),
  type: msg('voiceNote.unsupportedFormat'),
  empty: msg('voiceNote.empty'),
  duration: msg('voiceNote.invalidDuration'),
  notFound: msg('voiceNote.notFound'),
  attached: msg('voiceNote.inOtherFeedback'),
  tooMany: msg('voiceNote.tooMany'),
  transcript: msg('voiceNote.transcriptTooLong'),
  // per-account limits (decision 0015, "Quotas"; the caps' refusals are below)
  tooManyUploads: msg('voiceNote.rateLimited'),
  diskFull: msg('voiceNote.serverFull'),
} as const

/** An account's notes not saved with a lesson yet reached their cap (`size`: '100 MB'). */
export const unsavedFullMessage = (size: string) => msg('voiceNote.pendingQuotaFull', { size })

/** An account's notes in all reached their cap (`size`: '2 GB'). */
export const storageFullMessage = (size: string) => msg('voiceNote.accountQuotaFull', { size })

export const voiceNoteUploadQuerySchema = z.object({
  durationMs: z.coerce
    .number({ error: VOICE_NOTE_MESSAGES.duration })
    .int({ error: VOICE_NOTE_MESSAGES.duration })
    .min(1, { error: VOICE_NOTE_MESSAGES.duration })
    .max(VOICE_NOTE_LIMITS.maxDurationMs + VOICE_NOTE_LIMITS.durationToleranceMs, {
      error: VOICE_NOTE_MESSAGES.duration,
    })
    .meta({
      description: `Duração medida pelo gravador, em milissegundos inteiros: de 1 a ${VOICE_NOTE_LIMITS.maxDurationMs + VOICE_NOTE_LIMITS.durationToleranceMs} (3 minutos e a tolerância do relógio); devolvida como durationMs`,
    }),
})

/** PATCH /api/voice-notes/{id}: the corrected transcript, and/or shared on the student's page. */
export const voiceNotePatchSchema = z
  .object({
    transcript: cleanText({ multiline: true })
      .max(VOICE_NOTE_LIMITS.transcriptMax, { error: VOICE_NOTE_MESSAGES.transcript })
      .optional(),
    shared: z.boolean({ error: msg('common.invalidValue') }).optional(),
  })
  .refine((v) => v.transcript !== undefined || v.shared !== undefined, {
    error: msg('common.nothingToChange'),
  })
export type VoiceNotePatch = z.infer<typeof voiceNotePatchSchema>

/**
 * A feedback's voice notes, in order: uploaded notes of the coach, attached when the session
 * or the feedback is saved (a note already on another feedback: 409; unknown: 404). Absent on
 * an edit: the feedback keeps its notes; [] removes them.
 */
export const voiceNoteIdsSchema = z
  .array(idSchema)
  .max(VOICE_NOTE_LIMITS.perFeedback, { error: VOICE_NOTE_MESSAGES.tooMany })
  .refine((ids) => new Set(ids).size === ids.length, { error: msg('voiceNote.repeated') })
