import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { ProfileDto } from '../../../shared/api-types'
import { DEFAULT_TIMEZONE, type MainSport } from '../../../shared/constants'
import { normalizePhone, phoneDigits } from '../../../shared/domain/phone'
import type { profileUpdateSchema } from '../../../shared/schemas/profile'
import { type Db, transaction } from '../../db/client'
import { user } from '../../db/schema/auth'
import { profiles } from '../../db/schema/profiles'
import { notFound } from '../../lib/app-error'

type UpdateInput = z.output<typeof profileUpdateSchema>

/** The coach's own profile (spec §7 Profiles: read and updated by the user's own id). */
export async function getProfile(db: Db, userId: string): Promise<ProfileDto> {
  const [row] = await db
    .select({
      name: profiles.name,
      phone: profiles.phone,
      mainSport: profiles.mainSport,
      timezone: profiles.timezone,
      email: user.email,
      userName: user.name,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
  if (!row) throw notFound('Perfil não encontrado')
  if (row.mainSport === null) {
    // an account from before profiles existed: give it one
    await db.insert(profiles).values({ userId, name: row.userName }).onConflictDoNothing()
    return getProfile(db, userId)
  }
  return {
    name: row.name ?? row.userName,
    email: row.email,
    phone: row.phone ?? '',
    mainSport: row.mainSport as MainSport,
    timezone: row.timezone ?? DEFAULT_TIMEZONE,
  }
}

/** Name, phone and main sport; the account's name follows (it is the shell's display name). */
export async function updateProfile(
  db: Db,
  userId: string,
  input: UpdateInput,
): Promise<ProfileDto> {
  await getProfile(db, userId)
  await transaction(db, async (tx) => {
    await tx
      .update(profiles)
      .set({
        name: input.name,
        phone: phoneDigits(input.phone) ? normalizePhone(input.phone) : '',
        mainSport: input.mainSport,
        updatedAt: new Date(),
      })
      .where(eq(profiles.userId, userId))
    await tx
      .update(user)
      .set({ name: input.name, updatedAt: new Date() })
      .where(eq(user.id, userId))
  })
  return getProfile(db, userId)
}
