import { afterAll, beforeAll, expect } from 'vitest'
import type { Db } from '../../src/server/db/client'
import type { ApiBody } from '../../src/shared/api-route-types'
import { today } from './dates'
import { createTestContext, json, type TestClient, type TestContext } from './test-app'

let phoneSeq = 0
/** A distinct valid mobile per student, so the duplicate-student check stays out of the way. */
export const uniquePhone = () => `1198${String(1_000_000 + ++phoneSeq).slice(-7)}`

/** Small API helpers for tests that need students, packages and sessions. */
export function kit(client: TestClient) {
  return {
    async student(name: string, extra: Partial<ApiBody<'POST', '/students'>> = {}) {
      const res = await client.post('/api/students', {
        name,
        phone: uniquePhone(),
        gender: 'female',
        type: 'fixed',
        classe: '4-classe',
        ...extra,
      })
      expect(res.status, await res.clone().text()).toBe(201)
      return json(res)
    },
    async pkg(studentId: string, extra: Partial<ApiBody<'POST', '/packages'>> = {}) {
      const res = await client.post('/api/packages', {
        studentId,
        totalClasses: 4,
        priceCents: 20000,
        startDate: today(),
        paymentDate: today(),
        validityDays: 30,
        ...extra,
      })
      expect(res.status, await res.clone().text()).toBe(201)
      return json(res)
    },
    async session(studentIds: string[], extra: Partial<ApiBody<'POST', '/sessions'>> = {}) {
      const res = await client.post('/api/sessions', { studentIds, ...extra })
      expect(res.status, await res.clone().text()).toBe(201)
      return json(res)
    },
    async packages(studentId: string) {
      return json(await client.get(`/api/students/${studentId}/packages`))
    },
    async remaining(studentId: string, packageId: string) {
      const list = await this.packages(studentId)
      return list.find((p) => p.id === packageId)!.remainingClasses
    },
    async alerts() {
      return (await json(await client.get('/api/alerts'))).items
    },
  }
}

/**
 * A test file's app and coach: before the file's tests `ctx` (a fresh app), `coach` (a signed-in
 * coach's client) and `k` (its kit) are set; after them each invariant is checked on the
 * database, then the app is closed.
 */
export function coachSuite(...invariants: ((db: Db) => Promise<unknown>)[]) {
  const suite = {} as { ctx: TestContext; coach: TestClient; k: ReturnType<typeof kit> }
  beforeAll(async () => {
    suite.ctx = await createTestContext()
    suite.coach = (await suite.ctx.coach()).client
    suite.k = kit(suite.coach)
  })
  afterAll(async () => {
    if (!suite.ctx) return
    try {
      for (const check of invariants) await check(suite.ctx.database.db)
    } finally {
      await suite.ctx.close()
    }
  })
  return suite
}
