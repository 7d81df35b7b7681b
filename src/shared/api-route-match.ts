import type { ApiMethod, ApiRouteKey } from './api-route-types'
import { API_ROUTES } from './api-routes'

const segments = (path: string) => path.split('/').slice(1)

/** A segment of a route's path as a test: a literal equals it, `{param}` takes a non-empty one. */
function segmentTest(segment: string): (s: string) => boolean {
  if (!segment.includes('{')) return (s) => s === segment
  const escaped = segment
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
  const re = new RegExp(`^${escaped.join('[^/]+')}$`)
  return (s) => re.test(s)
}

/**
 * Which of `paths` a concrete path is for, as MatchRoutePath (./api-route-types.ts) says at
 * compile time: its own path, else the one whose segments it matches, a literal segment
 * preferred to a `{param}` one at each position.
 */
export function matchRoutePath(paths: readonly string[], path: string): string | undefined {
  if (paths.includes(path)) return path
  const parts = segments(path)
  let candidates = paths.filter((p) => {
    const route = segments(p)
    return route.length === parts.length && route.every((s, i) => segmentTest(s)(parts[i]!))
  })
  for (let i = 0; i < parts.length && candidates.length > 1; i++) {
    const literal = candidates.filter((p) => !segments(p)[i]!.includes('{'))
    if (literal.length > 0) candidates = literal
  }
  return candidates[0]
}

/** The table's route a call is for: `matchApiRoute('GET', '/students/abc')` → 'GET /students/{id}'. */
export function matchApiRoute(method: ApiMethod, path: string): ApiRouteKey | undefined {
  const prefix = `${method} `
  const paths = Object.keys(API_ROUTES)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length))
  const found = matchRoutePath(paths, path)
  return found === undefined ? undefined : (`${prefix}${found}` as ApiRouteKey)
}
