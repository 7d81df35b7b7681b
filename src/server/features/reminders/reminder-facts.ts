import type { ReminderKind } from '../../../shared/constants'
import { REMINDERS } from '../../../shared/constants'
import { addDaysIso, type IsoDate } from '../../../shared/domain/dates'
import { expandWeekly, localDateTime, zonedInstant } from '../../../shared/domain/recurrence'
import type { ReminderFacts } from '../../../shared/schemas/reminders.response'
import type { LessonRow, PackageRow, Recipient, SeriesRow } from './reminder-collect'
import { lessonReminderDue, lessonWindow } from './reminder-due'

/**
 * What is due for one student now (decision 0023), as pure functions of what the planner read.
 * Each reminder has a `subject` that names it for good: the planner never plans the same
 * (student, kind, subject) twice.
 */

export interface DueReminder {
  kind: ReminderKind
  subject: string
  facts: ReminderFacts
}

/** A series' occurrence is named by its series and date, so materialising it keeps the name. */
const occurrenceSubject = (seriesId: string, day: string) => `${seriesId}:${day}`

/** The series occurrences that a lesson row stands for (moved, cancelled or changed). */
export function replacedOccurrences(lessons: LessonRow[]): Set<string> {
  const replaced = new Set<string>()
  for (const l of lessons) {
    if (l.series_id && l.occurrence_date)
      replaced.add(occurrenceSubject(l.series_id, l.occurrence_date))
  }
  return replaced
}

/**
 * The student's lessons whose reminder is due now: scheduled, not registered, not declined.
 * `data` holds the student's own series and lesson rows; `replaced`, every occurrence a row
 * stands for (whoever is in the row).
 */
export function dueLessons(
  r: Recipient,
  data: { series: SeriesRow[]; lessons: LessonRow[]; replaced: Set<string> },
  now: Date,
): DueReminder[] {
  if (!r.lesson) return []
  const settings = { mode: r.lesson_mode, hours: r.lesson_hours }
  const { from, to } = lessonWindow(now, r.timeZone)
  const out: DueReminder[] = []
  const { replaced } = data
  const push = (id: string, subject: string, startsAt: Date, club: string | null) => {
    if (!lessonReminderDue(startsAt, settings, r.timeZone, now)) return
    const local = localDateTime(startsAt, r.timeZone)
    out.push({
      kind: 'lesson',
      subject,
      facts: { kind: 'lesson', lessonId: id, date: local.date, time: local.time, club },
    })
  }
  for (const l of data.lessons) {
    const mine = l.students.find((s) => s.id === r.student_id)
    if (!mine || mine.outcome || mine.answer === 'declined') continue
    if (l.status !== 'scheduled' || l.registered) continue
    const subject =
      l.series_id && l.occurrence_date ? occurrenceSubject(l.series_id, l.occurrence_date) : l.id
    push(l.id, subject, l.starts_at, l.club)
  }
  for (const s of data.series) {
    const rule = { weekdays: s.weekdays, startDate: s.start_date, untilDate: s.until_date }
    for (const day of expandWeekly(rule, from, to)) {
      const subject = occurrenceSubject(s.id, day)
      if (replaced.has(subject)) continue
      push(`s_${s.id}_${day}`, subject, zonedInstant(day, s.start_time, s.time_zone), s.club)
    }
  }
  return out
}

/** The newest package: bought last (then created last). */
function newest(packages: PackageRow[]): PackageRow | undefined {
  return [...packages].sort(
    (a, b) =>
      b.purchase_date.localeCompare(a.purchase_date) ||
      b.created_at.getTime() - a.created_at.getTime(),
  )[0]
}

/**
 * Credits running out (the newest package down to 1 credit, or its last one used — once per
 * package and count), packages expiring within 7 days with credits left (once per package),
 * payments due within 2 days and overdue up to 30 days (once per package and due date).
 */
export function duePackages(r: Recipient, packages: PackageRow[], today: IsoDate): DueReminder[] {
  const out: DueReminder[] = []
  // the caller passes the student's own packages; a stray one of another student is skipped
  const mine = packages.filter((p) => p.student_id === r.student_id)
  const active = mine.filter((p) => p.expiry_date >= today)
  const last = newest(mine)
  const credits = active.reduce((sum, p) => sum + p.remaining, 0)
  if (r.credits_low && last && last.expiry_date >= today && last.total > 1 && credits <= 1) {
    out.push({
      kind: 'credits_low',
      subject: `${last.id}:${credits}`,
      facts: { kind: 'credits_low', remaining: credits },
    })
  }
  if (r.package_expiring) {
    const horizon = addDaysIso(today, REMINDERS.expiringDays)
    for (const p of active) {
      if (p.remaining <= 0 || p.expiry_date > horizon) continue
      out.push({
        kind: 'package_expiring',
        subject: p.id,
        facts: {
          kind: 'package_expiring',
          packageName: p.name,
          expiry: p.expiry_date,
          remaining: p.remaining,
        },
      })
    }
  }
  if (r.payment_due) {
    for (const p of mine) {
      if (p.balance <= 0) continue
      const overdue = p.due_date < today
      if (overdue ? p.due_date < addDaysIso(today, -30) : p.due_date > addDaysIso(today, 2))
        continue
      const kind = overdue ? 'payment_overdue' : 'payment_due'
      out.push({
        kind,
        subject: `${p.id}:${p.due_date}`,
        facts: { kind, packageName: p.name, dueDate: p.due_date, amountCents: p.balance },
      })
    }
  }
  return out
}
