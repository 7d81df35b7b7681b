import { Readable } from 'node:stream'
import type { HttpBindings } from '@hono/node-server'
import { createRoute, z } from '@hono/zod-openapi'
import { voiceNoteDtoSchema } from '../../../shared/api-types'
import { VOICE_NOTE_MIME_TYPES } from '../../../shared/constants'
import {
  VOICE_NOTE_MESSAGES,
  voiceNotePatchSchema,
  voiceNoteUploadQuerySchema,
} from '../../../shared/schemas/voice-note'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { requireId } from '../../lib/ids'
import {
  createRouter,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
} from '../../lib/router'
import { sendAudio } from './send-audio'
import { toVoiceNoteDto } from './voice-note-dto'
import {
  deleteVoiceNote,
  findVoiceNote,
  patchVoiceNote,
  uploadVoiceNote,
  type VoiceNoteDeps,
} from './voice-notes.service'

const tags = ['Áudios']

/**
 * The upload's body as Node's own stream, when the request came through @hono/node-server and
 * nothing has attached to it yet: read directly, each chunk the socket delivers reaches the
 * storage without the copy a Web ReadableStream adapter makes (half the garbage per upload,
 * measured by `npm run bench`). Otherwise (app.request in tests, an edge runtime) the Web body.
 */
function nodeBody(env: unknown): Readable | null {
  const incoming = (env as Partial<HttpBindings> | undefined)?.incoming
  return incoming instanceof Readable &&
    incoming.readableFlowing === null &&
    !incoming.readableDidRead
    ? incoming
    : null
}
const idParam = z.object({ id: z.string() })
const audioFile = z.string().meta({ id: 'AudioFile', format: 'binary' })
const audioContent = Object.fromEntries(
  VOICE_NOTE_MIME_TYPES.map((t) => [t, { schema: audioFile }]),
)

/** The upload route (the one non-JSON body of the API: app.ts lets it through). */
export const VOICE_NOTE_UPLOAD_PATH = '/api/voice-notes'

export function voiceNotesRoutes(db: Db, deps: VoiceNoteDeps) {
  const router = createRouter()
  const noteId = (id: string) => requireId(id, VOICE_NOTE_MESSAGES.notFound)

  router.openapi(
    createRoute({
      method: 'post',
      path: '/voice-notes',
      tags,
      summary:
        'Envia um áudio (corpo bruto audio/webm, audio/ogg ou audio/mp4, até 5 MB; o tipo é lido dos bytes)',
      request: {
        query: voiceNoteUploadQuerySchema,
        body: { required: true, description: 'O áudio gravado', content: audioContent },
      },
      responses: {
        201: jsonResponse(voiceNoteDtoSchema, 'O áudio'),
        413: errorResponse(
          `${VOICE_NOTE_MESSAGES.tooLarge}; ou a conta chegou a um limite de áudios (não salvos: VOICE_NOTE_UNSAVED_MAX_MB; no total: VOICE_NOTE_STORAGE_MAX_MB)`,
        ),
        415: errorResponse(VOICE_NOTE_MESSAGES.type),
        429: errorResponse(
          'Envios demais nesta janela (VOICE_NOTE_UPLOADS_MAX por VOICE_NOTE_UPLOADS_WINDOW_SECONDS; Retry-After)',
        ),
        507: errorResponse(VOICE_NOTE_MESSAGES.diskFull),
        ...errorResponses,
      },
    }),
    async (c) => {
      try {
        const note = await uploadVoiceNote(db, deps, {
          ownerId: c.get('user').id,
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
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/voice-notes/{id}',
      tags,
      summary: 'Um áudio',
      request: { params: idParam },
      responses: { 200: jsonResponse(voiceNoteDtoSchema, 'O áudio'), ...errorResponses },
    }),
    async (c) => {
      const row = await findVoiceNote(db, c.get('user').id, noteId(c.req.valid('param').id))
      return c.json(toVoiceNoteDto(row), 200)
    },
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/voice-notes/{id}/audio',
      tags,
      summary: 'Toca o áudio (aceita Range: bytes=…; 206 parcial)',
      request: { params: idParam },
      responses: {
        200: { description: 'O arquivo inteiro', content: audioContent },
        206: { description: 'Um trecho (Content-Range)', content: audioContent },
        416: errorResponse('Trecho fora do arquivo'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const row = await findVoiceNote(db, c.get('user').id, noteId(c.req.valid('param').id))
      return sendAudio(c, deps, row)
    },
  )
  router.openapi(
    createRoute({
      method: 'patch',
      path: '/voice-notes/{id}',
      tags,
      summary: 'Corrige a transcrição e/ou compartilha o áudio na página do aluno',
      request: { params: idParam, body: jsonBody(voiceNotePatchSchema) },
      responses: { 200: jsonResponse(voiceNoteDtoSchema, 'O áudio'), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await patchVoiceNote(
          db,
          { ownerId: c.get('user').id, id: noteId(c.req.valid('param').id) },
          c.req.valid('json'),
        ),
        200,
      ),
  )
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/voice-notes/{id}',
      tags,
      summary: 'Exclui o áudio (o arquivo é removido depois da transação)',
      request: { params: idParam },
      responses: { 204: { description: 'Excluído' }, ...errorResponses },
    }),
    async (c) => {
      await deleteVoiceNote(db, deps, {
        ownerId: c.get('user').id,
        id: noteId(c.req.valid('param').id),
      })
      return c.body(null, 204)
    },
  )
  return router
}
