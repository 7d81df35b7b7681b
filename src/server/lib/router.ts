import { OpenAPIHono, type RouteConfig, type RouteHandler, z } from '@hono/zod-openapi'
import type { ZodType } from 'zod'
import { VOICE_NOTE_MIME_TYPES } from '../../shared/constants'
import { errorBodySchema } from '../../shared/schemas/common.response'
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

const audioFile = z.string().meta({ id: 'AudioFile', format: 'binary' })

/** Recorded audio as a body or an answer: each type a voice note may be (one schema). */
export const audioContent = Object.fromEntries(
  VOICE_NOTE_MIME_TYPES.map((t) => [t, { schema: audioFile }]),
)

/**
 * A JSON response described by its shared schema (src/shared/schemas/*.response.ts): documented in
 * /api/openapi.json, and the handler's `c.json(body, status)` must match it.
 */
export function jsonResponse<T extends ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const
}

/** An error answered with the API's error envelope `{ error: { code, message, issues? } }`. */
export function errorResponse(description: string) {
  return jsonResponse(errorBodySchema, description)
}

/** The errors every authenticated feature route can answer, for OpenAPI documents. */
export const errorResponses = {
  400: errorResponse('Dados inválidos'),
  401: errorResponse('Não autenticado'),
  404: errorResponse('Não encontrado'),
} as const

type Router = ReturnType<typeof createRouter>

/** One handler per declared route, each checked against its route's request and responses. */
export type Handlers<R extends Record<string, RouteConfig>> = {
  [K in keyof R]: RouteHandler<R[K], AppEnv>
}

/**
 * Registers declared routes (`<feature>.routes.ts`) with their handlers
 * (`<feature>.handlers.ts`), in the declarations' order: the order of the OpenAPI document's
 * paths and of matching.
 */
export function bindRoutes<R extends Record<string, RouteConfig>>(
  router: Router,
  routes: R,
  handlers: Handlers<R>,
): Router {
  for (const name of Object.keys(routes) as (keyof R & string)[]) {
    // TypeScript cannot relate one entry of the mapped type to openapi()'s own generic
    // parameters; `Handlers<R>` has checked every pair already.
    router.openapi(routes[name]!, handlers[name] as Parameters<Router['openapi']>[1])
  }
  return router
}
