import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ApiResponse } from '../../src/shared/api-route-types'
import type { ImportRequest } from '../../src/shared/schemas/student-import'
import { IMPORT_FIELDS } from '../../src/shared/schemas/student-import'
import type { ImportSheet } from '../../src/shared/schemas/student-import.response'
import { TEST_APP_URL, type TestClient, type TestContext, type TypedResponse } from './test-app'

/** A fixture of tests/fixtures/import as bytes. */
export const importFixture = (name: string) =>
  new Uint8Array(readFileSync(join(import.meta.dirname, '../fixtures/import', name)))

/** POST /api/student-imports/sheet with the file's bytes, as the import screen sends them. */
export async function uploadSheet(
  ctx: TestContext,
  client: TestClient,
  body: Uint8Array | string,
  type = 'text/csv',
): Promise<TypedResponse<ApiResponse<'POST', '/student-imports/sheet'>, 200>> {
  const headers: Record<string, string> = { origin: TEST_APP_URL, 'content-type': type }
  if (client.cookies.size)
    headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  const res = await ctx.app.request(`${TEST_APP_URL}/api/student-imports/sheet`, {
    method: 'POST',
    headers,
    body: body as BodyInit,
  })
  return res as TypedResponse<ApiResponse<'POST', '/student-imports/sheet'>, 200>
}

/** The request the import screen builds from a sheet: the lines under its header, as mapped. */
export function linesOf(
  sheet: ImportSheet,
  options: Partial<Omit<ImportRequest, 'rows'>> = {},
): ImportRequest {
  const header = sheet.header
  if (!header) throw new Error('no header')
  const rows = sheet.cells.slice(header.row + 1).map((cells, i) => ({
    line: header.row + i + 2,
    values: Object.fromEntries(
      header.columns.flatMap((field, column) =>
        field && IMPORT_FIELDS.includes(field) ? [[field, cells[column] ?? '']] : [],
      ),
    ),
  }))
  return {
    rows,
    defaults: { gender: 'female', type: 'occasional', classe: '4-classe' },
    ...options,
  }
}
