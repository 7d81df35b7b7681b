import { z } from 'zod'
import { LESSON_REMINDER_MODES, REMINDER_CHANNELS, REMINDERS } from '../constants'
import { msg } from '../messages'

const hoursMessage = msg('reminders.hoursRange', {
  min: REMINDERS.hoursBeforeMin,
  max: REMINDERS.hoursBeforeMax,
})

/** PUT /api/reminders/settings: which reminders the coach has sent, and when the lesson's goes. */
export const reminderSettingsSchema = z.object({
  lesson: z.boolean(),
  lessonMode: z.enum(LESSON_REMINDER_MODES),
  lessonHours: z
    .number({ error: hoursMessage })
    .int({ error: hoursMessage })
    .min(REMINDERS.hoursBeforeMin, { error: hoursMessage })
    .max(REMINDERS.hoursBeforeMax, { error: hoursMessage }),
  creditsLow: z.boolean(),
  packageExpiring: z.boolean(),
  paymentDue: z.boolean(),
  classSummary: z.boolean(),
})
export type ReminderSettingsInput = z.infer<typeof reminderSettingsSchema>

/** PUT /api/students/{id}/consents: the student agreed to (or withdrew from) a channel. */
export const consentSchema = z.object({
  channel: z.enum(REMINDER_CHANNELS),
  granted: z.boolean(),
})
export type ConsentInput = z.infer<typeof consentSchema>
