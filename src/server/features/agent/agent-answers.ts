import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { IsoDate } from '../../../shared/domain/dates'
import { formatDate, formatMoney } from '../../../shared/domain/formats'
import type { Executor } from '../../db/client'
import { balanceSql, owingPackage, paidOf } from '../../lib/money-sql'
import { col, rawRows } from '../../lib/sql'
import { listAgenda } from '../agenda/agenda-read'
import { creditLeftOn } from '../packages/ledger'
import type { AgentContext } from './agent-context'
import type { AgentReply } from './agent-reply'

/**
 * The agent's answers to questions: read at once, with the numbers the app's screens show (the
 * same credit rule as the ledger's pick, the same balance rule as the money lists), and a link
 * to the screen.
 */

/**
 * Students' numbers as the screens show them on `day`: the credits the ledger's pick could use
 * (creditLeftOn), what they owe (the money lists' balance) and their next expiry. One statement.
 */
export async function studentNumbers(tx: Executor, ctx: AgentContext, ids: string[], day: string) {
  const rows = await rawRows(
    tx,
    z.object({
      id: col.string,
      name: col.string,
      credits: col.number,
      owed: col.number,
      next: col.stringOrNull,
    }),
    sql`SELECT s.id, s.name,
          coalesce((SELECT sum(remaining_classes) FROM packages p WHERE p.user_id = s.user_id
            AND p.student_id = s.id AND ${creditLeftOn(day)}), 0) AS credits,
          coalesce((SELECT sum(${balanceSql(sql`p.price_cents`, paidOf())}) FROM packages p
            WHERE p.user_id = s.user_id AND p.student_id = s.id AND ${owingPackage()}), 0) AS owed,
          (SELECT min(p.expiry_date)::text FROM packages p WHERE p.user_id = s.user_id
            AND p.student_id = s.id AND ${creditLeftOn(day)}) AS next
        FROM students s WHERE s.user_id = ${ctx.ownerId}
          AND s.id IN (SELECT value::uuid FROM json_array_elements_text(${JSON.stringify(ids)}::json))`,
  )
  return new Map(rows.map((r) => [r.id, r]))
}

/** Credits a student can use today, and what they owe. */
export async function creditsAnswer(
  tx: Executor,
  ctx: AgentContext,
  studentId: string,
): Promise<AgentReply> {
  const r = (await studentNumbers(tx, ctx, [studentId], ctx.today)).get(studentId)
  if (!r) return { text: ctx.t('agent.studentGone') }
  const lines = [
    ctx.t(r.credits === 1 ? 'agent.creditsOne' : 'agent.credits', {
      name: r.name,
      count: r.credits,
    }),
  ]
  if (r.next && r.credits > 0)
    lines.push(ctx.t('agent.creditsUntil', { date: formatDate(r.next, ctx.formats.language) }))
  if (r.owed > 0) lines.push(ctx.t('agent.owes', { amount: formatMoney(r.owed, ctx.formats) }))
  return { text: lines.join('\n'), link: `/app/students/${studentId}` }
}

const DEBTORS_SHOWN = 10

/** Who owes, most first, and the total (the students list's 'Pagamento pendente'). */
export async function debtorsAnswer(tx: Executor, ctx: AgentContext): Promise<AgentReply> {
  const rows = await rawRows(
    tx,
    z.object({ name: col.string, owed: col.number, overdue: col.boolean }),
    sql`SELECT s.name, sum(${balanceSql(sql`p.price_cents`, paidOf())}) AS owed,
          bool_or(p.due_date < ${ctx.today}::date) AS overdue
        FROM packages p JOIN students s ON s.id = p.student_id
        WHERE p.user_id = ${ctx.ownerId} AND ${owingPackage()}
        GROUP BY s.id, s.name ORDER BY owed DESC, s.name`,
  )
  if (!rows.length) return { text: ctx.t('agent.nobodyOwes') }
  const total = rows.reduce((sum, r) => sum + r.owed, 0)
  const lines = rows.slice(0, DEBTORS_SHOWN).map((r) =>
    ctx.t(r.overdue ? 'agent.debtorOverdue' : 'agent.debtor', {
      name: r.name,
      amount: formatMoney(r.owed, ctx.formats),
    }),
  )
  if (rows.length > DEBTORS_SHOWN)
    lines.push(ctx.t('agent.debtorsMore', { count: rows.length - DEBTORS_SHOWN }))
  return {
    text: [
      ctx.t('agent.debtorsTotal', {
        count: rows.length,
        amount: formatMoney(total, ctx.formats),
      }),
      ...lines,
    ].join('\n'),
    link: '/app/students?payment=pending',
  }
}

/** The lessons of a day, as the agenda lists them. */
export async function agendaAnswer(
  tx: Executor,
  ctx: AgentContext,
  date: IsoDate,
): Promise<AgentReply> {
  const agenda = await listAgenda(tx, ctx.ownerId, { from: date, to: date })
  const day = formatDate(date, ctx.formats.language)
  const link = `/app/agenda?date=${date}`
  if (agenda.cancelledDays.some((d) => d.day === date))
    return { text: ctx.t('agent.agendaCancelled', { date: day }), link }
  const items = agenda.items.filter((i) => i.state !== 'cancelled')
  if (!items.length) return { text: ctx.t('agent.agendaEmpty', { date: day }), link }
  const lines = items.map((i) => {
    const names = i.students.map((s) => s.name).join(', ')
    const state = i.state === 'done' ? ` ${ctx.t('agent.agendaDone')}` : ''
    return `${i.time} ${names || i.title || '—'}${i.club ? ` (${i.club.name})` : ''}${state}`
  })
  return { text: [ctx.t('agent.agendaOf', { date: day }), ...lines].join('\n'), link }
}
