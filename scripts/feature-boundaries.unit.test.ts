import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { findViolations, formatViolations, staleAllowances } from './feature-boundaries'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The lint rule of docs/design.md "Layout": a feature does not import another's internals. */
describe('feature boundaries', () => {
  it('no feature imports another feature’s internals (web and server)', () => {
    const violations = findViolations(root)
    expect(violations, `\n${formatViolations(violations)}\n`).toEqual([])
  })

  it('every allowed public server module still exists', () => {
    expect(staleAllowances(root)).toEqual([])
  })
})

describe('the boundary check itself', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'feature-boundaries-'))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  write('src/web/features/a/components/x.tsx', "import { y } from '~/features/b/components/y'\n")
  write(
    'src/web/features/a/ok.ts',
    "import { q } from '~/features/b/api'\nimport { z } from './z'\n",
  )
  write('src/web/components/shared.tsx', "import { y } from '../features/b/components/y'\n")
  write(
    'src/web/features/a/components/notes.tsx',
    "import { VoiceNotesField } from '~/features/voice-notes/components/voice-notes-field'\n" +
      "import { useVoiceRecorder } from '~/features/voice-notes/components/voice-notes-field'\n",
  )
  write('src/web/routes/page.tsx', "import { y } from '~/features/b/components/y'\n")
  write(
    'src/server/features/a/a.service.ts',
    "import { other } from '../students/students.service'\n",
  )
  write('src/server/features/a/ok.ts', "import { takeCredit } from '../packages/ledger'\n")
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('names each crossing import; api.ts, the allowed names and routes/ pass', () => {
    const found = findViolations(dir).map((v) => `${v.file}:${v.line} ${v.specifier}`)
    expect(found.sort()).toEqual([
      'src/server/features/a/a.service.ts:1 ../students/students.service',
      'src/web/components/shared.tsx:1 ../features/b/components/y',
      'src/web/features/a/components/notes.tsx:2 ~/features/voice-notes/components/voice-notes-field',
      'src/web/features/a/components/x.tsx:1 ~/features/b/components/y',
    ])
  })
})
