import { messageFields } from '../../../shared/message-text'
import { msg } from '../../../shared/messages'
import type { ImportPreview } from '../../../shared/schemas/student-import.response'
import type { SeriesVerdict } from '../agenda/series-import'
import type { ImportPlan } from './import-plan'
import type { ProposedSeries } from './import-series'

export const EMPTY_SUMMARY: ImportPreview['summary'] = {
  create: 0,
  update: 0,
  unchanged: 0,
  problems: 0,
  skipped: 0,
  credits: 0,
  owedCents: 0,
  slots: 0,
}

/** A repeated request's report: the counts of the first (its lines were not kept). */
export const EMPTY_REPORT: ImportPreview = {
  summary: EMPTY_SUMMARY,
  students: [],
  problems: [],
  skipped: [],
  notices: [],
  conflicts: [],
}

/** The proposed weekly series the agenda could not hold, each with the lesson in the way. */
export function conflictsOf(
  proposals: ProposedSeries[],
  verdicts: SeriesVerdict[],
): ImportPreview['conflicts'] {
  return proposals.flatMap((p, i) => {
    const v = verdicts[i]!
    if (v.ok) return []
    const message = msg('import.slotConflict', {
      line: p.lines.join(', '),
      time: p.time,
      date: v.date,
      clash: v.time,
      who: v.who,
    })
    return [{ lines: p.lines, weekday: p.weekdays[0]!, time: p.time, ...messageFields(message) }]
  })
}

export function reportOf(
  plan: ImportPlan,
  skipped: { line: number; message: string }[],
  conflicts: ImportPreview['conflicts'],
  slots: number,
): ImportPreview {
  const count = (action: string) => plan.students.filter((s) => s.action === action).length
  return {
    summary: {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      problems: plan.problems.length,
      skipped: skipped.length,
      credits: plan.students.reduce((n, s) => n + (s.opening?.credits ?? 0), 0),
      owedCents: plan.students.reduce((n, s) => n + (s.opening?.owedCents ?? 0), 0),
      slots,
    },
    students: plan.students.map((s) => ({
      line: s.line,
      action: s.action,
      name: s.fields.name,
      phone: s.fields.phone,
      email: s.fields.email,
      studentId: s.action === 'create' ? null : s.studentId,
      changes: s.changes,
      balance: s.balance,
      credits: s.credits,
      expiry: s.expiry,
      owedCents: s.owedCents,
      weeklySlots: s.slots.map((slot) => ({ weekday: slot.weekday, time: slot.time })),
    })),
    problems: plan.problems.map((p) => ({ line: p.line, ...messageFields(p.message) })),
    skipped: skipped.map((p) => ({ line: p.line, ...messageFields(p.message) })),
    notices: plan.notices.map((p) => ({ line: p.line, ...messageFields(p.message) })),
    conflicts,
  }
}
