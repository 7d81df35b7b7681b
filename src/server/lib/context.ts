import type { Language } from '../../shared/domain/locale'

/** The signed-in coach, as every protected route sees it. */
export interface AuthUser {
  id: string
  email: string
  name: string
  /** Issue 15: the language of the texts the server writes for the coach (pt-BR when unset). */
  language?: Language
}

/** Hono environment of the API: what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    user: AuthUser
    requestId: string
  }
}
