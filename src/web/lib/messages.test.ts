import { msg } from '@shared/messages'
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
  it("keeps the server's Portuguese for a pt-BR coach", () => {
    const error = new ApiError(
      404,
      'NOT_FOUND',
      { message: 'Aluno não encontrado', messageCode: 'student.notFound', messageParams: {} },
      [{ path: 'name', message: 'Nome é obrigatório', messageCode: 'common.nameRequired' }],
    )
    expect(error.message).toBe('Aluno não encontrado')
    expect(error.issues).toEqual([{ path: 'name', message: 'Nome é obrigatório' }])
    expect(localMessage(msg('package.notFound'))).toBe('Pacote não encontrado')
  })

  it("gives an English coach the API's message and field issues in English, by their codes", async () => {
    await i18n.changeLanguage('en')
    const error = new ApiError(
      409,
      'PAYMENT_ABOVE_BALANCE',
      {
        message: 'O valor é maior que o saldo devedor (R$ 12,00)',
        messageCode: 'payment.moreThanBalance',
        messageParams: { balance: 'R$ 12,00' },
      },
      [{ path: 'name', message: 'Nome é obrigatório', messageCode: 'common.nameRequired' }],
    )
    expect(error.message).toBe('The amount is greater than the balance due (R$ 12,00)')
    expect(error.issues).toEqual([{ path: 'name', message: 'Name is required' }])
    expect(localMessage(undefined)).toBeUndefined()
  })

  it('translates by code, not by text: a reworded Portuguese message keeps its English', async () => {
    await i18n.changeLanguage('en')
    // what a server whose Portuguese catalog says it otherwise answers
    const error = new ApiError(404, 'NOT_FOUND', {
      message: 'Não encontramos este aluno',
      messageCode: 'student.notFound',
    })
    expect(error.message).toBe('Student not found')
  })

  it('writes the days and times of a message in the English formats', async () => {
    await i18n.changeLanguage('en')
    const error = new ApiError(409, 'LESSON_OVERLAP', {
      message: 'Este horário coincide com outra aula: 25/11/2026 às 14:30. Salvar mesmo assim?',
      messageCode: 'agenda.overlap',
      messageParams: { date: '2026-11-25', time: '14:30' },
    })
    expect(error.message).toBe(
      'This time overlaps another class: Nov 25, 2026 at 2:30 PM. Save anyway?',
    )
  })

  it("shows the server's text of an answer without a code, and of an unknown code", async () => {
    await i18n.changeLanguage('en')
    expect(new ApiError(400, 'X', 'Some text').message).toBe('Some text')
    expect(new ApiError(400, 'X', { message: 'Texto', messageCode: 'nothing.here' }).message).toBe(
      'Texto',
    )
  })

  it("translates a zod error's issues (msg tokens) split for a form", async () => {
    await i18n.changeLanguage('en')
    const zod = new ZodError([
      { code: 'custom', path: ['email'], message: msg('common.emailInvalid'), input: 'x' },
      { code: 'custom', path: ['other'], message: msg('api.invalidData'), input: 'x' },
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

describe('the catalogs, loaded when a page first speaks their language', () => {
  // a fresh copy of the modules: the test setup has loaded the catalogs in the shared one
  async function freshModules() {
    vi.resetModules()
    const i18nModule = await import('~/lib/i18n')
    const messages = await import('~/lib/messages')
    return { i18n: i18nModule.i18n, ...messages }
  }

  afterEach(() => {
    vi.doUnmock('~/locales/en/messages.json')
    vi.resetModules()
  })

  it('never loads the English one for a Portuguese page', async () => {
    const fresh = await freshModules()
    let loaded = false
    vi.doMock('~/locales/en/messages.json', async (original) => {
      loaded = true
      return original()
    })
    await fresh.loadMessages('pt-BR')
    expect(fresh.localMessage(msg('common.emailInvalid'))).toBe('Email inválido')
    expect(loaded).toBe(false)
  })

  it('shows the Portuguese until the English arrives, then renders again in English', async () => {
    const fresh = await freshModules()
    // React and Testing Library of the same fresh registry as the modules under test
    const { createElement } = await import('react')
    const { render, screen, cleanup } = await import('@testing-library/react')
    const { useTranslation } = await import('~/lib/i18n')
    await fresh.loadMessages('pt-BR')
    await fresh.i18n.changeLanguage('en')
    render(
      createElement(FieldError, {
        h: createElement,
        useTexts: useTranslation,
        message: () => fresh.localMessage(msg('common.emailInvalid')),
      }),
    )
    expect(screen.getByText('Email inválido')).toBeInTheDocument() // not there yet: asked for
    expect(await screen.findByText('Invalid email')).toBeInTheDocument()
    await fresh.loadMessages('en') // the same load, once
    expect(fresh.localMessage(msg('common.nameRequired'))).toBe('Name is required')
    cleanup()
  })

  it("keeps the server's text until a catalog is there", async () => {
    const fresh = await freshModules()
    await fresh.i18n.changeLanguage('en')
    expect(fresh.messageOf('student.notFound', {}, 'Aluno não encontrado')).toBe(
      'Aluno não encontrado',
    )
    await fresh.loadMessages('en')
    expect(fresh.messageOf('student.notFound', {}, 'Aluno não encontrado')).toBe(
      'Student not found',
    )
  })

  it('stays in Portuguese when the English cannot load (offline), and tries again next time', async () => {
    const fresh = await freshModules()
    await fresh.loadMessages('pt-BR')
    vi.doMock('~/locales/en/messages.json', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    await expect(fresh.loadMessages('en')).resolves.toBeUndefined()
    await fresh.i18n.changeLanguage('en')
    expect(fresh.localMessage(msg('common.emailInvalid'))).toBe('Email inválido')
    vi.doUnmock('~/locales/en/messages.json')
    await fresh.loadMessages('en')
    expect(fresh.localMessage(msg('common.emailInvalid'))).toBe('Invalid email')
  })

  it("a form's check waits for the page's catalog: no error is kept as a code", async () => {
    const fresh = await freshModules()
    const { zodResolver } = await import('~/lib/form-errors')
    const { z } = await import('zod')
    document.documentElement.lang = 'pt-BR'
    const schema = z.object({ name: z.string().min(1, msg('common.nameRequired')) })
    const resolve = zodResolver(schema)
    // no catalog loaded yet in this copy of the modules: the resolver loads it first
    expect(fresh.i18n.hasResourceBundle('pt-BR', 'messages')).toBe(false)
    const result = await resolve({ name: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })
    expect(result.errors.name?.message).toBe('Nome é obrigatório')
  })
})
