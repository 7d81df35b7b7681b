import { eq } from 'drizzle-orm'
import type { CLASSES } from '../../shared/constants'
import type { Auth } from '../auth/auth'
import type { Db } from '../db/client'
import { user } from '../db/schema/auth'
import { createClub } from '../features/clubs/clubs.service'
import { createClassSession } from '../features/sessions/session-create'
import { createStudent } from '../features/students/students.service'

/**
 * Builders of realistic data for the demo coach (demo-seed.ts), the bench and the tests. They
 * go through the same services as the API, so seeded data obeys every rule.
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

// ---------------------------------------------------------------- students, packages, clubs

export interface StudentSeed {
  name?: string
  email?: string | null
  phone?: string
  gender?: 'male' | 'female'
  type?: 'fixed' | 'occasional'
  classe?: (typeof CLASSES)[number]
  notes?: string | null
}

export async function createStudentRecord(db: Db, ownerId: string, seed: StudentSeed = {}) {
  seq += 1
  return createStudent(db, ownerId, {
    name: seed.name ?? `Aluno ${seq}`,
    email: seed.email ?? null,
    phone: seed.phone ?? `119${String(10_000_000 + seq).slice(-8)}`,
    gender: seed.gender ?? (seq % 2 ? 'female' : 'male'),
    type: seed.type ?? 'fixed',
    classe: seed.classe ?? '4-classe',
    notes: seed.notes ?? null,
  })
}

export async function createClubRecord(
  db: Db,
  ownerId: string,
  seed: { name?: string; address?: string | null; phone?: string | null; isDefault?: boolean } = {},
) {
  seq += 1
  return createClub(db, ownerId, {
    name: seed.name ?? `Clube ${seq}`,
    address: seed.address ?? null,
    phone: seed.phone ?? null,
    isDefault: seed.isDefault ?? false,
  })
}

export async function createSessionRecord(
  db: Db,
  coach: { id: string; email: string; name: string },
  studentIds: string[],
  seed: {
    date?: Date
    notes?: string | null
    ratings?: number[]
    tags?: string[][]
    notesPerStudent?: string[]
  } = {},
) {
  return createClassSession(db, coach, {
    studentIds,
    date: (seed.date ?? new Date()).toISOString(),
    notes: seed.notes ?? null,
    feedbacks: studentIds.map((studentId, i) => ({
      studentId,
      rating: seed.ratings?.[i] ?? 4,
      notes: seed.notesPerStudent?.[i] ?? '',
      tags: (seed.tags?.[i] ?? []) as never,
      clubId: null,
    })),
  })
}
