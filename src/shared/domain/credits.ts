/** Credit badge of a student (spec §2 Students list, §9). */
export type CreditBadgeTone = 'none' | 'low' | 'ok'

export function creditBadgeTone(credits: number): CreditBadgeTone {
  if (credits <= 0) return 'none'
  if (credits <= 2) return 'low'
  return 'ok'
}

/** Colour of remaining credits in the student profile (spec §4): red ≤2, yellow ≤5, else green. */
export type CreditColour = 'red' | 'yellow' | 'green'

export function creditColour(credits: number): CreditColour {
  if (credits <= 2) return 'red'
  if (credits <= 5) return 'yellow'
  return 'green'
}

/** Alert priority colour (spec §4): high red, medium yellow, low blue, else gray. */
export function alertPriorityColour(priority: string): 'red' | 'yellow' | 'blue' | 'gray' {
  if (priority === 'high') return 'red'
  if (priority === 'medium') return 'yellow'
  if (priority === 'low') return 'blue'
  return 'gray'
}
