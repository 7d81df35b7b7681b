/**
 * `npm run leads:export [file]`: every lead of the beta form as CSV, newest first — to the
 * file given (default leads-<date>.csv), or to standard output with "-". While a server runs on
 * the embedded database, the server reads them (see running-server.ts).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '../src/server/db/client'
import { ConfigError, loadConfig } from '../src/server/env'
import { exportLeadsCsv } from '../src/server/features/leads/leads.service'
import { runningServer } from './running-server'

function write(csv: string, count: number) {
  const target = process.argv[2] ?? `leads-${new Date().toISOString().slice(0, 10)}.csv`
  if (target === '-') {
    process.stdout.write(csv)
  } else {
    writeFileSync(target, csv)
    console.log(`${count} lead(s) written to ${path.resolve(target)}`)
  }
}

async function main() {
  const config = loadConfig()
  const server = config.databaseUrl ? null : runningServer(config.dataDir)
  if (server) {
    const res = await server.call('GET', '/leads.csv')
    write(await res.text(), Number(res.headers.get('x-lead-count') ?? 0))
    return
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  )
  try {
    const { csv, count } = await exportLeadsCsv(database.db)
    write(csv, count)
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
