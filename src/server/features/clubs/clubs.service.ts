import { and, asc, desc, eq, ne } from 'drizzle-orm'
import type { z } from 'zod'
import { normalizePhone, phoneDigits } from '../../../shared/domain/phone'
import type { clubSchema } from '../../../shared/schemas/club'
import type { ClubDto } from '../../../shared/schemas/clubs.response'
import { type Db, type Executor, transaction } from '../../db/client'
import { clubs } from '../../db/schema/clubs'
import { CLUB_NOT_FOUND, notFound } from '../../lib/app-error'
import { lockCoach } from '../../lib/coach'

type ClubInput = z.output<typeof clubSchema>
type ClubRow = typeof clubs.$inferSelect

const toDto = (r: ClubRow): ClubDto => ({
  id: r.id,
  name: r.name,
  address: r.address,
  phone: r.phone,
  isDefault: r.isDefault,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
})

const storedPhone = (phone: string | null) =>
  phone && phoneDigits(phone) ? normalizePhone(phone) : null

/** Spec §7 Clubs: default first, then by name. */
export async function listClubs(db: Db, ownerId: string): Promise<ClubDto[]> {
  const rows = await db
    .select()
    .from(clubs)
    .where(eq(clubs.userId, ownerId))
    .orderBy(desc(clubs.isDefault), asc(clubs.name), asc(clubs.id))
  return rows.map(toDto)
}

async function findOwned(
  tx: Executor,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<ClubRow> {
  const [row] = await tx
    .select()
    .from(clubs)
    .where(and(eq(clubs.id, id), eq(clubs.userId, ownerId)))
  if (!row) throw notFound(CLUB_NOT_FOUND)
  return row
}

/** Makes one club the default and clears the previous one (spec §4 Club default). */
async function makeDefault(tx: Executor, { ownerId, id }: { ownerId: string; id: string }) {
  await tx
    .update(clubs)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(clubs.userId, ownerId), eq(clubs.isDefault, true), ne(clubs.id, id)))
  await tx.update(clubs).set({ isDefault: true, updatedAt: new Date() }).where(eq(clubs.id, id))
}

/** Exactly one default whenever the coach has clubs: the first club by name takes the role. */
async function ensureOneDefault(tx: Executor, ownerId: string) {
  const rows = await tx
    .select({ id: clubs.id, isDefault: clubs.isDefault })
    .from(clubs)
    .where(eq(clubs.userId, ownerId))
    .orderBy(asc(clubs.name), asc(clubs.id))
  if (rows.length && !rows.some((r) => r.isDefault))
    await makeDefault(tx, { ownerId, id: rows[0]!.id })
}

/**
 * Club writes run in one transaction under the coach's lock, so two concurrent "set default"
 * requests cannot both clear and both set (the partial unique index is the last line).
 */
function inCoachTx<T>(db: Db, ownerId: string, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await lockCoach(tx, ownerId, 'clubs')
    return fn(tx)
  })
}

export async function createClub(db: Db, ownerId: string, input: ClubInput): Promise<ClubDto> {
  const id = await inCoachTx(db, ownerId, async (tx) => {
    const [created] = await tx
      .insert(clubs)
      .values({
        userId: ownerId,
        name: input.name,
        address: input.address,
        phone: storedPhone(input.phone),
        isDefault: false,
      })
      .returning({ id: clubs.id })
    if (input.isDefault) await makeDefault(tx, { ownerId, id: created!.id })
    await ensureOneDefault(tx, ownerId)
    return created!.id
  })
  return toDto(await findOwned(db, { ownerId, id }))
}

/** isDefault true makes it the default; a default club stays default until another is chosen. */
export async function updateClub(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
  input: ClubInput,
): Promise<ClubDto> {
  await inCoachTx(db, ownerId, async (tx) => {
    await findOwned(tx, { ownerId, id })
    await tx
      .update(clubs)
      .set({
        name: input.name,
        address: input.address,
        phone: storedPhone(input.phone),
        updatedAt: new Date(),
      })
      .where(eq(clubs.id, id))
    if (input.isDefault) await makeDefault(tx, { ownerId, id })
  })
  return toDto(await findOwned(db, { ownerId, id }))
}

export async function setDefaultClub(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<ClubDto> {
  await inCoachTx(db, ownerId, async (tx) => {
    await findOwned(tx, { ownerId, id })
    await makeDefault(tx, { ownerId, id })
  })
  return toDto(await findOwned(db, { ownerId, id }))
}

/** Past feedbacks keep their text; their club link is cleared (ON DELETE SET NULL). */
export async function deleteClub(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  await inCoachTx(db, ownerId, async (tx) => {
    await findOwned(tx, { ownerId, id })
    await tx.delete(clubs).where(eq(clubs.id, id))
    await ensureOneDefault(tx, ownerId)
  })
}
