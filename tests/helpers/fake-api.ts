import { vi } from 'vitest'
import { z } from 'zod'
import { messageFields } from '../../src/shared/message-text'
import {
  agendaDtoSchema,
  agendaOccurrenceSchema,
  agendaSummarySchema,
  dayCancellationSchema,
  lessonSeriesChangeSchema,
  lessonSeriesDtoSchema,
  studentAgendaSchema,
} from '../../src/shared/schemas/agenda.response'
import {
  agentConversationSchema,
  agentExchangeSchema,
  agentLinkCodeSchema,
  agentLinksSchema,
} from '../../src/shared/schemas/agent.response'
import { alertsPageSchema } from '../../src/shared/schemas/alerts.response'
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
} from '../../src/shared/schemas/calendar-feed.response'
import { clubDtoSchema, clubListSchema } from '../../src/shared/schemas/clubs.response'
import { type ErrorBody, healthResponseSchema } from '../../src/shared/schemas/common.response'
import { dashboardDtoSchema } from '../../src/shared/schemas/dashboard.response'
import { leadReceivedSchema } from '../../src/shared/schemas/leads.response'
import {
  packageDtoSchema,
  packageListSchema,
  packageMovementListSchema,
} from '../../src/shared/schemas/packages.response'
import {
  paymentDtoSchema,
  paymentListSchema,
  pixChargeSchema,
  pixSettingsStatusSchema,
} from '../../src/shared/schemas/payments.response'
import {
  profileDtoSchema,
  profilePatchResultSchema,
  timeZoneChangePreviewSchema,
} from '../../src/shared/schemas/profile.response'
import {
  messageDraftSchema,
  progressReportSchema,
  textDraftSchema,
} from '../../src/shared/schemas/progress.response'
import {
  reminderMessageSchema,
  reminderOutboxSchema,
  reminderSettingsResponseSchema,
  studentRemindersSchema,
} from '../../src/shared/schemas/reminders.response'
import {
  activityReportSchema,
  atRiskPageSchema,
  liabilityReportSchema,
  paymentMethodsReportSchema,
  revenueReportSchema,
} from '../../src/shared/schemas/reports.response'
import {
  sessionDtoSchema,
  sessionPageSchema,
  studentFeedbacksPageSchema,
  studentSessionPageSchema,
} from '../../src/shared/schemas/sessions.response'
import {
  importPreviewSchema,
  importResultSchema,
  importSheetSchema,
  studentImportDtoSchema,
  studentImportListSchema,
} from '../../src/shared/schemas/student-import.response'
import {
  sharedItemListSchema,
  sharedItemSchema,
  studentPageLinkSchema,
} from '../../src/shared/schemas/student-page.response'
import {
  studentDetailSchema,
  studentListItemSchema,
  studentPageSchema,
} from '../../src/shared/schemas/students.response'
import { voiceNoteDtoSchema } from '../../src/shared/schemas/voice-notes.response'

/**
 * One typed fake of the API for component tests: routes by method and path, answers with the
 * shared response types (checked by the compiler, then parsed by the real api client), records
 * every call, and answers errors in the app's envelope. Build the answers with `build` from
 * tests/helpers/api-builders.ts.
 *
 *   const api = installFakeApi()
 *   api.on('GET /clubs', [build.club({ name: 'Arena' })])
 *   api.on('POST /clubs', ({ body }) => build.club(body))
 *   api.on('DELETE /clubs/:id', apiError(409, 'Clube em uso'))
 *   expect(api.lastBody('POST /clubs')).toEqual({ ... })
 */

/** A 204 route's answer: nothing. */
const noContent = z.undefined()
/** A file route's answer (a CSV, the data export's zip, a voice note's audio): its bytes. */
const fileBody = z.instanceof(Blob)

/** Every route of the API (as in /api/openapi.json, without /api) with its response schema. */
export const API_ROUTES = {
  'GET /clubs': clubListSchema,
  'POST /clubs': clubDtoSchema,
  'PATCH /clubs/:id': clubDtoSchema,
  'POST /clubs/:id/default': clubDtoSchema,
  'DELETE /clubs/:id': noContent,
  'GET /dashboard': dashboardDtoSchema,
  'GET /health': healthResponseSchema,
  'GET /alerts': alertsPageSchema,
  'POST /alerts/:id/dismiss': noContent,
  'POST /alerts/:id/restore': noContent,
  'POST /leads': leadReceivedSchema,
  'GET /students/:id/packages': packageListSchema,
  'POST /packages': packageDtoSchema,
  'PATCH /packages/:id': packageDtoSchema,
  'DELETE /packages/:id': noContent,
  'GET /packages/:id/movements': packageMovementListSchema,
  'GET /profile': profileDtoSchema,
  'PATCH /profile': profilePatchResultSchema,
  'GET /profile/time-zone-change': timeZoneChangePreviewSchema,
  'DELETE /profile': noContent,
  'GET /profile/export': fileBody,
  'GET /sessions': sessionPageSchema,
  'POST /sessions': sessionDtoSchema,
  'GET /sessions/:id': sessionDtoSchema,
  'PUT /sessions/:id': sessionDtoSchema,
  'DELETE /sessions/:id': noContent,
  'PATCH /sessions/:id/feedbacks/:studentId': sessionDtoSchema,
  'POST /sessions/:id/assignments': sessionDtoSchema,
  'GET /students/:id/sessions': studentSessionPageSchema,
  'GET /students/:id/feedbacks': studentFeedbacksPageSchema,
  // the students import (the sheet's upload is its raw bytes: a FakeCall's body is its Blob)
  // and the export, before /students/:id, which would take 'export' for an id
  'POST /student-imports/sheet': importSheetSchema,
  'POST /student-imports/preview': importPreviewSchema,
  'GET /student-imports': studentImportListSchema,
  'POST /student-imports': importResultSchema,
  'POST /student-imports/:id/undo': studentImportDtoSchema,
  'GET /students/export': fileBody,
  'GET /reminders/settings': reminderSettingsResponseSchema,
  'PUT /reminders/settings': reminderSettingsResponseSchema,
  'GET /reminders/outbox': reminderOutboxSchema,
  'POST /reminders/messages/:id/sent': reminderMessageSchema,
  'GET /students/:id/reminders': studentRemindersSchema,
  'PUT /students/:id/consents': studentRemindersSchema,
  'GET /agent/messages': agentConversationSchema,
  'POST /agent/messages': agentExchangeSchema,
  'POST /agent/voice': agentExchangeSchema,
  'DELETE /agent/messages': noContent,
  'POST /agent/proposals/:id/confirm': agentExchangeSchema,
  'POST /agent/proposals/:id/cancel': agentExchangeSchema,
  'POST /agent/links': agentLinkCodeSchema,
  'GET /agent/links': agentLinksSchema,
  'DELETE /agent/links/:id': noContent,
  'GET /students': studentPageSchema,
  'POST /students': studentListItemSchema,
  'GET /students/:id': studentDetailSchema,
  'PATCH /students/:id': studentDetailSchema,
  'DELETE /students/:id': noContent,
  'POST /students/:id/anonymize': studentDetailSchema,
  'GET /agenda': agendaDtoSchema,
  'POST /lessons': agendaOccurrenceSchema,
  'GET /lessons/:id': agendaOccurrenceSchema,
  'PATCH /lessons/:id': agendaOccurrenceSchema,
  'DELETE /lessons/:id': noContent,
  'POST /lesson-series': lessonSeriesDtoSchema,
  'GET /lesson-series/:id': lessonSeriesDtoSchema,
  'DELETE /lesson-series/:id': noContent,
  'PATCH /lesson-series/:id/occurrences/:date': lessonSeriesChangeSchema,
  'POST /lesson-series/:id/occurrences/:date/cancel': lessonSeriesChangeSchema,
  'PUT /lessons/:id/attendance/:studentId': agendaOccurrenceSchema,
  'PUT /lessons/:id/makeup/:studentId': agendaOccurrenceSchema,
  'GET /agenda/summary': agendaSummarySchema,
  'POST /agenda/days/:date/cancellation': dayCancellationSchema,
  'DELETE /agenda/days/:date/cancellation': noContent,
  'GET /students/:id/agenda': studentAgendaSchema,
  'GET /profile/calendar-feed': calendarFeedStatusSchema,
  'POST /profile/calendar-feed': calendarFeedCreatedSchema,
  'DELETE /profile/calendar-feed': noContent,
  /** The public feed: text/calendar, never called by the web app (the URL is for calendar apps). */
  'GET /calendar/:token.ics': z.string(),
  // the progress report and its drafts
  'GET /students/:id/progress': progressReportSchema,
  'POST /students/:id/progress/summary': textDraftSchema,
  'GET /sessions/:sessionId/students/:studentId/message': messageDraftSchema,
  // the student's page: its link and the texts shared on it
  'GET /students/:id/page-link': studentPageLinkSchema,
  'POST /students/:id/page-link': studentPageLinkSchema,
  'DELETE /students/:id/page-link': noContent,
  'GET /students/:id/shares': sharedItemListSchema,
  'POST /students/:id/shares': sharedItemSchema,
  'DELETE /students/:id/shares/:shareId': noContent,
  // payments and Pix
  'GET /packages/:id/payments': paymentListSchema,
  'POST /packages/:id/payments': paymentDtoSchema,
  'DELETE /payments/:id': noContent,
  'GET /profile/pix': pixSettingsStatusSchema,
  'PUT /profile/pix': pixSettingsStatusSchema,
  'DELETE /profile/pix': noContent,
  'GET /packages/:id/pix': pixChargeSchema,
  // the reports (JSON and CSV) and the accountant's exports
  'GET /reports/revenue': revenueReportSchema,
  'GET /reports/revenue.csv': fileBody,
  'GET /reports/activity': activityReportSchema,
  'GET /reports/activity.csv': fileBody,
  'GET /reports/at-risk': atRiskPageSchema,
  'GET /reports/at-risk.csv': fileBody,
  'GET /reports/liability': liabilityReportSchema,
  'GET /reports/liability.csv': fileBody,
  'GET /reports/payment-methods': paymentMethodsReportSchema,
  'GET /reports/payment-methods.csv': fileBody,
  'GET /exports/payments.csv': fileBody,
  'GET /exports/packages.csv': fileBody,
  // voice notes (the upload's body is the raw audio: a FakeCall's body is its Blob)
  'POST /voice-notes': voiceNoteDtoSchema,
  'GET /voice-notes/:id': voiceNoteDtoSchema,
  'GET /voice-notes/:id/audio': fileBody,
  'PATCH /voice-notes/:id': voiceNoteDtoSchema,
  'DELETE /voice-notes/:id': noContent,
} as const

export type ApiRoute = keyof typeof API_ROUTES

/** The routes that answer 201 Created; the other JSON routes answer 200, `noContent` ones 204. */
const CREATED: ReadonlySet<ApiRoute> = new Set([
  'POST /agent/links',
  'POST /clubs',
  'POST /leads',
  'POST /lessons',
  'POST /lesson-series',
  'POST /packages',
  'POST /packages/:id/payments',
  'POST /profile/calendar-feed',
  'POST /sessions',
  'POST /students',
  'POST /students/:id/page-link',
  'POST /students/:id/shares',
  'POST /voice-notes',
] as const)

export function successStatus(route: ApiRoute): 200 | 201 | 204 {
  if (API_ROUTES[route] === noContent) return 204
  return CREATED.has(route) ? 201 : 200
}
export type ApiReply<R extends ApiRoute> = z.input<(typeof API_ROUTES)[R]>

/** A call the fake received. */
export interface FakeCall {
  route: ApiRoute | null
  method: string
  /** The path under /api, without the query string. */
  path: string
  params: Record<string, string>
  query: URLSearchParams
  /** The request's headers, names in lower case. */
  headers: Record<string, string>
  // biome-ignore lint/suspicious/noExplicitAny: a request body is whatever the client sent
  body: any
}

/** An error answer in the API's envelope. */
export class FakeApiError {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {}
}

export function apiError(
  status: number,
  message: string,
  extra: { code?: string; issues?: { path: string; message: string }[] } = {},
): FakeApiError {
  const code = extra.code ?? DEFAULT_CODES[status] ?? 'ERROR'
  const issues = extra.issues?.map((i) => ({ path: i.path, ...messageFields(i.message) }))
  return new FakeApiError(status, {
    error: { code, ...messageFields(message), ...(issues ? { issues } : {}) },
  })
}

const DEFAULT_CODES: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
}

/** A 204 route answers nothing: its reply function may return nothing too. */
type Answer<R extends ApiRoute> =
  | ApiReply<R>
  | FakeApiError
  // biome-ignore lint/suspicious/noConfusingVoidType: lets `() => { clubs = [] }` answer a 204
  | (undefined extends ApiReply<R> ? void : never)
/**
 * What a route answers: a value, or a function of the call (may be async, may throw to
 * simulate a network failure, may return a never-settling promise to keep a request pending).
 */
export type Reply<R extends ApiRoute> =
  | Answer<R>
  | ((call: FakeCall) => Answer<R> | Promise<Answer<R>>)

const ROUTES = (Object.keys(API_ROUTES) as ApiRoute[]).map((route) => {
  const [method, pattern] = route.split(' ') as [string, string]
  const names: string[] = []
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  return { route, method, names, regex: new RegExp(`^${source}$`) }
})

function match(method: string, path: string) {
  for (const r of ROUTES) {
    if (r.method !== method) continue
    const m = r.regex.exec(path)
    if (m) {
      const params = Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]))
      return { route: r.route, params }
    }
  }
  return { route: null, params: {} }
}

export interface FakeApi {
  /** Every call received, in order. */
  readonly calls: FakeCall[]
  /** Sets what a route answers (replacing any earlier answer). */
  on<R extends ApiRoute>(route: R, reply: Reply<R>): FakeApi
  /** Answers the next call of a route once, before falling back to `on`. */
  once<R extends ApiRoute>(route: R, reply: Reply<R>): FakeApi
  /** The calls of one route (or of anything, with a predicate). */
  callsTo(route: ApiRoute): FakeCall[]
  /** The body of the latest call of a route. */
  // biome-ignore lint/suspicious/noExplicitAny: a request body is whatever the client sent
  lastBody(route: ApiRoute): any
  /** The fetch function itself (installed as the global fetch by installFakeApi). */
  fetch: typeof fetch
}

/** A fake API, not installed: `installFakeApi()` is the usual entry. */
function createFakeApi(): FakeApi {
  const calls: FakeCall[] = []
  const replies = new Map<ApiRoute, Reply<ApiRoute>>()
  const queued = new Map<ApiRoute, Reply<ApiRoute>[]>()

  const respond = async (call: FakeCall): Promise<Response> => {
    const route = call.route
    const next = route ? queued.get(route) : undefined
    if (!route || (!next?.length && !replies.has(route))) {
      const body = {
        error: {
          code: 'NOT_FOUND',
          message: `Sem resposta falsa para ${call.method} ${call.path}`,
        },
      }
      return jsonResponse(404, body)
    }
    const reply = next?.length ? next.shift() : replies.get(route)
    const answer = typeof reply === 'function' ? await reply(call) : reply
    if (answer instanceof FakeApiError) return jsonResponse(answer.status, answer.body)
    if (API_ROUTES[route] === noContent) return new Response(null, { status: 204 })
    if (API_ROUTES[route] === fileBody) return new Response(answer as Blob, { status: 200 })
    return jsonResponse(successStatus(route), answer)
  }

  const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const path = url.pathname.replace(/^\/api/, '')
    const { route, params } = match(method, path)
    // a raw upload (a Blob) is recorded as it is; a JSON body parsed
    const raw = init?.body instanceof Blob ? init.body : undefined
    const text = init?.body && !raw ? String(init.body) : undefined
    const call: FakeCall = {
      route,
      method,
      path,
      params,
      query: url.searchParams,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: raw ?? (text === undefined ? undefined : JSON.parse(text)),
    }
    calls.push(call)
    return respond(call)
  })

  const api: FakeApi = {
    calls,
    on(route, reply) {
      replies.set(route, reply as Reply<ApiRoute>)
      return api
    },
    once(route, reply) {
      const list = queued.get(route) ?? []
      list.push(reply as Reply<ApiRoute>)
      queued.set(route, list)
      return api
    },
    callsTo: (route) => calls.filter((c) => c.route === route),
    lastBody: (route) => calls.filter((c) => c.route === route).at(-1)?.body,
    fetch: fakeFetch as unknown as typeof fetch,
  }
  return api
}

/** A fresh fake API installed as the global fetch (undo with vi.unstubAllGlobals()). */
export function installFakeApi(): FakeApi {
  const api = createFakeApi()
  vi.stubGlobal('fetch', api.fetch)
  return api
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}
