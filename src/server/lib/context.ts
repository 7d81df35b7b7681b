/** The signed-in coach, as every protected route sees it. */
export interface AuthUser {
  id: string
  email: string
  name: string
}

/** Hono environment of the API: what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    user: AuthUser
    requestId: string
  }
}
