import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { buildCoachData } from '../../tests/helpers/coach-data'
import { startFakeAi } from '../../tests/helpers/fake-ai'
import {
  describeRequest,
  type FuzzPools,
  type FuzzRequest,
  type FuzzResult,
  formatStats,
  nastyString,
  newRouteStats,
  problemOf,
  type RouteStats,
  routeRequests,
  sendFuzz,
  tally,
  topRefusals,
} from '../../tests/helpers/fuzz'
import { knownFor } from '../../tests/helpers/fuzz-known'
import {
  expectCountersMatch,
  expectCreditsMatchAssignments,
  expectLedgerBalanced,
  expectOneOpenAlertPerType,
  expectPaymentsWithinPrice,
} from '../../tests/helpers/invariants'
import {
  type ApiRouteSpec,
  AUTH_ROUTES,
  documentedRoutes,
} from '../../tests/helpers/openapi-routes'
import { createTestContext, TEST_APP_URL, TEST_PASSWORD } from '../../tests/helpers/test-app'
import { AUTH_MESSAGES_BY_CODE } from '../shared/auth-messages'

/**
 * Fuzz: every route of /api/openapi.json (and the main /api/auth routes) gets FUZZ_RUNS
 * generated requests (300 or 100 in `npm test`, see below; 1,000+ in `npm run fuzz`). A fifth
 * are plausible: valid bodies (kept coherent across fields), the coach's own ids of the right
 * kind, and the route's known values (tests/helpers/fuzz-known.ts: records in the state the
 * route needs, or made for it alone, so that deletes succeed more than once). The rest are
 * malformed and boundary requests: plausible bodies with one field broken, invalid JSON, wrong
 * content types, oversize and deeply nested bodies, control characters and lone surrogates,
 * impossible dates, bad numbers, extra fields, ids that are not uuids or belong to nobody (or to
 * another coach), bad query parameters. Every answer must be below 500, every 4xx the
 * `{error:{code,message}}` envelope, every route must answer at least one 2xx (its success path
 * is fuzzed too, not only its validation), and the invariants (ledger = balances, credits =
 * assignments, running totals) hold after each route's batch. A new route is fuzzed as soon as
 * it is in the document; when none of its requests succeeds, the failure lists why its
 * plausible ones were refused (`npm run fuzz` prints that for every route where most were).
 *
 * Reproduce a failure with FUZZ_SEED=<seed printed in it>.
 *
 * Runs per database: `npm test` fuzzes every route on both databases, 300 requests
 * per route on PGlite and 100 on PostgreSQL. The generated inputs are the same on both (same
 * generators, same pools); what the PostgreSQL batch adds is the real server's SQL behaviour
 * (its error codes, encodings, limits), which the regressions of FOUND_BY_FUZZ and 100 varied
 * requests per route reach; the 300 on PGlite explore the input space. An explicit FUZZ_RUNS
 * (`npm run fuzz`: 1,000) is the deep run and applies to both databases alike.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DB === 'postgres' ? 100 : 300))
/**
 * A batch's time limit: ~0.4 s a request, far above the slowest route's own cost (the data
 * export, ~0.1 s) — a batch slowed by other suites on the same two cores is not a failure.
 */
const BATCH_TIMEOUT = RUNS * 400 + 30_000
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const REPORT = process.env.FUZZ_REPORT === '1'
/**
 * The share of each route's batch that is plausible requests (valid bodies, real ids: meant to
 * succeed); the rest has one thing broken each. Every route must answer at least one 2xx.
 */
const PLAUSIBLE_SHARE = 0.2

/** `a` spread evenly through `b`, in order. */
function interleave<T>(a: T[], b: T[]): T[] {
  const out: T[] = []
  let j = 0
  for (let i = 0; i < a.length; i++) {
    const until = Math.round(((i + 1) * b.length) / (a.length + 1))
    while (j < until) out.push(b[j++]!)
    out.push(a[i]!)
  }
  while (j < b.length) out.push(b[j++]!)
  return out
}

// a voice message to the agent is heard through transcription: a local fake of the provider,
// whose model fails — the agent's parser and the rule-based texts answer, as without AI
const fakeAi = await startFakeAi({ transcript: 'quem tá devendo?', chatMode: '500' })
const ctx = await createTestContext({ ai: fakeAi.settings({ transcribeModel: 'whisper' }) })
const owner = await buildCoachData(ctx, 'Zeferina')
const other = await buildCoachData(ctx, 'Yolanda')
const authCoach = await ctx.coach({ name: 'Treinadora Senha' })
const anonymous = ctx.client()
const pools: FuzzPools = {
  own: owner.ids,
  other: other.ids,
  emails: [owner.email, authCoach.email],
  passwords: [TEST_PASSWORD],
  pathValues: {
    date: {
      own: [owner.occurrenceDate],
      others: [other.occurrenceDate, '2026-02-29', '1900-01-01'],
    },
    token: { own: [owner.feedToken], others: [other.feedToken] },
  },
}
const documented = await documentedRoutes(ctx.client())
// deletions last, so the other routes meet the records they name — and the account's own
// deletion (its confirmation may be guessed from the e-mail pool) after every other
const lateness = (r: ApiRouteSpec) =>
  r.key === 'DELETE /api/profile' ? 2 : Number(r.method === 'DELETE')
const routes = [...documented, ...AUTH_ROUTES].sort((a, b) => lateness(a) - lateness(b))
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
/** Time spent making the routes' known values (records made for a route, state read). */
let knownMs = 0

afterAll(async () => {
  if (REPORT) {
    console.log(
      `fuzz seed ${SEED}, ${RUNS} runs per route (known values made in ${(knownMs / 1000).toFixed(1)} s)\n${formatStats(allStats)}`,
    )
  }
  await ctx?.close()
  await fakeAi?.close()
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
      if (problem) {
        failures.push(`${problem}: ${describeRequest(req)} → ${res.text.slice(0, 200)}`)
      }
    }
    expect(failures).toEqual([])
  })

  it.each(routes.map((r, i) => [r.key, r, i] as const))(
    '%s',
    async (_key, route, index) => {
      const plausibleRuns = Math.min(RUNS, Math.max(3, Math.ceil(RUNS * PLAUSIBLE_SHARE)))
      const making = performance.now()
      const known = await knownFor(
        route.key,
        { ctx, owner },
        Math.min(12, Math.max(5, Math.ceil(plausibleRuns / 6))),
      )
      knownMs += performance.now() - making
      const routePools = { ...pools, own: { ...pools.own, ...known.own } }
      const { plausible, broken } = routeRequests(route, routePools, known.values)
      const requests = interleave(
        fc.sample(plausible, { numRuns: plausibleRuns, seed: SEED + index }),
        fc.sample(broken, { numRuns: RUNS - plausibleRuns, seed: SEED + index }),
      )
      const stats = newRouteStats(route.key)
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
        tally(stats, req, res)
        const problem = problemOf(res)
        if (!problem) continue
        failures.push(`${problem}: ${describeRequest(req)} → ${res.text.slice(0, 200)}`)
      }
      stats.ms = performance.now() - started
      allStats.push(stats)
      expect(
        failures.slice(0, 10),
        `${failures.length} bad answers (seed ${SEED + index})`,
      ).toEqual([])
      // the success path is fuzzed too: a route no request got through is a generator to fix
      // (its plausible bodies, or its known values in tests/helpers/fuzz-known.ts)
      expect(
        stats.s2xx,
        `${route.key}: no 2xx in ${RUNS} requests (seed ${SEED + index}); its ${stats.plausible} ` +
          `plausible ones were refused with\n${topRefusals(stats, 5).join('\n')}\n`,
      ).toBeGreaterThan(0)
      const db = ctx.database.db
      await expectLedgerBalanced(db)
      await expectCreditsMatchAssignments(db)
      await expectOneOpenAlertPerType(db)
      await expectCountersMatch(db)
      await expectPaymentsWithinPrice(db)
    },
    BATCH_TIMEOUT,
  )
})

/**
 * The sign-in, forgot-password and new-password forms of the prerendered pages are
 * not JSON and not in the OpenAPI document: their own batches of broken form posts (nasty
 * values, pool credentials, bad percent escapes, wrong content types, oversize). Every answer
 * is a 303 (to the dashboard with a session cookie, or back to the page with its note or a
 * code the page knows) or a plain 4xx — never 500.
 */
describe('fuzz: the forms without JavaScript (sign-in, forgot and new password)', () => {
  const field = fc.oneof(
    nastyString,
    fc.constantFrom(...pools.emails, ...pools.passwords, '', '%', '%E0%A4%A', '%00', '+'),
    fc.string({ maxLength: 40 }),
  )
  const formRequest = fc.record({
    pairs: fc.array(
      fc.tuple(
        fc.constantFrom('email', 'password', 'confirmPassword', 'token', 'rememberMe', 'x'),
        field,
      ),
      { maxLength: 4 },
    ),
    raw: fc.option(fc.string({ maxLength: 60 }), { freq: 2 }),
    // mostly the form's own type, so most posts get past the type check
    type: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom(
          'application/x-www-form-urlencoded',
          'application/x-www-form-urlencoded; charset=UTF-8',
        ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'application/json',
          'text/plain',
          'multipart/form-data; boundary=x',
        ),
      },
    ),
    oversize: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
  })
  type FormSample = {
    pairs: [string, string][]
    raw: string | null
    type: string
    oversize: boolean
  }

  /** Posts one sample to a form page; its answer, where it sends the browser and why. */
  const postForm = async (page: string, sample: FormSample) => {
    let body =
      sample.raw ??
      new URLSearchParams(sample.pairs.map(([k, v]) => [k, v.slice(0, 2000)])).toString()
    if (sample.oversize) body += `&pad=${'x'.repeat(10_000)}`
    const res = await ctx.app.request(`${TEST_APP_URL}${page}`, {
      method: 'POST',
      headers: {
        origin: TEST_APP_URL,
        'content-type': sample.type,
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
      redirect: 'manual',
    })
    const where = res.headers.get('location') ?? ''
    const url = new URL(where || '/', TEST_APP_URL)
    const code = url.searchParams.get('erro') ?? ''
    const cookie = res.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))
    return { res, where, url, code, cookie, body }
  }

  type FormAnswer = Awaited<ReturnType<typeof postForm>>

  /**
   * Posts every sample to a form page, 4 at a time, and checks each answer with `judge` (is it
   * one the page knows, and its kind for the report): no bad answer, every post answered.
   */
  const runFormBatch = async (
    page: string,
    samples: FormSample[],
    judge: (answer: FormAnswer) => { ok: boolean; kind: string },
  ) => {
    const failures: string[] = []
    const answers = new Map<string, number>()
    const send = async (sample: FormSample) => {
      const answer = await postForm(page, sample)
      const { ok, kind } = judge(answer)
      answers.set(kind, (answers.get(kind) ?? 0) + 1)
      if (!ok) {
        failures.push(
          `${answer.res.status} ${answer.where}: ${sample.type} ${answer.body.slice(0, 120)}`,
        )
      }
    }
    for (let i = 0; i < samples.length; i += 4) await Promise.all(samples.slice(i, i + 4).map(send))
    expect(failures.slice(0, 10), `${failures.length} bad answers (seed ${SEED})`).toEqual([])
    expect([...answers.values()].reduce((a, b) => a + b, 0)).toBe(samples.length)
    if (REPORT) console.log(`POST ${page} answers`, Object.fromEntries(answers))
    return answers
  }
  const refusedPlainly = (status: number) => [403, 413, 415].includes(status)

  it(
    `${RUNS} posts: never a 500, every redirect one the page knows`,
    async () => {
      // a fresh account (the fuzz above may have changed the pool's passwords or deleted one),
      // signed in once and refused once among the random posts: the batch reaches better-auth
      const fresh = await ctx.coach({ name: 'Treinadora Formulário' })
      const known = (password: string): FormSample => ({
        pairs: [
          ['email', fresh.email],
          ['password', password],
        ],
        raw: null,
        type: 'application/x-www-form-urlencoded',
        oversize: false,
      })
      const samples = [
        known(TEST_PASSWORD),
        known('senha-errada-123'),
        ...fc.sample(formRequest, { numRuns: RUNS, seed: SEED }),
      ]
      const answers = await runFormBatch('/app/login', samples, ({ res, url, code, cookie }) => ({
        ok:
          res.status === 303
            ? (url.pathname === '/app/dashboard' && cookie) ||
              (url.pathname === '/app/login' && !cookie && code in AUTH_MESSAGES_BY_CODE)
            : refusedPlainly(res.status),
        kind: res.status === 303 ? `303 ${url.pathname}${code ? ` ${code}` : ''}` : `${res.status}`,
      }))
      // the known ones went through the sign-in itself
      expect(answers.get('303 /app/dashboard')).toBeGreaterThanOrEqual(1)
      expect(answers.get('303 /app/login INVALID_EMAIL_OR_PASSWORD')).toBeGreaterThanOrEqual(1)
    },
    BATCH_TIMEOUT,
  )

  it(
    `${RUNS} posts to /auth/forgot-password: never a 500, every redirect one the page knows`,
    async () => {
      const fresh = await ctx.coach({ name: 'Treinadora Esqueceu' })
      const samples: FormSample[] = [
        {
          pairs: [['email', fresh.email]],
          raw: null,
          type: 'application/x-www-form-urlencoded',
          oversize: false,
        },
        ...fc.sample(formRequest, { numRuns: RUNS, seed: SEED }),
      ]
      const answers = await runFormBatch(
        '/auth/forgot-password',
        samples,
        ({ res, url, code, cookie }) => {
          const sent = url.searchParams.get('enviado') === '1'
          return {
            ok:
              res.status === 303
                ? url.pathname === '/auth/forgot-password' &&
                  !cookie &&
                  (sent || code in AUTH_MESSAGES_BY_CODE)
                : refusedPlainly(res.status),
            kind: res.status === 303 ? `303 ${sent ? 'enviado' : code}` : `${res.status}`,
          }
        },
      )
      // the known address went through better-auth's reset request
      expect(answers.get('303 enviado')).toBeGreaterThanOrEqual(1)
    },
    BATCH_TIMEOUT,
  )

  it(
    `${RUNS} posts to /auth/reset-password: never a 500, every refusal one the page knows`,
    async () => {
      // no sample holds a live token: every post is refused, by the form's rules or the link
      await runFormBatch(
        '/auth/reset-password',
        fc.sample(formRequest, { numRuns: RUNS, seed: SEED }),
        ({ res, url, code, cookie }) => ({
          ok:
            res.status === 303
              ? url.pathname === '/auth/reset-password' && !cookie && code in AUTH_MESSAGES_BY_CODE
              : refusedPlainly(res.status),
          kind: res.status === 303 ? `303 ${code}` : `${res.status}`,
        }),
      )
    },
    BATCH_TIMEOUT,
  )
})
