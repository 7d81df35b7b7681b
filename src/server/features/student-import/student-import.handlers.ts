import { msg } from '../../../shared/messages'
import { IMPORT_LIMITS } from '../../../shared/schemas/student-import'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { owned, ownerId } from '../../lib/ids'
import { bindRoutes, createRouter } from '../../lib/router'
import { commitImport, previewImport } from './import-run'
import { readImportSheet } from './import-sheet'
import { IMPORT_NOT_FOUND, listImports, undoImport } from './import-undo'
import { studentImportRoutes } from './student-import.routes'
import { exportStudents } from './students-export'

export function studentImportRouter(db: Db) {
  return bindRoutes(createRouter(), studentImportRoutes, {
    readImportSheet: async (c) => {
      const body = await c.req.arrayBuffer()
      if (body.byteLength > IMPORT_LIMITS.bytes)
        throw new AppError('PAYLOAD_TOO_LARGE', msg('import.tooLarge'), 413)
      return c.json(readImportSheet(new Uint8Array(body)), 200)
    },
    previewImport: async (c) =>
      c.json(await previewImport(db, ownerId(c), c.req.valid('json')), 200),
    commitImport: async (c) => {
      const key = c.req.valid('header')['idempotency-key'] ?? null
      const { result, replayed } = await commitImport(db, ownerId(c), c.req.valid('json'), key)
      return replayed ? c.json(result, 200) : c.json(result, 201)
    },
    listImports: async (c) => c.json(await listImports(db, ownerId(c)), 200),
    undoImport: async (c) => c.json(await undoImport(db, owned(c, IMPORT_NOT_FOUND)), 200),
    exportStudents: async (c) => {
      const file = await exportStudents(db, ownerId(c))
      return c.body(file.csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'no-store',
      })
    },
  })
}
