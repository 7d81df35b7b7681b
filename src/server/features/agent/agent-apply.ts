import { localDateTime } from '../../../shared/domain/recurrence'
import { lessonCreateSchema } from '../../../shared/schemas/agenda'
import { paymentCreateSchema } from '../../../shared/schemas/money'
import { packageCreateSchema } from '../../../shared/schemas/package'
import { feedbackUpdateSchema, sessionCreateSchema } from '../../../shared/schemas/session'
import type { Tx } from '../../db/client'
import { setAttendance } from '../agenda/attendance'
import { cancelDay } from '../agenda/day-cancel'
import { createLesson } from '../agenda/lesson-create'
import { createPackage } from '../packages/packages.service'
import { createPayment } from '../payments/payments.service'
import { createClassSession } from '../sessions/session-create'
import { updateFeedback } from '../sessions/session-edit'
import type { AgentContext } from './agent-context'
import type { AgentPlan } from './agent-intent'
import { attachVoiceNote, feedbackRow } from './agent-voice-note'

/**
 * Confirmar: a plan run through the same service functions as the screens (same checks,
 * ledger, alerts and isolation), inside the caller's transaction — the services' own
 * transactions become savepoints, so the proposal closes in the same commit as its write.
 * Answers what was made (`result`: the ids 'desfaz' needs) and the screen to link.
 */

export interface Applied {
  result: Record<string, unknown>
  link: string | null
}

type Plan<K extends AgentPlan['kind']> = Extract<AgentPlan, { kind: K }>

async function registerClass(tx: Tx, ctx: AgentContext, plan: Plan<'register_class'>) {
  const present = plan.studentIds.filter((id) => !plan.absentIds.includes(id))
  const absences: string[] = []
  if (plan.lessonId) {
    for (const studentId of plan.absentIds) {
      await setAttendance(
        tx,
        { ownerId: ctx.ownerId, id: plan.lessonId, studentId },
        { outcome: 'no_show' },
      )
      absences.push(studentId)
    }
  }
  if (!present.length)
    return {
      result: { lessonId: plan.lessonId, absences },
      link: `/app/agenda?date=${localDateTime(new Date(plan.at), ctx.timeZone).date}`,
    }
  const input = sessionCreateSchema.parse({
    studentIds: present,
    date: plan.at,
    feedbacks: [],
    ...(plan.lessonId ? { lessonId: plan.lessonId } : {}),
  })
  const session = await createClassSession(tx, ctx.coach, input)
  return {
    result: { sessionId: session.id, lessonId: plan.lessonId, absences },
    link: `/app/sessions?session=${session.id}`,
  }
}

async function feedback(tx: Tx, ctx: AgentContext, plan: Plan<'feedback'>) {
  const ids = { ownerId: ctx.ownerId, sessionId: plan.sessionId, studentId: plan.studentId }
  const row = await feedbackRow(tx, ids)
  const before = row && { rating: row.rating, notes: row.notes, tags: row.tags }
  const notes = [before?.notes, plan.note].filter(Boolean).join('\n')
  const input = feedbackUpdateSchema.parse({
    rating: plan.rating ?? before?.rating,
    notes,
    tags: [...new Set([...(before?.tags ?? []), ...plan.tags])],
  })
  await updateFeedback(
    tx,
    { ownerId: ctx.ownerId, sessionId: plan.sessionId, studentId: plan.studentId },
    input,
  )
  return {
    result: { sessionId: plan.sessionId, studentId: plan.studentId, before: before ?? null },
    link: `/app/students/${plan.studentId}?tab=feedbacks`,
  }
}

/** Runs a confirmed plan ('undo' is agent-undo's). */
export async function applyPlan(
  tx: Tx,
  ctx: AgentContext,
  plan: Exclude<AgentPlan, { kind: 'undo' }>,
): Promise<Applied> {
  const ownerId = ctx.ownerId
  switch (plan.kind) {
    case 'register_class':
      return registerClass(tx, ctx, plan)
    case 'schedule_lesson': {
      const input = lessonCreateSchema.parse({
        date: plan.date,
        time: plan.time,
        studentIds: plan.studentIds,
      })
      const lesson = await createLesson(tx, ownerId, input)
      return { result: { lessonId: lesson.lessonId }, link: `/app/agenda?date=${plan.date}` }
    }
    case 'feedback':
      return feedback(tx, ctx, plan)
    case 'record_payment': {
      const input = paymentCreateSchema.parse({
        amountCents: plan.amountCents,
        paidOn: plan.paidOn,
        method: plan.method,
      })
      const payment = await createPayment(tx, { ownerId, packageId: plan.packageId }, input)
      return { result: { paymentId: payment.id }, link: `/app/students/${plan.studentId}` }
    }
    case 'sell_package': {
      const input = packageCreateSchema.parse({
        studentId: plan.studentId,
        totalClasses: plan.classes,
        priceCents: plan.priceCents,
        startDate: plan.startDate,
        paymentDate: plan.startDate,
        validityDays: plan.validityDays,
      })
      const pkg = await createPackage(tx, ownerId, input)
      return { result: { packageId: pkg.id }, link: `/app/students/${plan.studentId}` }
    }
    case 'cancel_lesson': {
      await cancelDay(
        tx,
        { ownerId, day: plan.date },
        { reason: plan.reason, lessonIds: plan.lessonIds },
      )
      return { result: { day: plan.date }, link: `/app/agenda?date=${plan.date}` }
    }
    case 'mark_absence': {
      const lesson = await setAttendance(
        tx,
        { ownerId, id: plan.lessonId, studentId: plan.studentId },
        { outcome: plan.outcome },
      )
      return {
        result: { lessonId: lesson.id, studentId: plan.studentId },
        link: `/app/agenda?date=${lesson.date}`,
      }
    }
    case 'attach_voice_note': {
      const ids = { ownerId, sessionId: plan.sessionId, studentId: plan.studentId }
      await attachVoiceNote(tx, ids, plan.voiceNoteId)
      return {
        result: { voiceNoteId: plan.voiceNoteId },
        link: `/app/students/${plan.studentId}?tab=feedbacks`,
      }
    }
    case 'send_summary':
      throw new Error('send_summary is applied by agent-summary')
  }
}
