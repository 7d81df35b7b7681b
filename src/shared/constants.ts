import type { MessageCode } from './messages'
/**
 * Business constants and fixed lists of the product (spec §3 and §9), in one place.
 * Labels here are the Portuguese texts the spec gives; the UI reads them from here or from
 * the i18n catalogs, never from a copy.
 */

export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  studentNameMin: 2,
  studentNameMax: 100,
  emailMax: 255,
  notesMax: 500,
  phoneFieldMax: 15,
  phoneLocalDigitsMax: 11,
  packageClassesMin: 1,
  packageClassesMax: 100,
  packageClassesDefault: 4,
  validityMin: 1,
  validityMax: 365,
  validityDefault: 30,
  ratingMin: 1,
  ratingMax: 5,
  ratingDefaultNewSession: 3,
  ratingDefaultAddedInEdit: 5,
  dashboardAlerts: 5,
  recentStudents: 4,
  profileRecentSessions: 3,
  topTagsComputed: 5,
  topTagsShown: 2,
  historyTagsShown: 3,
  sessionHistoryPageSize: 5,
  confirmRedirectSeconds: 5,
  freeTrialDays: 7,
  clubNameMax: 100,
  clubAddressMax: 200,
  sessionNotesMax: 1000,
  feedbackNotesMax: 1000,
  profileNameMax: 100,
  leadTextMax: 200,
  leadPhoneMax: 30,
} as const

/** Students list page size by viewport width (spec §2 Students list). */
export function studentsPageSize(viewportWidth: number): number {
  if (viewportWidth < 768) return 15
  if (viewportWidth < 1024) return 12
  return 16
}

export const DEFAULT_COUNTRY_CODE = '55'
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo'

export const GENDERS = ['male', 'female'] as const
export type Gender = (typeof GENDERS)[number]
export const GENDER_LABELS: Record<Gender, string> = { male: 'Masculino', female: 'Feminino' }
export const GENDER_SHORT: Record<Gender, string> = { male: 'M', female: 'F' }

export const STUDENT_TYPES = ['fixed', 'occasional'] as const
export type StudentType = (typeof STUDENT_TYPES)[number]
export const STUDENT_TYPE_LABELS: Record<StudentType, string> = {
  fixed: 'Fixo',
  occasional: 'Pontual',
}

export const CLASSES = [
  'profissional',
  '1-classe',
  '2-classe',
  '3-classe',
  '4-classe',
  '5-classe',
  '6-classe',
  '7-classe',
] as const
export type Classe = (typeof CLASSES)[number]
export const CLASSE_LABELS: Record<Classe, string> = {
  profissional: 'Profissional',
  '1-classe': '1 Classe',
  '2-classe': '2 Classe',
  '3-classe': '3 Classe',
  '4-classe': '4 Classe',
  '5-classe': '5 Classe',
  '6-classe': '6 Classe',
  '7-classe': '7 Classe',
}

export const STUDENT_STATUSES = ['active', 'inactive'] as const
export type StudentStatus = (typeof STUDENT_STATUSES)[number]
export const STUDENT_STATUS_LABELS: Record<StudentStatus, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
}

export const MAIN_SPORTS = [
  'Tênis',
  'Padel',
  'Beach Tênis',
  'Pickleball',
  'Badminton',
  'Tênis de Mesa',
  'Outros',
] as const
export type MainSport = (typeof MAIN_SPORTS)[number]
export const DEFAULT_MAIN_SPORT: MainSport = 'Tênis'

export const FOCUS_TAGS = [
  'Técnica',
  'Tática',
  'Físico',
  'Mental',
  'Saque',
  'Forehand',
  'Backhand',
  'Voleio',
  'Movimentação',
  'Smash',
] as const
export type FocusTag = (typeof FOCUS_TAGS)[number]

export const ALERT_TYPES = [
  'unassigned_session',
  'low_credits',
  'expiring_package',
  'expired_package',
] as const
export type AlertType = (typeof ALERT_TYPES)[number]

export const ALERT_PRIORITIES = ['high', 'medium', 'low'] as const
export type AlertPriority = (typeof ALERT_PRIORITIES)[number]

export const CREDIT_REASONS = [
  'purchase',
  'session',
  'refund',
  'manual_assign',
  'package_edit',
  /** Issue 11: a late cancellation or a no-show that consumes a credit (coach's policy). */
  'late_cancel',
  'no_show',
  /** Issue 11: an attendance outcome changed or cleared gives its credit back. */
  'outcome_reverted',
  /** The opening balance of a spreadsheet import ('Saldo importado'). */
  'import',
] as const
export type CreditReason = (typeof CREDIT_REASONS)[number]

/**
 * A student whose personal data was erased on request (LGPD, decision 0008): the phone column
 * is NOT NULL and digits-only, so it holds this neutral value, shown as absent.
 */
export const ANONYMIZED_PHONE = '0'
/** The name an erased student gets, followed by a short id so the coach can tell two apart. */
export const ANONYMIZED_NAME = 'Aluno removido'
/** The agenda: lesson bounds. */
export const AGENDA_LIMITS = {
  durationMin: 15,
  durationMax: 240,
  durationDefault: 60,
  titleMax: 100,
  notesMax: 1000,
  studentsMax: 50,
  /** Longest window GET /api/agenda lists. */
  listDaysMax: 62,
  /** How far ahead of the coach's today the agenda expands and lessons can be planned. */
  monthsAhead: 12,
  /** Earliest day the agenda accepts. */
  minDate: '2000-01-01',
} as const

export const LESSON_STATUSES = ['scheduled', 'cancelled'] as const
export type LessonStatus = (typeof LESSON_STATUSES)[number]

/**
 * What a change of the coach's time zone does to the lessons not started yet (decision 0009):
 * 'keep_local' (the default) keeps their wall-clock times — 18:00 stays 18:00 in the new zone;
 * 'keep_instant' keeps the moments, so the times shown change.
 */
export const LESSON_TIMES_CHOICES = ['keep_local', 'keep_instant'] as const
export type LessonTimesChoice = (typeof LESSON_TIMES_CHOICES)[number]

/**
 * Attendance outcome of one student of a lesson. 'present' = registered in
 * the lesson's class session; the others are set through PUT /api/lessons/{id}/attendance.
 */
export const ATTENDANCE_OUTCOMES = [
  'present',
  'notified_absence',
  'late_cancel',
  'no_show',
  'teacher_cancelled',
  'rain',
] as const
export type AttendanceOutcome = (typeof ATTENDANCE_OUTCOMES)[number]
/** What the coach may send: 'student_cancelled' is classified by the notice (avisada/tardia). */
export const ATTENDANCE_INPUTS = [
  'present',
  'student_cancelled',
  'notified_absence',
  'late_cancel',
  'no_show',
  'teacher_cancelled',
  'rain',
] as const
export type AttendanceInput = (typeof ATTENDANCE_INPUTS)[number]
/** Outcomes after which the student is owed a make-up lesson (reposição). */
export const MAKEUP_OUTCOMES = ['teacher_cancelled', 'rain'] as const
/**
 * A student's answer to an upcoming lesson from their page: 'confirmed' (Confirmar presença) or
 * 'declined' (Não vou: recorded as the cancellation outcome the coach's policy gives).
 */
export const LESSON_ANSWERS = ['confirmed', 'declined'] as const
export type LessonAnswer = (typeof LESSON_ANSWERS)[number]
/**
 * Reminders a coach may have sent to students (each on/off in the coach's settings):
 * the next lesson (with its confirm/cancel links), credits running out, a package expiring,
 * a payment due and overdue, the after-class summary (off by default: the coach sends it by
 * hand today).
 */
export const REMINDER_KINDS = [
  'lesson',
  'credits_low',
  'package_expiring',
  'payment_due',
  'payment_overdue',
  'class_summary',
] as const
export type ReminderKind = (typeof REMINDER_KINDS)[number]
/** How a reminder reaches a student: WhatsApp (one tap from 'Para enviar') or e-mail. */
export const REMINDER_CHANNELS = ['whatsapp', 'email'] as const
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number]
/** When the lesson reminder goes: the evening before, or a number of hours before. */
export const LESSON_REMINDER_MODES = ['evening_before', 'hours_before'] as const
export type LessonReminderMode = (typeof LESSON_REMINDER_MODES)[number]
/** A reminder message's life: waiting, sent (handed to the channel), failed, or called off. */
export const REMINDER_MESSAGE_STATUSES = ['pending', 'sent', 'failed', 'cancelled'] as const
export type ReminderMessageStatus = (typeof REMINDER_MESSAGE_STATUSES)[number]
/** Who recorded a consent or an opt-out: the coach (asked the student) or the student. */
export const CONSENT_SOURCES = ['coach', 'student'] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]
export const REMINDERS = {
  /** The evening reminder's local time, the day before the lesson. */
  eveningAt: '18:00',
  hoursBeforeDefault: 24,
  hoursBeforeMin: 2,
  hoursBeforeMax: 48,
  /** No message between these local times (the student's night). */
  quietFrom: '22:00',
  quietUntil: '07:00',
  /** A package expiring within this many days is reminded once. */
  expiringDays: 7,
  /** A message not sent this long after it was planned is called off (it would be stale). */
  staleHours: 24,
  /** A class registered this long ago still gets its automatic summary (then it is too late). */
  classSummaryHours: 24,
  /** E-mail sends tried this many times (with back-off), then shown to the coach as failed. */
  maxAttempts: 5,
} as const
/** Why a whole day is called off ('Cancelar o dia'): the outcome given to its students. */
export const DAY_CANCEL_REASONS = MAKEUP_OUTCOMES
export type DayCancelReason = (typeof DAY_CANCEL_REASONS)[number]
/** The coach's absence policy (profiles): defaults and bounds. */
export const ABSENCE_POLICY = {
  noticeHoursDefault: 24,
  noticeHoursMin: 0,
  noticeHoursMax: 168,
} as const
/** How far back the dashboard looks for lessons still to register ('Aulas pendentes'). */
export const PENDING_LESSON_DAYS = 30

/** Days before expiry at which an active package with credits raises an expiring_package alert. */
export const EXPIRING_PACKAGE_DAYS = 7

export const LEAD_COUNTRIES = [
  'Argentina',
  'Brazil',
  'Canada',
  'Italy',
  'Mexico',
  'Netherlands',
  'Portugal',
  'Singapore',
  'Spain',
  'USA',
] as const
export const LEAD_COUNTRY_OTHER = 'Other'
export const LEAD_SPORTS = [
  'Padel',
  'Tennis',
  'Beach Tennis',
  'Badminton',
  'Squash',
  'Table Tennis',
] as const
export const LEAD_HEARD_FROM = ['twitter', 'reddit', 'friends', 'other'] as const
export type LeadHeardFrom = (typeof LEAD_HEARD_FROM)[number]
export const LEAD_LANGUAGES = ['en', 'pt'] as const
export type LeadLanguage = (typeof LEAD_LANGUAGES)[number]

/**
 * Each alert's message (spec §4 for unassigned_session), a code of the messages catalogs: the
 * server stores its Portuguese text, the app shows it in the coach's language.
 */
export const ALERT_MESSAGE_CODES = {
  unassigned_session: 'alert.unassignedSession',
  low_credits: 'alert.lowCredits',
  expiring_package: 'alert.expiringPackage',
  expired_package: 'alert.expiredPackage',
} as const satisfies Record<AlertType, MessageCode>

/** Issue 12: the progress report's periods ('Progresso' tab). */
export const PROGRESS_PERIODS = ['30d', '90d', '12m', 'all'] as const
export type ProgressPeriod = (typeof PROGRESS_PERIODS)[number]
export const PROGRESS_PERIOD_LABELS: Record<ProgressPeriod, string> = {
  '30d': '30 dias',
  '90d': '90 dias',
  '12m': '12 meses',
  all: 'Tudo',
}

/** Issue 12: the sports the drill library covers; another main sport falls back to Tênis. */
export const DRILL_SPORTS = ['Tênis', 'Beach Tênis', 'Padel', 'Pickleball'] as const
export type DrillSport = (typeof DRILL_SPORTS)[number]
/** 'iniciante' for 5ª–7ª classe; 'intermediario' (intermediário e acima) for the others. */
export const DRILL_LEVELS = ['iniciante', 'intermediario'] as const
export type DrillLevel = (typeof DRILL_LEVELS)[number]

/** Issue 12: what a coach shares on the student's page — a progress report or an after-class message. */
export const SHARE_KINDS = ['report', 'message'] as const
export type ShareKind = (typeof SHARE_KINDS)[number]

export const PROGRESS_LIMITS = {
  /** A shared text (report or message), as the coach edited it. */
  shareTextMax: 4000,
  /** The coach's note quoted in a message is shortened to this many characters. */
  messageNoteMax: 280,
  /** A wa.me URL stays under this many characters (text shortened to fit). */
  whatsappUrlMax: 2000,
  /** Suggestions in the report; one or two in an after-class message. */
  reportSuggestions: 3,
  messageSuggestions: 2,
  /** The AI writer's request timeout. */
  aiTimeoutMs: 15_000,
  /** Notes listed on the report. */
  reportLastNotes: 3,
} as const

/** Issue 13: how a payment was received. */
export const PAYMENT_METHODS = ['pix', 'dinheiro', 'cartao', 'transferencia', 'outro'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: 'Pix',
  dinheiro: 'Dinheiro',
  cartao: 'Cartão',
  transferencia: 'Transferência',
  outro: 'Outro',
}

/** Issue 13: a package's payment status, derived from its price, payments and due date. */
export const PAYMENT_STATUSES = ['paid', 'partial', 'pending', 'overdue'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Pago',
  partial: 'Parcial',
  pending: 'Pendente',
  overdue: 'Atrasado',
}

/** Issue 13: the kinds of Pix key (DICT). */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const
export type PixKeyType = (typeof PIX_KEY_TYPES)[number]
export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Telefone',
  random: 'Chave aleatória',
}

export const MONEY_LIMITS = {
  paymentNoteMax: 200,
  /** BR Code field limits (Merchant Name 25, Merchant City 15 characters, txid 25). */
  pixNameMax: 25,
  pixCityMax: 15,
  /** Longest report period: 5 years. */
  reportDaysMax: 1830,
  /** Students at risk: no class in this many days. */
  atRiskDays: 21,
  reportPageSize: 20,
} as const

/**
 * Issue 14: voice notes. The types are those the browsers' MediaRecorder writes (Opus in WebM
 * or Ogg; AAC in MP4 on Safari), recognised on the server from the file's own bytes.
 */
export const VOICE_NOTE_MIME_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const
export type VoiceNoteMimeType = (typeof VOICE_NOTE_MIME_TYPES)[number]
export const TRANSCRIPT_STATUSES = ['none', 'pending', 'done', 'failed'] as const
export type TranscriptStatus = (typeof TRANSCRIPT_STATUSES)[number]

export const VOICE_NOTE_LIMITS = {
  /** An upload's size: 5 MB. */
  maxBytes: 5 * 1024 * 1024,
  /** A note's length: 3 minutes (the recorder stops by itself). */
  maxDurationMs: 3 * 60_000,
  /** The recorder's clock and the encoder's may differ a little: accepted above the limit. */
  durationToleranceMs: 2_000,
  /** Notes per feedback. */
  perFeedback: 5,
  /** A note never attached to a saved feedback is removed after this many hours. */
  orphanHours: 24,
  /** A corrected transcript. */
  transcriptMax: 4000,
  /** Transcription attempts before it is marked failed. */
  transcribeAttempts: 5,
} as const

/** Where the coach talks to the agent: the app's panel, or a linked messaging account. */
export const AGENT_CHANNELS = ['app', 'whatsapp', 'telegram'] as const
export type AgentChannel = (typeof AGENT_CHANNELS)[number]
/** A proposed write waits for the coach; confirmed, cancelled, or past its time it is closed. */
export const AGENT_PROPOSAL_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
  'expired',
  'failed',
] as const
export type AgentProposalStatus = (typeof AGENT_PROPOSAL_STATUSES)[number]

export const AGENT_LIMITS = {
  /** A message to the agent (a long dictated feedback fits). */
  textMax: 1000,
  /** The conversation is kept this long, then removed by the daily job. */
  historyDays: 90,
  /** A proposal not answered within this many minutes can no longer be confirmed. */
  proposalMinutes: 30,
  /** 'Desfaz' reaches the agent's writes of the last this many hours. */
  undoHours: 24,
  /** Messages per coach per minute, on every channel together. */
  perMinute: 30,
  /** The history the panel shows. */
  historyPage: 50,
} as const
