/**
 * One writer of the credit ledger (docs/decisions/0004): every row of `credit_movements` is
 * written by `src/server/features/packages/ledger.ts`, in the same statement or transaction as
 * the change of the package's balance it explains — which is how `remaining_classes` always
 * equals the sum of the package's movements, and how the server's rule (the oldest package
 * valid on the class day pays) has one home. Run by `ledger-writers.unit.test.ts` in `npm test`.
 *
 * It reads every code file of src/, scripts/ and tests/ and every SQL file (the migrations),
 * and refuses, outside the ledger and the files of LEDGER_WRITERS_ALLOWED:
 * - SQL text that writes the table (INSERT INTO, UPDATE, DELETE FROM, TRUNCATE, MERGE INTO,
 *   COPY … credit_movements) in a string or template literal — comments do not count; a SQL
 *   file is read whole;
 * - the table interpolated into such a text (sql`DELETE FROM ${creditMovements} …`);
 * - Drizzle's `.insert(creditMovements)`, `.update(…)`, `.delete(…)`, with the table imported
 *   under any name, or reached as a property (`schema.creditMovements`).
 * Reading the ledger is free for everyone.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** The one writer. */
export const LEDGER_FILE = 'src/server/features/packages/ledger.ts'

/** Files that may write the ledger besides the ledger itself, with why. Keep it short. */
export const LEDGER_WRITERS_ALLOWED: Record<string, string> = {
  'src/server/features/profile/account-delete.ts':
    "deleting an account erases the coach's ledger with the packages it explains: no balance is left for it to explain",
  'src/server/features/students/students-scale.test.ts':
    'the scale test seeds thousands of packages in bulk, each with the movements that sum to its balance',
  'scripts/bench/seed-bulk.ts':
    "the bench seeds years of a coach's history into a scratch database in bulk, each package's movements summing to its balance",
  'scripts/bench/students-axis.ts':
    "the bench's students axis seeds packages in bulk into a scratch database, with the movements of their balances",
  'scripts/bench/reports.ts':
    "the bench's reports coaches are seeded in bulk into a scratch database, with the movements of their balances",
  'scripts/bench/progress.ts':
    "the bench's progress student is seeded into a scratch database with its package's purchase movement",
  'scripts/ledger-writers.unit.test.ts':
    "this check's own test: the writes it must refuse, as source text",
}

const SCANNED = ['src', 'scripts', 'tests']
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
const TABLE = 'credit_movements'
const TABLE_CONST = 'creditMovements'

/** Either name of the table (SQL's, Drizzle's). */
const NAMES_TABLE = /credit_movements|creditMovements/

/** A statement that writes rows of the table, its name right after the verb. */
const WRITES_TABLE = new RegExp(
  String.raw`\b(?:insert\s+into|update(?:\s+only)?|delete\s+from(?:\s+only)?|truncate(?:\s+table)?(?:\s+only)?|merge\s+into|copy)\s+(?:"?public"?\s*\.\s*)?"?${TABLE}"?(?![\w])`,
  'gi',
)
/** A text that ends with a writing verb: the table follows as an interpolated value. */
const ENDS_WITH_VERB =
  /\b(?:insert\s+into|update(?:\s+only)?|delete\s+from(?:\s+only)?|truncate(?:\s+table)?|merge\s+into)\s*$/i

export interface LedgerWrite {
  file: string
  line: number
  text: string
}

function walk(dir: string): string[] {
  let out: string[] = []
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return out
  }
  for (const name of names) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) out = out.concat(walk(full))
    else if ((CODE.test(name) && !name.endsWith('.d.ts')) || name.endsWith('.sql')) out.push(full)
  }
  return out
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 100)

/** The writes of the ledger in one file's text (`file` is relative to the root, with '/'). */
export function ledgerWritesIn(file: string, source: string): LedgerWrite[] {
  if (file.endsWith('.sql')) {
    return [...source.matchAll(WRITES_TABLE)].map((m) => ({
      file,
      line: lineAt(source, m.index),
      text: oneLine(m[0]),
    }))
  }
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const found: LedgerWrite[] = []
  const at = (node: ts.Node, text: string) =>
    found.push({
      file,
      line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
      text: oneLine(text),
    })
  // the names the table's Drizzle object goes by in this file
  const aliases = new Set<string>()
  const collect = (node: ts.Node) => {
    if (ts.isImportSpecifier(node) && (node.propertyName ?? node.name).text === TABLE_CONST) {
      aliases.add(node.name.text)
    } else if (
      ts.isBindingElement(node) &&
      ts.isIdentifier(node.name) &&
      (node.propertyName && ts.isIdentifier(node.propertyName)
        ? node.propertyName.text
        : node.name.text) === TABLE_CONST
    ) {
      aliases.add(node.name.text)
    }
    ts.forEachChild(node, collect)
  }
  collect(sf)
  const isTable = (expr: ts.Expression): boolean => {
    let e = expr
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e))
      e = e.expression
    if (ts.isIdentifier(e)) return aliases.has(e.text)
    return ts.isPropertyAccessExpression(e) && e.name.text === TABLE_CONST
  }
  // `const table = creditMovements`: one more name for it
  const alias = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      isTable(node.initializer)
    ) {
      aliases.add(node.name.text)
    }
    ts.forEachChild(node, alias)
  }
  alias(sf)
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const m of node.text.matchAll(WRITES_TABLE)) at(node, m[0])
    }
    if (ts.isTemplateExpression(node)) {
      let before = node.head.text
      for (const span of node.templateSpans) {
        if (ENDS_WITH_VERB.test(before) && isTable(span.expression)) {
          at(
            span.expression,
            `${before.match(ENDS_WITH_VERB)![0]} \${${span.expression.getText(sf)}}`,
          )
        }
        before = span.literal.text
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['insert', 'update', 'delete'].includes(node.expression.name.text) &&
      node.arguments[0] &&
      isTable(node.arguments[0])
    ) {
      at(node, node.getText(sf))
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

/** Every write of the ledger outside the ledger and the allowed files. */
export function findLedgerWriters(root: string): LedgerWrite[] {
  const out: LedgerWrite[] = []
  for (const dir of SCANNED) {
    for (const full of walk(path.join(root, dir))) {
      const file = path.relative(root, full).split(path.sep).join('/')
      if (file === LEDGER_FILE || file in LEDGER_WRITERS_ALLOWED) continue
      const source = readFileSync(full, 'utf8')
      // a file that never names the table cannot write it: not parsed
      if (!NAMES_TABLE.test(source)) continue
      out.push(...ledgerWritesIn(file, source))
    }
  }
  return out
}

/** Allowed files that are gone or no longer write the ledger (an allowance must not linger). */
export function staleLedgerAllowances(root: string): string[] {
  return Object.keys(LEDGER_WRITERS_ALLOWED).filter((file) => {
    try {
      return ledgerWritesIn(file, readFileSync(path.join(root, file), 'utf8')).length === 0
    } catch {
      return true
    }
  })
}

export function formatLedgerWrites(writes: LedgerWrite[]): string {
  return writes
    .map(
      (w) =>
        `${w.file}:${w.line}  ${w.text}\n  writes credit_movements outside ${LEDGER_FILE}: move credits through the ledger's functions (or list the file in LEDGER_WRITERS_ALLOWED of scripts/ledger-writers.ts, with why)`,
    )
    .join('\n')
}
