import { eq } from 'drizzle-orm'
import type { Auth } from '../src/server/auth/auth'
import type { Db } from '../src/server/db/client'
import { user } from '../src/server/db/schema/auth'

/**
 * Builders of realistic data, used by the tests AND by the demo seed (scripts/seed.ts).
 * They go through the same services as the API, so seeded data obeys every rule.
 */
export interface FactoryDeps {
  db: Db
  auth: Auth
}

export interface CoachAccount {
  userId: string
  name: string
  email: string
  password: string
}

let seq = 0

/** A coach whose e-mail is already confirmed (server-side sign-up: no rate limit, no mail read). */
export async function createCoachAccount(
  { db, auth }: FactoryDeps,
  input: Partial<{ name: string; email: string; password: string; phone: string }> = {},
): Promise<CoachAccount> {
  seq += 1
  const name = input.name ?? `Treinador ${seq}`
  const email = (
    input.email ?? `treinador${seq}-${Date.now().toString(36)}@example.com`
  ).toLowerCase()
  const password = input.password ?? 'Quadra-fabrica-2026'
  const result = await auth.api.signUpEmail({
    body: {
      name,
      email,
      password,
      phone: input.phone ?? '11987654321',
      countryCode: '+55',
    } as { name: string; email: string; password: string },
  })
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, result.user.id))
  return { userId: result.user.id, name, email, password }
}
