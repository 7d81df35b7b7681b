import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Every Portuguese message the code can answer or show: the texts given as zod
 * `error:`/`message:` options and in error bodies, the messages of notFound()/new AppError(),
 * the *_MESSAGE(S)/*_NOT_FOUND constants and what `…Problem`/`…Message` functions return.
 * A template literal becomes a pattern with `{{}}` in place of each interpolation.
 */

/** The server, the shared code, and the web's own messages (api-client's network error…). */
const ROOTS = ['src/shared', 'src/server', 'src/web/lib']
/** Content, not messages: the drills library is a catalog of its own. */
const SKIP_DIRS = new Set(['drills', 'migrations', 'prompts'])
const MESSAGE_PROPS = new Set(['error', 'message', 'required', 'invalid'])
/** A text variable or parameter: `const periodError = …`, `message = 'Registro não encontrado'`. */
const TEXT_NAME = /^[A-Z][A-Z0-9_]+$|(message|Message|error|Error)$/
/** The error classes, by the position of their message: the server's and the web's. */
const MESSAGE_OF_ERROR: Record<string, number> = { AppError: 1, ApiError: 2 }
/** The shared schema helpers that take a message, by argument position. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  optionalText: 1,
  isoDateSchema: 0,
  maskedPhone: 0,
  day: 0,
  notFound: 0,
}
/** Labels, and word tables that have each language already (WORDS_PT/WORDS_EN…), not messages. */
const SKIP_CONSTANT = /_LABELS$|WORDS(_[A-Z]+)?$/
const CONSTANT_NAME = /(_MESSAGES?|_NOT_FOUND|_ERROR|Messages?)$|^AUTH_MESSAGES/
const FUNCTION_NAME = /(Problem|Message)$/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/** The texts an expression can evaluate to (both branches of a ?:, the right of ??/||). */
function texts(node: ts.Expression | undefined): string[] {
  if (!node) return []
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
  if (ts.isTemplateExpression(node))
    return [node.head.text + node.templateSpans.map((s) => `{{}}${s.literal.text}`).join('')]
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node)
  )
    return texts(node.expression)
  if (ts.isConditionalExpression(node)) return [...texts(node.whenTrue), ...texts(node.whenFalse)]
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  )
    return [...texts(node.left), ...texts(node.right)]
  return []
}

/** Every string value inside a constant's initializer (object values, array items). */
function valuesOf(node: ts.Expression): string[] {
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((p) =>
      ts.isPropertyAssignment(p) ? valuesOf(p.initializer) : [],
    )
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((e) => valuesOf(e))
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    return valuesOf(node.expression)
  return texts(node)
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string {
  const e = node.expression
  if (ts.isIdentifier(e)) return e.text
  if (ts.isPropertyAccessExpression(e)) return e.name.text
  return ''
}

function collectFile(file: string, into: Map<string, string>) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const add = (list: string[]) => {
    for (const text of list)
      if (isMessage(text) && !into.has(text)) into.set(text, path.relative(process.cwd(), file))
  }
  const visit = (node: ts.Node, inFunction: string | null) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      SKIP_CONSTANT.test(node.name.text)
    )
      return
    let fn = inFunction
    if (ts.isFunctionDeclaration(node) && node.name) fn = node.name.text
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (CONSTANT_NAME.test(node.name.text)) add(valuesOf(node.initializer))
      else if (TEXT_NAME.test(node.name.text)) add(texts(node.initializer))
      if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
        fn = node.name.text
    }
    if (
      ts.isPropertyAssignment(node) &&
      MESSAGE_PROPS.has(node.name.getText(source).replace(/['"]/g, ''))
    )
      add(texts(node.initializer))
    if (ts.isNewExpression(node) && calleeName(node) in MESSAGE_OF_ERROR)
      add(texts(node.arguments?.[MESSAGE_OF_ERROR[calleeName(node)]!]))
    if (ts.isParameter(node) && ts.isIdentifier(node.name) && TEXT_NAME.test(node.name.text))
      add(texts(node.initializer))
    if (ts.isCallExpression(node) && calleeName(node) in MESSAGE_ARGUMENT)
      add(texts(node.arguments[MESSAGE_ARGUMENT[calleeName(node)]!]))
    if (ts.isReturnStatement(node) && fn && FUNCTION_NAME.test(fn)) add(texts(node.expression))
    if (ts.isArrowFunction(node) && fn && FUNCTION_NAME.test(fn) && !ts.isBlock(node.body))
      add(texts(node.body))
    ts.forEachChild(node, (child) => visit(child, fn))
  }
  visit(source, null)
}

/** A human sentence, not a code ('NOT_FOUND'), an identifier or an English log line. */
function isMessage(text: string): boolean {
  if (!/[A-Za-zÀ-ú]/.test(text)) return false
  if (/^[A-Z0-9_.:-]+$/.test(text)) return false
  // English texts better-auth or the logs use start lowercase or are keys of a map
  return /^[A-ZÀ-Ú{]/.test(text) && /[a-zà-ú]/.test(text) && /[\sà-ú]/.test(text)
}

/** Portuguese message → the first file it was found in. */
export function collectPortugueseMessages(root = process.cwd()): Map<string, string> {
  const found = new Map<string, string>()
  for (const dir of ROOTS)
    for (const file of sourceFiles(path.join(root, dir))) collectFile(file, found)
  return found
}
