import { type LessonReminderMode, REMINDERS } from '../../../shared/constants'
import { addDaysIso, type IsoDate } from '../../../shared/domain/dates'
import { localDateTime, zonedInstant } from '../../../shared/domain/recurrence'

/**
 * When reminders are due (decision 0023), as pure rules over instants and a zone. The student's
 * zone is the coach's: a student has no zone of their own, and a coach's students live where
 * the coach teaches.
 */

/** Local 'HH:mm' of an instant in a zone. */
const localTime = (at: Date, timeZone: string) => localDateTime(at, timeZone).time

/** True in the student's night (22:00–07:00 local): no message is sent then. */
export function inQuietHours(at: Date, timeZone: string): boolean {
  const time = localTime(at, timeZone)
  return time >= REMINDERS.quietFrom || time < REMINDERS.quietUntil
}

/**
 * The moment the reminder of a lesson starting at `startsAt` is due: 18:00 local the day
 * before ('evening_before'), or `hours` before it ('hours_before').
 */
export function lessonReminderAt(
  startsAt: Date,
  { mode, hours }: { mode: LessonReminderMode; hours: number },
  timeZone: string,
): Date {
  if (mode === 'hours_before') return new Date(startsAt.getTime() - hours * 3_600_000)
  const day = localDateTime(startsAt, timeZone).date
  return zonedInstant(addDaysIso(day, -1), REMINDERS.eveningAt, timeZone)
}

/**
 * Whether a lesson's reminder goes in the slot planned at `now`: it is due, the lesson has not
 * started, and it is no older than the lesson's own lead (a reminder the planner missed — the
 * server was down — still goes while the lesson is ahead, but a lesson more than two days
 * ahead waits its turn). Quiet hours are the planner's: it plans nothing at night.
 */
export function lessonReminderDue(
  startsAt: Date,
  settings: { mode: LessonReminderMode; hours: number },
  timeZone: string,
  now: Date,
): boolean {
  if (startsAt.getTime() <= now.getTime()) return false
  return lessonReminderAt(startsAt, settings, timeZone).getTime() <= now.getTime()
}

/** The local days the planner looks at for lessons: today to two days ahead. */
export function lessonWindow(now: Date, timeZone: string): { from: IsoDate; to: IsoDate } {
  const today = localDateTime(now, timeZone).date
  return { from: today, to: addDaysIso(today, 2) }
}
