/**
 * CSV (RFC 4180: comma-separated, CRLF line ends, a field with a comma, quote or line break
 * quoted with its quotes doubled), safe to open in a spreadsheet.
 */

/**
 * One cell: quoted when needed, and defused when a spreadsheet would run it as a formula
 * (a phone like +5511… or a movement like -1 is a number, not a formula, and is kept as it is).
 */
export function csvCell(value: string): string {
  let v = value
  if (/^[=@\t\r]/.test(v) || /^[+-](?!\d+$)/.test(v)) v = `'${v}`
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v
}

/** A value as a cell's text: '' for null, ISO 8601 for instants, JSON for lists and objects. */
export function csvText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** A header row and one row per record, in the columns' order. */
export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string {
  const lines = [columns.map(csvCell).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(csvText(row[c]))).join(','))
  return `${lines.join('\r\n')}\r\n`
}
