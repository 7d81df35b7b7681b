import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { daysFromToday, today } from '../../../../tests/helpers/dates'
import {
  createTestContext,
  json,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { CLASSES } from '../../../shared/constants'
import { creditMovements, packages } from '../../db/schema/packages'
import { students } from '../../db/schema/students'

/** A coach with 2,000 students: a filtered page is computed in SQL and ships one page only. */
let ctx: TestContext
let coach: TestClient

beforeAll(async () => {
  ctx = await createTestContext()
  const c = await ctx.coach()
  coach = c.client
  const db = ctx.database.db
  const rows = Array.from({ length: 2000 }, (_, i): typeof students.$inferInsert => ({
    userId: c.userId,
    name: `Aluno ${String(i).padStart(4, '0')}`,
    email: `aluno${i}@example.com`,
    phone: `55119${String(10_000_000 + i).slice(-8)}`,
    gender: i % 2 ? 'male' : 'female',
    type: i % 3 ? 'fixed' : 'occasional',
    classe: CLASSES[(i % 7) + 1]!,
    status: i % 10 ? 'active' : 'inactive',
  }))
  const inserted: { id: string }[] = []
  for (let i = 0; i < rows.length; i += 500) {
    inserted.push(
      ...(await db
        .insert(students)
        .values(rows.slice(i, i + 500))
        .returning({ id: students.id })),
    )
  }
  // every 4th student has a package with (i % 5) classes left
  const pkgs = inserted
    .filter((_, i) => i % 4 === 0)
    .map((s, k) => ({
      userId: c.userId,
      studentId: s.id,
      name: 'Pacote de 5 aulas',
      totalClasses: 5,
      remainingClasses: k % 5,
      priceCents: 10_000,
      purchaseDate: today(),
      paymentDate: today(),
      expiryDate: daysFromToday(30),
      dueDate: today(),
    }))
  const created = await db.insert(packages).values(pkgs).returning({
    id: packages.id,
    remaining: packages.remainingClasses,
    studentId: packages.studentId,
  })
  const movements = created.flatMap((p) => {
    const purchase: typeof creditMovements.$inferInsert = {
      userId: c.userId,
      packageId: p.id,
      studentId: p.studentId,
      delta: 5,
      reason: 'purchase',
    }
    const edit: typeof creditMovements.$inferInsert = {
      ...purchase,
      delta: p.remaining - 5,
      reason: 'package_edit',
    }
    return p.remaining < 5 ? [purchase, edit] : [purchase]
  })
  for (let i = 0; i < movements.length; i += 500)
    await db.insert(creditMovements).values(movements.slice(i, i + 500))
}, 120_000)
afterAll(() => ctx?.close())

describe('students list at scale', () => {
  it('answers a filtered page from SQL with one page of data', async () => {
    const url = '/api/students?creditsEnding=true&gender=female&status=active&page=2&pageSize=16'
    const times: number[] = []
    let res!: Response
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      res = await coach.get(url)
      times.push(performance.now() - started)
    }
    const ms = Math.min(...times)
    console.info(`times ${times.map((t) => t.toFixed(0)).join(',')}`)
    expect(res.status).toBe(200)
    const text = await res.text()
    const body = JSON.parse(text)
    expect(body.items).toHaveLength(16)
    expect(body.unfilteredTotal).toBe(2000)
    expect(
      body.items.every(
        (s: { credits: number; gender: string }) => s.credits === 1 && s.gender === 'female',
      ),
    ).toBe(true)
    expect(body.total).toBeGreaterThan(16)
    expect(body.total).toBeLessThan(200)
    expect(text.length).toBeLessThan(16 * 600) // one page, never the whole roster
    console.info(`2,000 students: filtered page in ${ms.toFixed(0)} ms, ${text.length} bytes`)
  })

  it("filters by 'Pagamento pendente' in SQL (issue 13): every 4th student owes a package", async () => {
    const started = performance.now()
    const res = await coach.get('/api/students?payment=pending&page=3&pageSize=16')
    const ms = performance.now() - started
    const body = await json(res)
    expect(body.total).toBe(500)
    expect(body.items).toHaveLength(16)
    expect(body.items.every((s: { balanceDueCents: number }) => s.balanceDueCents === 10_000)).toBe(
      true,
    )
    console.info(`2,000 students: payment=pending page in ${ms.toFixed(0)} ms`)
  })

  it('searches and counts across all of them', async () => {
    const body = await json(await coach.get('/api/students?q=aluno19&pageSize=15'))
    expect(body.total).toBe(111) // Aluno 19, 190-199, 1900-1999
    expect(body.items).toHaveLength(15)
  })
})
