import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { needsBuild, sourceFingerprint, writeStamp } from './build-stamp.mjs'

let root: string
const inputs = ['src', 'package-lock.json']
const build = () => join(root, 'build')
const fingerprint = () => sourceFingerprint(root, inputs)

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'quadra-stamp-'))
  mkdirSync(join(root, 'src/web'), { recursive: true })
  writeFileSync(join(root, 'src/web/app.tsx'), 'export const a = 1\n')
  writeFileSync(join(root, 'package-lock.json'), '{}\n')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function builtNow() {
  mkdirSync(join(build(), 'client'), { recursive: true })
  writeStamp(build(), fingerprint())
}

describe('npm start builds only when the sources changed', () => {
  it('builds when there is no build yet, or a build without a stamp', () => {
    expect(needsBuild(build(), fingerprint())).toBe(true)
    mkdirSync(join(build(), 'client'), { recursive: true })
    expect(needsBuild(build(), fingerprint())).toBe(true)
  })

  it('does not build again when nothing changed, even if files were rewritten unchanged', () => {
    builtNow()
    utimesSync(join(root, 'src/web/app.tsx'), new Date(), new Date(Date.now() + 60_000))
    expect(needsBuild(build(), fingerprint())).toBe(false)
  })

  it('builds after a source, a new file or the lock file changed', () => {
    builtNow()
    writeFileSync(join(root, 'src/web/app.tsx'), 'export const a = 2\n')
    expect(needsBuild(build(), fingerprint())).toBe(true)
    builtNow()
    writeFileSync(join(root, 'src/web/new.tsx'), 'export {}\n')
    expect(needsBuild(build(), fingerprint())).toBe(true)
    builtNow()
    writeFileSync(join(root, 'package-lock.json'), '{"v":2}\n')
    expect(needsBuild(build(), fingerprint())).toBe(true)
  })

  it('ignores test files, which are not part of the build', () => {
    builtNow()
    writeFileSync(join(root, 'src/web/app.test.tsx'), 'it()\n')
    expect(needsBuild(build(), fingerprint())).toBe(false)
  })
})
