import { and, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { FocusTag } from '../../../shared/constants'
import { msg } from '../../../shared/messages'
import type { Tx } from '../../db/client'
import { agentProposals } from '../../db/schema/agent'
import { AppError } from '../../lib/app-error'
import { setAttendance } from '../agenda/attendance'
import { undoDayCancel } from '../agenda/day-cancel'
import { deleteLesson } from '../agenda/lesson-delete'
import { deletePackage } from '../packages/packages.service'
import { deletePayment } from '../payments/payments.service'
import { deleteClassSession, updateFeedback } from '../sessions/session-edit'
import type { Applied } from './agent-apply'
import type { AgentContext } from './agent-context'
import type { AgentPlan } from './agent-intent'
import { detachVoiceNote } from './agent-voice-note'

/**
 * 'Desfaz': the agent's own last write taken back through the screens' own undo — the class
 * deleted (its credits back through the ledger), the lesson removed, the payment or the
 * package removed (refused, as on the screen, once the package paid for a class), the day's
 * cancellation put back, the absence cleared, the feedback as it was, the voice note taken off
 * the feedback (and deleted). Only where the app allows it: a service's refusal is the answer.
 */

const resultSchema = z.object({
  sessionId: z.string().nullish(),
  lessonId: z.string().nullish(),
  absences: z.array(z.string()).optional(),
  paymentId: z.string().optional(),
  packageId: z.string().optional(),
  day: z.string().optional(),
  studentId: z.string().optional(),
  before: z.object({ rating: z.number(), notes: z.string(), tags: z.array(z.string()) }).nullish(),
})

async function takeBack(
  tx: Tx,
  ctx: AgentContext,
  plan: AgentPlan,
  result: z.infer<typeof resultSchema>,
) {
  const ownerId = ctx.ownerId
  switch (plan.kind) {
    case 'register_class':
      if (result.sessionId) await deleteClassSession(tx, { ownerId, id: result.sessionId })
      for (const studentId of result.absences ?? [])
        await setAttendance(tx, { ownerId, id: result.lessonId!, studentId }, { outcome: null })
      return
    case 'schedule_lesson':
      return deleteLesson(tx, { ownerId, id: result.lessonId! })
    case 'record_payment':
      return deletePayment(tx, { ownerId, id: result.paymentId! })
    case 'sell_package':
      return deletePackage(tx, { ownerId, id: result.packageId! })
    case 'cancel_lesson':
      await undoDayCancel(tx, { ownerId, day: result.day! })
      return
    case 'mark_absence':
      await setAttendance(
        tx,
        { ownerId, id: result.lessonId!, studentId: result.studentId! },
        { outcome: null },
      )
      return
    case 'feedback':
      if (!result.before) return
      await updateFeedback(
        tx,
        { ownerId, sessionId: plan.sessionId, studentId: plan.studentId },
        { ...result.before, tags: result.before.tags as FocusTag[] },
      )
      return
    case 'attach_voice_note': {
      const ids = { ownerId, sessionId: plan.sessionId, studentId: plan.studentId }
      return detachVoiceNote(tx, ids, plan.voiceNoteId)
    }
    case 'send_summary':
    case 'undo':
      throw new AppError('AGENT_CANNOT_UNDO', msg('agent.cannotUndo'), 409)
  }
}

/** Undoes a confirmed proposal of the coach (once: it is marked undone in the same commit). */
export async function undoProposal(
  tx: Tx,
  ctx: AgentContext,
  proposalId: string,
): Promise<Applied> {
  const [target] = await tx
    .update(agentProposals)
    .set({ undoneAt: sql`now()` })
    .where(
      and(
        eq(agentProposals.id, proposalId),
        eq(agentProposals.userId, ctx.ownerId),
        eq(agentProposals.status, 'confirmed'),
        isNull(agentProposals.undoneAt),
      ),
    )
    .returning({ intent: agentProposals.intent, result: agentProposals.result })
  if (!target) throw new AppError('AGENT_ALREADY_UNDONE', msg('agent.alreadyUndone'), 409)
  await takeBack(tx, ctx, target.intent as AgentPlan, resultSchema.parse(target.result ?? {}))
  return { result: { undid: proposalId }, link: null }
}
