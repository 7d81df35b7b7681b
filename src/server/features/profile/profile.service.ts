import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { ABSENCE_POLICY, DEFAULT_TIMEZONE } from '../../../shared/constants'
import { normalizePhone, phoneDigits } from '../../../shared/domain/phone'
import { msg } from '../../../shared/messages'
import type { profilePatchSchema } from '../../../shared/schemas/profile'
import type {
  ProfileDto,
  ProfilePatchResult,
  TimeZoneChangePreview,
} from '../../../shared/schemas/profile.response'
import { type Db, transaction } from '../../db/client'
import { user } from '../../db/schema/auth'
import { profiles } from '../../db/schema/profiles'
import { notFound } from '../../lib/app-error'
import { coachTimeZone } from '../../lib/coach'
import { zoneToStore } from '../../lib/time-zones'
import { lockAgenda } from '../agenda/agenda-students'
import { keepWallClockTimes, previewZoneChange, type ZoneChangeCounts } from '../agenda/zone-change'

type UpdateInput = z.output<typeof profilePatchSchema>

/** The coach's own profile (spec §7 Profiles: read and updated by the user's own id). */
export async function getProfile(db: Db, userId: string): Promise<ProfileDto> {
  const [row] = await db
    .select({
      name: profiles.name,
      phone: profiles.phone,
      mainSport: profiles.mainSport,
      timezone: profiles.timezone,
      cancelNoticeHours: profiles.cancelNoticeHours,
      lateCancelConsumes: profiles.lateCancelConsumes,
      noShowConsumes: profiles.noShowConsumes,
      email: user.email,
      userName: user.name,
      language: user.language,
      currency: user.currency,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
  if (!row) throw notFound(msg('profile.notFound'))
  if (row.mainSport === null) {
    // an account from before profiles existed: give it one
    await db.insert(profiles).values({ userId, name: row.userName }).onConflictDoNothing()
    return getProfile(db, userId)
  }
  return {
    name: row.name ?? row.userName,
    email: row.email,
    phone: row.phone ?? '',
    mainSport: row.mainSport,
    timezone: row.timezone ?? DEFAULT_TIMEZONE,
    language: row.language,
    currency: row.currency,
    cancelNoticeHours: row.cancelNoticeHours ?? ABSENCE_POLICY.noticeHoursDefault,
    lateCancelConsumes: row.lateCancelConsumes ?? true,
    noShowConsumes: row.noShowConsumes ?? true,
  }
}

/**
 * Name, phone and main sport (together); the account's name follows (it is the shell's display
 * name). And/or the absence policy, the language, currency and time zone.
 * A new zone moves the lessons not started yet as `lessonTimes` says (default: they keep their
 * wall-clock times), in the same transaction; the answer says how many moved.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: UpdateInput,
): Promise<ProfilePatchResult> {
  await getProfile(db, userId)
  const timezone = input.timezone !== undefined ? await zoneToStore(db, input.timezone) : undefined
  const choice = input.lessonTimes ?? 'keep_local'
  const adjusted = await transaction(db, async (tx) => {
    let moved: ZoneChangeCounts | null = null
    if (timezone !== undefined) {
      // The agenda's lock first (decision 0009's order): no lesson is written between reading
      // the zone they are local to and rewriting them. The lessons move with the zone, all or
      // nothing, in this transaction.
      await lockAgenda(tx, userId)
      const [current] = await tx
        .select({ timezone: profiles.timezone })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update')
      const from = current?.timezone ?? DEFAULT_TIMEZONE
      if (from !== timezone) {
        moved =
          choice === 'keep_local'
            ? await keepWallClockTimes(tx, { ownerId: userId, from, to: timezone })
            : // series keep the zone they are local to and lessons their instants: nothing moves
              { series: 0, lessons: 0 }
      }
    }
    const personal =
      input.name !== undefined && input.phone !== undefined && input.mainSport !== undefined
    await tx
      .update(profiles)
      .set({
        ...(personal
          ? {
              name: input.name,
              phone: phoneDigits(input.phone!) ? normalizePhone(input.phone!) : '',
              mainSport: input.mainSport,
            }
          : {}),
        ...(input.cancelNoticeHours !== undefined
          ? { cancelNoticeHours: input.cancelNoticeHours }
          : {}),
        ...(input.lateCancelConsumes !== undefined
          ? { lateCancelConsumes: input.lateCancelConsumes }
          : {}),
        ...(input.noShowConsumes !== undefined ? { noShowConsumes: input.noShowConsumes } : {}),
        ...(timezone !== undefined ? { timezone } : {}),
        updatedAt: new Date(),
      })
      .where(eq(profiles.userId, userId))
    // the account's name (the shell's display name), language and currency live on the user
    const account = {
      ...(personal ? { name: input.name } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      ...(input.currency !== undefined ? { currency: input.currency } : {}),
    }
    if (Object.keys(account).length) {
      await tx
        .update(user)
        .set({ ...account, updatedAt: new Date() })
        .where(eq(user.id, userId))
    }
    return moved
  })
  const profile = await getProfile(db, userId)
  return adjusted ? { ...profile, lessonTimes: { choice, ...adjusted } } : profile
}

/**
 * What changing to the zone `chosen` would move (the settings' dialog asks only when something
 * would): 400 for a zone that could not be stored, like the change itself.
 */
export async function previewTimeZoneChange(
  db: Db,
  userId: string,
  chosen: string,
): Promise<TimeZoneChangePreview> {
  const to = await zoneToStore(db, chosen)
  const from = await coachTimeZone(db, userId)
  return previewZoneChange(db, { ownerId: userId, from, to })
}
