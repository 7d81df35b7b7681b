/**
 * How the web build splits the app's JavaScript (issue 16, decision 0017).
 *
 * - `directImports()`: `import { CalendarDays } from 'lucide-react'` and
 *   `import { Dialog } from 'radix-ui'` become imports of the files that define them. Both
 *   packages are indexes of hundreds of modules; through them every module of the app seemed
 *   to import every icon and every Radix package, so nothing could tell which page needs
 *   which. Tree-shaking removed the unused ones either way; what changes is that the module
 *   graph now says who uses what.
 * - `shellChunks()`: the modules the signed-in shell (root, app layout, dashboard) imports
 *   statically go into two files instead of ~45 small chunks (a request each, each compressed
 *   alone): `common` for those an account or public page imports too, `shell` for the rest.
 *   Everything else keeps rolldown's automatic chunking.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)

/** An export of an index: the file that defines it, as its default or as a namespace. */
export type Target = { file: string; as: 'default' | 'namespace' }

/**
 * The exports of lucide-react's index, `export { default as A, default as AIcon } from
 * './icons/a.mjs';`, as name → file (relative to the index).
 */
export function lucideExports(index: string): Map<string, string> {
  const found = new Map<string, string>()
  const re = /export\s*\{([^}]*)\}\s*from\s*['"](\.\/icons\/[^'"]+)['"]/g
  for (const m of index.matchAll(re)) {
    for (const spec of (m[1] as string).split(',')) {
      const name = /^\s*default\s+as\s+([\w$]+)\s*$/.exec(spec)?.[1]
      if (name) found.set(name, m[2] as string)
    }
  }
  return found
}

/** The namespaces of radix-ui's index, `import * as Dialog from "@radix-ui/react-dialog";`. */
export function radixExports(index: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const m of index.matchAll(/import\s*\*\s*as\s+([\w$]+)\s+from\s*['"]([^'"]+)['"]/g))
    found.set(m[1] as string, m[2] as string)
  return found
}

/**
 * Rewrites `import { A, B as C } from '<pkg>'` statements of `code` with `targets(pkg, name)`:
 * a name it knows becomes its own import, one it does not stays in a smaller import of the
 * package. The statement keeps its number of lines. `null` when nothing changed.
 */
export function rewriteImports(
  code: string,
  packages: readonly string[],
  target: (pkg: string, name: string) => Target | undefined,
): string | null {
  const re = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2;?/g
  let changed = false
  const out = code.replace(re, (statement, specs: string, _q: string, pkg: string) => {
    if (!packages.includes(pkg)) return statement
    const direct: string[] = []
    const rest: string[] = []
    for (const raw of specs.split(',')) {
      const spec = raw.trim()
      if (!spec) continue
      const m = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(spec)
      const found = m ? target(pkg, m[1] as string) : undefined
      if (!m || !found) {
        rest.push(spec)
        continue
      }
      const local = m[2] ?? m[1]
      const file = JSON.stringify(found.file)
      direct.push(
        found.as === 'default'
          ? `import ${local} from ${file};`
          : `import * as ${local} from ${file};`,
      )
    }
    if (direct.length === 0) return statement
    changed = true
    if (rest.length > 0) direct.push(`import { ${rest.join(', ')} } from '${pkg}';`)
    const lines = statement.split('\n').length
    return direct.join(' ') + '\n'.repeat(lines - 1)
  })
  return changed ? out : null
}

/** The build plugin: the app's own files import icons and Radix packages directly. */
export function directImports(): Plugin {
  let lucide: Map<string, string> | undefined
  let radix: Map<string, string> | undefined
  const lucideIndex = require
    .resolve('lucide-react')
    .replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs')
  const radixIndex = path.join(
    path.dirname(require.resolve('radix-ui/package.json')),
    'dist/index.mjs',
  )
  return {
    name: 'quadra:direct-imports',
    apply: 'build',
    buildStart() {
      lucide ??= lucideExports(readFileSync(lucideIndex, 'utf8'))
      radix ??= radixExports(readFileSync(radixIndex, 'utf8'))
    },
    async transform(code, id) {
      if (id.includes('node_modules') || !/\/src\/web\//.test(id)) return null
      if (!code.includes('lucide-react') && !code.includes('radix-ui')) return null
      // the Radix packages are the index's dependencies: resolved from where it is
      const radixFiles = new Map<string, string>()
      for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]radix-ui['"]/g)) {
        for (const spec of (m[1] as string).split(',')) {
          const name = spec.trim().split(/\s+/)[0] as string
          const pkg = radix?.get(name)
          if (!pkg || radixFiles.has(name)) continue
          const resolved = await this.resolve(pkg, radixIndex)
          if (resolved) radixFiles.set(name, resolved.id)
        }
      }
      const rewritten = rewriteImports(code, ['lucide-react', 'radix-ui'], (pkg, name) => {
        if (pkg === 'radix-ui') {
          const file = radixFiles.get(name)
          return file ? { file, as: 'namespace' } : undefined
        }
        const file = lucide?.get(name)
        return file
          ? { file: path.join(path.dirname(lucideIndex), file), as: 'default' }
          : undefined
      })
      return rewritten === null ? null : { code: rewritten, map: null }
    },
  }
}

/** What a chunking `name` function may ask rolldown about a module. */
export type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicImporters: readonly string[] } | null
}

const CLIENT_ROUTE = '?__react-router-build-client-route'
const CLIENT_ENTRY = /\/entry\.client\.tsx$/
const ROOT = /\/root\.tsx$/
/** The routes of the signed-in shell: what a coach's browser runs before the dashboard works. */
const SHELL_ROUTES = /\/(root|routes\/app\/layout|routes\/app\/dashboard)\.tsx$/
/** The pages outside the signed-in area, by family: the chunk name of what they share with it. */
const FAMILIES: readonly (readonly [string, RegExp])[] = [
  ['accounts', /\/routes\/auth\/|\/routes\/not-found\.tsx$/],
  ['site', /\/routes\/public\//],
]

const isEntry = (id: string) => id.endsWith(CLIENT_ROUTE) || CLIENT_ENTRY.test(id)

/** The client's entries (React Router's route modules, as files, and the client entry) above `id`. */
function entriesAbove(id: string, graph: ModuleGraph, dynamic: boolean): string[] {
  const found: string[] = []
  const seen = new Set([id])
  const queue = [id]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (isEntry(next)) {
      found.push(next.endsWith(CLIENT_ROUTE) ? next.slice(0, -CLIENT_ROUTE.length) : next)
      continue
    }
    const info = graph.getModuleInfo(next)
    for (const importer of [
      ...(info?.importers ?? []),
      ...(dynamic ? (info?.dynamicImporters ?? []) : []),
    ]) {
      if (!seen.has(importer)) {
        seen.add(importer)
        queue.push(importer)
      }
    }
  }
  return found
}

export type ShellChunk = string | null

/**
 * The chunk of module `id`, from the client's entries above it:
 * - not imported statically by a shell route → `null` (automatic chunking);
 * - imported statically by the root or the client entry (every page loads it) → `common`;
 * - else, imported (statically or lazily) by account pages, public pages or both →
 *   `shared-accounts`, `shared-site`, `shared-accounts-site`: those pages load what they use
 *   of the shell, never the shell's own file (the root importing it lazily counts as both);
 * - else → `shell`.
 */
export function shellChunkOf(id: string, graph: ModuleGraph): ShellChunk {
  const imported = entriesAbove(id, graph, false)
  if (!imported.some((entry) => SHELL_ROUTES.test(entry) || CLIENT_ENTRY.test(entry))) return null
  if (imported.some((entry) => ROOT.test(entry) || CLIENT_ENTRY.test(entry))) return 'common'
  const pages = entriesAbove(id, graph, true)
  const families = FAMILIES.filter(([, test]) =>
    pages.some((entry) => test.test(entry) || ROOT.test(entry) || CLIENT_ENTRY.test(entry)),
  ).map(([family]) => family)
  return families.length === 0 ? 'shell' : `shared-${families.join('-')}`
}

/** The `name` of the code-splitting group (after the libraries' own groups). */
export function shellChunks() {
  // one memo per build (the client's and the server's share this config)
  const memos = new WeakMap<ModuleGraph, Map<string, ShellChunk>>()
  return (id: string, graph: ModuleGraph) => {
    // entries stay the files React Router's manifest names; rolldown's own helpers stay apart
    if (isEntry(id) || id.startsWith('\0')) return null
    let memo = memos.get(graph)
    if (!memo) {
      memo = new Map()
      memos.set(graph, memo)
    }
    if (!memo.has(id)) memo.set(id, shellChunkOf(id, graph))
    return memo.get(id) ?? null
  }
}
