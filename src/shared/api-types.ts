import type {
  AlertPriority,
  AlertType,
  Classe,
  Gender,
  MainSport,
  StudentStatus,
  StudentType,
} from './constants'
import type { PackageStatus } from './domain/package-status'

/** Shapes the API answers with, shared by the server and the web client. */

export interface ErrorBody {
  error: {
    code: string
    message: string
    issues?: { path: string; message: string }[]
    requestId?: string
  }
}

export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}

export interface HealthResponse {
  status: 'ok'
  database: 'pglite' | 'postgres'
}

// ---------------------------------------------------------------- students

/** A student as the list shows it. `credits` = remaining classes over active packages. */
export interface StudentListItem {
  id: string
  name: string
  email: string | null
  /** Storage form (international digits, e.g. 5511987654321); format with formatPhone. */
  phone: string
  gender: Gender
  type: StudentType
  classe: Classe
  status: StudentStatus
  notes: string | null
  credits: number
  /** Whether the student has an open (unresolved) alert: the red icon of the list. */
  hasOpenAlert: boolean
  /** The open alerts behind the red icon, newest first (what its popover lists). */
  openAlerts?: StudentAlertSummary[]
  createdAt: string
}

/** One open alert of a student, as the students list shows it. */
export interface StudentAlertSummary {
  type: AlertType
  message: string
}

/** GET /api/students: one page, plus the count without filters (to pick the empty state). */
export interface StudentPage extends Page<StudentListItem> {
  /** How many students the coach has at all, ignoring filters. */
  unfilteredTotal: number
}

export interface StudentStats {
  /** Sessions the student took part in. */
  sessionsCount: number
  /** Sum of remaining classes over active packages (= credits). */
  pendingClasses: number
  /** Sum of the prices of all the student's packages, in cents. */
  totalRevenueCents: number
  /** Average feedback rating, one decimal; null when there is none. */
  averageRating: number | null
}

export interface RecentSession {
  sessionId: string
  date: string
  /** The student's rating in that session; null when there is no feedback. */
  rating: number | null
}

export interface PackageSummary {
  id: string
  name: string
  priceCents: number
  purchaseDate: string
  expiryDate: string
}

/** GET /api/students/:id — the profile header and the Resumo tab. */
export interface StudentDetail extends StudentListItem {
  updatedAt: string
  stats: StudentStats
  /** The last 3 sessions by date, newest first. */
  recentSessions: RecentSession[]
  /** The latest package by purchase date. */
  latestPackage: PackageSummary | null
}

// ---------------------------------------------------------------- packages

/** A session that consumed a credit of a package. */
export interface PackageSessionRef {
  sessionId: string
  date: string
  manuallyAssigned: boolean
}

/** GET /api/students/:id/packages (newest purchase first), POST/PATCH /api/packages. */
export interface PackageDto {
  id: string
  studentId: string
  name: string
  totalClasses: number
  remainingClasses: number
  priceCents: number
  /** 'yyyy-MM-dd' — shown as the start date. */
  purchaseDate: string
  paymentDate: string
  expiryDate: string
  /** Days from purchase to expiry (0 for a single-class package). */
  validityDays: number
  /** Derived in the coach's time zone (spec §4): 'expired' = no classes left or past expiry. */
  status: PackageStatus
  sessions: PackageSessionRef[]
}

// ---------------------------------------------------------------- profile and clubs

/** GET/PATCH /api/profile. */
export interface ProfileDto {
  name: string
  email: string
  /** Storage form; '' when none. */
  phone: string
  mainSport: MainSport
  timezone: string
}

/** GET /api/clubs (default first, then by name). */
export interface ClubDto {
  id: string
  name: string
  address: string | null
  phone: string | null
  isDefault: boolean
  createdAt: string
  updatedAt: string
}

// ---------------------------------------------------------------- alerts (issue 4 fills them)

export interface AlertDto {
  id: string
  type: AlertType
  studentId: string
  studentName: string
  message: string
  priority: AlertPriority
  createdAt: string
  sessionId: string | null
  packageId: string | null
}

// ---------------------------------------------------------------- sessions

export interface SessionFeedbackDto {
  studentId: string
  studentName: string
  rating: number
  notes: string
  tags: string[]
  clubId: string | null
  clubName: string | null
}

export interface SessionAssignmentDto {
  studentId: string
  studentName: string
  packageId: string | null
  packageName: string | null
  packageTotalClasses: number | null
  packagePurchaseDate: string | null
  manuallyAssigned: boolean
  assignedAt: string
}

/** A class session with everything its card shows (spec §2 Session history). */
export interface SessionDto {
  id: string
  /** When the class happened. */
  date: string
  /** When it was registered ('Registrado às {time}'). */
  createdAt: string
  teacher: string
  notes: string | null
  participants: { studentId: string; name: string }[]
  feedbacks: SessionFeedbackDto[]
  assignments: SessionAssignmentDto[]
  /** Participants whose class no package paid for (the yellow warning). */
  unassignedCount: number
}

export interface SessionPage extends Page<SessionDto> {
  /** How many sessions the coach has at all (picks the empty state). */
  unfilteredTotal: number
}

/** A session in the student profile's Aulas tab. */
export interface StudentSessionDto {
  sessionId: string
  date: string
  createdAt: string
  teacher: string
  packageId: string | null
  packageName: string | null
  otherParticipants: { studentId: string; name: string }[]
}

/** A feedback in the student profile's Feedbacks tab. */
export interface StudentFeedbackDto {
  sessionId: string
  date: string
  rating: number
  notes: string
  tags: string[]
}

export interface StudentFeedbacksPage extends Page<StudentFeedbackDto> {
  averageRating: number | null
  /** The most used tags, most frequent first (top 5 computed). */
  topTags: { tag: string; count: number }[]
}

// ---------------------------------------------------------------- dashboard and alerts

export interface AlertsPage {
  items: AlertDto[]
  total: number
}

/** GET /api/dashboard (spec §2 Dashboard, §7 Dashboard stats). */
export interface DashboardDto {
  totalActiveStudents: number
  todaysSessions: number
  monthlyRevenueCents: number
  averageRating: number | null
  alerts: AlertDto[]
  alertsTotal: number
  recentStudents: StudentListItem[]
}
