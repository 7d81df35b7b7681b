/**
 * How the web build splits the app's JavaScript (decision 0017): `shellChunks()` puts the
 * modules the signed-in shell (root, app layout, dashboard) imports statically into a few files
 * instead of ~45 small chunks (a request each, each compressed alone): `common` for those every
 * page imports, `shell` for those only signed-in pages use, `shared-*` for those an account or
 * public page imports too. Everything else keeps rolldown's automatic chunking.
 *
 * The grouping reads the module graph, which says which page uses which icon and which Radix
 * primitive because the app imports each from its own file (`lucide-react/icons/<name>`,
 * `radix-ui/<primitive>`): through the packages' indexes every module would seem to use all
 * of them. Biome's noRestrictedImports refuses an import from either index (biome.json).
 */

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
