import { and, desc, eq, inArray } from 'drizzle-orm'
import { msg } from '../../../shared/messages'
import type { ShareCreateInput } from '../../../shared/schemas/progress'
import type { SharedItem, StudentPageLink } from '../../../shared/schemas/student-page.response'
import { type Db, type Executor, transaction } from '../../db/client'
import { sessionFeedbacks } from '../../db/schema/sessions'
import { type SharedItemRow, sharedItems, studentPageLinks } from '../../db/schema/student-pages'
import { students } from '../../db/schema/students'
import { notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { lockStudents } from '../../lib/locks'
import { isoInstant } from '../../lib/sql'
import { deriveKey, hashUrlToken, newUrlToken, seal, unseal } from '../../lib/url-token'

/**
 * The coach's side of the student's page (decision 0013): the page's link
 * (read again, created or replaced, revoked) and what is shared on it. Every function takes the
 * coach explicitly; another coach's student, share or class is not found (404).
 */

export const SHARE_NOT_FOUND = msg('share.notFound')
const SHARE_SESSION_NOT_FOUND = msg('studentPage.lessonNotFound')

/** What the link functions need: where the app is, and the key that seals the tokens. */
export interface PageLinkKeys {
  appUrl: string
  key: Buffer
}

/** The sealing key, derived from the server secret (better-auth's) for this purpose only. */
export function pageLinkKeys(appUrl: string, secret: string): PageLinkKeys {
  return { appUrl, key: deriveKey(secret, 'quadra:student-page-token:v1') }
}

const studentPageUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/+$/, '')}/a/${token}`

type Ids = { ownerId: string; studentId: string }

function linkDto(
  keys: PageLinkKeys,
  studentId: string,
  row: { sealed: string | null; createdAt: Date | null },
): StudentPageLink {
  if (!row.sealed || !row.createdAt) return { active: false, url: null, createdAt: null }
  // a copy sealed under another server secret does not open: the link works, but only a new
  // one can be shown (the coach regenerates it)
  const token = unseal(keys.key, row.sealed, studentId)
  return {
    active: true,
    url: token ? studentPageUrl(keys.appUrl, token) : null,
    createdAt: isoInstant(row.createdAt),
  }
}

/** GET: the page's link as it is (the same URL every time, until it is replaced or revoked). */
export async function getPageLink(
  db: Db,
  { ownerId, studentId }: Ids,
  keys: PageLinkKeys,
): Promise<StudentPageLink> {
  const [row] = await db
    .select({ sealed: studentPageLinks.tokenSealed, createdAt: studentPageLinks.createdAt })
    .from(students)
    .leftJoin(studentPageLinks, eq(studentPageLinks.studentId, students.id))
    .where(and(eq(students.id, studentId), eq(students.userId, ownerId)))
  if (!row) throw notFound(STUDENT_NOT_FOUND)
  return linkDto(keys, studentId, row)
}

/**
 * POST: a new token for the student's page. An existing link is replaced in the same statement
 * (its hash is overwritten: the old URL answers 404 at once). After the student's lock, so an
 * erasure running at the same time (which deletes the link) is before or after, never between.
 */
export async function createPageLink(
  db: Db,
  { ownerId, studentId }: Ids,
  keys: PageLinkKeys,
): Promise<StudentPageLink> {
  const token = newUrlToken()
  const createdAt = new Date()
  const values = {
    tokenHash: hashUrlToken(token),
    tokenSealed: seal(keys.key, token, studentId),
    createdAt,
  }
  await transaction(db, async (tx) => {
    const locked = await lockStudents(tx, { ownerId, studentIds: [studentId] })
    if (!locked.size) throw notFound(STUDENT_NOT_FOUND)
    await tx
      .insert(studentPageLinks)
      .values({ studentId, userId: ownerId, ...values })
      .onConflictDoUpdate({ target: studentPageLinks.studentId, set: values })
  })
  return linkDto(keys, studentId, { sealed: values.tokenSealed, createdAt })
}

async function assertStudent(db: Executor, { ownerId, studentId }: Ids) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, ownerId)))
  if (!row) throw notFound(STUDENT_NOT_FOUND)
}

/** DELETE: the page stops answering (404); what was shared stays, for a new link. */
export async function revokePageLink(db: Db, ids: Ids): Promise<void> {
  await assertStudent(db, ids)
  await db
    .delete(studentPageLinks)
    .where(
      and(eq(studentPageLinks.studentId, ids.studentId), eq(studentPageLinks.userId, ids.ownerId)),
    )
}

function shareDto(row: SharedItemRow): SharedItem {
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    sessionId: row.sessionId,
    period: row.period,
    createdAt: isoInstant(row.createdAt),
  }
}

/** What the student's page shows, newest first. */
export async function listShares(db: Db, ids: Ids): Promise<SharedItem[]> {
  await assertStudent(db, ids)
  const rows = await db
    .select()
    .from(sharedItems)
    .where(and(eq(sharedItems.studentId, ids.studentId), eq(sharedItems.userId, ids.ownerId)))
    .orderBy(desc(sharedItems.createdAt), desc(sharedItems.id))
  return rows.map(shareDto)
}

/**
 * Stores a text the coach shared, exactly as sent. A class it names must be one of this
 * student's classes with this coach (a feedback row of theirs in it), else 404.
 */
export async function createShare(
  db: Db,
  { ownerId, studentId }: Ids,
  input: ShareCreateInput,
): Promise<SharedItem> {
  const row = await transaction(db, async (tx) => {
    const locked = await lockStudents(tx, { ownerId, studentIds: [studentId] })
    if (!locked.size) throw notFound(STUDENT_NOT_FOUND)
    if (input.sessionId) {
      const [taken] = await tx
        .select({ id: sessionFeedbacks.id })
        .from(sessionFeedbacks)
        .where(
          and(
            eq(sessionFeedbacks.sessionId, input.sessionId),
            eq(sessionFeedbacks.studentId, studentId),
            eq(sessionFeedbacks.userId, ownerId),
          ),
        )
      if (!taken) throw notFound(SHARE_SESSION_NOT_FOUND)
    }
    const [inserted] = await tx
      .insert(sharedItems)
      .values({
        userId: ownerId,
        studentId,
        kind: input.kind,
        text: input.text,
        sessionId: input.sessionId,
        period: input.period,
      })
      .returning()
    return inserted!
  })
  return shareDto(row)
}

/** Takes a shared text off the student's page (the row is deleted). */
export async function deleteShare(
  db: Db,
  { ownerId, studentId, shareId }: Ids & { shareId: string },
): Promise<void> {
  const deleted = await db
    .delete(sharedItems)
    .where(
      and(
        eq(sharedItems.id, shareId),
        eq(sharedItems.studentId, studentId),
        eq(sharedItems.userId, ownerId),
      ),
    )
    .returning({ id: sharedItems.id })
  if (!deleted.length) throw notFound(SHARE_NOT_FOUND)
}

/**
 * A page link for each student that has none yet (the reminders link the page: its lessons
 * are confirmed or cancelled there). An existing link is never replaced — the student keeps
 * the URL they have. Called inside the caller's transaction.
 */
export async function ensurePageLinks(
  tx: Executor,
  keys: PageLinkKeys,
  rows: { ownerId: string; studentId: string }[],
): Promise<void> {
  if (!rows.length) return
  const have = new Set(
    (
      await tx
        .select({ studentId: studentPageLinks.studentId })
        .from(studentPageLinks)
        .where(
          inArray(
            studentPageLinks.studentId,
            rows.map((r) => r.studentId),
          ),
        )
    ).map((r) => r.studentId),
  )
  const missing = rows.filter((r) => !have.has(r.studentId))
  // in slices: four parameters a row, under PostgreSQL's 65,535 per statement
  for (let i = 0; i < missing.length; i += 1_000) {
    const values = missing.slice(i, i + 1_000).map(({ ownerId, studentId }) => {
      const token = newUrlToken()
      return {
        studentId,
        userId: ownerId,
        tokenHash: hashUrlToken(token),
        tokenSealed: seal(keys.key, token, studentId),
      }
    })
    await tx.insert(studentPageLinks).values(values).onConflictDoNothing()
  }
}

/** The page's URL from its sealed token; null when it does not open under this secret. */
export function pageUrlOf(keys: PageLinkKeys, studentId: string, sealed: string): string | null {
  const token = unseal(keys.key, sealed, studentId)
  return token ? studentPageUrl(keys.appUrl, token) : null
}
