import { formatMoney } from '../../../shared/domain/formats'
import { localDateTime } from '../../../shared/domain/recurrence'
import type { Tx } from '../../db/client'
import { studentNumbers } from './agent-answers'
import { type AgentContext, nameOf } from './agent-context'
import { dayWords } from './agent-describe'
import type { AgentPlan } from './agent-intent'

/**
 * The reply once written: what changed, with the numbers the app now shows — read after the
 * write, in its transaction (a student's credits left, what is still owed).
 */

export async function doneText(tx: Tx, ctx: AgentContext, plan: AgentPlan): Promise<string> {
  switch (plan.kind) {
    case 'register_class': {
      const when = localDateTime(new Date(plan.at), ctx.timeZone)
      const present = plan.studentIds.filter((id) => !plan.absentIds.includes(id))
      const numbers = await studentNumbers(tx, ctx, present, when.date)
      const each = present.map((id) =>
        ctx.t('agent.creditsLeft', { name: nameOf(ctx, id), count: numbers.get(id)?.credits ?? 0 }),
      )
      return ctx.t('agent.doneClass', {
        date: dayWords(ctx, when.date),
        time: when.time,
        students: each.join(', ') || '—',
      })
    }
    case 'schedule_lesson':
      return ctx.t('agent.doneLesson', { date: dayWords(ctx, plan.date), time: plan.time })
    case 'feedback':
      return ctx.t('agent.doneFeedback', { name: nameOf(ctx, plan.studentId) })
    case 'record_payment':
    case 'sell_package': {
      const n = (await studentNumbers(tx, ctx, [plan.studentId], ctx.today)).get(plan.studentId)
      return ctx.t(plan.kind === 'record_payment' ? 'agent.donePayment' : 'agent.donePackage', {
        name: nameOf(ctx, plan.studentId),
        owed: formatMoney(n?.owed ?? 0, ctx.formats),
        credits: n?.credits ?? 0,
      })
    }
    case 'cancel_lesson':
      return ctx.t('agent.doneCancel', { count: plan.lessonIds.length })
    case 'mark_absence':
      return ctx.t('agent.doneAbsence', { name: nameOf(ctx, plan.studentId) })
    case 'send_summary':
      return ctx.t('agent.doneSummary', { name: nameOf(ctx, plan.studentId) })
    case 'attach_voice_note':
      return ctx.t('agent.doneVoiceNote', { name: nameOf(ctx, plan.studentId) })
    case 'undo':
      return ctx.t('agent.doneUndo')
  }
}
