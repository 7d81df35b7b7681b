import { createRoute } from '@hono/zod-openapi'
import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { msg } from '../../shared/messages'
import { AppError, notFound, STUDENT_NOT_FOUND } from './app-error'
import type { AppEnv } from './context'
import { createErrorHandler } from './errors'
import { createLogger } from './logger'
import { createRouter, jsonBody } from './router'

function app() {
  const logger = createLogger({ silent: true })
  const errorSpy = vi.spyOn(logger, 'error').mockImplementation(() => {})
  const a = new Hono<AppEnv>()
  a.onError(createErrorHandler(logger))
  a.get('/app-error', () => {
    throw new AppError('PACKAGE_IN_USE', msg('package.deleteHasSessions'), 409)
  })
  a.get('/not-found', () => {
    throw notFound(STUDENT_NOT_FOUND)
  })
  a.get('/boom', () => {
    throw new Error('secret internals: password=hunter2')
  })
  a.get('/pg-nul', () => {
    // what PostgreSQL and PGlite answer for a NUL byte in a text parameter, wrapped by Drizzle
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    })
    throw Object.assign(new Error('Failed query: select $1'), { cause })
  })
  a.get('/pg-untranslatable', () => {
    throw Object.assign(new Error('untranslatable character'), { code: '22P05' })
  })
  a.get('/pg-check', () => {
    throw Object.assign(new Error('new row violates check constraint'), { code: '23514' })
  })
  const router = createRouter()
  router.openapi(
    createRoute({
      method: 'post',
      path: '/validate',
      request: {
        body: jsonBody(
          z.object({ name: z.string().min(2, { error: msg('common.nameTooShort') }) }),
        ),
      },
      responses: { 200: { description: 'ok' } },
    }),
    (c) => c.json({ ok: true }, 200),
  )
  a.route('/', router)
  return { a, errorSpy }
}

describe('the one error handler', () => {
  it('answers an AppError with its status, code and message', async () => {
    const res = await app().a.request('/app-error')
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      error: {
        code: 'PACKAGE_IN_USE',
        message:
          'Não é possível apagar este pacote: ele tem aulas vinculadas. Mova as aulas para outro pacote antes de apagá-lo.',
        messageCode: 'package.deleteHasSessions',
        messageParams: {},
      },
    })
    const missing = await app().a.request('/not-found')
    expect(missing.status).toBe(404)
    expect((await missing.json()).error).toEqual({
      code: 'NOT_FOUND',
      message: 'Aluno não encontrado',
      messageCode: 'student.notFound',
      messageParams: {},
    })
  })

  it('answers an unexpected error 500 without internals, and logs it', async () => {
    const { a, errorSpy } = app()
    const res = await a.request('/boom')
    expect(res.status).toBe(500)
    const body = await res.json()
    expect(body.error.message).toBe('Ocorreu um erro interno. Tente novamente.')
    expect(body.error.messageCode).toBe('api.internalError')
    expect(JSON.stringify(body)).not.toContain('hunter2')
    expect(errorSpy).toHaveBeenCalled()
  })

  it('turns a database constraint refusal into a 400, not a 500', async () => {
    const res = await app().a.request('/pg-check')
    expect(res.status).toBe(400)
  })

  it('turns an invalid text parameter (NUL, bad encoding) into a 400 with a clear message', async () => {
    const { a, errorSpy } = app()
    for (const path of ['/pg-nul', '/pg-untranslatable']) {
      const res = await a.request(path)
      expect(res.status, path).toBe(400)
      expect(await res.json()).toEqual({
        error: {
          code: 'CONSTRAINT',
          message: 'Texto contém caracteres inválidos',
          messageCode: 'common.invalidText',
          messageParams: {},
        },
      })
    }
    expect(errorSpy).not.toHaveBeenCalled()
  })

  it('validates bodies with the shared pt-BR messages, and their codes', async () => {
    const nameTooShort = {
      message: 'Nome deve ter pelo menos 2 caracteres',
      messageCode: 'common.nameTooShort',
      messageParams: {},
    }
    const res = await app().a.request('/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'a' }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        ...nameTooShort,
        issues: [{ path: 'name', ...nameTooShort }],
      },
    })
  })

  it('answers malformed JSON and a missing body with 400', async () => {
    const bad = await app().a.request('/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    })
    expect(bad.status).toBe(400)
    const none = await app().a.request('/validate', { method: 'POST' })
    expect(none.status).toBe(400)
  })
})
