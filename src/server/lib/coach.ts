import { eq, sql } from 'drizzle-orm'
import { DEFAULT_TIMEZONE } from '../../shared/constants'
import { todayIn } from '../../shared/domain/dates'
import { DEFAULT_FORMATS, type Formats } from '../../shared/domain/locale'
import type { Executor } from '../db/client'
import { user } from '../db/schema/auth'
import { profiles } from '../db/schema/profiles'

/** The coach's time zone: "today", "this month" and expiry are evaluated in it (DESIGN). */
export async function coachTimeZone(db: Executor, userId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  return row?.timezone ?? DEFAULT_TIMEZONE
}

export async function coachToday(db: Executor, userId: string, now = new Date()): Promise<string> {
  return todayIn(await coachTimeZone(db, userId), now)
}

/**
 * The coach's language and currency: amounts in the texts the server builds (refusals,
 * the Pix message, CSV exports) are written in them — formatMoney of shared/domain/formats.
 */
export async function coachFormats(db: Executor, userId: string): Promise<Formats> {
  const [row] = await db
    .select({ language: user.language, currency: user.currency })
    .from(user)
    .where(eq(user.id, userId))
  return {
    language: row?.language ?? DEFAULT_FORMATS.language,
    currency: row?.currency ?? DEFAULT_FORMATS.currency,
  }
}

/**
 * Serialises one coach's writes that must not interleave (default club, session edits): a
 * transaction-scoped advisory lock keyed by the coach. Other coaches are never blocked.
 */
export async function lockCoach(tx: Executor, userId: string, scope: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${scope}:${userId}`}, 0))`)
}
