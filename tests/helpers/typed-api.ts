import { expect } from 'vitest'
import { matchApiRoute } from '../../src/shared/api-route-match'
import type {
  ApiBody,
  ApiMethod,
  ApiPath,
  ApiResponse,
  ApiStatus,
  MatchPath,
} from '../../src/shared/api-route-types'
import { API_ROUTES } from '../../src/shared/api-routes'
import type { ErrorBody } from '../../src/shared/schemas/common.response'

/**
 * The API tests' calls typed against the generated route table (src/shared/api-routes.ts): a
 * test's `/api…` path must be a route of its method, its body the route's body, and what it
 * reads from a success answer the route's answer, so renaming a path or a field on the server
 * fails to compile here too. Paths outside the table (better-auth's /api/auth/*, the /app/*
 * forms) and deliberately malformed calls go through `client.request`, read with `bodyOf<T>`.
 */

declare const answer: unique symbol
declare const success: unique symbol

/** A Response of a route of the table, branded with its success answer and status (types only). */
export type TypedResponse<T, S extends number = number> = Response & {
  readonly [answer]: T
  readonly [success]: S
}

type WithoutQuery<S extends string> = S extends `${infer P}?${string}` ? P : S

/** The table's route (its `{param}` path) a test's `/api…` path is for; never when none. */
export type RouteOf<M extends ApiMethod, S extends string> = S extends `/api${infer R}`
  ? Extract<MatchPath<M, WithoutQuery<R>>, ApiPath<M>>
  : never

/** The path itself when it is a route's, else a type no path is, whose name says why. */
export type CallPath<M extends ApiMethod, S extends string> = [RouteOf<M, S>] extends [never]
  ? `${M} ${S} is no route of the API table (client.request calls outside it)`
  : S

export type CallResponse<M extends ApiMethod, S extends string> = Promise<
  TypedResponse<ApiResponse<M, RouteOf<M, S>>, ApiStatus<M, RouteOf<M, S>>>
>

export type CallBody<M extends ApiMethod, S extends string> = ApiBody<M, RouteOf<M, S>>

/** The success status of each typed call's answer: `ok(res)`'s default. */
const expectedStatus = new WeakMap<Response, number>()

/** Brands a call's answer with its route (found at run time as the compiler found it). */
export function typed<T, S extends number>(
  method: ApiMethod,
  path: string,
  res: Response,
): TypedResponse<T, S> {
  // a concrete path the compiler let through may still miss at run time (an empty id): the
  // answer is then the server's own (a 404), and ok() falls back to the status it is given
  const route = matchApiRoute(method, path.replace(/^\/api/, '').replace(/\?.*$/, ''))
  if (route) expectedStatus.set(res, API_ROUTES[route].status)
  return res as TypedResponse<T, S>
}

/** The success answer of a typed call (JSON; a file route's answer is read with text/blob). */
export async function json<T>(res: TypedResponse<T>): Promise<Exclude<T, Blob>> {
  return (await res.json()) as Exclude<T, Blob>
}

/** The JSON body of an untyped answer (client.request): the test names what it expects. */
export async function bodyOf<T = unknown>(res: Response): Promise<T> {
  return (await res.json()) as T
}

/** The error envelope of an answer (any route's, typed or not). */
export async function errorBody(res: Response): Promise<ErrorBody> {
  return (await res.json()) as ErrorBody
}

/**
 * The answer once its status is the route's success status (or the one given; the body is the
 * failure message): its JSON, undefined for 204.
 */
export async function ok<T, S extends number>(
  res: TypedResponse<T, S>,
  status?: NoInfer<S>,
): Promise<Exclude<T, Blob>> {
  const expected = status ?? expectedStatus.get(res) ?? 200
  expect(res.status, await res.clone().text()).toBe(expected)
  return expected === 204 ? (undefined as Exclude<T, Blob>) : json(res)
}

/** The error of an answer with the expected status. */
export async function errorOf(res: Response, status: number): Promise<ErrorBody['error']> {
  expect(res.status, await res.clone().text()).toBe(status)
  return (await errorBody(res)).error
}
