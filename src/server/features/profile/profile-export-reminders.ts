import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client'
import { reminderSettings, studentConsents } from '../../db/schema/reminders'
import { col, rawRows } from '../../lib/sql'
import type { Dataset } from './profile-export'

/**
 * The reminders' part of the coach's export (decision 0023): the settings, every consent and
 * withdrawal with its date and source (the LGPD record), and each message planned with its
 * kinds and what became of it. Read inside the export's snapshot transaction.
 */
export async function reminderDatasets(tx: Executor, userId: string): Promise<Dataset[]> {
  const settings = await tx
    .select({
      lesson: reminderSettings.lesson,
      lessonMode: reminderSettings.lessonMode,
      lessonHours: reminderSettings.lessonHours,
      creditsLow: reminderSettings.creditsLow,
      packageExpiring: reminderSettings.packageExpiring,
      paymentDue: reminderSettings.paymentDue,
      classSummary: reminderSettings.classSummary,
      updatedAt: reminderSettings.updatedAt,
    })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId))
  const consents = await tx
    .select({
      id: studentConsents.id,
      studentId: studentConsents.studentId,
      channel: studentConsents.channel,
      granted: studentConsents.granted,
      source: studentConsents.source,
      createdAt: studentConsents.createdAt,
    })
    .from(studentConsents)
    .where(eq(studentConsents.userId, userId))
    .orderBy(asc(studentConsents.createdAt), asc(studentConsents.id))
  // raw SQL: each message with its reminders' kinds aggregated
  const messages = await rawRows(
    tx,
    z.object({
      id: col.string,
      studentId: col.string,
      channel: col.string,
      kinds: col.stringOrNull,
      status: col.string,
      createdAt: col.instant,
      sentAt: col.instant.nullable(),
      deliveredAt: col.instant.nullable(),
      readAt: col.instant.nullable(),
      answeredAt: col.instant.nullable(),
    }),
    sql`SELECT m.id, m.student_id AS "studentId", m.channel,
          (SELECT string_agg(r.kind, ' ' ORDER BY r.created_at) FROM reminders r
            WHERE r.message_id = m.id) AS kinds,
          m.status, m.created_at AS "createdAt", m.sent_at AS "sentAt",
          m.delivered_at AS "deliveredAt", m.read_at AS "readAt", m.answered_at AS "answeredAt"
        FROM reminder_messages m WHERE m.user_id = ${userId}
        ORDER BY m.created_at, m.id`,
  )
  const SETTINGS = ['lesson', 'lessonMode', 'lessonHours', 'creditsLow', 'packageExpiring']
  return [
    {
      name: 'reminder_settings',
      rows: settings,
      columns: [...SETTINGS, 'paymentDue', 'classSummary', 'updatedAt'],
    },
    {
      name: 'student_consents',
      rows: consents,
      columns: ['id', 'studentId', 'channel', 'granted', 'source', 'createdAt'],
    },
    {
      name: 'reminder_messages',
      rows: messages,
      columns: [
        'id',
        'studentId',
        'channel',
        'kinds',
        'status',
        'createdAt',
        'sentAt',
        'deliveredAt',
        'readAt',
        'answeredAt',
      ],
    },
  ]
}
