import { describe, expect, expectTypeOf, it } from 'vitest'
import { matchApiRoute, matchRoutePath } from './api-route-match'
import type {
  ApiBody,
  ApiPath,
  ApiPathArg,
  ApiQuery,
  ApiResponse,
  ApiStatus,
  MatchPath,
  MatchRoutePath,
  PathPattern,
} from './api-route-types'
import type { StudentCreateRequest } from './schemas/student'
import type { StudentDetail } from './schemas/students.response'

// The type assertions are checked by tsc (npm run typecheck); the matcher's answers at run time
// must be the ones the types give.

const PATHS = [
  '/students',
  '/students/export',
  '/students/{id}',
  '/students/{id}/packages',
] as const
type Paths = (typeof PATHS)[number]

describe('matchRoutePath', () => {
  it('takes a route path as it is', () => {
    expect(matchRoutePath(PATHS, '/students/{id}')).toBe('/students/{id}')
    expectTypeOf<MatchRoutePath<Paths, '/students/{id}'>>().toEqualTypeOf<'/students/{id}'>()
  })

  it('finds the pattern a concrete path matches, segment by segment', () => {
    expect(matchRoutePath(PATHS, '/students/abc')).toBe('/students/{id}')
    expect(matchRoutePath(PATHS, '/students/abc/packages')).toBe('/students/{id}/packages')
    expectTypeOf<MatchRoutePath<Paths, `/students/${string}`>>().toEqualTypeOf<'/students/{id}'>()
    expectTypeOf<
      MatchRoutePath<Paths, `/students/${string}/packages`>
    >().toEqualTypeOf<'/students/{id}/packages'>()
  })

  it('prefers a literal route to a pattern both match', () => {
    expect(matchRoutePath(PATHS, '/students/export')).toBe('/students/export')
    const wide = ['/a/{x}/c', '/a/b/{y}']
    expect(matchRoutePath(wide, '/a/b/c')).toBe('/a/b/{y}')
    expectTypeOf<MatchRoutePath<'/a/{x}/c' | '/a/b/{y}', '/a/b/c'>>().toEqualTypeOf<'/a/b/{y}'>()
  })

  it('matches a parameter inside a segment and refuses what matches nothing', () => {
    expect(matchRoutePath(['/calendar/{token}.ics'], '/calendar/abc.ics')).toBe(
      '/calendar/{token}.ics',
    )
    expect(matchRoutePath(['/calendar/{token}.ics'], '/calendar/abc.txt')).toBeUndefined()
    expect(matchRoutePath(PATHS, '/students/a/b')).toBeUndefined()
    expect(matchRoutePath(PATHS, '/students/')).toBeUndefined()
    expectTypeOf<MatchRoutePath<Paths, `/students/${string}/b`>>().toBeNever()
    expectTypeOf<PathPattern<'/calendar/{token}.ics'>>().toEqualTypeOf<`/calendar/${string}.ics`>()
  })
})

describe('the API route types', () => {
  it('find the table route of a call, by method', () => {
    expect(matchApiRoute('GET', '/students/abc')).toBe('GET /students/{id}')
    expect(matchApiRoute('DELETE', '/students/abc/shares/def')).toBe(
      'DELETE /students/{id}/shares/{shareId}',
    )
    expect(matchApiRoute('PUT', '/students/abc')).toBeUndefined()
    expectTypeOf<MatchPath<'GET', `/students/${string}`>>().toEqualTypeOf<'/students/{id}'>()
    expectTypeOf<MatchPath<'PUT', `/students/${string}`>>().toBeNever()
    expectTypeOf<'/students/abc'>().toExtend<ApiPathArg<'GET'>>()
    expectTypeOf<'/studentz'>().not.toExtend<ApiPathArg<'GET'>>()
    expectTypeOf<'/health'>().toExtend<ApiPath<'GET'>>()
  })

  it('give the answer, body, query and status of a route', () => {
    expectTypeOf<ApiResponse<'GET', '/students/{id}'>>().toEqualTypeOf<StudentDetail>()
    expectTypeOf<ApiResponse<'DELETE', '/students/{id}'>>().toEqualTypeOf<undefined>()
    expectTypeOf<ApiResponse<'GET', '/profile/export'>>().toEqualTypeOf<Blob>()
    expectTypeOf<ApiBody<'POST', '/students'>>().toEqualTypeOf<StudentCreateRequest>()
    expectTypeOf<ApiBody<'POST', '/voice-notes'>>().toEqualTypeOf<Blob>()
    expectTypeOf<ApiBody<'GET', '/students'>>().toBeNever()
    expectTypeOf<ApiQuery<'GET', '/students'>>().toHaveProperty('page')
    expectTypeOf<ApiQuery<'GET', '/students/{id}'>>().toBeNever()
    expectTypeOf<ApiStatus<'POST', '/students'>>().toEqualTypeOf<201>()
    expect(matchApiRoute('POST', '/students')).toBe('POST /students')
  })
})
