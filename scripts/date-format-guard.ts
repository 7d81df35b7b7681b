/**
 * Dates on the coach's clocks: every date and time the app shows — screens, the student's page,
 * messages, exports, the calendar feed — is in the coach's time zone, never the device's or the
 * server's. A coach in New York using a phone set to São Paulo saw one class at two times on one
 * screen. Run by `date-format-guard.unit.test.ts` in `npm test`.
 *
 * The formatting homes are `src/shared/domain/date-text.ts` (patterns read in a given zone) with
 * `formats.ts`/`dates.ts` on top, and `src/web/lib/formats.ts` (the coach's zone and language).
 * Anywhere else in src/web and src/server this check refuses what reads the runtime's zone:
 * - `toLocaleString`, `toLocaleDateString`, `toLocaleTimeString` and `Intl.DateTimeFormat`
 *   without a `timeZone` option (`Intl.DateTimeFormat().resolvedOptions()`, which only asks
 *   the device's zone, is fine);
 * - the local getters of a Date (`getHours`, `getDate`, `getDay`, `getMonth`, `getFullYear`,
 *   `getMinutes`);
 * - date-fns, whose `format` writes the runtime's zone;
 * - in src/web, the shared date formats imported past `~/lib/formats`, which gives them the
 *   coach's zone (formatValue, which takes the zone, is fine).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** Files allowed to read the runtime's clock, with why. Keep it short. */
export const DATE_GUARD_ALLOWED: Record<string, string> = {
  'src/web/features/marketing/components/site-footer.tsx':
    "the copyright year of the public site, whose visitor has no coach's zone",
}

const SCANNED = ['src/web', 'src/server']
const LOCAL_GETTERS = new Set([
  'getHours',
  'getMinutes',
  'getDate',
  'getDay',
  'getMonth',
  'getFullYear',
])
const TO_LOCALE = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'])
/** The shared formats that read an instant in the zone they are given, or the runtime's. */
const SHARED_DATE_FORMATS = new Set([
  'formatDate',
  'formatTime',
  'formatDateTime',
  'formatLongDate',
  'formatDayMonth',
  'formatDateTimeShort',
  'formatPattern',
  'formatDateBR',
  'formatTimeBR',
  'formatDateTimeBR',
  'formatLongDateBR',
  'formatDayMonthBR',
])
const WEB_FORMATS_HOME = 'src/web/lib/formats.ts'

export interface DateViolation {
  file: string
  line: number
  text: string
  why: string
}

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return out
  }
  for (const name of entries) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full))
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
      out.push(full)
  }
  return out
}

/** Whether a call's options (its second argument) name a `timeZone`. */
function hasTimeZone(args: readonly ts.Expression[]): boolean {
  const options = args[1]
  if (!options) return false
  if (!ts.isObjectLiteralExpression(options)) return true // built elsewhere: trust it
  return options.properties.some(
    (p) =>
      p.name !== undefined &&
      (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
      p.name.text === 'timeZone',
  )
}

const isIntlDateTimeFormat = (e: ts.Expression) =>
  ts.isPropertyAccessExpression(e) &&
  e.name.text === 'DateTimeFormat' &&
  ts.isIdentifier(e.expression) &&
  e.expression.text === 'Intl'

/** The violations of one file's text (`file`: its path from the repository's root). */
export function checkSource(file: string, text: string): DateViolation[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: DateViolation[] = []
  const report = (node: ts.Node, why: string) =>
    found.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      text: node.getText(source).split('\n')[0]!.slice(0, 100),
      why,
    })
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text
      if (/^date-fns(\/|$)/.test(from))
        report(node, "date-fns formats in the runtime's zone: use the formats of ~/lib/formats")
      const bindings = node.importClause?.namedBindings
      if (
        file.startsWith('src/web/') &&
        file !== WEB_FORMATS_HOME &&
        /(^@shared\/|\/shared\/)/.test(from) &&
        bindings &&
        ts.isNamedImports(bindings)
      ) {
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text
          if (SHARED_DATE_FORMATS.has(name))
            report(element, `${name} of ${from}: use ~/lib/formats (the coach's zone)`)
        }
      }
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression
      const args = node.arguments ?? []
      if (isIntlDateTimeFormat(callee) && !hasTimeZone(args)) {
        const parent = node.parent
        const asksZone =
          args.length === 0 &&
          ts.isPropertyAccessExpression(parent) &&
          parent.name.text === 'resolvedOptions'
        if (!asksZone) report(node, 'Intl.DateTimeFormat without a timeZone')
      }
      if (ts.isPropertyAccessExpression(callee)) {
        const name = callee.name.text
        if (TO_LOCALE.has(name) && !hasTimeZone(args))
          report(node, `${name} without a timeZone: use the formats of ~/lib/formats`)
        if (LOCAL_GETTERS.has(name) && args.length === 0)
          report(node, `${name}() reads the runtime's clock, not the coach's`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Every violation under src/web and src/server of the repository at `root`. */
export function findDateViolations(root: string): DateViolation[] {
  const out: DateViolation[] = []
  for (const dir of SCANNED) {
    for (const full of sourceFiles(path.join(root, dir))) {
      const file = path.relative(root, full).split(path.sep).join('/')
      if (file in DATE_GUARD_ALLOWED) continue
      out.push(...checkSource(file, readFileSync(full, 'utf8')))
    }
  }
  return out
}

export const formatDateViolations = (list: DateViolation[]) =>
  list.map((v) => `${v.file}:${v.line}  ${v.text}\n    ${v.why}`).join('\n')
