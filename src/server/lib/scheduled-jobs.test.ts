import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/helpers/test-db'
import type { Database } from '../db/client'
import { scheduledJobs } from '../db/schema/operations'
import { runOncePerPeriod } from './scheduled-jobs'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

describe('runOncePerPeriod', () => {
  it('runs a job once per period however many callers race for it', async () => {
    const ran: string[] = []
    const claim = (now: number, instance: string) =>
      runOncePerPeriod(database.db, 'job-a', 1000, async () => void ran.push(instance), {
        now,
        instance,
      })
    const first = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claim(5_000 + i * 50, `i${i}`)),
    )
    expect(first.filter(Boolean)).toHaveLength(1)
    expect(await claim(5_999, 'late')).toBe(false) // same period
    expect(await claim(6_000, 'next')).toBe(true) // the next one
    expect(await claim(4_000, 'past')).toBe(false) // an earlier period never runs again
    expect(ran).toHaveLength(2)
    const [row] = await database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'job-a'))
    expect(row).toMatchObject({ lastPeriod: 6_000, runs: 2, lastRunBy: 'next' })
  })

  it('keeps jobs apart by name', async () => {
    expect(await runOncePerPeriod(database.db, 'job-b', 1000, async () => {}, { now: 6_500 })).toBe(
      true,
    )
    expect(await runOncePerPeriod(database.db, 'job-c', 1000, async () => {}, { now: 6_500 })).toBe(
      true,
    )
  })
})
