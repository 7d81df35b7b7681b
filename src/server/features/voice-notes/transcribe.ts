import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { VOICE_NOTE_LIMITS } from '../../../shared/constants'
import type { Db } from '../../db/client'
import type { AiSettings } from '../../lib/ai-writer'
import type { Logger } from '../../lib/logger'
import { col, rawRows } from '../../lib/sql'
import { mediaExtension } from '../../lib/storage/keys'
import type { MediaStorage } from '../../lib/storage/storage'

/**
 * Optional transcription of voice notes (decision 0015). With the AI settings
 * and AI_TRANSCRIBE_MODEL, the upload marks a note `transcript_status = 'pending'`; this worker
 * sends its audio to the OpenAI-compatible `${AI_BASE_URL}/audio/transcriptions` (model, file,
 * language=pt) and stores the text ('done'), or backs off (1 min doubling) and gives up after
 * VOICE_NOTE_LIMITS.transcribeAttempts ('failed'). The row is the queue: due notes are claimed
 * with FOR UPDATE SKIP LOCKED and a lease, so several instances share the work and one that
 * dies mid-call leaves the note to be retried. The HTTP call happens outside any transaction.
 */

/** Back-off after the n-th failed attempt: 1 min, 2, 4, 8. */
export function transcriptionDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, Math.min(attempts - 1, 10))
}

/** While one instance transcribes a claimed note, the others leave it alone this long. */
const CLAIM_LEASE = '10 minutes'
const BATCH = 5

export interface TranscribeResult {
  done: number
  retried: number
  failed: number
}

/** Whether these settings transcribe at all (AI writer configured and AI_TRANSCRIBE_MODEL set). */
export function transcriptionEnabled(ai: AiSettings | undefined): ai is AiSettings & {
  transcribeModel: string
} {
  return Boolean(ai?.transcribeModel)
}

/** Transcribes the notes due (one batch; call again while it reports work). */
export async function transcribePending(
  db: Db,
  storage: MediaStorage,
  ai: AiSettings | undefined,
  logger: Logger,
  options: { limit?: number } = {},
): Promise<TranscribeResult> {
  const result: TranscribeResult = { done: 0, retried: 0, failed: 0 }
  if (!transcriptionEnabled(ai)) return result
  const claimed = await rawRows(
    db,
    z.object({
      id: col.string,
      storage_key: col.string,
      mime_type: col.string,
      transcript_attempts: col.number,
    }),
    sql`UPDATE voice_notes AS v
           SET transcript_next_at = now() + ${CLAIM_LEASE}::interval
          FROM (SELECT id FROM voice_notes
                 WHERE transcript_status = 'pending' AND transcript_next_at <= now()
                 ORDER BY transcript_next_at
                 LIMIT ${options.limit ?? BATCH}
                 FOR UPDATE SKIP LOCKED) AS due
         WHERE v.id = due.id
     RETURNING v.id, v.storage_key, v.mime_type, v.transcript_attempts`,
  )
  for (const note of claimed) {
    const started = Date.now()
    try {
      const text = await transcribe(storage, ai, note.storage_key, note.mime_type)
      // only while still pending: a transcript the coach typed meanwhile is kept
      await db.execute(sql`
        UPDATE voice_notes
           SET transcript = ${text}, transcript_status = 'done', transcript_next_at = NULL
         WHERE id = ${note.id} AND transcript_status = 'pending'`)
      result.done += 1
      logger.debug('voice note transcribed', { id: note.id, ms: Date.now() - started })
    } catch (err) {
      const attempts = note.transcript_attempts + 1
      const giveUp = attempts >= VOICE_NOTE_LIMITS.transcribeAttempts || err instanceof GiveUp
      const reason = (err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message
      await db.execute(sql`
        UPDATE voice_notes
           SET transcript_attempts = ${attempts},
               transcript_status = ${giveUp ? 'failed' : 'pending'},
               transcript_next_at = ${
                 giveUp
                   ? null
                   : sql`now() + make_interval(secs => ${transcriptionDelayMs(attempts) / 1000})`
               }
         WHERE id = ${note.id} AND transcript_status = 'pending'`)
      if (giveUp) result.failed += 1
      else result.retried += 1
      logger.warn(
        giveUp ? 'voice note transcription failed' : 'voice note transcription will retry',
        {
          id: note.id,
          attempts,
          reason: String(reason).slice(0, 300),
        },
      )
    }
  }
  return result
}

/** A failure that no retry can fix (the file is gone). */
class GiveUp extends Error {}

const transcriptionSchema = z.object({ text: z.string() })

async function transcribe(
  storage: MediaStorage,
  ai: AiSettings & { transcribeModel: string },
  key: string,
  mimeType: string,
): Promise<string> {
  const file = await storage.get(key)
  if (!file) throw new GiveUp('audio file missing')
  const parts: Buffer[] = []
  for await (const chunk of file.body) parts.push(Buffer.from(chunk as Uint8Array))
  return transcribeAudio(ai, Buffer.concat(parts), mimeType)
}

/** The audio's file name extension the transcription service reads the format from. */
function audioExtension(mimeType: string): string {
  if (mimeType === 'audio/mpeg') return 'mp3'
  if (mimeType === 'audio/amr') return 'amr'
  if (mimeType === 'audio/aac') return 'aac'
  try {
    return mediaExtension(mimeType)
  } catch {
    return 'ogg'
  }
}

/**
 * One audio's text through the OpenAI-compatible `/audio/transcriptions` (also the coach's
 * voice messages to the agent on WhatsApp and Telegram). Throws on any failure.
 */
export async function transcribeAudio(
  ai: AiSettings & { transcribeModel: string },
  data: Buffer,
  mimeType: string,
): Promise<string> {
  const form = new FormData()
  form.set('model', ai.transcribeModel)
  form.set('language', 'pt')
  form.set('response_format', 'json')
  form.set(
    'file',
    new Blob([new Uint8Array(data)], { type: mimeType }),
    `voice-note.${audioExtension(mimeType)}`,
  )
  const res = await fetch(`${ai.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ai.apiKey}` },
    body: form,
    // a 3-minute note takes longer than a chat completion: four times the writer's timeout
    signal: AbortSignal.timeout(4 * (ai.timeoutMs ?? 15_000)),
  })
  if (!res.ok) {
    await res.body?.cancel()
    throw new Error(`HTTP ${res.status}`)
  }
  const body = transcriptionSchema.safeParse(await res.json().catch(() => null))
  if (!body.success) throw new Error('unexpected answer')
  return plainText(body.data.text)
}

/** The transcript as the app stores it: no control characters, trimmed, within the limit. */
function plainText(text: string): string {
  return Array.from(text.replace(/\r\n?/g, '\n'))
    .filter((ch) => {
      const c = ch.charCodeAt(0)
      return c === 0x0a || (c >= 0x20 && c !== 0x7f)
    })
    .join('')
    .trim()
    .slice(0, VOICE_NOTE_LIMITS.transcriptMax)
}

/**
 * Polls for due notes every `intervalMs` (and at once when `kick()` is called, e.g. after an
 * upload), one run at a time per instance. Returns stop and kick; inert without settings.
 */
export function startTranscriptionWorker(
  db: Db,
  storage: MediaStorage,
  ai: AiSettings | undefined,
  logger: Logger,
  intervalMs = 15_000,
): { stop(): void; kick(): void } {
  if (!transcriptionEnabled(ai)) return { stop() {}, kick() {} }
  let running = false
  let again = false
  const run = async () => {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        const r = await transcribePending(db, storage, ai, logger)
        // a full batch: more may be due
        if (r.done + r.retried + r.failed >= BATCH) again = true
      } while (again)
    } catch (err) {
      logger.error('transcription worker failed', { error: (err as Error).message })
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void run(), intervalMs)
  timer.unref()
  return {
    stop: () => clearInterval(timer),
    kick: () => void run(),
  }
}
