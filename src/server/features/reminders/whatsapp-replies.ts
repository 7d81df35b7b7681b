import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { LessonAnswer } from '../../../shared/constants'
import { sameWhatsappNumber, whatsappDigits } from '../../../shared/domain/whatsapp'
import { type Db, type Tx, transaction } from '../../db/client'
import { webhookEvents } from '../../db/schema/operations'
import { AppError } from '../../lib/app-error'
import { col, rawRows } from '../../lib/sql'
import type { IncomingEvent, StatusEvent, WebhookEvent } from '../../lib/whatsapp-webhook'
import { answerLesson } from '../agenda/student-answer'
import { readReplyPayload } from './reminder-send-whatsapp'
import { writeConsent } from './reminders.service'

/**
 * What the WhatsApp Cloud API's webhook tells the reminders (decision 0023): the statuses of
 * the messages sent (delivered, read, failed), a lesson's buttons — 'Confirmo' and 'Não posso'
 * are the page's 'Confirmar presença' and 'Não vou', through the same rule (answerLesson) — and
 * 'PARAR' / 'STOP', the page's 'Parar lembretes' for WhatsApp. Meta may deliver an event twice:
 * each is applied once, its id recorded in `webhook_events` in the transaction of its effect.
 * A reply is only taken from the number of the student it was sent to.
 */

export type WebhookOutcome =
  | { applied: true; refused: readonly string[] }
  | {
      applied: false
      reason: 'duplicate' | 'unknown message' | 'unknown number' | 'not an answer'
    }

const ignored = (reason: Extract<WebhookOutcome, { applied: false }>['reason']) =>
  ({ applied: false, reason }) as const
const DONE = { applied: true, refused: [] } as const

/** Records an event as applied; false when it was already (a second delivery). */
async function firstDelivery(tx: Tx, eventId: string): Promise<boolean> {
  const rows = await tx
    .insert(webhookEvents)
    .values({ provider: 'whatsapp', eventId })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id })
  return rows.length > 0
}

const messageRow = z.object({
  id: col.string,
  user_id: col.string,
  student_id: col.string,
  phone: col.stringOrNull,
  lesson_ids: col.jsonArray(z.string()),
})

/** A WhatsApp message by our id or by the provider's, with its student's phone and lessons. */
async function findMessage(db: Db, by: { id: string } | { wamid: string }) {
  const where = 'id' in by ? sql`m.id = ${by.id}::uuid` : sql`m.provider_message_id = ${by.wamid}`
  // raw SQL: the message, its student's phone and the lessons it reminds of, in one read
  const [row] = await rawRows(
    db,
    messageRow,
    sql`SELECT m.id, m.user_id, m.student_id, s.phone,
          (SELECT json_agg(r.facts->>'lessonId' ORDER BY r.created_at) FROM reminders r
            WHERE r.message_id = m.id AND r.kind = 'lesson') AS lesson_ids
        FROM reminder_messages m JOIN students s ON s.id = m.student_id AND s.user_id = m.user_id
        WHERE ${where} AND m.channel = 'whatsapp'`,
  )
  return row ?? null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A status of a sent message, found by the provider's id. A message sent twice (after a crash)
 * is found by its own id in the callback data too, for what proves it arrived only.
 */
async function applyStatus(db: Db, e: StatusEvent): Promise<WebhookOutcome> {
  const arrived = e.status === 'delivered' || e.status === 'read'
  const message =
    (await findMessage(db, { wamid: e.id })) ??
    (arrived && e.callbackData && UUID.test(e.callbackData)
      ? await findMessage(db, { id: e.callbackData })
      : null)
  if (!message) return ignored('unknown message')
  const at = e.at.toISOString()
  // a failure of the send on record (not of an earlier one) that never arrived
  const failed = e.status === 'failed'
  return transaction(db, async (tx) => {
    if (!(await firstDelivery(tx, `status:${e.id}:${e.status}`))) return ignored('duplicate')
    await tx.execute(sql`UPDATE reminder_messages SET
        delivered_at = CASE WHEN ${arrived} THEN coalesce(delivered_at, ${at}::timestamptz)
          ELSE delivered_at END,
        read_at = CASE WHEN ${e.status === 'read'} THEN coalesce(read_at, ${at}::timestamptz)
          ELSE read_at END,
        last_error = CASE WHEN ${failed} AND status = 'sent' AND delivered_at IS NULL
          THEN ${e.error ?? 'failed'} ELSE last_error END,
        status = CASE WHEN ${failed} AND status = 'sent' AND delivered_at IS NULL
          THEN 'failed' ELSE status END
      WHERE id = ${message.id} AND (provider_message_id = ${e.id} OR NOT ${failed})`)
    return DONE
  })
}

/** 'Confirmo' / 'Não posso' (or their English titles) when a payload does not say it. */
function answerOfTitle(title: string): LessonAnswer | null {
  const t = title.trim().toLowerCase()
  if (t === 'confirmo' || t === 'confirm') return 'confirmed'
  if (t === 'não posso' || t === "can't make it" || t === 'cannot make it') return 'declined'
  return null
}

/**
 * A lesson's button: the answer goes to every lesson the message reminded of, through the
 * page's rule, as of the tap (never later than now). A refusal of the rule (the lesson started,
 * was cancelled or registered) is recorded as handled: Meta would only deliver it again.
 */
async function applyReply(db: Db, e: IncomingEvent, now: Date): Promise<WebhookOutcome> {
  const payload = readReplyPayload(e.payload)
  const message = payload
    ? await findMessage(db, { id: payload.messageId })
    : e.contextId
      ? await findMessage(db, { wamid: e.contextId })
      : null
  if (!message) return ignored('unknown message')
  if (!sameWhatsappNumber(e.from, whatsappDigits(message.phone))) return ignored('unknown number')
  const answer = payload?.answer ?? answerOfTitle(e.text)
  if (!answer) return ignored('not an answer')
  const at = new Date(Math.min(e.at.getTime(), now.getTime()))
  return transaction(db, async (tx) => {
    if (!(await firstDelivery(tx, `message:${e.id}`))) return ignored('duplicate')
    const refused: string[] = []
    for (const lessonId of message.lesson_ids) {
      const ids = { ownerId: message.user_id, studentId: message.student_id, id: lessonId }
      try {
        // a savepoint inside this transaction: a refusal undoes only its own writes
        await answerLesson(tx, ids, answer, at)
      } catch (err) {
        if (!(err instanceof AppError)) throw err
        refused.push(err.code)
      }
    }
    await tx.execute(sql`UPDATE reminder_messages SET answered_at = ${at.toISOString()}::timestamptz,
        delivered_at = coalesce(delivered_at, ${at.toISOString()}::timestamptz),
        read_at = coalesce(read_at, ${at.toISOString()}::timestamptz)
      WHERE id = ${message.id}`)
    return { applied: true, refused }
  })
}

const STOP_WORDS = new Set(['PARAR', 'STOP'])

/**
 * 'PARAR' / 'STOP': the student withdraws from WhatsApp reminders — every student of that
 * number Quadra's business number has written to (one number may be the student of several
 * coaches: it is the one sender they all stop). Dated as the student's own, as on the page.
 */
async function applyStop(db: Db, e: IncomingEvent): Promise<WebhookOutcome> {
  const word = e.text
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase()
  if (!STOP_WORDS.has(word)) return ignored('not an answer')
  const last8 = e.from.slice(-8)
  // raw SQL: the students of a number among those written to through the Cloud API, with the
  // current WhatsApp consent of each
  const candidates = await rawRows(
    db,
    z.object({
      id: col.string,
      user_id: col.string,
      phone: col.stringOrNull,
      granted: col.boolean,
    }),
    sql`SELECT s.id, s.user_id, s.phone, coalesce((SELECT c.granted FROM student_consents c
            WHERE c.student_id = s.id AND c.channel = 'whatsapp'
            ORDER BY c.created_at DESC, c.id DESC LIMIT 1), false) AS granted
        FROM students s
        WHERE regexp_replace(coalesce(s.phone, ''), '\\D', '', 'g') LIKE ${`%${last8}`}
          AND EXISTS (SELECT 1 FROM reminder_messages m
            WHERE m.student_id = s.id AND m.provider_message_id IS NOT NULL)
        ORDER BY s.id`,
  )
  const students = candidates.filter((s) => sameWhatsappNumber(e.from, whatsappDigits(s.phone)))
  if (!students.length) return ignored('unknown number')
  return transaction(db, async (tx) => {
    if (!(await firstDelivery(tx, `message:${e.id}`))) return ignored('duplicate')
    for (const s of students.filter((c) => c.granted)) {
      const consent = { ownerId: s.user_id, studentId: s.id, channel: 'whatsapp' as const }
      await writeConsent(tx, { ...consent, granted: false, source: 'student' })
    }
    return DONE
  })
}

/** Applies one event of the webhook (lib/whatsapp-webhook.ts), once. */
export function applyWhatsappEvent(
  db: Db,
  event: WebhookEvent,
  now = new Date(),
): Promise<WebhookOutcome> {
  if (event.kind === 'status') return applyStatus(db, event)
  if (event.kind === 'reply') return applyReply(db, event, now)
  if (event.kind === 'audio') return Promise.resolve(ignored('not an answer'))
  return applyStop(db, event)
}
