import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createApp, type QuadraApp } from '../src/server/app'
import { openDatabase } from '../src/server/db/client'
import { createLogger } from '../src/server/lib/logger'
import { createFsStorage } from '../src/server/lib/storage'
import { createMemoryMailer } from '../src/server/mail'

/**
 * `fn` given the app on an in-memory PGlite (its routers need a database to be created; the
 * document is built from them), nothing sent or stored; closed afterwards.
 */
export async function withApiApp<T>(fn: (app: QuadraApp['app']) => Promise<T>): Promise<T> {
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
    return await fn(app)
  } finally {
    await database.close()
    rmSync(mediaDir, { recursive: true, force: true })
  }
}

/** GET /api/openapi.json of `app`, as its text. */
export async function openApiDocumentText(app: QuadraApp['app']): Promise<string> {
  const res = await app.request('/api/openapi.json')
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`)
  return res.text()
}

// `npx tsx scripts/api-document.ts > openapi.json`: the document, for a diff
if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(await withApiApp(openApiDocumentText))
}
