import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { CLASSES, GENDERS, STUDENT_TYPES } from '../../../shared/constants'
import type { Language } from '../../../shared/domain/locale'
import { formatPhone } from '../../../shared/domain/phone'
import { messageText } from '../../../shared/message-text'
import type { MessageCode } from '../../../shared/messages'
import type { Executor } from '../../db/client'
import { coachFormats, coachToday } from '../../lib/coach'
import { brCents, toBrCsv } from '../../lib/csv'
import { col, rawRows } from '../../lib/sql'

const WEEKDAYS: Record<Language, string[]> = {
  'pt-BR': ['', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom'],
  en: ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
}

/** The export's columns, in the coach's language: the headers the import recognises. */
const COLUMNS: MessageCode[] = [
  'import.columnName',
  'import.columnPhone',
  'import.columnEmail',
  'import.columnClasse',
  'import.columnType',
  'import.columnGender',
  'import.columnNotes',
  'import.columnCredits',
  'import.columnExpiry',
  'import.columnOwed',
  'import.columnWeekly',
]

const exportRow = z.object({
  name: col.string,
  phone: col.string,
  email: col.stringOrNull,
  classe: z.enum(CLASSES),
  type: z.enum(STUDENT_TYPES),
  gender: z.enum(GENDERS),
  notes: col.stringOrNull,
  credits: col.number,
  expiry: col.stringOrNull,
  owed: col.number,
  slots: z.array(z.object({ weekday: z.coerce.number<unknown>(), time: z.string() })),
})

function classeText(classe: (typeof CLASSES)[number], language: Language): string {
  if (classe === 'profissional') return language === 'en' ? 'Professional' : 'Profissional'
  const n = Number(classe[0])
  if (language === 'pt-BR') return `${n}ª classe`
  const suffix = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'
  return `${n}${suffix} class`
}

/**
 * GET /api/students/export: every active or inactive student (not the erased) with the
 * credits left in valid packages, the latest expiry among them, what is owed and the weekly
 * times, in the columns the import reads — so a file exported from one account and imported
 * into another gives the same students, balances and amounts owed. Raw SQL: the balances and
 * the weekly times of every student in one statement.
 */
export async function exportStudents(
  db: Executor,
  ownerId: string,
): Promise<{ csv: string; filename: string }> {
  const [formats, today] = await Promise.all([coachFormats(db, ownerId), coachToday(db, ownerId)])
  const language = formats.language
  const rows = await rawRows(
    db,
    exportRow,
    sql`SELECT s.name, s.phone, s.email, s.classe, s.type, s.gender, s.notes,
        coalesce(b.credits, 0)::int AS credits, b.expiry::text AS expiry,
        coalesce(o.owed, 0)::int AS owed,
        coalesce((SELECT json_agg(json_build_object('weekday', d.weekday, 'time', ls.start_time)
            ORDER BY d.weekday, ls.start_time)
          FROM lesson_series_students lss
          JOIN lesson_series ls ON ls.id = lss.series_id
          CROSS JOIN LATERAL unnest(ls.weekdays) AS d(weekday)
          WHERE lss.student_id = s.id AND lss.user_id = ${ownerId}
            AND (ls.until_date IS NULL OR ls.until_date >= ${today}::date)), '[]'::json) AS slots
      FROM students s
      LEFT JOIN (SELECT student_id, sum(remaining_classes) AS credits,
            max(expiry_date) FILTER (WHERE remaining_classes > 0) AS expiry
          FROM packages WHERE user_id = ${ownerId}
            AND purchase_date <= ${today}::date AND expiry_date >= ${today}::date
          GROUP BY student_id) b ON b.student_id = s.id
      LEFT JOIN (SELECT student_id, sum(price_cents - paid_cents) AS owed FROM packages
          WHERE user_id = ${ownerId} AND price_cents > paid_cents GROUP BY student_id) o
        ON o.student_id = s.id
      WHERE s.user_id = ${ownerId} AND s.phone <> '0'
      ORDER BY s.name_folded, s.id`,
  )
  const header = COLUMNS.map((code) => messageText(code, {}, language))
  const day = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '')
  const csv = toBrCsv(
    header,
    rows.map((r) => [
      r.name,
      formatPhone(r.phone),
      r.email,
      classeText(r.classe, language),
      messageText(r.type === 'fixed' ? 'import.typeFixed' : 'import.typeOccasional', {}, language),
      r.gender === 'female' ? 'F' : 'M',
      r.notes,
      r.credits || '',
      r.credits ? day(r.expiry) : '',
      r.owed ? brCents(r.owed) : '',
      r.slots.map((s) => `${WEEKDAYS[language][s.weekday]} ${s.time}`).join(', '),
    ]),
  )
  return { csv, filename: language === 'en' ? 'students.csv' : 'alunos.csv' }
}
