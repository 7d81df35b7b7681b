import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { CLASSES, DEFAULT_MAIN_SPORT, DEFAULT_TIMEZONE } from '../../../shared/constants'
import { LANGUAGES, type Language } from '../../../shared/domain/locale'
import { studentLanguage } from '../../../shared/domain/student-language'
import type { Executor } from '../../db/client'
import { notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { col, rawRows } from '../../lib/sql'

/** The student a report or a message is about, with the coach's zone and main sport. */
export interface StudentContext {
  id: string
  name: string
  phone: string
  classe: (typeof CLASSES)[number]
  timeZone: string
  mainSport: string
  /** The language the student is written to (their own, else that of the coach's country). */
  language: Language
}

/** One statement: the coach's student (404 otherwise) with the coach's zone and main sport. */
export async function studentContext(
  db: Executor,
  { ownerId, studentId }: { ownerId: string; studentId: string },
): Promise<StudentContext> {
  const [row] = await rawRows(
    db,
    z.object({
      id: col.string,
      name: col.string,
      phone: col.string,
      classe: z.enum(CLASSES),
      tz: col.stringOrNull,
      main_sport: col.stringOrNull,
      language: z.enum(LANGUAGES).nullable(),
    }),
    sql`SELECT s.id, s.name, s.phone, s.classe, p.timezone AS tz, p.main_sport, s.language
        FROM students s LEFT JOIN profiles p ON p.user_id = s.user_id
        WHERE s.id = ${studentId} AND s.user_id = ${ownerId}`,
  )
  if (!row) throw notFound(STUDENT_NOT_FOUND)
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    classe: row.classe,
    timeZone: row.tz ?? DEFAULT_TIMEZONE,
    mainSport: row.main_sport ?? DEFAULT_MAIN_SPORT,
    language: studentLanguage(row.language, row.tz),
  }
}
