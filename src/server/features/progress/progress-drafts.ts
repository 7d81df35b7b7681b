import { sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  CLASSES,
  DEFAULT_MAIN_SPORT,
  DEFAULT_TIMEZONE,
  PROGRESS_LIMITS,
  type ProgressPeriod,
} from '../../../shared/constants'
import { todayIn } from '../../../shared/domain/dates'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/domain/locale'
import { studentLanguage } from '../../../shared/domain/student-language'
import { whatsappDigits } from '../../../shared/domain/whatsapp'
import { suggestDrills } from '../../../shared/drills/suggest'
import { msg } from '../../../shared/messages'
import type { MessageDraft, TextDraft } from '../../../shared/schemas/progress.response'
import type { Db } from '../../db/client'
import type { AiWriter } from '../../lib/ai-writer'
import { notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { col, isoInstant, rawRows } from '../../lib/sql'
import { studentContext } from './progress-context'
import { buildReport } from './progress-report'
import {
  firstNameOf,
  type MessageFacts,
  messageAiData,
  messageText,
  summaryAiData,
  summaryText,
} from './progress-texts'
import { WORDS_EN } from './progress-texts-en'

/** The same wording as the sessions feature's 404 (one message per resource). */
export const SESSION_NOT_FOUND = msg('session.notFound')

/** Feedbacks handed to the suggestion rules (newest first). */
const SUGGESTION_HISTORY = 60

/**
 * The AI's draft when it writes one, else the rule-based text. The AI's prompts are written
 * for Portuguese: an English-speaking coach gets the rule-based English text.
 */
async function draftWith(
  ai: AiWriter,
  prompt: Parameters<AiWriter['draft']>[0],
  data: Record<string, unknown>,
  rules: () => string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<TextDraft> {
  const text = language === DEFAULT_LANGUAGE ? await ai.draft(prompt, data) : null
  return text ? { text, source: 'ai' } : { text: rules(), source: 'rules' }
}

/**
 * POST /api/students/{id}/progress/summary: the report's summary paragraph, for the coach to
 * edit — written to the student, so in the student's language, not the coach's.
 */
export async function draftProgressSummary(
  db: Db,
  ai: AiWriter,
  { ownerId, studentId, period }: { ownerId: string; studentId: string; period: ProgressPeriod },
): Promise<TextDraft> {
  const student = await studentContext(db, { ownerId, studentId })
  const language = student.language
  const report = await buildReport(db, { ownerId, student, period, now: new Date(), language })
  return draftWith(
    ai,
    'progress-summary',
    summaryAiData(report),
    () => summaryText(report, language === 'en' ? WORDS_EN : undefined),
    language,
  )
}

const messageRow = z.object({
  date: col.instant,
  in_class: col.boolean,
  rating: col.numberOrNull,
  notes: col.stringOrNull,
  tags: z.array(col.string).nullable(),
  name: col.stringOrNull,
  phone: col.stringOrNull,
  classe: z.enum(CLASSES).nullable(),
  language: col.stringOrNull,
  tz: col.stringOrNull,
  main_sport: col.stringOrNull,
  history: col.jsonArray(
    z.object({ date: col.instant, rating: col.number, tags: z.array(col.string) }),
  ),
})

/**
 * GET /api/sessions/{sessionId}/students/{studentId}/message: the after-class message of one
 * student of one class, in the student's language. The next exercises come from the student's classes up to that one
 * (so a message drafted later still speaks of that class), with the class's day as "today".
 */
export async function draftAfterClassMessage(
  db: Db,
  ai: AiWriter,
  ids: { ownerId: string; sessionId: string; studentId: string },
): Promise<MessageDraft> {
  const { facts, language, row } = await messageFacts(db, ids)
  const draft = await draftWith(
    ai,
    'after-class-message',
    messageAiData(facts),
    () => messageText(facts, language === 'en' ? WORDS_EN : undefined),
    language,
  )
  return { ...draft, whatsappPhone: whatsappDigits(row.phone), studentName: row.name ?? '' }
}

/**
 * PUBLIC MODULE for the reminders: the after-class message by the rules (never the AI: a text
 * sent without the coach reading it first must be the predictable one), in the student's
 * language — what the automatic after-class summary sends.
 */
export async function afterClassText(
  db: Db,
  ids: { ownerId: string; sessionId: string; studentId: string },
): Promise<string> {
  const { facts, language } = await messageFacts(db, ids)
  return messageText(facts, language === 'en' ? WORDS_EN : undefined)
}

/** The class, the student's feedback in it and their history up to it, as the message's facts. */
async function messageFacts(
  db: Db,
  { ownerId, sessionId, studentId }: { ownerId: string; sessionId: string; studentId: string },
) {
  // raw SQL: the class, the student's feedback in it, the coach's zone and the student's
  // history up to the class, in one round trip
  const [row] = await rawRows(
    db,
    messageRow,
    sql`SELECT c.date, (fb.id IS NOT NULL) AS in_class, fb.rating, fb.notes, fb.tags,
          s.name, s.phone, s.classe, s.language, p.timezone AS tz, p.main_sport,
          (SELECT json_agg(json_build_object('date', h.date, 'rating', h.rating, 'tags', h.tags)
              ORDER BY h.date DESC, h.session_id DESC)
            FROM (
              SELECT f2.class_date AS date, f2.rating, f2.tags, f2.session_id
              FROM session_feedbacks f2
              WHERE f2.user_id = ${ownerId} AND f2.student_id = ${studentId}
                AND f2.class_date <= c.date AND (f2.class_date, f2.session_id) <= (c.date, c.id)
              ORDER BY f2.class_date DESC, f2.session_id DESC
              LIMIT ${SUGGESTION_HISTORY}
            ) h
          ) AS history
        FROM class_sessions c
        LEFT JOIN session_feedbacks fb
          ON fb.session_id = c.id AND fb.student_id = ${studentId} AND fb.user_id = ${ownerId}
        LEFT JOIN students s ON s.id = fb.student_id AND s.user_id = ${ownerId}
        LEFT JOIN profiles p ON p.user_id = c.user_id
        WHERE c.id = ${sessionId} AND c.user_id = ${ownerId}`,
  )
  if (!row) throw notFound(SESSION_NOT_FOUND)
  if (!row.in_class || row.name === null || row.classe === null) {
    throw notFound(STUDENT_NOT_FOUND)
  }
  const tz = row.tz ?? DEFAULT_TIMEZONE
  // written to the student: in the student's language, not the coach's
  const language = studentLanguage(isLanguage(row.language) ? row.language : null, row.tz)
  const day = todayIn(tz, row.date)
  const facts: MessageFacts = {
    firstName: firstNameOf(row.name),
    day,
    tags: row.tags ?? [],
    rating: row.rating ?? 0,
    note: row.notes ?? '',
    suggestions: suggestDrills({
      mainSport: row.main_sport ?? DEFAULT_MAIN_SPORT,
      classe: row.classe,
      feedbacks: row.history.map((h) => ({ ...h, date: isoInstant(h.date) })),
      today: day,
      timeZone: tz,
      limit: PROGRESS_LIMITS.messageSuggestions,
      lang: language === 'en' ? 'en' : 'pt',
    }),
  }
  return { facts, language, row }
}
