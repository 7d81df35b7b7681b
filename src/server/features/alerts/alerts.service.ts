import { sql } from 'drizzle-orm'
import type { AlertDto, AlertsPage } from '../../../shared/api-types'
import {
  ALERT_MESSAGES,
  type AlertPriority,
  type AlertType,
  EXPIRING_PACKAGE_DAYS,
} from '../../../shared/constants'
import { addDaysIso, todayIn } from '../../../shared/domain/dates'
import { type Db, type Executor, queryRows } from '../../db/client'
import { coachTimeZone } from '../../lib/coach'

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
export const ALERT_PRIORITY: Record<AlertType, AlertPriority> = {
  unassigned_session: 'high',
  low_credits: 'medium',
  expiring_package: 'medium',
  expired_package: 'low',
}

const EXPIRED_LOOKBACK_DAYS = 30

interface Facts {
  student_id: string
  student_name: string
  unassigned_session: string | null
  low_credits: boolean
  expiring_package: string | null
  expired_package: string | null
}

/** The facts behind each alert type, for some students of one coach (one pass). */
function factsQuery(ownerId: string, today: string, studentFilter: ReturnType<typeof sql>) {
  const soon = addDaysIso(today, EXPIRING_PACKAGE_DAYS)
  const since = addDaysIso(today, -EXPIRED_LOOKBACK_DAYS)
  return sql`
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
    ORDER BY s.id`
}

async function applyFacts(tx: Executor, ownerId: string, facts: Facts[]) {
  for (const f of facts) {
    const state: Record<
      AlertType,
      { open: boolean; sessionId?: string | null; packageId?: string | null }
    > = {
      unassigned_session: { open: f.unassigned_session !== null, sessionId: f.unassigned_session },
      low_credits: { open: Boolean(f.low_credits) },
      expiring_package: { open: f.expiring_package !== null, packageId: f.expiring_package },
      expired_package: { open: f.expired_package !== null, packageId: f.expired_package },
    }
    for (const [type, s] of Object.entries(state) as [AlertType, (typeof state)[AlertType]][]) {
      if (s.open) {
        await tx.execute(sql`
          INSERT INTO alerts (user_id, type, student_id, student_name, message, priority, session_id, package_id)
          VALUES (${ownerId}, ${type}, ${f.student_id}, ${f.student_name}, ${ALERT_MESSAGES[type]},
                  ${ALERT_PRIORITY[type]}, ${s.sessionId ?? null}, ${s.packageId ?? null})
          ON CONFLICT (student_id, type) WHERE NOT resolved DO NOTHING`)
      } else {
        await tx.execute(sql`
          UPDATE alerts SET resolved = true, resolved_at = now(), updated_at = now()
          WHERE user_id = ${ownerId} AND student_id = ${f.student_id} AND type = ${type} AND NOT resolved`)
      }
    }
  }
}

/** Brings the alerts of some students in line with the facts, inside the caller's transaction. */
export async function syncStudentAlerts(tx: Executor, ownerId: string, studentIds: string[]) {
  const ids = [...new Set(studentIds)].sort()
  if (!ids.length) return
  const today = todayIn(await coachTimeZone(tx, ownerId))
  const facts = await queryRows<Facts>(
    tx,
    factsQuery(
      ownerId,
      today,
      sql`s.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  )
  await applyFacts(tx, ownerId, facts)
}

/** The daily check: every coach, every student, against "today" in each coach's time zone. */
export async function syncAllAlerts(db: Db): Promise<number> {
  const coaches = await queryRows<{ user_id: string }>(
    db,
    sql`SELECT user_id FROM profiles ORDER BY user_id`,
  )
  for (const { user_id } of coaches) {
    await db.transaction(async (tx) => {
      const today = todayIn(await coachTimeZone(tx, user_id))
      const facts = await queryRows<Facts>(tx, factsQuery(user_id, today, sql`true`))
      await applyFacts(tx, user_id, facts)
    })
  }
  return coaches.length
}

interface AlertRow {
  id: string
  type: AlertType
  student_id: string
  student_name: string
  message: string
  priority: AlertPriority
  created_at: Date | string
  session_id: string | null
  package_id: string | null
}

export function toAlertDto(r: AlertRow): AlertDto {
  return {
    id: r.id,
    type: r.type,
    studentId: r.student_id,
    studentName: r.student_name,
    message: r.message,
    priority: r.priority,
    createdAt: new Date(r.created_at).toISOString(),
    sessionId: r.session_id,
    packageId: r.package_id,
  }
}

/** Open alerts, newest first (spec §7 Alerts). */
export async function listOpenAlerts(
  db: Executor,
  ownerId: string,
  limit: number,
): Promise<AlertsPage> {
  const rows = await queryRows<AlertRow & { total: number }>(
    db,
    sql`SELECT id, type, student_id, student_name, message, priority, created_at, session_id, package_id,
          count(*) OVER ()::int AS total
        FROM alerts WHERE user_id = ${ownerId} AND NOT resolved
        ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  )
  const total = rows[0]?.total ?? (await countOpen(db, ownerId))
  return { items: rows.map(toAlertDto), total: Number(total) }
}

async function countOpen(db: Executor, ownerId: string) {
  const [r] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM alerts WHERE user_id = ${ownerId} AND NOT resolved`,
  )
  return r?.n ?? 0
}
