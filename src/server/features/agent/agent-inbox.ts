import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { agentInbox } from '../../db/schema/agent'
import type { Logger } from '../../lib/logger'
import { col, rawRows } from '../../lib/sql'

/**
 * The channels' inbox (decision 0025): a webhook records each message for the agent and
 * answers the platform at once; the work — the agent, the reply — is done from the inbox by
 * whichever instance claims the row (SKIP LOCKED, a lease), right after the answer and by a
 * poll every few seconds, so a server that dies mid-work leaves the message to be retried. A
 * failed attempt (a send the platform refused, a network error) is retried with back-off, up to
 * INBOX_ATTEMPTS; the agent's own idempotency (the message's id) makes a retry answer the same.
 */

export type InboxChannel = 'whatsapp' | 'telegram'
/** Handles one recorded message; throws to have it retried. */
export type InboxHandler = (event: Record<string, unknown>) => Promise<void>

const INBOX_ATTEMPTS = 5
/** While one instance works on a message, the others leave it alone this long. */
const LEASE = '2 minutes'
const BATCH = 10
/** Back-off after the n-th failed attempt: 10 s, 1 min, 5 min, 30 min. */
const RETRY_SECONDS = [10, 60, 300, 1800]

/** Records a message; false when it was recorded before (the platform delivered it again). */
export async function enqueueInbound(
  db: Db,
  m: { channel: InboxChannel; eventId: string; event: Record<string, unknown> },
): Promise<boolean> {
  const rows = await db
    .insert(agentInbox)
    .values(m)
    .onConflictDoNothing()
    .returning({ id: agentInbox.id })
  return rows.length > 0
}

const claimedRow = z.object({
  id: col.string,
  channel: z.enum(['whatsapp', 'telegram']),
  event: z.record(z.string(), z.unknown()),
  attempts: col.number,
})

async function claim(db: Db) {
  // raw SQL: the claim is one conditional UPDATE over a SKIP LOCKED pick
  return rawRows(
    db,
    claimedRow,
    sql`UPDATE agent_inbox SET attempts = attempts + 1, claimed_until = now() + ${LEASE}::interval
        WHERE id IN (SELECT id FROM agent_inbox WHERE status = 'pending'
          AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
          ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, channel, event, attempts`,
  )
}

async function settle(db: Db, id: string, outcome: 'done' | 'failed' | { retryIn: number }) {
  if (typeof outcome === 'string') {
    // once handled only the id stays (to drop a redelivery): the text and the number are in
    // the coach's conversation, or were never anyone's
    await db.execute(
      sql`UPDATE agent_inbox SET status = ${outcome}, claimed_until = NULL, event = '{}'::jsonb
          WHERE id = ${id}`,
    )
    return
  }
  await db.execute(
    sql`UPDATE agent_inbox SET claimed_until = NULL,
          next_attempt_at = now() + make_interval(secs => ${outcome.retryIn}) WHERE id = ${id}`,
  )
}

/** Works through what is due (one batch at a time) until nothing is; answers how many. */
export async function drainInbox(
  db: Db,
  handlers: Partial<Record<InboxChannel, InboxHandler>>,
  logger: Logger,
): Promise<number> {
  let handled = 0
  for (;;) {
    const rows = await claim(db)
    if (!rows.length) return handled
    for (const row of rows) {
      const handler = handlers[row.channel]
      try {
        if (!handler) throw new Error(`no handler for ${row.channel}`)
        await handler(row.event)
        await settle(db, row.id, 'done')
      } catch (err) {
        const last = row.attempts >= INBOX_ATTEMPTS
        logger[last ? 'error' : 'warn']('agent inbox message failed', {
          channel: row.channel,
          attempt: row.attempts,
          error: (err as Error).message,
        })
        const retryIn = RETRY_SECONDS[Math.min(row.attempts, RETRY_SECONDS.length) - 1]!
        await settle(db, row.id, last ? 'failed' : { retryIn })
      }
      handled++
    }
  }
}

/** Handled messages are forgotten after this many days (the conversation keeps what was said). */
const KEPT_DAYS = 30

export async function forgetHandledInbound(db: Db): Promise<void> {
  await db.execute(
    sql`DELETE FROM agent_inbox WHERE status <> 'pending'
        AND created_at < now() - make_interval(days => ${KEPT_DAYS})`,
  )
}

/**
 * The inbox of one server: the channels register their handler when mounted; `kick` works
 * through the inbox now (after a webhook's answer), `start` polls it, `settled` waits for the
 * work in progress (shutdown, tests).
 */
export function createAgentInbox(db: Db, logger: Logger) {
  const handlers: Partial<Record<InboxChannel, InboxHandler>> = {}
  const running = new Set<Promise<unknown>>()
  let again = false
  const kick = () => {
    if (!Object.keys(handlers).length) return
    if (running.size) {
      again = true
      return
    }
    const run = drainInbox(db, handlers, logger)
      .catch((err: Error) => logger.error('agent inbox failed', { error: err.message }))
      .finally(() => {
        running.delete(run)
        if (again) {
          again = false
          kick()
        }
      })
    running.add(run)
  }
  return {
    register(channel: InboxChannel, handler: InboxHandler) {
      handlers[channel] = handler
    },
    kick,
    start(everyMs = 15_000): () => void {
      const timer = setInterval(kick, everyMs)
      timer.unref()
      kick()
      return () => clearInterval(timer)
    },
    async settled() {
      while (running.size) await Promise.allSettled([...running])
    },
  }
}
export type AgentInbox = ReturnType<typeof createAgentInbox>
