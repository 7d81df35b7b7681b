import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  findViolations,
  formatViolations,
  layoutViolations,
  staleAllowances,
} from './feature-boundaries'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The lint rule of docs/design.md "Layout": a feature does not import another's internals. */
describe('feature boundaries', () => {
  it('no feature imports another feature’s internals (web and server)', () => {
    const violations = findViolations(root)
    expect(violations, `\n${formatViolations(violations)}\n`).toEqual([])
  })

  it('every allowed public module still exists', () => {
    expect(staleAllowances(root)).toEqual([])
  })

  it('every web feature has the one layout', () => {
    expect(layoutViolations(root)).toEqual([])
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
  write('src/web/components/select.tsx', "import { q } from '~/features/b/api'\n")
  write('src/web/lib/reads.ts', "import { q } from '~/features/b/api'\n")
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
  write('src/web/features/b/api.ts', 'export const q = 1\n')
  write('src/web/features/b/lib/y.ts', 'export const y = 1\n')
  write('src/web/features/b/stray.ts', 'export const s = 1\n')
  write('src/web/features/c/api.ts', 'export const q = 1\n')
  write('src/web/features/c/api/more.ts', 'export const q = 1\n')
  write('src/web/features/c/new/components/x.tsx', 'export const x = 1\n')
  write('src/web/features/c/new/x.tsx', 'export const x = 1\n')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('names each crossing import; api.ts, the allowed names and routes/ pass', () => {
    const found = findViolations(dir).map((v) => `${v.file}:${v.line} ${v.specifier}`)
    expect(found.sort()).toEqual([
      'src/server/features/a/a.service.ts:1 ../students/students.service',
      'src/web/components/select.tsx:1 ~/features/b/api',
      'src/web/components/shared.tsx:1 ../features/b/components/y',
      'src/web/features/a/components/notes.tsx:2 ~/features/voice-notes/components/voice-notes-field',
      'src/web/features/a/components/x.tsx:1 ~/features/b/components/y',
    ])
  })

  it('names each file or folder outside the one web feature layout', () => {
    expect(
      layoutViolations(dir)
        .map((v) => v.split(':')[0])
        .sort(),
    ).toEqual([
      'src/web/features/a/ok.ts',
      'src/web/features/b/stray.ts',
      'src/web/features/c',
      'src/web/features/c/new/x.tsx',
    ])
  })
})
