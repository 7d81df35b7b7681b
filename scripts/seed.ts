/**
 * `npm run seed`: a demo coach (credentials printed) on the configured database (DATA_DIR's
 * embedded database, or DATABASE_URL). Safe to run again: an existing demo coach is kept.
 * While a server runs on the embedded database, the server does it (see running-server.ts).
 */
import path from 'node:path'
import { openDatabase } from '../src/server/db/client'
import { seedDemoCoach } from '../src/server/demo/demo-seed'
import { ConfigError, loadConfig } from '../src/server/env'
import { runningServer } from './running-server'

async function main() {
  const config = loadConfig()
  const server = config.databaseUrl ? null : runningServer(config.dataDir)
  if (server) {
    const { message } = (await (await server.call('POST', '/seed')).json()) as { message: string }
    console.log(message)
    return
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  )
  try {
    console.log(
      await seedDemoCoach(database.db, { appUrl: config.appUrl, secret: config.authSecret }),
    )
  } finally {
    await database.close()
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Seed failed: ${(err as Error).message}`)
  process.exit(1)
})
