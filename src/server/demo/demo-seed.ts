import { eq } from 'drizzle-orm'
import { createAuth } from '../auth/auth'
import type { Db } from '../db/client'
import { user } from '../db/schema/auth'
import { createLogger } from '../lib/logger'
import { createMemoryMailer } from '../mail'
import { seedDemoRoster, seedDemoSessions } from './demo-data'
import { seedDemoShowcase } from './demo-showcase'
import { createCoachAccount } from './records'

export const DEMO_COACH = {
  name: 'Carla Mendes',
  email: 'demo@quadra.app',
  password: 'quadra-demo-2026',
  phone: '11987654321',
}

/**
 * The demo coach with a roster, packages in every money state, clubs, a Pix key, two months of
 * classes, weekly slots with lessons today, and a shared student's page — kept as it is when it
 * exists already. Run by `npm run seed`, or by a running server on its embedded database.
 * Returns what it did, with the credentials, for the console.
 */
export async function seedDemoCoach(db: Db, opts: { appUrl: string; secret: string }) {
  const auth = createAuth({
    db,
    mailer: createMemoryMailer(),
    logger: createLogger({ silent: true }),
    appUrl: opts.appUrl,
    secret: opts.secret,
  })
  let done: string
  const [existing] = await db.select().from(user).where(eq(user.email, DEMO_COACH.email))
  if (existing) {
    done = 'The demo coach already exists; nothing was changed.'
  } else {
    const coach = await createCoachAccount({ db, auth }, DEMO_COACH)
    const students = await seedDemoRoster(db, coach.userId)
    const sessions = await seedDemoSessions(
      db,
      { id: coach.userId, email: coach.email, name: coach.name },
      students,
    )
    const showcase = await seedDemoShowcase(db, coach.userId, students, opts)
    done = [
      `Demo coach created, with ${students.length} students, their packages (paid, part paid, overdue), 3 clubs, a Pix key, ${sessions} classes, ${showcase.slots} weekly slots and ${showcase.lessonsToday} lessons today.`,
      showcase.pageUrl ? `  Ana Beatriz Souza's student page: ${showcase.pageUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n')
  }
  return [
    done,
    '',
    `  Log in at ${opts.appUrl}/app/login`,
    `  Email: ${DEMO_COACH.email}`,
    `  Senha: ${DEMO_COACH.password}`,
    '',
  ].join('\n')
}
