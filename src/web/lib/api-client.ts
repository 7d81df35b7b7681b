import { matchApiRoute } from '@shared/api-route-match'
import type {
  ApiBody,
  ApiMethod,
  ApiPathArg,
  ApiQuery,
  ApiResponse,
  ApiRouteKey,
  MatchPath,
} from '@shared/api-route-types'
import { API_ROUTES } from '@shared/api-routes'
import { type MessageParams, msg } from '@shared/messages'
import type { LessonConflict } from '@shared/schemas/common.response'
import type { ZodType } from 'zod'
import { localMessage, messageOf } from '~/lib/messages'

/**
 * A message of the API: its Portuguese `message` and, from a server that sends it, its
 * `messageCode` and `messageParams` — what the app translates.
 */
export interface ApiMessage {
  message: string
  messageCode?: string
  messageParams?: MessageParams
}

/** An API message in the page's language: by its code, else its text (a `msg` token too). */
const textOf = (m: ApiMessage) =>
  m.messageCode ? messageOf(m.messageCode, m.messageParams, m.message) : localMessage(m.message)

/**
 * An error answered by the API (or the network). The server writes its messages in Portuguese
 * with their codes; the error carries them in the app's language, its field issues too.
 */
export class ApiError extends Error {
  readonly issues: { path: string; message: string }[]

  constructor(
    readonly status: number,
    readonly code: string,
    message: string | ApiMessage,
    issues: (ApiMessage & { path: string })[] = [],
    /** LESSON_OVERLAP: the lessons in the way (the agenda asks to confirm). */
    readonly conflicts: LessonConflict[] = [],
  ) {
    super(textOf(typeof message === 'string' ? { message } : message))
    this.name = 'ApiError'
    this.issues = issues.map((i) => ({ path: i.path, message: textOf(i) }))
  }
}

let onUnauthenticated: (() => void) | undefined

/** The signed-in area registers what to do when the session is gone (go to login). */
export function setUnauthenticatedHandler(handler: (() => void) | undefined) {
  onUnauthenticated = handler
}

/** `?a=1&b=x&b=y`: empty, false and missing values left out, an array's items repeated. */
export function buildQuery(query?: object): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === null || value === '' || value === false) continue
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v))
    else params.set(key, String(value))
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}

/**
 * The schemas of the API's answers (`@shared/schemas/*.response`, zod), loaded with the first call that
 * needs them: zod is not in the signed-in app's first download.
 */
export const apiSchemas = () => import('~/lib/api-schemas')

/**
 * The names of the table's answer schemas. Indexing the lazy module with them makes the compiler
 * check that it exports every one (a name it lacks is an error here, not a failed call).
 */
type ResponseSchemaName = Exclude<(typeof API_ROUTES)[ApiRouteKey]['response'], null | 'file'>

/** The answer schema of a table's name, loaded with the lazy module. */
const loadSchema = (name: ResponseSchemaName): Promise<ZodType> => apiSchemas().then((m) => m[name])

/** An answer the table names no schema for, checked as one would: nothing (204) or a file's Blob. */
function checkBare(expected: null | 'file', data: unknown) {
  const ok = expected === null ? data === undefined : data instanceof Blob
  if (ok) return { success: true, data } as const
  const issue = { code: 'invalid_type', expected: expected ?? 'undefined', path: [] }
  return { success: false, error: { issues: [issue] } } as const
}

/** A request body sent as it is (not JSON), with its Content-Type: an audio upload. */
export class RawBody {
  constructor(
    readonly data: Blob,
    readonly type: string,
  ) {}
}

const INTERNAL_ERROR = msg('api.internalError')

/**
 * One call to the API. The answer is parsed with the response schema the route table names
 * for the call's route (the one the server declares in its OpenAPI document), so a drift
 * between server and client fails here, loudly, instead of as an `undefined` deep in a
 * component. A 204 route's answer is `undefined`, a file route's a Blob.
 */
async function request<T>(
  method: ApiMethod,
  path: string,
  body?: unknown,
  query?: object,
  headers: Record<string, string> = {},
) {
  const key = matchApiRoute(method, path)
  // the types allow no such call: one that gets here went around them
  if (!key) throw new Error(`No API route for ${method} ${path}`)
  const expected = API_ROUTES[key].response
  // the answer's schema loads while the request is on its way (none for a 204 or a file)
  const schema = expected === null || expected === 'file' ? expected : loadSchema(expected)
  // a rejected load is awaited below; never an unhandled rejection meanwhile
  if (schema instanceof Promise) schema.catch(() => {})
  let res: Response
  // a RawBody (an upload: the recorder's audio) goes as it is, with its own type; else JSON
  const raw = body instanceof RawBody ? body : null
  try {
    res = await fetch(`/api${path}${buildQuery(query)}`, {
      method,
      credentials: 'same-origin',
      headers: raw
        ? { ...headers, 'content-type': raw.type }
        : body === undefined
          ? Object.keys(headers).length
            ? headers
            : undefined
          : { ...headers, 'content-type': 'application/json' },
      body: raw ? raw.data : body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(0, 'NETWORK', msg('api.networkError'))
  }
  const data: unknown =
    res.status === 204
      ? undefined
      : res.ok && expected === 'file'
        ? await res.blob()
        : await res.json().catch(() => null)
  if (!res.ok) {
    const { errorBodySchema } = await apiSchemas()
    const err = errorBodySchema.safeParse(data).data?.error
    if (res.status === 401) onUnauthenticated?.()
    throw new ApiError(
      res.status,
      err?.code ?? 'HTTP_ERROR',
      err ?? INTERNAL_ERROR,
      err?.issues ?? [],
      err?.conflicts ?? [],
    )
  }
  const parsed =
    schema instanceof Promise ? (await schema).safeParse(data) : checkBare(schema, data)
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} /api${path}`, parsed.error.issues)
    throw new ApiError(res.status, 'INVALID_RESPONSE', INTERNAL_ERROR)
  }
  // the answer passed the schema the table names for this route, whose output ApiResponse is
  return parsed.data as T
}

/** The route of method `M` a call's path `S` is for ('/students/{id}' for `/students/${id}`). */
type RouteOf<M extends ApiMethod, S extends string> = MatchPath<M, S>

/**
 * What a call's path is inferred as: the table's paths (the editor offers them), or any other
 * string, which PathArg then refuses with its message. A wrong path inferred as itself, not as
 * every path, gets that message at the call, and answers `never` rather than a union of every
 * route's answer.
 */
type PathOf<M extends ApiMethod> = ApiPathArg<M> | (string & Record<never, never>)

/**
 * A call's path: a route's own (`/students`) or a concrete one of a route (`/students/${id}`).
 * A path with the shape of a pattern that matches no route segment by segment
 * (`/students/${id}/x` has the shape of `/students/${string}`) fails with the message below, as
 * does a route's `{param}` path left unfilled (it would be sent as it is); each member of a
 * union of paths must pass.
 */
type PathArg<M extends ApiMethod, S extends string> = S extends unknown
  ? S extends `${string}{${string}}${string}`
    ? 'fill in the path parameters'
    : [RouteOf<M, S>] extends [never]
      ? 'no API route matches this path'
      : S
  : never

/** What a call answers: its route's parsed answer. */
type Answer<M extends ApiMethod, S extends string> = Promise<ApiResponse<M, RouteOf<M, S>>>

/**
 * The JSON body argument: required where the route takes a body, absent where it takes none;
 * a raw upload's route (its body a Blob) is api.upload's.
 */
type BodyArg<M extends ApiMethod, S extends string, B = ApiBody<M, RouteOf<M, S>>> = [B] extends [
  never,
]
  ? []
  : [B] extends [Blob]
    ? [rawBody: 'api.upload sends this route its raw body']
    : [body: B]

/** The query argument: absent without a query, optional while all its fields are. */
type QueryArg<M extends ApiMethod, S extends string, Q = ApiQuery<M, RouteOf<M, S>>> = [Q] extends [
  never,
]
  ? []
  : object extends Q
    ? [query?: Q]
    : [query: Q]

/**
 * The API, typed by the route table (@shared/api-routes): a path that matches no route, a body
 * or query of the wrong shape, or a use of an answer's field the route does not have fails to
 * compile. ``api.get(`/students/${id}`)`` answers `ApiResponse<'GET', '/students/{id}'>`.
 */
export const api = {
  get: <S extends PathOf<'GET'>>(
    path: PathArg<'GET', S>,
    ...[query]: QueryArg<'GET', S>
  ): Answer<'GET', S> => request('GET', path, undefined, query),
  post: <S extends PathOf<'POST'>>(
    path: PathArg<'POST', S>,
    ...[body]: BodyArg<'POST', S>
  ): Answer<'POST', S> => request('POST', path, body),
  /**
   * A JSON POST with headers of its own: an import's Idempotency-Key, the same on a retry, so
   * the server answers the import already done instead of doing it twice.
   */
  postWith: <S extends PathOf<'POST'>>(
    headers: Record<string, string>,
    path: PathArg<'POST', S>,
    ...[body]: BodyArg<'POST', S>
  ): Answer<'POST', S> => request('POST', path, body, undefined, headers),
  patch: <S extends PathOf<'PATCH'>>(
    path: PathArg<'PATCH', S>,
    ...[body]: BodyArg<'PATCH', S>
  ): Answer<'PATCH', S> => request('PATCH', path, body),
  put: <S extends PathOf<'PUT'>>(
    path: PathArg<'PUT', S>,
    ...[body]: BodyArg<'PUT', S>
  ): Answer<'PUT', S> => request('PUT', path, body),
  /** Every DELETE of the API answers 204 (a body only where the route takes one). */
  delete: <S extends PathOf<'DELETE'>>(
    path: PathArg<'DELETE', S>,
    ...[body]: BodyArg<'DELETE', S>
  ): Answer<'DELETE', S> => request('DELETE', path, body),
  /** A raw body (a voice note's audio) POSTed with its own Content-Type; the answer parsed. */
  upload: <S extends PathOf<'POST'>>(
    path: PathArg<'POST', S>,
    body: [ApiBody<'POST', RouteOf<'POST', S>>] extends [Blob] ? RawBody : 'not a raw upload route',
    ...[query]: QueryArg<'POST', S>
  ): Answer<'POST', S> => request('POST', path, body, query),
  /** A file the API answers (the data export), as a Blob. */
  file: <S extends PathOf<'GET'>>(
    path: Answer<'GET', S> extends Promise<Blob> ? PathArg<'GET', S> : 'not a file route',
  ): Promise<Blob> => request('GET', path),
}

/** The message to show for any error: the server's text, else a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message
  return fallback
}
