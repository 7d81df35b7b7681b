import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { apiCreateStudent, expect, isoToday, loggedInCoach, test } from './fixtures'

/**
 * Changing the time zone with a weekly slot: the settings ask whether to keep the lessons'
 * local clock times (the default) or their moments, and after keeping the local clock the
 * Tue/Thu 18:00 slot still reads 18:00 in the agenda — on a laptop and on a 390 px phone.
 */

const longDay = (day: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))

/** The first Tuesday or Thursday after tomorrow (always ahead of the change). */
function nextSlotDay(): string {
  for (let n = 2; ; n++) {
    const day = isoToday(n)
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
    if (weekday === 2 || weekday === 4) return day
  }
}

async function shot(page: Page, info: TestInfo, name: string) {
  await page.waitForTimeout(500)
  const dir = process.env.ZONE_SHOTS ?? info.outputDir
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false })
}

/** A coach in São Paulo with the Tue/Thu 18:00 slot, started two weeks ago. */
async function setup(page: Page, name: string) {
  await loggedInCoach(page, name)
  const ana = await apiCreateStudent(page, { name: 'Ana Terça Quinta', type: 'fixed' })
  const res = await page.request.post('/api/lesson-series', {
    data: { weekdays: [2, 4], time: '18:00', startDate: isoToday(-14), studentIds: [ana.id] },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** Settings → 'Fuso horário' → New York → Salvar: the question, answered as `answer`. */
async function changeZone(page: Page, info: TestInfo, prefix: string) {
  await page.goto('/app/profile')
  await page.getByLabel('Fuso horário').selectOption('America/New_York')
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'O que fazer com os horários das aulas?' })
  await expect(dialog).toContainText('Você tem 1 horário fixo por vir.')
  const keepLocal = dialog.getByRole('radio', {
    name: 'Manter os horários no relógio local (18:00 continua 18:00)',
  })
  await expect(keepLocal).toBeChecked()
  await expect(dialog.getByRole('radio', { name: 'Manter o mesmo instante' })).not.toBeChecked()
  await expect(dialog).toContainText('às 18:00, continua às 18:00 em America/New York.')
  // São Paulo's 18:00 reads 16:00 or 17:00 in New York, as its summer time goes
  await expect(dialog).toContainText(/passa a aparecer .*às 1[67]:00 em America\/New York\./)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
  await shot(page, info, `${prefix}-zone-change-dialog`)
  // the keyboard alone: the choice has the focus, Tab reaches 'Mudar o fuso', Enter confirms
  await expect(keepLocal).toBeFocused()
  const confirm = dialog.getByRole('button', { name: 'Mudar o fuso' })
  for (let i = 0; i < 4 && !(await confirm.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(confirm).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Idioma e região salvos')).toBeVisible()
  await expect(page.getByLabel('Fuso horário')).toHaveValue('America/New_York')
}

test.describe('changing the time zone keeps the weekly slot at 18:00', () => {
  test('desktop 1366: asked, kept on the local clock, the week grid still shows 18:00', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await setup(page, 'Vera Fuso')
    await changeZone(page, info, 'desktop-1366')
    const day = nextSlotDay()
    await page.goto(`/app/agenda?date=${day}`)
    const block = page.getByTestId('week-grid').getByRole('button', {
      name: new RegExp(`^${longDay(day)}, 18:00 – 19:00.*Ana Terça Quinta`),
    })
    await expect(block).toBeVisible()
    await shot(page, info, 'desktop-1366-agenda-after-zone-change')
  })

  test('phone 390: asked, kept on the local clock, the day list still shows 18:00 @phone', async ({
    page,
  }, info) => {
    await setup(page, 'Vera Fuso Celular')
    await changeZone(page, info, 'phone-390')
    const day = nextSlotDay()
    await page.goto(`/app/agenda?date=${day}`)
    const row = page
      .getByTestId('day-list')
      .getByRole('button')
      .filter({ hasText: 'Ana Terça Quinta' })
    await expect(row).toContainText('18:00 – 19:00')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await shot(page, info, 'phone-390-agenda-after-zone-change')
  })
})
