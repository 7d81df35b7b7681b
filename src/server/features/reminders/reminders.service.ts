import { and, desc, eq, sql } from 'drizzle-orm'
import type { ReminderChannel } from '../../../shared/constants'
import { todayIn } from '../../../shared/domain/dates'
import { zonedInstant } from '../../../shared/domain/recurrence'
import { msg } from '../../../shared/messages'
import type { ConsentInput, ReminderSettingsInput } from '../../../shared/schemas/reminders'
import type {
  ReminderMessage,
  ReminderOutbox,
  StudentReminders,
} from '../../../shared/schemas/reminders.response'
import type { Db, Executor } from '../../db/client'
import { reminderSettings, studentConsents } from '../../db/schema/reminders'
import { students } from '../../db/schema/students'
import { AppError, notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { coachTimeZone } from '../../lib/coach'
import { isoInstant } from '../../lib/sql'
import type { PageLinkKeys } from '../student-page/student-page.service'
import { planReminders } from './reminder-plan'
import { messageDto, readMessages } from './reminder-view'

export const MESSAGE_NOT_FOUND = msg('reminders.messageNotFound')

const DEFAULTS: ReminderSettingsInput = {
  lesson: true,
  lessonMode: 'evening_before',
  lessonHours: 24,
  creditsLow: true,
  packageExpiring: true,
  paymentDue: true,
  classSummary: false,
}

export async function getReminderSettings(db: Db, ownerId: string): Promise<ReminderSettingsInput> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, ownerId))
  if (!row) return DEFAULTS
  const { userId: _u, updatedAt: _t, ...settings } = row
  return settings
}

export async function saveReminderSettings(
  db: Db,
  ownerId: string,
  input: ReminderSettingsInput,
  keys: PageLinkKeys,
): Promise<ReminderSettingsInput> {
  await db
    .insert(reminderSettings)
    .values({ userId: ownerId, ...input })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: { ...input, updatedAt: new Date() },
    })
  await planReminders(db, { keys, ownerId })
  return getReminderSettings(db, ownerId)
}

/**
 * 'Para enviar': the WhatsApp messages waiting for the coach's tap — none when the Cloud API
 * sends them (`whatsappCloud`) — and the messages that failed, oldest first; and what went
 * today (the coach's day), newest first.
 */
export async function reminderOutbox(
  db: Db,
  ownerId: string,
  keys: PageLinkKeys,
  { now = new Date(), whatsappCloud = false }: { now?: Date; whatsappCloud?: boolean } = {},
): Promise<ReminderOutbox> {
  const pending = await readMessages(
    db,
    keys,
    sql`m.user_id = ${ownerId} AND (m.status = 'failed'
      OR (m.channel = 'whatsapp' AND m.status = 'pending' AND NOT ${whatsappCloud}))`,
  )
  const tz = await coachTimeZone(db, ownerId)
  const dayStart = zonedInstant(todayIn(tz, now), '00:00', tz)
  const sentToday = await readMessages(
    db,
    keys,
    sql`m.user_id = ${ownerId} AND m.status = 'sent'
      AND m.sent_at >= ${dayStart.toISOString()}::timestamptz`,
    sql`m.sent_at DESC, m.id DESC`,
  )
  return { pending: pending.map(messageDto), sentToday: sentToday.map(messageDto) }
}

/**
 * The coach opened the message in WhatsApp: it is marked sent — one waiting, or one the Cloud
 * API failed to send. Marking it again answers the same message (the tap may arrive twice); an
 * e-mail is the sender's to mark.
 */
export async function markMessageSent(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
  keys: PageLinkKeys,
  now = new Date(),
): Promise<ReminderMessage> {
  await db.execute(sql`UPDATE reminder_messages SET status = 'sent',
      sent_at = ${now.toISOString()}::timestamptz
    WHERE id = ${id} AND user_id = ${ownerId} AND channel = 'whatsapp'
      AND status IN ('pending', 'failed')`)
  const [view] = await readMessages(db, keys, sql`m.id = ${id} AND m.user_id = ${ownerId}`)
  if (!view) throw notFound(MESSAGE_NOT_FOUND)
  if (view.status !== 'sent')
    throw new AppError('MESSAGE_NOT_PENDING', msg('reminders.alreadyHandled'), 409)
  return messageDto(view)
}

async function assertStudent(db: Executor, ownerId: string, studentId: string) {
  const [row] = await db
    .select({ email: students.email })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, ownerId)))
  if (!row) throw notFound(STUDENT_NOT_FOUND)
  return row
}

async function consentState(db: Executor, studentId: string, channel: ReminderChannel) {
  const [row] = await db
    .select()
    .from(studentConsents)
    .where(and(eq(studentConsents.studentId, studentId), eq(studentConsents.channel, channel)))
    .orderBy(desc(studentConsents.createdAt), desc(studentConsents.id))
    .limit(1)
  return row
    ? { granted: row.granted, at: isoInstant(row.createdAt), source: row.source }
    : { granted: false, at: null, source: null }
}

/** The student's consents and the last 50 messages planned for them, newest first. */
export async function studentReminders(
  db: Db,
  { ownerId, studentId }: { ownerId: string; studentId: string },
  keys: PageLinkKeys,
): Promise<StudentReminders> {
  const student = await assertStudent(db, ownerId, studentId)
  const messages = await readMessages(
    db,
    keys,
    sql`m.user_id = ${ownerId} AND m.student_id = ${studentId}`,
    sql`m.created_at DESC, m.id DESC`,
    50,
  )
  return {
    consents: {
      whatsapp: await consentState(db, studentId, 'whatsapp'),
      email: await consentState(db, studentId, 'email'),
    },
    hasEmail: Boolean(student.email),
    messages: messages.map(messageDto),
  }
}

/**
 * The coach records the student's yes (or no) on a channel, as of now: a new row, so every
 * consent and withdrawal keeps its date. A withdrawal also calls off what was waiting.
 */
export async function recordConsent(
  db: Db,
  { ownerId, studentId }: { ownerId: string; studentId: string },
  input: ConsentInput,
  keys: PageLinkKeys,
): Promise<StudentReminders> {
  await assertStudent(db, ownerId, studentId)
  await writeConsent(db, { ownerId, studentId, ...input, source: 'coach' })
  if (input.granted) await planReminders(db, { keys, ownerId })
  return studentReminders(db, { ownerId, studentId }, keys)
}

/** One consent row, and the channel's waiting messages called off on a withdrawal. */
export async function writeConsent(
  db: Executor,
  c: {
    ownerId: string
    studentId: string
    channel: ReminderChannel
    granted: boolean
    source: 'coach' | 'student'
  },
): Promise<void> {
  await db.insert(studentConsents).values({
    userId: c.ownerId,
    studentId: c.studentId,
    channel: c.channel,
    granted: c.granted,
    source: c.source,
  })
  if (!c.granted) {
    await db.execute(sql`UPDATE reminder_messages SET status = 'cancelled'
      WHERE student_id = ${c.studentId} AND user_id = ${c.ownerId}
        AND channel = ${c.channel} AND status = 'pending'`)
  }
}
