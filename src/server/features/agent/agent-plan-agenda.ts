import type { IsoDate } from '../../../shared/domain/dates'
import { formatDate } from '../../../shared/domain/formats'
import { localDateTime, zonedInstant } from '../../../shared/domain/recurrence'
import type { AgendaOccurrence } from '../../../shared/schemas/agenda.response'
import type { Tx } from '../../db/client'
import { listAgenda } from '../agenda/agenda-read'
import type { AgentContext } from './agent-context'
import type { AgentIntent } from './agent-intent'
import type { AgentReply } from './agent-reply'

/**
 * The agenda side of the planner: which lesson of the agenda a class, a cancellation or an
 * absence is about. A class that already happened is registered (from its lesson when the agenda
 * has one, so the lesson shows 'Realizada'); one still ahead is put on the agenda instead.
 */

/** A class registered this long after its start is still "now" (the form's rule too). */
const AHEAD_TOLERANCE_MS = 5 * 60_000

type Intent<K extends AgentIntent['kind']> = Extract<AgentIntent, { kind: K }>

async function openLessons(tx: Tx, ctx: AgentContext, date: IsoDate) {
  const agenda = await listAgenda(tx, ctx.ownerId, { from: date, to: date })
  return agenda.items.filter((i) => i.state !== 'cancelled')
}

const overlaps = (o: AgendaOccurrence, ids: string[]) => o.students.some((s) => ids.includes(s.id))

export async function planClass(
  tx: Tx,
  ctx: AgentContext,
  intent: Intent<'register_class'>,
  text: string,
): Promise<AgentReply> {
  const now = new Date()
  const lessons = (await openLessons(tx, ctx, intent.date)).filter(
    (o) => o.state !== 'done' && overlaps(o, intent.studentIds),
  )
  let time = intent.time
  let lesson = time ? lessons.find((o) => o.time === time) : undefined
  if (!time) {
    if (lessons.length === 1) {
      lesson = lessons[0]
      time = lesson!.time
    } else if (intent.date === ctx.today) {
      time = localDateTime(now, ctx.timeZone).time
    } else {
      return { text: ctx.t('agent.askTime'), pending: { text, reason: 'missing_time' } }
    }
  }
  const at = zonedInstant(intent.date, time, ctx.timeZone)
  if (at.getTime() > now.getTime() + AHEAD_TOLERANCE_MS) {
    if (lesson)
      return {
        text: ctx.t('agent.alreadyScheduled', {
          date: formatDate(intent.date, ctx.formats.language),
          time,
        }),
        link: `/app/agenda?date=${intent.date}`,
      }
    return {
      text: '',
      plan: { kind: 'schedule_lesson', date: intent.date, time, studentIds: intent.studentIds },
    }
  }
  return {
    text: '',
    plan: {
      kind: 'register_class',
      at: at.toISOString(),
      studentIds: intent.studentIds,
      absentIds: intent.absentIds,
      lessonId: lesson?.id ?? null,
    },
  }
}

export async function planCancel(
  tx: Tx,
  ctx: AgentContext,
  intent: Intent<'cancel_lesson'>,
): Promise<AgentReply> {
  const lessons = (await openLessons(tx, ctx, intent.date)).filter((o) => o.state === 'scheduled')
  const chosen = intent.time ? lessons.filter((o) => o.time === intent.time) : lessons
  const day = formatDate(intent.date, ctx.formats.language)
  if (!chosen.length)
    return {
      text: ctx.t(intent.time ? 'agent.noLessonAt' : 'agent.noLessonOn', {
        date: day,
        time: intent.time ?? '',
      }),
      link: `/app/agenda?date=${intent.date}`,
    }
  return {
    text: '',
    plan: {
      kind: 'cancel_lesson',
      date: intent.date,
      lessonIds: chosen.map((o) => o.id),
      reason: intent.reason,
    },
  }
}

export async function planAbsence(
  tx: Tx,
  ctx: AgentContext,
  intent: Intent<'mark_absence'>,
  text: string,
  chosenLesson?: string,
): Promise<AgentReply> {
  const lessons = (await openLessons(tx, ctx, intent.date)).filter((o) =>
    o.students.some((s) => s.id === intent.studentId),
  )
  const picked = chosenLesson ? lessons.filter((o) => o.id === chosenLesson) : lessons
  if (!picked.length)
    return {
      text: ctx.t('agent.noLessonOfStudent', {
        date: formatDate(intent.date, ctx.formats.language),
      }),
      link: `/app/agenda?date=${intent.date}`,
    }
  if (picked.length > 1)
    return {
      text: ctx.t('agent.whichLesson'),
      options: picked.map((o) => o.time),
      pending: { text, reason: 'which_lesson', options: picked.map((o) => o.id) },
    }
  return {
    text: '',
    plan: {
      kind: 'mark_absence',
      lessonId: picked[0]!.id,
      studentId: intent.studentId,
      outcome: intent.outcome,
    },
  }
}
