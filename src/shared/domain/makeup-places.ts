import type { AttendanceOutcome } from '../constants'

/**
 * A lesson's places open to make-ups (decision 0024), as pure rules: the server decides a
 * booking by them under the agenda lock, and the student's page shows what they would decide.
 */

/** How many days ahead the student's page offers open places (from the coach's today). */
export const MAKEUP_BOOKING_DAYS = 14

/**
 * A student holds a place in a lesson unless an absence is recorded for them: a cancellation
 * ('Não vou', avisada or tardia), a no-show, or the coach's own call-off for them. A place
 * freed that way can be booked by someone owed a make-up.
 */
export function holdsPlace(outcome: AttendanceOutcome | null): boolean {
  return outcome === null || outcome === 'present'
}

/** Places left under the capacity: never negative (the coach may put in more students). */
export function freePlaces(capacity: number, holding: number): number {
  return Math.max(0, capacity - holding)
}

/**
 * Where one student stands on a lesson open to make-ups:
 * - 'book': a place is free for them ('Reservar');
 * - 'offered': they are on the waitlist and a freed place is theirs ('Vaga liberada — reservar');
 * - 'waiting': on the waitlist, `position` (1-based) among those still owed a make-up;
 * - 'full': no place for them; they may join the waitlist.
 *
 * The rule: the free places go first to the waitlist, in the order of request, counting only
 * the students still owed a make-up (`queue`, oldest request first): the k-th of them may book
 * while there are at least k free places. Anyone else may book only the places left beyond the
 * whole queue.
 */
export type PlaceStanding =
  | { kind: 'book' }
  | { kind: 'offered' }
  | { kind: 'waiting'; position: number }
  | { kind: 'full' }

export function placeStanding({
  free,
  queue,
  studentId,
}: {
  free: number
  queue: readonly string[]
  studentId: string
}): PlaceStanding {
  const index = queue.indexOf(studentId)
  if (index >= 0)
    return index < free ? { kind: 'offered' } : { kind: 'waiting', position: index + 1 }
  return free > queue.length ? { kind: 'book' } : { kind: 'full' }
}

/** The standing lets the student book now. */
export const canBook = (s: PlaceStanding) => s.kind === 'book' || s.kind === 'offered'
