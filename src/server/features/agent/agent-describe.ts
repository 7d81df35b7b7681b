import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { PaymentMethod } from '../../../shared/constants'
import { addDaysIso, type IsoDate } from '../../../shared/domain/dates'
import { formatDate, formatDuration, formatMoney } from '../../../shared/domain/formats'
import { localDateTime } from '../../../shared/domain/recurrence'
import { packageNameText } from '../../../shared/message-text'
import type { MessageCode } from '../../../shared/messages'
import type { Tx } from '../../db/client'
import { balanceSql, paidOf } from '../../lib/money-sql'
import { col, rawRows } from '../../lib/sql'
import { studentNumbers } from './agent-answers'
import { type AgentContext, nameOf } from './agent-context'
import type { AgentPlan } from './agent-intent'

/**
 * The words of a proposal: exactly what Confirmar will write, with the numbers it will change
 * as the app will show them ('Ana (4 créditos → 3)', what is left to pay), read now.
 */

type Plan<K extends AgentPlan['kind']> = Extract<AgentPlan, { kind: K }>

const METHOD_CODES = {
  pix: 'agent.methodPix',
  dinheiro: 'agent.methodCash',
  cartao: 'agent.methodCard',
  transferencia: 'agent.methodTransfer',
  outro: 'agent.methodOther',
} as const satisfies Record<PaymentMethod, MessageCode>

const OUTCOME_CODES = {
  notified_absence: 'agent.outcomeNotified',
  late_cancel: 'agent.outcomeLate',
  no_show: 'agent.outcomeNoShow',
} as const satisfies Record<Plan<'mark_absence'>['outcome'], MessageCode>

/** 'hoje', 'ontem', 'amanhã' or the date. */
export function dayWords(ctx: AgentContext, day: IsoDate): string {
  if (day === ctx.today) return ctx.t('agent.today')
  if (day === addDaysIso(ctx.today, -1)) return ctx.t('agent.yesterday')
  if (day === addDaysIso(ctx.today, 1)) return ctx.t('agent.tomorrow')
  return formatDate(day, ctx.formats.language)
}

const names = (ctx: AgentContext, ids: string[]) => ids.map((id) => nameOf(ctx, id)).join(', ')

async function describeClass(tx: Tx, ctx: AgentContext, plan: Plan<'register_class'>) {
  const when = localDateTime(new Date(plan.at), ctx.timeZone)
  const present = plan.studentIds.filter((id) => !plan.absentIds.includes(id))
  const numbers = await studentNumbers(tx, ctx, present, when.date)
  const each = present.map((id) => {
    const n = numbers.get(id)?.credits
    return n
      ? ctx.t('agent.studentCredits', { name: nameOf(ctx, id), before: n, after: n - 1 })
      : ctx.t('agent.studentNoPackage', { name: nameOf(ctx, id) })
  })
  const absent = plan.absentIds.map((id) =>
    ctx.t(plan.lessonId ? 'agent.studentAbsent' : 'agent.studentLeftOut', {
      name: nameOf(ctx, id),
    }),
  )
  return ctx.t(plan.lessonId ? 'agent.proposeClassFromLesson' : 'agent.proposeClass', {
    date: dayWords(ctx, when.date),
    time: when.time,
    students: [...each, ...absent].join(', '),
  })
}

async function describePayment(tx: Tx, ctx: AgentContext, plan: Plan<'record_payment'>) {
  const [pkg] = await rawRows(
    tx,
    z.object({ name: col.string, balance: col.number }),
    sql`SELECT name, ${balanceSql(sql`p.price_cents`, paidOf())} AS balance FROM packages p
        WHERE id = ${plan.packageId} AND user_id = ${ctx.ownerId}`,
  )
  return ctx.t('agent.proposePayment', {
    amount: formatMoney(plan.amountCents, ctx.formats),
    method: ctx.t(METHOD_CODES[plan.method]),
    name: nameOf(ctx, plan.studentId),
    package: packageNameText(pkg?.name ?? '', ctx.formats.language),
    left: formatMoney(Math.max(0, (pkg?.balance ?? 0) - plan.amountCents), ctx.formats),
  })
}

function describePackage(ctx: AgentContext, plan: Plan<'sell_package'>) {
  const until = plan.validityDays
    ? formatDate(addDaysIso(plan.startDate, plan.validityDays), ctx.formats.language)
    : null
  return ctx.t(until ? 'agent.proposePackage' : 'agent.proposePackageOne', {
    classes: plan.classes,
    name: nameOf(ctx, plan.studentId),
    price: formatMoney(plan.priceCents, ctx.formats),
    days: plan.validityDays ?? 0,
    until: until ?? '',
  })
}

function describeFeedback(ctx: AgentContext, plan: Plan<'feedback'>) {
  const parts = [
    plan.rating ? ctx.t('agent.feedbackRating', { rating: plan.rating }) : null,
    plan.tags.length ? ctx.t('agent.feedbackTags', { tags: plan.tags.join(', ') }) : null,
    plan.note ? ctx.t('agent.feedbackNote', { note: plan.note }) : null,
  ].filter(Boolean)
  return ctx.t('agent.proposeFeedback', {
    name: nameOf(ctx, plan.studentId),
    what: parts.join('; '),
  })
}

/** The proposal's text, ending in the question Confirmar answers. */
export async function describePlan(tx: Tx, ctx: AgentContext, plan: AgentPlan): Promise<string> {
  switch (plan.kind) {
    case 'register_class':
      return describeClass(tx, ctx, plan)
    case 'schedule_lesson':
      return ctx.t('agent.proposeLesson', {
        date: dayWords(ctx, plan.date),
        time: plan.time,
        students: names(ctx, plan.studentIds),
      })
    case 'feedback':
      return describeFeedback(ctx, plan)
    case 'record_payment':
      return describePayment(tx, ctx, plan)
    case 'sell_package':
      return describePackage(ctx, plan)
    case 'cancel_lesson':
      return ctx.t(plan.reason === 'rain' ? 'agent.proposeCancelRain' : 'agent.proposeCancel', {
        count: plan.lessonIds.length,
        date: dayWords(ctx, plan.date),
      })
    case 'mark_absence':
      return ctx.t('agent.proposeAbsence', {
        outcome: ctx.t(OUTCOME_CODES[plan.outcome]),
        name: nameOf(ctx, plan.studentId),
      })
    case 'send_summary':
      return ctx.t('agent.proposeSummary', { name: nameOf(ctx, plan.studentId) })
    case 'attach_voice_note':
      return describeVoiceNote(tx, ctx, plan)
    case 'undo':
      return describeUndo(tx, ctx, plan.proposalId)
  }
}

async function describeUndo(tx: Tx, ctx: AgentContext, proposalId: string) {
  const [row] = await rawRows(
    tx,
    z.object({ reply: col.stringOrNull }),
    sql`SELECT reply FROM agent_proposals WHERE id = ${proposalId} AND user_id = ${ctx.ownerId}`,
  )
  return ctx.t('agent.proposeUndo', { what: row?.reply ?? '' })
}

async function describeVoiceNote(tx: Tx, ctx: AgentContext, plan: Plan<'attach_voice_note'>) {
  const [row] = await rawRows(
    tx,
    z.object({ date: col.instant }),
    sql`SELECT date FROM class_sessions WHERE id = ${plan.sessionId} AND user_id = ${ctx.ownerId}`,
  )
  const day = row ? localDateTime(row.date, ctx.timeZone).date : ctx.today
  const params = { name: nameOf(ctx, plan.studentId), date: dayWords(ctx, day) }
  return plan.durationMs === null
    ? ctx.t('agent.proposeVoiceNoteNoLength', params)
    : ctx.t('agent.proposeVoiceNote', { ...params, duration: formatDuration(plan.durationMs) })
}
