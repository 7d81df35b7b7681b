import { createRoute, z } from '@hono/zod-openapi'
import {
  VOICE_NOTE_MESSAGES,
  voiceNotePatchSchema,
  voiceNoteUploadQuerySchema,
} from '../../../shared/schemas/voice-note'
import { voiceNoteDtoSchema } from '../../../shared/schemas/voice-notes.response'
import {
  audioContent,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
} from '../../lib/router'

const tags = ['Áudios']
const idParam = z.object({ id: z.string() })

/** The upload route (a raw audio body: app.ts lets it through, as the agent's voice). */
export const VOICE_NOTE_UPLOAD_PATH = '/api/voice-notes'

export const voiceNotesRoutes = {
  uploadVoiceNote: createRoute({
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
  getVoiceNote: createRoute({
    method: 'get',
    path: '/voice-notes/{id}',
    tags,
    summary: 'Um áudio',
    request: { params: idParam },
    responses: { 200: jsonResponse(voiceNoteDtoSchema, 'O áudio'), ...errorResponses },
  }),
  getVoiceNoteAudio: createRoute({
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
  patchVoiceNote: createRoute({
    method: 'patch',
    path: '/voice-notes/{id}',
    tags,
    summary: 'Corrige a transcrição e/ou compartilha o áudio na página do aluno',
    request: { params: idParam, body: jsonBody(voiceNotePatchSchema) },
    responses: { 200: jsonResponse(voiceNoteDtoSchema, 'O áudio'), ...errorResponses },
  }),
  deleteVoiceNote: createRoute({
    method: 'delete',
    path: '/voice-notes/{id}',
    tags,
    summary: 'Exclui o áudio (o arquivo é removido depois da transação)',
    request: { params: idParam },
    responses: { 204: { description: 'Excluído' }, ...errorResponses },
  }),
}
