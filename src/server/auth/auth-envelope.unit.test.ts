import { describe, expect, it } from 'vitest'
import { msg } from '../../shared/messages'
import { createLogger, type LogEntry } from '../lib/logger'
import { authErrorEnvelope } from './auth-envelope'

function setup() {
  const entries: LogEntry[] = []
  const logger = createLogger({ silent: true, capture: (e) => entries.push(e) })
  const wrap = (res: Response) =>
    authErrorEnvelope(res, { logger, requestId: 'req-1', method: 'POST', path: '/api/auth/x' })
  return { entries, wrap }
}

const jsonRes = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('authErrorEnvelope', () => {
  it('passes successes and redirects through untouched', async () => {
    const { wrap, entries } = setup()
    const ok = jsonRes(200, { user: {} })
    expect(await wrap(ok)).toBe(ok)
    const found = new Response(null, { status: 302, headers: { location: '/auth/confirm' } })
    expect(await wrap(found)).toBe(found)
    expect(entries).toEqual([])
  })

  it('a better-auth 4xx: its code, the pt-BR message, logged at debug only', async () => {
    const { wrap, entries } = setup()
    const res = await wrap(
      jsonRes(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    )
    expect(res.status).toBe(401)
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(await res.json()).toEqual({
      error: {
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Email ou senha inválidos',
        messageCode: 'auth.invalidCredentials',
        messageParams: {},
      },
    })
    expect(entries.map((e) => e.level)).toEqual(['debug'])
  })

  it('our field refusal becomes an issue; better-call’s own validation text is not shown', async () => {
    const { wrap } = setup()
    const ours = await wrap(
      // the before-hook's refusal carries a shared schema's message: a msg() token
      jsonRes(400, {
        code: 'VALIDATION_ERROR',
        message: msg('common.emailInvalid'),
        field: 'email',
      }),
    )
    const fields = {
      message: 'Email inválido',
      messageCode: 'common.emailInvalid',
      messageParams: {},
    }
    expect(await ours.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', ...fields, issues: [{ path: 'email', ...fields }] },
    })
    // a text without a code (another server's) is kept as it is, without a code
    const plain = await wrap(
      jsonRes(400, { code: 'VALIDATION_ERROR', message: 'Email inválido', field: 'email' }),
    )
    expect(await plain.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Email inválido',
        issues: [{ path: 'email', message: 'Email inválido' }],
      },
    })
    const theirs = await wrap(
      jsonRes(400, { code: 'VALIDATION_ERROR', message: '[body.newPassword] Invalid input' }),
    )
    expect((await theirs.json()).error.message).toBe('Dados inválidos')
  })

  it('a 429 without a code, a plain-text 404', async () => {
    const { wrap } = setup()
    const limited = await wrap(
      jsonRes(429, { message: 'Too many requests. Please try again later.' }),
    )
    expect(await limited.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
        messageCode: 'auth.tooManyRequests',
        messageParams: {},
      },
    })
    const missing = await wrap(new Response('Not Found', { status: 404 }))
    expect(await missing.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'Recurso não encontrado',
        messageCode: 'api.routeNotFound',
        messageParams: {},
      },
    })
  })

  it('a 5xx: the generic message with the request id, logged as an error', async () => {
    const { wrap, entries } = setup()
    const res = await wrap(jsonRes(500, { message: 'relation "user" does not exist' }))
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({
      error: {
        code: 'INTERNAL',
        message: 'Ocorreu um erro interno. Tente novamente.',
        messageCode: 'api.internalError',
        messageParams: {},
        requestId: 'req-1',
      },
    })
    expect(entries.map((e) => e.level)).toEqual(['error'])
  })
})
