import { and, desc, eq, inArray, isNull, not, type SQL, sql } from 'drizzle-orm'
import {
  ALERT_MESSAGE_CODES,
  ALERT_TYPES,
  type AlertPriority,
  type AlertType,
  EXPIRING_PACKAGE_DAYS,
} from '../../../shared/constants'
import { addDaysIso, todayIn } from '../../../shared/domain/dates'
import { messageText } from '../../../shared/message-text'
import type { AlertDto, AlertsPage } from '../../../shared/schemas/alerts.response'
import { type Db, type Executor, transaction } from '../../db/client'
import { alerts } from '../../db/schema/alerts'
import { profiles } from '../../db/schema/profiles'
import { coachTimeZone } from '../../lib/coach'
import { lockAllStudentsOf } from '../../lib/locks'
import { sqlIn } from '../../lib/sql'

/** The alerts' messages as stored: their Portuguese text (the API's `message`). */
const ALERT_MESSAGES = Object.fromEntries(
  ALERT_TYPES.map((t) => [t, messageText(ALERT_MESSAGE_CODES[t])]),
) as Record<AlertType, string>

/**
 * PUBLIC MODULE of the alerts feature: the one file of it other features may import (sessions
 * and packages sync alerts in their transactions; the dashboard lists and dismisses them).
 */

/**
 * Alerts are kept in step with the facts, at most one open per student and type:
 * - unassigned_session (high): the student has a class that no package paid for;
 * - low_credits (medium): the student's credits dropped to 1 (not a single class just bought);
 * - expiring_package (medium): an active package with credits expires within 7 days (single
 *   classes are bought for one day and expire on it: no alert);
 * - expired_package (low): a package expired (in the last 30 days) with credits left.
 * Services call syncStudentAlerts in the transaction that changed the facts; the daily check
 * (syncAllAlerts) catches what time alone changes (packages expiring).
 */
const ALERT_PRIORITY: Record<AlertType, AlertPriority> = {
  unassigned_session: 'high',
  low_credits: 'medium',
  expiring_package: 'medium',
  expired_package: 'low',
}

const EXPIRED_LOOKBACK_DAYS = 30

/**
 * The facts behind each alert type for some students of one coach, and — in the same
 * statement — alerts opened where a fact holds and resolved where it no longer does.
 */
function syncStatement(ownerId: string, today: string, studentFilter: SQL) {
  const soon = addDaysIso(today, EXPIRING_PACKAGE_DAYS)
  const since = addDaysIso(today, -EXPIRED_LOOKBACK_DAYS)
  const byType = (values: Record<AlertType, string>) =>
    sql`CASE w.type ${sql.join(
      ALERT_TYPES.map((t) => sql`WHEN ${t} THEN ${values[t]}`),
      sql` `,
    )} END`
  return sql`
    WITH facts AS (
      SELECT s.id AS student_id, s.name AS student_name,
        (SELECT a.session_id FROM session_package_assignments a JOIN class_sessions c ON c.id = a.session_id
          WHERE a.user_id = ${ownerId} AND a.student_id = s.id AND a.package_id IS NULL
          ORDER BY c.date DESC LIMIT 1) AS unassigned_session,
        -- credits down to 1 by use (a freshly bought single class is no alert)
        (SELECT coalesce(sum(p.remaining_classes), 0) = 1 AND bool_or(p.total_classes > 1) FROM packages p
          WHERE p.user_id = ${ownerId} AND p.student_id = s.id AND p.remaining_classes > 0
            AND p.expiry_date >= ${today}::date) IS TRUE AS low_credits,
        (SELECT p.id FROM packages p WHERE p.user_id = ${ownerId} AND p.student_id = s.id
          AND p.remaining_classes > 0 AND p.total_classes > 1
          AND p.expiry_date >= ${today}::date AND p.expiry_date <= ${soon}::date
          ORDER BY p.expiry_date LIMIT 1) AS expiring_package,
        (SELECT p.id FROM packages p WHERE p.user_id = ${ownerId} AND p.student_id = s.id
          AND p.remaining_classes > 0 AND p.expiry_date < ${today}::date AND p.expiry_date >= ${since}::date
          ORDER BY p.expiry_date DESC LIMIT 1) AS expired_package
      FROM students s WHERE s.user_id = ${ownerId} AND ${studentFilter}
    ),
    wanted AS (
      SELECT f.student_id, f.student_name, t.type, t.open, t.session_id, t.package_id
      FROM facts f CROSS JOIN LATERAL (VALUES
        ('unassigned_session', f.unassigned_session IS NOT NULL, f.unassigned_session, NULL::uuid),
        ('low_credits', f.low_credits, NULL::uuid, NULL::uuid),
        ('expiring_package', f.expiring_package IS NOT NULL, NULL::uuid, f.expiring_package),
        ('expired_package', f.expired_package IS NOT NULL, NULL::uuid, f.expired_package)
      ) AS t(type, open, session_id, package_id)
    ),
    resolved AS (
      UPDATE alerts a SET resolved = true, resolved_at = now(), updated_at = now()
      FROM wanted w
      WHERE a.user_id = ${ownerId} AND a.student_id = w.student_id AND a.type = w.type
        AND NOT w.open AND NOT a.resolved
      RETURNING a.id
    ),
    -- a dismissed alert stays quiet while its cause is the same; a new cause (another package,
    -- another class) brings it back as a new alert
    renewed AS (
      UPDATE alerts a SET dismissed_at = NULL, package_id = w.package_id, session_id = w.session_id,
        created_at = now(), updated_at = now()
      FROM wanted w
      WHERE a.user_id = ${ownerId} AND a.student_id = w.student_id AND a.type = w.type
        AND w.open AND NOT a.resolved AND a.dismissed_at IS NOT NULL
        AND (a.package_id IS DISTINCT FROM w.package_id OR a.session_id IS DISTINCT FROM w.session_id)
      RETURNING a.id
    )
    INSERT INTO alerts (user_id, type, student_id, student_name, message, priority, session_id, package_id)
    SELECT ${ownerId}, w.type, w.student_id, w.student_name, ${byType(ALERT_MESSAGES)}, ${byType(ALERT_PRIORITY)},
      w.session_id, w.package_id
    FROM wanted w WHERE w.open
    ON CONFLICT (student_id, type) WHERE NOT resolved DO NOTHING`
}

/**
 * Brings the alerts of some students in line with the facts, inside the caller's transaction
 * (one statement). `timeZone` saves a lookup when the caller already knows it.
 */
export async function syncStudentAlerts(
  tx: Executor,
  ownerId: string,
  studentIds: string[],
  timeZone?: string,
) {
  const ids = [...new Set(studentIds)].sort()
  if (!ids.length) return
  const today = todayIn(timeZone ?? (await coachTimeZone(tx, ownerId)))
  await tx.execute(syncStatement(ownerId, today, sql`s.id IN (${sqlIn(ids)})`))
}

/** The daily check: every coach, every student, against "today" in each coach's time zone. */
export async function syncAllAlerts(db: Db): Promise<number> {
  const coaches = await db
    .select({ userId: profiles.userId, timezone: profiles.timezone })
    .from(profiles)
    .orderBy(profiles.userId)
  for (const { userId, timezone } of coaches) {
    // the statement writes alerts of every student of the coach: their students first, in the
    // lock order (lib/locks.ts), so it cannot deadlock with a coach's request
    await transaction(db, async (tx) => {
      await lockAllStudentsOf(tx, userId)
      await tx.execute(syncStatement(userId, todayIn(timezone), sql`true`))
    })
  }
  return coaches.length
}

const alertColumns = {
  id: alerts.id,
  type: alerts.type,
  studentId: alerts.studentId,
  studentName: alerts.studentName,
  message: alerts.message,
  priority: alerts.priority,
  createdAt: alerts.createdAt,
  sessionId: alerts.sessionId,
  packageId: alerts.packageId,
}

type AlertRow = Pick<typeof alerts.$inferSelect, keyof typeof alertColumns>

function toAlertDto(r: AlertRow): AlertDto {
  return {
    ...r,
    createdAt: r.createdAt.toISOString(),
  }
}

const openAlertsOf = (ownerId: string) =>
  and(eq(alerts.userId, ownerId), not(alerts.resolved), isNull(alerts.dismissedAt))

/** Open alerts, newest first (spec §7 Alerts). */
export async function listOpenAlerts(
  db: Executor,
  ownerId: string,
  limit: number,
): Promise<AlertsPage> {
  const rows = await db
    .select({ ...alertColumns, total: sql`count(*) OVER ()::int`.mapWith(Number) })
    .from(alerts)
    .where(openAlertsOf(ownerId))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(limit)
  const total = rows[0]?.total ?? (await db.$count(alerts, openAlertsOf(ownerId)))
  return { items: rows.map(({ total: _, ...r }) => toAlertDto(r)), total }
}

/** Alerts a coach may dismiss: nothing to do about them. An unassigned class needs a package. */
export const DISMISSIBLE_ALERTS: readonly AlertType[] = [
  'low_credits',
  'expiring_package',
  'expired_package',
]

/**
 * Hides an open alert (dismissed) or shows it again (restored). Answers false when the coach
 * has no such open alert of a dismissible type.
 */
export async function setAlertDismissed(
  db: Executor,
  { ownerId, alertId, dismissed }: { ownerId: string; alertId: string; dismissed: boolean },
): Promise<boolean> {
  const rows = await db
    .update(alerts)
    .set({ dismissedAt: dismissed ? sql`now()` : null, updatedAt: sql`now()` })
    .where(
      and(
        eq(alerts.id, alertId),
        eq(alerts.userId, ownerId),
        not(alerts.resolved),
        inArray(alerts.type, [...DISMISSIBLE_ALERTS]),
      ),
    )
    .returning({ id: alerts.id })
  return rows.length > 0
}
