/**
 * `npm run leads:export [file]`: every lead of the beta form as CSV, newest first — to the
 * file given (default leads-<date>.csv), or to standard output with "-". With the embedded
 * database, stop the server first.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '../src/server/db/client'
import { ConfigError, loadConfig } from '../src/server/env'
import { allLeads } from '../src/server/features/leads/leads.service'
import { leadsToCsv } from '../src/server/features/leads/leads-csv'

async function main() {
  const config = loadConfig()
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  )
  try {
    const rows = await allLeads(database.db)
    const csv = leadsToCsv(rows)
    const target = process.argv[2] ?? `leads-${new Date().toISOString().slice(0, 10)}.csv`
    if (target === '-') {
      process.stdout.write(csv)
    } else {
      writeFileSync(target, csv)
      console.log(`${rows.length} lead(s) written to ${path.resolve(target)}`)
    }
  } finally {
    await database.close()
  }
}

main().catch((err) => {
  console.error(
    err instanceof ConfigError ? err.message : `Export failed: ${(err as Error).message}`,
  )
  process.exit(1)
})
