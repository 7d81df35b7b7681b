import { desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { ABSENCE_POLICY, LIMITS } from '../../../shared/constants'
import { addDaysIso, startOfMonthIso, todayIn } from '../../../shared/domain/dates'
import type { DashboardDto } from '../../../shared/schemas/dashboard.response'
import type { Db } from '../../db/client'
import { students } from '../../db/schema/students'
import { coachTimeZone } from '../../lib/coach'
import { readCounters } from '../../lib/counters'
import { balanceSql, owingPackage, paidOf, paymentStatusSql } from '../../lib/money-sql'
import { col, rawRows } from '../../lib/sql'
import { listOpenAlerts } from '../alerts/alerts.service'
import { listStudentsByIds } from '../students/students.service'

/**
 * Dashboard (spec §2, §7): active students, today's sessions, this month's revenue (packages
 * bought since the 1st) and the average rating — "today" and "month" in the coach's time zone —
 * plus up to 5 open alerts and the 4 newest students.
 */
export async function getDashboard(db: Db, ownerId: string): Promise<DashboardDto> {
  const tz = await coachTimeZone(db, ownerId)
  const today = todayIn(tz)
  const monthStart = startOfMonthIso(today)
  const nextMonth = startOfMonthIso(addDaysIso(monthStart, 31))
  // raw SQL: four figures over four tables in one round trip; 'received' is the reports' (payments
  // by their day, from the 1st to today), shown beside the spec's revenue so that one is not read
  // as money in hand
  const [stats] = await rawRows(
    db,
    z.object({
      active: col.number,
      today: col.number,
      revenue: col.number,
      received: col.number,
    }),
    sql`SELECT
      (SELECT count(*)::int FROM students WHERE user_id = ${ownerId} AND status = 'active') AS active,
      (SELECT count(*)::int FROM class_sessions WHERE user_id = ${ownerId}
         AND date >= (${today}::date)::timestamp AT TIME ZONE ${tz}
         AND date < (${addDaysIso(today, 1)}::date)::timestamp AT TIME ZONE ${tz}) AS today,
      (SELECT coalesce(sum(price_cents), 0)::int FROM packages WHERE user_id = ${ownerId}
         AND purchase_date >= ${monthStart}::date AND purchase_date < ${nextMonth}::date) AS revenue,
      (SELECT coalesce(sum(amount_cents), 0)::bigint FROM payments WHERE user_id = ${ownerId}
         AND paid_on BETWEEN ${monthStart}::date AND ${today}::date) AS received`,
  )
  // raw SQL: 'A receber' — the balance and status of the packages with a balance
  // due only, from their partial index, with the money rules of lib/money-sql.ts
  const [due] = await rawRows(
    db,
    z.object({ due: col.number, overdue_count: col.number, overdue: col.number }),
    sql`SELECT coalesce(sum(m.balance), 0)::int AS due,
          (count(*) FILTER (WHERE m.status = 'overdue'))::int AS overdue_count,
          coalesce(sum(m.balance) FILTER (WHERE m.status = 'overdue'), 0)::int AS overdue
        FROM (
          SELECT ${balanceSql(sql`p.price_cents`, paidOf())} AS balance,
            ${paymentStatusSql(
              { price: sql`p.price_cents`, paid: paidOf(), dueDate: sql`p.due_date` },
              today,
            )} AS status
          FROM packages p
          WHERE p.user_id = ${ownerId} AND ${owingPackage(sql`p`)}
        ) m`,
  )
  // raw SQL: the first-run checklist — one EXISTS per step, each an index probe
  const [setup] = await rawRows(
    db,
    z.object({
      students: col.boolean,
      packages: col.boolean,
      clubs: col.boolean,
      pix: col.boolean,
      policy: col.boolean,
      slot: col.boolean,
    }),
    sql`SELECT
      EXISTS (SELECT 1 FROM students WHERE user_id = ${ownerId}) AS students,
      EXISTS (SELECT 1 FROM packages WHERE user_id = ${ownerId}) AS packages,
      EXISTS (SELECT 1 FROM clubs WHERE user_id = ${ownerId}) AS clubs,
      EXISTS (SELECT 1 FROM pix_settings WHERE user_id = ${ownerId}) AS pix,
      -- a policy of the coach's own: anything but the defaults every account starts with
      EXISTS (SELECT 1 FROM profiles WHERE user_id = ${ownerId}
        AND (cancel_notice_hours <> ${ABSENCE_POLICY.noticeHoursDefault}
          OR NOT late_cancel_consumes OR NOT no_show_consumes)) AS policy,
      EXISTS (SELECT 1 FROM lesson_series WHERE user_id = ${ownerId}) AS slot`,
  )
  const alerts = await listOpenAlerts(db, ownerId, LIMITS.dashboardAlerts)
  const recent = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.userId, ownerId))
    .orderBy(desc(students.createdAt), desc(students.id))
    .limit(LIMITS.recentStudents)
  // the list's columns (credits, balance, alerts) for these 4 students only
  const recentStudents = await listStudentsByIds(
    db,
    ownerId,
    recent.map((r) => r.id),
    today,
  )
  return {
    totalActiveStudents: stats?.active ?? 0,
    todaysSessions: stats?.today ?? 0,
    monthlyRevenueCents: stats?.revenue ?? 0,
    monthlyReceivedCents: stats?.received ?? 0,
    // over every feedback of the coach, from the running totals (spec §7: one decimal)
    averageRating: (await readCounters(db, ownerId)).averageRating,
    alerts: alerts.items,
    alertsTotal: alerts.total,
    recentStudents,
    receivable: {
      dueCents: due?.due ?? 0,
      overdueCount: due?.overdue_count ?? 0,
      overdueCents: due?.overdue ?? 0,
    },
    setup: {
      students: setup?.students ?? false,
      packages: setup?.packages ?? false,
      clubs: setup?.clubs ?? false,
      pix: setup?.pix ?? false,
      absencePolicy: setup?.policy ?? false,
      weeklySlot: setup?.slot ?? false,
    },
  }
}
