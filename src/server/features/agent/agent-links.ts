import { createHash, randomInt } from 'node:crypto'
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { msg } from '../../../shared/messages'
import type { AgentLinkCode, AgentLinks } from '../../../shared/schemas/agent.response'
import { type Db, transaction } from '../../db/client'
import { agentLinks } from '../../db/schema/agent'
import { user } from '../../db/schema/auth'
import { notFound } from '../../lib/app-error'
import type { AuthUser } from '../../lib/context'
import { hitRateLimit } from '../../lib/rate-limit'

/**
 * Linking a WhatsApp number or a Telegram chat to a coach (decision 0025). The profile makes a
 * one-time code (15 minutes; only its hash is stored); the coach sends it from the account,
 * and that account then talks to the agent as the coach. One account links one coach: a new
 * link of the same account revokes the old. Revoking stops the account at once — every message
 * looks its link up again.
 */

export type LinkChannel = 'whatsapp' | 'telegram'

export const LINK_NOT_FOUND = msg('agent.linkNotFound')
export const LINK_CODE_MINUTES = 15
/** Codes one coach may make per hour, and tries one unknown account may make per 10 minutes. */
export const LINK_LIMITS = { codesPerHour: 10, triesPer10Minutes: 5 }

/** Letters and digits nobody confuses when typing (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CODE = /^(?:\/start\s+)?(?:quadra[\s_-]?)?([a-z0-9]{6})$/i

/** The six characters of a code in a message ('QUADRA-7KQ2MX', '/start QUADRA-7KQ2MX'), or null. */
export function linkCodeOf(text: string): string | null {
  const m = CODE.exec(text.trim().replace(/[.!]+$/, ''))
  const core = m?.[1]?.toUpperCase()
  // a plain six-letter word ('obrigado' is not six, 'agenda' is) is only a code with QUADRA
  if (!core || (!/QUADRA/i.test(text) && !/\d/.test(core))) return null
  return core
}

const hashOf = (core: string) => createHash('sha256').update(`agent-link:${core}`).digest('hex')

/** A new code for the coach (the coach's earlier unused codes of the channel stop working). */
export async function createLinkCode(
  db: Db,
  ownerId: string,
  channel: LinkChannel,
): Promise<AgentLinkCode> {
  await hitRateLimit(db, `agent-link-code:${ownerId}`, LINK_LIMITS.codesPerHour, 3600)
  const expiresAt = new Date(Date.now() + LINK_CODE_MINUTES * 60_000)
  return transaction(db, async (tx) => {
    await tx
      .delete(agentLinks)
      .where(
        and(
          eq(agentLinks.userId, ownerId),
          eq(agentLinks.channel, channel),
          isNull(agentLinks.linkedAt),
        ),
      )
    // expired codes of anyone free their hashes (the unique index holds only live ones)
    await tx
      .update(agentLinks)
      .set({ codeHash: null })
      .where(and(isNotNull(agentLinks.codeHash), sql`${agentLinks.codeExpiresAt} <= now()`))
    for (;;) {
      const core = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
      const rows = await tx
        .insert(agentLinks)
        .values({ userId: ownerId, channel, codeHash: hashOf(core), codeExpiresAt: expiresAt })
        .onConflictDoNothing()
        .returning({ id: agentLinks.id })
      if (rows.length) return { code: `QUADRA-${core}`, expiresAt: expiresAt.toISOString() }
    }
  })
}

/** The coach's linked accounts (revoked ones too), newest first, with the server's channels. */
export async function listLinks(
  db: Db,
  ownerId: string,
  server: Pick<AgentLinks, 'channels' | 'contacts'>,
): Promise<AgentLinks> {
  const rows = await db
    .select()
    .from(agentLinks)
    .where(and(eq(agentLinks.userId, ownerId), isNotNull(agentLinks.linkedAt)))
    .orderBy(desc(agentLinks.linkedAt))
  return {
    items: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      label: r.label,
      linkedAt: r.linkedAt!.toISOString(),
      revokedAt: r.revokedAt?.toISOString() ?? null,
    })),
    ...server,
  }
}

/** Revokes one of the coach's links (or an unused code) at once; again: nothing more. */
export async function revokeLink(db: Db, ownerId: string, id: string): Promise<void> {
  const rows = await db
    .update(agentLinks)
    .set({ revokedAt: sql`coalesce(${agentLinks.revokedAt}, now())`, codeHash: null })
    .where(and(eq(agentLinks.id, id), eq(agentLinks.userId, ownerId)))
    .returning({ id: agentLinks.id })
  if (!rows.length) throw notFound(LINK_NOT_FOUND)
}

export interface Account {
  channel: LinkChannel
  /** The phone's digits, or the Telegram chat id. */
  externalId: string
  label: string
}

/**
 * Links the account when `text` is a live code: the coach it now speaks for, or null (not a
 * code, or no live code of the channel). Tries are limited per account (429 beyond).
 */
export async function linkByCode(db: Db, account: Account, text: string): Promise<string | null> {
  const core = linkCodeOf(text)
  if (!core) return null
  const key = `agent-link:${account.channel}:${account.externalId}`
  await hitRateLimit(db, key, LINK_LIMITS.triesPer10Minutes, 600)
  return transaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: agentLinks.id, userId: agentLinks.userId })
      .from(agentLinks)
      .where(
        and(
          eq(agentLinks.codeHash, hashOf(core)),
          eq(agentLinks.channel, account.channel),
          isNull(agentLinks.linkedAt),
          isNull(agentLinks.revokedAt),
          sql`${agentLinks.codeExpiresAt} > now()`,
        ),
      )
      .for('update')
    if (!row) return null
    await tx
      .update(agentLinks)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(agentLinks.channel, account.channel),
          eq(agentLinks.externalId, account.externalId),
          isNull(agentLinks.revokedAt),
        ),
      )
    await tx
      .update(agentLinks)
      .set({
        externalId: account.externalId,
        label: account.label.slice(0, 120),
        linkedAt: sql`now()`,
        codeHash: null,
        codeExpiresAt: null,
      })
      .where(eq(agentLinks.id, row.id))
    return row.userId
  })
}

/** The coach an account speaks for (an active link), or null. */
export async function linkedCoach(
  db: Db,
  channel: LinkChannel,
  externalId: string,
): Promise<AuthUser | null> {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, language: user.language })
    .from(agentLinks)
    .innerJoin(user, eq(user.id, agentLinks.userId))
    .where(
      and(
        eq(agentLinks.channel, channel),
        eq(agentLinks.externalId, externalId),
        isNotNull(agentLinks.linkedAt),
        isNull(agentLinks.revokedAt),
      ),
    )
    .limit(1)
  if (!row) return null
  return { id: row.id, email: row.email, name: row.name, language: row.language ?? undefined }
}

/** The coach of a user id, as the agent takes it (after a link made by code). */
export async function coachById(db: Db, id: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, language: user.language })
    .from(user)
    .where(eq(user.id, id))
  return row ? { ...row, language: row.language ?? undefined } : null
}
