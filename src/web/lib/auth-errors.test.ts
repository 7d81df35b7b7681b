import { describe, expect, it } from 'vitest'
import { authErrorMessage } from './auth-errors'

describe('authErrorMessage (spec §8 Login and Signup)', () => {
  it('translates invalid credentials', () => {
    expect(
      authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    ).toBe('Email ou senha inválidos')
    expect(authErrorMessage({ message: 'Invalid login credentials' })).toBe(
      'Email ou senha inválidos',
    )
  })
  it('translates an already registered e-mail', () => {
    expect(authErrorMessage({ message: 'User already registered' })).toBe(
      'Este email já está cadastrado',
    )
    expect(authErrorMessage({ code: 'USER_ALREADY_EXISTS', message: 'x' })).toBe(
      'Este email já está cadastrado',
    )
  })
  it('shows other messages as they are, else the generic one', () => {
    expect(authErrorMessage({ message: 'Mensagem do servidor' })).toBe('Mensagem do servidor')
    expect(authErrorMessage({})).toBe('Ocorreu um erro interno. Tente novamente.')
    expect(authErrorMessage(null)).toBe('Ocorreu um erro interno. Tente novamente.')
    expect(authErrorMessage({ status: 500, message: 'Internal Server Error' })).toBe(
      'Ocorreu um erro interno. Tente novamente.',
    )
  })
  it('explains rate limiting', () => {
    expect(authErrorMessage({ status: 429, message: 'Too many requests' })).toMatch(
      /^Muitas tentativas/,
    )
  })
})
