import { afterEach, describe, expect, it, vi } from 'vitest'
import { ZodError } from 'zod'
import { ApiError } from '~/lib/api-client'
import { splitIssues } from '~/lib/form-errors'
import { i18n } from '~/lib/i18n'
import { localMessage } from '~/lib/messages'

afterEach(async () => {
  await i18n.changeLanguage('pt-BR')
})

describe('messages of the code in the app language', () => {
  it('keeps the Portuguese for a pt-BR coach', () => {
    const error = new ApiError(404, 'NOT_FOUND', 'Aluno não encontrado', [
      { path: 'name', message: 'Nome é obrigatório' },
    ])
    expect(error.message).toBe('Aluno não encontrado')
    expect(error.issues).toEqual([{ path: 'name', message: 'Nome é obrigatório' }])
    expect(localMessage('Pacote não encontrado')).toBe('Pacote não encontrado')
  })

  it("gives an English coach the API's message and field issues in English", async () => {
    await i18n.changeLanguage('en')
    const error = new ApiError(409, 'OVERPAY', 'O valor é maior que o saldo devedor (R$ 12,00)', [
      { path: 'name', message: 'Nome é obrigatório' },
    ])
    expect(error.message).toBe('The amount is greater than the balance due (R$ 12,00)')
    expect(error.issues).toEqual([{ path: 'name', message: 'Name is required' }])
    expect(localMessage(undefined)).toBeUndefined()
  })

  it("translates a zod error's issues split for a form", async () => {
    await i18n.changeLanguage('en')
    const zod = new ZodError([
      { code: 'custom', path: ['email'], message: 'Email inválido', input: 'x' },
      { code: 'custom', path: ['other'], message: 'Dados inválidos', input: 'x' },
    ])
    expect(splitIssues(zod, (p) => (p === 'email' ? 'email' : null))).toEqual({
      fields: { email: 'Invalid email' },
      rest: [{ path: 'other', message: 'Invalid data' }],
    })
  })
})

/** A field's error as a page shows it: in a component that uses the texts (fresh modules). */
function FieldError(props: {
  h: typeof import('react').createElement
  useTexts: () => unknown
  message: () => string
}) {
  props.useTexts()
  return props.h('p', null, props.message())
}

describe('the English messages, loaded when a page first speaks English', () => {
  // a fresh copy of the modules: the test setup has loaded the messages in the shared one
  async function freshModules() {
    vi.resetModules()
    const i18nModule = await import('~/lib/i18n')
    const messages = await import('~/lib/messages')
    return { i18n: i18nModule.i18n, ...messages }
  }

  afterEach(() => {
    vi.doUnmock('@shared/messages-en')
    vi.resetModules()
  })

  it('never loads them for a Portuguese page', async () => {
    const fresh = await freshModules()
    let loaded = false
    vi.doMock('@shared/messages-en', async (original) => {
      loaded = true
      return original()
    })
    await fresh.loadMessages('pt-BR')
    expect(fresh.localMessage('Email inválido')).toBe('Email inválido')
    expect(loaded).toBe(false)
  })

  it('shows the Portuguese until they arrive, then renders again in English', async () => {
    const fresh = await freshModules()
    // React and Testing Library of the same fresh registry as the modules under test
    const { createElement } = await import('react')
    const { render, screen, cleanup } = await import('@testing-library/react')
    const { useTranslation } = await import('~/lib/i18n')
    await fresh.i18n.changeLanguage('en')
    render(
      createElement(FieldError, {
        h: createElement,
        useTexts: useTranslation,
        message: () => fresh.localMessage('Email inválido'),
      }),
    )
    expect(screen.getByText('Email inválido')).toBeInTheDocument() // not there yet: asked for
    expect(await screen.findByText('Invalid email')).toBeInTheDocument()
    await fresh.loadMessages('en') // the same load, once
    expect(fresh.localMessage('Nome é obrigatório')).toBe('Name is required')
    cleanup()
  })

  it('stays in Portuguese when they cannot load (offline), and tries again next time', async () => {
    const fresh = await freshModules()
    vi.doMock('@shared/messages-en', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    await expect(fresh.loadMessages('en')).resolves.toBeUndefined()
    await fresh.i18n.changeLanguage('en')
    expect(fresh.localMessage('Email inválido')).toBe('Email inválido')
    vi.doUnmock('@shared/messages-en')
    await fresh.loadMessages('en')
    expect(fresh.localMessage('Email inválido')).toBe('Invalid email')
  })
})
