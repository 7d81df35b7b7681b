import { afterEach, describe, expect, it } from 'vitest'
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
