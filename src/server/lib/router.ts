import { OpenAPIHono } from '@hono/zod-openapi'
import type { ZodType } from 'zod'
import type { AppEnv } from './context'
import { validationResponse } from './errors'

/** A feature router whose validation failures answer 400 with the shared pt-BR messages. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationResponse(result.error), 400)
    },
  })
}

/** A required JSON request body validated by a shared schema. */
export function jsonBody<T extends ZodType>(schema: T, description = 'JSON') {
  return {
    required: true,
    description,
    content: { 'application/json': { schema } },
  } as const
}

/** The error body of the API, for OpenAPI documents. */
export const errorResponses = {
  400: { description: 'Dados inválidos' },
  401: { description: 'Não autenticado' },
  404: { description: 'Não encontrado' },
} as const
