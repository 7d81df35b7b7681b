import { AGENDA_LIMITS } from '../../../shared/constants'
import { addDaysIso, type IsoDate } from '../../../shared/domain/dates'
import type { Executor } from '../../db/client'
import { lessonSeries, lessonSeriesStudents } from '../../db/schema/agenda'
import { lockCoach } from '../../lib/coach'
import {
  buildOccurrences,
  loadAgendaData,
  type Occurrence,
  paddedWindow,
  type SeriesData,
  toConflict,
} from './occurrences'

/**
 * PUBLIC MODULE of the agenda feature for the student import: the weekly times of a sheet
 * ('ter e qui 18h') become weekly series when the agenda can hold them. One module so the
 * import's dry run and its commit judge a time by the same rule as the agenda's own forms.
 */

/** A weekly series the import proposes: ISO weekdays (1 = Monday … 7 = Sunday), its students. */
export interface ImportedSeries {
  weekdays: number[]
  time: string
  clubId: string | null
  studentIds: string[]
  /** How the coach names it (its students), for a later proposal it would clash with. */
  label: string
}

export type SeriesVerdict = { ok: true } | { ok: false; date: string; time: string; who: string }

/**
 * Weeks ahead in which a proposed time is checked against the agenda: a weekly pattern repeats
 * every week, so a dozen weeks show any clash with another weekly lesson, without expanding
 * the whole year for hundreds of proposed series.
 */
const WEEKS_CHECKED = 12

/**
 * Whether each proposed series fits the agenda: none of its occurrences of the next weeks may
 * overlap a scheduled lesson already there, nor a proposed series accepted before it (in
 * order). With `write`, the accepted ones are created, starting today, in the caller's
 * transaction — which has taken the coach's agenda lock first (lockImportAgenda).
 */
export async function fitImportedSeries(
  tx: Executor,
  ctx: { ownerId: string; timeZone: string; today: IsoDate; defaultClubId: string | null },
  proposed: ImportedSeries[],
  { write }: { write: boolean },
): Promise<{ verdicts: SeriesVerdict[]; created: string[] }> {
  if (!proposed.length) return { verdicts: [], created: [] }
  const to = addDaysIso(ctx.today, WEEKS_CHECKED * 7)
  const w = paddedWindow(ctx.today, to, ctx.timeZone)
  const data = await loadAgendaData(tx, { ownerId: ctx.ownerId, ...w, today: ctx.today })
  const blocking = new DayIndex(
    buildOccurrences(data, ctx.today, to).filter((o) => o.status === 'scheduled'),
  )
  const verdicts: SeriesVerdict[] = []
  const accepted: ImportedSeries[] = []
  proposed.forEach((series, index) => {
    const own = buildOccurrences(
      { ...data, lessons: [], series: [asSeriesData(series, index, ctx)], cancelledDays: [] },
      ctx.today,
      to,
    )
    const clash = own.map((o) => blocking.overlapping(o)).find((o) => o !== undefined)
    if (clash) {
      const c = toConflict(clash, data, ctx.timeZone)
      const other = clash.seriesId?.startsWith('import-')
        ? proposed[Number(clash.seriesId.slice('import-'.length))]
        : undefined
      verdicts.push({
        ok: false,
        date: c.date,
        time: c.time,
        who: other?.label ?? c.title ?? c.students.map((s) => s.name).join(', '),
      })
      return
    }
    for (const o of own) blocking.add(o)
    accepted.push(series)
    verdicts.push({ ok: true })
  })
  const created = write ? await insertSeries(tx, ctx, accepted) : []
  return { verdicts, created }
}

type FitContext = Parameters<typeof fitImportedSeries>[1]

/** A proposed series as the agenda's rows read (its occurrences built by the same rule). */
function asSeriesData(series: ImportedSeries, index: number, ctx: FitContext): SeriesData {
  return {
    id: `import-${index}`,
    weekdays: series.weekdays,
    start_time: series.time,
    duration_minutes: AGENDA_LIMITS.durationDefault,
    time_zone: ctx.timeZone,
    start_date: ctx.today,
    until_date: null,
    club_id: series.clubId ?? ctx.defaultClubId,
    title: null,
    notes: null,
    sequence: 0,
    makeup_capacity: null,
    student_ids: series.studentIds,
  }
}

/** The accepted series, starting today, with their students; their ids. */
async function insertSeries(tx: Executor, ctx: FitContext, accepted: ImportedSeries[]) {
  const created: string[] = []
  for (const series of accepted) {
    const [row] = await tx
      .insert(lessonSeries)
      .values({
        userId: ctx.ownerId,
        weekdays: series.weekdays,
        startTime: series.time,
        durationMinutes: AGENDA_LIMITS.durationDefault,
        timeZone: ctx.timeZone,
        startDate: ctx.today,
        clubId: series.clubId ?? ctx.defaultClubId,
      })
      .returning({ id: lessonSeries.id })
    await tx.insert(lessonSeriesStudents).values(
      series.studentIds.map((studentId) => ({
        seriesId: row!.id,
        studentId,
        userId: ctx.ownerId,
      })),
    )
    created.push(row!.id)
  }
  return created
}

/** The agenda lock every agenda write takes first (docs/decisions/0009). */
export const lockImportAgenda = (tx: Executor, ownerId: string) => lockCoach(tx, ownerId, 'agenda')

/** Scheduled occurrences by UTC day, to find an overlap without scanning the whole window. */
class DayIndex {
  private byDay = new Map<string, Occurrence[]>()
  constructor(occurrences: Occurrence[]) {
    for (const o of occurrences) this.add(o)
  }
  add(o: Occurrence) {
    const day = o.start.toISOString().slice(0, 10)
    const list = this.byDay.get(day)
    if (list) list.push(o)
    else this.byDay.set(day, [o])
  }
  overlapping(o: Occurrence): Occurrence | undefined {
    const day = o.start.toISOString().slice(0, 10) as IsoDate
    for (const d of [addDaysIso(day, -1), day, addDaysIso(day, 1)]) {
      const hit = this.byDay.get(d)?.find((b) => b.start < o.end && o.start < b.end)
      if (hit) return hit
    }
    return undefined
  }
}
