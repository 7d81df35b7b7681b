import type { z } from 'zod'
import type { API_ROUTES, ApiSchemaModules } from './api-routes'

/**
 * Types of the API's routes, derived from the generated table (./api-routes.ts): what a path
 * answers, what it takes. Types only: the schemas are reached through `typeof import(...)`, so a
 * module using these types loads neither the schemas nor zod.
 *
 *   ApiPath<'GET'>                              '/students' | '/students/{id}' | …
 *   ApiResponse<'GET', '/students/{id}'>        StudentDetail
 *   ApiBody<'POST', '/students'>                the input of studentCreateRequestSchema
 *   ApiQuery<'GET', '/students'>                the input of studentListQuerySchema
 *   MatchPath<'GET', `/students/${string}`>     '/students/{id}'
 */

type Routes = typeof API_ROUTES

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** 'GET /students/{id}': a route of the table. */
export type ApiRouteKey = keyof Routes

/** The paths of one method, in the table's `{param}` form, without '/api'. */
export type ApiPath<M extends ApiMethod> =
  Extract<ApiRouteKey, `${M} ${string}`> extends `${M} ${infer P}` ? P : never

/** The table's entry of a route. */
export type ApiRoute<M extends ApiMethod, P extends ApiPath<M>> = Routes[`${M} ${P}` & ApiRouteKey]

/** The schema a name of the table stands for, found in the module that exports it. */
type SchemaNamed<N> = {
  [K in keyof ApiSchemaModules]: N extends keyof ApiSchemaModules[K]
    ? ApiSchemaModules[K][N]
    : never
}[keyof ApiSchemaModules]

/** What a route answers, parsed: the response schema's output; undefined for 204; Blob for a file. */
export type ApiResponse<M extends ApiMethod, P extends ApiPath<M>> = ResponseOf<
  ApiRoute<M, P>['response']
>
type ResponseOf<N> = N extends null
  ? undefined
  : N extends 'file'
    ? Blob
    : SchemaNamed<N> extends infer S extends z.ZodType
      ? z.output<S>
      : never

/** What a route takes as its body: the body schema's input; Blob for a raw upload; never without one. */
export type ApiBody<M extends ApiMethod, P extends ApiPath<M>> =
  ApiRoute<M, P> extends { body: infer N } ? InputOf<N, Blob> : never

/** What a route takes as its query: the query schema's input; never without one. */
export type ApiQuery<M extends ApiMethod, P extends ApiPath<M>> =
  ApiRoute<M, P> extends { query: infer N } ? InputOf<N, never> : never

type InputOf<N, Raw> = N extends 'raw'
  ? Raw
  : N extends 'unknown'
    ? unknown
    : SchemaNamed<N> extends infer S extends z.ZodType
      ? z.input<S>
      : never

/** The success status a route answers with (200, 201 or 204). */
export type ApiStatus<M extends ApiMethod, P extends ApiPath<M>> = ApiRoute<M, P>['status']

/** `/students/{id}` → `/students/${string}`: the paths a route's pattern accepts. */
export type PathPattern<P extends string> = P extends `${infer A}{${string}}${infer B}`
  ? `${A}${string}${PathPattern<B>}`
  : P

/** A path as written at a call: a route's own path or a concrete one (`/students/${id}`). */
export type ApiPathArg<M extends ApiMethod> = ApiPath<M> | PathPattern<ApiPath<M>>

/** '/students/{id}/packages' → ['students', '{id}', 'packages']. */
type Segments<S extends string> = S extends `/${infer Head}/${infer Rest}`
  ? [Head, ...Segments<`/${Rest}`>]
  : S extends `/${infer Last}`
    ? [Last]
    : []

/** A segment of a call's path against a route's: a literal equals it, a `{param}` takes any. */
type SegmentMatches<C extends string, R extends string> = R extends `${string}{${string}`
  ? C extends PathPattern<R>
    ? true
    : false
  : [C] extends [R]
    ? true
    : false

type AllMatch<C extends string[], R extends string[]> = C['length'] extends R['length']
  ? C extends [infer CH extends string, ...infer CT extends string[]]
    ? R extends [infer RH extends string, ...infer RT extends string[]]
      ? SegmentMatches<CH, RH> extends true
        ? AllMatch<CT, RT>
        : false
      : false
    : true
  : false

/** The routes whose `I`-th segment is a literal (no `{param}`). */
type LiteralAt<Routes extends string, I extends number> = Routes extends string
  ? Segments<Routes>[I] extends `${string}{${string}`
    ? never
    : Routes
  : never

/** From segment `I` on, keep the routes with a literal there whenever there is one. */
type PreferLiterals<
  Routes extends string,
  N extends number,
  I extends unknown[] = [],
> = I['length'] extends N
  ? Routes
  : PreferLiterals<
      [LiteralAt<Routes, I['length']>] extends [never] ? Routes : LiteralAt<Routes, I['length']>,
      N,
      [...I, unknown]
    >

/**
 * Which of `Paths` a call's path is for: its own path when it is one, else the path whose
 * segments it matches — a literal segment preferred to a `{param}` one, so `/students/export`
 * is that route and not `/students/{id}`. never when none matches.
 */
export type MatchRoutePath<Paths extends string, S extends string> = S extends Paths
  ? S
  : PreferLiterals<
      { [P in Paths]: AllMatch<Segments<S>, Segments<P>> extends true ? P : never }[Paths],
      Segments<S>['length']
    >

/** The route of method `M` a call's path is for (`/students/${id}` → '/students/{id}'). */
export type MatchPath<M extends ApiMethod, S extends string> = MatchRoutePath<ApiPath<M>, S>
