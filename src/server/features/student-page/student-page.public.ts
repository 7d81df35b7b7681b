import { sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  DEFAULT_TIMEZONE,
  type LessonAnswer,
  SHARE_KINDS,
  type ShareKind,
} from '../../../shared/constants'
import { addDaysIso, type IsoDate, todayIn } from '../../../shared/domain/dates'
import { LANGUAGES, type Language } from '../../../shared/domain/locale'
import { localDateTime } from '../../../shared/domain/recurrence'
import { studentLanguage } from '../../../shared/domain/student-language'
import { whatsappDigits } from '../../../shared/domain/whatsapp'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { rateLimitUpsert } from '../../lib/rate-limit'
import { col, rawRows } from '../../lib/sql'
import { hashUrlToken, URL_TOKEN } from '../../lib/url-token'
import { studentAgenda } from '../agenda/agenda-summary'
import { type MakeupOffers, makeupOffers } from '../agenda/makeup-offers'
import {
  moneyColumns,
  moneyRowShape,
  pageMoney,
  type StudentPageMoney,
} from './student-page.money-data'

/**
 * The public student's page `GET /a/<token>` (decision 0013): what it shows,
 * read for a token. Only what the coach chose to show: the coach's name and WhatsApp, the
 * student's name, credits and next expiry, the next lessons (day, time, club) and the texts the
 * coach shared, what the student owes (with a Pix code) and has paid — never notes, ratings,
 * the student's phone or e-mail, nor another student.
 */

/** Per client IP, like the lead form: a person reading their page never comes near it. */
export const STUDENT_PAGE_RATE_LIMIT = { max: 60, windowSeconds: 60 }

/** Shared texts shown, newest first (the page says how many more there are). */
const SHARES_SHOWN = 50

export interface StudentPageData {
  /** The student's language (their own, else that of the coach's country), not the coach's. */
  language: Language
  coachName: string
  /** wa.me digits of the coach's phone; null without a mobile phone. */
  coachWhatsapp: string | null
  studentName: string
  credits: { remaining: number; nextExpiry: IsoDate | null }
  /** The path of the page (`/a/<token>`): its forms post under it. */
  path: string
  upcoming: {
    /** The lesson's id in the agenda (a series' occurrence: its virtual id). */
    id: string
    date: IsoDate
    time: string
    endTime: string
    club: string | null
    /** The student's answer so far. */
    answer: LessonAnswer | null
  }[]
  /** The places open to make-ups, when the student is owed one (else none, owed 0). */
  makeups: MakeupOffers
  shares: { kind: ShareKind; text: string; date: IsoDate }[]
  sharesTotal: number
  /** Voice notes the coach shared, newest first: played through the token. */
  voiceNotes: { url: string; date: IsoDate; durationMs: number; transcript: string | null }[]
  money: StudentPageMoney
}

/** Shared voice notes shown on the page, newest first. */
const VOICE_NOTES_SHOWN = 20

export type StudentPageResult =
  | { status: 'ok'; page: StudentPageData }
  | { status: 'not_found' }
  | { status: 'too_many' }

const pageRow = z.object({
  hits: col.number,
  user_id: col.stringOrNull,
  student_id: col.stringOrNull,
  student_name: col.stringOrNull,
  coach_name: col.stringOrNull,
  coach_phone: col.stringOrNull,
  student_language: z.enum(LANGUAGES).nullable(),
  tz: col.stringOrNull,
  packages: col.jsonArray(z.object({ remaining: col.number, expiry: col.string })),
  shares: col.jsonArray(
    z.object({ kind: z.enum(SHARE_KINDS), text: col.string, created_at: col.instant }),
  ),
  shares_total: col.number,
  notes: col.jsonArray(
    z.object({
      id: col.string,
      duration_ms: col.number,
      transcript: col.stringOrNull,
      shared_at: col.instant,
    }),
  ),
  ...moneyRowShape,
})

/**
 * The page of a token. ONE statement finds everything but the lessons: it counts the client's
 * hit (a writable CTE on the rate-limit table), finds the link by the token's SHA-256 through
 * its unique index — a malformed token is looked up as '' and finds nobody, along the same
 * path — and reads the student's name, the coach's name, phone and zone, the packages with
 * credits not expired a day ago (cut to the coach's today here), the newest shared texts and
 * the money (`moneyColumns`: packages owed, the coach's currency and Pix key, payments).
 * The next lessons come from the agenda's own query for a student (`studentAgenda`).
 */
export async function studentPageFor(
  db: Db,
  {
    token,
    rateKey,
    limit = STUDENT_PAGE_RATE_LIMIT,
    now = new Date(),
  }: { token: string; rateKey: string; limit?: typeof STUDENT_PAGE_RATE_LIMIT; now?: Date },
): Promise<StudentPageResult> {
  const hash = URL_TOKEN.test(token) ? hashUrlToken(token) : ''
  // the earliest "today" of any zone: the packages are cut to the coach's day below
  const earliest = addDaysIso(now.toISOString().slice(0, 10), -1)
  // raw SQL: the rate-limit upsert and the page's reads, with JSON aggregates, in one statement
  const [row] = await rawRows(
    db,
    pageRow,
    sql`WITH hit AS (${rateLimitUpsert(rateKey, limit.windowSeconds, now.getTime())}),
    l AS (
      SELECT spl.student_id, spl.user_id FROM student_page_links spl
      WHERE spl.token_hash = ${hash}
    )
    SELECT
      (SELECT count FROM hit) AS hits,
      l.user_id, l.student_id, s.name AS student_name,
      coalesce(nullif(p.name, ''), u.name) AS coach_name, p.phone AS coach_phone,
      s.language AS student_language,
      p.timezone AS tz,
      (SELECT json_agg(json_build_object('remaining', pk.remaining_classes,
          'expiry', pk.expiry_date::text))
        FROM packages pk
        WHERE pk.user_id = l.user_id AND pk.student_id = l.student_id
          AND pk.remaining_classes > 0 AND pk.expiry_date >= ${earliest}::date) AS packages,
      (SELECT json_agg(json_build_object('kind', x.kind, 'text', x.text,
          'created_at', x.created_at) ORDER BY x.created_at DESC, x.id DESC)
        FROM (SELECT si.id, si.kind, si.text, si.created_at FROM shared_items si
          WHERE si.student_id = l.student_id AND si.user_id = l.user_id
          ORDER BY si.created_at DESC, si.id DESC LIMIT ${SHARES_SHOWN}) x) AS shares,
      (SELECT count(*) FROM shared_items si
        WHERE si.student_id = l.student_id AND si.user_id = l.user_id) AS shares_total,
      (SELECT json_agg(json_build_object('id', x.id, 'duration_ms', x.duration_ms,
          'transcript', x.transcript, 'shared_at', x.shared_at) ORDER BY x.shared_at DESC, x.id DESC)
        FROM (SELECT v.id, v.duration_ms, v.transcript, v.shared_at FROM voice_notes v
          JOIN session_feedbacks f ON f.id = v.feedback_id
          WHERE f.student_id = l.student_id AND f.user_id = l.user_id AND v.user_id = l.user_id
            AND v.shared_at IS NOT NULL
          ORDER BY v.shared_at DESC, v.id DESC LIMIT ${VOICE_NOTES_SHOWN}) x) AS notes,
      ${moneyColumns}
    FROM (SELECT 1) one
    LEFT JOIN l ON true
    LEFT JOIN students s ON s.id = l.student_id AND s.user_id = l.user_id
    LEFT JOIN profiles p ON p.user_id = l.user_id
    LEFT JOIN "user" u ON u.id = l.user_id`,
  )
  if ((row?.hits ?? 0) > limit.max) return { status: 'too_many' }
  if (!row?.user_id || !row.student_id || row.student_name === null) return { status: 'not_found' }
  const timeZone = row.tz ?? DEFAULT_TIMEZONE
  const today = todayIn(timeZone, now)
  const active = row.packages.filter((p) => p.expiry >= today)
  const expiries = active.map((p) => p.expiry).sort()
  let upcoming: StudentPageData['upcoming']
  let makeups: MakeupOffers
  try {
    const agenda = await studentAgenda(db, { ownerId: row.user_id, studentId: row.student_id })
    const studentId = row.student_id
    upcoming = agenda.upcoming.map((o) => ({
      id: o.id,
      date: o.date,
      time: o.time,
      endTime: o.endTime,
      club: o.club?.name ?? null,
      answer: o.attendance.find((a) => a.studentId === studentId)?.answer ?? null,
    }))
    makeups = await makeupOffers(db, { ownerId: row.user_id, studentId }, now)
  } catch (err) {
    // the student was deleted between the two reads: the link went with them
    if (err instanceof AppError && err.status === 404) return { status: 'not_found' }
    throw err
  }
  return {
    status: 'ok',
    page: {
      language: studentLanguage(row.student_language, timeZone),
      path: `/a/${token}`,
      coachName: row.coach_name ?? '',
      coachWhatsapp: whatsappDigits(row.coach_phone),
      studentName: row.student_name,
      credits: {
        remaining: active.reduce((sum, p) => sum + p.remaining, 0),
        nextExpiry: expiries[0] ?? null,
      },
      upcoming,
      makeups,
      shares: row.shares.map((s) => ({
        kind: s.kind,
        text: s.text,
        date: localDateTime(s.created_at, timeZone).date,
      })),
      sharesTotal: row.shares_total,
      voiceNotes: row.notes.map((n) => ({
        url: `/a/${token}/notes/${n.id}`,
        date: localDateTime(n.shared_at, timeZone).date,
        durationMs: n.duration_ms,
        transcript: n.transcript,
      })),
      money: await pageMoney(row, row.student_id),
    },
  }
}

/**
 * A player asks a note in several range requests (start, seeks): the audio of the page counts
 * on its own per-IP counter, allowing this many requests per page view allowed.
 */
const AUDIO_REQUESTS_PER_VIEW = 5

/**
 * A shared voice note of the token's student: only a note the coach shared, on a
 * feedback of that student; null for anything else (one answer: 404). Counted per IP like the
 * page (its own counter, AUDIO_REQUESTS_PER_VIEW × the page's limit): 'too_many' past it.
 */
export async function sharedVoiceNoteFor(
  db: Db,
  {
    token,
    id,
    rateKey,
    limit = STUDENT_PAGE_RATE_LIMIT,
    now = new Date(),
  }: {
    token: string
    id: string
    rateKey: string
    limit?: typeof STUDENT_PAGE_RATE_LIMIT
    now?: Date
  },
): Promise<{ storageKey: string; mimeType: string; bytes: number } | null | 'too_many'> {
  const valid = URL_TOKEN.test(token) && UUID.test(id)
  // raw SQL: the rate-limit upsert and the note's lookup in one statement
  const [row] = await rawRows(
    db,
    z.object({
      hits: col.number,
      storage_key: col.stringOrNull,
      mime_type: col.stringOrNull,
      bytes: col.numberOrNull,
    }),
    sql`WITH hit AS (${rateLimitUpsert(rateKey, limit.windowSeconds, now.getTime())})
        SELECT (SELECT count FROM hit) AS hits, n.storage_key, n.mime_type, n.bytes
        FROM (SELECT 1) one LEFT JOIN LATERAL (
          SELECT v.storage_key, v.mime_type, v.bytes
          FROM student_page_links spl
          JOIN session_feedbacks f ON f.student_id = spl.student_id AND f.user_id = spl.user_id
          JOIN voice_notes v ON v.feedback_id = f.id AND v.user_id = spl.user_id
          WHERE ${valid} AND spl.token_hash = ${valid ? hashUrlToken(token) : ''}
            AND v.id = ${valid ? id.toLowerCase() : null}::uuid AND v.shared_at IS NOT NULL
        ) n ON true`,
  )
  if ((row?.hits ?? 0) > limit.max * AUDIO_REQUESTS_PER_VIEW) return 'too_many'
  return row?.storage_key && row.mime_type && row.bytes !== null
    ? { storageKey: row.storage_key, mimeType: row.mime_type, bytes: row.bytes }
    : null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
