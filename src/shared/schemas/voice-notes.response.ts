import { z } from 'zod'
import { TRANSCRIPT_STATUSES, VOICE_NOTE_MIME_TYPES } from '../constants'

/** A voice note: its metadata and where to play it (the owner's URL; range requests). */
export const voiceNoteDtoSchema = z
  .object({
    id: z.string(),
    mimeType: z.enum(VOICE_NOTE_MIME_TYPES),
    bytes: z.number(),
    durationMs: z.number().meta({
      description:
        'Duração do áudio em milissegundos, medida pelo gravador e guardada no envio (um WebM do MediaRecorder não declara a sua): os players mostram m:ss a partir dela',
    }),
    /** GET it (with Range) to play: /api/voice-notes/{id}/audio. */
    audioUrl: z.string(),
    /** Null until attached to a saved feedback. */
    feedbackId: z.string().nullable(),
    shared: z.boolean(),
    transcript: z.string().nullable(),
    transcriptStatus: z.enum(TRANSCRIPT_STATUSES),
    createdAt: z.string(),
  })
  .meta({ id: 'VoiceNoteDto' })
export type VoiceNoteDto = z.infer<typeof voiceNoteDtoSchema>
