import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { messageFields } from '../../../shared/message-text'
import { msg } from '../../../shared/messages'
import type { ErrorBody } from '../../../shared/schemas/common.response'
import { VOICE_NOTE_MESSAGES } from '../../../shared/schemas/voice-note'
import type { MediaStorage } from '../../lib/storage/storage'
import { parseRange } from './audio-range'

/**
 * Streams a note's file (never buffered): the whole of it (200) or one range (206), 416 for a
 * range beyond its end. `private`: a shared cache never keeps a coach's audio.
 */
export async function sendAudio(
  c: Context,
  deps: { storage: MediaStorage },
  row: { storageKey: string; mimeType: string; bytes: number },
) {
  const size = row.bytes
  const common = {
    'accept-ranges': 'bytes',
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
  }
  const range = parseRange(c.req.header('range'), size)
  if (range === 'unsatisfiable') {
    return c.json(
      {
        error: {
          code: 'RANGE_NOT_SATISFIABLE',
          ...messageFields(msg('voiceNote.rangeNotSatisfiable')),
        },
      } satisfies ErrorBody,
      416,
      { ...common, 'content-range': `bytes */${size}` },
    )
  }
  const file = await deps.storage.get(row.storageKey, range ?? undefined)
  if (!file) {
    return c.json(
      { error: { code: 'NOT_FOUND', message: VOICE_NOTE_MESSAGES.notFound } } satisfies ErrorBody,
      404,
    )
  }
  const body = Readable.toWeb(file.body) as unknown as ReadableStream
  const headers: Record<string, string> = { ...common, 'content-type': row.mimeType }
  if (range) {
    headers['content-range'] = `bytes ${range.start}-${range.end}/${file.size}`
    headers['content-length'] = String(range.end - range.start + 1)
    return c.body(body, 206, headers)
  }
  headers['content-length'] = String(file.size)
  return c.body(body, 200, headers)
}
