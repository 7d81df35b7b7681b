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
 * A rainy day and its make-ups end to end: 'Cancelar o dia' cancels every lesson of the day in
 * one go (two courts at 14:00 shown side by side on a 1366 px laptop), 'Desfazer' puts the day
 * back with nothing lost (credits too), and 'Agendar reposição' plans the make-up from the
 * dashboard, the student's page or the rained-out lesson — on a laptop and on a 390 px phone.
 */

async function shot(page: Page, info: TestInfo, name: string) {
  await page.waitForTimeout(400)
  const dir = process.env.AGENDA_SHOTS ?? info.outputDir
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false })
}

async function apiLesson(page: Page, date: string, time: string, studentIds: string[]) {
  const res = await page.request.post('/api/lessons', {
    data: { date, time, studentIds, confirmOverlap: true },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as { id: string }
}

async function remaining(page: Page, studentId: string) {
  const res = await page.request.get(`/api/students/${studentId}/packages`)
  return ((await res.json()) as { remainingClasses: number }[])[0]!.remainingClasses
}

async function setup(page: Page, name: string) {
  await loggedInCoach(page, name)
  const club = await page.request.post('/api/clubs', {
    data: { name: 'Arena Sul', isDefault: true },
  })
  expect(club.status()).toBe(201)
  const ana = await apiCreateStudent(page, { name: 'Ana Quadra Um' })
  const bia = await apiCreateStudent(page, { name: 'Bia Quadra Dois' })
  const caio = await apiCreateStudent(page, { name: 'Caio Manhã' })
  await apiCreatePackage(page, ana.id, { totalClasses: 4, startDate: isoToday(-5) })
  return { ana, bia, caio }
}

test.describe('Cancelar o dia and Agendar reposição', () => {
  test('desktop 1366: two courts at 14:00 side by side, the day cancelled at once and undone', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    const { ana, bia, caio } = await setup(page, 'Rita Chuva')
    const day = isoToday(1)
    await apiLesson(page, day, '14:00', [ana.id])
    await apiLesson(page, day, '14:00', [bia.id])
    await apiLesson(page, day, '09:00', [caio.id])
    await page.goto(`/app/agenda?date=${day}`)
    const grid = page.getByTestId('week-grid')
    const courtA = grid.getByRole('button', { name: /14:00.*Ana Quadra Um/ })
    const courtB = grid.getByRole('button', { name: /14:00.*Bia Quadra Dois/ })
    await expect(courtA).toBeVisible()
    await courtA.scrollIntoViewIfNeeded()
    // side by side, each wide enough to read (not slivers), not over one another
    const a = (await courtA.boundingBox())!
    const b = (await courtB.boundingBox())!
    expect(a.width).toBeGreaterThanOrEqual(100)
    expect(b.width).toBeGreaterThanOrEqual(100)
    expect(Math.abs(a.y - b.y)).toBeLessThan(2)
    expect(Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)).toBeLessThanOrEqual(0)
    await expect(courtA).toContainText('Ana Quadra Um')
    await shot(page, info, 'desktop-1366-week-overlap')

    await page.getByRole('button', { name: 'Cancelar o dia' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancelar o dia' })
    await expect(dialog.getByRole('checkbox')).toHaveCount(3)
    await expect(dialog.getByRole('button', { name: 'Chuva', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await shot(page, info, 'desktop-1366-cancel-day-dialog')
    await dialog.getByRole('button', { name: 'Cancelar 3 aulas' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('cancelled-day').filter({ visible: true })).toContainText(
      'Dia cancelado por chuva',
    )
    await expect(courtA).toContainText('Cancelada')
    await expect(courtB).toContainText('Cancelada')
    await expect(grid.getByRole('button', { name: /09:00.*Caio Manhã/ })).toContainText('Cancelada')
    expect(await remaining(page, ana.id)).toBe(4)
    // the lesson says the make-up is owed, with the action to plan it
    await courtA.click()
    const sheet = page.getByTestId('lesson-sheet')
    await expect(sheet.getByTestId('owed-here')).toContainText(
      'Ana Quadra Um · Reposição ainda não marcada',
    )
    await expect(sheet.getByRole('button', { name: /^Agendar reposição/ })).toBeVisible()
    await shot(page, info, 'desktop-1366-cancelled-lesson-sheet')
    await page.keyboard.press('Escape')
    await shot(page, info, 'desktop-1366-cancelled-day')

    // 'Desfazer' from the toast: the day as it was
    await page.getByRole('button', { name: 'Desfazer', exact: true }).click()
    await expect(page.getByText('Cancelamento desfeito: as aulas voltaram à agenda')).toBeVisible()
    await expect(page.getByTestId('cancelled-day')).toHaveCount(0)
    await expect(courtA).not.toContainText('Cancelada')
    await expect(courtB).not.toContainText('Cancelada')
    expect(await remaining(page, ana.id)).toBe(4)
    const summary = await (await page.request.get('/api/agenda/summary')).json()
    expect(summary.makeupsOwedTotal).toBe(0)
  })

  test('desktop: the make-up of a rained-out lesson planned from the dashboard', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    const { ana } = await setup(page, 'Rita Reposição')
    const rained = await apiLesson(page, isoToday(-1), '18:00', [ana.id])
    const put = await page.request.put(`/api/lessons/${rained.id}/attendance/${ana.id}`, {
      data: { outcome: 'rain' },
    })
    expect(put.status()).toBe(200)
    await page.goto('/app')
    const card = page.getByRole('region', { name: 'Reposições a agendar' })
    await expect(card).toContainText('Ana Quadra Um')
    await expect(card).toContainText('Chuva em')
    await shot(page, info, 'desktop-1366-dashboard-makeups')
    await card.getByRole('button', { name: /^Agendar reposição/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Agendar reposição' })
    await expect(dialog.getByLabel('Horário')).toHaveValue('18:00')
    await dialog.getByLabel('Data').fill(isoToday(2))
    await dialog.getByLabel('Horário').fill('07:30')
    await dialog.getByRole('button', { name: 'Agendar', exact: true }).click()
    await expect(page.getByText(/^Reposição agendada para/)).toBeVisible()
    await expect(card).toBeHidden()
    // the student's page says where it is planned
    await page.goto(`/app/students/${ana.id}`)
    await expect(page.getByText(/Reposição marcada para .* às 07:30/)).toBeVisible()
    await expect(page.getByRole('button', { name: /^Agendar reposição/ })).toHaveCount(0)
    await shot(page, info, 'desktop-1366-student-makeup-planned')
  })

  test('phone 390: cancel the day from the day view, plan a make-up from the lesson @phone', async ({
    page,
  }, info) => {
    const { ana, caio } = await setup(page, 'Rita Celular')
    const day = isoToday(1)
    await apiLesson(page, day, '14:00', [ana.id])
    await apiLesson(page, day, '16:00', [caio.id])
    await page.goto(`/app/agenda?date=${day}`)
    await page.getByRole('button', { name: 'Cancelar o dia' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancelar o dia' })
    await dialog.getByRole('button', { name: 'Professor indisponível' }).click()
    // Caio's lesson stays
    await dialog.getByRole('checkbox', { name: /16:00/ }).click()
    await shot(page, info, 'phone-390-cancel-day-dialog')
    await dialog.getByRole('button', { name: 'Cancelar 1 aula' }).click()
    await expect(dialog).toBeHidden()
    const banner = page.getByTestId('cancelled-day').filter({ visible: true })
    await expect(banner).toContainText('Dia cancelado: professor indisponível')
    const list = page.getByTestId('day-list')
    await expect(list.getByRole('button').filter({ hasText: 'Ana Quadra Um' })).toContainText(
      'Cancelada',
    )
    await expect(list.getByRole('button').filter({ hasText: 'Caio Manhã' })).not.toContainText(
      'Cancelada',
    )
    await shot(page, info, 'phone-390-cancelled-day')

    await list.getByRole('button').filter({ hasText: 'Ana Quadra Um' }).click()
    const sheet = page.getByTestId('lesson-sheet')
    await sheet.getByRole('button', { name: /^Agendar reposição/ }).click()
    const plan = page.getByRole('dialog', { name: 'Agendar reposição' })
    await plan.getByLabel('Data').fill(isoToday(3))
    await shot(page, info, 'phone-390-schedule-makeup')
    await plan.getByRole('button', { name: 'Agendar', exact: true }).click()
    await expect(page.getByText(/^Reposição agendada para/)).toBeVisible()
    await expect(sheet.getByTestId('owed-here')).toContainText('Reposição marcada para')
    await expect(sheet.getByRole('button', { name: /^Agendar reposição/ })).toHaveCount(0)
    await shot(page, info, 'phone-390-makeup-planned')
    // no horizontal scroll on the phone
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
