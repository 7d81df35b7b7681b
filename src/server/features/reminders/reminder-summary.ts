import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { msg } from '../../../shared/messages'
import type { Tx } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { col, rawRows } from '../../lib/sql'
import { afterClassText } from '../progress/progress-drafts'
import { ensurePageLinks, type PageLinkKeys } from '../student-page/student-page.service'
import { loadRecipients } from './reminder-collect'
import { channelOf } from './reminder-plan'

/**
 * The after-class summary of one class sent on the coach's word (the agent's 'manda o resumo
 * pra Bia'): the same message as the automatic one — the progress feature's rules, the page
 * link, how to stop — on the student's consented channel, queued as a reminder message the
 * senders deliver now (or 'Para enviar' offers for one tap). Only with the student's consent;
 * a class already summarised is not summarised twice (the reminder's unique subject).
 */
export async function queueClassSummary(
  tx: Tx,
  keys: PageLinkKeys,
  ids: { ownerId: string; studentId: string; sessionId: string },
): Promise<{ messageId: string }> {
  const recipient = (await loadRecipients(tx, ids.ownerId)).find(
    (r) => r.student_id === ids.studentId,
  )
  const channel = recipient ? channelOf(recipient) : null
  if (!channel) throw new AppError('NO_CONSENT', msg('agent.noConsent'), 409)
  const text = await afterClassText(tx, ids)
  const facts = JSON.stringify({ kind: 'class_summary', sessionId: ids.sessionId, text })
  // raw SQL: the message and its reminder in one statement; nothing when already summarised
  const [row] = await rawRows(
    tx,
    z.object({ message_id: col.string }),
    sql`WITH fresh AS (
          SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM reminders WHERE student_id = ${ids.studentId}
            AND kind = 'class_summary' AND subject = ${ids.sessionId})
        ), msg AS (
          INSERT INTO reminder_messages (user_id, student_id, channel, slot_at, next_attempt_at)
          SELECT ${ids.ownerId}, ${ids.studentId}, ${channel}, now(), now() FROM fresh
          RETURNING id
        )
        INSERT INTO reminders (user_id, student_id, kind, subject, facts, message_id)
        SELECT ${ids.ownerId}, ${ids.studentId}, 'class_summary', ${ids.sessionId}, ${facts}::jsonb, msg.id
        FROM msg RETURNING message_id`,
  )
  if (!row) throw new AppError('ALREADY_SENT', msg('agent.summaryAlreadySent'), 409)
  await ensurePageLinks(tx, keys, [{ ownerId: ids.ownerId, studentId: ids.studentId }])
  return { messageId: row.message_id }
}
