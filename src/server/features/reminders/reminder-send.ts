import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { REMINDERS, type ReminderChannel } from '../../../shared/constants'
import type { Db } from '../../db/client'
import { col, rawRows } from '../../lib/sql'
import type { Mailer } from '../../mail'
import type { PageLinkKeys } from '../student-page/student-page.service'
import { readMessages } from './reminder-view'

/**
 * The e-mail sender (decision 0023). Every instance polls; a message is CLAIMED before it is
 * sent — one UPDATE that takes due messages nobody holds (`FOR UPDATE SKIP LOCKED`) and holds
 * them for CLAIM_MS — so two instances never send the same message. A send that fails is
 * retried with back-off, then shown to the coach as failed. A crash between the send and its
 * record leaves the claim to expire and the message is sent again with the SAME Message-ID
 * (its id): the idempotency key travels with the send, and mail clients show it once.
 */

/** How long a claimed message is held by its sender before another may take it. */
export const CLAIM_MS = 2 * 60_000

/** Back-off after the n-th failed attempt: 1, 5, 30 min, 2 h. */
export function retryDelayMs(attempts: number): number {
  const minutes = [1, 5, 30, 120][Math.min(attempts, 4) - 1] ?? 120
  return minutes * 60_000
}

/** Claims up to `limit` e-mails due at `now`; answers their ids. */
export const claimEmails = (db: Db, now: Date, limit = 20) =>
  claimMessages(db, { channel: 'email', now, limit })

/**
 * Claims up to `limit` messages of a channel due at `now` (e-mails, and WhatsApp messages when
 * the Cloud API sends them: reminder-send-whatsapp.ts); answers their ids.
 */
export async function claimMessages(
  db: Db,
  { channel, now, limit = 20 }: { channel: ReminderChannel; now: Date; limit?: number },
): Promise<string[]> {
  // raw SQL: UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING — an atomic claim
  const rows = await rawRows(
    db,
    z.object({ id: col.string }),
    sql`UPDATE reminder_messages SET
          claimed_until = ${new Date(now.getTime() + CLAIM_MS).toISOString()}::timestamptz,
          attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM reminder_messages
          WHERE channel = ${channel} AND status = 'pending'
            AND next_attempt_at <= ${now.toISOString()}::timestamptz
            AND (claimed_until IS NULL OR claimed_until < ${now.toISOString()}::timestamptz)
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  )
  return rows.map((r) => r.id)
}

/**
 * Records a send's outcome: sent (with the provider's message id, if it gave one), or retried
 * later, or failed for good after the last try or at once when sending again cannot help.
 */
export async function settle(
  db: Db,
  { id, attempts }: { id: string; attempts: number },
  now: Date,
  error: string | null,
  { providerMessageId = null, permanent = false }: Settled = {},
): Promise<void> {
  if (error === null) {
    await db.execute(sql`UPDATE reminder_messages SET status = 'sent',
        sent_at = ${now.toISOString()}::timestamptz, claimed_until = NULL, last_error = NULL,
        provider_message_id = ${providerMessageId}
      WHERE id = ${id} AND status = 'pending'`)
    return
  }
  const next = new Date(now.getTime() + retryDelayMs(attempts))
  const failed = permanent || attempts >= REMINDERS.maxAttempts
  await db.execute(sql`UPDATE reminder_messages SET
      status = ${failed ? 'failed' : 'pending'},
      next_attempt_at = ${next.toISOString()}::timestamptz,
      claimed_until = NULL, last_error = ${error.slice(0, 500)}
    WHERE id = ${id} AND status = 'pending'`)
}

interface Settled {
  providerMessageId?: string | null
  /** The provider refused the message for good (no retry). */
  permanent?: boolean
}

/**
 * Sends the e-mails due now: claims them, writes each out, hands it to the mailer with its id
 * as Message-ID, and records the outcome. Answers how many were sent.
 */
export async function sendDueEmails(
  db: Db,
  { mailer, keys, now = new Date() }: { mailer: Mailer; keys: PageLinkKeys; now?: Date },
): Promise<number> {
  const ids = await claimEmails(db, now)
  if (!ids.length) return 0
  const views = await readMessages(
    db,
    keys,
    sql`m.id IN (SELECT json_array_elements_text(${JSON.stringify(ids)}::json)::uuid)`,
  )
  let sent = 0
  for (const view of views) {
    if (!view.email) {
      await settle(db, view, now, 'no e-mail address')
      continue
    }
    try {
      await mailer.send({
        to: view.email,
        subject: view.subject,
        text: view.text,
        html: `<p>${escapeHtml(view.text).replaceAll('\n', '<br>')}</p>`,
        links: [],
        id: `reminder.${view.id}@quadra`,
      })
      await settle(db, view, new Date(), null)
      sent += 1
    } catch (err) {
      await settle(db, view, new Date(), (err as Error).message || 'send failed')
    }
  }
  return sent
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
