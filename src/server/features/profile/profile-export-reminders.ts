import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client'
import { agentMessages, agentProposals } from '../../db/schema/agent'
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

/**
 * The conversation with the agent (decision 0025): every message on every channel, and each
 * proposal with what it would write, its fate and what it wrote.
 */
export async function agentDatasets(tx: Executor, userId: string): Promise<Dataset[]> {
  const messages = await tx
    .select({
      id: agentMessages.id,
      channel: agentMessages.channel,
      role: agentMessages.role,
      text: agentMessages.text,
      proposalId: agentMessages.proposalId,
      createdAt: agentMessages.createdAt,
    })
    .from(agentMessages)
    .where(eq(agentMessages.userId, userId))
    .orderBy(asc(agentMessages.createdAt), asc(agentMessages.id))
  const proposals = await tx
    .select({
      id: agentProposals.id,
      channel: agentProposals.channel,
      intent: sql<string>`${agentProposals.intent}::text`,
      status: agentProposals.status,
      result: sql<string | null>`${agentProposals.result}::text`,
      createdAt: agentProposals.createdAt,
      decidedAt: agentProposals.decidedAt,
      undoneAt: agentProposals.undoneAt,
    })
    .from(agentProposals)
    .where(eq(agentProposals.userId, userId))
    .orderBy(asc(agentProposals.createdAt), asc(agentProposals.id))
  return [
    {
      name: 'agent_messages',
      rows: messages,
      columns: ['id', 'channel', 'role', 'text', 'proposalId', 'createdAt'],
    },
    {
      name: 'agent_proposals',
      rows: proposals,
      columns: [
        'id',
        'channel',
        'intent',
        'status',
        'result',
        'createdAt',
        'decidedAt',
        'undoneAt',
      ],
    },
  ]
}
