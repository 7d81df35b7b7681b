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
  it('says how long to wait when sign-in is throttled for the account, and how to get in when locked', () => {
    expect(
      authErrorMessage({ status: 429, code: 'SIGN_IN_THROTTLED', message: 'x', retryAfter: 8 }),
    ).toBe('Muitas tentativas de entrar nesta conta. Tente novamente em 8 segundos.')
    expect(
      authErrorMessage({ status: 429, code: 'SIGN_IN_THROTTLED', message: 'x', retryAfter: 61 }),
    ).toBe('Muitas tentativas de entrar nesta conta. Tente novamente em 2 minutos.')
    expect(authErrorMessage({ status: 429, code: 'SIGN_IN_THROTTLED', retryAfter: 1 })).toBe(
      'Muitas tentativas de entrar nesta conta. Tente novamente em 1 segundo.',
    )
    expect(authErrorMessage({ status: 429, code: 'ACCOUNT_LOCKED', message: 'x' })).toBe(
      'Muitas tentativas de entrar nesta conta. Redefina sua senha pelo e-mail para entrar.',
    )
  })
})
