import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** What the web build is made from: when none of it changed, the last build is still good. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'package.json',
  'package-lock.json',
  'react-router.config.ts',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/defer-hydration.mjs',
]

export const STAMP_FILE = '.source-stamp'

const isTest = (name: string) => /\.test\.tsx?$/.test(name)

function listFiles(root: string, path: string, out: string[]) {
  const full = join(root, path)
  if (!existsSync(full)) return
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) listFiles(root, join(path, name), out)
  } else if (!isTest(path)) {
    out.push(path)
  }
}

/** A hash of the names and contents of the build's inputs (contents, not times: a checkout
 * that rewrites files unchanged does not force a build). */
export function sourceFingerprint(root: string, inputs: string[] = BUILD_INPUTS): string {
  const files: string[] = []
  for (const input of inputs) listFiles(root, input, files)
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(relative(root, join(root, file)).split('\\').join('/'))
    hash.update('\0')
    hash.update(readFileSync(join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** Whether `npm start` must build: no build yet, no stamp, or sources changed since. */
export function needsBuild(buildDir: string, fingerprint: string): boolean {
  const stamp = join(buildDir, STAMP_FILE)
  if (!existsSync(join(buildDir, 'client')) || !existsSync(stamp)) return true
  return readFileSync(stamp, 'utf8').trim() !== fingerprint
}

export function writeStamp(buildDir: string, fingerprint: string) {
  writeFileSync(join(buildDir, STAMP_FILE), `${fingerprint}\n`)
}
