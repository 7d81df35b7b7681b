import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { REMINDERS, type ReminderChannel } from '../../../shared/constants'
import { addDaysIso } from '../../../shared/domain/dates'
import { localDateTime } from '../../../shared/domain/recurrence'
import { whatsappDigits } from '../../../shared/domain/whatsapp'
import { type Db, transaction } from '../../db/client'
import { col, rawRows } from '../../lib/sql'
import { afterClassText } from '../progress/progress-drafts'
import { ensurePageLinks, type PageLinkKeys } from '../student-page/student-page.service'
import {
  loadClassSummaries,
  loadLessons,
  loadPackages,
  loadRecipients,
  type Recipient,
} from './reminder-collect'
import { inQuietHours } from './reminder-due'
import { type DueReminder, dueLessons, duePackages, replacedOccurrences } from './reminder-facts'

/**
 * The planner (decision 0023): one run per slot across every instance (lib/scheduled-jobs.ts
 * claims the slot), and safe to run twice anyway — the unique (student, kind, subject) of a
 * reminder lets each in once. What is due for a student in a slot becomes ONE message on one
 * channel (WhatsApp when they agreed to it and the phone reaches WhatsApp, else e-mail), made
 * in one transaction with its reminders and the student's page link.
 */

/** How often the planner runs: a slot. */
export const PLAN_SLOT_MS = 15 * 60_000

/** The channel a student is written on, or null (no consent that reaches them). */
export function channelOf(r: Recipient): ReminderChannel | null {
  if (r.whatsapp && whatsappDigits(r.phone)) return 'whatsapp'
  if (r.email && r.has_email) return 'email'
  return null
}

interface Planned extends DueReminder {
  userId: string
  studentId: string
  channel: ReminderChannel
}

function groupBy<T>(pairs: (readonly [string, T])[]): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const [key, value] of pairs) {
    const list = out.get(key)
    if (list) list.push(value)
    else out.set(key, [value])
  }
  return out
}

/** Everything due now for the students who agreed to reminders and are not in their night. */
export async function dueNow(db: Db, now: Date, ownerId?: string): Promise<Planned[]> {
  const recipients = (await loadRecipients(db, ownerId)).filter(
    (r) => channelOf(r) && !inQuietHours(now, r.timeZone),
  )
  const ids = recipients.map((r) => r.student_id)
  const utcDay = now.toISOString().slice(0, 10)
  const [lessons, packages] = [
    await loadLessons(db, {
      studentIds: ids.filter((_, i) => recipients[i]!.lesson),
      from: addDaysIso(utcDay, -1),
      to: addDaysIso(utcDay, 3),
      lo: now,
      hi: new Date(now.getTime() + 3 * 86_400_000),
    }),
    await loadPackages(db, ids),
  ]
  // each student's own rows, grouped once (not searched per student)
  const replaced = replacedOccurrences(lessons.lessons)
  const seriesOf = groupBy(
    lessons.series.flatMap((s) => s.student_ids.map((id) => [id, s] as const)),
  )
  const lessonsOf = groupBy(
    lessons.lessons.flatMap((l) => l.students.map((st) => [st.id, l] as const)),
  )
  const packagesOf = groupBy(packages.map((p) => [p.student_id, p] as const))
  const summaries = await classSummaries(db, recipients, now)
  const out: Planned[] = []
  for (const r of recipients) {
    const today = localDateTime(now, r.timeZone).date
    const mine = {
      series: seriesOf.get(r.student_id) ?? [],
      lessons: lessonsOf.get(r.student_id) ?? [],
      replaced,
    }
    const due = [
      ...dueLessons(r, mine, now),
      ...duePackages(r, packagesOf.get(r.student_id) ?? [], today),
    ]
    due.push(...(summaries.get(r.student_id) ?? []))
    const channel = channelOf(r)!
    for (const d of due) out.push({ ...d, userId: r.user_id, studentId: r.student_id, channel })
  }
  return out
}

/**
 * A message still waiting a day after it was planned is called off: it would speak of a lesson
 * already past or a debt already chased, and a coach who turns the Cloud API on must not send
 * last week's reminders. E-mail retries end well within the day (the last at about 2.5 h).
 */
async function expireStale(db: Db, now: Date, ownerId?: string): Promise<void> {
  const before = new Date(now.getTime() - REMINDERS.staleHours * 3_600_000)
  await db.execute(sql`UPDATE reminder_messages SET status = 'cancelled', claimed_until = NULL
    WHERE status = 'pending' AND created_at < ${before.toISOString()}::timestamptz
      AND (${ownerId ?? null}::uuid IS NULL OR user_id = ${ownerId ?? null}::uuid)`)
}

/**
 * The after-class summaries due: the classes registered in the last 24 hours of the students
 * whose coach turned the summary on, each written by the progress feature's rules.
 */
async function classSummaries(
  db: Db,
  recipients: Recipient[],
  now: Date,
): Promise<Map<string, DueReminder[]>> {
  const since = new Date(now.getTime() - REMINDERS.classSummaryHours * 3_600_000)
  const rows = await loadClassSummaries(db, {
    studentIds: recipients.filter((r) => r.class_summary).map((r) => r.student_id),
    since,
  })
  const out = new Map<string, DueReminder[]>()
  for (const row of rows) {
    const ids = { ownerId: row.user_id, sessionId: row.session_id, studentId: row.student_id }
    const text = await afterClassText(db, ids)
    const due: DueReminder = {
      kind: 'class_summary',
      subject: row.session_id,
      facts: { kind: 'class_summary', sessionId: row.session_id, text },
    }
    out.set(row.student_id, [...(out.get(row.student_id) ?? []), due])
  }
  return out
}

/**
 * Plans the slot starting at `slotAt`: inserts what is new (one statement: the reminders not
 * planned before, one message per student for them), removes a message left empty by a
 * concurrent run, and makes the page link of each student written to. Answers the number of
 * messages planned. With `ownerId`, only that coach's students: run at once when the coach
 * records a consent or changes the settings, so 'Para enviar' shows what is already due.
 */
export async function planReminders(
  db: Db,
  { now = new Date(), keys, ownerId }: { now?: Date; keys: PageLinkKeys; ownerId?: string },
): Promise<number> {
  await expireStale(db, now, ownerId)
  const due = await dueNow(db, now, ownerId)
  if (!due.length) return 0
  const slotAt = new Date(Math.floor(now.getTime() / PLAN_SLOT_MS) * PLAN_SLOT_MS)
  const input = JSON.stringify(
    due.map((d) => ({
      user_id: d.userId,
      student_id: d.studentId,
      channel: d.channel,
      kind: d.kind,
      subject: d.subject,
      facts: d.facts,
    })),
  )
  return transaction(db, async (tx) => {
    // raw SQL: a writable CTE — the messages and their reminders in one statement
    const planned = await rawRows(
      tx,
      z.object({ message_id: col.string, user_id: col.string, student_id: col.string }),
      sql`WITH input AS (
            SELECT * FROM json_to_recordset(${input}::json)
              AS x(user_id uuid, student_id uuid, channel text, kind text, subject text, facts jsonb)
          ), fresh AS (
            SELECT i.* FROM input i WHERE NOT EXISTS (SELECT 1 FROM reminders r
              WHERE r.student_id = i.student_id AND r.kind = i.kind AND r.subject = i.subject)
          ), msgs AS (
            INSERT INTO reminder_messages (user_id, student_id, channel, slot_at, next_attempt_at)
            SELECT DISTINCT user_id, student_id, channel, ${slotAt.toISOString()}::timestamptz,
              ${now.toISOString()}::timestamptz
            FROM fresh
            ON CONFLICT (student_id, slot_at, channel) DO NOTHING
            RETURNING id, student_id
          )
          INSERT INTO reminders (user_id, student_id, kind, subject, facts, message_id)
          SELECT f.user_id, f.student_id, f.kind, f.subject, f.facts, m.id
          FROM fresh f JOIN msgs m ON m.student_id = f.student_id
          ON CONFLICT (student_id, kind, subject) DO NOTHING
          RETURNING message_id, user_id, student_id`,
    )
    // a run racing this one may have taken every reminder of a message: no empty message stays
    await tx.execute(
      sql`DELETE FROM reminder_messages m WHERE m.slot_at = ${slotAt.toISOString()}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM reminders r WHERE r.message_id = m.id)`,
    )
    const students = new Map(planned.map((p) => [p.student_id, p.user_id]))
    await ensurePageLinks(
      tx,
      keys,
      [...students].map(([studentId, ownerId]) => ({ ownerId, studentId })),
    )
    return new Set(planned.map((p) => p.message_id)).size
  })
}
