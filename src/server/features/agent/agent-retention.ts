import { sql } from 'drizzle-orm'
import { AGENT_LIMITS } from '../../../shared/constants'
import type { Db } from '../../db/client'
import type { Logger } from '../../lib/logger'
import { schedulePerPeriod } from '../../lib/scheduled-jobs'
import { forgetHandledInbound } from './agent-inbox'

/**
 * The conversation is kept AGENT_LIMITS.historyDays (the coach is told so in the panel): older
 * messages and proposals are removed, and proposals nobody answered are closed as 'expired' so
 * the panel stops offering Confirmar. Run once a day across every instance.
 */
export async function forgetOldConversations(db: Db, now = new Date()): Promise<void> {
  const days = AGENT_LIMITS.historyDays
  await db.execute(
    sql`DELETE FROM agent_messages
        WHERE created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${days})`,
  )
  await db.execute(
    sql`DELETE FROM agent_proposals
        WHERE created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${days})`,
  )
  await db.execute(
    sql`UPDATE agent_proposals SET status = 'expired' WHERE status = 'pending'
        AND created_at < ${now.toISOString()}::timestamptz
          - make_interval(mins => ${AGENT_LIMITS.proposalMinutes})`,
  )
}

const DAY_MS = 24 * 60 * 60 * 1000

export function scheduleAgentRetention(db: Db, logger: Logger): () => void {
  return schedulePerPeriod(
    db,
    'agent-retention',
    DAY_MS,
    async () => {
      await forgetOldConversations(db)
      await forgetHandledInbound(db)
    },
    (err) => logger.error('agent retention failed', { error: err.message }),
  )
}
