import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import { kit } from '../../tests/helpers/coach-kit'
import { API_ROUTES, type ApiRoute, successStatus } from '../../tests/helpers/fake-api'
import { bodyOf, createTestContext, json, type TestContext } from '../../tests/helpers/test-app'
import {
  agendaDtoSchema,
  agendaOccurrenceSchema,
  lessonSeriesChangeSchema,
  lessonSeriesDtoSchema,
} from '../shared/schemas/agenda.response'
import { alertsPageSchema } from '../shared/schemas/alerts.response'
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
} from '../shared/schemas/calendar-feed.response'
import { clubDtoSchema, clubListSchema } from '../shared/schemas/clubs.response'
import { dashboardDtoSchema } from '../shared/schemas/dashboard.response'
import { packageListSchema } from '../shared/schemas/packages.response'
import { profileDtoSchema } from '../shared/schemas/profile.response'
import {
  sessionDtoSchema,
  sessionPageSchema,
  studentFeedbacksPageSchema,
  studentSessionPageSchema,
} from '../shared/schemas/sessions.response'
import { studentDetailSchema, studentPageSchema } from '../shared/schemas/students.response'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, unknown> }
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

/** A schema (or a $ref to one) of a binary string: a file the route answers. */
function isBinary(doc: OpenApiDocument, schema: unknown): boolean {
  const ref = (schema as { $ref?: string } | undefined)?.$ref
  const resolved = ref ? doc.components?.schemas?.[ref.split('/').at(-1)!] : schema
  const s = resolved as { type?: string; format?: string } | undefined
  return s?.type === 'string' && s.format === 'binary'
}

describe('/api/openapi.json', () => {
  it('describes the JSON answer of every route, success and errors', async () => {
    const res = await ctx.client().request('GET', '/api/openapi.json')
    expect(res.status).toBe(200)
    const doc = await bodyOf<OpenApiDocument>(res)
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    )
    expect(operations.length).toBeGreaterThan(20)

    const missing: string[] = []
    for (const { route, op } of operations) {
      const statuses = Object.keys(op.responses)
      const success = statuses.filter((s) => s.startsWith('2'))
      if (success.length === 0) missing.push(`${route}: no success response`)
      for (const status of statuses) {
        // 204 answers no body; everything else (success and error envelope) is JSON with a schema
        if (status === '204') continue
        if (op.responses[status]?.content?.['application/json']?.schema) continue
        // the calendar feed answers iCalendar text
        if (route === 'GET /api/calendar/{token}.ics' && status === '200') {
          if (!op.responses[status]?.content?.['text/calendar']?.schema)
            missing.push(`${route} ${status}`)
          continue
        }
        // a file download (the data export's zip): a success whose schema says it is binary
        const file = Object.entries(op.responses[status]?.content ?? {}).find(
          ([type, media]) => type !== 'application/json' && isBinary(doc, media.schema),
        )
        if (!(status.startsWith('2') && file)) missing.push(`${route} ${status}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('has every route in the fake API of the component tests, with its success status', async () => {
    const doc = await bodyOf<OpenApiDocument>(
      await ctx.client().request('GET', '/api/openapi.json'),
    )
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, op]) => {
          const route = `${method.toUpperCase()} ${path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`
          return [route, Object.keys(op.responses).find((s) => s.startsWith('2'))]
        }),
    )
    const faked = (Object.keys(API_ROUTES) as ApiRoute[]).map((r) => [r, String(successStatus(r))])
    expect(Object.fromEntries(faked)).toEqual(Object.fromEntries(documented))
  })

  it("describes a voice note's length: the upload's durationMs and the note's", async () => {
    const doc = await bodyOf<
      OpenApiDocument & {
        paths: Record<string, { post?: { parameters?: { name: string; description?: string }[] } }>
        components: { schemas: Record<string, { properties: Record<string, unknown> }> }
      }
    >(await ctx.client().request('GET', '/api/openapi.json'))
    const param = doc.paths['/api/voice-notes']?.post?.parameters?.find(
      (p) => p.name === 'durationMs',
    )
    expect(param?.description).toMatch(/milissegundos/)
    expect(doc.components.schemas.VoiceNoteDto?.properties.durationMs).toMatchObject({
      type: 'number',
      description: expect.stringMatching(/milissegundos/),
    })
  })

  it('names the response schemas as components', async () => {
    const doc = await bodyOf<OpenApiDocument>(
      await ctx.client().request('GET', '/api/openapi.json'),
    )
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(
      expect.arrayContaining([
        'ErrorBody',
        'ClubDto',
        'PackageDto',
        'ProfileDto',
        'SessionDto',
        'SessionPage',
        'StudentPage',
        'StudentDetail',
        'DashboardDto',
        'AlertsPage',
        'AgendaDto',
        'AgendaOccurrence',
        'LessonSeriesDto',
        'LessonConflict',
        'CalendarFeedStatus',
        'CalendarFeedCreated',
      ]),
    )
  })
})

describe('response schemas', () => {
  it('match what the routes really answer: no field missing, none extra', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const club = await json(await client.post('/api/clubs', { name: 'Clube Sol' }))
    const ana = await k.student('Ana Schema', { email: 'ana.schema@example.com', notes: 'x' })
    const bia = await k.student('Bia Schema')
    await k.pkg(ana.id)
    const session = await k.session([ana.id, bia.id], {
      notes: 'Treino',
      feedbacks: [{ studentId: ana.id, rating: 4, notes: 'Bem', tags: ['Saque'], clubId: club.id }],
    })

    // parse drops unknown keys: equality means the schema names every field the route sends
    const same = async (path: string, schema: ZodType, body?: unknown) => {
      const got = body ?? (await bodyOf(await client.request('GET', path)))
      expect(schema.parse(got), path).toEqual(got)
    }
    await same('POST /api/clubs', clubDtoSchema, club)
    await same('POST /api/sessions', sessionDtoSchema, session)
    await same('/api/clubs', clubListSchema)
    await same('/api/profile', profileDtoSchema)
    await same('/api/students', studentPageSchema)
    await same(`/api/students/${ana.id}`, studentDetailSchema)
    await same(`/api/students/${bia.id}`, studentDetailSchema)
    await same(`/api/students/${ana.id}/packages`, packageListSchema)
    await same(`/api/students/${ana.id}/sessions`, studentSessionPageSchema)
    await same(`/api/students/${ana.id}/feedbacks`, studentFeedbacksPageSchema)
    await same('/api/sessions', sessionPageSchema)
    await same(`/api/sessions/${session.id}`, sessionDtoSchema)
    await same('/api/dashboard', dashboardDtoSchema)
    await same('/api/alerts', alertsPageSchema)
    // the agenda: a lesson, a series, one occurrence changed on its own
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const lesson = await json(
      await client.post('/api/lessons', { date: day, time: '08:00', studentIds: [ana.id] }),
    )
    const series = await json(
      await client.post('/api/lesson-series', {
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        time: '10:00',
        startDate: day,
        studentIds: [ana.id, bia.id],
      }),
    )
    const change = await json(
      await client.patch(`/api/lesson-series/${series.id}/occurrences/${day}`, {
        scope: 'this',
        notes: 'Só hoje',
      }),
    )
    await same('POST /api/lessons', agendaOccurrenceSchema, lesson)
    await same('POST /api/lesson-series', lessonSeriesDtoSchema, series)
    await same('PATCH occurrence', lessonSeriesChangeSchema, change)
    await same(`/api/lessons/${lesson.id}`, agendaOccurrenceSchema)
    await same(`/api/lesson-series/${series.id}`, lessonSeriesDtoSchema)
    const agenda = await json(await client.get(`/api/agenda?from=${day}&to=${day}`))
    expect(agenda.items).toHaveLength(2)
    await same('/api/agenda', agendaDtoSchema, agenda)
    // the calendar feed's URL and status
    await same(
      'POST /api/profile/calendar-feed',
      calendarFeedCreatedSchema,
      await json(await client.post('/api/profile/calendar-feed')),
    )
    await same('/api/profile/calendar-feed', calendarFeedStatusSchema)
    // the unassigned class of Bia raised an alert: the lists above were not empty
    expect((await json(await client.get('/api/alerts'))).total).toBeGreaterThan(0)
  })
})
