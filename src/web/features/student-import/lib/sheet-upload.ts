import { SHEET_UPLOAD_TYPES } from '@shared/schemas/student-import'

/** The files the picker offers: spreadsheets, text copied from one, and phones' contacts. */
export const SHEET_ACCEPT = '.csv,.txt,.tsv,.xlsx,.ods,.vcf'

/** Cells pasted from a spreadsheet: tab-separated text, sent as UTF-8. */
export const PASTED_TEXT_TYPE = 'text/plain; charset=utf-8'

/**
 * The Content-Type a file is sent with: its own when the server takes it, else
 * application/octet-stream (the server reads the format from the bytes either way). Phones and
 * Windows name a .csv in ways the list does not know, or not at all.
 */
export function uploadTypeOf(file: Pick<File, 'type'>): string {
  const type = file.type.toLowerCase()
  return (SHEET_UPLOAD_TYPES as readonly string[]).includes(type)
    ? type
    : 'application/octet-stream'
}
