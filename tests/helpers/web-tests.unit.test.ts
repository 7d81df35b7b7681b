import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The files of a folder, recursively, as paths from the repository's root. */
function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

/** The calls of `vi.mock(` in a source, as 'file:line'. */
function moduleMocks(file: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, i) => (/\bvi\.mock\(/.test(line) ? [`${file}:${i + 1}`] : []))
}

describe('the component tests share their modules (the web project: isolate: false)', () => {
  // A module an earlier file loaded keeps what it imported then: a file's vi.mock() would reach
  // it or not depending on the order the files run in. tests/helpers/web-setup.ts mocks sonner
  // once for every file; a test needing another fake goes through the fake API or a spy.
  it('no component test vi.mock()s a module but the shared setup', () => {
    const files = [...filesUnder('src/web'), ...filesUnder('tests/helpers')].filter(
      (file) => file !== 'tests/helpers/web-setup.ts' && !file.endsWith('web-tests.unit.test.ts'),
    )
    const mocks = files.flatMap((file) =>
      moduleMocks(file, readFileSync(path.join(root, file), 'utf8')),
    )
    expect(mocks).toEqual([])
  })

  it('finds a vi.mock() call', () => {
    const source = "import { x } from 'y'\nvi.mock('~/lib/auth-client', () => ({}))\n"
    expect(moduleMocks('src/web/a.test.tsx', source)).toEqual(['src/web/a.test.tsx:2'])
    expect(moduleMocks('src/web/a.test.tsx', "vi.doMock('x')\n")).toEqual([])
  })
})
