// Plain JavaScript (with build-stamp.d.mts for TypeScript): `npm start` runs it with node alone.
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

/** @param {string} name */
const isTest = (name) => /\.test\.tsx?$/.test(name)

/** @param {string} root @param {string} path @param {string[]} out */
function listFiles(root, path, out) {
  const full = join(root, path)
  if (!existsSync(full)) return
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) listFiles(root, join(path, name), out)
  } else if (!isTest(path)) {
    out.push(path)
  }
}

/** A hash of the names and contents of files (contents, not times: a checkout that rewrites
 * files unchanged does not force a build). @param {string} root @param {string[]} files */
function hashFiles(root, files) {
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(relative(root, join(root, file)).split('\\').join('/'))
    hash.update('\0')
    hash.update(existsSync(join(root, file)) ? readFileSync(join(root, file)) : '\0missing\0')
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** A hash of the names and contents of the build's inputs.
 * @param {string} root @param {string[]} [inputs] */
export function sourceFingerprint(root, inputs = BUILD_INPUTS) {
  /** @type {string[]} */
  const files = []
  for (const input of inputs) listFiles(root, input, files)
  return hashFiles(root, files)
}

/** Whether `npm start` must build: no build yet, no stamp, or sources changed since.
 * @param {string} buildDir @param {string} fingerprint */
export function needsBuild(buildDir, fingerprint) {
  const stamp = join(buildDir, STAMP_FILE)
  if (!existsSync(join(buildDir, 'client')) || !existsSync(stamp)) return true
  return readFileSync(stamp, 'utf8').trim() !== fingerprint
}

/** @param {string} buildDir @param {string} fingerprint */
export function writeStamp(buildDir, fingerprint) {
  writeFileSync(join(buildDir, STAMP_FILE), `${fingerprint}\n`)
}

/** The server bundle's stamp: the files esbuild read (from its metafile) and their hash. */
export const SERVER_STAMP_FILE = '.server-stamp.json'

/** What the server bundle is made from besides the files it imports. */
export const SERVER_EXTRA_INPUTS = ['package-lock.json', 'scripts/build-server.mjs']

/**
 * Whether the server must be bundled again: no bundle, no stamp, or one of the files the last
 * bundle was made from changed (a new file only enters by an import in a file that changed).
 * @param {string} root @param {string} buildDir
 */
export function serverNeedsBundle(root, buildDir) {
  const stamp = join(buildDir, SERVER_STAMP_FILE)
  if (!existsSync(join(buildDir, 'app-server', 'index.mjs')) || !existsSync(stamp)) return true
  try {
    const { files, hash } = JSON.parse(readFileSync(stamp, 'utf8'))
    return !Array.isArray(files) || hashFiles(root, files) !== hash
  } catch {
    return true
  }
}

/** @param {string} root @param {string} buildDir @param {string[]} inputs files esbuild read */
export function writeServerStamp(root, buildDir, inputs) {
  const files = [...new Set([...inputs, ...SERVER_EXTRA_INPUTS])].sort()
  writeFileSync(
    join(buildDir, SERVER_STAMP_FILE),
    `${JSON.stringify({ files, hash: hashFiles(root, files) })}\n`,
  )
}
