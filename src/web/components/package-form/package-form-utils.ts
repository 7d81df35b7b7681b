import { format } from 'date-fns'

/** Today as 'yyyy-MM-dd' in the browser's own calendar (the date inputs' default). */
export function localToday(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd')
}
