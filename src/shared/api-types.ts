import { z } from 'zod'
import {
  ALERT_PRIORITIES,
  ALERT_TYPES,
  ATTENDANCE_OUTCOMES,
  CLASSES,
  CREDIT_REASONS,
  DAY_CANCEL_REASONS,
  DRILL_LEVELS,
  GENDERS,
  LESSON_STATUSES,
  LESSON_TIMES_CHOICES,
  MAIN_SPORTS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PIX_KEY_TYPES,
  PROGRESS_PERIODS,
  SHARE_KINDS,
  STUDENT_STATUSES,
  STUDENT_TYPES,
  TRANSCRIPT_STATUSES,
  VOICE_NOTE_MIME_TYPES,
} from './constants'
import { CURRENCIES, LANGUAGES } from './domain/locale'
import { PACKAGE_STATUSES } from './domain/package-status'

/**
 * Shapes the API answers with, shared by the server and the web client: one zod schema per
 * response, its type inferred from it. The routes declare them (so /api/openapi.json documents
 * every answer and the handlers' return values are type-checked) and the web client parses
 * what it receives with them. `meta({ id })` names the schema in the OpenAPI components.
 * Dates travel as ISO strings.
 */

/** A lesson the one being saved would overlap (409 LESSON_OVERLAP). */
export const lessonConflictSchema = z
  .object({
    /** The lesson's id, or the virtual id of a series occurrence (`s_<seriesId>_<date>`). */
    id: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** Local date and 'HH:MM' in the coach's time zone. */
    date: z.string(),
    time: z.string(),
    durationMinutes: z.number(),
    title: z.string().nullable(),
    students: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'LessonConflict' })
export type LessonConflict = z.infer<typeof lessonConflictSchema>

/**
 * A message as a code of the messages catalogs and its values (decision 0019): what a client
 * translates, where `message` is the Portuguese text.
 */
const messageFields = {
  messageCode: z
    .string()
    .optional()
    .meta({ description: "The message's code (web/locales/<language>/messages.json)" }),
  messageParams: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .meta({ description: "The values of the message's {{placeholders}}" }),
}

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      /** The message in Portuguese, for API users; the app translates `messageCode`. */
      message: z.string(),
      ...messageFields,
      issues: z
        .array(z.object({ path: z.string(), message: z.string(), ...messageFields }))
        .optional(),
      requestId: z.string().optional(),
      /** LESSON_OVERLAP: the lessons in the way (the UI asks to confirm). */
      conflicts: z.array(lessonConflictSchema).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' })
export type ErrorBody = z.infer<typeof errorBodySchema>

export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}

/** `{ items, total, page, pageSize }` of a paginated list. */
const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  })

export const healthResponseSchema = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
  .meta({ id: 'HealthResponse' })
export type HealthResponse = z.infer<typeof healthResponseSchema>

/** POST /api/leads. */
export const leadReceivedSchema = z.object({ ok: z.literal(true) }).meta({ id: 'LeadReceived' })
export type LeadReceived = z.infer<typeof leadReceivedSchema>

// ---------------------------------------------------------------- students

/** One open alert of a student, as the students list shows it. */
export const studentAlertSummarySchema = z
  .object({ type: z.enum(ALERT_TYPES), message: z.string() })
  .meta({ id: 'StudentAlertSummary' })
export type StudentAlertSummary = z.infer<typeof studentAlertSummarySchema>

/** A student as the list shows it. `credits` = remaining classes over active packages. */
export const studentListItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    /** Storage form (international digits, e.g. 5511987654321); format with formatPhone. */
    phone: z.string(),
    gender: z.enum(GENDERS),
    type: z.enum(STUDENT_TYPES),
    classe: z.enum(CLASSES),
    status: z.enum(STUDENT_STATUSES),
    notes: z.string().nullable(),
    /** The language the student is written to: their own, else that of the coach's country. */
    language: z.enum(LANGUAGES),
    credits: z.number(),
    /** Whether the student has an open (unresolved) alert: the red icon of the list. */
    hasOpenAlert: z.boolean(),
    /** The open alerts behind the red icon, newest first (what its popover lists). */
    openAlerts: z.array(studentAlertSummarySchema).optional(),
    createdAt: z.string(),
    /** Issue 13: sum of the balances of the student's packages, in cents. */
    balanceDueCents: z.number(),
  })
  .meta({ id: 'StudentListItem' })
export type StudentListItem = z.infer<typeof studentListItemSchema>

/** GET /api/students: one page, plus the count without filters (to pick the empty state). */
export const studentPageSchema = pageSchema(studentListItemSchema)
  .extend({
    /** How many students the coach has at all, ignoring filters. */
    unfilteredTotal: z.number(),
  })
  .meta({ id: 'StudentPage' })
export type StudentPage = z.infer<typeof studentPageSchema>

export const studentStatsSchema = z
  .object({
    /** Sessions the student took part in. */
    sessionsCount: z.number(),
    /** Sum of remaining classes over active packages (= credits). */
    pendingClasses: z.number(),
    /** Sum of the prices of all the student's packages, in cents. */
    totalRevenueCents: z.number(),
    /** Average feedback rating, one decimal; null when there is none. */
    averageRating: z.number().nullable(),
  })
  .meta({ id: 'StudentStats' })
export type StudentStats = z.infer<typeof studentStatsSchema>

export const recentSessionSchema = z
  .object({
    sessionId: z.string(),
    date: z.string(),
    /** The student's rating in that session; null when there is no feedback. */
    rating: z.number().nullable(),
  })
  .meta({ id: 'RecentSession' })
export type RecentSession = z.infer<typeof recentSessionSchema>

export const packageSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    priceCents: z.number(),
    purchaseDate: z.string(),
    expiryDate: z.string(),
  })
  .meta({ id: 'PackageSummary' })
export type PackageSummary = z.infer<typeof packageSummarySchema>

/** GET /api/students/:id — the profile header and the Resumo tab. */
export const studentDetailSchema = studentListItemSchema
  .extend({
    updatedAt: z.string(),
    stats: studentStatsSchema,
    /** The last 3 sessions by date, newest first. */
    recentSessions: z.array(recentSessionSchema),
    /**
     * The latest package by purchase date. A union with null, not `.nullable()`: zod-to-openapi
     * would write the null into the shared PackageSummary component instead of this field.
     */
    latestPackage: z.union([packageSummarySchema, z.null()]),
    /** Issue 13: the part of balanceDueCents whose packages are overdue (after their due date). */
    overdueCents: z.number(),
  })
  .meta({ id: 'StudentDetail' })
export type StudentDetail = z.infer<typeof studentDetailSchema>

// ---------------------------------------------------------------- packages

/** A session that consumed a credit of a package. */
export const packageSessionRefSchema = z
  .object({ sessionId: z.string(), date: z.string(), manuallyAssigned: z.boolean() })
  .meta({ id: 'PackageSessionRef' })
export type PackageSessionRef = z.infer<typeof packageSessionRefSchema>

/** A package's money, derived (price, payments, due date) in the coach's time zone. */
export const packageMoneySchema = z
  .object({
    priceCents: z.number(),
    paidCents: z.number(),
    /** price − paid, never below 0. */
    balanceCents: z.number(),
    /** 'yyyy-MM-dd'; defaults to the start date. */
    dueDate: z.string(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
  })
  .meta({ id: 'PackageMoney' })
export type PackageMoney = z.infer<typeof packageMoneySchema>

/** GET /api/students/:id/packages (newest purchase first), POST/PATCH /api/packages. */
export const packageDtoSchema = z
  .object({
    id: z.string(),
    studentId: z.string(),
    name: z.string(),
    totalClasses: z.number(),
    remainingClasses: z.number(),
    priceCents: z.number(),
    /** 'yyyy-MM-dd' — shown as the start date. */
    purchaseDate: z.string(),
    paymentDate: z.string(),
    expiryDate: z.string(),
    /** Days from purchase to expiry (0 for a single-class package). */
    validityDays: z.number(),
    /** Derived in the coach's time zone (spec §4): 'expired' = no classes left or past expiry. */
    status: z.enum(PACKAGE_STATUSES),
    sessions: z.array(packageSessionRefSchema),
    /** Issue 13: price, paid, balance, due date and payment status. */
    money: packageMoneySchema,
  })
  .meta({ id: 'PackageDto' })
export type PackageDto = z.infer<typeof packageDtoSchema>
export const packageListSchema = z.array(packageDtoSchema)

/**
 * One row of a package's credit ledger (GET /api/packages/:id/movements, newest first): what
 * changed the balance, by how much, and the balance right after it.
 */
export const packageMovementSchema = z
  .object({
    id: z.string(),
    /** ISO instant of the change. */
    at: z.string(),
    /** +N credits given (purchase, refund, total raised), -N taken (class, total lowered). */
    delta: z.number(),
    reason: z.enum(CREDIT_REASONS),
    balanceAfter: z.number(),
    /** The class involved, if any. */
    sessionId: z.string().nullable(),
    /**
     * That class's date and time (ISO instant) and its day in the coach's time zone; null when
     * no class is involved or the class was deleted since (a 'refund' row).
     */
    sessionDate: z.string().nullable(),
    sessionDay: z.string().nullable(),
  })
  .meta({ id: 'PackageMovement' })
export type PackageMovement = z.infer<typeof packageMovementSchema>
export const packageMovementListSchema = z.array(packageMovementSchema)

// ---------------------------------------------------------------- profile and clubs

/** GET/PATCH /api/profile. */
export const profileDtoSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    /** Storage form; '' when none. */
    phone: z.string(),
    mainSport: z.enum(MAIN_SPORTS),
    timezone: z.string(),
    /** Issue 15: the app's language and the currency amounts are shown in. */
    language: z.enum(LANGUAGES),
    currency: z.enum(CURRENCIES),
    /** Absence policy: a cancellation this many hours ahead is a 'falta avisada'. */
    cancelNoticeHours: z.number(),
    lateCancelConsumes: z.boolean(),
    noShowConsumes: z.boolean(),
  })
  .meta({ id: 'ProfileDto' })
export type ProfileDto = z.infer<typeof profileDtoSchema>

/** PATCH /api/profile: the profile, and what a zone change did to the lessons to come. */
export const profilePatchResultSchema = profileDtoSchema
  .extend({
    /** Only when the zone changed: the choice applied and the rows it rewrote. */
    lessonTimes: z
      .object({
        choice: z.enum(LESSON_TIMES_CHOICES),
        /** Weekly slots rewritten (changed, or split at their next occurrence). */
        series: z.number(),
        /** Lessons whose start moved. */
        lessons: z.number(),
      })
      .optional(),
  })
  .meta({ id: 'ProfilePatchResult' })
export type ProfilePatchResult = z.infer<typeof profilePatchResultSchema>

const localMoment = z.object({ date: z.string(), time: z.string() })

/**
 * GET /api/profile/time-zone-change: what changing the zone would ask about — the weekly
 * slots with an occurrence to come, the stand-alone lessons planned, and the next of them as
 * the coach sees it now (`date`, `time` in `from`) and as the same instant reads in `to`.
 */
export const timeZoneChangePreviewSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    weeklySlots: z.number(),
    lessons: z.number(),
    next: localMoment.extend({ sameInstant: localMoment }).nullable(),
  })
  .meta({ id: 'TimeZoneChangePreview' })
export type TimeZoneChangePreview = z.infer<typeof timeZoneChangePreviewSchema>

/** GET /api/clubs (default first, then by name). */
export const clubDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    isDefault: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ClubDto' })
export type ClubDto = z.infer<typeof clubDtoSchema>
export const clubListSchema = z.array(clubDtoSchema)

// ---------------------------------------------------------------- alerts

export const alertDtoSchema = z
  .object({
    id: z.string(),
    type: z.enum(ALERT_TYPES),
    studentId: z.string(),
    studentName: z.string(),
    message: z.string(),
    priority: z.enum(ALERT_PRIORITIES),
    createdAt: z.string(),
    sessionId: z.string().nullable(),
    packageId: z.string().nullable(),
  })
  .meta({ id: 'AlertDto' })
export type AlertDto = z.infer<typeof alertDtoSchema>

export const alertsPageSchema = z
  .object({ items: z.array(alertDtoSchema), total: z.number() })
  .meta({ id: 'AlertsPage' })
export type AlertsPage = z.infer<typeof alertsPageSchema>

// ---------------------------------------------------------------- voice notes

/** A voice note: its metadata and where to play it (the owner's URL; range requests). */
export const voiceNoteDtoSchema = z
  .object({
    id: z.string(),
    mimeType: z.enum(VOICE_NOTE_MIME_TYPES),
    bytes: z.number(),
    durationMs: z.number().meta({
      description:
        'Duração do áudio em milissegundos, medida pelo gravador e guardada no envio (um WebM do MediaRecorder não declara a sua): os players mostram m:ss a partir dela',
    }),
    /** GET it (with Range) to play: /api/voice-notes/{id}/audio. */
    audioUrl: z.string(),
    /** Null until attached to a saved feedback. */
    feedbackId: z.string().nullable(),
    shared: z.boolean(),
    transcript: z.string().nullable(),
    transcriptStatus: z.enum(TRANSCRIPT_STATUSES),
    createdAt: z.string(),
  })
  .meta({ id: 'VoiceNoteDto' })
export type VoiceNoteDto = z.infer<typeof voiceNoteDtoSchema>

// ---------------------------------------------------------------- sessions

export const sessionFeedbackDtoSchema = z
  .object({
    studentId: z.string(),
    studentName: z.string(),
    rating: z.number(),
    notes: z.string(),
    tags: z.array(z.string()),
    clubId: z.string().nullable(),
    clubName: z.string().nullable(),
    /** Its voice notes, in recording order. */
    voiceNotes: z.array(voiceNoteDtoSchema),
  })
  .meta({ id: 'SessionFeedbackDto' })
export type SessionFeedbackDto = z.infer<typeof sessionFeedbackDtoSchema>

export const sessionAssignmentDtoSchema = z
  .object({
    studentId: z.string(),
    studentName: z.string(),
    packageId: z.string().nullable(),
    packageName: z.string().nullable(),
    packageTotalClasses: z.number().nullable(),
    packagePurchaseDate: z.string().nullable(),
    manuallyAssigned: z.boolean(),
    assignedAt: z.string(),
  })
  .meta({ id: 'SessionAssignmentDto' })
export type SessionAssignmentDto = z.infer<typeof sessionAssignmentDtoSchema>

const participantSchema = z.object({ studentId: z.string(), name: z.string() })

/** A class session with everything its card shows (spec §2 Session history). */
export const sessionDtoSchema = z
  .object({
    id: z.string(),
    /** When the class happened. */
    date: z.string(),
    /** When it was registered ('Registrado às {time}'). */
    createdAt: z.string(),
    teacher: z.string(),
    notes: z.string().nullable(),
    participants: z.array(participantSchema),
    feedbacks: z.array(sessionFeedbackDtoSchema),
    assignments: z.array(sessionAssignmentDtoSchema),
    /** Participants whose class no package paid for (the yellow warning). */
    unassignedCount: z.number(),
    /**
     * The agenda lesson this class was registered from: its id and local start
     * ('Aula agendada de dd/MM HH:mm', a link to /app/agenda?date=); null when none.
     */
    lesson: z.object({ id: z.string(), date: z.string(), time: z.string() }).nullable(),
  })
  .meta({ id: 'SessionDto' })
export type SessionDto = z.infer<typeof sessionDtoSchema>

export const sessionPageSchema = pageSchema(sessionDtoSchema)
  .extend({
    /** How many sessions the coach has at all (picks the empty state). */
    unfilteredTotal: z.number(),
  })
  .meta({ id: 'SessionPage' })
export type SessionPage = z.infer<typeof sessionPageSchema>

/** A session in the student profile's Aulas tab. */
export const studentSessionDtoSchema = z
  .object({
    sessionId: z.string(),
    date: z.string(),
    createdAt: z.string(),
    teacher: z.string(),
    packageId: z.string().nullable(),
    packageName: z.string().nullable(),
    otherParticipants: z.array(participantSchema),
  })
  .meta({ id: 'StudentSessionDto' })
export type StudentSessionDto = z.infer<typeof studentSessionDtoSchema>

export const studentSessionPageSchema = pageSchema(studentSessionDtoSchema).meta({
  id: 'StudentSessionPage',
})
export type StudentSessionPage = z.infer<typeof studentSessionPageSchema>

/** A feedback in the student profile's Feedbacks tab. */
export const studentFeedbackDtoSchema = z
  .object({
    sessionId: z.string(),
    date: z.string(),
    rating: z.number(),
    notes: z.string(),
    tags: z.array(z.string()),
    /** Its voice notes, in recording order. */
    voiceNotes: z.array(voiceNoteDtoSchema),
  })
  .meta({ id: 'StudentFeedbackDto' })
export type StudentFeedbackDto = z.infer<typeof studentFeedbackDtoSchema>

export const studentFeedbacksPageSchema = pageSchema(studentFeedbackDtoSchema)
  .extend({
    averageRating: z.number().nullable(),
    /** The most used tags, most frequent first (top 5 computed). */
    topTags: z.array(z.object({ tag: z.string(), count: z.number() })),
  })
  .meta({ id: 'StudentFeedbacksPage' })
export type StudentFeedbacksPage = z.infer<typeof studentFeedbacksPageSchema>

// ---------------------------------------------------------------- dashboard

/** Dashboard 'A receber'. */
export const receivableSummarySchema = z
  .object({
    /** Sum of balances of all packages with something due. */
    dueCents: z.number(),
    /** Packages overdue (unpaid after their due date). */
    overdueCount: z.number(),
    overdueCents: z.number(),
  })
  .meta({ id: 'ReceivableSummary' })
export type ReceivableSummary = z.infer<typeof receivableSummarySchema>

/** GET /api/dashboard (spec §2 Dashboard, §7 Dashboard stats). */
export const dashboardDtoSchema = z
  .object({
    totalActiveStudents: z.number(),
    todaysSessions: z.number(),
    monthlyRevenueCents: z.number(),
    /** Payments received this month (1st to today, coach's zone): the reports' 'Recebido'. */
    monthlyReceivedCents: z.number(),
    averageRating: z.number().nullable(),
    alerts: z.array(alertDtoSchema),
    alertsTotal: z.number(),
    recentStudents: z.array(studentListItemSchema),
    /** Issue 13: 'A receber' (total due, overdue packages). */
    receivable: receivableSummarySchema,
    /**
     * The first-run checklist: which setup steps the coach has done (a student, a package,
     * a club, a Pix key, an absence policy of their own, a weekly slot).
     */
    setup: z.object({
      students: z.boolean(),
      packages: z.boolean(),
      clubs: z.boolean(),
      pix: z.boolean(),
      absencePolicy: z.boolean(),
      weeklySlot: z.boolean(),
    }),
  })
  .meta({ id: 'DashboardDto' })
export type DashboardDto = z.infer<typeof dashboardDtoSchema>

// ---------------------------------------------------------------- agenda

/** A student of a lesson, with the credit badge of the students list. */
export const lessonStudentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(STUDENT_STATUSES),
    /** Remaining classes over active packages, as the students list computes them. */
    credits: z.number(),
    hasOpenAlert: z.boolean(),
  })
  .meta({ id: 'LessonStudent' })
export type LessonStudent = z.infer<typeof lessonStudentSchema>

const clubRefSchema = z.object({ id: z.string(), name: z.string() }).nullable()

/** One student's attendance on a lesson. */
export const lessonAttendanceSchema = z
  .object({
    studentId: z.string(),
    /** null: nothing recorded yet; 'present': in the class registered from the lesson. */
    outcome: z.enum(ATTENDANCE_OUTCOMES).nullable(),
    /** When the student gave notice (cancellations). */
    noticeAt: z.string().nullable(),
    /** The outcome consumed a credit (late cancellation / no-show per the coach's policy). */
    charged: z.boolean(),
    /** The policy consumes a credit but the student had none ('sem crédito'). */
    noCredit: z.boolean(),
    /** This lesson is the student's make-up (reposição) of that owed lesson. */
    makeupOf: z.object({ lessonId: z.string(), date: z.string(), time: z.string() }).nullable(),
    /** Owed a make-up here ('teacher_cancelled' / 'rain'): the lesson planned for it, if any. */
    makeupIn: z
      .object({ lessonId: z.string(), date: z.string(), time: z.string() })
      .nullable()
      .optional(),
  })
  .meta({ id: 'LessonAttendance' })
export type LessonAttendance = z.infer<typeof lessonAttendanceSchema>

/**
 * How the agenda shows a lesson: 'done' (Realizada: registered), 'cancelled', 'pending'
 * (Pendente: over, not registered, not cancelled, someone without an outcome), 'scheduled'.
 */
export const LESSON_STATES = ['scheduled', 'done', 'pending', 'cancelled'] as const
export type LessonState = (typeof LESSON_STATES)[number]

/**
 * One lesson on the agenda: a stand-alone lesson, a changed occurrence of a series (both with
 * `lessonId`), or a virtual occurrence of a series (`lessonId` null, id `s_<seriesId>_<date>`).
 */
export const agendaOccurrenceSchema = z
  .object({
    /** The lesson's id, or `s_<seriesId>_<occurrenceDate>` for an unchanged series occurrence. */
    id: z.string(),
    /** The lessons row (PATCH/DELETE /api/lessons/{id}); null for a virtual occurrence. */
    lessonId: z.string().nullable(),
    seriesId: z.string().nullable(),
    /** The series occurrence this is (its original date); null for a stand-alone lesson. */
    occurrenceDate: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** Local date and start/end 'HH:MM' in the coach's time zone. */
    date: z.string(),
    time: z.string(),
    endTime: z.string(),
    durationMinutes: z.number(),
    status: z.enum(LESSON_STATUSES),
    title: z.string().nullable(),
    notes: z.string().nullable(),
    club: clubRefSchema,
    students: z.array(lessonStudentSchema),
    /** The class session registered from this lesson. */
    sessionId: z.string().nullable(),
    /** Realizada / Pendente / cancelled / scheduled (see LESSON_STATES). */
    state: z.enum(LESSON_STATES),
    /** Per student of the lesson (same order as `students`). */
    attendance: z.array(lessonAttendanceSchema),
    /** Overlaps another scheduled lesson of the coach. */
    overlaps: z.boolean(),
    /** Raised on every change (the calendar feed's SEQUENCE). */
    sequence: z.number(),
  })
  .meta({ id: 'AgendaOccurrence' })
export type AgendaOccurrence = z.infer<typeof agendaOccurrenceSchema>

/** GET /api/agenda: the occurrences of a window, sorted by start. */
export const agendaDtoSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    items: z.array(agendaOccurrenceSchema),
    /** Days of the window called off with 'Cancelar o dia' (undoable). */
    cancelledDays: z.array(z.object({ day: z.string(), reason: z.enum(DAY_CANCEL_REASONS) })),
  })
  .meta({ id: 'AgendaDto' })
export type AgendaDto = z.infer<typeof agendaDtoSchema>

/**
 * POST /api/agenda/days/{date}/cancellation: what the day's cancellation holds (the same answer
 * when it is sent again); DELETE undoes it (204).
 */
export const dayCancellationSchema = z
  .object({
    day: z.string(),
    reason: z.enum(DAY_CANCEL_REASONS),
    /** The lessons it cancelled (rows now) and the students given the reason. */
    lessonIds: z.array(z.string()),
    studentCount: z.number(),
    /** The day's lessons it left alone: already registered or cancelled before. */
    skipped: z.number(),
  })
  .meta({ id: 'DayCancellation' })
export type DayCancellation = z.infer<typeof dayCancellationSchema>

/** A weekly slot (horário fixo). */
export const lessonSeriesDtoSchema = z
  .object({
    id: z.string(),
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    weekdays: z.array(z.number()),
    time: z.string(),
    durationMinutes: z.number(),
    timeZone: z.string(),
    startDate: z.string(),
    /** Inclusive; null = open-ended. */
    untilDate: z.string().nullable(),
    club: clubRefSchema,
    title: z.string().nullable(),
    notes: z.string().nullable(),
    students: z.array(lessonStudentSchema),
    sequence: z.number(),
    /** The first occurrence from the coach's today on (rule only), or null when ended. */
    nextDate: z.string().nullable(),
  })
  .meta({ id: 'LessonSeriesDto' })
export type LessonSeriesDto = z.infer<typeof lessonSeriesDtoSchema>

/**
 * What a change of a series occurrence left: the occurrence as it is now (null when the series
 * was ended from it) and the series that holds it (the new one after 'esta e as seguintes';
 * null when nothing of the series is left).
 */
export const lessonSeriesChangeSchema = z
  .object({
    occurrence: agendaOccurrenceSchema.nullable(),
    series: lessonSeriesDtoSchema.nullable(),
  })
  .meta({ id: 'LessonSeriesChange' })
export type LessonSeriesChange = z.infer<typeof lessonSeriesChangeSchema>

/** A reposição a student is owed: a lesson with 'teacher_cancelled' or 'rain' for them. */
export const owedMakeupSchema = z
  .object({
    /** The owed lesson (its row). */
    lessonId: z.string(),
    date: z.string(),
    time: z.string(),
    outcome: z.enum(['teacher_cancelled', 'rain']),
    /** The owed lesson's length and club: 'Agendar reposição' starts from them. */
    durationMinutes: z.number(),
    clubId: z.string().nullable(),
    /** The lesson planned as its make-up, not registered yet; null when none. */
    scheduledIn: z.object({ id: z.string(), date: z.string(), time: z.string() }).nullable(),
  })
  .meta({ id: 'OwedMakeup' })
export type OwedMakeup = z.infer<typeof owedMakeupSchema>

/** A make-up owed and not planned yet, with its student (the dashboard's 'Reposições a agendar'). */
export const owedMakeupItemSchema = owedMakeupSchema
  .extend({ student: z.object({ id: z.string(), name: z.string() }) })
  .meta({ id: 'OwedMakeupItem' })
export type OwedMakeupItem = z.infer<typeof owedMakeupItemSchema>

/**
 * GET /api/agenda/summary (the dashboard): today's lessons still to come
 * ('Próximas aulas') and the lessons over but not registered ('Aulas pendentes de registro',
 * the last 30 days, newest first, at most 20 of `pendingTotal`).
 */
export const agendaSummarySchema = z
  .object({
    today: z.string(),
    timeZone: z.string(),
    upcoming: z.array(agendaOccurrenceSchema),
    pending: z.array(agendaOccurrenceSchema),
    pendingTotal: z.number(),
    /** Today's lessons (with students) not registered yet, already past or still to come. */
    todayToRegister: z.number(),
    /** Make-ups owed and not planned yet, oldest first (at most 20 of `makeupsOwedTotal`). */
    makeupsOwed: z.array(owedMakeupItemSchema),
    makeupsOwedTotal: z.number(),
  })
  .meta({ id: 'AgendaSummary' })
export type AgendaSummary = z.infer<typeof agendaSummarySchema>

/** GET /api/students/{id}/agenda: the next lessons (up to 5) and the reposições owed. */
export const studentAgendaSchema = z
  .object({
    upcoming: z.array(agendaOccurrenceSchema),
    makeups: z.array(owedMakeupSchema),
  })
  .meta({ id: 'StudentAgenda' })
export type StudentAgenda = z.infer<typeof studentAgendaSchema>

/** GET /api/profile/calendar-feed: whether the coach has a calendar feed (its URL is never shown again). */
export const calendarFeedStatusSchema = z
  .object({
    active: z.boolean(),
    /** When the current URL was created (ISO instant); null without a feed. */
    createdAt: z.string().nullable(),
  })
  .meta({ id: 'CalendarFeedStatus' })
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>

/** POST /api/profile/calendar-feed: the new private URL, shown this once. */
export const calendarFeedCreatedSchema = z
  .object({
    url: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'CalendarFeedCreated' })
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>

// ---------------------------------------------------------------------------------------------
// Issue 12: progress report, next exercises, drafts, shares and the student's page
// ---------------------------------------------------------------------------------------------

/** A next-exercise suggestion: a drill of the library and why it was chosen. */
export const drillSuggestionSchema = z
  .object({
    drillId: z.string(),
    tag: z.string(),
    sport: z.string(),
    level: z.enum(DRILL_LEVELS),
    name: z.string(),
    objective: z.string(),
    howTo: z.string(),
    /** pt-BR, with the real numbers: "Backhand: média 2,5 nas últimas 4 aulas". */
    reason: z.string(),
  })
  .meta({ id: 'DrillSuggestion' })
export type DrillSuggestion = z.infer<typeof drillSuggestionSchema>

/** GET /api/students/{id}/progress?period= — the 'Progresso' tab, computed in SQL. */
export const progressReportSchema = z
  .object({
    studentId: z.string(),
    firstName: z.string(),
    period: z.enum(PROGRESS_PERIODS),
    /** First day of the period in the coach's zone (YYYY-MM-DD); null for 'all'. */
    from: z.string().nullable(),
    /** Today in the coach's zone (YYYY-MM-DD). */
    to: z.string(),
    /** Every rated class in the period, oldest first (the line chart). */
    ratings: z.array(
      z.object({
        sessionId: z.string(),
        /** The class's instant (ISO). */
        date: z.string(),
        rating: z.number(),
        note: z.string(),
        tags: z.array(z.string()),
      }),
    ),
    /** One decimal; null without classes. previous = the same length just before (null for 'all'). */
    averageRating: z.number().nullable(),
    previousAverageRating: z.number().nullable(),
    /** Focus tags worked in the period or the previous one, most worked first. */
    tags: z.array(z.object({ tag: z.string(), count: z.number(), previousCount: z.number() })),
    attendance: z.object({
      /** Classes the student took part in, in the period / the previous one. */
      classes: z.number(),
      previousClasses: z.number(),
      /** Absences the agenda recorded in the period: avisada, tardia, sem aviso. */
      notifiedAbsences: z.number(),
      lateCancellations: z.number(),
      noShows: z.number(),
      /** Consecutive weeks (Mon–Sun, coach's zone) with a class, up to this or last week. */
      streakWeeks: z.number(),
      lastClassDate: z.string().nullable(),
    }),
    credits: z.object({
      /** Remaining classes over active packages. */
      remaining: z.number(),
      /** Earliest expiry among active packages with credits (YYYY-MM-DD). */
      nextExpiry: z.string().nullable(),
      packages: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          totalClasses: z.number(),
          remainingClasses: z.number(),
          expiryDate: z.string(),
          status: z.enum(PACKAGE_STATUSES),
        }),
      ),
    }),
    /** The last three classes with a note, newest first. */
    lastNotes: z.array(
      z.object({ sessionId: z.string(), date: z.string(), rating: z.number(), note: z.string() }),
    ),
    suggestions: z.array(drillSuggestionSchema),
  })
  .meta({ id: 'ProgressReport' })
export type ProgressReport = z.infer<typeof progressReportSchema>

/** A text the server drafted for the coach to edit: by the AI writer or by the rules. */
export const textDraftSchema = z
  .object({
    text: z.string(),
    source: z.enum(['ai', 'rules']),
  })
  .meta({ id: 'TextDraft' })
export type TextDraft = z.infer<typeof textDraftSchema>

/** GET /api/sessions/{sessionId}/students/{studentId}/message — the after-class message draft. */
export const messageDraftSchema = textDraftSchema
  .extend({
    /** The student's phone as wa.me wants it (digits only, with country code); null without a phone. */
    whatsappPhone: z.string().nullable(),
    studentName: z.string(),
  })
  .meta({ id: 'MessageDraft' })
export type MessageDraft = z.infer<typeof messageDraftSchema>

/** One text the coach shared with a student (shown on the student's page, newest first). */
export const sharedItemSchema = z
  .object({
    id: z.string(),
    kind: z.enum(SHARE_KINDS),
    text: z.string(),
    sessionId: z.string().nullable(),
    period: z.enum(PROGRESS_PERIODS).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'SharedItem' })
export type SharedItem = z.infer<typeof sharedItemSchema>
export const sharedItemListSchema = z.array(sharedItemSchema)

/** GET/POST /api/students/{id}/page-link — the student's private page (/a/<token>). */
export const studentPageLinkSchema = z
  .object({
    active: z.boolean(),
    /** The page's full URL while active (kept encrypted at rest so the coach can send it again). */
    url: z.string().nullable(),
    createdAt: z.string().nullable(),
  })
  .meta({ id: 'StudentPageLink' })
export type StudentPageLink = z.infer<typeof studentPageLinkSchema>

// ---------------------------------------------------------------------------------------------
// Issue 13: payments, balances, Pix and reports (money always in integer cents)
// ---------------------------------------------------------------------------------------------

/** One payment received for a package. */
export const paymentDtoSchema = z
  .object({
    id: z.string(),
    packageId: z.string(),
    studentId: z.string(),
    amountCents: z.number(),
    /** 'yyyy-MM-dd' */
    paidOn: z.string(),
    method: z.enum(PAYMENT_METHODS),
    note: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PaymentDto' })
export type PaymentDto = z.infer<typeof paymentDtoSchema>
export const paymentListSchema = z.array(paymentDtoSchema)

/** GET /api/profile/pix: the coach's Pix receiver (null fields = not set). */
export const pixSettingsDtoSchema = z
  .object({
    keyType: z.enum(PIX_KEY_TYPES),
    /** As stored (normalised): digits for CPF/CNPJ, +55… for a phone, lower-case e-mail, uuid. */
    key: z.string(),
    name: z.string(),
    city: z.string(),
  })
  .meta({ id: 'PixSettings' })
export type PixSettingsDto = z.infer<typeof pixSettingsDtoSchema>
export const pixSettingsStatusSchema = z
  .object({ settings: z.union([pixSettingsDtoSchema, z.null()]) })
  .meta({ id: 'PixSettingsStatus' })
export type PixSettingsStatus = z.infer<typeof pixSettingsStatusSchema>

/** GET /api/packages/{id}/pix: a static Pix charge for the package's balance. */
export const pixChargeSchema = z
  .object({
    /** The BR Code ("copia e cola"), EMV MPM with CRC16. */
    payload: z.string(),
    amountCents: z.number(),
    txid: z.string(),
    /** The charge message (amount, package, the code) for the coach to copy or send. */
    message: z.string(),
    /** wa.me digits of the student's phone; null without one. */
    whatsappPhone: z.string().nullable(),
  })
  .meta({ id: 'PixCharge' })
export type PixCharge = z.infer<typeof pixChargeSchema>

/** GET /api/reports/revenue?from&to — sold (package prices by start date) vs received (payments by day), by month. */
export const revenueReportSchema = z
  .object({
    months: z.array(
      z.object({
        month: z.string(),
        soldCents: z.number(),
        receivedCents: z.number(),
        /** The month of today (its figures are not final); months after today are absent. */
        inProgress: z.boolean(),
      }),
    ),
    totals: z.object({ soldCents: z.number(), receivedCents: z.number() }),
  })
  .meta({ id: 'RevenueReport' })
export type RevenueReport = z.infer<typeof revenueReportSchema>

/** GET /api/reports/activity?from&to — classes, active/new/lost students and retention, by month ('yyyy-MM'). */
export const activityReportSchema = z
  .object({
    months: z.array(
      z.object({
        month: z.string(),
        classes: z.number(),
        /** Students with at least one class in the month. */
        activeStudents: z.number(),
        /** Students whose first class ever is in the month. */
        newStudents: z.number(),
        /** Students with a class in the previous month and none in this one. */
        lostStudents: z.number(),
        /** Share (0–1) of the month's active students who have a class in the next month; null when the next month has not ended or nobody was active. */
        retention: z.number().nullable(),
        /** The month of today (its figures are not final); months after today are absent. */
        inProgress: z.boolean(),
      }),
    ),
    totals: z.object({ classes: z.number(), newStudents: z.number(), lostStudents: z.number() }),
  })
  .meta({ id: 'ActivityReport' })
export type ActivityReport = z.infer<typeof activityReportSchema>

export const AT_RISK_REASONS = ['no_recent_class', 'no_credits', 'expired'] as const
/** GET /api/reports/at-risk?page= — active students at risk, one page. */
export const atRiskPageSchema = z
  .object({
    items: z.array(
      z.object({
        studentId: z.string(),
        name: z.string(),
        reason: z.enum(AT_RISK_REASONS),
        /** 'yyyy-MM-dd' in the coach's zone; null: never had a class. */
        lastClassDate: z.string().nullable(),
        whatsappPhone: z.string().nullable(),
        /** The student's language: what the WhatsApp message is written in. */
        language: z.enum(LANGUAGES),
      }),
    ),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  })
  .meta({ id: 'AtRiskPage' })
export type AtRiskPage = z.infer<typeof atRiskPageSchema>

/** GET /api/reports/liability — credits sold and not yet used (active packages) × price per class. */
export const liabilityReportSchema = z
  .object({
    unusedCredits: z.number(),
    liabilityCents: z.number(),
    packages: z.number(),
  })
  .meta({ id: 'LiabilityReport' })
export type LiabilityReport = z.infer<typeof liabilityReportSchema>

/** GET /api/reports/payment-methods?from&to */
export const paymentMethodsReportSchema = z
  .object({
    methods: z.array(
      z.object({ method: z.enum(PAYMENT_METHODS), amountCents: z.number(), count: z.number() }),
    ),
  })
  .meta({ id: 'PaymentMethodsReport' })
export type PaymentMethodsReport = z.infer<typeof paymentMethodsReportSchema>
