import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { AGENDA_LIMITS, DEFAULT_TIMEZONE } from '../../../shared/constants'
import { type IsoDate, todayIn } from '../../../shared/domain/dates'
import { msg } from '../../../shared/messages'
import type { Executor } from '../../db/client'
import { AppError, CLUB_NOT_FOUND, notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { lockCoach } from '../../lib/coach'
import { lockStudents } from '../../lib/locks'
import { col, rawRows, sqlIn } from '../../lib/sql'

/** The last local day the agenda plans or expands to: the coach's today + 12 months. */
export function horizonOf(today: IsoDate): IsoDate {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(y, m - 1 + AGENDA_LIMITS.monthsAhead, 1))
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate()
  target.setUTCDate(Math.min(d, lastDay))
  return target.toISOString().slice(0, 10)
}

export const tooFarAhead = () =>
  new AppError(
    'AGENDA_TOO_FAR',
    msg('agenda.tooFarAhead', { months: AGENDA_LIMITS.monthsAhead }),
    400,
    [{ path: 'date', message: msg('agenda.dateTooFar') }],
  )

export interface WriteContext {
  timeZone: string
  today: IsoDate
  defaultClubId: string | null
  names: Map<string, string>
}

/**
 * The start of every agenda write, in the lock order (docs/decisions/0009 and 0004):
 * 0. the coach's agenda lock (one coach's agenda writes queue up: overlap checks and series
 *    splits see a stable agenda; nothing holding a student ever waits for it),
 * 1. the students the write touches, sorted (lockStudents),
 * then the checks in one round trip: the coach's zone and default club, the students (404
 * unless all the coach's; 409 for an inactive one in `requireActive`), the club (404).
 */
export async function beginAgendaWrite(
  tx: Executor,
  {
    ownerId,
    lockIds,
    requireActive,
    clubId,
  }: { ownerId: string; lockIds: string[]; requireActive: string[]; clubId?: string | null },
): Promise<WriteContext> {
  await lockCoach(tx, ownerId, 'agenda')
  const locked = await lockStudents(tx, { ownerId, studentIds: lockIds })
  if (requireActive.some((id) => !locked.has(id))) throw notFound(STUDENT_NOT_FOUND)
  const [row] = await rawRows(
    tx,
    z.object({
      tz: col.stringOrNull,
      default_club: col.stringOrNull,
      club_found: col.boolean,
      students: z
        .array(z.object({ id: col.string, name: col.string, status: col.string }))
        .nullable(),
    }),
    sql`SELECT
      (SELECT timezone FROM profiles WHERE user_id = ${ownerId}) AS tz,
      (SELECT id FROM clubs WHERE user_id = ${ownerId} AND is_default LIMIT 1) AS default_club,
      ${clubId ? sql`EXISTS (SELECT 1 FROM clubs WHERE user_id = ${ownerId} AND id = ${clubId})` : sql`true`} AS club_found,
      ${
        lockIds.length
          ? sql`(SELECT json_agg(json_build_object('id', id, 'name', name, 'status', status))
                 FROM students WHERE user_id = ${ownerId} AND id IN (${sqlIn(lockIds)}))`
          : sql`NULL`
      } AS students`,
  )
  if (!row?.club_found) throw notFound(CLUB_NOT_FOUND)
  const students = row.students ?? []
  const inactive = students.find((s) => requireActive.includes(s.id) && s.status !== 'active')
  if (inactive) {
    throw new AppError(
      'STUDENT_INACTIVE',
      msg('agenda.studentInactive', { name: inactive.name }),
      409,
    )
  }
  const timeZone = row.tz ?? DEFAULT_TIMEZONE
  return {
    timeZone,
    today: todayIn(timeZone),
    defaultClubId: row.default_club,
    names: new Map(students.map((s) => [s.id, s.name])),
  }
}
