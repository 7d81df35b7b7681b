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

/**
 * One cell: quoted when needed, and defused when a spreadsheet would run it as a formula
 * (a phone like +5511… is a number, not a formula, and is kept as it is).
 */
export function csvCell(value: string): string {
  let v = value
  if (/^[=@\t\r]/.test(v) || /^[+-](?!\d+$)/.test(v)) v = `'${v}`
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v
}

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
