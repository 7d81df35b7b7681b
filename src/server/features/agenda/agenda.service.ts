import { and, eq, gte, notInArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type {
  AgendaDto,
  AgendaOccurrence,
  LessonSeriesChange,
  LessonSeriesDto,
} from '../../../shared/api-types'
import { formatDateBR, type IsoDate, todayIn } from '../../../shared/domain/dates'
import {
  isOccurrence,
  localDateTime,
  nextOccurrence,
  zonedInstant,
} from '../../../shared/domain/recurrence'
import type {
  AgendaQuery,
  lessonCreateSchema,
  lessonSeriesCreateSchema,
  lessonUpdateSchema,
  occurrenceCancelSchema,
  occurrenceUpdateSchema,
} from '../../../shared/schemas/agenda'
import { type Db, type Executor, transaction } from '../../db/client'
import {
  type LessonRow,
  lessonSeries,
  lessonSeriesStudents,
  lessonStudents,
  lessons,
} from '../../db/schema/agenda'
import { AppError, notFound } from '../../lib/app-error'
import { coachTimeZone, lockCoach } from '../../lib/coach'
import { lockStudents } from '../../lib/locks'
import { col, rawRows } from '../../lib/sql'
import { activePackage } from '../students/students.queries'
import { beginAgendaWrite, horizonOf, tooFarAhead, type WriteContext } from './agenda-context'
import { linkMakeup } from './makeups'
import {
  buildOccurrences,
  conflictsWith,
  loadAgendaData,
  type Occurrence,
  overlappingIds,
  paddedWindow,
  toConflict,
  toOccurrenceDto,
} from './occurrences'
import { revertOutcomes } from './outcome-credits'
import {
  changeFollowing,
  emptySeries,
  endSeriesFrom,
  ruleOfRow,
  SERIES_NOT_FOUND,
  seriesRow,
  seriesStudentIds,
} from './series-ops'

type LessonCreate = z.output<typeof lessonCreateSchema>
type LessonUpdate = z.output<typeof lessonUpdateSchema>
type SeriesCreate = z.output<typeof lessonSeriesCreateSchema>
type OccurrenceUpdate = z.output<typeof occurrenceUpdateSchema>
type OccurrenceCancel = z.output<typeof occurrenceCancelSchema>

export const LESSON_NOT_FOUND = 'Aula não encontrada'
const OCCURRENCE_NOT_FOUND = 'Não há aula deste horário fixo nesta data'

const registered = () =>
  new AppError(
    'LESSON_REGISTERED',
    'Esta aula já foi registrada como sessão. Para cancelá-la ou removê-la, exclua antes a sessão registrada.',
    409,
  )

// ------------------------------------------------------------------ reading

/** GET /api/agenda: the occurrences whose local start date is in [from, to], by start. */
export async function listAgenda(db: Db, ownerId: string, q: AgendaQuery): Promise<AgendaDto> {
  const timeZone = await coachTimeZone(db, ownerId)
  const today = todayIn(timeZone)
  if (q.to > horizonOf(today)) throw tooFarAhead()
  const w = paddedWindow(q.from, q.to, timeZone)
  const data = await loadAgendaData(db, { ownerId, ...w, today })
  const all = buildOccurrences(data, w.fromDay, w.toDay)
  const overlaps = overlappingIds(all)
  const items = all
    .filter((o) => {
      const day = localDateTime(o.start, timeZone).date
      return day >= q.from && day <= q.to
    })
    .map((o) => toOccurrenceDto(o, data, timeZone, overlaps))
  return {
    from: q.from,
    to: q.to,
    timeZone,
    items,
    cancelledDays: data.cancelledDays.filter((d) => d.day >= q.from && d.day <= q.to),
  }
}

/** One occurrence as the agenda lists it, found around a local day. */
async function occurrenceAround(
  db: Executor,
  ownerId: string,
  day: IsoDate,
  match: (o: Occurrence) => boolean,
): Promise<AgendaOccurrence | null> {
  const timeZone = await coachTimeZone(db, ownerId)
  const w = paddedWindow(day, day, timeZone)
  const data = await loadAgendaData(db, { ownerId, ...w, today: todayIn(timeZone) })
  const all = buildOccurrences(data, w.fromDay, w.toDay)
  const found = all.find(match)
  return found ? toOccurrenceDto(found, data, timeZone, overlappingIds(all)) : null
}

export async function getLesson(
  db: Executor,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<AgendaOccurrence> {
  const [row] = await db
    .select({ startsAt: lessons.startsAt })
    .from(lessons)
    .where(and(eq(lessons.id, id), eq(lessons.userId, ownerId)))
  if (!row) throw notFound(LESSON_NOT_FOUND)
  const timeZone = await coachTimeZone(db, ownerId)
  const found = await occurrenceAround(
    db,
    ownerId,
    localDateTime(row.startsAt, timeZone).date,
    (o) => o.lessonId === id,
  )
  if (!found) throw notFound(LESSON_NOT_FOUND)
  return found
}

export async function seriesOccurrence(
  db: Executor,
  ownerId: string,
  seriesId: string,
  day: IsoDate,
) {
  return occurrenceAround(
    db,
    ownerId,
    day,
    (o) => o.seriesId === seriesId && o.occurrenceDate === day,
  )
}

/** GET /api/lesson-series/{id}. */
export async function getSeries(
  db: Executor,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<LessonSeriesDto> {
  const series = await seriesRow(db, { ownerId, id })
  const timeZone = await coachTimeZone(db, ownerId)
  const today = todayIn(timeZone)
  // raw SQL: the series' students with the list's credits, and its club, in one statement
  const [extra] = await rawRows(
    db,
    z.object({
      club: z.object({ id: col.string, name: col.string }).nullable(),
      students: z
        .array(
          z.object({
            id: col.string,
            name: col.string,
            status: z.enum(['active', 'inactive']),
            credits: col.number,
            hasOpenAlert: col.boolean,
          }),
        )
        .nullable(),
    }),
    sql`SELECT
      (SELECT json_build_object('id', c.id, 'name', c.name) FROM clubs c
        WHERE c.id = ${series.clubId} AND c.user_id = ${ownerId}) AS club,
      (SELECT json_agg(json_build_object('id', st.id, 'name', st.name, 'status', st.status,
          'credits', (SELECT coalesce(sum(remaining_classes), 0)::int FROM packages
                      WHERE user_id = ${ownerId} AND student_id = st.id AND ${activePackage(today)}),
          'hasOpenAlert', EXISTS (SELECT 1 FROM alerts a WHERE a.user_id = ${ownerId}
            AND a.student_id = st.id AND NOT a.resolved AND a.dismissed_at IS NULL))
          ORDER BY st.name_folded, st.id)
        FROM lesson_series_students ss JOIN students st ON st.id = ss.student_id
        WHERE ss.series_id = ${id}) AS students`,
  )
  return {
    id: series.id,
    weekdays: series.weekdays,
    time: series.startTime,
    durationMinutes: series.durationMinutes,
    timeZone: series.timeZone,
    startDate: series.startDate,
    untilDate: series.untilDate,
    club: extra?.club ?? null,
    title: series.title,
    notes: series.notes,
    students: extra?.students ?? [],
    sequence: series.sequence,
    nextDate: nextOccurrence(ruleOfRow(series), today),
  }
}

// ------------------------------------------------------------------ overlap

/**
 * Refuses (409 LESSON_OVERLAP, with the lessons in the way) a write whose scheduled lessons —
 * the `isSubject` ones, read back after the write inside its transaction — overlap another
 * scheduled lesson of the coach between the local days `from` and `to`, unless confirmed.
 */
async function assertNoOverlap(
  tx: Executor,
  ownerId: string,
  ctx: WriteContext,
  { from, to, isSubject }: { from: IsoDate; to: IsoDate; isSubject: (o: Occurrence) => boolean },
) {
  const w = paddedWindow(from, to, ctx.timeZone)
  const data = await loadAgendaData(tx, { ownerId, ...w, today: ctx.today })
  const conflicts = conflictsWith(buildOccurrences(data, w.fromDay, w.toDay), isSubject)
  if (!conflicts.length) return
  const first = toConflict(conflicts[0]!, data, ctx.timeZone)
  const who = first.title ?? first.students.map((s) => s.name).join(', ')
  const more = conflicts.length > 1 ? ` e mais ${conflicts.length - 1}` : ''
  throw new AppError(
    'LESSON_OVERLAP',
    `Este horário coincide com outra aula: ${formatDateBR(first.date)} às ${first.time}${who ? ` (${who})` : ''}${more}. Salvar mesmo assim?`,
    409,
    undefined,
    { conflicts: conflicts.slice(0, 20).map((o) => toConflict(o, data, ctx.timeZone)) },
  )
}

// ------------------------------------------------------------------ lessons

/**
 * The lesson's students become `studentIds`. A student taken off the lesson gets back the
 * credit an outcome of theirs consumed (through the ledger) before their line goes; the
 * caller holds every current and new student (lock order step 1).
 */
async function setLessonStudents(
  tx: Executor,
  { ownerId, lessonId, studentIds }: { ownerId: string; lessonId: string; studentIds: string[] },
) {
  const removed = (await lessonStudentIds(tx, lessonId)).filter((s) => !studentIds.includes(s))
  await revertOutcomes(tx, { ownerId, lessonId, studentIds: removed, keepRows: true })
  await tx
    .delete(lessonStudents)
    .where(
      and(eq(lessonStudents.lessonId, lessonId), notInArray(lessonStudents.studentId, studentIds)),
    )
  await tx
    .insert(lessonStudents)
    .values(studentIds.map((studentId) => ({ lessonId, studentId, userId: ownerId })))
    .onConflictDoNothing()
}

export async function lessonStudentIds(tx: Executor, lessonId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: lessonStudents.studentId })
    .from(lessonStudents)
    .where(eq(lessonStudents.lessonId, lessonId))
  return rows.map((r) => r.id)
}

/** POST /api/lessons. */
export async function createLesson(
  db: Db,
  ownerId: string,
  input: LessonCreate,
): Promise<AgendaOccurrence> {
  const id = await transaction(db, async (tx) => {
    const ctx = await beginAgendaWrite(tx, {
      ownerId,
      lockIds: input.studentIds,
      requireActive: input.studentIds,
      clubId: input.clubId,
    })
    if (input.date > horizonOf(ctx.today)) throw tooFarAhead()
    const [lesson] = await tx
      .insert(lessons)
      .values({
        userId: ownerId,
        startsAt: zonedInstant(input.date, input.time, ctx.timeZone),
        durationMinutes: input.durationMinutes,
        clubId: input.clubId === undefined ? ctx.defaultClubId : input.clubId,
        title: input.title,
        notes: input.notes,
      })
      .returning({ id: lessons.id })
    const lessonId = lesson!.id
    await setLessonStudents(tx, { ownerId, lessonId, studentIds: input.studentIds })
    if (input.makeupOf) {
      await linkMakeup(tx, {
        ownerId,
        lessonId,
        owedLessonId: input.makeupOf,
        studentIds: input.studentIds,
        timeZone: ctx.timeZone,
      })
    }
    if (!input.confirmOverlap) {
      await assertNoOverlap(tx, ownerId, ctx, {
        from: input.date,
        to: input.date,
        isSubject: (o) => o.lessonId === lessonId,
      })
    }
    return lessonId
  })
  return getLesson(db, { ownerId, id })
}

type LessonChanges = Omit<LessonUpdate, 'confirmOverlap'>

/**
 * Applies a change to a lesson row (locked by the caller) and checks the overlap when its time
 * or status changed. Sequence goes up by one.
 */
async function applyLessonChanges(
  tx: Executor,
  ownerId: string,
  ctx: WriteContext,
  row: LessonRow,
  changes: LessonChanges,
  confirmOverlap: boolean,
) {
  if (changes.status === 'cancelled' && row.sessionId) throw registered()
  const local = localDateTime(row.startsAt, ctx.timeZone)
  const day = changes.date ?? local.date
  if (changes.date && changes.date !== local.date && changes.date > horizonOf(ctx.today)) {
    throw tooFarAhead()
  }
  const startsAt =
    changes.date || changes.time
      ? zonedInstant(day, changes.time ?? local.time, ctx.timeZone)
      : row.startsAt
  const status = changes.status ?? row.status
  await tx
    .update(lessons)
    .set({
      startsAt,
      durationMinutes: changes.durationMinutes ?? row.durationMinutes,
      ...(changes.clubId !== undefined ? { clubId: changes.clubId } : {}),
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
      status,
      sequence: sql`${lessons.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(lessons.id, row.id))
  if (changes.studentIds) {
    await setLessonStudents(tx, { ownerId, lessonId: row.id, studentIds: changes.studentIds })
  }
  const timing =
    startsAt.getTime() !== row.startsAt.getTime() ||
    (changes.durationMinutes !== undefined && changes.durationMinutes !== row.durationMinutes) ||
    status !== row.status
  if (status === 'scheduled' && timing && !confirmOverlap) {
    await assertNoOverlap(tx, ownerId, ctx, {
      from: day,
      to: day,
      isSubject: (o) => o.lessonId === row.id,
    })
  }
}

async function lockedLesson(tx: Executor, id: string): Promise<LessonRow> {
  const [row] = await tx.select().from(lessons).where(eq(lessons.id, id)).for('update')
  return row!
}

/** PATCH /api/lessons/{id}: a stand-alone lesson or an occurrence already changed on its own. */
export async function updateLesson(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
  input: LessonUpdate,
): Promise<AgendaOccurrence> {
  await transaction(db, async (tx) => {
    await lockCoach(tx, ownerId, 'agenda')
    const [found] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.id, id), eq(lessons.userId, ownerId)))
    if (!found) throw notFound(LESSON_NOT_FOUND)
    const current = await lessonStudentIds(tx, id)
    const wanted = input.studentIds ?? []
    const ctx = await beginAgendaWrite(tx, {
      ownerId,
      lockIds: [...current, ...wanted],
      requireActive: wanted.filter((s) => !current.includes(s)),
      clubId: input.clubId,
    })
    const { confirmOverlap, ...changes } = input
    await applyLessonChanges(tx, ownerId, ctx, await lockedLesson(tx, id), changes, confirmOverlap)
  })
  return getLesson(db, { ownerId, id })
}

/**
 * DELETE /api/lessons/{id}: a stand-alone lesson not registered. An occurrence of a series is
 * cancelled through the series (its date would otherwise come back); a registered one keeps
 * its link to the class.
 */
export async function deleteLesson(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  await transaction(db, async (tx) => {
    await lockCoach(tx, ownerId, 'agenda')
    const [row] = await tx
      .select({ seriesId: lessons.seriesId, sessionId: lessons.sessionId })
      .from(lessons)
      .where(and(eq(lessons.id, id), eq(lessons.userId, ownerId)))
    if (!row) throw notFound(LESSON_NOT_FOUND)
    if (row.sessionId) throw registered()
    if (row.seriesId) {
      throw new AppError(
        'LESSON_IN_SERIES',
        "Esta aula faz parte de um horário fixo: use 'Cancelar só esta aula' ou 'esta e as seguintes'.",
        409,
      )
    }
    const studentIds = await lessonStudentIds(tx, id)
    await lockStudents(tx, { ownerId, studentIds })
    // a credit an attendance outcome consumed goes back (through the ledger)
    await revertOutcomes(tx, { ownerId, lessonId: id, studentIds })
    await tx.delete(lessons).where(eq(lessons.id, id))
  })
}

// ------------------------------------------------------------------ series

/** POST /api/lesson-series. */
export async function createSeries(
  db: Db,
  ownerId: string,
  input: SeriesCreate,
): Promise<LessonSeriesDto> {
  const id = await transaction(db, async (tx) => {
    const ctx = await beginAgendaWrite(tx, {
      ownerId,
      lockIds: input.studentIds,
      requireActive: input.studentIds,
      clubId: input.clubId,
    })
    const horizon = horizonOf(ctx.today)
    if (input.startDate > horizon) throw tooFarAhead()
    const rule = {
      weekdays: input.weekdays,
      startDate: input.startDate,
      untilDate: input.untilDate ?? null,
    }
    const first = nextOccurrence(rule, input.startDate)
    if (!first) throw emptySeries()
    const [series] = await tx
      .insert(lessonSeries)
      .values({
        userId: ownerId,
        weekdays: input.weekdays,
        startTime: input.time,
        durationMinutes: input.durationMinutes,
        timeZone: ctx.timeZone,
        startDate: input.startDate,
        untilDate: input.untilDate ?? null,
        clubId: input.clubId === undefined ? ctx.defaultClubId : input.clubId,
        title: input.title,
        notes: input.notes,
      })
      .returning({ id: lessonSeries.id })
    const seriesId = series!.id
    await tx
      .insert(lessonSeriesStudents)
      .values(input.studentIds.map((studentId) => ({ seriesId, studentId, userId: ownerId })))
    if (!input.confirmOverlap && first <= horizon) {
      await assertNoOverlap(tx, ownerId, ctx, {
        from: first,
        to: rule.untilDate && rule.untilDate < horizon ? rule.untilDate : horizon,
        isSubject: (o) => o.seriesId === seriesId,
      })
    }
    return seriesId
  })
  return getSeries(db, { ownerId, id })
}

/** The students of a series and of its changed occurrences from `day` on (all locked). */
async function seriesStudentsFrom(tx: Executor, seriesId: string, day: IsoDate) {
  const series = await seriesStudentIds(tx, seriesId)
  const rows = await tx
    .select({ id: lessonStudents.studentId })
    .from(lessonStudents)
    .innerJoin(lessons, eq(lessons.id, lessonStudents.lessonId))
    .where(and(eq(lessons.seriesId, seriesId), gte(lessons.occurrenceDate, day)))
  return { series, all: [...series, ...rows.map((r) => r.id)] }
}

/**
 * The row standing for an occurrence, created from the series when there is none yet (the
 * caller holds the agenda lock and checked the date is an occurrence: `checkedSeries`).
 */
export async function occurrenceRow(
  tx: Executor,
  { ownerId, seriesId, day }: { ownerId: string; seriesId: string; day: IsoDate },
): Promise<LessonRow> {
  const [existing] = await tx
    .select()
    .from(lessons)
    .where(and(eq(lessons.seriesId, seriesId), eq(lessons.occurrenceDate, day)))
    .for('update')
  if (existing) return existing
  const series = await seriesRow(tx, { ownerId, id: seriesId })
  const [row] = await tx
    .insert(lessons)
    .values({
      userId: ownerId,
      seriesId,
      occurrenceDate: day,
      startsAt: zonedInstant(day, series.startTime, series.timeZone),
      durationMinutes: series.durationMinutes,
      clubId: series.clubId,
      title: series.title,
      notes: series.notes,
      sequence: series.sequence,
    })
    .returning()
  await setLessonStudents(tx, {
    ownerId,
    lessonId: row!.id,
    studentIds: await seriesStudentIds(tx, seriesId),
  })
  return row!
}

export async function checkedSeries(tx: Executor, ownerId: string, id: string, day: IsoDate) {
  await lockCoach(tx, ownerId, 'agenda')
  const series = await seriesRow(tx, { ownerId, id })
  if (!isOccurrence(ruleOfRow(series), day)) throw notFound(OCCURRENCE_NOT_FOUND)
  return series
}

/** PATCH /api/lesson-series/{id}/occurrences/{date}. */
export async function updateOccurrence(
  db: Db,
  { ownerId, seriesId, day }: { ownerId: string; seriesId: string; day: IsoDate },
  input: OccurrenceUpdate,
): Promise<LessonSeriesChange> {
  const { scope, confirmOverlap, weekdays, ...changes } = input
  const result = await transaction(db, async (tx) => {
    const series = await checkedSeries(tx, ownerId, seriesId, day)
    const students = await seriesStudentsFrom(tx, seriesId, day)
    const wanted = changes.studentIds ?? []
    const ctx = await beginAgendaWrite(tx, {
      ownerId,
      lockIds: [...students.all, ...wanted],
      requireActive: wanted.filter((s) => !students.series.includes(s)),
      clubId: changes.clubId,
    })
    if (scope === 'this') {
      const row = await occurrenceRow(tx, { ownerId, seriesId, day })
      await applyLessonChanges(tx, ownerId, ctx, row, changes, confirmOverlap)
      return { seriesId, day }
    }
    const target = await changeFollowing(tx, {
      ownerId,
      series,
      studentIds: students.series,
      day,
      changes: { ...changes, weekdays },
    })
    const timing =
      weekdays !== undefined || changes.time !== undefined || changes.durationMinutes !== undefined
    const horizon = horizonOf(ctx.today)
    if (timing && !confirmOverlap && day <= horizon) {
      await assertNoOverlap(tx, ownerId, ctx, {
        from: day,
        to: target.untilDate && target.untilDate < horizon ? target.untilDate : horizon,
        isSubject: (o) => o.seriesId === target.id && (o.occurrenceDate ?? '') >= day,
      })
    }
    return { seriesId: target.id, day }
  })
  return {
    occurrence: await seriesOccurrence(db, ownerId, result.seriesId, result.day),
    series: await getSeries(db, { ownerId, id: result.seriesId }),
  }
}

/** POST /api/lesson-series/{id}/occurrences/{date}/cancel. 'following' ends the series. */
export async function cancelOccurrence(
  db: Db,
  { ownerId, seriesId, day }: { ownerId: string; seriesId: string; day: IsoDate },
  input: OccurrenceCancel,
): Promise<LessonSeriesChange> {
  const left = await transaction(db, async (tx) => {
    const series = await checkedSeries(tx, ownerId, seriesId, day)
    const students = await seriesStudentsFrom(tx, seriesId, day)
    await beginAgendaWrite(tx, { ownerId, lockIds: students.all, requireActive: [] })
    if (input.scope === 'this') {
      const row = await occurrenceRow(tx, { ownerId, seriesId, day })
      if (row.sessionId) throw registered()
      await tx
        .update(lessons)
        .set({ status: 'cancelled', sequence: sql`${lessons.sequence} + 1`, updatedAt: new Date() })
        .where(eq(lessons.id, row.id))
      return seriesId
    }
    return endSeriesFrom(tx, series, day)
  })
  return {
    occurrence: input.scope === 'this' ? await seriesOccurrence(db, ownerId, seriesId, day) : null,
    series: left ? await getSeries(db, { ownerId, id: left }) : null,
  }
}

/**
 * DELETE /api/lesson-series/{id}: only a series nothing happened in yet (created by mistake).
 * One with past or registered lessons is ended instead ('esta e as seguintes'), which keeps
 * them.
 */
export async function deleteSeries(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  await transaction(db, async (tx) => {
    await lockCoach(tx, ownerId, 'agenda')
    const series = await seriesRow(tx, { ownerId, id })
    const first = nextOccurrence(ruleOfRow(series), series.startDate)
    const startedVirtual =
      first !== null && zonedInstant(first, series.startTime, series.timeZone) <= new Date()
    const [rows] = await rawRows(
      tx,
      z.object({ used: col.boolean }),
      sql`SELECT EXISTS (SELECT 1 FROM lessons l WHERE l.series_id = ${id}
        AND (l.session_id IS NOT NULL OR l.starts_at <= now() OR EXISTS (SELECT 1 FROM lesson_students ls
          WHERE ls.lesson_id = l.id AND (ls.outcome IS NOT NULL OR ls.makeup_of IS NOT NULL)))) AS used`,
    )
    if (startedVirtual || rows?.used) {
      throw new AppError(
        'SERIES_HAS_HISTORY',
        "Este horário fixo já tem aulas passadas ou registradas. Encerre-o com 'Cancelar esta e as seguintes': as aulas passadas continuam no histórico.",
        409,
      )
    }
    const students = await seriesStudentsFrom(tx, id, series.startDate)
    await lockStudents(tx, { ownerId, studentIds: students.all })
    await tx.delete(lessonSeries).where(eq(lessonSeries.id, id))
  })
}

export { SERIES_NOT_FOUND }
