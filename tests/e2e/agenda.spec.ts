import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { axe } from './axe'
import { apiCreateStudent, expect, isoToday, loggedInCoach, test } from './fixtures'

/**
 * Issue 11 item 3: a weekly slot for a fixed student, created on the agenda, seen in the week,
 * opened in its sheet and cancelled 'só esta aula' — the other weeks unchanged. Desktop (week
 * grid) and phone 390 px (week strip + day list).
 */

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}
/** The Wednesday of next week (always ahead: never a past, 'Pendente' lesson). */
function nextWednesday(): string {
  const today = isoToday()
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay() || 7
  return addDays(today, 7 - weekday + 3)
}
const longDay = (day: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))

async function shot(page: Page, info: TestInfo, name: string) {
  // let dialogs and sheets finish sliding in
  await page.waitForTimeout(500)
  const dir = process.env.AGENDA_SHOTS ?? info.outputDir
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false })
}

async function setup(page: Page) {
  await loggedInCoach(page, 'Marta Agenda')
  const club = await page.request.post('/api/clubs', {
    data: { name: 'Arena Sul', isDefault: true },
  })
  expect(club.status()).toBe(201)
  return apiCreateStudent(page, { name: 'Fernanda Fixa', type: 'fixed' })
}

/** What the API lists for a day (status per occurrence). */
async function statusesOn(page: Page, from: string, to: string) {
  const res = await page.request.get(`/api/agenda?from=${from}&to=${to}`)
  expect(res.ok()).toBe(true)
  const body = (await res.json()) as { items: { date: string; time: string; status: string }[] }
  return body.items.map((i) => `${i.date} ${i.time} ${i.status}`)
}

async function fillNewLesson(page: Page, time: string | null) {
  const dialog = page.getByRole('dialog', { name: 'Nova Aula' })
  await expect(dialog).toBeVisible()
  // the coach's default club is preselected
  await expect(dialog.getByRole('combobox', { name: 'Clube' })).toContainText('Arena Sul')
  await dialog.getByRole('searchbox', { name: 'Buscar aluno pelo nome' }).fill('Fernanda')
  const fernanda = dialog.locator('label').filter({ hasText: 'Fernanda Fixa' })
  await expect(fernanda).toContainText('Sem créditos')
  await fernanda.getByRole('checkbox').click()
  if (time) await dialog.getByLabel('Início').fill(time)
  await dialog.getByRole('switch', { name: 'Repetir toda semana' }).click()
  await expect(dialog.getByRole('button', { name: 'Qua' })).toHaveAttribute('aria-pressed', 'true')
  return dialog
}

test.describe('agenda', () => {
  test('desktop: a weekly slot in the week grid, its sheet, cancel only this lesson', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await setup(page)
    const wed = nextWednesday()
    await page.goto(`/app/agenda?date=${wed}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible()
    // in the sidebar, above 'Sessões de Aula', active
    const nav = page.locator('aside').getByRole('navigation')
    await expect(nav.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page')
    const labels = await nav.getByRole('link').allTextContents()
    expect(labels.indexOf('Agenda')).toBe(labels.indexOf('Sessões de Aula') - 1)

    const grid = page.getByTestId('week-grid')
    await grid.getByRole('button', { name: `Nova aula em ${longDay(wed)} às 18:00` }).click()
    const dialog = await fillNewLesson(page, null)
    await expect(dialog.getByLabel('Começa em')).toHaveValue(wed)
    await expect(dialog.getByLabel('Início')).toHaveValue('18:00')
    await shot(page, info, 'desktop-new-lesson-dialog')
    await dialog.getByRole('button', { name: 'Agendar aula' }).click()
    await expect(dialog).toBeHidden()

    const block = grid.getByRole('button', {
      name: new RegExp(`^${longDay(wed)}, 18:00 – 19:00.*Fernanda Fixa`),
    })
    await expect(block).toBeVisible()
    await expect(block).toContainText('Arena Sul')
    await shot(page, info, 'desktop-week-grid')
    const { violations } = await axe(page).analyze()
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([])

    await block.click()
    const sheet = page.getByTestId('lesson-sheet')
    await expect(sheet).toContainText('Fernanda Fixa')
    await expect(sheet).toContainText('Sem créditos')
    await expect(sheet).toContainText('Arena Sul')
    await expect(sheet).toContainText('Horário fixo semanal')
    await shot(page, info, 'desktop-lesson-sheet')
    await sheet.getByRole('button', { name: 'Cancelar aula' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Cancelar aula de horário fixo' })
    await ask.getByRole('button', { name: 'Só esta aula' }).click()
    await expect(sheet).toBeHidden()
    await expect(block).toContainText('Cancelada')
    await shot(page, info, 'desktop-week-grid-cancelled')

    // the other weeks are unchanged
    await page.getByRole('button', { name: 'Próxima semana' }).click()
    await expect(page).toHaveURL(new RegExp(`date=${addDays(wed, 7)}$`))
    const next = grid.getByRole('button', {
      name: new RegExp(`^${longDay(addDays(wed, 7))}, 18:00 – 19:00.*Fernanda Fixa`),
    })
    await expect(next).toBeVisible()
    await expect(next).not.toContainText('Cancelada')
    // back goes to the week before
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`date=${wed}$`))
    await expect(block).toContainText('Cancelada')
    expect(await statusesOn(page, addDays(wed, -7), addDays(wed, 21))).toEqual([
      `${wed} 18:00 cancelled`,
      `${addDays(wed, 7)} 18:00 scheduled`,
      `${addDays(wed, 14)} 18:00 scheduled`,
      `${addDays(wed, 21)} 18:00 scheduled`,
    ])
  })

  test('phone: week strip and day list, the dialog as a sheet, cancel only this lesson @phone', async ({
    page,
  }, info) => {
    await setup(page)
    const wed = nextWednesday()
    await page.goto(`/app/agenda?date=${wed}`)
    await expect(page.getByText('Nenhuma aula neste dia')).toBeVisible()
    await expect(page.getByTestId('week-grid')).toBeHidden()

    await page.getByRole('button', { name: 'Nova Aula' }).first().click()
    const dialog = await fillNewLesson(page, '18:00')
    await dialog.getByRole('button', { name: 'Sex' }).click()
    await shot(page, info, 'phone-new-lesson-dialog')
    await dialog.getByRole('button', { name: 'Agendar aula' }).click()
    await expect(dialog).toBeHidden()

    const list = page.getByTestId('day-list')
    const row = list.getByRole('button').filter({ hasText: 'Fernanda Fixa' })
    await expect(row).toContainText('18:00 – 19:00')
    await expect(row).toContainText('Arena Sul')
    const strip = page.getByTestId('week-strip')
    await expect(strip.getByRole('button', { name: `${longDay(wed)}, 1 aula` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(
      strip.getByRole('button', { name: `${longDay(addDays(wed, 2))}, 1 aula` }),
    ).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await shot(page, info, 'phone-day-list')

    await row.click()
    const sheet = page.getByTestId('lesson-sheet')
    await expect(sheet).toContainText('Sem créditos')
    await shot(page, info, 'phone-lesson-sheet')
    await sheet.getByRole('button', { name: 'Cancelar aula' }).click()
    await page.getByRole('button', { name: 'Só esta aula' }).click()
    await expect(sheet).toBeHidden()
    await expect(row).toContainText('Cancelada')
    await shot(page, info, 'phone-day-list-cancelled')

    // Friday of the same week and the next Wednesday stay scheduled
    await strip.getByRole('button', { name: new RegExp(`^${longDay(addDays(wed, 2))}`) }).click()
    await expect(list.getByRole('button').filter({ hasText: 'Fernanda Fixa' })).not.toContainText(
      'Cancelada',
    )
    await page.getByRole('button', { name: 'Próxima semana' }).click()
    await strip.getByRole('button', { name: new RegExp(`^${longDay(addDays(wed, 7))}`) }).click()
    await expect(list.getByRole('button').filter({ hasText: 'Fernanda Fixa' })).toContainText(
      '18:00 – 19:00',
    )
    await expect(list).not.toContainText('Cancelada')
  })
})
