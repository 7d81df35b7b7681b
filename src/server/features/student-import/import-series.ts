import { isoWeekday, type PlannedStudent } from './import-plan'
import { plainWords } from './import-values'

/** A proposed weekly series: the students of the lines sharing a time, club and days. */
export interface ProposedSeries {
  weekdays: number[]
  time: string
  club: string | null
  lines: number[]
  students: PlannedStudent[]
}

/**
 * The weekly series the plan's times make: the lines sharing a weekday, a time and a club are
 * one lesson (a coach is in one place at a time: two students at the same hour train
 * together), and a group with the same students at the same time on several days is one
 * series over those days — as the coach would have created it in the agenda.
 */
export function proposeSeries(students: PlannedStudent[]): ProposedSeries[] {
  const slots = new Map<
    string,
    { weekday: number; time: string; club: string | null; who: PlannedStudent[] }
  >()
  for (const s of students) {
    for (const slot of s.slots) {
      const club = s.club ? plainWords(s.club) : null
      const key = `${isoWeekday(slot)}|${slot.time}|${club ?? ''}`
      const entry = slots.get(key)
      if (entry) entry.who.push(s)
      else slots.set(key, { weekday: isoWeekday(slot), time: slot.time, club: s.club, who: [s] })
    }
  }
  const series = new Map<string, ProposedSeries>()
  for (const slot of [...slots.values()].sort((a, b) => a.weekday - b.weekday)) {
    const key = `${slot.time}|${slot.club ? plainWords(slot.club) : ''}|${slot.who.map((s) => s.line).join(',')}`
    const entry = series.get(key)
    if (entry) entry.weekdays.push(slot.weekday)
    else
      series.set(key, {
        weekdays: [slot.weekday],
        time: slot.time,
        club: slot.club,
        lines: slot.who.map((s) => s.line),
        students: slot.who,
      })
  }
  return [...series.values()].sort(
    (a, b) => a.lines[0]! - b.lines[0]! || a.time.localeCompare(b.time),
  )
}
