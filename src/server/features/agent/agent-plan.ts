import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { AGENT_LIMITS } from '../../../shared/constants'
import type { Executor, Tx } from '../../db/client'
import { owingPackage } from '../../lib/money-sql'
import { col, rawRows } from '../../lib/sql'
import { agendaAnswer, creditsAnswer, debtorsAnswer } from './agent-answers'
import { type AgentContext, nameOf } from './agent-context'
import type { AgentIntent } from './agent-intent'
import { planAbsence, planCancel, planClass } from './agent-plan-agenda'
import type { AgentReply } from './agent-reply'

/**
 * The planner: an understood intent becomes an answer (a question), a refusal in words (nothing
 * to pay, no class to give feedback on), or a plan resolved against the coach's data — the
 * exact write Confirmar will run. Nothing is written here.
 */

type Intent<K extends AgentIntent['kind']> = Extract<AgentIntent, { kind: K }>

/** The student's newest class of the last two days (the one a feedback just said is about). */
export async function recentClass(tx: Executor, ctx: AgentContext, studentId: string) {
  const [row] = await rawRows(
    tx,
    z.object({ id: col.string }),
    sql`SELECT cs.id FROM class_sessions cs
        JOIN session_feedbacks f ON f.session_id = cs.id AND f.student_id = ${studentId}
        WHERE cs.user_id = ${ctx.ownerId} AND cs.date > now() - interval '2 days'
        ORDER BY cs.date DESC, cs.created_at DESC LIMIT 1`,
  )
  return row?.id ?? null
}

/** The student's package a payment goes to: the oldest one due. */
async function owingPackageOf(tx: Tx, ctx: AgentContext, studentId: string) {
  const [row] = await rawRows(
    tx,
    z.object({ id: col.string }),
    sql`SELECT p.id FROM packages p WHERE p.user_id = ${ctx.ownerId}
          AND p.student_id = ${studentId} AND ${owingPackage()}
        ORDER BY p.due_date, p.purchase_date, p.created_at LIMIT 1`,
  )
  return row?.id ?? null
}

/** The agent's own write 'desfaz' reaches: the newest one confirmed and not undone. */
async function lastWrite(tx: Tx, ctx: AgentContext) {
  const [row] = await rawRows(
    tx,
    z.object({ id: col.string }),
    sql`SELECT id FROM agent_proposals WHERE user_id = ${ctx.ownerId} AND status = 'confirmed'
          AND undone_at IS NULL AND intent->>'kind' NOT IN ('undo', 'send_summary')
          AND decided_at > now() - make_interval(hours => ${AGENT_LIMITS.undoHours})
        ORDER BY decided_at DESC LIMIT 1`,
  )
  return row?.id ?? null
}

async function planFeedback(tx: Tx, ctx: AgentContext, i: Intent<'feedback'>) {
  const sessionId = await recentClass(tx, ctx, i.studentId)
  if (!sessionId) return { text: ctx.t('agent.noRecentClass') }
  return {
    text: '',
    plan: {
      kind: 'feedback',
      sessionId,
      studentId: i.studentId,
      rating: i.rating,
      tags: i.tags,
      note: i.note,
    },
  } satisfies AgentReply
}

async function planPayment(tx: Tx, ctx: AgentContext, i: Intent<'record_payment'>) {
  const packageId = await owingPackageOf(tx, ctx, i.studentId)
  if (!packageId) return { text: ctx.t('agent.nothingOwed'), link: `/app/students/${i.studentId}` }
  return {
    text: '',
    plan: {
      kind: 'record_payment',
      studentId: i.studentId,
      packageId,
      amountCents: i.amountCents,
      method: i.method ?? 'outro',
      paidOn: ctx.today,
    },
  } satisfies AgentReply
}

function planPackage(ctx: AgentContext, i: Intent<'sell_package'>, text: string): AgentReply {
  if (i.priceCents === null)
    return { text: ctx.t('agent.askPrice'), pending: { text, reason: 'missing_amount' } }
  if (i.validityDays === null && i.classes > 1)
    return { text: ctx.t('agent.askValidity'), pending: { text, reason: 'missing_amount' } }
  return {
    text: '',
    plan: {
      kind: 'sell_package',
      studentId: i.studentId,
      classes: i.classes,
      priceCents: i.priceCents,
      validityDays: i.validityDays,
      startDate: ctx.today,
    },
  }
}

/** One intent, planned or answered. `text` is the message (kept with a question asked back). */
export async function planIntent(
  tx: Tx,
  ctx: AgentContext,
  intent: AgentIntent,
  text: string,
): Promise<AgentReply> {
  switch (intent.kind) {
    case 'help':
      return { text: ctx.t('agent.help') }
    case 'credits_query':
      return creditsAnswer(tx, ctx, intent.studentId)
    case 'debtors_query':
      return debtorsAnswer(tx, ctx)
    case 'agenda_query':
      return agendaAnswer(tx, ctx, intent.date)
    case 'register_class':
      return planClass(tx, ctx, intent, text)
    case 'cancel_lesson':
      return planCancel(tx, ctx, intent)
    case 'mark_absence':
      return planAbsence(tx, ctx, intent, text)
    case 'feedback':
      return planFeedback(tx, ctx, intent)
    case 'record_payment':
      return planPayment(tx, ctx, intent)
    case 'sell_package':
      return planPackage(ctx, intent, text)
    case 'send_summary': {
      const sessionId = await recentClass(tx, ctx, intent.studentId)
      if (!sessionId) return { text: ctx.t('agent.noRecentClass') }
      return { text: '', plan: { kind: 'send_summary', studentId: intent.studentId, sessionId } }
    }
    case 'voice_for': {
      // asked for only when there is a feedback to attach it to; the audio is proposed then
      const sessionId = await recentClass(tx, ctx, intent.studentId)
      if (!sessionId) return { text: ctx.t('agent.noRecentClass') }
      const name = nameOf(ctx, intent.studentId)
      const pending = { text, reason: 'voice_for' as const, studentId: intent.studentId }
      return { text: ctx.t('agent.askVoice', { name }), pending }
    }
    case 'undo': {
      const proposalId = await lastWrite(tx, ctx)
      if (!proposalId) return { text: ctx.t('agent.nothingToUndo') }
      return { text: '', plan: { kind: 'undo', proposalId } }
    }
  }
}
