import { addDaysIso, type IsoDate, todayIn } from '../../../shared/domain/dates'
import {
  freePlaces,
  MAKEUP_BOOKING_DAYS,
  type PlaceStanding,
  placeStanding,
} from '../../../shared/domain/makeup-places'
import { localDateTime } from '../../../shared/domain/recurrence'
import type { Db } from '../../db/client'
import { coachTimeZone } from '../../lib/coach'
import { owedMakeups, waitingQueues } from './makeup-queue'
import { buildOccurrences, holdingPlaces, loadAgendaData, paddedWindow } from './occurrences'

/**
 * PUBLIC MODULE of the agenda feature for the student's page (decision 0024): the coach's
 * places open to make-ups a student owed one may book, with where the student stands on each.
 */

/** Open places listed at most (two weeks of a busy coach's lessons open to make-ups). */
const PLACES_SHOWN = 30

export interface MakeupPlace {
  /** The lesson's id in the agenda (a series' occurrence without a row: its virtual id). */
  id: string
  date: IsoDate
  time: string
  endTime: string
  /** The club's name. */
  club: string | null
  /** Places this student could book now (beyond those the waitlist has first call on). */
  placesLeft: number
  standing: PlaceStanding
}

export interface MakeupOffers {
  /** Make-ups the student is owed with no lesson planned for them. */
  owed: number
  places: MakeupPlace[]
}

/**
 * For a student owed a make-up (active, an owed lesson with none planned): the coach's lessons
 * open to make-ups in the next MAKEUP_BOOKING_DAYS days — scheduled, not registered, not
 * started, not one the student is in — each with its standing (placeStanding: the waitlist first,
 * in the order of request). Nothing for anyone else.
 */
export async function makeupOffers(
  db: Db,
  { ownerId, studentId }: { ownerId: string; studentId: string },
  now = new Date(),
): Promise<MakeupOffers> {
  const { active, owed } = await owedMakeups(db, { ownerId, studentId })
  if (!active || !owed.length) return { owed: 0, places: [] }
  const timeZone = await coachTimeZone(db, ownerId)
  const today = todayIn(timeZone, now)
  const lastDay = addDaysIso(today, MAKEUP_BOOKING_DAYS)
  const w = paddedWindow(today, lastDay, timeZone)
  const data = await loadAgendaData(db, { ownerId, ...w, today })
  const open = buildOccurrences(data, w.fromDay, w.toDay).filter((o) => {
    const day = localDateTime(o.start, timeZone).date
    return (
      o.makeupCapacity !== null &&
      o.status === 'scheduled' &&
      !o.sessionId &&
      o.start.getTime() > now.getTime() &&
      day <= lastDay &&
      !o.studentIds.includes(studentId)
    )
  })
  const shown = open.slice(0, PLACES_SHOWN)
  const queues = await waitingQueues(db, {
    ownerId,
    lessonIds: shown.flatMap((o) => (o.lessonId ? [o.lessonId] : [])),
  })
  return {
    owed: owed.length,
    places: shown.map((o): MakeupPlace => {
      const queue = (o.lessonId && queues.get(o.lessonId)) || []
      const free = freePlaces(o.makeupCapacity ?? 0, holdingPlaces(o))
      return {
        id: o.id,
        ...localDateTime(o.start, timeZone),
        endTime: localDateTime(o.end, timeZone).time,
        club: (o.clubId && data.clubs.get(o.clubId)) || null,
        placesLeft: Math.max(0, free - queue.length),
        standing: placeStanding({ free, queue, studentId }),
      }
    }),
  }
}
