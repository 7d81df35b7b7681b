import type { LessonConflict } from '@shared/api-types'
import { type MessageParams, msg } from '@shared/messages'
import type { ZodType, z } from 'zod'
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

type Query = Record<string, string | number | boolean | null | undefined | string[]>

let onUnauthenticated: (() => void) | undefined

/** The signed-in area registers what to do when the session is gone (go to login). */
export function setUnauthenticatedHandler(handler: (() => void) | undefined) {
  onUnauthenticated = handler
}

export function buildQuery(query?: Query): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue
    if (Array.isArray(value)) for (const v of value) params.append(key, v)
    else params.set(key, String(value))
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}

/**
 * The schemas of the API's answers (`@shared/api-types`, zod), loaded with the first call that
 * needs them: zod is not in the signed-in app's first download.
 */
export const apiSchemas = () => import('~/lib/api-schemas')

type ApiSchemas = Awaited<ReturnType<typeof apiSchemas>>

/** The schema of that name, loaded when the call is made: `api.get(path, lazySchema('xSchema'))`. */
export function lazySchema<K extends keyof ApiSchemas>(name: K): () => Promise<ApiSchemas[K]> {
  return () => apiSchemas().then((m) => m[name])
}

/**
 * A response schema, or a function that loads it: `() => apiSchemas().then((m) => m.xSchema)`.
 * The answer is parsed once both the answer and the schema are there.
 */
type SchemaArg<S extends ZodType> = S | (() => Promise<S>)

/** A schema of this module's own, without zod: `ok` tells a valid answer. */
function localSchema<S extends ZodType>(ok: (data: unknown) => boolean, expected: string): S {
  return {
    safeParse: (data: unknown) =>
      ok(data)
        ? { success: true, data }
        : { success: false, error: { issues: [{ code: 'invalid_type', expected, path: [] }] } },
  } as unknown as S
}

/** What a 204 answer parses to: `noContent` in place of a schema for calls without a body. */
export const noContent = localSchema<z.ZodUndefined>((data) => data === undefined, 'undefined')

/** What a file download parses to (the data export's zip): the answer's bytes, as a Blob. */
export const fileBody = localSchema<z.ZodCustom<Blob, Blob>>((data) => data instanceof Blob, 'Blob')

/** A request body sent as it is (not JSON), with its Content-Type: an audio upload. */
export class RawBody {
  constructor(
    readonly data: Blob,
    readonly type: string,
  ) {}
}

const INTERNAL_ERROR = msg('api.internalError')

/**
 * One call to the API. The answer is parsed with the route's response schema (the one the
 * server declares in its OpenAPI document), so a drift between server and client fails
 * here, loudly, instead of as an `undefined` deep in a component.
 */
async function request<S extends ZodType>(
  method: string,
  path: string,
  schemaArg: SchemaArg<S>,
  body?: unknown,
  query?: Query,
): Promise<z.output<S>> {
  // the schema loads while the request is on its way
  const schemaLoad = typeof schemaArg === 'function' ? schemaArg() : schemaArg
  // a rejected load is awaited below; never an unhandled rejection meanwhile
  if (schemaLoad instanceof Promise) schemaLoad.catch(() => {})
  let res: Response
  // a RawBody (an upload: the recorder's audio) goes as it is, with its own type; else JSON
  const raw = body instanceof RawBody ? body : null
  try {
    res = await fetch(`/api${path}${buildQuery(query)}`, {
      method,
      credentials: 'same-origin',
      headers: raw
        ? { 'content-type': raw.type }
        : body === undefined
          ? undefined
          : { 'content-type': 'application/json' },
      body: raw ? raw.data : body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(0, 'NETWORK', msg('api.networkError'))
  }
  const data: unknown =
    res.status === 204
      ? undefined
      : res.ok && (schemaArg as ZodType) === fileBody
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
  const schema = await schemaLoad
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} /api${path}`, parsed.error.issues)
    throw new ApiError(res.status, 'INVALID_RESPONSE', INTERNAL_ERROR)
  }
  return parsed.data
}

/** The API, each call with the response schema of its route (`noContent` for a 204). */
export const api = {
  get: <S extends ZodType>(path: string, schema: SchemaArg<S>, query?: Query) =>
    request('GET', path, schema, undefined, query),
  post: <S extends ZodType>(path: string, body: unknown, schema: SchemaArg<S>) =>
    request('POST', path, schema, body),
  patch: <S extends ZodType>(path: string, body: unknown, schema: SchemaArg<S>) =>
    request('PATCH', path, schema, body),
  put: <S extends ZodType>(path: string, body: unknown, schema: SchemaArg<S>) =>
    request('PUT', path, schema, body),
  /** Every DELETE of the API answers 204 (a body only where the route takes one). */
  delete: (path: string, body?: unknown): Promise<void> => request('DELETE', path, noContent, body),
  /** A raw body (a voice note's audio) POSTed with its own Content-Type; the answer parsed. */
  upload: <S extends ZodType>(path: string, body: RawBody, schema: S, query?: Query) =>
    request('POST', path, schema, body, query),
  /** A file the API answers (the data export), as a Blob. */
  file: (path: string) => request('GET', path, fileBody),
}

/** The message to show for any error: the server's text, else a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message
  return fallback
}
