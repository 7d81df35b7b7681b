import { coachToday } from '~/lib/formats'

/**
 * Today as 'yyyy-MM-dd' in the coach's calendar (the date inputs' default): the profile's time
 * zone, the browser's until the profile has loaded.
 */
export function localToday(now: Date = new Date()): string {
  return coachToday(now)
}
