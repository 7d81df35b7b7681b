/**
 * `npm run bundle-size -- [--max=170] [--route=routes/app/dashboard]`
 *
 * The JavaScript a browser loads before the signed-in dashboard is usable: React Router's
 * manifest, the client entry, the root route, the app layout and the dashboard route, with
 * every module they import statically (what the SPA shell preloads; lazy `import()` chunks
 * are not counted, nor is CSS). Prints each file with its gzip size and the total; with
 * --max=<KB> it exits 1 when the total is above it. It also exits 1 when an account or public
 * page can load, at once or later, the file of what only the signed-in shell uses (`shell-*.js`,
 * see scripts/vite-chunks.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export type ManifestRoute = { module: string; imports?: string[]; [key: string]: unknown }
export type Manifest = {
  entry: { module: string; imports?: string[] }
  routes: Record<string, ManifestRoute & { parentId?: string }>
}

/** Parses `window.__reactRouterManifest={…};` into its JSON value. */
export function parseManifest(source: string): Manifest {
  const start = source.indexOf('{')
  const end = source.lastIndexOf('}')
  if (start < 0 || end < start) throw new Error('manifest: no JSON object found')
  return JSON.parse(source.slice(start, end + 1)) as Manifest
}

/** The route and its ancestors, root first. */
export function routeChain(manifest: Manifest, routeId: string): string[] {
  const chain: string[] = []
  let id: string | undefined = routeId
  while (id) {
    const route: (ManifestRoute & { parentId?: string }) | undefined = manifest.routes[id]
    if (!route) throw new Error(`manifest: no route "${id}"`)
    chain.unshift(id)
    id = route.parentId
  }
  return chain
}

/** Relative module specifiers a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>()
  // static forms only: `from"./x.js"` / `import"./x.js"` (never `import("./x.js")`)
  const re = /(?:\bfrom\s*|\bimport\s*)(["'])(\.{1,2}\/[^"']+\.js)\1/g
  for (const m of code.matchAll(re)) found.add(m[2] as string)
  return [...found]
}

/**
 * Every file (as a URL path, e.g. /assets/x.js) the page needs before `routeId` renders: the
 * entry, each route of the chain with its `*Module` files and manifest imports, then the
 * static-import closure of all of them, read through `read(urlPath)`.
 */
export function initialFiles(
  manifest: Manifest,
  routeId: string,
  read: (urlPath: string) => string,
): string[] {
  const seeds: string[] = [manifest.entry.module, ...(manifest.entry.imports ?? [])]
  for (const id of routeChain(manifest, routeId)) {
    const route = manifest.routes[id] as ManifestRoute
    for (const [key, value] of Object.entries(route)) {
      if (typeof value === 'string' && /module$/i.test(key) && value.endsWith('.js'))
        seeds.push(value)
    }
    seeds.push(...(route.imports ?? []))
  }
  return closure(seeds, read, staticImports)
}

/** `seeds` and every file they import through `imports(code)`, as URL paths. */
function closure(
  seeds: readonly string[],
  read: (urlPath: string) => string,
  imports: (code: string) => string[],
): string[] {
  const seen = new Set<string>()
  const queue = [...seeds]
  while (queue.length > 0) {
    const file = queue.shift() as string
    if (seen.has(file)) continue
    seen.add(file)
    const dir = path.posix.dirname(file)
    for (const spec of imports(read(file)))
      queue.push(spec.startsWith('/') ? spec : path.posix.join(dir, spec))
  }
  return [...seen]
}

/** Every module specifier a chunk may load later: `import("./x.js")` and Vite's preload lists. */
export function lazyImports(code: string): string[] {
  const found = new Set<string>()
  for (const m of code.matchAll(/\bimport\s*\(\s*(["'])(\.{1,2}\/[^"']+\.js)\1\s*\)/g))
    found.add(m[2] as string)
  // __vite__mapDeps: "assets/x.js" paths from the site's root
  for (const m of code.matchAll(/"(assets\/[^"]+\.js)"/g)) found.add(`/${m[1]}`)
  return [...found]
}

/**
 * Every file a page of `routeId` can ever load, first or later (`initialFiles` and, from there,
 * every lazy import): what decides whether it can pull another page's code along.
 */
export function reachableFiles(
  manifest: Manifest,
  routeId: string,
  read: (urlPath: string) => string,
): string[] {
  return closure(initialFiles(manifest, routeId, read), read, (code) => [
    ...staticImports(code),
    ...lazyImports(code),
  ])
}

/**
 * The pages outside the signed-in area (account and public pages) that can load the shell's
 * own file (`shell-*.js`, scripts/vite-chunks.ts): none should.
 */
export function pagesLoadingShell(manifest: Manifest, read: (urlPath: string) => string): string[] {
  return Object.keys(manifest.routes).filter(
    (id) =>
      id !== 'root' &&
      !routeChain(manifest, id).includes('routes/app/layout') &&
      reachableFiles(manifest, id, read).some((file) => /\/shell-[^/]*\.js$/.test(file)),
  )
}

export type SizedFile = { file: string; raw: number; gzip: number }

export function formatReport(files: SizedFile[], maxKb?: number): { text: string; ok: boolean } {
  const sorted = [...files].sort((a, b) => b.gzip - a.gzip)
  const total = sorted.reduce((s, f) => s + f.gzip, 0)
  const raw = sorted.reduce((s, f) => s + f.raw, 0)
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(7)
  const lines = sorted.map((f) => `${kb(f.gzip)} KB  ${f.file}`)
  const ok = maxKb === undefined || total / 1024 <= maxKb
  lines.push(
    `${kb(total)} KB gzip in ${sorted.length} files (${(raw / 1024).toFixed(0)} KB raw)` +
      (maxKb === undefined ? '' : ok ? ` — within ${maxKb} KB` : ` — ABOVE the ${maxKb} KB limit`),
  )
  return { text: lines.join('\n'), ok }
}

function main() {
  const args = process.argv.slice(2)
  const maxArg = args.find((a) => a.startsWith('--max='))
  const maxKb = maxArg ? Number(maxArg.slice('--max='.length)) : undefined
  const routeArg = args.find((a) => a.startsWith('--route='))
  const routeId = routeArg ? routeArg.slice('--route='.length) : 'routes/app/dashboard'
  const client = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
  const assets = path.join(client, 'assets')
  const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f))
  if (!manifestFile) throw new Error(`no manifest-*.js in ${assets} (run the build first)`)
  const manifestSource = readFileSync(path.join(assets, manifestFile), 'utf8')
  const read = (urlPath: string) => readFileSync(path.join(client, urlPath), 'utf8')
  const manifest = parseManifest(manifestSource)
  const files = [`/assets/${manifestFile}`, ...initialFiles(manifest, routeId, read)]
  const sized = files.map((file) => {
    const body = readFileSync(path.join(client, file))
    return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
  })
  const { text, ok } = formatReport(sized, maxKb)
  console.log(`JavaScript before ${routeId} is usable:\n${text}`)
  const leaking = pagesLoadingShell(manifest, read)
  console.log(
    leaking.length === 0
      ? 'Account and public pages: none can load the signed-in shell’s file.'
      : `These pages can load the signed-in shell’s file: ${leaking.join(', ')}`,
  )
  if (!ok || leaking.length > 0) process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
