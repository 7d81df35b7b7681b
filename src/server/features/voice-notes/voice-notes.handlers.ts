import { VOICE_NOTE_MESSAGES } from '../../../shared/schemas/voice-note'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { owned, ownerId, pathId } from '../../lib/ids'
import { nodeBody } from '../../lib/node-body'
import { bindRoutes, createRouter } from '../../lib/router'
import { sendAudio } from './send-audio'
import { toVoiceNoteDto } from './voice-note-dto'
import { voiceNotesRoutes } from './voice-notes.routes'
import {
  deleteVoiceNote,
  findVoiceNote,
  patchVoiceNote,
  uploadVoiceNote,
  type VoiceNoteDeps,
} from './voice-notes.service'

const NOT_FOUND = VOICE_NOTE_MESSAGES.notFound

export function voiceNotesRouter(db: Db, deps: VoiceNoteDeps) {
  return bindRoutes(createRouter(), voiceNotesRoutes, {
    uploadVoiceNote: async (c) => {
      try {
        const note = await uploadVoiceNote(db, deps, {
          ownerId: ownerId(c),
          durationMs: c.req.valid('query').durationMs,
          contentType: c.req.header('content-type'),
          contentLength: c.req.header('content-length'),
          body: nodeBody(c.env) ?? c.req.raw.body,
        })
        return c.json(note, 201)
      } catch (err) {
        // refused before the body was read to its end: the connection cannot carry another
        // request, so say so (as app.ts's body limit does) instead of dropping it under the next
        c.header('connection', 'close')
        // the rate's window is fixed: at most that long before an upload is taken again
        if (err instanceof AppError && err.status === 429)
          c.header('retry-after', String(deps.quota.windowSeconds))
        throw err
      }
    },
    getVoiceNote: async (c) => {
      const row = await findVoiceNote(db, ownerId(c), pathId(c, NOT_FOUND))
      return c.json(toVoiceNoteDto(row), 200)
    },
    getVoiceNoteAudio: async (c) => {
      const row = await findVoiceNote(db, ownerId(c), pathId(c, NOT_FOUND))
      return sendAudio(c, deps, row)
    },
    patchVoiceNote: async (c) =>
      c.json(await patchVoiceNote(db, owned(c, NOT_FOUND), c.req.valid('json')), 200),
    deleteVoiceNote: async (c) => {
      await deleteVoiceNote(db, deps, owned(c, NOT_FOUND))
      return c.body(null, 204)
    },
  })
}
