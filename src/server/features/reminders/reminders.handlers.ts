import type { Db } from '../../db/client'
import { STUDENT_NOT_FOUND } from '../../lib/app-error'
import { owned, ownerId } from '../../lib/ids'
import { bindRoutes, createRouter } from '../../lib/router'
import { pageLinkKeys } from '../student-page/student-page.service'
import { reminderRoutes } from './reminders.routes'
import {
  getReminderSettings,
  MESSAGE_NOT_FOUND,
  markMessageSent,
  recordConsent,
  reminderOutbox,
  saveReminderSettings,
  studentReminders,
} from './reminders.service'

export function remindersRouter(
  db: Db,
  { appUrl, secret, cloud }: { appUrl: string; secret: string; cloud: boolean },
) {
  const keys = pageLinkKeys(appUrl, secret)
  const student = (c: Parameters<typeof owned>[0]) => {
    const { ownerId, id } = owned(c, STUDENT_NOT_FOUND)
    return { ownerId, studentId: id }
  }
  return bindRoutes(createRouter(), reminderRoutes, {
    getReminderSettings: async (c) => c.json(await getReminderSettings(db, ownerId(c)), 200),
    saveReminderSettings: async (c) =>
      c.json(await saveReminderSettings(db, ownerId(c), c.req.valid('json'), keys), 200),
    reminderOutbox: async (c) =>
      c.json(await reminderOutbox(db, ownerId(c), keys, { whatsappCloud: cloud }), 200),
    markMessageSent: async (c) =>
      c.json(await markMessageSent(db, owned(c, MESSAGE_NOT_FOUND), keys), 200),
    studentReminders: async (c) => c.json(await studentReminders(db, student(c), keys), 200),
    recordConsent: async (c) =>
      c.json(await recordConsent(db, student(c), c.req.valid('json'), keys), 200),
  })
}
