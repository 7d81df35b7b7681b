/**
 * The server as plain JavaScript: src/server/index.ts and what it imports bundled by esbuild
 * into <build>/app-server/ (packages stay in node_modules; rare paths such as the demo seed stay in
 * chunks loaded when used), so starting it transpiles nothing. The files the code reads beside
 * itself are copied where the bundle looks for them: the migrations (app-server/migrations) and
 * the AI prompts (prompts/).
 */
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { build } from 'esbuild'
import { writeServerStamp } from './build-stamp.mjs'

/** @param {string} root @param {string} buildDir */
export async function bundleServer(root, buildDir) {
  const outdir = join(buildDir, 'app-server')
  rmSync(outdir, { recursive: true, force: true })
  mkdirSync(outdir, { recursive: true })
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: join(root, 'src/server/index.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  })
  cpSync(join(root, 'src/server/db/migrations'), join(outdir, 'migrations'), { recursive: true })
  cpSync(join(root, 'src/server/prompts'), join(buildDir, 'prompts'), { recursive: true })
  const inputs = Object.keys(result.metafile.inputs).map((file) =>
    relative(root, join(root, file)).split('\\').join('/'),
  )
  inputs.push(
    ...['src/server/db/migrations', 'src/server/prompts'].flatMap((dir) => listed(root, dir)),
  )
  writeServerStamp(root, buildDir, inputs)
}

/** @param {string} root @param {string} dir @returns {string[]} */
function listed(root, dir) {
  return readdirRecursive(join(root, dir)).map((file) => `${dir}/${file}`)
}

/** @param {string} dir @returns {string[]} */
function readdirRecursive(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      relative(dir, join(entry.parentPath ?? entry.path, entry.name))
        .split('\\')
        .join('/'),
    )
}
