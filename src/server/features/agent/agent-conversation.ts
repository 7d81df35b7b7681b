import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { AGENT_LIMITS, type AgentChannel } from '../../../shared/constants'
import type { AgentMessageDto } from '../../../shared/schemas/agent.response'
import type { Db, Executor } from '../../db/client'
import { agentMessages, agentProposals } from '../../db/schema/agent'
import type { AgentReply, PendingQuestion } from './agent-reply'

/**
 * The conversation's rows: a coach's message is stored first, with the id of the event that
 * brought it — a redelivery meets the unique index and is answered with the reply already
 * given; the agent's reply after it, with its proposal, link, options and the question it asked.
 */

const columns = {
  id: agentMessages.id,
  role: agentMessages.role,
  channel: agentMessages.channel,
  text: agentMessages.text,
  createdAt: agentMessages.createdAt,
  link: agentMessages.link,
  options: agentMessages.options,
  proposalId: agentMessages.proposalId,
  status: agentProposals.status,
}
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null }

function toDto(r: Row): AgentMessageDto {
  return {
    id: r.id!,
    role: r.role!,
    channel: r.channel!,
    text: r.text!,
    createdAt: r.createdAt!.toISOString(),
    proposal: r.proposalId && r.status ? { id: r.proposalId, status: r.status } : null,
    link: r.link ?? null,
    options: r.options ?? [],
  }
}

function select(tx: Executor) {
  return tx
    .select(columns)
    .from(agentMessages)
    .leftJoin(agentProposals, eq(agentProposals.id, agentMessages.proposalId))
}

/** The coach's message, or null when this event was stored before (a redelivery). */
export async function storeCoachMessage(
  tx: Executor,
  m: { ownerId: string; channel: AgentChannel; text: string; eventId: string | null },
): Promise<string | null> {
  const [row] = await tx
    .insert(agentMessages)
    .values({
      userId: m.ownerId,
      channel: m.channel,
      role: 'coach',
      text: m.text,
      eventId: m.eventId,
    })
    .onConflictDoNothing({
      target: [agentMessages.userId, agentMessages.channel, agentMessages.eventId],
      where: sql`event_id IS NOT NULL`,
    })
    .returning({ id: agentMessages.id })
  return row?.id ?? null
}

export async function storeReply(
  tx: Executor,
  m: {
    ownerId: string
    channel: AgentChannel
    replyTo: string | null
    reply: AgentReply
    proposalId?: string | null
  },
): Promise<string> {
  const [row] = await tx
    .insert(agentMessages)
    .values({
      userId: m.ownerId,
      channel: m.channel,
      role: 'agent',
      text: m.reply.text,
      replyTo: m.replyTo,
      proposalId: m.proposalId ?? null,
      link: m.reply.link ?? null,
      options: m.reply.options?.length ? m.reply.options : null,
      pending: m.reply.pending ? { ...m.reply.pending } : null,
    })
    .returning({ id: agentMessages.id })
  return row!.id
}

/** Messages by id, in the order given. */
export async function messagesByIds(tx: Executor, ownerId: string, ids: string[]) {
  const rows = await select(tx).where(
    and(eq(agentMessages.userId, ownerId), inArray(agentMessages.id, ids)),
  )
  return ids.flatMap((id) => rows.filter((r) => r.id === id).map(toDto))
}

/** The exchange a redelivered event already had: its message and the reply to it. */
export async function earlierExchange(
  tx: Executor,
  m: { ownerId: string; channel: AgentChannel; eventId: string },
) {
  const rows = await select(tx)
    .where(
      and(
        eq(agentMessages.userId, m.ownerId),
        sql`(${agentMessages.eventId} = ${m.eventId} AND ${agentMessages.channel} = ${m.channel}
          OR ${agentMessages.replyTo} = (SELECT id FROM agent_messages WHERE user_id = ${m.ownerId}
            AND channel = ${m.channel} AND event_id = ${m.eventId}))`,
      ),
    )
    .orderBy(asc(agentMessages.createdAt))
  return rows.map(toDto)
}

/**
 * The newest messages, oldest first. A message and its reply share their transaction's time:
 * newest first, the reply ('agent') comes before its message ('coach'), so that once reversed
 * the conversation reads message, reply.
 */
export async function conversation(db: Db, ownerId: string): Promise<AgentMessageDto[]> {
  const rows = await select(db)
    .where(eq(agentMessages.userId, ownerId))
    .orderBy(desc(agentMessages.createdAt), asc(agentMessages.role))
    .limit(AGENT_LIMITS.historyPage)
  return rows.reverse().map(toDto)
}

/**
 * What the coach's next message may answer: the question of the newest reply (when it is the
 * newest message and still fresh), and the newest proposal still pending.
 */
export async function openThreads(tx: Executor, ownerId: string) {
  const [last] = await tx
    .select({
      pending: agentMessages.pending,
      options: agentMessages.options,
      createdAt: agentMessages.createdAt,
    })
    .from(agentMessages)
    .where(eq(agentMessages.userId, ownerId))
    .orderBy(desc(agentMessages.createdAt))
    .limit(1)
  const fresh = (d: Date) => Date.now() - d.getTime() < AGENT_LIMITS.proposalMinutes * 60_000
  const [proposal] = await tx
    .select({ id: agentProposals.id, createdAt: agentProposals.createdAt })
    .from(agentProposals)
    .where(and(eq(agentProposals.userId, ownerId), eq(agentProposals.status, 'pending')))
    .orderBy(desc(agentProposals.createdAt))
    .limit(1)
  return {
    question:
      last?.pending && fresh(last.createdAt)
        ? { ...(last.pending as unknown as PendingQuestion), labels: last.options ?? [] }
        : null,
    proposalId: proposal && fresh(proposal.createdAt) ? proposal.id : null,
  }
}
