import { z } from 'zod'
import { REMINDER_CHANNELS, REMINDER_KINDS, REMINDER_MESSAGE_STATUSES } from '../constants'
import { reminderSettingsSchema } from './reminders'

/** What a reminder says, read when it was planned (the text is written from these). */
export const reminderFactsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lesson'),
    lessonId: z.string(),
    date: z.string(),
    time: z.string(),
    club: z.string().nullable(),
  }),
  z.object({ kind: z.literal('credits_low'), remaining: z.number() }),
  z.object({
    kind: z.literal('package_expiring'),
    packageName: z.string(),
    expiry: z.string(),
    remaining: z.number(),
  }),
  z.object({ kind: z.literal('class_summary'), sessionId: z.string(), text: z.string() }),
  z.object({
    kind: z.enum(['payment_due', 'payment_overdue']),
    packageName: z.string(),
    dueDate: z.string(),
    amountCents: z.number(),
  }),
])
export type ReminderFacts = z.infer<typeof reminderFactsSchema>

export const reminderSettingsResponseSchema = reminderSettingsSchema.meta({
  id: 'ReminderSettings',
})

/** One message of 'Para enviar' or of a student's history, with its text ready. */
export const reminderMessageSchema = z
  .object({
    id: z.string(),
    studentId: z.string(),
    studentName: z.string(),
    channel: z.enum(REMINDER_CHANNELS),
    status: z.enum(REMINDER_MESSAGE_STATUSES),
    kinds: z.array(z.enum(REMINDER_KINDS)),
    text: z.string(),
    /** wa.me link with the text (WhatsApp messages with a phone WhatsApp can reach). */
    whatsappUrl: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    /** What WhatsApp's Cloud API reported back (null without it, or before it happened). */
    deliveredAt: z.string().nullable(),
    readAt: z.string().nullable(),
    /** When the student answered the message's buttons. */
    answeredAt: z.string().nullable(),
    attempts: z.number(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'ReminderMessage' })
export type ReminderMessage = z.infer<typeof reminderMessageSchema>

export const reminderOutboxSchema = z
  .object({
    /** Waiting to be sent by the coach (WhatsApp) or failed (e-mail), oldest first. */
    pending: z.array(reminderMessageSchema),
    /** Sent today, newest first. */
    sentToday: z.array(reminderMessageSchema),
  })
  .meta({ id: 'ReminderOutbox' })
export type ReminderOutbox = z.infer<typeof reminderOutboxSchema>

const consentStateSchema = z.object({
  granted: z.boolean(),
  /** When it was given or withdrawn; null: never asked. */
  at: z.string().nullable(),
  source: z.enum(['coach', 'student']).nullable(),
})

/** A student's consents and the history of what was sent to them. */
export const studentRemindersSchema = z
  .object({
    consents: z.object({ whatsapp: consentStateSchema, email: consentStateSchema }),
    hasEmail: z.boolean(),
    messages: z.array(reminderMessageSchema),
  })
  .meta({ id: 'StudentReminders' })
export type StudentReminders = z.infer<typeof studentRemindersSchema>
