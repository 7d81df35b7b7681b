import type { Tx } from '../../db/client'
import { agentProposals } from '../../db/schema/agent'
import { type AgentContext, nameOf } from './agent-context'
import { describePlan } from './agent-describe'
import type { AgentPlan, ParseResult } from './agent-intent'
import { planIntent } from './agent-plan'
import { planAbsence } from './agent-plan-agenda'
import type { AgentReply } from './agent-reply'
import type { Understood } from './agent-understand'

/**
 * What the agent answers to an understood message: a question back (never a guess), the
 * examples of 'ajuda' for what it did not understand, an answer read at once, or a proposal —
 * stored 'pending' with the plan Confirmar will run, its text saying exactly that.
 */

type Channel = (typeof agentProposals.$inferInsert)['channel']

function askBack(ctx: AgentContext, r: Extract<ParseResult, { kind: 'ask' }>, text: string) {
  switch (r.reason) {
    case 'ambiguous_student': {
      const names = (r.options ?? []).map((id) => nameOf(ctx, id))
      return {
        text: ctx.t('agent.askWhich', { names: names.join(ctx.t('agent.or')) }),
        options: names,
        pending: { text, reason: r.reason, options: r.options },
      } satisfies AgentReply
    }
    case 'unknown_student':
      return {
        text: ctx.t('agent.unknownStudent', { name: r.name ?? '' }),
        link: `/app/students/new?name=${encodeURIComponent(r.name ?? '')}`,
      }
    case 'missing_time':
      return { text: ctx.t('agent.askTime'), pending: { text, reason: r.reason } }
    case 'missing_student':
      return { text: ctx.t('agent.askStudent'), pending: { text, reason: r.reason } }
    case 'missing_amount':
      return { text: ctx.t('agent.askAmount'), pending: { text, reason: r.reason } }
  }
}

export async function respond(
  tx: Tx,
  ctx: AgentContext,
  channel: Channel,
  u: Understood,
): Promise<{ reply: AgentReply; proposalId: string | null }> {
  const r = u.result
  if (r.kind === 'unknown')
    return { reply: { text: ctx.t('agent.notUnderstood') }, proposalId: null }
  if (r.kind === 'ask') return { reply: askBack(ctx, r, u.text), proposalId: null }
  const reply =
    r.intent.kind === 'mark_absence' && u.lessonId
      ? await planAbsence(tx, ctx, r.intent, u.text, u.lessonId)
      : await planIntent(tx, ctx, r.intent, u.text)
  if (!reply.plan) return { reply, proposalId: null }
  return propose(tx, ctx, channel, { ...reply, plan: reply.plan })
}

/** A plan stored 'pending', the reply's text saying exactly what Confirmar writes. */
export async function propose(
  tx: Tx,
  ctx: AgentContext,
  channel: Channel,
  reply: AgentReply & { plan: AgentPlan },
): Promise<{ reply: AgentReply; proposalId: string }> {
  const text = await describePlan(tx, ctx, reply.plan)
  const [proposal] = await tx
    .insert(agentProposals)
    .values({ userId: ctx.ownerId, channel, intent: { ...reply.plan } })
    .returning({ id: agentProposals.id })
  return { reply: { ...reply, text }, proposalId: proposal!.id }
}
