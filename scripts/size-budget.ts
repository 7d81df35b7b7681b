/**
 * Size budget, run by `size-budget.unit.test.ts` in `npm test`: in the product code (src/ and
 * scripts/, tests and generated migrations aside) a function longer than 80 lines or a file
 * longer than 300 lines needs a one-line written reason in OVERSIZE below, so a long procedure
 * is a choice someone explained and not where the next rule quietly lands. An entry whose
 * function or file has shrunk under the budget fails too: the list only gets shorter.
 *
 * Lines are counted from the first to the last line of the node, comments and blank lines
 * included: what a reader scrolls through. A function inside an oversize one (a transaction's
 * callback) is the outer one's business and is not reported again.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export const MAX_FUNCTION_LINES = 80
export const MAX_FILE_LINES = 300

/**
 * The functions (`path#name`) and files (`path`) allowed over the budget, with why. A reason
 * says why the length serves the reader (one list a reviewer reads top to bottom, one screen's
 * markup with no logic worth a name), not that splitting it is work.
 */
export const OVERSIZE: Record<string, string> = {
  'scripts/size-budget.ts': 'the reviewed list below, one line per allowed function or file',
  'src/server/app.ts':
    'the application and its dependencies: one file a reviewer reads for every mount and its order',
  'src/server/app.ts#createApp':
    'the middleware and router order is the security model: read top to bottom in one place',
  'src/server/auth/auth.ts':
    "better-auth's whole configuration (limits, hooks, e-mails) in one reviewed place",
  'src/server/auth/auth.ts#createAuth':
    "better-auth's configuration object: one declaration, its hooks inline where they apply",
  'src/server/auth/login-form.ts':
    'the three account forms that work without JavaScript: their HTML and posts together',
  'src/server/demo/demo-showcase.ts#seedDemoShowcase':
    "the demo coach's story as a sequence of records",
  'src/server/env.ts#loadConfig':
    'one setting after another from the validated environment, no branching logic',
  'src/server/features/agenda/agenda-students.ts#leaveFutureLessons':
    'one transaction whose steps read in order (locks, writes, alerts); each step is a named helper',
  'src/server/features/agenda/day-cancel.ts#cancelDay':
    'one transaction whose steps read in order (locks, writes, alerts); each step is a named helper',
  'src/server/features/agenda/day-cancel.ts#undoDayCancel':
    'one transaction whose steps read in order (locks, writes, alerts); each step is a named helper',
  'src/server/features/agenda/occurrences.ts':
    'the weekly expansion, its exceptions and their rows belong together',
  'src/server/features/agenda/occurrences.ts#loadAgendaData':
    'one transaction whose steps read in order (locks, writes, alerts); each step is a named helper',
  'src/server/features/agenda/zone-change.ts#keepWallClockTimes':
    'one transaction whose steps read in order (locks, writes, alerts); each step is a named helper',
  'src/server/features/calendar-feed/calendar-feed.ics.ts#renderFeed':
    'the iCalendar text of RFC 5545 written line by line',
  'src/server/features/calendar-feed/calendar-feed.service.ts#calendarFeed':
    'one transaction whose steps read in order (locks, writes, alerts); each step is a named helper',
  'src/server/features/dashboard/dashboard.service.ts#getDashboard':
    'one statement gathering the dashboard figures and its mapping',
  'src/server/features/packages/packages.service.ts':
    'the packages use cases (create, edit, delete, assign) around one row lock',
  'src/server/features/profile/profile-export.ts#collectCoachData':
    "every table of the coach's export in one transaction, one query per table",
  'src/server/features/progress/progress-report.ts#buildReport':
    'the report is one aggregation read in the order of its sections',
  'src/server/features/sessions/session-create.ts#createClassSession':
    'one transaction whose steps read in order (locks, writes, alerts); each step is a named helper',
  'src/server/features/sessions/session-edit.ts':
    'the apply steps of planSessionEdit, in the order of the transaction',
  'src/server/features/student-page/student-page.public.ts#studentPageFor':
    'one transaction whose steps read in order (locks, writes, alerts); each step is a named helper',
  'src/server/features/students/students.service.ts':
    'the students use cases over one list query (to split by use case)',
  'src/server/features/students/students.service.ts#listStudents':
    'one transaction whose steps read in order (locks, writes, alerts); each step is a named helper',
  'src/server/index.ts#main':
    'the start-up sequence (config, database, storage, jobs, signals) in the order it runs',
  'src/server/lib/storage/fs-storage.ts#createFsStorage':
    'the storage adapter object: each method short, the object is the list of them',
  'src/server/lib/storage/s3-storage.ts#createS3Storage':
    'the storage adapter object: each method short, the object is the list of them',
  'src/shared/constants.ts':
    'the product constants and enums of the spec in one place, both sides read them',
  'src/shared/domain/date-text.ts':
    'the calendar texts of both languages side by side (weekdays, months, relative days)',
  'src/shared/drills/beach-tenis.ts':
    'the drill catalogue of one sport: data a coach reviews as one list, no logic',
  'src/shared/drills/padel.ts':
    'the drill catalogue of one sport: data a coach reviews as one list, no logic',
  'src/shared/drills/pickleball.ts':
    'the drill catalogue of one sport: data a coach reviews as one list, no logic',
  'src/shared/drills/tenis.ts':
    'the drill catalogue of one sport: data a coach reviews as one list, no logic',
  'src/web/components/layout/app-shell.tsx#AppShell':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/components/layout/sidebar-content.tsx#SidebarContent':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/components/phone-input.tsx#CountryPhoneInput':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/components/student-filters/student-filter-panel.tsx#StudentFilterPanel':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/agenda/components/agenda-dashboard-cards.tsx#AgendaDashboardCards':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/agenda/components/agenda-screen.tsx#AgendaScreen':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/agenda/components/cancel-day.tsx#CancelDayForm':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/agenda/components/day-list.tsx#DayList':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/agenda/components/lesson-attendance.tsx#LessonAttendance':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/agenda/components/lesson-fields.tsx#LessonFields':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/agenda/components/lesson-forms.tsx#LessonFormFrame':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/agenda/components/lesson-sheet.tsx#LessonSheet':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/agenda/components/schedule-makeup-form.tsx#MakeupForm':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/agenda/components/student-agenda-card.tsx#StudentAgendaCard':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/agenda/components/student-picker.tsx#StudentPicker':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/agenda/components/week-grid.tsx#WeekGrid':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/auth/components/signup-form.tsx#SignupForm':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/calendar-feed/components/calendar-feed-card.tsx#CalendarFeedCard':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/clubs/components/club-card.tsx#ClubCard':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/clubs/components/club-form.tsx#ClubForm':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/clubs/components/clubs-section.tsx#ClubsSection':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/marketing/components/phone-mockup.tsx#PhoneMockup':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/marketing/components/privacy-page.tsx#PrivacyPage':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/packages/components/package-fields.tsx#PackageFields':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/packages/components/package-form.tsx#PackageForm':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/packages/components/package-payment-fields.tsx#PackagePaymentFields':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/packages/components/package-screen-form.tsx#PackageScreenFormView':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/packages/components/student-picker.tsx#StudentPicker':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/payments/components/package-payments.tsx#PackagePayments':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/payments/components/payment-dialog.tsx#PaymentForm':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/payments/components/pix-charge-dialog.tsx#ChargeBody':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/payments/components/pix-settings-card.tsx#PixSettingsForm':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/profile/components/locale-settings-card.tsx#LocaleSettingsForm':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/profile/components/personal-info-form.tsx#PersonalInfoForm':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/profile/components/privacy-section.tsx#DeleteAccountDialog':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/profile/components/zone-change-dialog.tsx#ZoneChangeDialog':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/progress/components/page-link-card.tsx#PageLink':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/progress/components/page-link-card.tsx#SharedItems':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/progress/components/progress-tab.tsx#ProgressTab':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/progress/components/rating-card.tsx#RatingCard':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/progress/components/summary-card.tsx#SummaryCard':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/progress/components/tags-card.tsx#TagsCard':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/reports/components/at-risk-section.tsx#AtRiskSection':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/reports/components/period-picker.tsx#PeriodPicker':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/reports/components/series-chart.tsx#SeriesChart':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/sessions/history/components/add-students-picker.tsx#AddStudentsPicker':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/sessions/history/components/assign-package-dialog.tsx#AssignPackageDialog':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/sessions/history/components/history-filter-bar.tsx#HistoryFilterBar':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/sessions/history/components/session-card.tsx#SessionCard':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/sessions/history/components/session-details.tsx#SessionDetails':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/sessions/history/components/session-editor.tsx#SessionEditor':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/sessions/history/components/student-edit-fields.tsx#StudentEditFields':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/sessions/history/components/use-session-editor.ts#useSessionEditor':
    "one hook holding one widget's state machine, its transitions in one place",
  'src/web/features/sessions/new/components/feedback-card.tsx#FeedbackCard':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/sessions/new/components/feedback-step.tsx#FeedbackStep':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/sessions/new/components/new-session-screen.tsx#NewSessionScreen':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/sessions/new/components/selection-step.tsx#SelectionStep':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/sessions/new/lib/new-session-state.ts#newSessionReducer':
    'one reducer or screen helper whose cases read as one list',
  'src/web/features/student-profile/components/feedbacks-tab-editor.tsx#FeedbacksTabEditor':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/student-profile/components/feedbacks-tab-item.tsx#FeedbacksTabItem':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/student-profile/components/package-card.tsx#PackageCard':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/student-profile/components/student-edit-form.tsx#StudentEditForm':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/student-profile/components/student-info-card.tsx#StudentInfoCard':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/student-profile/components/summary-tab.tsx#SummaryTab':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/students/components/student-form.tsx#StudentForm':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/features/voice-notes/components/use-voice-recorder.ts#useVoiceRecorder':
    "one hook holding one widget's state machine, its transitions in one place",
  'src/web/features/voice-notes/components/voice-notes-field.tsx':
    'the recorder, upload states and list of one field; its state machine is in useVoiceRecorder',
  'src/web/features/voice-notes/components/voice-notes-field.tsx#VoiceNotesField':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/routes/app/sessions.tsx#SessionsPage':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'src/web/routes/auth/reset-password.tsx#ResetPasswordPage':
    "one screen part's markup and its handlers, kept whole (a candidate to split when it next changes)",
  'scripts/bench/reports.ts#seedReportsCoach':
    'one measured or seeded scenario read as one sequence',
  'scripts/bench/write-replay.ts#writeThroughput':
    'one measured or seeded scenario read as one sequence',
  'scripts/bench.ts': 'the benchmark report: one sequence of measured axes printed in order',
  'scripts/bench.ts#main': 'the benchmark report: one sequence of measured axes printed in order',
  'scripts/crash-trial.ts': 'one crash trial: writer, kill, restart and check read as one story',
  'scripts/crash-trial.ts#writer': 'one measured or seeded scenario read as one sequence',
  'scripts/feature-boundaries.ts':
    'the allowed public modules are a reviewed list with a reason each',
  'scripts/ledger-writers.ts#ledgerWritesIn':
    'one measured or seeded scenario read as one sequence',
  'scripts/lighthouse.ts#main': 'one measured or seeded scenario read as one sequence',
}

export interface Oversize {
  file: string
  /** The function's name (or `<file>` for the file itself). */
  what: string
  line: number
  lines: number
  limit: number
}

function isProductFile(rel: string): boolean {
  if (!/\.(ts|tsx|mts)$/.test(rel) || rel.endsWith('.d.ts')) return false
  if (/\.test\.(ts|tsx)$/.test(rel)) return false
  if (rel.includes('/db/migrations/')) return false
  return true
}

function walk(dir: string, root: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) walk(full, root, out)
    else {
      const rel = path.relative(root, full).split(path.sep).join('/')
      if (isProductFile(rel)) out.push(rel)
    }
  }
}

function functionName(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node }
  if (named.name && ts.isIdentifier(named.name)) return named.name.text
  const parent = node.parent
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return parent.name.text
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name))
    return parent.name.text
  if (parent && ts.isCallExpression(parent)) {
    // a callback: name it after the call (`app.openapi(…, async (c) => …)` → openapi callback)
    const callee = parent.expression
    const calleeName = ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : ts.isIdentifier(callee)
        ? callee.text
        : 'call'
    return `${calleeName} callback`
  }
  return '<anonymous>'
}

/** The oversize functions and file of one source text. */
export function checkSource(file: string, text: string): Oversize[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: Oversize[] = []
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1
  const totalLines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  if (totalLines > MAX_FILE_LINES) {
    found.push({ file, what: '<file>', line: 1, lines: totalLines, limit: MAX_FILE_LINES })
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const start = lineOf(node.getStart(source))
      const lines = lineOf(node.getEnd()) - start + 1
      if (lines > MAX_FUNCTION_LINES) {
        found.push({
          file,
          what: functionName(node),
          line: start,
          lines,
          limit: MAX_FUNCTION_LINES,
        })
        return
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

export const oversizeKey = (o: Oversize) => (o.what === '<file>' ? o.file : `${o.file}#${o.what}`)

/** Every oversize function and file under src/ and scripts/. */
export function findOversize(root: string): Oversize[] {
  const files: string[] = []
  for (const dir of ['src', 'scripts']) {
    if (existsSync(path.join(root, dir))) walk(path.join(root, dir), root, files)
  }
  return files.flatMap((file) => checkSource(file, readFileSync(path.join(root, file), 'utf8')))
}

/** What breaks the budget: oversize without a reason, and reasons for nothing oversize. */
export function checkSizeBudget(
  root: string,
  allowed: Record<string, string> = OVERSIZE,
): { unexplained: Oversize[]; stale: string[] } {
  const found = findOversize(root)
  const keys = new Set(found.map(oversizeKey))
  return {
    unexplained: found.filter((o) => !allowed[oversizeKey(o)]),
    stale: Object.keys(allowed).filter((key) => !keys.has(key)),
  }
}

export function formatOversize(o: Oversize): string {
  return `${o.file}:${o.line} ${o.what} is ${o.lines} lines (budget ${o.limit}): shorten it, or add '${oversizeKey(o)}' with its reason to OVERSIZE in scripts/size-budget.ts`
}
