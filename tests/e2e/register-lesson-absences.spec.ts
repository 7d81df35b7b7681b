import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import {
  apiCreatePackage,
  apiCreateStudent,
  expect,
  isoToday,
  loggedInCoach,
  test,
} from './fixtures'

/**
 * Registering a lesson whose attendance was recorded: João warned ('Falta avisada'), Lúcia did
 * not come ('Falta sem aviso'), Ana came. 'Registrar aula' opens the class with Ana only, the
 * two absent listed with their outcome; saving keeps both absences and João's credits.
 */
async function journey(page: Page, info: TestInfo, tag: string) {
  await loggedInCoach(page, 'Rita Presenças')
  const day = isoToday(-1)
  const ana = await apiCreateStudent(page, { name: 'Ana Veio' })
  const joao = await apiCreateStudent(page, { name: 'João Avisou' })
  const lucia = await apiCreateStudent(page, { name: 'Lúcia Faltou' })
  for (const s of [ana, joao, lucia]) {
    await apiCreatePackage(page, s.id, { totalClasses: 4, startDate: isoToday(-10) })
  }
  const created = await page.request.post('/api/lessons', {
    data: { date: day, time: '09:00', studentIds: [ana.id, joao.id, lucia.id] },
  })
  expect(created.status()).toBe(201)
  const lesson = (await created.json()) as { id: string }
  for (const [student, outcome] of [
    [joao, 'notified_absence'],
    [lucia, 'no_show'],
  ] as const) {
    const res = await page.request.put(`/api/lessons/${lesson.id}/attendance/${student.id}`, {
      data: { outcome },
    })
    expect(res.status()).toBe(200)
  }
  const credits = async () => {
    const res = await page.request.get(`/api/lessons/${lesson.id}`)
    const body = (await res.json()) as {
      students: { id: string; credits: number }[]
      attendance: { studentId: string; outcome: string | null }[]
    }
    return body
  }
  const before = await credits()

  await page.goto(`/app/agenda?date=${day}&lesson=${lesson.id}`)
  const sheet = page.getByTestId('lesson-sheet')
  await sheet.getByRole('button', { name: 'Registrar a aula de 09:00 como sessão' }).click()

  const absent = page.getByRole('region', { name: 'Ausentes nesta aula' })
  await expect(absent).toContainText('João Avisou')
  await expect(absent).toContainText('Falta avisada')
  await expect(absent).toContainText('Lúcia Faltou')
  await expect(absent).toContainText('Falta sem aviso')
  await expect(page.getByRole('region', { name: 'Ana Veio' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'João Avisou' })).toHaveCount(0)
  await page.screenshot({ path: path.join(info.outputDir, `${tag}-absent.png`), fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )

  await page.getByRole('button', { name: 'Finalizar Sessão' }).click()
  await expect(page).not.toHaveURL(/\/app\/sessions\/new/)
  const after = await credits()
  const outcome = (id: string) => after.attendance.find((a) => a.studentId === id)?.outcome
  expect(outcome(ana.id)).toBe('present')
  expect(outcome(joao.id)).toBe('notified_absence')
  expect(outcome(lucia.id)).toBe('no_show')
  const creditsOf = (b: typeof before, id: string) => b.students.find((s) => s.id === id)?.credits
  expect(creditsOf(after, joao.id)).toBe(creditsOf(before, joao.id))
  expect(creditsOf(after, ana.id)).toBe(creditsOf(before, ana.id)! - 1)
}

test.describe('registering a lesson with recorded absences', () => {
  test('the class starts from the attendance: absences stay absences', async ({ page }, info) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await journey(page, info, 'desktop')
  })

  test('the same on a phone @phone', async ({ page }, info) => {
    await journey(page, info, 'phone')
  })
})
