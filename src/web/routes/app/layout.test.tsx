import { afterEach, describe, expect, it, vi } from 'vitest'

/** The app layout's loader answering GET /api/auth/get-session with a coach of `language`. */
async function loadFor(language: string) {
  // fresh modules: the test setup has loaded the English messages in the shared ones
  vi.resetModules()
  const imported: string[] = []
  vi.doMock('@shared/messages-en', async (original) => {
    imported.push('@shared/messages-en')
    return original()
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        user: { name: 'Coach', email: 'coach@example.com', language, currency: 'USD' },
        session: {},
      }),
    ),
  )
  const { clientLoader } = await import('./layout')
  const { localMessage } = await import('~/lib/messages')
  const { i18n } = await import('~/lib/i18n')
  await clientLoader()
  return { imported, localMessage, i18n }
}

afterEach(() => {
  vi.doUnmock('@shared/messages-en')
  vi.unstubAllGlobals()
  vi.resetModules()
  document.documentElement.lang = ''
})

describe("the app layout's loader", () => {
  it("has an English coach's messages in English before anything renders", async () => {
    const { imported, localMessage, i18n } = await loadFor('en')
    expect(i18n.language).toBe('en')
    expect(imported).toEqual(['@shared/messages-en'])
    // synchronously, at the first render: an alert, an API error
    expect(localMessage('Nome é obrigatório')).toBe('Name is required')
  })

  it('loads no English for a Portuguese-speaking coach', async () => {
    const { imported, localMessage } = await loadFor('pt-BR')
    expect(imported).toEqual([])
    expect(localMessage('Nome é obrigatório')).toBe('Nome é obrigatório')
  })
})
