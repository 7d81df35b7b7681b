import { and, eq, sql } from 'drizzle-orm'
import { ZodError } from 'zod'
import { AGENT_LIMITS, type AgentChannel } from '../../../shared/constants'
import { localText } from '../../../shared/message-text'
import { msg } from '../../../shared/messages'
import type { AgentExchange } from '../../../shared/schemas/agent.response'
import { type Db, type Tx, transaction } from '../../db/client'
import { agentMessages, agentProposals } from '../../db/schema/agent'
import type { AiSettings } from '../../lib/ai-writer'
import { AppError, notFound } from '../../lib/app-error'
import type { AuthUser } from '../../lib/context'
import type { Logger } from '../../lib/logger'
import { hitRateLimit } from '../../lib/rate-limit'
import { queueClassSummary } from '../reminders/reminder-summary'
import type { PageLinkKeys } from '../student-page/student-page.service'
import { transcriptionEnabled } from '../voice-notes/transcribe'
import type { VoiceNoteDeps } from '../voice-notes/voice-notes.service'
import { applyPlan } from './agent-apply'
import { type AgentContext, loadAgentContext } from './agent-context'
import {
  conversation,
  earlierExchange,
  messagesByIds,
  openThreads,
  storeCoachMessage,
  storeReply,
} from './agent-conversation'
import { doneText } from './agent-done'
import type { AgentPlan } from './agent-intent'
import { respond } from './agent-respond'
import { type Decision, decisionOf, understand } from './agent-understand'
import { undoProposal } from './agent-undo'

/**
 * The agent (decision 0025), the same on every channel: a message is understood, then answered
 * at once (a question), asked back, or proposed; only Confirmar (a button, or a typed 'sim')
 * writes, through the screens' services, in the transaction that closes the proposal — so a
 * second tap, a redelivered webhook or a retried request writes once and answers the same.
 */

export const PROPOSAL_NOT_FOUND = msg('agent.proposalNotFound')

export const AGENT_RATE_LIMIT = { max: AGENT_LIMITS.perMinute, windowSeconds: 60 }

export interface AgentDeps {
  keys: PageLinkKeys
  ai?: AiSettings
  logger: Logger
  /** Where a voice note said for a student's feedback is stored ('áudio pra Ana'). */
  notes: VoiceNoteDeps
  /** Messages per coach and window, every channel together. */
  rateLimit: { max: number; windowSeconds: number }
}

export interface AgentInput {
  channel: AgentChannel
  text: string
  /** The id of the event that brought the message (client id, provider message id). */
  eventId: string | null
}

/** A message from the coach, on any channel: the exchange it made (or made before). */
export async function talkToAgent(
  db: Db,
  deps: AgentDeps,
  coach: AuthUser,
  input: AgentInput,
): Promise<AgentExchange> {
  await countMessage(db, deps, coach)
  return converse(db, deps, coach, input)
}

/** The coach's messages per window, every channel together (429 past the limit). */
export async function countMessage(db: Db, deps: AgentDeps, coach: AuthUser): Promise<void> {
  const { max, windowSeconds } = deps.rateLimit
  await hitRateLimit(db, `agent:${coach.id}`, max, windowSeconds)
}

/** talkToAgent once the message is counted (a voice message is counted before it is heard). */
export async function converse(
  db: Db,
  deps: AgentDeps,
  coach: AuthUser,
  input: AgentInput,
): Promise<AgentExchange> {
  const ctx = await loadAgentContext(db, coach)
  const threads = await openThreads(db, coach.id)
  const decision = threads.proposalId ? decisionOf(input.text) : null
  // the model is asked outside the transaction: a network call holds no lock
  const understood = decision ? null : await understand(ctx, deps, input.text, threads.question)
  return transaction(db, async (tx) => {
    const coachId = await storeCoachMessage(tx, { ownerId: coach.id, ...input })
    if (!coachId)
      return {
        messages: await earlierExchange(tx, {
          ownerId: coach.id,
          ...input,
          eventId: input.eventId!,
        }),
      }
    if (decision && threads.proposalId) {
      const replyId = await decide(
        tx,
        deps,
        ctx,
        { id: threads.proposalId, decision },
        input.channel,
      )
      return { messages: await messagesByIds(tx, coach.id, [coachId, replyId]) }
    }
    const { reply, proposalId } = await respond(tx, ctx, input.channel, understood!)
    const replyId = await storeReply(tx, {
      ownerId: coach.id,
      channel: input.channel,
      replyTo: coachId,
      reply,
      proposalId,
    })
    return { messages: await messagesByIds(tx, coach.id, [coachId, replyId]) }
  })
}

/** Runs a proposal's plan in a savepoint: a refusal of the services leaves nothing half-written. */
async function run(tx: Tx, deps: AgentDeps, ctx: AgentContext, plan: AgentPlan) {
  return tx.transaction(async (sp) => {
    if (plan.kind === 'undo') return undoProposal(sp, ctx, plan.proposalId)
    if (plan.kind === 'send_summary') {
      const ids = { ownerId: ctx.ownerId, studentId: plan.studentId, sessionId: plan.sessionId }
      return { result: await queueClassSummary(sp, deps.keys, ids), link: '/app/reminders' }
    }
    return applyPlan(sp, ctx, plan)
  })
}

function refusalText(ctx: AgentContext, err: unknown): string | null {
  if (err instanceof AppError)
    return ctx.t('agent.refused', { reason: localText(err.message, ctx.formats.language) })
  if (err instanceof ZodError)
    return ctx.t('agent.refused', {
      reason: localText(err.issues[0]?.message ?? '', ctx.formats.language),
    })
  return null
}

/**
 * Closes a pending proposal (confirm / cancel / correct) and answers; the row's status flips
 * from 'pending' in this transaction, so a second decision finds it closed and gets the first
 * answer again. Returns the id of the reply.
 */
async function decide(
  tx: Tx,
  deps: AgentDeps,
  ctx: AgentContext,
  { id, decision }: { id: string; decision: Decision },
  channel: AgentChannel,
): Promise<string> {
  const status = decision === 'confirm' ? 'confirmed' : 'cancelled'
  const [open] = await tx
    .update(agentProposals)
    .set({ status, decidedAt: sql`now()` })
    .where(
      and(
        eq(agentProposals.id, id),
        eq(agentProposals.userId, ctx.ownerId),
        eq(agentProposals.status, 'pending'),
        sql`${agentProposals.createdAt} > now() - make_interval(mins => ${AGENT_LIMITS.proposalMinutes})`,
      ),
    )
    .returning({ intent: agentProposals.intent })
  if (!open) return earlierDecision(tx, ctx, id, channel)
  const plan = open.intent as unknown as AgentPlan
  let text: string
  let link: string | null = null
  if (decision !== 'confirm') {
    text = ctx.t(decision === 'correct' ? 'agent.correct' : 'agent.cancelled')
  } else {
    try {
      const applied = await run(tx, deps, ctx, plan)
      text = await doneText(tx, ctx, plan)
      link = applied.link
      await tx
        .update(agentProposals)
        .set({ result: applied.result, reply: text })
        .where(eq(agentProposals.id, id))
    } catch (err) {
      const refused = refusalText(ctx, err)
      if (!refused) throw err
      text = refused
      await tx
        .update(agentProposals)
        .set({ status: 'failed', reply: text })
        .where(eq(agentProposals.id, id))
    }
  }
  return storeReply(tx, {
    ownerId: ctx.ownerId,
    channel,
    replyTo: null,
    reply: { text, link },
    proposalId: id,
  })
}

/** A proposal already closed (or past its time): the answer it got, or 'expired'. */
async function earlierDecision(tx: Tx, ctx: AgentContext, id: string, channel: AgentChannel) {
  const [row] = await tx
    .select({ status: agentProposals.status, decidedAt: agentProposals.decidedAt })
    .from(agentProposals)
    .where(and(eq(agentProposals.id, id), eq(agentProposals.userId, ctx.ownerId)))
    .for('update')
  if (!row) throw notFound(PROPOSAL_NOT_FOUND)
  if (row.status === 'pending' || row.status === 'expired') {
    await tx.update(agentProposals).set({ status: 'expired' }).where(eq(agentProposals.id, id))
    const reply = { text: ctx.t('agent.expired') }
    return storeReply(tx, { ownerId: ctx.ownerId, channel, replyTo: null, reply, proposalId: id })
  }
  const [earlier] = await tx
    .select({ id: agentMessages.id })
    .from(agentMessages)
    .where(
      and(
        eq(agentMessages.proposalId, id),
        eq(agentMessages.role, 'agent'),
        sql`${agentMessages.replyTo} IS NULL`,
      ),
    )
    .orderBy(agentMessages.createdAt)
    .limit(1)
  return earlier!.id
}

/** Confirmar / Corrigir / Cancelar from a button (the app's, or a messaging channel's). */
export async function decideProposal(
  db: Db,
  deps: AgentDeps,
  coach: AuthUser,
  { id, decision, channel = 'app' }: { id: string; decision: Decision; channel?: AgentChannel },
): Promise<AgentExchange> {
  return transaction(db, async (tx) => {
    const ctx = await loadAgentContext(tx, coach)
    const replyId = await decide(tx, deps, ctx, { id, decision }, channel)
    return { messages: await messagesByIds(tx, coach.id, [replyId]) }
  })
}

/** The conversation, and whether a voice message can be heard (transcription configured). */
export async function agentConversation(db: Db, deps: AgentDeps, ownerId: string) {
  return { items: await conversation(db, ownerId), voice: transcriptionEnabled(deps.ai) }
}

/** The coach deletes the conversation: its messages and proposals. */
export async function deleteAgentConversation(db: Db, ownerId: string): Promise<void> {
  await transaction(db, async (tx) => {
    await tx.delete(agentMessages).where(eq(agentMessages.userId, ownerId))
    await tx.delete(agentProposals).where(eq(agentProposals.userId, ownerId))
  })
}
