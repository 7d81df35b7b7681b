/** A weekly class time: 0 = Sunday … 6 = Saturday, and 'HH:mm'. */
export interface WeeklySlot {
  weekday: number
  time: string
}

const DAYS: [RegExp, number][] = [
  [/^(dom|domingo|sun|sunday)$/, 0],
  [/^(seg|segunda|mon|monday)$/, 1],
  [/^(ter|terca|tue|tues|tuesday)$/, 2],
  [/^(qua|quarta|wed|wednesday)$/, 3],
  [/^(qui|quinta|thu|thur|thurs|thursday)$/, 4],
  [/^(sex|sexta|fri|friday)$/, 5],
  [/^(sab|sabado|sat|saturday)$/, 6],
]

/** Words that only join the days and times: 'ter e qui às 18h', 'segunda-feira', 'Mon and Wed at'. */
const FILLERS = new Set(['e', 'as', 'a', 'feira', 'de', 'das', 'and', 'at', 'on'])
const RANGE = new Set(['a', 'ate', 'to'])

/**
 * The weekly times a coach writes in a sheet's cell — 'ter e qui 18h', 'seg a sex 7h30',
 * 'ter 18h, qui 19h', 'sábado 9:00', 'Tue/Thu 6pm' — as one slot per day and time. A time
 * applies to the days written since the previous time; 'a'/'até' joins a range of days. null:
 * the cell says something else (a word that is no day, a day without a time, 25h), so nothing is
 * guessed.
 */
export function parseWeeklyTimes(text: string): WeeklySlot[] | null {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\d)\s*(h|hs|am|pm)\b/g, '$1$2')
    .split(/[\s,;/+&]+|-(?=feira)/)
    .filter(Boolean)
  const slots: WeeklySlot[] = []
  let days: number[] = []
  let rangeFrom: number | null = null
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    const day = DAYS.find(([pattern]) => pattern.test(word))?.[1]
    if (day !== undefined) {
      if (rangeFrom !== null) {
        for (let d = rangeFrom + 1; d !== day; d = (d + 1) % 7) days.push(d)
        rangeFrom = null
      }
      days.push(day)
      continue
    }
    if (RANGE.has(word) && days.length > 0 && DAYS.some(([p]) => p.test(words[i + 1] ?? ''))) {
      rangeFrom = days[days.length - 1]!
      continue
    }
    if (FILLERS.has(word)) continue
    const time = timeOf(word)
    if (time === null || days.length === 0) return null
    for (const weekday of days) slots.push({ weekday, time })
    days = []
  }
  return days.length === 0 && slots.length > 0 ? slots : null
}

/** '18h', '18h30', '18:30', '7', '6pm', '6:30am' → 'HH:mm'; null: not a time of day. */
function timeOf(word: string): string | null {
  const m = word.match(/^(\d{1,2})(?:(?:h|:)(\d{2})?)?(hs|am|pm)?$/)
  if (!m || (!word.includes('h') && !word.includes(':') && !m[3])) return null
  let hour = Number(m[1])
  const minute = Number(m[2] ?? 0)
  if (m[3] === 'pm' && hour < 12) hour += 12
  if (m[3] === 'am' && hour === 12) hour = 0
  if (hour > 23 || minute > 59) return null
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}
