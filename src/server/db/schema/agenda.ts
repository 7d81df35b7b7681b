import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  AGENDA_LIMITS,
  ATTENDANCE_OUTCOMES,
  DAY_CANCEL_REASONS,
  LESSON_ANSWERS,
  LESSON_STATUSES,
} from '../../../shared/constants'
import { clubs } from './clubs'
import { id, owner, sqlList, timestamps } from './columns'
import { packages } from './packages'
import { classSessions } from './sessions'
import { students } from './students'

const MAKEUP_CAPACITY_CHECK = sql.raw(
  `makeup_capacity IS NULL OR makeup_capacity BETWEEN 1 AND ${AGENDA_LIMITS.studentsMax}`,
)

/**
 * The agenda (docs/decisions/0009): a weekly series is ONE row, expanded for the
 * window asked for; `lessons` holds stand-alone lessons and the occurrences of a series that
 * were changed or cancelled ("só esta aula"), which override the virtual occurrence of their
 * date.
 */
export const lessonSeries = pgTable(
  'lesson_series',
  {
    id: id(),
    userId: owner(),
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    weekdays: smallint('weekdays').array().notNull(),
    /** 'HH:MM', wall-clock time in time_zone (kept across daylight-saving changes). */
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The coach's zone when the series was created: its occurrences are local to it. */
    timeZone: text('time_zone').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Last day that can hold an occurrence (inclusive); null = open-ended. */
    untilDate: date('until_date', { mode: 'string' }),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    title: text('title'),
    notes: text('notes'),
    /** Raised on every change of the series' occurrences (the calendar feed's SEQUENCE). */
    sequence: integer('sequence').notNull().default(0),
    /**
     * Open to make-ups (decision 0024): the most students each occurrence holds, its fixed
     * students included; the places left are booked by students owed a make-up. null: not open.
     */
    makeupCapacity: integer('makeup_capacity'),
    ...timestamps(),
  },
  (t) => [
    index('lesson_series_user_start_idx').on(t.userId, t.startDate),
    check('lesson_series_makeup_capacity_check', MAKEUP_CAPACITY_CHECK),
    check(
      'lesson_series_weekdays_check',
      sql`cardinality(${t.weekdays}) BETWEEN 1 AND 7 AND ${t.weekdays} <@ ARRAY[1,2,3,4,5,6,7]::smallint[]`,
    ),
    check(
      'lesson_series_start_time_check',
      sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check(
      'lesson_series_duration_check',
      sql.raw(
        `duration_minutes BETWEEN ${AGENDA_LIMITS.durationMin} AND ${AGENDA_LIMITS.durationMax}`,
      ),
    ),
    check(
      'lesson_series_until_check',
      sql`${t.untilDate} IS NULL OR ${t.untilDate} >= ${t.startDate}`,
    ),
    check('lesson_series_title_check', sql.raw(`char_length(title) <= ${AGENDA_LIMITS.titleMax}`)),
    check('lesson_series_notes_check', sql.raw(`char_length(notes) <= ${AGENDA_LIMITS.notesMax}`)),
  ],
)

/** The students of a series (its fixed students). */
export const lessonSeriesStudents = pgTable(
  'lesson_series_students',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => lessonSeries.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    userId: owner(),
  },
  (t) => [
    primaryKey({ columns: [t.seriesId, t.studentId] }),
    index('lesson_series_students_user_student_idx').on(t.userId, t.studentId),
  ],
)

/**
 * A lesson with its own row: a stand-alone lesson (series_id null), or the occurrence
 * `occurrence_date` of a series changed or cancelled on its own, which replaces the virtual
 * occurrence of that date (unique per series and date).
 */
export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    userId: owner(),
    seriesId: uuid('series_id').references(() => lessonSeries.id, { onDelete: 'cascade' }),
    /** The series occurrence this row stands for (its original date, in the series' zone). */
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    title: text('title'),
    notes: text('notes'),
    status: text('status', { enum: LESSON_STATUSES }).notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    /** The class session registered from this lesson. */
    sessionId: uuid('session_id').references(() => classSessions.id, { onDelete: 'set null' }),
    /** Open to make-ups: the most students the lesson holds (a series' occurrence: the series'). */
    makeupCapacity: integer('makeup_capacity'),
    ...timestamps(),
  },
  (t) => [
    unique('lessons_series_occurrence_key').on(t.seriesId, t.occurrenceDate),
    check('lessons_makeup_capacity_check', MAKEUP_CAPACITY_CHECK),
    index('lessons_user_starts_idx').on(t.userId, t.startsAt),
    index('lessons_session_idx').on(t.sessionId).where(sql`${t.sessionId} IS NOT NULL`),
    check('lessons_occurrence_check', sql`(${t.seriesId} IS NULL) = (${t.occurrenceDate} IS NULL)`),
    check(
      'lessons_duration_check',
      sql.raw(
        `duration_minutes BETWEEN ${AGENDA_LIMITS.durationMin} AND ${AGENDA_LIMITS.durationMax}`,
      ),
    ),
    check('lessons_status_check', sql.raw(`status IN (${sqlList(LESSON_STATUSES)})`)),
    check('lessons_title_check', sql.raw(`char_length(title) <= ${AGENDA_LIMITS.titleMax}`)),
    check('lessons_notes_check', sql.raw(`char_length(notes) <= ${AGENDA_LIMITS.notesMax}`)),
  ],
)

/**
 * The students of a lesson row, with their attendance (decision 0009):
 * `outcome` (null = none yet), the credit an outcome consumed (`charged_package_id`, with its
 * ledger row) or `no_credit` when the policy consumes one and the student had none ('sem
 * crédito'), and `makeup_of`: the lesson whose 'teacher_cancelled'/'rain' this lesson makes up
 * for that student (settled once this lesson is registered with the student in it).
 */
export const lessonStudents = pgTable(
  'lesson_students',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    userId: owner(),
    outcome: text('outcome', { enum: ATTENDANCE_OUTCOMES }),
    /** When the student gave notice (cancellations); decides avisada / tardia. */
    noticeAt: timestamp('notice_at', { withTimezone: true }),
    chargedPackageId: uuid('charged_package_id').references(() => packages.id, {
      onDelete: 'restrict',
    }),
    noCredit: boolean('no_credit').notNull().default(false),
    makeupOf: uuid('makeup_of').references(() => lessons.id, { onDelete: 'set null' }),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    /** The student's own answer from their page, and when it came. */
    answer: text('answer', { enum: LESSON_ANSWERS }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.studentId] }),
    index('lesson_students_user_student_idx').on(t.userId, t.studentId),
    // the students' answers of the day (the dashboard), among the few answered lines
    index('lesson_students_answered_idx')
      .on(t.userId, t.answeredAt)
      .where(sql`${t.answeredAt} IS NOT NULL`),
    check('lesson_students_outcome_check', sql.raw(`outcome IN (${sqlList(ATTENDANCE_OUTCOMES)})`)),
    check('lesson_students_answer_check', sql.raw(`answer IN (${sqlList(LESSON_ANSWERS)})`)),
    check(
      'lesson_students_charge_check',
      sql`${t.chargedPackageId} IS NULL OR (${t.outcome} IN ('late_cancel', 'no_show') AND NOT ${t.noCredit})`,
    ),
    /** One make-up per owed lesson and student. */
    uniqueIndex('lesson_students_makeup_key')
      .on(t.studentId, t.makeupOf)
      .where(sql`${t.makeupOf} IS NOT NULL`),
    index('lesson_students_charged_idx')
      .on(t.chargedPackageId)
      .where(sql`${t.chargedPackageId} IS NOT NULL`),
  ],
)

/**
 * 'Entrar na lista de espera' (decision 0024): a student owed a make-up asks for a place of a
 * full lesson open to make-ups (a series' occurrence gets its row). A freed place goes to the
 * first in line who is still owed a make-up, by `created_at`.
 */
export const makeupWaitlist = pgTable(
  'makeup_waitlist',
  {
    id: id(),
    userId: owner(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    unique('makeup_waitlist_lesson_student_key').on(t.lessonId, t.studentId),
    index('makeup_waitlist_user_student_idx').on(t.userId, t.studentId),
  ],
)

/** One lesson a day's cancellation called off, and what its undo must put back. */
export interface DayCancelledLesson {
  lessonId: string
  /** The row was made for a virtual series occurrence: the undo deletes it again. */
  createdRow: boolean
  /** The students who had no outcome and got the day's reason. */
  studentIds: string[]
}

/**
 * 'Cancelar o dia' (decision 0009): the lessons of one local day called off at once for rain or
 * the coach's unavailability, kept until undone so the undo restores exactly what was there.
 * One per coach and day: sending it again adds the day's lessons still scheduled, if any.
 */
export const agendaDayCancellations = pgTable(
  'agenda_day_cancellations',
  {
    id: id(),
    userId: owner(),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason', { enum: DAY_CANCEL_REASONS }).notNull(),
    lessons: jsonb('lessons').$type<DayCancelledLesson[]>().notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('agenda_day_cancellations_day_key').on(t.userId, t.day),
    check(
      'agenda_day_cancellations_reason_check',
      sql.raw(`reason IN (${sqlList(DAY_CANCEL_REASONS)})`),
    ),
  ],
)

export type LessonSeriesRow = typeof lessonSeries.$inferSelect
export type LessonRow = typeof lessons.$inferSelect
