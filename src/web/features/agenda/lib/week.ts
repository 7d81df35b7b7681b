import { addDaysIso, type IsoDate, isIsoDate } from '@shared/domain/dates'
import { isoWeekday } from '@shared/domain/recurrence'
import type { AgendaOccurrence } from '@shared/schemas/agenda.response'

/** The agenda's calendar arithmetic: weeks from Monday, the grid's hours, block layout. */

/** The grid shows 06:00–23:00. */
export const GRID_START_HOUR = 6
export const GRID_END_HOUR = 23
/** Height of one hour on the desktop grid, in pixels. */
export const HOUR_PX = 56
export const SLOT_MINUTES = 30

/** Monday of a day's week. */
export function weekStart(day: IsoDate): IsoDate {
  return addDaysIso(day, 1 - isoWeekday(day))
}

/** Monday … Sunday of a day's week. */
export function weekDays(day: IsoDate): IsoDate[] {
  const monday = weekStart(day)
  return Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i))
}

/**
 * The chosen day from the URL: `?date=YYYY-MM-DD`, else `?week=YYYY-MM-DD` (that week: today
 * when today is in it, else its Monday), else today.
 */
export function chosenDay(params: URLSearchParams, today: IsoDate): IsoDate {
  const date = params.get('date')
  if (date && isIsoDate(date)) return date
  const week = params.get('week')
  if (week && isIsoDate(week)) {
    return weekStart(week) === weekStart(today) ? today : weekStart(week)
  }
  return today
}

const utc = (day: IsoDate) => new Date(`${day}T12:00:00Z`)

/** '23 – 29 de nov. de 2026' (pt-BR), 'Nov 23 – 29, 2026' (en). */
export function weekRangeLabel(day: IsoDate, locale: string): string {
  const days = weekDays(day)
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  // ICU puts thin spaces around the dash: plain ones read (and search) the same everywhere
  return format.formatRange(utc(days[0]!), utc(days[6]!)).replace(/[\u2009\u202f]/g, ' ')
}

/** 'segunda-feira, 23 de novembro' */
export function longDayLabel(day: IsoDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(utc(day))
}

/** 'HH:MM' → minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** Minutes after midnight → 'HH:MM'. */
export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

/** A time rounded down to the half hour ('07:40' → '07:30'). */
export function roundToSlot(time: string): string {
  const m = minutesOf(time)
  return timeOf(m - (m % SLOT_MINUTES))
}

/** The grid's half-hour slots: '06:00', '06:30', … '22:30'. */
export function gridSlots(): string[] {
  const slots: string[] = []
  for (let m = GRID_START_HOUR * 60; m < GRID_END_HOUR * 60; m += SLOT_MINUTES) {
    slots.push(timeOf(m))
  }
  return slots
}

export interface PlacedLesson {
  item: AgendaOccurrence
  /** Pixels from the grid's top (06:00), clamped into the grid. */
  top: number
  height: number
  /** Column within its group of overlapping lessons, and the group's column count. */
  column: number
  columns: number
}

/**
 * Places one day's lessons on the grid: top and height from time and duration (clamped to
 * 06:00–23:00, at least a quarter hour tall), lessons that overlap side by side — each group of
 * lessons overlapping one another shares its width in as many columns as it needs.
 */
export function placeDay(items: AgendaOccurrence[]): PlacedLesson[] {
  const gridStart = GRID_START_HOUR * 60
  const gridEnd = GRID_END_HOUR * 60
  const sorted = [...items].sort(
    (a, b) => minutesOf(a.time) - minutesOf(b.time) || b.durationMinutes - a.durationMinutes,
  )
  const placed: PlacedLesson[] = []
  let group: PlacedLesson[] = []
  let groupEnd = -1
  let columnEnds: number[] = []
  const closeGroup = () => {
    for (const p of group) p.columns = columnEnds.length
    group = []
    columnEnds = []
  }
  for (const item of sorted) {
    const start = minutesOf(item.time)
    // a lesson crossing midnight ends at the day's end on this grid
    const end = Math.min(start + item.durationMinutes, 24 * 60)
    if (start >= groupEnd) closeGroup()
    let column = columnEnds.findIndex((e) => e <= start)
    if (column === -1) {
      column = columnEnds.length
      columnEnds.push(end)
    } else columnEnds[column] = end
    groupEnd = Math.max(groupEnd, end)
    const top = Math.min(Math.max(start, gridStart), gridEnd - 15) - gridStart
    const bottom = Math.max(Math.min(end, gridEnd), top + gridStart + 15) - gridStart
    const p: PlacedLesson = {
      item,
      top: (top / 60) * HOUR_PX,
      height: ((bottom - top) / 60) * HOUR_PX,
      column,
      columns: 1,
    }
    group.push(p)
    placed.push(p)
  }
  closeGroup()
  return placed
}

/** The narrowest a lesson block may be where lessons overlap, so its text stays readable. */
export const OVERLAP_COLUMN_REM = 6.5

/**
 * The week grid's columns: the hours, then each day as wide as the lessons it shows side by side
 * — a day with two courts at 14:00 gets two shares of the width (and at least 6.5rem a lesson),
 * so overlapping lessons stay readable instead of becoming slivers; a week too full for the
 * screen scrolls sideways rather than squeezing them.
 */
export function weekGridColumns(columnsPerDay: number[]): string {
  const days = columnsPerDay.map((n) =>
    n > 1 ? `minmax(${n * OVERLAP_COLUMN_REM}rem, ${n}fr)` : 'minmax(0, 1fr)',
  )
  return ['3.5rem', ...days].join(' ')
}

/**
 * The badges a lesson shows: 'Cancelada', 'Realizada' (registered), 'Pendente' (over,
 * not registered, someone without an outcome — the server's `state`, as the dashboard's pending
 * card counts it), and 'Conflito de horário' on a lesson still to happen.
 */
export type LessonBadge = 'cancelled' | 'done' | 'pending' | 'overlap'
export function lessonBadges(item: AgendaOccurrence): LessonBadge[] {
  if (item.state === 'cancelled' || item.status === 'cancelled') return ['cancelled']
  if (item.state === 'done') return ['done']
  if (item.state === 'pending') return ['pending']
  return item.overlaps ? ['overlap'] : []
}
