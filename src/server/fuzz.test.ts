import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { buildCoachData } from '../../tests/helpers/coach-data'
import {
  describeRequest,
  type FuzzPools,
  type FuzzRequest,
  type FuzzResult,
  formatStats,
  problemOf,
  type RouteStats,
  requestArbitrary,
  sendFuzz,
  tally,
} from '../../tests/helpers/fuzz'
import {
  expectCountersMatch,
  expectCreditsMatchAssignments,
  expectLedgerBalanced,
  expectOneOpenAlertPerType,
} from '../../tests/helpers/invariants'
import {
  type ApiRouteSpec,
  AUTH_ROUTES,
  documentedRoutes,
} from '../../tests/helpers/openapi-routes'
import { createTestContext, TEST_PASSWORD } from '../../tests/helpers/test-app'

/**
 * Fuzz: every route of /api/openapi.json (and the main /api/auth routes) gets FUZZ_RUNS
 * generated malformed and boundary requests (300 in `npm test`, 1,000+ in `npm run fuzz`):
 * plausible bodies with one field broken, invalid JSON, wrong content types, oversize and
 * deeply nested bodies, control characters and lone surrogates, impossible dates, bad numbers,
 * extra fields, ids that are not uuids or belong to nobody (or to another coach), bad query
 * parameters. Every answer must be below 500, every 4xx the `{error:{code,message}}` envelope,
 * and the invariants (ledger = balances, credits = assignments, running totals) hold after
 * each route's batch. A new route is fuzzed as soon as it is in the document.
 *
 * Reproduce a failure with FUZZ_SEED=<seed printed in it>.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 300)
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const REPORT = process.env.FUZZ_REPORT === '1'

/**
 * TEMPORARY — classes of failure fixed on branch i10-input (issue 10 items 1, 3 and 10), which
 * merges separately. Delete this list (and its use below) when i10-input is merged: the fuzz
 * must then pass without it.
 */
const KNOWN_FIXED_IN_I10_INPUT: {
  name: string
  matches: (route: ApiRouteSpec, req: FuzzRequest, res: FuzzResult) => boolean
}[] = [
  {
    name: 'item 1: a NUL byte in a text field or search term answers 500',
    matches: (_route, req, res) => res.status === 500 && carriesNul(req),
  },
  {
    name: 'item 3: a date past year 2100 answers 500',
    matches: (_route, req, res) =>
      res.status === 500 &&
      /(^|[^\d])(2[1-9]\d\d|[3-9]\d{3}|\+0\d{5})-\d\d-\d\d/.test(decoded(req)),
  },
  {
    // found by this fuzz: a lone surrogate answers 500 (1) on PGlite when it follows
    // multibyte characters ('ééé\udfff': PGlite sizes the UTF-8 parameter wrongly, 22021
    // "invalid byte sequence"), (2) on /api/auth/request-password-reset in redirectTo
    // (better-auth's encodeURIComponent throws URIError). i10-input refuses lone surrogates in
    // cleanText and in the auth before-hook, and maps 22021 to 400.
    name: 'item 1: a lone surrogate in a text field answers 500 (PGlite 22021, auth URIError)',
    matches: (_route, req, res) =>
      res.status === 500 &&
      /\\ud[89a-f][0-9a-f]{2}|%ED%[AB][0-9A-F]/i.test(`${req.url} ${req.body ?? ''}`),
  },
  {
    name: "item 10: better-auth's 4xx bodies are {message, code}, not the envelope",
    matches: (route, _req, res) => Boolean(route.auth) && res.status >= 400 && res.status < 500,
  },
]

function decoded(req: FuzzRequest): string {
  let url = req.url
  try {
    url = decodeURIComponent(req.url.replace(/\+/g, ' '))
  } catch {}
  return `${url} ${req.body ?? ''}`
}
function carriesNul(req: FuzzRequest): boolean {
  const text = `${req.url} ${req.body ?? ''}`
  return text.includes(String.fromCharCode(0)) || /%00|\\u0000/i.test(text)
}

const ctx = await createTestContext()
const owner = await buildCoachData(ctx, 'Zeferina')
const other = await buildCoachData(ctx, 'Yolanda')
const authCoach = await ctx.coach({ name: 'Treinadora Senha' })
const anonymous = ctx.client()
const pools: FuzzPools = {
  own: owner.ids,
  other: other.ids,
  emails: [owner.email, authCoach.email],
  passwords: [TEST_PASSWORD],
}
const documented = await documentedRoutes(ctx.client())
// deletions last, so the other routes meet the records they name
const routes = [...documented, ...AUTH_ROUTES].sort(
  (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
)
const clientFor = (route: ApiRouteSpec) =>
  route.key === 'POST /api/auth/change-password'
    ? authCoach.client
    : route.auth
      ? anonymous
      : owner.client

/** Requests that answered 500 in earlier fuzz runs, replayed on every run. */
function FOUND_BY_FUZZ(): [ApiRouteSpec, FuzzRequest][] {
  const route = (key: string) => routes.find((r) => r.key === key)!
  const post = (key: string, url: string, body: unknown): [ApiRouteSpec, FuzzRequest] => [
    route(key),
    {
      kind: 'regression',
      method: key.split(' ')[0]!,
      url,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  ]
  const student = {
    name: '-a-çé\udc75',
    phone: '11987650000',
    gender: 'female',
    type: 'fixed',
    classe: '7-classe',
  }
  return [
    // PGlite: a lone surrogate after multibyte characters (22021)
    post('POST /api/students', '/api/students', student),
    post('PATCH /api/students/{id}', `/api/students/${owner.ids.student[4]}`, {
      ...student,
      status: 'active',
    }),
    post('POST /api/clubs', '/api/clubs', { name: 'ééé\udfff' }),
    // better-auth: encodeURIComponent(redirectTo) throws on a lone surrogate
    post('POST /api/auth/request-password-reset', '/api/auth/request-password-reset', {
      email: owner.email,
      redirectTo: '%0\udbd6.',
    }),
    // better-auth: a NUL in the reset token reaches the verification query
    post('POST /api/auth/reset-password', '/api/auth/reset-password', {
      newPassword: 'Quadra-nova-2026',
      token: 'ã\u0000"0b ',
    }),
    // year 9999 in the history filter (addDaysIso → '+010000-01-01')
    [
      route('GET /api/sessions'),
      { kind: 'regression', method: 'GET', url: '/api/sessions?to=9999-12-31', headers: {} },
    ],
  ]
}

const allStats: RouteStats[] = []
const knownHits = new Map<string, number>()

afterAll(async () => {
  if (REPORT) {
    console.log(`fuzz seed ${SEED}, ${RUNS} runs per route\n${formatStats(allStats)}`)
    for (const [name, n] of knownHits) console.log(`known (fixed in i10-input): ${n} × ${name}`)
  }
  await ctx?.close()
})

describe(`fuzz (${RUNS} requests per route, seed ${SEED})`, () => {
  it('covers every documented route and the auth routes', () => {
    expect(documented.length).toBeGreaterThan(25)
    expect(routes.map((r) => r.key)).toEqual(
      expect.arrayContaining(['POST /api/leads', 'GET /api/health']),
    )
  })

  it('replays the requests earlier runs broke (judged like the generated ones)', async () => {
    const failures: string[] = []
    for (const [route, req] of FOUND_BY_FUZZ()) {
      const res = await sendFuzz(ctx, clientFor(route), req)
      const problem = problemOf(res)
      if (problem && !KNOWN_FIXED_IN_I10_INPUT.some((k) => k.matches(route, req, res))) {
        failures.push(`${problem}: ${describeRequest(req)} → ${res.text.slice(0, 200)}`)
      }
    }
    expect(failures).toEqual([])
  })

  it.each(routes.map((r, i) => [r.key, r, i] as const))(
    '%s',
    async (_key, route, index) => {
      const requests = fc.sample(requestArbitrary(route, pools), {
        numRuns: RUNS,
        seed: SEED + index,
      })
      const stats: RouteStats = {
        route: route.key,
        runs: 0,
        s2xx: 0,
        s4xx: 0,
        s5xx: 0,
        other: 0,
        ms: 0,
      }
      const failures: string[] = []
      const started = performance.now()
      // the auth routes hash (argon2, on libuv's threads): a few at a time, the rest in order
      const concurrency = route.auth ? 4 : 1
      const answers: [FuzzRequest, FuzzResult][] = []
      for (let i = 0; i < requests.length; i += concurrency) {
        const chunk = requests.slice(i, i + concurrency)
        const results = await Promise.all(chunk.map((r) => sendFuzz(ctx, clientFor(route), r)))
        answers.push(...chunk.map((r, j) => [r, results[j]!] as [FuzzRequest, FuzzResult]))
      }
      for (const [req, res] of answers) {
        tally(stats, res.status)
        const problem = problemOf(res)
        if (!problem) continue
        const known = KNOWN_FIXED_IN_I10_INPUT.find((k) => k.matches(route, req, res))
        if (known) {
          knownHits.set(known.name, (knownHits.get(known.name) ?? 0) + 1)
          continue
        }
        failures.push(`${problem}: ${describeRequest(req)} → ${res.text.slice(0, 200)}`)
      }
      stats.ms = performance.now() - started
      allStats.push(stats)
      expect(
        failures.slice(0, 10),
        `${failures.length} bad answers (seed ${SEED + index})`,
      ).toEqual([])
      const db = ctx.database.db
      await expectLedgerBalanced(db)
      await expectCreditsMatchAssignments(db)
      await expectOneOpenAlertPerType(db)
      await expectCountersMatch(db)
    },
    RUNS * 150 + 30_000,
  )
})
