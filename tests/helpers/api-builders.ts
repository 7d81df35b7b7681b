import type {
  AgendaOccurrence,
  AgendaSummary,
  OwedMakeup,
  StudentAgenda,
} from '../../src/shared/schemas/agenda.response'
import type { AgentLink, AgentLinks } from '../../src/shared/schemas/agent.response'
import type { AlertDto, AlertsPage } from '../../src/shared/schemas/alerts.response'
import type { ClubDto } from '../../src/shared/schemas/clubs.response'
import type { Page } from '../../src/shared/schemas/common.response'
import type { DashboardDto } from '../../src/shared/schemas/dashboard.response'
import type { PackageDto, PackageMoney } from '../../src/shared/schemas/packages.response'
import type {
  PaymentDto,
  PixCharge,
  PixSettingsDto,
} from '../../src/shared/schemas/payments.response'
import type { ProfileDto } from '../../src/shared/schemas/profile.response'
import type {
  DrillSuggestion,
  MessageDraft,
  ProgressReport,
} from '../../src/shared/schemas/progress.response'
import type {
  ActivityReport,
  AtRiskPage,
  LiabilityReport,
  PaymentMethodsReport,
  RevenueReport,
} from '../../src/shared/schemas/reports.response'
import type {
  SessionAssignmentDto,
  SessionDto,
  SessionFeedbackDto,
  SessionPage,
  StudentFeedbackDto,
  StudentFeedbacksPage,
  StudentSessionDto,
} from '../../src/shared/schemas/sessions.response'
import type {
  ImportPreview,
  ImportResult,
  ImportSheet,
  ImportStudent,
  StudentImportDto,
} from '../../src/shared/schemas/student-import.response'
import type { SharedItem, StudentPageLink } from '../../src/shared/schemas/student-page.response'
import type {
  StudentDetail,
  StudentListItem,
  StudentPage,
} from '../../src/shared/schemas/students.response'
import type { VoiceNoteDto } from '../../src/shared/schemas/voice-notes.response'

/**
 * Complete API answers for component tests: plausible defaults, and the test states only
 * what it cares about through overrides. Typed by the shared response types, so a new field
 * of a DTO is added here once, not in every test.
 */

const AT = '2026-01-01T00:00:00.000Z'

const club = (over: Partial<ClubDto> = {}): ClubDto => ({
  id: 'c1',
  name: 'Clube Central',
  address: null,
  phone: null,
  isDefault: false,
  createdAt: AT,
  updatedAt: AT,
  ...over,
})

const student = (over: Partial<StudentListItem> = {}): StudentListItem => ({
  id: 's1',
  name: 'Ana Souza',
  email: null,
  phone: '5511987654321',
  gender: 'female',
  type: 'fixed',
  classe: '4-classe',
  status: 'active',
  notes: null,
  language: 'pt-BR',
  credits: 0,
  hasOpenAlert: false,
  createdAt: AT,
  balanceDueCents: 0,
  ...over,
})

const studentDetail = (over: Partial<StudentDetail> = {}): StudentDetail => ({
  ...student(),
  updatedAt: AT,
  stats: { sessionsCount: 0, pendingClasses: 0, totalRevenueCents: 0, averageRating: null },
  recentSessions: [],
  latestPackage: null,
  overdueCents: 0,
  ...over,
})

const pkg = (over: Partial<PackageDto> = {}): PackageDto => ({
  id: 'p1',
  studentId: 's1',
  name: 'Pacote 4 aulas',
  totalClasses: 4,
  remainingClasses: 4,
  priceCents: 20000,
  purchaseDate: '2026-01-01',
  paymentDate: '2026-01-01',
  expiryDate: '2026-01-31',
  validityDays: 30,
  status: 'active',
  sessions: [],
  money: {
    priceCents: over.priceCents ?? 20000,
    paidCents: over.priceCents ?? 20000,
    balanceCents: 0,
    dueDate: over.purchaseDate ?? '2026-01-01',
    paymentStatus: 'paid',
  },
  ...over,
})

const profile = (over: Partial<ProfileDto> = {}): ProfileDto => ({
  name: 'Carla Treinadora',
  email: 'carla@example.com',
  phone: '',
  mainSport: 'Tênis',
  timezone: 'America/Sao_Paulo',
  language: 'pt-BR',
  currency: 'BRL',
  cancelNoticeHours: 24,
  lateCancelConsumes: true,
  noShowConsumes: true,
  ...over,
})

const alert = (over: Partial<AlertDto> = {}): AlertDto => ({
  id: 'a1',
  type: 'unassigned_session',
  studentId: 's1',
  studentName: 'Ana Souza',
  message: 'Aula sem pacote atribuído - necessária atribuição manual',
  priority: 'high',
  createdAt: AT,
  sessionId: null,
  packageId: null,
  ...over,
})

/** A voice note: uploaded, not attached yet unless told. */
const voiceNote = (over: Partial<VoiceNoteDto> = {}): VoiceNoteDto => {
  const id = over.id ?? 'vn1'
  return {
    id,
    mimeType: 'audio/webm',
    bytes: 12_345,
    durationMs: 42_000,
    audioUrl: `/api/voice-notes/${id}/audio`,
    feedbackId: null,
    shared: false,
    transcript: null,
    transcriptStatus: 'none',
    createdAt: AT,
    ...over,
  }
}

const feedback = (over: Partial<SessionFeedbackDto> = {}): SessionFeedbackDto => ({
  studentId: 's1',
  studentName: 'Ana Souza',
  rating: 3,
  notes: '',
  tags: [],
  clubId: null,
  clubName: null,
  voiceNotes: [],
  ...over,
})

const assignment = (over: Partial<SessionAssignmentDto> = {}): SessionAssignmentDto => ({
  studentId: 's1',
  studentName: 'Ana Souza',
  packageId: null,
  packageName: null,
  packageTotalClasses: null,
  packagePurchaseDate: null,
  manuallyAssigned: false,
  assignedAt: AT,
  ...over,
})

const session = (over: Partial<SessionDto> = {}): SessionDto => ({
  id: 'se1',
  date: AT,
  createdAt: AT,
  teacher: 'Carla Treinadora',
  notes: null,
  participants: [],
  feedbacks: [],
  assignments: [],
  unassignedCount: 0,
  lesson: null,
  ...over,
})

const studentSession = (over: Partial<StudentSessionDto> = {}): StudentSessionDto => ({
  sessionId: 'se1',
  date: AT,
  createdAt: AT,
  teacher: 'Carla Treinadora',
  packageId: null,
  packageName: null,
  otherParticipants: [],
  ...over,
})

const studentFeedback = (over: Partial<StudentFeedbackDto> = {}): StudentFeedbackDto => ({
  sessionId: 'se1',
  date: AT,
  rating: 3,
  notes: '',
  tags: [],
  voiceNotes: [],
  ...over,
})

/** One page holding all the items (page 1, size = max(items, 10)) unless told otherwise. */
function page<T>(items: T[], over: Partial<Page<T>> = {}): Page<T> {
  return { items, total: items.length, page: 1, pageSize: Math.max(items.length, 10), ...over }
}

const studentPage = (
  items: StudentListItem[] = [],
  over: Partial<StudentPage> = {},
): StudentPage => ({ ...page(items), unfilteredTotal: items.length, ...over })

const sessionPage = (items: SessionDto[] = [], over: Partial<SessionPage> = {}): SessionPage => ({
  ...page(items),
  unfilteredTotal: items.length,
  ...over,
})

const studentFeedbacksPage = (
  items: StudentFeedbackDto[] = [],
  over: Partial<StudentFeedbacksPage> = {},
): StudentFeedbacksPage => ({ ...page(items), averageRating: null, topTags: [], ...over })

const alertsPage = (items: AlertDto[] = [], over: Partial<AlertsPage> = {}): AlertsPage => ({
  items,
  total: items.length,
  ...over,
})

const dashboard = (over: Partial<DashboardDto> = {}): DashboardDto => ({
  totalActiveStudents: 0,
  todaysSessions: 0,
  monthlyRevenueCents: 0,
  monthlyReceivedCents: 0,
  averageRating: null,
  alerts: [],
  alertsTotal: 0,
  recentStudents: [],
  receivable: { dueCents: 0, overdueCount: 0, overdueCents: 0 },
  setup: {
    students: false,
    packages: false,
    clubs: false,
    pix: false,
    absencePolicy: false,
    weeklySlot: false,
  },
  ...over,
})

/** An agenda occurrence: a stand-alone lesson of one student, nothing recorded. */
const occurrence = (over: Partial<AgendaOccurrence> = {}): AgendaOccurrence => ({
  id: 'l1',
  lessonId: 'l1',
  seriesId: null,
  occurrenceDate: null,
  startsAt: '2026-01-05T13:00:00.000Z',
  endsAt: '2026-01-05T14:00:00.000Z',
  date: '2026-01-05',
  time: '10:00',
  endTime: '11:00',
  durationMinutes: 60,
  status: 'scheduled',
  title: null,
  notes: null,
  club: { id: 'c1', name: 'Clube Central' },
  students: [{ id: 's1', name: 'Ana Souza', status: 'active', credits: 4, hasOpenAlert: false }],
  sessionId: null,
  state: 'scheduled',
  attendance: [
    {
      studentId: 's1',
      outcome: null,
      noticeAt: null,
      charged: false,
      noCredit: false,
      makeupOf: null,
      makeupIn: null,
    },
  ],
  overlaps: false,
  sequence: 0,
  makeupCapacity: null,
  openPlaces: null,
  ...over,
})

const agendaSummary = (over: Partial<AgendaSummary> = {}): AgendaSummary => ({
  today: '2026-01-05',
  timeZone: 'America/Sao_Paulo',
  upcoming: [],
  pending: [],
  pendingTotal: 0,
  todayToRegister: 0,
  makeupsOwed: [],
  makeupsOwedTotal: 0,
  studentAnswers: [],
  ...over,
})

/** A make-up owed to Ana for the rain of 02/01 18:00, not planned yet. */
const owedMakeup = (over: Partial<OwedMakeup> = {}): OwedMakeup => ({
  lessonId: 'owed1',
  date: '2026-01-02',
  time: '18:00',
  outcome: 'rain',
  durationMinutes: 60,
  clubId: null,
  scheduledIn: null,
  ...over,
})

const studentAgenda = (over: Partial<StudentAgenda> = {}): StudentAgenda => ({
  upcoming: [],
  makeups: [],
  ...over,
})

/** Issue 12: a next-exercise suggestion of the drill library. */
const suggestion = (over: Partial<DrillSuggestion> = {}): DrillSuggestion => ({
  drillId: 'tenis-backhand-iniciante-1',
  tag: 'Backhand',
  sport: 'Tênis',
  level: 'iniciante',
  name: 'Backhand cruzado na cesta',
  objective: 'Firmar o backhand cruzado com boa preparação',
  howTo:
    'Professor alimenta 10 bolas no backhand.\nAluno devolve cruzado, passando a rede com margem.',
  reason: 'Backhand: média 2,5 nas últimas 4 aulas',
  ...over,
})

/**
 * A progress report of 90 days with nothing in it (no classes, no credits): a test adds the
 * ratings, tags, attendance or suggestions it is about.
 */
const progressReport = (over: Partial<ProgressReport> = {}): ProgressReport => ({
  studentId: 's1',
  firstName: 'Ana',
  period: '90d',
  from: '2025-10-04',
  to: '2026-01-01',
  ratings: [],
  averageRating: null,
  previousAverageRating: null,
  tags: [],
  attendance: {
    classes: 0,
    previousClasses: 0,
    notifiedAbsences: 0,
    lateCancellations: 0,
    noShows: 0,
    streakWeeks: 0,
    lastClassDate: null,
  },
  credits: { remaining: 0, nextExpiry: null, packages: [] },
  lastNotes: [],
  suggestions: [],
  ...over,
})

const messageDraft = (over: Partial<MessageDraft> = {}): MessageDraft => ({
  text: 'Oi, Ana! Hoje trabalhamos saque. Nota 4/5.',
  source: 'rules',
  whatsappPhone: '5511987654321',
  studentName: 'Ana Souza',
  ...over,
})

const sharedItem = (over: Partial<SharedItem> = {}): SharedItem => ({
  id: 'sh1',
  kind: 'report',
  text: 'Ana fez 6 aulas nos últimos 90 dias.',
  sessionId: null,
  period: '90d',
  createdAt: AT,
  ...over,
})

const pageLink = (over: Partial<StudentPageLink> = {}): StudentPageLink => ({
  active: false,
  url: null,
  createdAt: null,
  ...over,
})

/**
 * Issue 13: a package's money. Paid in full by default; `balanceCents` follows price − paid
 * unless given, and the status follows the balance (partial / pending) unless given.
 */
function packageMoney(over: Partial<PackageMoney> = {}): PackageMoney {
  const priceCents = over.priceCents ?? 20000
  const paidCents = over.paidCents ?? priceCents
  const balanceCents = over.balanceCents ?? Math.max(priceCents - paidCents, 0)
  const paymentStatus =
    over.paymentStatus ?? (balanceCents === 0 ? 'paid' : paidCents > 0 ? 'partial' : 'pending')
  return { priceCents, paidCents, balanceCents, dueDate: '2026-01-01', ...over, paymentStatus }
}

const payment = (over: Partial<PaymentDto> = {}): PaymentDto => ({
  id: 'pay1',
  packageId: 'p1',
  studentId: 's1',
  amountCents: 10000,
  paidOn: '2026-01-01',
  method: 'pix',
  note: null,
  createdAt: AT,
  ...over,
})

const pixSettings = (over: Partial<PixSettingsDto> = {}): PixSettingsDto => ({
  keyType: 'email',
  key: 'carla@example.com',
  name: 'Carla Treinadora',
  city: 'Sao Paulo',
  ...over,
})

const pixCharge = (over: Partial<PixCharge> = {}): PixCharge => ({
  payload:
    '00020126390014BR.GOV.BCB.PIX0117carla@example.com5204000053039865406100.005802BR5916Carla Treinadora6009Sao Paulo62140510PAC9ABCDE016304ABCD',
  amountCents: 10000,
  txid: 'PAC9ABCDE01',
  message: 'Oi, Ana! Segue o Pix de R$ 100,00 do Pacote 4 aulas.',
  whatsappPhone: '5511987654321',
  ...over,
})

/** Issue 13 reports: one month of zeros unless stated (the API lists every month of a period). */
type RevenueMonth = RevenueReport['months'][number]
const revenueReport = (
  over: Partial<Omit<RevenueReport, 'months'>> & {
    months?: (Omit<RevenueMonth, 'inProgress'> & { inProgress?: boolean })[]
  } = {},
): RevenueReport => ({
  totals: { soldCents: 0, receivedCents: 0 },
  ...over,
  months: (over.months ?? [{ month: '2026-01', soldCents: 0, receivedCents: 0 }]).map((m) => ({
    inProgress: false,
    ...m,
  })),
})

type ActivityMonth = ActivityReport['months'][number]
const activityMonth = (over: Partial<ActivityMonth> = {}): ActivityMonth => ({
  month: '2026-01',
  classes: 0,
  activeStudents: 0,
  newStudents: 0,
  lostStudents: 0,
  retention: null,
  inProgress: false,
  ...over,
})

/** Totals computed from the months given (classes, new, lost). */
const activityReport = (months: Partial<ActivityMonth>[] = [{}]): ActivityReport => {
  const full = months.map(activityMonth)
  const sum = (k: 'classes' | 'newStudents' | 'lostStudents') =>
    full.reduce((acc, m) => acc + m[k], 0)
  return {
    months: full,
    totals: {
      classes: sum('classes'),
      newStudents: sum('newStudents'),
      lostStudents: sum('lostStudents'),
    },
  }
}

type AtRiskItem = AtRiskPage['items'][number]
const atRiskItem = (over: Partial<AtRiskItem> = {}): AtRiskItem => ({
  studentId: 's1',
  name: 'Ana Souza',
  reason: 'no_recent_class',
  lastClassDate: '2026-01-01',
  whatsappPhone: '5511987654321',
  language: 'pt-BR',
  ...over,
})

const atRiskPage = (
  items: Partial<AtRiskItem>[] = [],
  over: Partial<Omit<AtRiskPage, 'items'>> = {},
): AtRiskPage => ({
  items: items.map(atRiskItem),
  total: items.length,
  page: 1,
  pageSize: 20,
  ...over,
})

const liabilityReport = (over: Partial<LiabilityReport> = {}): LiabilityReport => ({
  unusedCredits: 0,
  liabilityCents: 0,
  packages: 0,
  ...over,
})

const paymentMethodsReport = (
  methods: PaymentMethodsReport['methods'] = [],
): PaymentMethodsReport => ({ methods })

/** A sheet read: its cells, the header found in its first row unless told otherwise. */
const importSheet = (over: Partial<ImportSheet> = {}): ImportSheet => ({
  format: 'csv',
  sheet: null,
  otherSheets: [],
  cells: [
    ['Nome', 'Telefone'],
    ['Ana Souza', '11 98765-4321'],
  ],
  header: { row: 0, columns: ['name', 'phone'] },
  ...over,
})

const importStudent = (over: Partial<ImportStudent> = {}): ImportStudent => ({
  line: 2,
  action: 'create',
  name: 'Ana Souza',
  phone: '5511987654321',
  email: null,
  studentId: null,
  changes: [],
  balance: 'none',
  credits: null,
  expiry: null,
  owedCents: null,
  weeklySlots: [],
  ...over,
})

/** A dry run: its summary counted from its lists unless given. */
const importPreview = (
  over: Partial<Omit<ImportPreview, 'students' | 'summary'>> & {
    students?: Partial<ImportStudent>[]
    summary?: Partial<ImportPreview['summary']>
  } = {},
): ImportPreview => {
  const students = (over.students ?? []).map(importStudent)
  const problems = over.problems ?? []
  const skipped = over.skipped ?? []
  const conflicts = over.conflicts ?? []
  const opening = students.filter((s) => s.balance === 'opening')
  const count = (action: ImportStudent['action']) =>
    students.filter((s) => s.action === action).length
  return {
    notices: [],
    ...over,
    students,
    problems,
    skipped,
    conflicts,
    summary: {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      problems: problems.length,
      skipped: skipped.length,
      credits: opening.reduce((sum, s) => sum + (s.credits ?? 0), 0),
      owedCents: opening.reduce((sum, s) => sum + (s.owedCents ?? 0), 0),
      slots: students.reduce((sum, s) => sum + s.weeklySlots.length, 0),
      ...over.summary,
    },
  }
}

const studentImport = (over: Partial<StudentImportDto> = {}): StudentImportDto => ({
  id: 'imp1',
  createdAt: AT,
  undoUntil: '2026-01-08T00:00:00.000Z',
  undoneAt: null,
  created: 0,
  updated: 0,
  credits: 0,
  owedCents: 0,
  slots: 0,
  undoBlocked: null,
  ...over,
})

/** A linked WhatsApp account of the coach (a Telegram chat with `channel` and its label). */
const agentLink = (over: Partial<AgentLink> = {}): AgentLink => ({
  id: 'l1',
  channel: 'whatsapp',
  label: '+5511987650001',
  linkedAt: AT,
  revokedAt: null,
  ...over,
})

/** The coach's links on a server with no messaging channel, unless given. */
const agentLinks = (over: Partial<AgentLinks> = {}): AgentLinks => ({
  items: [],
  channels: { whatsapp: false, telegram: false },
  contacts: { whatsappNumber: null, telegramBot: null },
  ...over,
})

/** An import done: its record counted from the report unless given. */
const importResult = (
  report: ImportPreview = importPreview(),
  over: Partial<StudentImportDto> = {},
): ImportResult => ({
  import: studentImport({
    created: report.summary.create,
    updated: report.summary.update,
    credits: report.summary.credits,
    owedCents: report.summary.owedCents,
    slots: report.summary.slots,
    ...over,
  }),
  report,
})

export const build = {
  agentLink,
  agentLinks,
  importSheet,
  importStudent,
  importPreview,
  studentImport,
  importResult,
  agendaSummary,
  owedMakeup,
  occurrence,
  studentAgenda,
  alert,
  alertsPage,
  assignment,
  club,
  dashboard,
  feedback,
  package: pkg,
  packageMoney,
  page,
  payment,
  pixCharge,
  pixSettings,
  profile,
  session,
  sessionPage,
  student,
  studentDetail,
  studentFeedback,
  studentFeedbacksPage,
  studentPage,
  studentSession,
  suggestion,
  progressReport,
  messageDraft,
  sharedItem,
  pageLink,
  revenueReport,
  activityReport,
  atRiskItem,
  atRiskPage,
  liabilityReport,
  paymentMethodsReport,
  voiceNote,
}
