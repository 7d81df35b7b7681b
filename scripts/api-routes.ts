import { readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { QuadraApp } from '../src/server/app'
import { openApiDocumentText, withApiApp } from './api-document'

/**
 * Writes src/shared/api-routes.ts, the API's route table, from the app's OpenAPI document:
 * every operation (in the document's order) with its success status and the NAMES of the
 * shared zod schemas of its answer, body and query. Names, not schemas: the web app reads the
 * table in its first download without loading zod (src/shared/api-route-types.ts turns the
 * names into types). The document lists the operations; the app's OpenAPI registry, the one
 * the document is built from, holds the schema objects, found among the exports of
 * src/shared/schemas/ by identity. `npm run api-routes` after adding, renaming or changing a
 * route; scripts/api-routes.test.ts fails while the file is stale.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SCHEMAS_DIR = path.join(ROOT, 'src/shared/schemas')
export const API_ROUTES_FILE = path.join(ROOT, 'src/shared/api-routes.ts')

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** One row of the table. Markers in place of a name: see the generated file's header. */
export interface RouteRow {
  /** 'GET /students/{id}': the method and the document's path without '/api'. */
  key: string
  status: number
  response: string | null
  body?: string
  query?: string
}

interface SchemaName {
  module: string
  name: string
}

interface MediaMap {
  [type: string]: { schema?: unknown }
}
interface RouteDef {
  method: string
  path: string
  request?: { query?: unknown; body?: { content?: MediaMap } }
  responses: Record<string, { content?: MediaMap }>
}

/** Every export of src/shared/schemas/*.ts by its value: `./schemas/<file>` and its name. */
async function sharedSchemaNames(): Promise<Map<unknown, SchemaName>> {
  const names = new Map<unknown, SchemaName>()
  const files = readdirSync(SCHEMAS_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()
  for (const file of files) {
    const module = `./schemas/${file.replace(/\.ts$/, '')}`
    const exports = (await import(path.join(SCHEMAS_DIR, file))) as Record<string, unknown>
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('Schema') || (typeof value !== 'object' && typeof value !== 'function'))
        continue
      const seen = names.get(value)
      if (seen) throw new Error(`${name} of ${module} is ${seen.name} of ${seen.module} again`)
      names.set(value, { module, name })
    }
  }
  return names
}

/** The routes the app's OpenAPI registry declares, by 'get /api/students/{id}'. */
function registeredRoutes(app: QuadraApp['app']): Map<string, RouteDef> {
  const routes = new Map<string, RouteDef>()
  for (const def of app.openAPIRegistry.definitions) {
    if (def.type !== 'route') continue
    const route = def.route as unknown as RouteDef
    routes.set(`${route.method} ${route.path}`, route)
  }
  return routes
}

/** The success status a route answers with: its first 2xx (the audio's 206 follows its 200). */
function successStatus(key: string, route: RouteDef): number {
  const success = Object.keys(route.responses)
    .filter((s) => s.startsWith('2'))
    .sort()
  if (!success[0]) throw new Error(`${key}: no success status`)
  return Number(success[0])
}

/** What one operation of the document takes and answers, as names of shared schemas. */
function routeRow(
  key: string,
  route: RouteDef,
  named: (schema: unknown) => SchemaName | undefined,
  used: Set<string>,
): RouteRow {
  const status = successStatus(key, route)
  const content = route.responses[String(status)]?.content
  const json = content?.['application/json']?.schema
  const row: RouteRow = {
    key,
    status,
    response: content === undefined ? null : 'file',
  }
  const use = (n: SchemaName | undefined) => {
    if (n) used.add(n.module)
    return n?.name
  }
  if (json !== undefined) {
    const name = use(named(json))
    if (!name) throw new Error(`${key}: the answer's schema is not an export of src/shared/schemas`)
    row.response = name
  }
  const bodyContent = route.request?.body?.content
  if (bodyContent) {
    const bodyJson = bodyContent['application/json']?.schema
    row.body = bodyJson === undefined ? 'raw' : (use(named(bodyJson)) ?? 'unknown')
  }
  if (route.request?.query) row.query = use(named(route.request.query)) ?? 'unknown'
  return row
}

/** The table's rows in the document's order, and the schema modules they name. */
export async function apiRouteRows(
  app: QuadraApp['app'],
): Promise<{ rows: RouteRow[]; modules: string[] }> {
  const doc = JSON.parse(await openApiDocumentText(app)) as {
    paths: Record<string, Record<string, unknown>>
  }
  const routes = registeredRoutes(app)
  const names = await sharedSchemaNames()
  const used = new Set<string>()
  const rows: RouteRow[] = []
  for (const [docPath, item] of Object.entries(doc.paths)) {
    if (!docPath.startsWith('/api/')) throw new Error(`${docPath} is not under /api`)
    for (const method of METHODS.filter((m) => item[m])) {
      const route = routes.get(`${method} ${docPath}`)
      if (!route) throw new Error(`${method} ${docPath} is in the document, not in the registry`)
      const key = `${method.toUpperCase()} ${docPath.slice('/api'.length)}`
      rows.push(routeRow(key, route, (schema) => names.get(schema), used))
    }
  }
  return { rows, modules: [...used].sort() }
}

const quote = (s: string) => `'${s}'`

/** One entry, on one line when it fits the formatter's 100 columns (so biome leaves it so). */
function renderRow(row: RouteRow): string {
  const fields = [
    `status: ${row.status}`,
    `response: ${row.response === null ? 'null' : quote(row.response)}`,
    ...(row.body ? [`body: ${quote(row.body)}`] : []),
    ...(row.query ? [`query: ${quote(row.query)}`] : []),
  ]
  const line = `  ${quote(row.key)}: { ${fields.join(', ')} },`
  if (line.length <= 100) return line
  return [`  ${quote(row.key)}: {`, ...fields.map((f) => `    ${f},`), '  },'].join('\n')
}

const HEADER = `// Generated by scripts/api-routes.ts from GET /api/openapi.json: do not edit by hand, run
// \`npm run api-routes\` (scripts/api-routes.test.ts fails while this file is stale).

/**
 * Every operation of the API: 'METHOD /path' (the document's path without '/api', \`{id}\` for a
 * path parameter), its success status and the names of its schemas, exports of
 * src/shared/schemas/ (ApiSchemaModules below). Names only: the web app reads this table in its
 * first download, without zod; src/shared/api-route-types.ts gives the types.
 *
 * - \`response\`: the answer's schema; \`null\`: 204, no body; 'file': a file (CSV, zip, audio,
 *   iCalendar), read as a Blob.
 * - \`body\`: the JSON body's schema; 'raw': a raw upload with its own Content-Type (a Blob);
 *   'unknown': a JSON body the server documents with a schema of its own.
 * - \`query\`: the query's schema; 'unknown': a query the server declares with a schema of its own.
 */
export const API_ROUTES = {`

/** The text of src/shared/api-routes.ts for the app's current routes. */
export async function renderApiRoutes(app: QuadraApp['app']): Promise<string> {
  const { rows, modules } = await apiRouteRows(app)
  return [
    HEADER,
    ...rows.map(renderRow),
    '} as const',
    '',
    '/** The modules that export the schemas named in API_ROUTES (types only: nothing is loaded). */',
    'export interface ApiSchemaModules {',
    ...modules.map((m) => `  ${quote(m)}: typeof import(${quote(m)})`),
    '}',
    '',
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await withApiApp(renderApiRoutes)
  writeFileSync(API_ROUTES_FILE, text)
  console.log(`wrote ${path.relative(ROOT, API_ROUTES_FILE)}`)
}
