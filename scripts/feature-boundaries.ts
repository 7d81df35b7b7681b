/**
 * Feature boundaries (docs/design.md "Layout"): a feature does not import another
 * feature's internals, on either side. Run by `feature-boundaries.unit.test.ts` in `npm test`.
 *
 * - `src/server/features/<a>/**` may import from `src/server/features/<b>/` (b ≠ a) only the
 *   public modules listed in SERVER_PUBLIC_MODULES below. Everything else in a feature folder is
 *   its own. Compose features in `app.ts` (routers) or move what is shared to `lib/`.
 * - `src/web/features/<a>/**`, `src/web/components/**` and `src/web/lib/**` may import from
 *   `src/web/features/<b>/` (b ≠ a) only its `api.ts` (or `api/`): the query options and
 *   mutation hooks of that feature's endpoints, and the few components listed in
 *   WEB_PUBLIC_MODULES (a feature's UI that other features' screens embed). Shared UI goes to
 *   `components/`, shared helpers and the query keys to `lib/`; a feature's screens are
 *   composed in `routes/`.
 * - `src/web/components/**` imports no web feature at all: shared UI takes its data by props.
 * - Every web feature has the one layout (`layoutViolations`): `api.ts` or `api/`,
 *   `components/`, `lib/`, and use-case folders holding `components/` and `lib/`.
 *
 * Biome's `noRestrictedImports` (2.x) matches import specifiers, not the importing folder: saying
 * "another feature" would take one override per feature, kept by hand as features are added,
 * with negated patterns per relative path. This check resolves every import's path instead,
 * and it can allow single names of a server module (listStudents, not the whole service).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * The few server modules another server feature may import, with the names it may take from
 * them ('*': the whole module is public) and why. Keep this short: a new entry needs a reason a
 * reviewer agrees with.
 */
const AGENT_WHY =
  "the agent's confirmed proposal (and its 'desfaz') runs the screens' own use case, in the transaction that closes the proposal (decision 0025)"

const SERVER_PUBLIC_MODULES: Record<string, { names: '*' | string[]; why: string }> = {
  'agenda/agenda-read': {
    names: ['listAgenda'],
    why: "the agent reads a day's lessons as the agenda lists them (to answer, and to find the lesson a message is about)",
  },
  'agenda/attendance': { names: ['setAttendance'], why: AGENT_WHY },
  'agenda/day-cancel': { names: ['cancelDay', 'undoDayCancel'], why: AGENT_WHY },
  'agenda/lesson-create': { names: ['createLesson'], why: AGENT_WHY },
  'agenda/lesson-delete': { names: ['deleteLesson'], why: AGENT_WHY },
  'payments/payments.service': { names: ['createPayment', 'deletePayment'], why: AGENT_WHY },
  'sessions/session-create': { names: ['createClassSession'], why: AGENT_WHY },
  'sessions/session-edit': { names: ['updateFeedback', 'deleteClassSession'], why: AGENT_WHY },
  'voice-notes/transcribe': {
    names: ['transcribeAudio', 'transcriptionEnabled'],
    why: "a coach's voice message to the agent is transcribed by the voice notes' own call and settings",
  },
  'voice-notes/voice-notes.service': {
    names: ['readAudio', 'uploadVoiceNote', 'VoiceNoteDeps'],
    why: "a coach's voice message is read with the voice notes' own checks, and after 'áudio pra Ana' stored as one (their type, size and quota rules)",
  },
  'agent/agent-whatsapp': {
    names: ['CoachWhatsappDeps', 'coachMessage', 'handleCoachEvent'],
    why: "Meta sends one webhook for the business number: a linked coach's message goes to the agent, a student's to the reminders",
  },
  'reminders/reminder-summary': {
    names: ['queueClassSummary'],
    why: "the agent's 'manda o resumo' queues the reminders' own after-class message, with the student's consent",
  },
  'packages/ledger': {
    names: '*',
    why: 'the one writer of credit movements (decision 0004): every credit change goes through it',
  },
  'packages/packages.service': {
    names: ['lockStudentOfPackage', 'createPackage', 'deletePackage'],
    why: "a payment is written under its package's student lock, in the lock order of decision 0004; the agent sells and takes back a package with the screen's use case",
  },
  'alerts/alerts.service': {
    names: '*',
    why: 'alerts are derived state: writes that change credits re-sync them; the dashboard lists them',
  },
  'students/students.service': {
    names: ['listStudents', 'listStudentsByIds'],
    why: 'the dashboard shows the newest students with the list query of the students feature',
  },
  'students/students.queries': {
    names: ['activePackage'],
    why: 'the agenda shows each student with the credits of the students list (one definition)',
  },
  'agenda/agenda-students': {
    names: ['leaveFutureLessons', 'lockAgenda'],
    why: 'a student made inactive or deleted leaves the future lessons of the agenda',
  },
  'agenda/zone-change': {
    names: ['keepWallClockTimes', 'previewZoneChange', 'ZoneChangeCounts'],
    why: "a change of the coach's time zone moves the lessons to come as the coach chose, in the profile's transaction",
  },
  'agenda/agenda-lessons': {
    names: [
      'openLesson',
      'claimLesson',
      'linkLesson',
      'revertOutcomes',
      'refuseRecordedAbsences',
      'refuseLessonOnLaterDay',
    ],
    why: 'registering a class from a lesson links them in the same transaction, never over a recorded absence nor ahead of its day',
  },
  'agenda/occurrences': {
    names: ['seriesJson', 'lessonJson', 'ruleOf', 'SeriesData'],
    why: "the calendar feed reads the agenda's series and lessons with the agenda's own row shapes and weekly rule",
  },
  'agenda/student-answer': {
    names: ['answerLesson', 'previewCancellation', 'CancellationPreview'],
    why: "a student's answer from their page goes through the coach's own attendance rule (one outcome, one credit)",
  },
  'student-page/student-page.service': {
    names: ['ensurePageLinks', 'pageUrlOf', 'pageLinkKeys', 'PageLinkKeys'],
    why: "a reminder links the student's page (its lessons are answered there): the page's own link, made once",
  },
  'reminders/reminders.service': {
    names: ['writeConsent'],
    why: "'Parar lembretes' on the student's page records the student's withdrawal as the coach's screen does (one consent history)",
  },
  'agenda/makeup-booking': {
    names: ['bookMakeup', 'joinMakeupWaitlist'],
    why: "a student books a place open to make-ups from their page under the agenda's lock and capacity rule",
  },
  'agenda/makeup-offers': {
    names: ['makeupOffers', 'MakeupOffers', 'MakeupPlace'],
    why: "the student's page lists the places open to make-ups with the agenda's own occurrences and waitlist",
  },
  'progress/progress-drafts': {
    names: ['afterClassText'],
    why: "the automatic after-class summary sends the progress feature's own message, by its rules",
  },
  'agenda/series-import': {
    names: ['fitImportedSeries', 'lockImportAgenda', 'ImportedSeries', 'SeriesVerdict'],
    why: "a sheet's weekly times become weekly series by the agenda's own overlap rule, in the import's transaction",
  },
  'agenda/agenda-context': {
    names: ['horizonOf'],
    why: 'the calendar feed reaches as far ahead as the agenda plans (one horizon)',
  },
  'agenda/agenda-summary': {
    names: ['studentAgenda'],
    why: "the student's page lists the student's next lessons with the agenda's own query",
  },
  'voice-notes/voice-note-dto': {
    names: ['loadFeedbackVoiceNotes'],
    why: "the session history and the Feedbacks tab show each feedback's voice notes",
  },
  'voice-notes/feedback-notes': {
    names: ['attachFeedbackVoiceNotes', 'queuedMediaDeletions', 'FlushMedia'],
    why: 'saving a feedback attaches its voice notes in the same transaction; writes that delete notes (edits, anonymization, the account) remove their files after the commit',
  },
  'voice-notes/send-audio': {
    names: ['sendAudio'],
    why: "the student's page plays a shared voice note with the owner's playback (ranges, private cache)",
  },
  'leads/leads.service': { names: ['exportLeadsCsv'], why: 'the admin export reads the leads' },
}

/**
 * The few web modules besides `api.ts`/`api/` another web feature may import, with the names it
 * may take and why (the server's rule, on the web). A component belongs to the feature whose
 * endpoints it calls; when another feature's screen must embed it deep inside its own
 * components, it is listed here rather than moved to `components/` or threaded through routes.
 */
export const WEB_PUBLIC_MODULES: Record<string, { names: '*' | string[]; why: string }> = {
  'voice-notes/components/voice-notes-field': {
    names: ['VoiceNotesField', 'VoiceNotesUpdate'],
    why: "the feedback editors (the new class, the session editor, the student's Feedbacks tab) record and attach voice notes with it",
  },
  'voice-notes/components/voice-note-list': {
    names: ['VoiceNoteList'],
    why: "the session history and the student's Feedbacks tab play each feedback's voice notes",
  },
  'voice-notes/components/use-voice-recorder': {
    names: ['useVoiceRecorder', 'recorderSupport', 'formatClock', 'Recording', 'RecorderError'],
    why: "the assistant's panel records a voice message with the voice notes' own recorder (formats, bit rate, length limit)",
  },
  'clubs/components/club-select': {
    names: ['ClubSelect'],
    why: "the lesson form and the feedback editors pick a club from the coach's clubs",
  },
  'packages/components/package-dialog': {
    names: ['PackageDialog'],
    why: "the student's Packages tab and the session editor's 'Atribuir pacote' create or edit a package in place",
  },
  'payments/components/package-payments': {
    names: ['PackagePayments'],
    why: "each package card of the student's page shows its payments, 'Registrar pagamento' and 'Cobrar via Pix'",
  },
}

export interface Violation {
  file: string
  line: number
  specifier: string
  reason: string
}

const SIDES = ['web', 'server'] as const
type Side = (typeof SIDES)[number]

const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/

function walk(dir: string): string[] {
  let out: string[] = []
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) out = out.concat(walk(full))
    else if (CODE.test(name) && !name.endsWith('.d.ts')) out.push(full)
  }
  return out
}

/** Where an import points inside the repository, without extension; null for packages. */
function resolveSpecifier(root: string, file: string, specifier: string): string | null {
  if (specifier.startsWith('~/')) return path.join(root, 'src/web', specifier.slice(2))
  if (specifier.startsWith('@shared/')) return path.join(root, 'src/shared', specifier.slice(8))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier)
  return null
}

/** `{ side, feature, rest }` when `abs` is inside `src/<side>/features/<feature>/`. */
function featureOf(
  root: string,
  abs: string,
): { side: Side; feature: string; rest: string } | null {
  const rel = path.relative(root, abs).split(path.sep)
  if (rel[0] !== 'src' || rel[2] !== 'features' || rel.length < 5) return null
  const side = rel[1] as Side
  if (!SIDES.includes(side)) return null
  return { side, feature: rel[3]!, rest: rel.slice(4).join('/').replace(CODE, '') }
}

/** The folder a file's imports are checked for: a feature, or web `components/`/`lib/`. */
function ownerOf(
  root: string,
  file: string,
): { side: Side; feature: string | null; shared?: 'components' | 'lib' } | null {
  const inFeature = featureOf(root, file)
  if (inFeature) return inFeature
  const rel = path.relative(root, file).split(path.sep)
  if (rel[0] === 'src' && rel[1] === 'web' && (rel[2] === 'components' || rel[2] === 'lib')) {
    return { side: 'web', feature: null, shared: rel[2] }
  }
  return null
}

/** `names`: the names imported, or '*' for a namespace import, a re-export of all, import(). */
function isPublic(side: Side, feature: string, rest: string, names: '*' | string[]): boolean {
  if (side === 'web' && (rest === 'api' || rest.startsWith('api/'))) return true
  const modules = side === 'web' ? WEB_PUBLIC_MODULES : SERVER_PUBLIC_MODULES
  const allowed = modules[`${feature}/${rest}`]?.names
  if (!allowed) return false
  if (allowed === '*') return true
  return names !== '*' && names.every((name) => allowed.includes(name))
}

interface Import {
  specifier: string
  names: '*' | string[]
  line: number
}

/** Static imports, re-exports and `import()` calls, with the names they take. */
function importsOf(file: string, source: string): Import[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false)
  const found: Import[] = []
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const bindings = clause?.namedBindings
      const names: '*' | string[] =
        bindings && ts.isNamespaceImport(bindings)
          ? '*'
          : [
              ...(clause?.name ? ['default'] : []),
              ...(bindings && ts.isNamedImports(bindings)
                ? bindings.elements.map((e) => (e.propertyName ?? e.name).text)
                : []),
            ]
      found.push({ specifier: node.moduleSpecifier.text, names, line: lineOf(node) })
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause
      const names: '*' | string[] =
        clause && ts.isNamedExports(clause)
          ? clause.elements.map((e) => (e.propertyName ?? e.name).text)
          : '*'
      found.push({ specifier: node.moduleSpecifier.text, names, line: lineOf(node) })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, names: '*', line: lineOf(node) })
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal
      if (ts.isStringLiteral(literal)) {
        found.push({ specifier: literal.text, names: '*', line: lineOf(node) })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

/** Every import in `src/{web,server}` that crosses a feature boundary without leave. */
export function findViolations(root: string): Violation[] {
  const violations: Violation[] = []
  for (const side of SIDES) {
    for (const file of walk(path.join(root, 'src', side))) {
      const owner = ownerOf(root, file)
      if (!owner) continue
      const source = readFileSync(file, 'utf8')
      for (const imported of importsOf(file, source)) {
        const target = resolveSpecifier(root, file, imported.specifier)
        const into = target && featureOf(root, target)
        if (!into || into.side !== side || into.feature === owner.feature) continue
        if (owner.shared === 'components') {
          violations.push({
            file: path.relative(root, file),
            line: imported.line,
            specifier: imported.specifier,
            reason: `web components/ imports web feature '${into.feature}': shared UI takes its data by props and calls no endpoint; UI that calls a feature's endpoints lives in that feature (listed in WEB_PUBLIC_MODULES when another feature embeds it)`,
          })
          continue
        }
        if (isPublic(side, into.feature, into.rest, imported.names)) continue
        const from = owner.feature ? `feature '${owner.feature}'` : 'a shared module'
        violations.push({
          file: path.relative(root, file),
          line: imported.line,
          specifier: imported.specifier,
          reason:
            side === 'web'
              ? `${from} imports ${nameList(imported.names)} from '${into.feature}/${into.rest}', not public in web feature '${into.feature}' (its api.ts and the modules in WEB_PUBLIC_MODULES are): move the shared piece to components/ (UI that takes its data by props) or lib/, list it in WEB_PUBLIC_MODULES with a reason, or compose in routes/`
              : `${from} imports ${nameList(imported.names)} from '${into.feature}/${into.rest}', not public in server feature '${into.feature}' (see SERVER_PUBLIC_MODULES in scripts/feature-boundaries.ts): move the shared piece to lib/, or compose in app.ts`,
        })
      }
    }
  }
  return violations
}

/**
 * Files and folders that leave the one web feature layout (docs/architecture.md "The web
 * feature layout"): at a feature's top `api.ts` or `api/` (not both), `components/`, `lib/` and
 * use-case folders; a use-case folder holds `components/` and `lib/` only.
 */
export function layoutViolations(root: string): string[] {
  const found: string[] = []
  const featuresDir = path.join(root, 'src/web/features')
  const rel = (p: string) => path.relative(root, p)
  const isDir = (p: string) => statSync(p).isDirectory()
  for (const feature of readdirSync(featuresDir)) {
    const dir = path.join(featuresDir, feature)
    if (!isDir(dir)) {
      found.push(`${rel(dir)}: a file beside the features (each feature is a folder)`)
      continue
    }
    const entries = readdirSync(dir)
    if (entries.includes('api.ts') && entries.includes('api')) {
      found.push(`${rel(dir)}: both api.ts and api/ (one or the other)`)
    }
    for (const name of entries) {
      const full = path.join(dir, name)
      if (!isDir(full)) {
        if (name !== 'api.ts') found.push(`${rel(full)}: at the feature's top only api.ts`)
        continue
      }
      if (['api', 'components', 'lib'].includes(name)) continue
      for (const inner of readdirSync(full)) {
        if (!['components', 'lib'].includes(inner) || !isDir(path.join(full, inner))) {
          found.push(
            `${rel(path.join(full, inner))}: a use-case folder holds components/ and lib/ only`,
          )
        }
      }
    }
  }
  return found
}

/** Allow-list entries that name no file any more (a renamed module must not stay allowed). */
export function staleAllowances(root: string): string[] {
  const stale: string[] = []
  const listed = [
    ...Object.keys(SERVER_PUBLIC_MODULES).map((module) => `src/server/features/${module}`),
    ...Object.keys(WEB_PUBLIC_MODULES).map((module) => `src/web/features/${module}`),
  ]
  for (const module of listed) {
    const base = path.join(root, module)
    const exists = ['.ts', '.tsx'].some((ext) => {
      try {
        return statSync(base + ext).isFile()
      } catch {
        return false
      }
    })
    if (!exists) stale.push(module)
  }
  return stale
}

function nameList(names: '*' | string[]): string {
  return names === '*' ? 'the whole module' : names.join(', ') || 'side effects'
}

export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => `${v.file}:${v.line}  import '${v.specifier}'\n  ${v.reason}`)
    .join('\n')
}
