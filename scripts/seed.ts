/**
 * `npm run seed`: a demo coach (credentials printed) on the configured database (DATA_DIR's
 * embedded database, or DATABASE_URL). Safe to run again: an existing demo coach is kept.
 * With the embedded database, stop the server first (one process at a time).
 */
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { createAuth } from '../src/server/auth/auth'
import { openDatabase } from '../src/server/db/client'
import { user } from '../src/server/db/schema/auth'
import { ConfigError, loadConfig } from '../src/server/env'
import { createLogger } from '../src/server/lib/logger'
import { createMemoryMailer } from '../src/server/mail'
import { createCoachAccount } from '../tests/factories'
import { seedDemoRoster, seedDemoSessions } from './demo-data'

export const DEMO_COACH = {
  name: 'Carla Mendes',
  email: 'demo@quadra.app',
  password: 'quadra-demo-2026',
  phone: '11987654321',
}

async function main() {
  const config = loadConfig()
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  )
  try {
    const auth = createAuth({
      db: database.db,
      mailer: createMemoryMailer(),
      logger: createLogger({ silent: true }),
      appUrl: config.appUrl,
      secret: config.authSecret,
    })
    const [existing] = await database.db.select().from(user).where(eq(user.email, DEMO_COACH.email))
    if (existing) {
      console.log('The demo coach already exists; nothing was changed.')
    } else {
      const coach = await createCoachAccount({ db: database.db, auth }, DEMO_COACH)
      const students = await seedDemoRoster(database.db, coach.userId)
      const sessions = await seedDemoSessions(
        database.db,
        { id: coach.userId, email: coach.email, name: coach.name },
        students,
      )
      console.log(
        `Demo coach created, with ${students.length} students, their packages, 3 clubs and ${sessions} classes.`,
      )
    }
    console.log(`\n  Log in at ${config.appUrl}/app/login`)
    console.log(`  Email: ${DEMO_COACH.email}`)
    console.log(`  Senha: ${DEMO_COACH.password}\n`)
  } finally {
    await database.close()
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Seed failed: ${(err as Error).message}`)
  process.exit(1)
})
