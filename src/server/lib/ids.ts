import type { Context } from 'hono'
import type { Message } from '../../shared/messages'
import { notFound } from './app-error'
import type { AppEnv } from './context'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A path id that is not a uuid cannot be the coach's: answered as not found, never 500. */
export function requireId(id: string, message: Message): string {
  if (!UUID.test(id)) throw notFound(message)
  return id.toLowerCase()
}

/** The signed-in coach: every service call of a protected route is scoped to her. */
export const ownerId = (c: Context<AppEnv>): string => c.get('user').id

/**
 * The path parameter `name` as a record id (`requireId`: not a uuid → 404 with `message`).
 * The route's own `params` schema has already accepted it as a string.
 */
export const pathId = (c: Context<AppEnv>, message: Message, name = 'id'): string =>
  requireId(c.req.param(name) ?? '', message)

/** `{ ownerId, id }`: one record of the coach named by the path's `{id}`, as services take it. */
export const owned = (c: Context<AppEnv>, message: Message): { ownerId: string; id: string } => ({
  ownerId: ownerId(c),
  id: pathId(c, message),
})
