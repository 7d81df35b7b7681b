import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { LEAD_HEARD_FROM, LEAD_SPORTS } from '../../src/shared/constants'
import { addDaysIso, daysBetween } from '../../src/shared/domain/dates'
import type { CoachIds } from './coach-data'
import { daysFromToday } from './dates'
import { type ApiRouteSpec, fillPath, type JsonSchema } from './openapi-routes'
import { TEST_APP_URL, TEST_PASSWORD, type TestClient, type TestContext } from './test-app'

/**
 * Generators of requests for any route of the API, derived from the route's JSON schemas (the
 * OpenAPI document is written from the shared zod schemas): plausible requests meant to succeed
 * (valid bodies, the coach's own ids, the route's known values), and the same with ONE thing
 * broken, or a broken envelope (JSON, content type, size).
 */

/** One generated request, replayable as is. */
export interface FuzzRequest {
  /** Which mutation produced it ('field:studentIds', 'raw:invalid-json', 'path:id'…). */
  kind: string
  method: string
  /** Path and query string, already encoded. */
  url: string
  headers: Record<string, string>
  /** Text (JSON and its breakages), or bytes (the voice note upload's raw audio). */
  body?: string | Uint8Array
}

/** The ids a generated request may name: the fuzzed coach's own and another coach's. */
export interface FuzzPools {
  own: CoachIds
  other: CoachIds
  /** E-mails and passwords that exist (so sign-in and change-password go past the lookup). */
  emails: string[]
  passwords: string[]
  /**
   * Values of path params that are not ids — `date` (an occurrence), `token` (a feed) — the
   * coach's own (valid for her) and others (another coach's, impossible ones).
   */
  pathValues?: Record<string, { own: string[]; others: string[] }>
  /** Ids of the coach's own of the right kind only (the plausible requests). */
  ownOnly?: boolean
}

/**
 * Values that belong together for one route, so that its request can succeed: path params
 * naming records in the right state (a lesson and one of its students, a package with a balance
 * due, a record made for this route alone so that a delete has something to delete) and body
 * fields tied to them (the owed lesson of a make-up, a reset link's token). A plausible request
 * of the route takes one of them over its generated path and body (a body field set to
 * `undefined` is left out).
 */
export interface KnownValues {
  path?: Record<string, string>
  body?: Record<string, unknown>
}

// ---------------------------------------------------------------- hostile values

const NASTY_STRINGS = [
  '',
  ' ',
  '   \t  ',
  '\u0000',
  'ab\u0000cd',
  '\u0001\u0002\u001b[31m\u007f',
  '\r\n\r\nX-Injected: 1',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D\uFEFF',
  '😀🎾🏓👩‍👩‍👧‍👦',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDFFF',
  'e\u0301\u0301\u0301\u0301',
  'Ω'.repeat(120),
  'ﷺ'.repeat(40),
  "'; DROP TABLE students; --",
  "' OR '1'='1",
  '%00',
  '%',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe
  '{{7*7}}${7*7}',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  'a'.repeat(101),
  'a'.repeat(256),
  'a'.repeat(1001),
  'é'.repeat(5000),
]

/** Dates no calendar has, or at the edges of what Date and PostgreSQL hold. */
const IMPOSSIBLE_DATES = [
  '2023-02-30',
  '2023-02-29',
  '2024-02-29',
  '2023-13-01',
  '2023-00-10',
  '2023-06-31',
  '9999-12-31',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '2101-01-01',
  '2023-1-1',
  '20230101',
  '2023/01/01',
  '01/02/2023',
  '+010000-01-01',
  '-000001-01-01',
  '2023-02-30T10:00:00Z',
  '2023-06-15T25:61:00Z',
  '2023-06-15T12:00:00+99:00',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '2023-06-15T12:00:00',
  '2023-06-15 12:00:00Z',
]

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  -0.0001,
  0.1 + 0.2,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  1e308,
  -1e308,
]

const NOT_UUIDS = [
  '1',
  '0',
  '-1',
  'abc',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000-0000-4000-8000-00000000000g',
  '00000000000040008000000000000000',
  '00000000-0000-4000-8000-0000000000001',
  ' 00000000-0000-4000-8000-000000000000',
  '%00',
  '\u0000',
  '..',
  '../students',
  'a'.repeat(300),
  '😀',
  '\uD800',
]

/** Characters a text can carry that a naive server trips on. */
const nastyChar = fc.oneof(
  { arbitrary: fc.constantFrom('a', 'b', 'Z', '0', ' ', '-', '.', '@', 'é', 'ç', 'ã'), weight: 6 },
  { arbitrary: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), weight: 2 },
  { arbitrary: fc.constantFrom('\u007f', '\u0085', '\u00a0', '\u2028', '\u2029'), weight: 1 },
  { arbitrary: fc.constantFrom('\u202E', '\u202D', '\u200F', '\u061C', '\u2066'), weight: 1 },
  { arbitrary: fc.constantFrom('😀', '🎾', '👩‍💻', '🇧🇷', '\uFE0F', '\u0301'), weight: 1 },
  {
    arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    weight: 1,
  },
  { arbitrary: fc.constantFrom("'", '"', '\\', '%', '_', '*', '?', '(', ')', ';'), weight: 2 },
)

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: nastyChar, maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.constantFrom(...IMPOSSIBLE_DATES), weight: 2 },
)

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Nested arrays/objects `depth` levels deep. */
export function deep(depth: number, leaf: unknown = 1): unknown {
  let v: unknown = leaf
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v]
  return v
}

/** Any JSON value of the wrong kind, or one just out of range. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: nastyNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], ['']), weight: 2 },
  {
    arbitrary: fc.constantFrom<unknown>(
      { $ne: null },
      { $gt: '' },
      JSON.parse('{"__proto__": {"admin": true}}'),
    ),
    weight: 1,
  },
  { arbitrary: fc.constantFrom(deep(3), deep(64), deep(400)), weight: 1 },
  { arbitrary: fc.array(nastyString, { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.array(fc.uuid(), { minLength: 51, maxLength: 60 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
)

// ---------------------------------------------------------------- plausible values

const KIND_OF_ID: [RegExp, keyof CoachIds][] = [
  [/^(studentIds?|confirmPresent)$/, 'student'],
  [/^packageId$/, 'package'],
  [/^clubId$/, 'club'],
  [/^sessionId$/, 'session'],
  [/^alertId$/, 'alert'],
  [/^(lessonIds?|makeupOf)$/, 'lesson'],
  [/^seriesId$/, 'series'],
  [/^shareId$/, 'share'],
  [/^paymentId$/, 'payment'],
  [/^voiceNoteIds?$/, 'voiceNote'],
]

/**
 * The pool an id field or path param draws from: same kind first, any id, nobody's (with
 * `ownOnly`, the coach's own of the same kind alone).
 */
function idArbitrary(pools: FuzzPools, kind: keyof CoachIds | undefined): fc.Arbitrary<string> {
  const own = kind ? pools.own[kind] : []
  const anyOwn = Object.values(pools.own).flat()
  if (pools.ownOnly) return fc.constantFrom(...(own.length ? own : anyOwn))
  const anyOther = Object.values(pools.other).flat()
  return fc.oneof(
    ...(own.length ? [{ arbitrary: fc.constantFrom(...own), weight: 12 }] : []),
    { arbitrary: fc.constantFrom(...anyOwn), weight: 1 },
    { arbitrary: fc.constantFrom(...anyOther), weight: 1 },
    { arbitrary: fc.uuid({ version: 4 }), weight: 1 },
  )
}

function kindOf(name: string): keyof CoachIds | undefined {
  return KIND_OF_ID.find(([re]) => re.test(name))?.[1]
}

let emailSeq = 0

/** A value the schema accepts (most of the time), for the field named `name`. */
function validValue(schema: JsonSchema, name: string, pools: FuzzPools): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => validValue(s, name, pools)))
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object']
  if (types.length > 1) {
    return fc.oneof(...types.map((t) => validValue({ ...schema, type: t }, name, pools)))
  }
  switch (types[0]) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (name === 'validityDays' ? 1 : 0)
      const max = schema.maximum ?? (name === 'validityDays' ? 400 : 1000)
      return fc.integer({ min, max: Math.min(max, min + 100_000) })
    }
    case 'array': {
      const items = schema.items ?? {}
      const size = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) }
      // a list of ids or choices names each once (a repeated one is a mutation of its own)
      return items.type === 'object' || items.type === 'array'
        ? fc.array(validValue(items, name, pools), size)
        : fc.uniqueArray(validValue(items, name, pools), size)
    }
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([k, s]) => [k, validValue(s, k, pools)]),
        ),
        { requiredKeys: schema.required ?? [] },
      )
    default:
      return validString(schema, name, pools)
  }
}

function validString(schema: JsonSchema, name: string, pools: FuzzPools): fc.Arbitrary<unknown> {
  if (schema.format === 'uuid' || /Ids?$/.test(name)) return idArbitrary(pools, kindOf(name))
  if (schema.format === 'date-time') {
    // instants of the API (a class's date, an absence's notice) are past ones, mostly
    return fc
      .oneof(
        { arbitrary: fc.integer({ min: -60, max: -1 }), weight: 9 },
        fc.integer({ min: 0, max: 30 }),
      )
      .map((d) => `${daysFromToday(d)}T12:30:00.000-03:00`)
  }
  if (schema.format === 'email') {
    return fc.oneof(
      fc.constantFrom(...pools.emails),
      fc.constant(null).map(() => `fuzz${++emailSeq}@example.com`),
    )
  }
  if (schema.format === 'app-path') return fc.constantFrom('/redefinir-senha', '/app')
  // calendar days and local times: the schemas check them with refinements the document does not
  // carry (isoDay(), HH:MM), so the field's name says what it holds
  if (/Date$|^(from|to|date|paidOn)$/.test(name)) {
    return fc.integer({ min: -400, max: 60 }).map(daysFromToday)
  }
  if (name === 'time') {
    return fc
      .tuple(fc.integer({ min: 6, max: 21 }), fc.constantFrom('00', '15', '30', '45'))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${m}`)
  }
  if (/[eE]mail$/.test(name)) return fc.constantFrom(...pools.emails)
  if (/[pP]assword$/.test(name)) {
    return fc.oneof(
      fc.constantFrom(...pools.passwords),
      fc.string({ minLength: 6, maxLength: 20 }),
      fc.constantFrom('123456', 'Senha@123', 'P@ssw0rd', 'aaaaaa'),
    )
  }
  if (name === 'timezone') {
    // a zone both Node and the databases know, so the request gets past validation (2xx): the
    // fuzzed coach's own, because a real change would move (split) her weekly slot and leave
    // the series and occurrence ids of the pools stale for the agenda routes fuzzed after it
    // (zone changes themselves are tested in profile/zone-change.test.ts)
    return fc.constant('America/Sao_Paulo')
  }
  if (name === 'phone') {
    return fc.oneof(
      fc.integer({ min: 10_000_000, max: 99_999_999 }).map((n) => `119${n}`),
      fc.constantFrom('(11) 98765-4321', '+55 21 99999-0000', '5511987654321'),
    )
  }
  const min = schema.minLength ?? 0
  const max = Math.max(min, Math.min(schema.maxLength ?? 30, 30))
  return fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ÁÉÍçãõ'.split('')),
    minLength: Math.max(min, 2),
    maxLength: Math.max(max, 2),
  })
}

/** A Pix key body of one type, its key one of `keys` (the key's rules depend on its type). */
const pixBody = (keyType: string, keys: string[]): JsonSchema => ({
  type: 'object',
  properties: {
    keyType: { type: 'string', enum: [keyType] },
    key: { type: 'string', enum: keys },
    name: { type: 'string', minLength: 2, maxLength: 100 },
    city: { type: 'string', minLength: 2, maxLength: 60 },
  },
  required: ['keyType', 'key', 'name', 'city'],
})

/**
 * Bodies the OpenAPI document describes only loosely (the lead form validates in the lead's
 * language inside the handler; a Pix key's rules depend on its type): their real shape, so
 * plausible bodies reach the database.
 */
/**
 * A sheet's lines as coaches write them (the document says only "strings"): names, phones in
 * their many forms, levels, amounts, dates and weekly times, so that plausible imports create
 * and update students; the mutations still break every field.
 */
const IMPORT_CELLS: Record<string, string[]> = {
  name: ['Ana Souza', 'BRUNO LIMA', 'Carla Dias', 'Davi Reis', 'Elisa Prado', 'Total', ''],
  phone: [
    '11 98765-4321',
    '+55 (21) 99876-5432',
    '011987650000',
    '(48) 3222-1000',
    '11 8765-432',
    '',
  ],
  email: ['ana@exemplo.com', 'BRUNO@exemplo.com', 'x@', ''],
  classe: ['4ª classe', 'Pro', '3', '9', ''],
  type: ['fixo', 'avulsa', 'mensal', 'x', ''],
  gender: ['F', 'masculino', '?', ''],
  notes: ['Prefere manhã', 'Joelho\noperado', ''],
  credits: ['8', '0', '-2', 'dez', ''],
  expiry: ['31/12/2026', '31/02/2026', '15/03/26', ''],
  paid: ['R$ 350,00', '1.234,56', 'abc', ''],
  owed: ['R$ 120,50', '80', '-5', ''],
  club: ['Clube Sol', 'Arena', ''],
  weeklyTime: ['ter e qui 18h', 'seg a sex 7h30', 'sab 25h', ''],
}
const IMPORT_BODY: JsonSchema = {
  type: 'object',
  properties: {
    rows: {
      type: 'array',
      minItems: 1,
      maxItems: 6,
      items: {
        type: 'object',
        properties: {
          line: { type: 'integer', minimum: 2, maximum: 50 },
          values: {
            type: 'object',
            properties: Object.fromEntries(
              Object.entries(IMPORT_CELLS).map(([field, cells]) => [
                field,
                { type: 'string', enum: cells },
              ]),
            ),
            required: ['name', 'phone'],
          },
        },
        required: ['line', 'values'],
      },
    },
    defaults: {
      type: 'object',
      properties: {
        gender: { type: 'string', enum: ['female', 'male'] },
        type: { type: 'string', enum: ['fixed', 'occasional'] },
        classe: { type: 'string', enum: ['1-classe', '4-classe', 'profissional'] },
      },
      required: ['type', 'classe'],
    },
    properCaseNames: { type: 'boolean' },
  },
  required: ['rows', 'defaults'],
}

const BODY_SCHEMA_OVERRIDES: Record<string, JsonSchema> = {
  'PUT /api/profile/pix': {
    anyOf: [
      pixBody('cpf', ['529.982.247-25', '52998224725']),
      pixBody('cnpj', ['11.222.333/0001-81', '12ABC34501DE35']),
      pixBody('email', ['pix.fuzz@example.com', 'PIX.Fuzz@Example.com']),
      pixBody('phone', ['(11) 98765-4321', '+55 21 99999-0000']),
      pixBody('random', ['123e4567-e89b-12d3-a456-426614174000']),
    ],
  },
  'POST /api/leads': {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      email: { type: 'string', format: 'email' },
      phone: { type: 'string', enum: ['+5511999999999', '+14155552671', '+351912345678'] },
      country: { type: 'string', enum: ['Brazil', 'Canada', 'Other'] },
      countryOther: { type: 'string', maxLength: 100 },
      sports: { type: 'array', items: { type: 'string', enum: [...LEAD_SPORTS] }, maxItems: 3 },
      extraSport: { type: 'string', maxLength: 100 },
      heardFrom: { type: 'string', enum: [...LEAD_HEARD_FROM] },
      heardFromOther: { type: 'string', maxLength: 100 },
      language: { type: 'string', enum: ['pt', 'en'] },
    },
    required: ['name', 'email', 'phone', 'heardFrom', 'language'],
  },
  'POST /api/student-imports/preview': IMPORT_BODY,
  'POST /api/student-imports': IMPORT_BODY,
}

// ---------------------------------------------------------------- mutations

/** Paths to every value inside a JSON value (object keys and array indexes), the root excluded. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.flatMap((v, i) => [[...prefix, i], ...leafPaths(v, [...prefix, i])])
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      [...prefix, k],
      ...leafPaths(v, [...prefix, k]),
    ])
  }
  return []
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  const last = path[path.length - 1]!
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1)
    else delete node[last]
  } else node[last] = value
  return copy
}

const EXTRA_FIELDS: Record<string, unknown>[] = [
  { id: '00000000-0000-4000-8000-000000000000' },
  { userId: '00000000-0000-4000-8000-000000000000' },
  { user_id: 'x', ownerId: 'y' },
  { remainingClasses: 999, credits: 999 },
  { status: 'expired', isDefault: true, deletedAt: '2020-01-01' },
  { constructor: { prototype: { polluted: true } } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { unknownField: 'x'.repeat(10_000) },
  Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, i])),
]

/** Raw texts no JSON parser should take, and JSON at the edges of what parsers allow. */
function rawBodies(valid: string): fc.Arbitrary<[string, string]> {
  return fc.constantFrom<[string, string]>(
    ['empty', ''],
    ['whitespace', '   \n'],
    ['invalid-json', '{'],
    ['invalid-json', '{"name": }'],
    ['invalid-json', "{'name': 'x'}"],
    ['invalid-json', '{"a":1,}'],
    ['truncated', valid.slice(0, Math.max(1, valid.length >> 1))],
    ['nan-literal', '{"totalClasses": NaN, "rating": NaN}'],
    ['infinity-literal', '{"priceCents": Infinity}'],
    ['huge-number', '{"totalClasses": 1e400, "priceCents": 123456789012345678901234567890}'],
    ['bom', `\uFEFF${valid}`],
    ['duplicate-keys', valid.replace(/^\{/, '{"name":1,"name":"x",')],
    ['nul-in-json', valid.replace(/"$/, '\u0000"')],
    ['json-null', 'null'],
    ['json-array', `[${valid}]`],
    ['json-string', '"text"'],
    ['json-number', '42'],
    ['deep-array', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['deep-object', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`],
    ['oversize', JSON.stringify({ name: 'x'.repeat(300 * 1024) })],
    ['just-under-limit', JSON.stringify({ notes: 'é'.repeat(120 * 1024) })],
    ['not-utf8-escape', '{"name":"\\ud800\\udc00\\ud800"}'],
    ['bad-escape', '{"name":"\\x41\\u12"}'],
  )
}

const WRONG_CONTENT_TYPES: [string, (json: string) => string][] = [
  ['text/plain', (j) => j],
  ['application/x-www-form-urlencoded', () => 'name=abc&studentId=1&rating=5'],
  [
    'multipart/form-data; boundary=x',
    () => '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc\r\n--x--',
  ],
  ['application/xml', () => '<name>abc</name>'],
  ['application/jsonx', (j) => j],
  ['text/json', (j) => j],
  ['application/json; charset=latin1', (j) => j],
  ['application/merge-patch+json', (j) => j],
  ['', (j) => j],
]

function query(params: Record<string, string | string[]>): string {
  const sp = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) {
    for (const one of Array.isArray(v) ? v : [v]) sp.append(k, one)
  }
  const s = sp.toString()
  return s ? `?${s}` : ''
}

/** Query values as a client would send them (strings), from the parameter's schema. */
function validQueryValue(schema: JsonSchema, name: string, pools: FuzzPools): fc.Arbitrary<string> {
  return validValue(schema, name, pools).map((v) =>
    Array.isArray(v) ? String(v[0] ?? '') : typeof v === 'string' ? v : String(v),
  )
}

/** A request before it is written out: path params, query parameters, JSON body. */
interface RequestParts {
  path: Record<string, string>
  query: Record<string, string | string[]>
  body: unknown
}

type Body = Record<string, unknown>
const isBody = (v: unknown): v is Body => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/**
 * The rules a request must keep that its JSON schemas cannot state (they tie one field to
 * another), applied to every plausible request so that it can succeed.
 */
function coherent(route: ApiRouteSpec, parts: RequestParts): RequestParts {
  const query = { ...parts.query }
  const { from, to } = query
  if (typeof from === 'string' && typeof to === 'string' && from > to) {
    query.from = to
    query.to = from
  }
  // the history filter takes a quick period or a range of days, not both
  if (route.key === 'GET /api/sessions' && query.period && (query.from || query.to)) {
    delete query.period
  }
  // the agenda lists at most 62 days
  if (route.key === 'GET /api/agenda' && typeof query.from === 'string' && query.to) {
    const span = daysBetween(query.from, String(query.to))
    if (span > 61) query.to = addDaysIso(query.from, span % 62)
  }
  if (!isBody(parts.body)) return { ...parts, query }
  const body: Body = { ...parts.body }
  // the feedbacks and assignments of a class are its students', one each
  const studentIds = Array.isArray(body.studentIds) ? (body.studentIds as string[]) : []
  for (const list of ['feedbacks', 'assignments'] as const) {
    if (!Array.isArray(body[list])) continue
    const seen = new Set<string>()
    body[list] = (body[list] as unknown[])
      .slice(0, studentIds.length)
      .map((item, i) => (isBody(item) ? { ...item, studentId: studentIds[i] } : item))
      .filter((item) => {
        const id = isBody(item) ? String(item.studentId) : ''
        return !seen.has(id) && seen.add(id)
      })
  }
  // a voice note belongs to one feedback
  if (Array.isArray(body.feedbacks)) {
    const used = new Set<unknown>()
    for (const feedback of body.feedbacks as unknown[]) {
      if (!isBody(feedback) || !Array.isArray(feedback.voiceNoteIds)) continue
      feedback.voiceNoteIds = feedback.voiceNoteIds.filter((id) => !used.has(id) && used.add(id))
    }
  }
  if (Array.isArray(body.confirmPresent)) {
    body.confirmPresent = body.confirmPresent.filter((id) => studentIds.includes(id as string))
  }
  // a package of more than one class has a validity
  if (typeof body.totalClasses === 'number' && body.totalClasses > 1 && body.validityDays == null) {
    body.validityDays = 30
  }
  // a weekly slot ends after it starts
  if (typeof body.untilDate === 'string' && typeof body.startDate === 'string') {
    if (body.untilDate < body.startDate) {
      ;[body.startDate, body.untilDate] = [body.untilDate, body.startDate]
    }
  }
  // 'só esta aula' may move the day, 'esta e as seguintes' the weekdays
  if (body.scope === 'following') delete body.date
  if (body.scope === 'this') delete body.weekdays
  // a password change that goes through keeps the pool's password, so the next one can too
  if (route.key === 'POST /api/auth/change-password' && body.currentPassword === TEST_PASSWORD) {
    body.newPassword = TEST_PASSWORD
  }
  return { ...parts, query, body }
}

/** The generated parts with a route's known values over them. */
function withKnown(parts: RequestParts, known: KnownValues): RequestParts {
  return {
    ...parts,
    path: { ...parts.path, ...known.path },
    body: known.body ? { ...(isBody(parts.body) ? parts.body : {}), ...known.body } : parts.body,
  }
}

/** The requests fuzzed on one route. */
export interface RouteRequests {
  /**
   * Requests meant to succeed: a plausible body (values the schemas accept, kept coherent),
   * the coach's own ids of the right kind, and mostly the route's known values.
   */
  plausible: fc.Arbitrary<FuzzRequest>
  /** Requests with one thing broken, weighted so each applicable mutation gets a fair share. */
  broken: fc.Arbitrary<FuzzRequest>
}

/**
 * Both kinds of request for one route, from its JSON schemas, the pools and the route's known
 * values (`known`, see KnownValues).
 */
export function routeRequests(
  route: ApiRouteSpec,
  pools: FuzzPools,
  known: KnownValues[] = [],
): RouteRequests {
  const bodySchema = BODY_SCHEMA_OVERRIDES[route.key] ?? route.body
  // the generated parts, from the pools (their own ids only for the plausible requests)
  const partsFrom = (pools: FuzzPools): fc.Arbitrary<RequestParts> => {
    const pathArb = fc.record(
      Object.fromEntries(
        route.pathParams.map((p) => {
          const values = pools.pathValues?.[p]
          if (!values)
            return [p, idArbitrary(pools, p === 'id' ? idKindOfPath(route.path) : kindOf(p))]
          if (pools.ownOnly) return [p, fc.constantFrom(...values.own)]
          return [
            p,
            fc.oneof(
              { arbitrary: fc.constantFrom(...values.own, ...values.others), weight: 8 },
              { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
              { arbitrary: idArbitrary(pools, undefined), weight: 1 },
            ),
          ]
        }),
      ),
    )
    const queryArb = fc.record(
      Object.fromEntries(
        route.query.map((q) => [q.name, validQueryValue(q.schema, q.name, pools)]),
      ),
      { requiredKeys: route.query.filter((q) => q.required).map((q) => q.name) },
    )
    const bodyArb = bodySchema ? validValue(bodySchema, '', pools) : fc.constant(undefined)
    return fc.record({ path: pathArb, query: queryArb, body: bodyArb })
  }
  const generated = partsFrom(pools)
  const generatedOwn = partsFrom({ ...pools, ownOnly: true })
  // the broken requests start from the mixture (own, others' and nobody's ids)
  const base = generated.map((parts) => coherent(route, parts))
  // the plausible ones mostly the known values (records in the state the route needs), now and
  // then only what was generated (the coach's own ids of the right kind)
  const plausibleBase: fc.Arbitrary<RequestParts> = (
    known.length
      ? fc.oneof(
          {
            weight: 4,
            arbitrary: fc
              .tuple(generatedOwn, fc.constantFrom(...known))
              .map(([g, k]) => withKnown(g, k)),
          },
          { weight: 1, arbitrary: generatedOwn },
        )
      : generatedOwn
  ).map((parts) => coherent(route, parts))

  const make = (
    kind: string,
    b: { path: Record<string, string>; query: Record<string, string | string[]> },
    body: string | Uint8Array | undefined,
    contentType: string | undefined = body === undefined ? undefined : 'application/json',
    rawPath = false,
  ): FuzzRequest => ({
    kind,
    method: route.method,
    url: fillPath(route.path, b.path, rawPath) + query(b.query),
    headers: contentType ? { 'content-type': contentType } : {},
    body,
  })
  const canSendBody = route.method !== 'GET'
  const jsonOf = (v: unknown) => (v === undefined ? undefined : JSON.stringify(v))

  const plausible = RAW_AUDIO_ROUTES.has(route.key)
    ? audioBodies(plausibleBase, make, true)
    : route.key === RAW_SHEET_ROUTE
      ? sheetBodies(plausibleBase, make, true)
      : plausibleBase.map((b) => make('valid', b, jsonOf(b.body)))
  const mutations: fc.WeightedArbitrary<FuzzRequest>[] = []
  if (bodySchema) {
    mutations.push(
      {
        weight: 6,
        arbitrary: fc.tuple(base, nastyValue, fc.nat()).map(([b, bad, pick]) => {
          const paths = leafPaths(b.body)
          if (!paths.length) return make('field:<root>', b, JSON.stringify(bad))
          const at = paths[pick % paths.length]!
          return make(`field:${at.join('.')}`, b, JSON.stringify(setAt(b.body, at, bad)))
        }),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(base, fc.nat()).map(([b, pick]) => {
          const paths = leafPaths(b.body)
          if (!paths.length) return make('missing:<all>', b, '{}')
          const at = paths[pick % paths.length]!
          return make(`missing:${at.join('.')}`, b, JSON.stringify(setAt(b.body, at, 0, true)))
        }),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(base, fc.constantFrom(...EXTRA_FIELDS))
          .map(([b, extra]) =>
            make('extra-fields', b, JSON.stringify({ ...(b.body as object), ...extra })),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(base, nastyValue)
          .map(([b, bad]) => make('wrong-body', b, JSON.stringify(bad))),
      },
    )
  }
  if (canSendBody) {
    mutations.push(
      {
        weight: 2,
        arbitrary: base.chain((b) =>
          rawBodies(JSON.stringify(b.body ?? {})).map(([k, raw]) => make(`raw:${k}`, b, raw)),
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(base, fc.constantFrom(...WRONG_CONTENT_TYPES), fc.boolean())
          .map(([b, [type, body], typed]) =>
            make(
              `content-type:${typed ? type || 'empty' : 'none'}`,
              b,
              body(JSON.stringify(b.body ?? {})),
              typed ? type : undefined,
            ),
          ),
      },
    )
  }
  if (route.pathParams.length) {
    const badId = fc.oneof(
      fc.constantFrom(...NOT_UUIDS),
      nastyString,
      idArbitrary(pools, undefined),
    )
    mutations.push(
      {
        weight: 4,
        arbitrary: fc
          .tuple(base, fc.constantFrom(...route.pathParams), badId)
          .map(([b, p, bad]) =>
            make(`path:${p}`, { ...b, path: { ...b.path, [p]: bad } }, jsonOf(b.body)),
          ),
      },
      {
        weight: 1,
        // unencoded: what a client that forgets to encode sends ('/', '?', '#', '%' in the id)
        arbitrary: fc
          .tuple(
            base,
            fc.constantFrom(...route.pathParams),
            fc.constantFrom('a/b', 'x?y=1', '%zz', '%2e%2e', '%00', '..%2f', 'id#frag'),
          )
          .map(([b, p, bad]) =>
            make(
              `path-raw:${p}`,
              { ...b, path: { ...b.path, [p]: bad } },
              jsonOf(b.body),
              undefined,
              true,
            ),
          ),
      },
    )
  }
  if (RAW_AUDIO_ROUTES.has(route.key))
    mutations.push({ weight: 10, arbitrary: audioBodies(base, make) })
  if (route.key === RAW_SHEET_ROUTE)
    mutations.push({ weight: 10, arbitrary: sheetBodies(base, make) })
  // query parameters: each declared one with a bad value, repeated, or unknown ones
  const names = route.query.map((q) => q.name)
  mutations.push({
    weight: names.length ? 5 : 1,
    arbitrary: fc
      .tuple(
        base,
        fc.constantFrom(...(names.length ? names : ['q', 'page', 'limit'])),
        fc.oneof(
          nastyString.map((s) => [s]),
          fc.constantFrom(...NASTY_NUMBERS).map((n) => [String(n)]),
          fc.constantFrom<string[]>(
            ['NaN'],
            ['Infinity'],
            ['1e309'],
            ['0x10'],
            ['1.5'],
            ['-0'],
            ['01'],
            [''],
          ),
          fc.constantFrom(...IMPOSSIBLE_DATES).map((d) => [d]),
          fc.array(fc.constantFrom('1', 'true', '9999-12-31', 'x'), { minLength: 2, maxLength: 4 }),
        ),
        fc.constantFrom('', '[]', '[0]', '[a]'),
      )
      .map(([b, name, values, suffix]) =>
        make(
          `query:${name}${suffix}`,
          { ...b, query: { ...b.query, [`${name}${suffix}`]: values } },
          jsonOf(b.body),
        ),
      ),
  })
  return { plausible, broken: fc.oneof(...mutations) }
}

/**
 * The routes whose body is raw audio: POST /api/voice-notes (a voice note) and POST
 * /api/agent/voice (a voice message to the agent). Their generated bodies are bytes — each
 * container's magic or none, cut short, oversize, with a declared type of ours or not and a
 * Content-Length that may lie — on top of the JSON mutations every route gets (which they
 * must refuse: 415, or 409 from the agent when nothing can hear it).
 */
const RAW_AUDIO_ROUTES = new Set(['POST /api/voice-notes', 'POST /api/agent/voice'])

const AUDIO_HEADS: Record<string, number[]> = {
  webm: [0x1a, 0x45, 0xdf, 0xa3],
  ogg: [0x4f, 0x67, 0x67, 0x53],
  mp4: [0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70],
  none: [],
  wav: [0x52, 0x49, 0x46, 0x46],
}

function audioBodies(
  base: fc.Arbitrary<{ path: Record<string, string>; query: Record<string, string | string[]> }>,
  make: (
    kind: string,
    b: { path: Record<string, string>; query: Record<string, string | string[]> },
    body: Uint8Array,
    contentType: string | undefined,
  ) => FuzzRequest,
  plausible = false,
): fc.Arbitrary<FuzzRequest> {
  if (plausible) {
    // a container the recorder makes, declared as what it is
    return fc
      .tuple(
        base,
        fc.constantFrom(
          ['webm', 'audio/webm;codecs=opus'],
          ['ogg', 'audio/ogg; codecs=opus'],
          ['mp4', 'audio/mp4'],
        ),
        fc.uint8Array({ minLength: 64, maxLength: 4000 }),
      )
      .map(([b, [head, type], tail]) => {
        const body = new Uint8Array(AUDIO_HEADS[head]!.length + tail.length)
        body.set(AUDIO_HEADS[head]!)
        body.set(tail, AUDIO_HEADS[head]!.length)
        return make(`valid:${head}`, b, body, type)
      })
  }
  return fc
    .tuple(
      base,
      fc.constantFrom(...Object.keys(AUDIO_HEADS)),
      fc.oneof(
        { arbitrary: fc.uint8Array({ maxLength: 4000 }), weight: 6 },
        { arbitrary: fc.constantFrom(new Uint8Array(5 * 1024 * 1024 + 10)), weight: 1 },
      ),
      fc.constantFrom(
        'audio/webm',
        'audio/webm;codecs=opus',
        'audio/ogg; codecs=opus',
        'audio/mp4',
        'AUDIO/MP4',
        'audio/webm;',
        'audio/mpeg',
        'video/webm',
        undefined,
      ),
      fc.constantFrom(undefined, undefined, '0', '12', '99999999', '-1', 'abc'),
    )
    .map(([b, head, tail, type, length]) => {
      const body = new Uint8Array(AUDIO_HEADS[head]!.length + tail.length)
      body.set(AUDIO_HEADS[head]!)
      body.set(tail, AUDIO_HEADS[head]!.length)
      const req = make(`audio:${head}`, b, body, type)
      if (length !== undefined) req.headers['content-length'] = length
      return req
    })
}

/**
 * The other route whose body is not JSON: POST /api/student-imports/sheet takes a spreadsheet
 * file. Plausible bodies are the real-world fixtures (Excel's Windows-1252 CSV, Google Sheets,
 * phone contacts, workbooks) and sheets made of generated cells; the others are the fixtures cut
 * short or with bytes flipped, garbage, NUL bytes, a zip's magic over nothing, huge rows and
 * columns, under declared types of ours or not.
 */
const RAW_SHEET_ROUTE = 'POST /api/student-imports/sheet'

const SHEET_FIXTURES = readdirSync(join(import.meta.dirname, '../fixtures/import'))
  .filter((name) => /\.(csv|vcf|xlsx|ods)$/.test(name))
  .map((name) => ({
    name,
    bytes: new Uint8Array(readFileSync(join(import.meta.dirname, '../fixtures/import', name))),
  }))

const SHEET_TYPE: Record<string, string> = {
  csv: 'text/csv',
  vcf: 'text/vcard',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
}

function sheetBodies(
  base: fc.Arbitrary<{ path: Record<string, string>; query: Record<string, string | string[]> }>,
  make: (
    kind: string,
    b: { path: Record<string, string>; query: Record<string, string | string[]> },
    body: Uint8Array,
    contentType: string | undefined,
  ) => FuzzRequest,
  plausible = false,
): fc.Arbitrary<FuzzRequest> {
  const cell = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(...Object.values(IMPORT_CELLS).flat()),
  )
  const generated = fc
    .tuple(
      fc.constantFrom(';', ',', '\t'),
      fc.array(fc.array(cell, { minLength: 2, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
    )
    .map(([sep, rows]) =>
      new TextEncoder().encode(
        [
          ['Nome', 'Telefone', 'Aulas restantes', 'Valor devido', 'Horário', 'Obs'].join(sep),
          ...rows.map((r) => r.map((c) => c.replaceAll(sep, ' ')).join(sep)),
        ].join('\r\n'),
      ),
    )
  if (plausible) {
    return fc
      .tuple(
        base,
        fc.oneof(
          fc.constantFrom(...SHEET_FIXTURES).map((f) => ({
            kind: `fixture:${f.name}`,
            bytes: f.bytes,
            type: SHEET_TYPE[f.name.split('.').pop()!]!,
          })),
          generated.map((bytes) => ({
            kind: 'generated',
            bytes,
            type: 'text/plain; charset=utf-8',
          })),
        ),
      )
      .map(([b, f]) => make(`sheet:${f.kind}`, b, f.bytes, f.type))
  }
  const broken = fc.oneof(
    fc
      .tuple(fc.constantFrom(...SHEET_FIXTURES), fc.nat())
      .map(([f, n]) => f.bytes.slice(0, n % Math.max(1, f.bytes.length))),
    fc
      .tuple(fc.constantFrom(...SHEET_FIXTURES), fc.nat(), fc.integer({ min: 1, max: 255 }))
      .map(([f, at, x]) => {
        const copy = f.bytes.slice()
        if (copy.length) copy[at % copy.length] = copy[at % copy.length]! ^ x
        return copy
      }),
    fc.uint8Array({ maxLength: 4000 }),
    fc.uint8Array({ maxLength: 200 }).map((tail) => new Uint8Array([0x50, 0x4b, 3, 4, ...tail])),
    fc.constantFrom(
      new TextEncoder().encode(`Nome;${'x;'.repeat(150)}\nAna;1`),
      new TextEncoder().encode('Nome;Telefone\n'),
      new Uint8Array(0),
    ),
    generated,
  )
  return fc
    .tuple(
      base,
      broken,
      fc.constantFrom(
        ...Object.values(SHEET_TYPE),
        'application/octet-stream',
        'application/vnd.ms-excel',
        'text/csv;',
        'image/png',
        undefined,
      ),
    )
    .map(([b, body, type]) => make('sheet:broken', b, body, type))
}

/** The kind of record `{id}` names in a path: '/api/students/{id}/…' → student. */
function idKindOfPath(path: string): keyof CoachIds | undefined {
  const segment = path.split('/{id}')[0]!.split('/').pop()!
  return (
    {
      students: 'student',
      packages: 'package',
      sessions: 'session',
      clubs: 'club',
      alerts: 'alert',
      lessons: 'lesson',
      'lesson-series': 'series',
      payments: 'payment',
      'voice-notes': 'voiceNote',
      'student-imports': 'studentImport',
      messages: 'reminderMessage',
      proposals: 'agentProposal',
      links: 'agentLink',
    } as const
  )[segment]
}

// ---------------------------------------------------------------- sending and judging

export interface FuzzResult {
  status: number
  text: string
}

/** Sends a generated request as the client (its cookies and the app's Origin). */
export async function sendFuzz(
  ctx: TestContext,
  client: TestClient,
  req: FuzzRequest,
): Promise<FuzzResult> {
  const headers: Record<string, string> = { origin: TEST_APP_URL, ...req.headers }
  if (client.cookies.size) {
    headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
  const res = await ctx.app.request(`${TEST_APP_URL}${req.url}`, {
    method: req.method,
    headers,
    body: req.body as BodyInit | undefined,
  })
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const idx = pair!.indexOf('=')
    const name = pair!.slice(0, idx)
    const value = pair!.slice(idx + 1)
    if (value === '' || /max-age=0/i.test(line)) client.cookies.delete(name)
    else client.cookies.set(name, value)
  }
  return { status: res.status, text: await res.text() }
}

/** What is wrong with an answer: a 5xx, or a 4xx that is not the error envelope. */
export function problemOf(res: FuzzResult): string | null {
  if (res.status >= 500) return `${res.status}`
  if (res.status < 400) return null
  try {
    const body = JSON.parse(res.text) as { error?: { code?: unknown; message?: unknown } }
    const ok =
      body &&
      typeof body === 'object' &&
      body.error &&
      typeof body.error.code === 'string' &&
      typeof body.error.message === 'string' &&
      body.error.message.length > 0
    return ok ? null : `${res.status} without the {error:{code,message}} envelope`
  } catch {
    return `${res.status} not JSON`
  }
}

/** A request as a line to paste in a report: method, url, kind and a cut body. */
export function describeRequest(req: FuzzRequest): string {
  const body =
    req.body === undefined
      ? ''
      : typeof req.body === 'string'
        ? ` ${JSON.stringify(req.body.slice(0, 200))}`
        : ` <${req.body.length} bytes: ${[...req.body.slice(0, 12)].join(' ')}>`
  const type = req.headers['content-type'] ? ` [${req.headers['content-type']}]` : ''
  return `${req.method} ${req.url.slice(0, 200)} (${req.kind})${type}${body}`
}

/** Counts of one route's answers. */
export interface RouteStats {
  route: string
  runs: number
  s2xx: number
  s4xx: number
  s5xx: number
  other: number
  ms: number
  /** The plausible requests (meant to succeed) and how many did. */
  plausible: number
  plausible2xx: number
  /** Why plausible requests were refused: status and the answer's start → count. */
  refusals: Map<string, number>
}

export function newRouteStats(route: string): RouteStats {
  const counts = { runs: 0, s2xx: 0, s4xx: 0, s5xx: 0, other: 0, ms: 0 }
  return { route, ...counts, plausible: 0, plausible2xx: 0, refusals: new Map() }
}

/** Whether a generated request was meant to succeed. */
const isPlausible = (req: FuzzRequest) => req.kind.startsWith('valid')

export function tally(stats: RouteStats, req: FuzzRequest, res: FuzzResult) {
  const { status } = res
  stats.runs++
  if (status >= 500) stats.s5xx++
  else if (status >= 400) stats.s4xx++
  else if (status >= 200 && status < 300) stats.s2xx++
  else stats.other++
  if (!isPlausible(req)) return
  stats.plausible++
  if (status >= 200 && status < 300) stats.plausible2xx++
  else {
    const why = `${status} ${res.text.slice(0, 160)}`
    stats.refusals.set(why, (stats.refusals.get(why) ?? 0) + 1)
  }
}

/** The most frequent refusals of a route's plausible requests, one a line. */
export function topRefusals(stats: RouteStats, count = 3): string[] {
  return [...stats.refusals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([why, n]) => `${n} × ${why}`)
}

/**
 * A table of every route's counts and the totals, for `npm run fuzz`, then why the plausible
 * requests of the routes where fewer than half succeeded were refused.
 */
export function formatStats(all: RouteStats[]): string {
  const pad = (s: string | number, n: number) => String(s).padStart(n)
  const ok = (s: { plausible: number; plausible2xx: number }) => `${s.plausible2xx}/${s.plausible}`
  const lines = all.map(
    (s) =>
      `${s.route.padEnd(52)} ${pad(s.runs, 6)} ${pad(s.s2xx, 6)} ${pad(s.s4xx, 6)} ${pad(s.s5xx, 5)} ${pad(ok(s), 9)} ${pad((s.ms / 1000).toFixed(1), 6)}s`,
  )
  const sum = (k: 'runs' | 's2xx' | 's4xx' | 's5xx' | 'ms' | 'plausible' | 'plausible2xx') =>
    all.reduce((n, s) => n + s[k], 0)
  const total = { plausible: sum('plausible'), plausible2xx: sum('plausible2xx') }
  const refused = all
    .filter((s) => s.plausible2xx * 2 < s.plausible)
    .flatMap((s) => [
      `${s.route} (${ok(s)} plausible succeeded):`,
      ...topRefusals(s).map((r) => `  ${r}`),
    ])
  return [
    `${'route'.padEnd(52)} ${pad('runs', 6)} ${pad('2xx', 6)} ${pad('4xx', 6)} ${pad('5xx', 5)} ${pad('plaus.ok', 9)} ${pad('time', 7)}`,
    ...lines,
    `${`TOTAL (${all.length} routes)`.padEnd(52)} ${pad(sum('runs'), 6)} ${pad(sum('s2xx'), 6)} ${pad(sum('s4xx'), 6)} ${pad(sum('s5xx'), 5)} ${pad(ok(total), 9)} ${pad((sum('ms') / 1000).toFixed(1), 6)}s`,
    ...(refused.length ? ['', 'plausible requests refused most:', ...refused] : []),
  ].join('\n')
}
