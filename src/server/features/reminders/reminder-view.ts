import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  DEFAULT_TIMEZONE,
  REMINDER_CHANNELS,
  REMINDER_KINDS,
  REMINDER_MESSAGE_STATUSES,
} from '../../../shared/constants'
import {
  DEFAULT_FORMATS,
  isCurrency,
  isLanguage,
  type Language,
} from '../../../shared/domain/locale'
import { buildPixPayload, pixAvailable } from '../../../shared/domain/pix'
import { studentLanguage } from '../../../shared/domain/student-language'
import { whatsappDigits, whatsappUrl } from '../../../shared/domain/whatsapp'
import {
  type ReminderFacts,
  type ReminderMessage,
  reminderFactsSchema,
} from '../../../shared/schemas/reminders.response'
import type { Executor } from '../../db/client'
import { col, isoInstant, rawRows } from '../../lib/sql'
import { type PageLinkKeys, pageUrlOf } from '../student-page/student-page.service'
import { reminderSubject, reminderText } from './reminder-text'

/**
 * Messages as the coach and the sender see them: their reminders' facts written out in the
 * student's language, with the student's page link, the Pix code when something is owed and
 * the coach has a key, and the wa.me link that opens WhatsApp with the text ready.
 */

const messageRow = z.object({
  id: col.string,
  user_id: col.string,
  student_id: col.string,
  student_name: col.string,
  phone: col.string,
  email: col.stringOrNull,
  language: col.stringOrNull,
  channel: z.enum(REMINDER_CHANNELS),
  status: z.enum(REMINDER_MESSAGE_STATUSES),
  created_at: col.instant,
  sent_at: z.union([z.null(), col.instant]),
  delivered_at: z.union([z.null(), col.instant]),
  read_at: z.union([z.null(), col.instant]),
  answered_at: z.union([z.null(), col.instant]),
  attempts: col.number,
  last_error: col.stringOrNull,
  coach_name: col.string,
  tz: col.stringOrNull,
  currency: col.stringOrNull,
  sealed: col.stringOrNull,
  pix: z.object({ key: col.string, name: col.string, city: col.string }).nullable().catch(null),
  items: col.jsonArray(z.object({ kind: z.enum(REMINDER_KINDS), facts: z.unknown() })),
})

export interface MessageView extends ReminderMessage {
  ownerId: string
  email: string | null
  subject: string
  /** The language the text is written in (the student's). */
  language: Language
  /** The WhatsApp number's digits of a WhatsApp message, when the phone reaches WhatsApp. */
  whatsappTo: string | null
}

/** Reads the messages `where` selects (an SQL condition on `m`), in `order`, written out. */
export async function readMessages(
  db: Executor,
  keys: PageLinkKeys,
  where: SQL,
  order: SQL = sql`m.created_at, m.id`,
  limit = 200,
): Promise<MessageView[]> {
  // raw SQL: each message with its student, coach, page link, Pix key and reminders in one read
  const rows = await rawRows(
    db,
    messageRow,
    sql`SELECT m.id, m.user_id, m.student_id, s.name AS student_name, s.phone, s.email, s.language,
          m.channel, m.status, m.created_at, m.sent_at, m.attempts, m.last_error,
          m.delivered_at, m.read_at, m.answered_at,
          coalesce(nullif(p.name, ''), u.name) AS coach_name, p.timezone AS tz, u.currency,
          spl.token_sealed AS sealed,
          (SELECT json_build_object('key', x.key, 'name', x.name, 'city', x.city)
            FROM pix_settings x WHERE x.user_id = m.user_id) AS pix,
          (SELECT json_agg(json_build_object('kind', r.kind, 'facts', r.facts) ORDER BY r.created_at)
            FROM reminders r WHERE r.message_id = m.id) AS items
        FROM reminder_messages m
        JOIN students s ON s.id = m.student_id AND s.user_id = m.user_id
        JOIN "user" u ON u.id = m.user_id
        LEFT JOIN profiles p ON p.user_id = m.user_id
        LEFT JOIN student_page_links spl ON spl.student_id = m.student_id
        WHERE ${where}
        ORDER BY ${order}
        LIMIT ${limit}`,
  )
  return rows.map((row) => toView(row, keys))
}

function toView(row: z.output<typeof messageRow>, keys: PageLinkKeys): MessageView {
  const tz = row.tz ?? DEFAULT_TIMEZONE
  const language = studentLanguage(isLanguage(row.language) ? row.language : null, tz)
  const currency = isCurrency(row.currency) ? row.currency : DEFAULT_FORMATS.currency
  const facts = row.items.flatMap((i) => {
    const parsed = reminderFactsSchema.safeParse(i.facts)
    return parsed.success ? [parsed.data] : []
  })
  const owed = facts.reduce(
    (sum, f: ReminderFacts) =>
      f.kind === 'payment_due' || f.kind === 'payment_overdue' ? sum + f.amountCents : sum,
    0,
  )
  const pixCode =
    owed > 0 && row.pix && pixAvailable(currency)
      ? buildPixPayload({ ...row.pix, amountCents: owed, txid: row.id.replaceAll('-', '') })
      : null
  const ctx = {
    studentName: row.student_name,
    coachName: row.coach_name,
    language,
    formats: { language, currency },
    pageUrl: row.sealed ? pageUrlOf(keys, row.student_id, row.sealed) : null,
    pixCode,
  }
  const text = reminderText(facts, ctx)
  const digits = row.channel === 'whatsapp' ? whatsappDigits(row.phone) : null
  return {
    id: row.id,
    ownerId: row.user_id,
    studentId: row.student_id,
    studentName: row.student_name,
    email: row.email,
    channel: row.channel,
    status: row.status,
    kinds: row.items.map((i) => i.kind),
    text,
    subject: reminderSubject(ctx),
    language,
    whatsappTo: digits,
    whatsappUrl: digits ? whatsappUrl(digits, text) : null,
    createdAt: isoInstant(row.created_at),
    sentAt: row.sent_at ? isoInstant(row.sent_at) : null,
    deliveredAt: row.delivered_at ? isoInstant(row.delivered_at) : null,
    readAt: row.read_at ? isoInstant(row.read_at) : null,
    answeredAt: row.answered_at ? isoInstant(row.answered_at) : null,
    attempts: row.attempts,
    lastError: row.last_error,
  }
}

/** The API's shape of a message (without what only the sender needs). */
export function messageDto(view: MessageView): ReminderMessage {
  const { ownerId: _o, email: _e, subject: _s, language: _l, whatsappTo: _w, ...dto } = view
  return dto
}
