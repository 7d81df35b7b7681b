import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { and, eq } from 'drizzle-orm'
import { VOICE_NOTE_LIMITS, type VoiceNoteMimeType } from '../../../shared/constants'
import { VOICE_NOTE_MESSAGES, type VoiceNotePatch } from '../../../shared/schemas/voice-note'
import type { VoiceNoteDto } from '../../../shared/schemas/voice-notes.response'
import { type Db, transaction } from '../../db/client'
import { type VoiceNoteRow, voiceNotes } from '../../db/schema/media'
import { AppError, notFound } from '../../lib/app-error'
import type { Logger } from '../../lib/logger'
import { newMediaKey } from '../../lib/storage/keys'
import { type MediaStorage, StorageFull } from '../../lib/storage/storage'
import { AudioGate, type UploadProblem, UploadRejected } from './audio-gate'
import { admitUpload, holdQuota, type UploadQuota } from './upload-quota'
import { toVoiceNoteDto } from './voice-note-dto'

/** What the voice notes' routes need besides the database. */
export interface VoiceNoteDeps {
  storage: MediaStorage
  logger: Logger
  /** Transcription configured (AI settings with AI_TRANSCRIBE_MODEL): a new note is queued. */
  transcribe: boolean
  /** Removes the files of queued keys after a commit (lib/storage's flushMediaDeletions). */
  flush: (keys: string[]) => Promise<void>
  /** Per-account limits: uploads per window, bytes not saved yet, bytes in all. */
  quota: UploadQuota
}

/** The disk the files go to is nearly full (lib/storage's StorageFull): 507, nothing kept. */
export const diskFull = () =>
  new AppError('INSUFFICIENT_STORAGE', VOICE_NOTE_MESSAGES.diskFull, 507)

const uploadError = (problem: UploadProblem) =>
  problem === 'tooLarge'
    ? new AppError('PAYLOAD_TOO_LARGE', VOICE_NOTE_MESSAGES.tooLarge, 413)
    : problem === 'type'
      ? new AppError('UNSUPPORTED_MEDIA_TYPE', VOICE_NOTE_MESSAGES.type, 415)
      : new AppError('EMPTY_AUDIO', VOICE_NOTE_MESSAGES.empty, 400)

/** Audio types a client may declare (with parameters: `audio/webm;codecs=opus`). */
export const AUDIO_UPLOAD_TYPE = /^audio\/(webm|ogg|mp4)\s*(;|$)/i

/** The declared Content-Type is one of ours (the real type is then read from the bytes). */
const isAudioUpload = (contentType: string | undefined) =>
  contentType !== undefined && AUDIO_UPLOAD_TYPE.test(contentType)

/** The request's body as Node's stream. */
type UploadBody = Readable | ReadableStream<Uint8Array>

/** The declared type and size checked before a byte is read: the size declared, or 0. */
function declaredBytes(contentType: string | undefined, contentLength: string | undefined) {
  if (!isAudioUpload(contentType)) throw uploadError('type')
  if (contentLength === undefined) return 0
  const n = Number(contentLength)
  if (Number.isFinite(n) && n > VOICE_NOTE_LIMITS.maxBytes) throw uploadError('tooLarge')
  return Number.isFinite(n) && n > 0 ? n : 0
}

/** The body piped through the gate (size counted, type read from the first bytes). */
function gated(body: UploadBody) {
  const gate = new AudioGate()
  const source =
    body instanceof Readable ? body : Readable.fromWeb(body as WebReadableStream<Uint8Array>)
  source.on('error', (err) => gate.destroy(err))
  source.pipe(gate)
  return { source, gate }
}

/**
 * A recorded audio read whole into memory through the upload's own checks (the declared type,
 * 5 MB counted as it flows, the container read from its bytes), refused as an upload is (415,
 * 413, 400): the agent's voice message, transcribed at once and kept only when it becomes a
 * voice note.
 */
export async function readAudio({
  contentType,
  contentLength,
  body,
}: {
  contentType: string | undefined
  contentLength: string | undefined
  body: UploadBody | null
}): Promise<{ data: Buffer; mimeType: VoiceNoteMimeType }> {
  declaredBytes(contentType, contentLength)
  if (!body) throw uploadError('empty')
  const { source, gate } = gated(body)
  const chunks: Buffer[] = []
  try {
    for await (const chunk of gate) chunks.push(chunk as Buffer)
    return { data: Buffer.concat(chunks), mimeType: await gate.detected }
  } catch (err) {
    stop(source, gate)
    throw gate.failure ? uploadError(gate.failure.problem) : cutUpload(err)
  }
}

/**
 * POST /api/voice-notes: the account's quota first (rate 429, caps 413, before the body is
 * read), then the raw body streamed through the gate (size, magic bytes) into the storage under
 * a fresh key (refused with 507 when its disk is nearly full), then the row — inserted with the
 * caps checked again under the account's lock; a refused or failed insert removes the file.
 */
export async function uploadVoiceNote(
  db: Db,
  deps: VoiceNoteDeps,
  {
    ownerId,
    durationMs,
    contentType,
    contentLength,
    body,
  }: {
    ownerId: string
    durationMs: number
    contentType: string | undefined
    contentLength: string | undefined
    /** The request's body: Node's own stream when the server hands it over untouched. */
    body: UploadBody | null
  },
): Promise<VoiceNoteDto> {
  const declared = declaredBytes(contentType, contentLength)
  if (!body) throw uploadError('empty')
  await admitUpload(db, ownerId, declared, deps.quota)
  const { source, gate } = gated(body)
  let mimeType: VoiceNoteMimeType
  try {
    mimeType = await gate.detected
  } catch (err) {
    stop(source, gate)
    throw gate.failure ? uploadError(gate.failure.problem) : cutUpload(err)
  }
  const key = newMediaKey(ownerId, mimeType)
  let bytes: number
  try {
    ;({ bytes } = await deps.storage.put(key, gate, mimeType))
  } catch (err) {
    const refused = err instanceof StorageFull
    stop(source, gate, refused)
    if (refused) throw diskFull()
    if (gate.failure) throw uploadError(gate.failure.problem)
    if (err instanceof UploadRejected) throw uploadError(err.problem)
    throw cutUpload(err)
  }
  try {
    return await transaction(db, async (tx) => {
      await holdQuota(tx, ownerId, bytes, deps.quota)
      const [row] = await tx
        .insert(voiceNotes)
        .values({
          userId: ownerId,
          storageKey: key,
          mimeType,
          bytes,
          durationMs,
          transcriptStatus: deps.transcribe ? 'pending' : 'none',
          transcriptNextAt: deps.transcribe ? new Date() : null,
        })
        .returning()
      return toVoiceNoteDto(row!)
    })
  } catch (err) {
    await deps.storage
      .delete(key)
      .catch((e: Error) =>
        deps.logger.warn('voice note file left after a failed insert', { key, error: e.message }),
      )
    throw err
  }
}

/**
 * Stops reading the body. Refused (by the gate: too large, not audio; by the storage: disk
 * nearly full): the body is left unread, not destroyed — destroying Node's request would destroy
 * its socket before the 413/415/507 is written; the route answers with Connection: close, so the
 * server closes the socket after it. The client went away or its body broke: the stream is
 * destroyed.
 */
function stop(source: Readable, gate: AudioGate, refused = false) {
  if (refused || gate.failure) {
    source.unpipe(gate)
    source.pause()
  } else source.destroy()
}

/** The client went away or sent a broken body: nothing was stored. */
function cutUpload(err: unknown): AppError {
  void err
  return uploadError('empty')
}

/** A note of the coach's (404 for anyone else's, or none). */
export async function findVoiceNote(db: Db, ownerId: string, id: string): Promise<VoiceNoteRow> {
  const [row] = await db
    .select()
    .from(voiceNotes)
    .where(and(eq(voiceNotes.id, id), eq(voiceNotes.userId, ownerId)))
  if (!row) throw notFound(VOICE_NOTE_MESSAGES.notFound)
  return row
}

/** PATCH: the corrected transcript (then 'done') and/or shared on the student's page. */
export async function patchVoiceNote(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
  input: VoiceNotePatch,
): Promise<VoiceNoteDto> {
  const current = await findVoiceNote(db, ownerId, id)
  const [row] = await db
    .update(voiceNotes)
    .set({
      ...(input.transcript !== undefined
        ? { transcript: input.transcript, transcriptStatus: 'done', transcriptNextAt: null }
        : {}),
      ...(input.shared !== undefined
        ? { sharedAt: input.shared ? (current.sharedAt ?? new Date()) : null }
        : {}),
    })
    .where(and(eq(voiceNotes.id, id), eq(voiceNotes.userId, ownerId)))
    .returning()
  if (!row) throw notFound(VOICE_NOTE_MESSAGES.notFound)
  return toVoiceNoteDto(row)
}

/** DELETE: the row goes (the trigger queues its file), then the file after the commit. */
export async function deleteVoiceNote(
  db: Db,
  deps: VoiceNoteDeps,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  const rows = await db
    .delete(voiceNotes)
    .where(and(eq(voiceNotes.id, id), eq(voiceNotes.userId, ownerId)))
    .returning({ key: voiceNotes.storageKey })
  if (!rows.length) throw notFound(VOICE_NOTE_MESSAGES.notFound)
  await deps.flush(rows.map((r) => r.key))
}
