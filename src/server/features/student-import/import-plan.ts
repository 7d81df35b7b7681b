import type { Classe, Gender, StudentType } from '../../../shared/constants'
import { LIMITS } from '../../../shared/constants'
import type { IsoDate } from '../../../shared/domain/dates'
import { expiryDateFor } from '../../../shared/domain/package-status'
import { type Message, msg } from '../../../shared/messages'
import type { ImportField, ImportRequestOutput } from '../../../shared/schemas/student-import'
import type { ImportRow } from './import-rows'
import type { WeeklySlot } from './import-weekly'

/** The fields of a student an import writes. */
export interface StudentFields {
  name: string
  email: string | null
  phone: string
  gender: Gender
  type: StudentType
  classe: Classe
  notes: string | null
}

/** A student of the coach that a line may name (same phone or e-mail). */
export interface ExistingStudent extends StudentFields {
  id: string
  /** How many packages the student has (an opening balance only goes to a student with none). */
  packages: number
  /** Credits left in valid packages, and what is owed: to tell a sheet that says otherwise. */
  credits: number
  owedCents: number
  /** The weekly times the student already has ('HH:MM' by ISO weekday). */
  slots: { weekday: number; time: string }[]
}

export interface PlannedStudent {
  line: number
  action: 'create' | 'update' | 'unchanged'
  /** The matched student (update, unchanged); a new student's id is made when it is written. */
  studentId: string | null
  fields: StudentFields
  changes: ImportField[]
  /** The opening balance ('Saldo importado'), when the line brings one to a student with no package. */
  opening: { credits: number; expiry: IsoDate; owedCents: number } | null
  balance: 'opening' | 'kept' | 'none'
  credits: number | null
  expiry: string | null
  owedCents: number | null
  /** Weekly times the student does not have yet. */
  slots: WeeklySlot[]
  club: string | null
}

export interface LineMessage {
  line: number
  message: Message
}

export interface ImportPlan {
  students: PlannedStudent[]
  problems: LineMessage[]
  notices: LineMessage[]
}

type Defaults = ImportRequestOutput['defaults']

const STUDENT_FIELDS: [keyof StudentFields, ImportField][] = [
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['gender', 'gender'],
  ['type', 'type'],
  ['classe', 'classe'],
  ['notes', 'notes'],
]

/**
 * What an import does with each line read from the sheet, decided before anything is written
 * (the dry run shows it; the commit applies it under the same rule):
 * - a line whose phone or e-mail is a student's updates that student with the values the line
 *   gives (an empty cell never erases) — or leaves it unchanged; a line naming two students is
 *   a problem;
 * - any other line creates a student (a phone is then required; what the line leaves empty
 *   takes the coach's defaults, a weekly time making the student fixed);
 * - the credits left and the amount owed become an opening package only for a student with no
 *   package: a student already selling in Quadra keeps the balance Quadra knows, and the coach
 *   is told when the sheet says otherwise. So importing the same file again changes nothing.
 */
export function planImport(
  rows: ImportRow[],
  existing: ExistingStudent[],
  { defaults, today }: { defaults: Defaults; today: IsoDate },
): ImportPlan {
  const byPhone = new Map<string, ExistingStudent[]>()
  const byEmail = new Map<string, ExistingStudent[]>()
  for (const s of existing) {
    byPhone.set(s.phone, [...(byPhone.get(s.phone) ?? []), s])
    if (s.email) {
      const key = s.email.toLowerCase()
      byEmail.set(key, [...(byEmail.get(key) ?? []), s])
    }
  }
  const plan: ImportPlan = { students: [], problems: [], notices: [] }
  const claimed = new Map<string, number>()
  for (const row of rows) {
    const { line } = row
    const matches = new Map<string, ExistingStudent>()
    for (const s of row.phone ? (byPhone.get(row.phone) ?? []) : []) matches.set(s.id, s)
    for (const s of row.email ? (byEmail.get(row.email.toLowerCase()) ?? []) : [])
      matches.set(s.id, s)
    if (matches.size > 1) {
      const names = [...matches.values()].map((s) => s.name).join(', ')
      plan.problems.push({ line, message: msg('import.lineMatchesSeveral', { line, names }) })
      continue
    }
    const match = [...matches.values()][0]
    if (match) {
      const first = claimed.get(match.id)
      if (first !== undefined) {
        plan.problems.push({
          line,
          message: msg('import.lineSameStudent', { line, first, name: match.name }),
        })
        continue
      }
      claimed.set(match.id, line)
    }
    const fields = fieldsOf(row, match, defaults)
    if ('problem' in fields) {
      plan.problems.push({ line, message: fields.problem })
      continue
    }
    const changes = match
      ? STUDENT_FIELDS.filter(([key]) => fields.fields[key] !== match[key]).map(([, f]) => f)
      : []
    const { opening, balance, notice } = balanceOf(row, match, today)
    if (notice) plan.notices.push(notice)
    const known = new Set((match?.slots ?? []).map((s) => `${s.weekday} ${s.time}`))
    const slots = (row.weeklySlots ?? []).filter((s) => !known.has(`${isoWeekday(s)} ${s.time}`))
    plan.students.push({
      line,
      action: !match
        ? 'create'
        : changes.length || opening || slots.length
          ? 'update'
          : 'unchanged',
      studentId: match?.id ?? null,
      fields: fields.fields,
      changes,
      opening,
      balance,
      credits: row.credits ?? null,
      expiry: row.expiry ?? null,
      owedCents: row.owedCents ?? null,
      slots,
      club: row.club ?? null,
    })
  }
  return plan
}

/**
 * The line's credits and amount owed: an opening package for a student with no package; kept
 * as Quadra knows them for one with packages, with a notice when the sheet says otherwise.
 */
function balanceOf(
  row: ImportRow,
  match: ExistingStudent | undefined,
  today: IsoDate,
): Pick<PlannedStudent, 'opening' | 'balance'> & { notice?: LineMessage } {
  const hasBalance = (row.credits ?? 0) > 0 || (row.owedCents ?? 0) > 0
  if (hasBalance && (!match || match.packages === 0)) {
    const credits = row.credits ?? 0
    const expiry = (row.expiry ?? (credits > 0 ? expiryDateFor(today, credits) : today)) as IsoDate
    const { line } = row
    return {
      opening: { credits, expiry, owedCents: row.owedCents ?? 0 },
      balance: 'opening',
      // credits the sheet says expired already come in as they are: expired, and said so
      ...(credits > 0 && expiry < today
        ? {
            notice: {
              line,
              message: msg('import.lineCreditsExpired', { line, credits, date: expiry }),
            },
          }
        : {}),
    }
  }
  if (!match || match.packages === 0) return { opening: null, balance: 'none' }
  const creditsDiffer = row.credits !== undefined && row.credits !== match.credits
  const owedDiffer = row.owedCents !== undefined && row.owedCents !== match.owedCents
  const { line } = row
  return {
    opening: null,
    balance: 'kept',
    ...(creditsDiffer || owedDiffer
      ? {
          notice: {
            line,
            message: msg('import.lineBalanceKept', {
              line,
              name: match.name,
              credits: match.credits,
            }),
          },
        }
      : {}),
  }
}

/** The student's fields after the line: the line's values over the student's (or the defaults). */
function fieldsOf(
  row: ImportRow,
  match: ExistingStudent | undefined,
  defaults: Defaults,
): { fields: StudentFields } | { problem: Message } {
  const { line } = row
  if (row.name.length < LIMITS.studentNameMin || row.name.length > LIMITS.studentNameMax)
    return {
      problem: msg('import.lineNameLength', {
        line,
        min: LIMITS.studentNameMin,
        max: LIMITS.studentNameMax,
      }),
    }
  if (row.email && row.email.length > LIMITS.emailMax)
    return { problem: msg('import.lineEmailInvalid', { line, value: row.email }) }
  if (row.notes && row.notes.length > LIMITS.notesMax)
    return { problem: msg('import.lineNotesTooLong', { line, max: LIMITS.notesMax }) }
  const phone = row.phone ?? match?.phone
  if (!phone) return { problem: msg('import.linePhoneMissing', { line }) }
  const gender = row.gender ?? match?.gender ?? defaults.gender ?? null
  if (!gender) return { problem: msg('import.lineGenderMissing', { line }) }
  const fixed = row.weeklySlots?.length ? 'fixed' : undefined
  return {
    fields: {
      name: row.name,
      email: row.email ? row.email.toLowerCase() : (match?.email ?? null),
      phone,
      gender,
      type: row.type ?? fixed ?? match?.type ?? defaults.type,
      classe: row.classe ?? match?.classe ?? defaults.classe,
      notes: row.notes ?? match?.notes ?? null,
    },
  }
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a sheet's slot (0 = Sunday). */
export const isoWeekday = (slot: WeeklySlot) => (slot.weekday === 0 ? 7 : slot.weekday)
