import { notFound } from './app-error'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A path id that is not a uuid cannot be the coach's: answered as not found, never 500. */
export function requireId(id: string, message: string): string {
  if (!UUID.test(id)) throw notFound(message)
  return id.toLowerCase()
}
