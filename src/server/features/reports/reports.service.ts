import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { MONEY_LIMITS, PAYMENT_METHODS } from '../../../shared/constants'
import { addDaysIso, type IsoDate, startOfMonthIso, todayIn } from '../../../shared/domain/dates'
import { LANGUAGES } from '../../../shared/domain/locale'
import { studentLanguage } from '../../../shared/domain/student-language'
import { whatsappDigits } from '../../../shared/domain/whatsapp'
import type { ReportPeriod } from '../../../shared/schemas/money'
import type {
  ActivityReport,
  AtRiskPage,
  LiabilityReport,
  PaymentMethodsReport,
  RevenueReport,
} from '../../../shared/schemas/reports.response'
import { AT_RISK_REASONS } from '../../../shared/schemas/reports.response'
import type { Executor } from '../../db/client'
import { coachTimeZone } from '../../lib/coach'
import { col, rawRows } from '../../lib/sql'

/**
 * The coach's reports. Each one is ONE SQL statement over the coach's rows, with
 * months ('yyyy-MM') in the coach's time zone, every month of the period present (a
 * generate_series of months joined to the figures), amounts in integer cents. The period's
 * days bound every event counted (a custom period may start or end in the middle of a month);
 * the month before the first and the month after the last are read whole, for the students
 * lost in the first month and the retention of the last.
 */

/** The first day of the month `n` months after the month of `day`. */
export function addMonthsIso(day: IsoDate, n: number): IsoDate {
  const d = new Date(`${startOfMonthIso(day)}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + n)
  return d.toISOString().slice(0, 10)
}

/** The instant a calendar day begins in the coach's zone (timestamptz), as SQL. */
const dayStart = (day: IsoDate, tz: string): SQL =>
  sql`((${day}::date)::timestamp AT TIME ZONE ${tz})`

/** The months of a period, 'yyyy-MM-01' dates, as a SQL set `months(m)`. */
const monthsOf = (period: ReportPeriod): SQL =>
  sql`SELECT gs::date AS m FROM generate_series(${startOfMonthIso(period.from)}::date,
    ${startOfMonthIso(period.to)}::date, interval '1 month') gs`

async function zoneAndToday(db: Executor, ownerId: string) {
  const tz = await coachTimeZone(db, ownerId)
  return { tz, today: todayIn(tz) }
}

/**
 * The part of a period that has happened: it ends today at the latest, so a month not yet begun
 * is absent (it would count every active student as lost) and the month of today is marked as
 * in progress. A period wholly ahead ends before it starts: no months.
 */
function happenedPart(period: ReportPeriod, today: IsoDate): ReportPeriod {
  return period.to > today ? { from: period.from, to: today } : period
}

/** Marks the month of today: its figures are not final. */
const markProgress = <T extends { month: string }>(months: T[], today: IsoDate) =>
  months.map((m) => ({ ...m, inProgress: m.month === today.slice(0, 7) }))

export async function getRevenueReport(
  db: Executor,
  ownerId: string,
  asked: ReportPeriod,
): Promise<RevenueReport> {
  const { today } = await zoneAndToday(db, ownerId)
  const period = happenedPart(asked, today)
  const rows = await rawRows(
    db,
    z.object({ month: col.string, soldCents: col.number, receivedCents: col.number }),
    sql`WITH months AS (${monthsOf(period)}),
      sold AS (
        SELECT date_trunc('month', purchase_date::timestamp)::date AS m, sum(price_cents) AS cents
        FROM packages
        WHERE user_id = ${ownerId} AND purchase_date BETWEEN ${period.from}::date AND ${period.to}::date
        GROUP BY 1),
      received AS (
        SELECT date_trunc('month', paid_on::timestamp)::date AS m, sum(amount_cents) AS cents
        FROM payments
        WHERE user_id = ${ownerId} AND paid_on BETWEEN ${period.from}::date AND ${period.to}::date
        GROUP BY 1)
      SELECT to_char(months.m, 'YYYY-MM') AS month,
        coalesce(sold.cents, 0)::bigint AS "soldCents",
        coalesce(received.cents, 0)::bigint AS "receivedCents"
      FROM months LEFT JOIN sold USING (m) LEFT JOIN received USING (m)
      ORDER BY months.m`,
  )
  const months = markProgress(rows, today)
  return {
    months,
    totals: {
      soldCents: months.reduce((s, m) => s + m.soldCents, 0),
      receivedCents: months.reduce((s, m) => s + m.receivedCents, 0),
    },
  }
}

export async function getActivityReport(
  db: Executor,
  ownerId: string,
  asked: ReportPeriod,
): Promise<ActivityReport> {
  const { tz, today } = await zoneAndToday(db, ownerId)
  const period = happenedPart(asked, today)
  const firstMonth = startOfMonthIso(period.from)
  const prevMonth = addMonthsIso(firstMonth, -1)
  const nextMonth = addMonthsIso(period.to, 1)
  const afterNext = addMonthsIso(period.to, 2)
  const from = dayStart(period.from, tz)
  const until = dayStart(addDaysIso(period.to, 1), tz)
  const rows = await rawRows(
    db,
    z.object({
      month: col.string,
      classes: col.number,
      activeStudents: col.number,
      newStudents: col.number,
      lostStudents: col.number,
      retention: col.numberOrNull,
    }),
    sql`WITH months AS (${monthsOf(period)}),
      -- (student, month) with a class: the period's days, plus the whole month before and after
      sm AS (
        SELECT DISTINCT f.student_id, date_trunc('month', f.class_date AT TIME ZONE ${tz})::date AS m
        FROM session_feedbacks f
        WHERE f.user_id = ${ownerId}
          AND f.class_date >= ${dayStart(prevMonth, tz)} AND f.class_date < ${dayStart(afterNext, tz)}
          AND (f.class_date < ${dayStart(firstMonth, tz)} OR f.class_date >= ${dayStart(nextMonth, tz)}
            OR (f.class_date >= ${from} AND f.class_date < ${until}))),
      classes AS (
        SELECT date_trunc('month', date AT TIME ZONE ${tz})::date AS m, count(*) AS n
        FROM class_sessions
        WHERE user_id = ${ownerId} AND date >= ${from} AND date < ${until}
        GROUP BY 1),
      per AS (
        SELECT s.m, count(*) AS active, count(n.student_id) AS retained
        FROM sm s
        LEFT JOIN sm n ON n.student_id = s.student_id AND n.m = (s.m + interval '1 month')::date
        GROUP BY s.m),
      -- new: a student's first month of the window, with no class before it (only those
      -- are looked up in the history: one active the month before the period is not new)
      firsts AS (SELECT student_id, min(m) AS m FROM sm GROUP BY student_id),
      newcomers AS (
        SELECT f.m, count(*) AS n
        FROM firsts f
        WHERE f.m >= ${firstMonth}::date AND f.m < ${nextMonth}::date
          AND NOT EXISTS (SELECT 1 FROM session_feedbacks e
            WHERE e.user_id = ${ownerId} AND e.student_id = f.student_id
              AND e.class_date < (f.m::timestamp AT TIME ZONE ${tz}))
        GROUP BY f.m),
      lost AS (
        SELECT (p.m + interval '1 month')::date AS m, count(*) AS n
        FROM sm p
        WHERE NOT EXISTS (SELECT 1 FROM sm c
          WHERE c.student_id = p.student_id AND c.m = (p.m + interval '1 month')::date)
        GROUP BY 1)
      SELECT to_char(months.m, 'YYYY-MM') AS month,
        coalesce(classes.n, 0)::int AS classes,
        coalesce(per.active, 0)::int AS "activeStudents",
        coalesce(newcomers.n, 0)::int AS "newStudents",
        coalesce(lost.n, 0)::int AS "lostStudents",
        CASE WHEN (months.m + interval '2 months')::date > ${today}::date OR coalesce(per.active, 0) = 0
          THEN NULL ELSE per.retained::float8 / per.active END AS retention
      FROM months LEFT JOIN classes USING (m) LEFT JOIN per USING (m) LEFT JOIN newcomers USING (m)
        LEFT JOIN lost USING (m)
      ORDER BY months.m`,
  )
  const months = markProgress(rows, today)
  return {
    months,
    totals: {
      classes: months.reduce((s, m) => s + m.classes, 0),
      newStudents: months.reduce((s, m) => s + m.newStudents, 0),
      lostStudents: months.reduce((s, m) => s + m.lostStudents, 0),
    },
  }
}

const atRiskRow = z.object({
  total: col.number,
  studentId: col.stringOrNull,
  name: col.stringOrNull,
  phone: col.stringOrNull,
  language: z.enum(LANGUAGES).nullable(),
  reason: z.enum(AT_RISK_REASONS).nullable(),
  lastClassDate: col.stringOrNull,
})

/**
 * Active students at risk, one reason each — expired (their newest package expired with credits
 * left and none is active), no_credits (its credits used up, none active), no_recent_class (no
 * class in MONEY_LIMITS.atRiskDays days, or none ever and registered before that) — the
 * longest without a class first. `page` null: every row (the CSV).
 */
export async function listAtRisk(
  db: Executor,
  ownerId: string,
  page: number | null,
): Promise<AtRiskPage> {
  const { tz, today } = await zoneAndToday(db, ownerId)
  const days = MONEY_LIMITS.atRiskDays
  const pageSize = MONEY_LIMITS.reportPageSize
  const window = page === null ? sql`` : sql`LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`
  const rows = await rawRows(
    db,
    atRiskRow,
    // MATERIALIZED: each student's lookups run once, not once per mention in the CASE below
    sql`WITH s AS MATERIALIZED (
        SELECT st.id, st.name, st.name_folded, st.phone, st.language, st.created_at, lp.remaining_classes,
          lp.expiry_date,
          (SELECT max(f.class_date) FROM session_feedbacks f
            WHERE f.user_id = ${ownerId} AND f.student_id = st.id) AS last_class,
          EXISTS (SELECT 1 FROM packages a
            WHERE a.user_id = ${ownerId} AND a.student_id = st.id
              AND a.remaining_classes > 0 AND a.expiry_date >= ${today}::date) AS has_active
        FROM students st
        LEFT JOIN LATERAL (
          SELECT p.remaining_classes, p.expiry_date FROM packages p
          WHERE p.user_id = ${ownerId} AND p.student_id = st.id
          ORDER BY p.purchase_date DESC, p.created_at DESC, p.id DESC LIMIT 1) lp ON true
        WHERE st.user_id = ${ownerId} AND st.status = 'active'),
      r AS (
        SELECT s.*, CASE
          WHEN s.expiry_date IS NOT NULL AND NOT s.has_active AND s.expiry_date < ${today}::date
            THEN 'expired'
          WHEN s.expiry_date IS NOT NULL AND NOT s.has_active AND s.remaining_classes = 0
            THEN 'no_credits'
          WHEN s.last_class < ${dayStart(addDaysIso(today, -(days - 1)), tz)}
            OR (s.last_class IS NULL AND s.created_at < now() - make_interval(days => ${days}))
            THEN 'no_recent_class'
          END AS reason
        FROM s),
      risky AS (SELECT * FROM r WHERE reason IS NOT NULL)
      SELECT (SELECT count(*) FROM risky) AS total, pg.id AS "studentId", pg.name, pg.phone,
        pg.language, pg.reason, to_char(pg.last_class AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS "lastClassDate"
      FROM (SELECT 1) one
      LEFT JOIN (SELECT * FROM risky ORDER BY last_class ASC NULLS FIRST, name_folded, id ${window}) pg
        ON true`,
  )
  return {
    items: rows.flatMap((r) =>
      r.studentId && r.name && r.reason
        ? [
            {
              studentId: r.studentId,
              name: r.name,
              reason: r.reason,
              lastClassDate: r.lastClassDate,
              whatsappPhone: whatsappDigits(r.phone),
              language: studentLanguage(r.language, tz),
            },
          ]
        : [],
    ),
    total: rows[0]?.total ?? 0,
    page: page ?? 1,
    pageSize: page === null ? (rows[0]?.total ?? 0) : pageSize,
  }
}

/** Credits sold and not used of the active packages (credits left, not expired) × price per class. */
export async function getLiability(db: Executor, ownerId: string): Promise<LiabilityReport> {
  const { today } = await zoneAndToday(db, ownerId)
  const [row] = await rawRows(
    db,
    z.object({ unusedCredits: col.number, liabilityCents: col.number, packages: col.number }),
    sql`SELECT coalesce(sum(remaining_classes), 0)::bigint AS "unusedCredits",
        coalesce(sum(round(remaining_classes::numeric * price_cents / total_classes)), 0)::bigint
          AS "liabilityCents",
        count(*)::int AS packages
      FROM packages
      WHERE user_id = ${ownerId} AND remaining_classes > 0 AND expiry_date >= ${today}::date`,
  )
  return row ?? { unusedCredits: 0, liabilityCents: 0, packages: 0 }
}

export async function getPaymentMethods(
  db: Executor,
  ownerId: string,
  period: ReportPeriod,
): Promise<PaymentMethodsReport> {
  const methods = await rawRows(
    db,
    z.object({ method: z.enum(PAYMENT_METHODS), amountCents: col.number, count: col.number }),
    sql`SELECT method, sum(amount_cents)::bigint AS "amountCents", count(*)::int AS count
      FROM payments
      WHERE user_id = ${ownerId} AND paid_on BETWEEN ${period.from}::date AND ${period.to}::date
      GROUP BY method
      ORDER BY "amountCents" DESC, method`,
  )
  return { methods }
}

export async function coachTodayForReports(db: Executor, ownerId: string): Promise<IsoDate> {
  return (await zoneAndToday(db, ownerId)).today
}
