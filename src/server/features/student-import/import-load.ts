import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { CLASSES, DEFAULT_TIMEZONE, GENDERS, STUDENT_TYPES } from '../../../shared/constants'
import { type IsoDate, todayIn } from '../../../shared/domain/dates'
import type { Executor } from '../../db/client'
import { clubs } from '../../db/schema/clubs'
import { col, rawRows } from '../../lib/sql'
import type { ExistingStudent, ImportPlan } from './import-plan'
import type { ImportRow } from './import-rows'
import { plainWords } from './import-values'

/** The coach's zone, today in it and the default club, in one round trip. */
export async function importContext(tx: Executor, ownerId: string) {
  const [row] = await rawRows(
    tx,
    z.object({ tz: col.stringOrNull, default_club: col.stringOrNull }),
    sql`SELECT (SELECT timezone FROM profiles WHERE user_id = ${ownerId}) AS tz,
      (SELECT id FROM clubs WHERE user_id = ${ownerId} AND is_default LIMIT 1) AS default_club`,
  )
  const timeZone = row?.tz ?? DEFAULT_TIMEZONE
  return { timeZone, today: todayIn(timeZone) as IsoDate, defaultClubId: row?.default_club ?? null }
}

const existingRow = z.object({
  id: col.string,
  name: col.string,
  email: col.stringOrNull,
  phone: col.string,
  gender: z.enum(GENDERS),
  type: z.enum(STUDENT_TYPES),
  classe: z.enum(CLASSES),
  notes: col.stringOrNull,
  packages: col.number,
  credits: col.number,
  owed: col.number,
  slots: z.array(z.object({ weekday: z.coerce.number<unknown>(), time: z.string() })),
})

/**
 * The coach's students a line may name — by phone or e-mail, the ones the lines give — with
 * their packages, balance and weekly times, in one statement. Raw SQL: the match on either
 * key and the aggregates are one round trip.
 */
export async function loadExisting(
  tx: Executor,
  ownerId: string,
  rows: ImportRow[],
  today: IsoDate,
): Promise<ExistingStudent[]> {
  const phones = rows.flatMap((r) => (r.phone ? [r.phone] : []))
  const emails = rows.flatMap((r) => (r.email ? [r.email.toLowerCase()] : []))
  if (!phones.length && !emails.length) return []
  const found = await rawRows(
    tx,
    existingRow,
    sql`SELECT s.id, s.name, s.email, s.phone, s.gender, s.type, s.classe, s.notes,
        (SELECT count(*)::int FROM packages p WHERE p.user_id = ${ownerId} AND p.student_id = s.id) AS packages,
        (SELECT coalesce(sum(p.remaining_classes), 0)::int FROM packages p
          WHERE p.user_id = ${ownerId} AND p.student_id = s.id
            AND p.purchase_date <= ${today}::date AND p.expiry_date >= ${today}::date) AS credits,
        (SELECT coalesce(sum(p.price_cents - p.paid_cents), 0)::int FROM packages p
          WHERE p.user_id = ${ownerId} AND p.student_id = s.id AND p.price_cents > p.paid_cents) AS owed,
        coalesce((SELECT json_agg(json_build_object('weekday', d.weekday, 'time', ls.start_time))
          FROM lesson_series_students lss
          JOIN lesson_series ls ON ls.id = lss.series_id
          CROSS JOIN LATERAL unnest(ls.weekdays) AS d(weekday)
          WHERE lss.student_id = s.id AND lss.user_id = ${ownerId}
            AND (ls.until_date IS NULL OR ls.until_date >= ${today}::date)), '[]'::json) AS slots
      FROM students s
      WHERE s.user_id = ${ownerId}
        AND (s.phone IN (SELECT json_array_elements_text(${JSON.stringify(phones)}::json))
          OR lower(s.email) IN (SELECT json_array_elements_text(${JSON.stringify(emails)}::json)))`,
  )
  return found.map((r) => ({ ...r, owedCents: r.owed }))
}

/**
 * The clubs the lines with weekly times name, by name as the coach wrote it (accents and case
 * aside); with `create`, the ones the coach does not have yet are added.
 */
export async function clubsOf(
  tx: Executor,
  ownerId: string,
  plan: ImportPlan,
  create: boolean,
): Promise<Map<string, string>> {
  const named = new Map<string, string>()
  for (const s of plan.students) if (s.club && s.slots.length) named.set(plainWords(s.club), s.club)
  if (!named.size) return new Map()
  const rows = await tx
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(eq(clubs.userId, ownerId))
  const ids = new Map(rows.map((c) => [plainWords(c.name), c.id]))
  if (create) {
    const missing = [...named].filter(([key]) => !ids.has(key))
    if (missing.length) {
      const added = await tx
        .insert(clubs)
        .values(missing.map(([, name]) => ({ userId: ownerId, name: name.slice(0, 100) })))
        .returning({ id: clubs.id, name: clubs.name })
      for (const c of added) ids.set(plainWords(c.name), c.id)
    }
  }
  return ids
}
