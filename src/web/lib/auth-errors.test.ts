import { describe, expect, it } from 'vitest'
import { authErrorMessage, readAuthError } from './auth-errors'

describe('readAuthError: the API envelope as better-auth’s client hands it over', () => {
  it('reads code, message, status and the field of the first issue', () => {
    expect(
      readAuthError({
        error: {
          code: 'PASSWORD_TOO_COMMON',
          message: 'Esta senha é muito comum',
          issues: [{ path: 'password', message: 'Esta senha é muito comum' }],
        },
        status: 400,
        statusText: 'Bad Request',
      }),
    ).toEqual({
      code: 'PASSWORD_TOO_COMMON',
      message: 'Esta senha é muito comum',
      status: 400,
      field: 'password',
    })
  })
  it('still reads a flat { code, message, field }', () => {
    expect(readAuthError({ code: 'X', message: 'y', field: 'email', status: 400 })).toEqual({
      code: 'X',
      message: 'y',
      status: 400,
      field: 'email',
    })
    expect(readAuthError(null)).toEqual({})
  })
})

describe('authErrorMessage (spec §8 Login and Signup)', () => {
  it('reads the envelope: a known code in pt-BR, another message as it is', () => {
    expect(
      authErrorMessage({
        error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        status: 401,
      }),
    ).toBe('Email ou senha inválidos')
    expect(
      authErrorMessage({
        error: { code: 'VALIDATION_ERROR', message: 'Email inválido' },
        status: 400,
      }),
    ).toBe('Email inválido')
    expect(authErrorMessage({ error: { code: 'INTERNAL', message: 'boom' }, status: 500 })).toBe(
      'Ocorreu um erro interno. Tente novamente.',
    )
  })

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
  it('shows the throttle answer (it says how long to wait), in the envelope or flat', () => {
    const wait = 'Muitas tentativas de entrar nesta conta. Tente novamente em 8 segundos.'
    expect(
      authErrorMessage({ status: 429, error: { code: 'SIGN_IN_THROTTLED', message: wait } }),
    ).toBe(wait)
    expect(authErrorMessage({ status: 429, code: 'SIGN_IN_THROTTLED' })).toBe(
      'Muitas tentativas de entrar nesta conta. Aguarde um pouco e tente novamente.',
    )
    expect(authErrorMessage({ status: 429, code: 'ACCOUNT_LOCKED' })).toBe(
      'Muitas tentativas de entrar nesta conta. Redefina sua senha pelo e-mail para entrar.',
    )
  })
})
