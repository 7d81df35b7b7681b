import { DEFAULT_TIMEZONE } from '../constants'
import type { Language } from './locale'

/**
 * The language a student is written to (the student's page, after-class messages, reports, Pix
 * charges): a setting on the student. A coach may use the app in English while teaching in
 * Brazil, and the students there read Portuguese — so a student without a choice of their own
 * gets the language of the coach's country, read from the coach's time zone (the one place
 * the app knows where the coach teaches; an account's language is only the coach's own).
 */

/**
 * Zones of the countries whose students read Portuguese (Brazil first, then the other
 * Portuguese-speaking countries: Portuguese is closer to them than English).
 */
export const PORTUGUESE_TIME_ZONES: readonly string[] = [
  'America/Sao_Paulo',
  'America/Araguaina',
  'America/Bahia',
  'America/Belem',
  'America/Boa_Vista',
  'America/Campo_Grande',
  'America/Cuiaba',
  'America/Eirunepe',
  'America/Fortaleza',
  'America/Maceio',
  'America/Manaus',
  'America/Noronha',
  'America/Porto_Velho',
  'America/Recife',
  'America/Rio_Branco',
  'America/Santarem',
  'Brazil/Acre',
  'Brazil/DeNoronha',
  'Brazil/East',
  'Brazil/West',
  'Europe/Lisbon',
  'Atlantic/Azores',
  'Atlantic/Madeira',
  'Portugal',
  'Africa/Luanda',
  'Africa/Maputo',
  'Africa/Bissau',
  'Africa/Sao_Tome',
  'Atlantic/Cape_Verde',
  'Asia/Dili',
]

/** The language of the country of a coach's time zone: Portuguese there, else English. */
export function defaultStudentLanguage(coachTimeZone: string | null | undefined): Language {
  return PORTUGUESE_TIME_ZONES.includes(coachTimeZone ?? DEFAULT_TIMEZONE) ? 'pt-BR' : 'en'
}

/** A student's language: their own setting, else the default of the coach's country. */
export function studentLanguage(
  own: Language | null | undefined,
  coachTimeZone: string | null | undefined,
): Language {
  return own ?? defaultStudentLanguage(coachTimeZone)
}
