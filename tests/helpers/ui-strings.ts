import ts from 'typescript'

/**
 * Finds the UI texts written in code instead of a catalog: JSX text, string literals
 * given to the attributes people read (aria-label, title, placeholder, alt, label) or rendered
 * as a JSX child, and the messages of toast(...) calls. A text is one that has a letter; the
 * literals reached are those the expression itself shows (branches of ?:, ||, ??, +, templates),
 * never a function's arguments — so {t('key')} and {t('key', { name: 'x' })} are not texts.
 */

/**
 * Attributes whose value people read (screen readers included): the HTML ones, and the props
 * our components take for a text (EmptyState's description, a dialog's confirmLabel…).
 */
const READ_ATTRIBUTE =
  /^(aria-(label|description|roledescription|valuetext|placeholder)|title|placeholder|alt|label|description|hint|caption|subtitle|heading|[a-z]+(Label|Title|Text|Description|Hint|Placeholder|Message))$/

/** Texts that are the same in every language. */
const LANGUAGE_NEUTRAL = new Set([
  // the brand
  'Quadra',
])

export type Finding = { line: number; text: string; where: string }

const hasLetter = (text: string) => /\p{L}/u.test(text)

/** The literal texts an expression shows (not those passed to functions it calls). */
function literals(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
  if (ts.isTemplateExpression(node)) {
    return [
      node.head.text,
      ...node.templateSpans.flatMap((s) => [...literals(s.expression), s.literal.text]),
    ]
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return literals(node.expression)
  if (ts.isConditionalExpression(node))
    return [...literals(node.whenTrue), ...literals(node.whenFalse)]
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.AmpersandAmpersandToken
    ) {
      return op === ts.SyntaxKind.AmpersandAmpersandToken
        ? literals(node.right)
        : [...literals(node.left), ...literals(node.right)]
    }
    if (op === ts.SyntaxKind.PlusToken) return [...literals(node.left), ...literals(node.right)]
  }
  return []
}

/** toast('…'), toast.error('…', { description: '…' }) */
function isToastCall(node: ts.CallExpression): boolean {
  const callee = node.expression
  if (ts.isIdentifier(callee)) return callee.text === 'toast'
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'toast'
  )
}

function toastTexts(node: ts.CallExpression): string[] {
  const [message, options] = node.arguments
  const texts = message ? literals(message) : []
  if (options && ts.isObjectLiteralExpression(options)) {
    for (const prop of options.properties) {
      if (
        ts.isPropertyAssignment(prop) &&
        ts.isIdentifier(prop.name) &&
        ['title', 'description'].includes(prop.name.text)
      ) {
        texts.push(...literals(prop.initializer))
      }
    }
  }
  return texts
}

/** The UI texts of one source file that are not in a catalog. */
export function findUiStrings(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const findings: Finding[] = []
  const report = (node: ts.Node, texts: string[], where: string) => {
    for (const raw of texts) {
      const text = raw.replace(/\s+/g, ' ').trim()
      if (hasLetter(text) && !LANGUAGE_NEUTRAL.has(text)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
        findings.push({ line: line + 1, text, where })
      }
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, [node.text], 'JSX text')
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      report(node, literals(node.expression), 'JSX child')
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file)
      if (READ_ATTRIBUTE.test(name)) {
        const value = node.initializer
        const texts = ts.isStringLiteral(value)
          ? [value.text]
          : ts.isJsxExpression(value) && value.expression
            ? literals(value.expression)
            : []
        report(node, texts, name)
      }
    } else if (ts.isCallExpression(node) && isToastCall(node)) {
      report(node, toastTexts(node), 'toast')
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return findings
}
