import { sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  storageFullMessage,
  unsavedFullMessage,
  VOICE_NOTE_MESSAGES,
} from '../../../shared/schemas/voice-note'
import type { Db, Executor } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { lockCoach } from '../../lib/coach'
import { rateLimitUpsert } from '../../lib/rate-limit'
import { col, rawRows } from '../../lib/sql'

/**
 * Per-account limits on voice note uploads (decision 0015, "Quotas"). Without them one signed-in
 * account could send 5 MB notes as fast as the network allows and fill the server's disk in
 * minutes — the disk the embedded database writes to, so every coach's writes would then fail.
 */
export interface UploadQuota {
  /** Uploads an account may start per window (429 past it). */
  uploadsPerWindow: number
  windowSeconds: number
  /** Bytes of the account's notes not saved with a feedback yet (413 past it). */
  unattachedBytes: number
  /** Bytes of all the account's notes (413 past it). */
  totalBytes: number
}

const MB = 1024 * 1024

/**
 * A coach records a few notes per student after a class — a group of 8 with 2 notes each is 16
 * in a few minutes, a 3-minute note ≈ 1.4 MB at the recorder's 64 kbit/s. The defaults leave that
 * far behind and stop a flood: 60 uploads per 10 minutes, 100 MB not yet saved (≈ 70 notes of 3
 * minutes), 2 GB in all (≈ 1,400 notes of 3 minutes; years of typical 30-second notes).
 */
export const DEFAULT_UPLOAD_QUOTA: UploadQuota = {
  uploadsPerWindow: 60,
  windowSeconds: 600,
  unattachedBytes: 100 * MB,
  totalBytes: 2048 * MB,
}

/** '100 MB', '2 GB', '6 KB': a limit as the refusal states it. */
function formatSize(bytes: number): string {
  if (bytes >= 1024 * MB && bytes % (1024 * MB) === 0) return `${bytes / (1024 * MB)} GB`
  if (bytes >= MB) return `${Math.round(bytes / MB)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

export const tooManyUploads = () =>
  new AppError('TOO_MANY_UPLOADS', VOICE_NOTE_MESSAGES.tooManyUploads, 429)

const unsavedFull = (quota: UploadQuota) =>
  new AppError('UNSAVED_AUDIO_LIMIT', unsavedFullMessage(formatSize(quota.unattachedBytes)), 413)

const storageFull = (quota: UploadQuota) =>
  new AppError('AUDIO_STORAGE_LIMIT', storageFullMessage(formatSize(quota.totalBytes)), 413)

const usageRow = z.object({ unattached: col.number, total: col.number })

/** The account's bytes of notes not saved yet, and in all (one statement). */
const usageSql = (ownerId: string) =>
  sql`SELECT
      coalesce(sum(bytes) FILTER (WHERE feedback_id IS NULL), 0)::bigint AS unattached,
      coalesce(sum(bytes), 0)::bigint AS total
    FROM voice_notes WHERE user_id = ${ownerId}`

function checkCaps(
  usage: { unattached: number; total: number },
  incoming: number,
  quota: UploadQuota,
) {
  if (usage.unattached + incoming > quota.unattachedBytes) throw unsavedFull(quota)
  if (usage.total + incoming > quota.totalBytes) throw storageFull(quota)
}

/**
 * Before the body is read: the upload counts against the account's rate (every attempt does,
 * refused ones too), and is refused at once when the account is already over a cap with the
 * size the client declares (or with a single byte when it declares none). One round trip. The
 * rate's count is an atomic upsert of one row, so concurrent uploads each get their own number.
 */
export async function admitUpload(
  db: Db,
  ownerId: string,
  declaredBytes: number,
  quota: UploadQuota,
): Promise<void> {
  const [row] = await rawRows(
    db,
    usageRow.extend({ count: col.number }),
    sql`WITH hit AS (${rateLimitUpsert(`voice-note-upload:${ownerId}`, quota.windowSeconds)}),
      usage AS (${usageSql(ownerId)})
      SELECT hit.count, usage.unattached, usage.total FROM hit, usage`,
  )
  if ((row?.count ?? 0) > quota.uploadsPerWindow) throw tooManyUploads()
  checkCaps(row ?? { unattached: 0, total: 0 }, Math.max(1, declaredBytes), quota)
}

/**
 * In the transaction that inserts the note, once its real size is known: the caps again, under
 * the account's lock, so uploads that were admitted side by side cannot together pass a cap —
 * each one counts the notes committed before it.
 */
export async function holdQuota(
  tx: Executor,
  ownerId: string,
  bytes: number,
  quota: UploadQuota,
): Promise<void> {
  await lockCoach(tx, ownerId, 'voice-note-quota')
  const [usage] = await rawRows(tx, usageRow, usageSql(ownerId))
  checkCaps(usage ?? { unattached: 0, total: 0 }, bytes, quota)
}
