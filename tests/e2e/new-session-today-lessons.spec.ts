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
 * 'Nova aula' with the day in the agenda: today's lesson is offered above the search and one
 * tap brings its two students (no search), linked to the lesson — which then reads
 * 'Realizada'. Tomorrow's lesson offers no 'Registrar aula' (it has not happened).
 */
async function journey(page: Page, info: TestInfo, tag: string) {
  await loggedInCoach(page, 'Tati Agenda')
  const ana = await apiCreateStudent(page, { name: 'Ana Hoje' })
  const bruno = await apiCreateStudent(page, { name: 'Bruno Hoje' })
  for (const s of [ana, bruno]) {
    await apiCreatePackage(page, s.id, { totalClasses: 4, startDate: isoToday(-10) })
  }
  const lessonAt = async (date: string, time: string) => {
    const res = await page.request.post('/api/lessons', {
      data: { date, time, studentIds: [ana.id, bruno.id], confirmOverlap: true },
    })
    expect(res.status(), await res.text()).toBe(201)
    return (await res.json()) as { id: string; startsAt: string }
  }
  // 00:00 has always begun, whatever the hour the journey runs at
  const today = await lessonAt(isoToday(), '00:00')
  const tomorrow = await lessonAt(isoToday(1), '08:00')

  await page.goto('/app/sessions/new')
  const todays = page.getByRole('region', { name: 'Aulas de hoje na agenda' })
  await expect(todays).toBeVisible()
  await page.screenshot({ path: path.join(info.outputDir, `${tag}-today.png`), fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
  await todays
    .getByRole('button', { name: 'Registrar a aula das 00:00: Ana Hoje, Bruno Hoje' })
    .click()
  await expect(page.getByRole('region', { name: 'Ana Hoje' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Bruno Hoje' })).toBeVisible()
  await page.getByRole('button', { name: 'Finalizar Sessão' }).click()
  await expect(page).not.toHaveURL(/\/app\/sessions\/new/)

  const registered = (await (await page.request.get(`/api/lessons/${today.id}`)).json()) as {
    sessionId: string | null
  }
  expect(registered.sessionId).toBeTruthy()
  const session = (await (
    await page.request.get(`/api/sessions/${registered.sessionId}`)
  ).json()) as {
    date: string
  }
  expect(session.date).toBe(today.startsAt)

  // the lesson just registered is no longer offered
  await page.goto('/app/sessions/new')
  await expect(page.getByRole('heading', { name: 'Selecione os alunos da aula' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Aulas de hoje na agenda' })).toHaveCount(0)

  // tomorrow's lesson: its sheet has no 'Registrar aula'
  await page.goto(`/app/agenda?date=${isoToday(1)}&lesson=${tomorrow.id}`)
  const sheet = page.getByTestId('lesson-sheet')
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('button', { name: /Registrar a aula/ })).toHaveCount(0)
  await expect(
    sheet.getByText('A presença é marcada ao registrar a aula, no dia dela').first(),
  ).toBeVisible()
  await page.screenshot({ path: path.join(info.outputDir, `${tag}-tomorrow.png`) })
}

test.describe("today's lessons on the new-session screen", () => {
  test('one tap picks a lesson’s students; tomorrow’s is not offered', async ({ page }, info) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await journey(page, info, 'desktop')
  })

  test('the same on a phone @phone', async ({ page }, info) => {
    await journey(page, info, 'phone')
  })
})
