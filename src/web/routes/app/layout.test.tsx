import { msg } from '@shared/messages'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The app layout's loader answering GET /api/auth/get-session with a coach of `language`. */
async function loadFor(language: string) {
  // fresh modules: the test setup has loaded the English messages in the shared ones
  vi.resetModules()
  const imported: string[] = []
  vi.doMock('~/locales/en/messages.json', async (original) => {
    imported.push('en/messages.json')
    return original()
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input instanceof Request ? input.url : input).includes('/api/profile')
        ? new Response(null, { status: 503 })
        : Response.json({
            user: { name: 'Coach', email: 'coach@example.com', language, currency: 'USD' },
            session: {},
          }),
    ),
  )
  const { clientLoader } = await import('./layout')
  const { localMessage, messageOf } = await import('~/lib/messages')
  const { i18n } = await import('~/lib/i18n')
  await clientLoader()
  return { imported, localMessage, messageOf, i18n }
}

afterEach(() => {
  vi.doUnmock('~/locales/en/messages.json')
  vi.unstubAllGlobals()
  vi.resetModules()
  document.documentElement.lang = ''
})

describe("the app layout's loader", () => {
  it("has an English coach's messages in English before anything renders", async () => {
    const { imported, localMessage, i18n } = await loadFor('en')
    expect(i18n.language).toBe('en')
    expect(imported).toEqual(['en/messages.json'])
    // synchronously, at the first render: an alert, an API error
    expect(localMessage(msg('common.nameRequired'))).toBe('Name is required')
  })

  it('loads no English for a Portuguese-speaking coach', async () => {
    const { imported, messageOf } = await loadFor('pt-BR')
    expect(imported).toEqual([])
    // an API error: the server's Portuguese text, with or without the page's own catalog
    expect(messageOf('student.notFound', {}, 'Aluno não encontrado')).toBe('Aluno não encontrado')
  })

  it("has the coach's time zone before anything renders", async () => {
    vi.resetModules()
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input)
        if (url.includes('/api/profile'))
          return Response.json({
            name: 'Coach',
            email: 'coach@example.com',
            phone: '',
            mainSport: 'Tênis',
            timezone: 'America/New_York',
            language: 'en',
            currency: 'USD',
            cancelNoticeHours: 24,
            lateCancelConsumes: true,
            noShowConsumes: true,
          })
        return Response.json({
          user: { name: 'Coach', email: 'coach@example.com', language: 'en', currency: 'USD' },
          session: {},
        })
      }),
    )
    const { clientLoader } = await import('./layout')
    const { coachTimeZone, formatTime } = await import('~/lib/formats')
    const data = await clientLoader()
    expect(coachTimeZone()).toBe('America/New_York')
    expect(data.profile?.timezone).toBe('America/New_York')
    expect(formatTime('2026-11-28T13:00:00Z')).toBe('8:00 AM')
  })
})
