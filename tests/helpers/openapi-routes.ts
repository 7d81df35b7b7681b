import type { TestClient } from './test-app'

/** The subset of JSON Schema (as zod-openapi writes it) the harnesses read. */
export interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  format?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
  additionalProperties?: unknown
  $ref?: string
}

export interface QueryParam {
  name: string
  required: boolean
  schema: JsonSchema
}

/** One route of the API: method, the document's path ('/api/students/{id}') and its inputs. */
export interface ApiRouteSpec {
  /** 'PATCH /api/students/{id}' */
  key: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  pathParams: string[]
  query: QueryParam[]
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema
  /** better-auth's routes are not in the document: listed by hand below. */
  auth?: boolean
}

interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** Every route of GET /api/openapi.json, in the document's order. */
export async function documentedRoutes(client: TestClient): Promise<ApiRouteSpec[]> {
  const res = await client.request('GET', '/api/openapi.json')
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`)
  const doc = (await res.json()) as { paths: Record<string, Record<string, Operation>> }
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => {
      const op = item[m]!
      const params = op.parameters ?? []
      const method = m.toUpperCase() as ApiRouteSpec['method']
      return {
        key: `${method} ${path}`,
        method,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema })),
        body: op.requestBody?.content?.['application/json']?.schema,
      }
    }),
  )
}

const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra })
const password = str({ minLength: 6, maxLength: 128 })
const signUp = (countryCodes: string[], phone: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: {
    name: str({ minLength: 2, maxLength: 100 }),
    email: str({ format: 'email', maxLength: 255 }),
    password,
    phone,
    countryCode: str({ enum: countryCodes }),
  },
  required: ['name', 'email', 'password', 'phone', 'countryCode'],
})

/**
 * The main better-auth routes (mounted under /api/auth, outside the document), with the bodies
 * they take. The sign-up body is the app's own (src/shared/schemas/auth.ts).
 */
export const AUTH_ROUTES: ApiRouteSpec[] = (
  [
    {
      path: '/api/auth/sign-up/email',
      // a phone of the country its code names
      body: {
        anyOf: [
          signUp(['+55'], str({ maxLength: 20 })),
          signUp(['+1'], str({ enum: ['(415) 555-2671', '+1 212 555 0100'] })),
          signUp(['+351'], str({ enum: ['912 345 678', '+351 912345678'] })),
        ],
      },
    },
    {
      path: '/api/auth/sign-in/email',
      body: {
        type: 'object',
        properties: {
          email: str({ format: 'email' }),
          password,
          rememberMe: { type: 'boolean' },
        },
        required: ['email', 'password'],
      },
    },
    {
      path: '/api/auth/request-password-reset',
      body: {
        type: 'object',
        properties: { email: str({ format: 'email' }), redirectTo: str({ format: 'app-path' }) },
        required: ['email'],
      },
    },
    {
      path: '/api/auth/reset-password',
      body: {
        type: 'object',
        properties: { newPassword: password, token: str({ minLength: 1, maxLength: 64 }) },
        required: ['newPassword', 'token'],
      },
    },
    {
      path: '/api/auth/change-password',
      body: {
        type: 'object',
        properties: {
          newPassword: password,
          currentPassword: password,
          revokeOtherSessions: { type: 'boolean' },
        },
        required: ['newPassword', 'currentPassword'],
      },
    },
  ] as { path: string; body: JsonSchema }[]
).map((r) => ({
  ...r,
  key: `POST ${r.path}`,
  method: 'POST' as const,
  pathParams: [],
  query: [],
  auth: true,
}))

/** The path with its {params} replaced (each value URL-encoded unless `raw`). */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`)
    return raw ? value : encodeLoose(value)
  })
}

/** encodeURIComponent that also takes lone surrogates (as their WTF-8 bytes, like a raw client). */
function encodeLoose(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0)
        if (ch.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(ch)
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('')
      })
      .join('')
  }
}
