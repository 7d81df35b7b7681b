import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createApp } from '../src/server/app'
import { openDatabase } from '../src/server/db/client'
import { createLogger } from '../src/server/lib/logger'
import { createFsStorage } from '../src/server/lib/storage'
import { createMemoryMailer } from '../src/server/mail'

/**
 * GET /api/openapi.json of the app, as its text: the app on an in-memory PGlite (the document
 * is built from the mounted routers, which need a database to be created), nothing sent or
 * stored. The route table (scripts/api-routes.ts) and its staleness test read it.
 */
export async function openApiDocumentText(): Promise<string> {
  const database = await openDatabase()
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'quadra-openapi-'))
  try {
    const { app } = createApp({
      database,
      mailer: createMemoryMailer(),
      logger: createLogger({ silent: true }),
      storage: createFsStorage(mediaDir, { minFreeBytes: 0 }),
      appUrl: 'http://localhost:3000',
      authSecret: 'openapi-document-secret-not-used-for-anything-0123',
      trustProxy: false,
    })
    const res = await app.request('/api/openapi.json')
    if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`)
    return await res.text()
  } finally {
    await database.close()
    rmSync(mediaDir, { recursive: true, force: true })
  }
}

// `npx tsx scripts/api-document.ts > openapi.json`: the document, for a diff
if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(await openApiDocumentText())
}
