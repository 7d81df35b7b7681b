import { csvCell } from '../../lib/csv'

export { csvCell }

/** Leads as CSV (RFC 4180), safe to open in a spreadsheet. */
export interface LeadRow {
  createdAt: Date
  name: string
  email: string
  phone: string
  country: string
  sports: string[]
  extraSport: string | null
  heardFrom: string
  heardFromOther: string | null
  language: string
}

const COLUMNS = [
  'created_at',
  'name',
  'email',
  'phone',
  'country',
  'sports',
  'extra_sport',
  'heard_from',
  'heard_from_other',
  'language',
]

export function leadsToCsv(rows: LeadRow[]): string {
  const lines = [COLUMNS.join(',')]
  for (const r of rows) {
    lines.push(
      [
        r.createdAt.toISOString(),
        r.name,
        r.email,
        r.phone,
        r.country,
        r.sports.join('; '),
        r.extraSport ?? '',
        r.heardFrom,
        r.heardFromOther ?? '',
        r.language,
      ]
        .map(csvCell)
        .join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
