import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { checkSizeBudget, formatOversize, MAX_FILE_LINES, MAX_FUNCTION_LINES } from './size-budget'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('size budget', () => {
  it('every function over 80 lines and file over 300 lines has its written reason', () => {
    const { unexplained } = checkSizeBudget(root)
    expect(unexplained, `\n${unexplained.map(formatOversize).join('\n')}\n`).toEqual([])
  })

  it('no reason is left for something back under the budget', () => {
    expect(checkSizeBudget(root).stale).toEqual([])
  })
})

describe('the size check itself', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'size-budget-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  const body = (lines: number) => Array.from({ length: lines - 2 }, (_, i) => `  f(${i})`)
  // a function of exactly the budget, one over it, and one over it holding a long callback
  write(
    'src/server/a.ts',
    [
      'export function fits() {',
      ...body(MAX_FUNCTION_LINES),
      '}',
      'export function tooLong() {',
      ...body(MAX_FUNCTION_LINES + 1),
      '}',
      'export const outer = () => {',
      '  run(async () => {',
      ...body(MAX_FUNCTION_LINES + 1),
      '  })',
      '}',
    ].join('\n'),
  )
  write('src/web/b.tsx', Array.from({ length: MAX_FILE_LINES + 1 }, () => '//').join('\n'))
  write('src/web/b.test.tsx', Array.from({ length: MAX_FILE_LINES + 1 }, () => '//').join('\n'))
  write('src/server/db/migrations/0001.ts', Array.from({ length: 400 }, () => '//').join('\n'))

  it('reports the function one line over, the outer function only, and the long file', () => {
    const { unexplained } = checkSizeBudget(dir, {})
    expect(unexplained.map((o) => [o.file, o.what, o.lines])).toEqual([
      ['src/server/a.ts', 'tooLong', MAX_FUNCTION_LINES + 1],
      ['src/server/a.ts', 'outer', MAX_FUNCTION_LINES + 3],
      ['src/web/b.tsx', '<file>', MAX_FILE_LINES + 1],
    ])
    expect(formatOversize(unexplained[0]!)).toContain("add 'src/server/a.ts#tooLong'")
  })

  it('accepts a written reason, and reports a reason for something within the budget', () => {
    const result = checkSizeBudget(dir, {
      'src/server/a.ts#tooLong': 'one list of steps read top to bottom',
      'src/server/a.ts#outer': 'the transaction reads as one story',
      'src/web/b.tsx': 'the catalogue of one screen',
      'src/server/a.ts#fits': 'no longer long',
    })
    expect(result.unexplained).toEqual([])
    expect(result.stale).toEqual(['src/server/a.ts#fits'])
  })
})
