import path from 'node:path'
import type { Locator, Page, TestInfo } from '@playwright/test'
import {
  apiCreatePackage,
  apiCreateStudent,
  expect,
  isoToday,
  loggedInCoach,
  test,
} from './fixtures'

/**
 * Issue 11 items 4, 5 and 7 end to end: a weekly slot for a fixed student with a package,
 * started two weeks ago (two past, 'Pendente' lessons); one registered in one tap ('Registrar
 * aula' → step 2 prefilled → save → back on the agenda as 'Realizada'), a no-show on the other
 * (the credit goes down), then the calendar feed generated on /app/profile and fetched.
 * Desktop 1366 px (week grid) and phone 390 px (day list).
 */

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
const longDay = (day: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))

async function shot(page: Page, info: TestInfo, name: string) {
  await page.waitForTimeout(500)
  const dir = process.env.AGENDA_SHOTS ?? info.outputDir
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false })
}

/** The lesson of a day: a block of the week grid (desktop) or a row of the day list (phone). */
function lessonOn(page: Page, day: string, phone: boolean): Locator {
  return phone
    ? page.getByTestId('day-list').getByRole('button').filter({ hasText: 'Fernanda Fixa' })
    : page.getByTestId('week-grid').getByRole('button', {
        // a block's accessible name is its visible text, the day first (axe label-content-name)
        name: new RegExp(`^${longDay(day)}, 07:00 – 08:00.*Fernanda Fixa`),
      })
}

async function journey(page: Page, info: TestInfo, phone: boolean) {
  const tag = phone ? 'phone' : 'desktop'
  await loggedInCoach(page, 'Marta Agenda')
  const club = await page.request.post('/api/clubs', {
    data: { name: 'Arena Sul', isDefault: true },
  })
  expect(club.status()).toBe(201)
  const student = await apiCreateStudent(page, { name: 'Fernanda Fixa', type: 'fixed' })
  await apiCreatePackage(page, student.id, { totalClasses: 4, startDate: isoToday(-20) })

  // the weekly slot, from two weeks ago on today's weekday, at 07:00
  const first = isoToday(-14)
  const last = isoToday(-7)
  await page.goto(`/app/agenda?date=${first}`)
  await page.getByRole('button', { name: 'Nova Aula' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Nova Aula' })
  await dialog.getByRole('searchbox', { name: 'Buscar aluno pelo nome' }).fill('Fernanda')
  await dialog.locator('label').filter({ hasText: 'Fernanda Fixa' }).getByRole('checkbox').click()
  await dialog.getByLabel('Início').fill('07:00')
  await dialog.getByRole('switch', { name: 'Repetir toda semana' }).click()
  await expect(dialog.getByLabel('Começa em')).toHaveValue(first)
  await dialog.getByRole('button', { name: 'Agendar aula' }).click()
  await expect(dialog).toBeHidden()

  // seen on the agenda, 'Pendente' (over, not registered)
  const older = lessonOn(page, first, phone)
  await expect(older).toContainText('Pendente')
  await page.goto(`/app/agenda?date=${last}`)
  const lesson = lessonOn(page, last, phone)
  await expect(lesson).toContainText('Pendente')
  await shot(page, info, `${tag}-agenda-pending`)

  // register it in one tap
  await lesson.click()
  const sheet = page.getByTestId('lesson-sheet')
  await expect(sheet).toContainText('4 créditos')
  await expect(sheet.getByText('Pendente — a aula já aconteceu')).toBeVisible()
  await shot(page, info, `${tag}-sheet-pending`)
  await sheet.getByRole('button', { name: 'Registrar a aula de 07:00 como sessão' }).click()
  await expect(page).toHaveURL(/\/app\/sessions\/new$/)
  await expect(page.getByLabel('Data e hora da aula')).toHaveValue(`${last}T07:00`)
  await expect(page.getByRole('main')).toContainText('Fernanda Fixa')
  await page.getByRole('button', { name: 'Finalizar Sessão' }).click()

  // back on the agenda's day: 'Realizada', with the class in the history
  await expect(page).toHaveURL(new RegExp(`/app/agenda\\?date=${last}$`))
  await expect(lesson).toContainText('Realizada')
  await lesson.click()
  await expect(sheet.getByTestId('lesson-done')).toContainText('Realizada')
  await expect(sheet).toContainText('3 créditos')
  await expect(sheet.getByRole('link', { name: 'Ver aula no histórico' })).toHaveAttribute(
    'href',
    `/app/sessions?from=${last}&to=${last}`,
  )
  await expect(sheet.getByLabel('Situação de Fernanda Fixa')).toHaveValue('present')
  await shot(page, info, `${tag}-sheet-done`)
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()

  // a no-show on the week before: one credit consumed
  await page.getByRole('button', { name: 'Semana anterior' }).click()
  await expect(page).toHaveURL(new RegExp(`date=${first}$`))
  await older.click()
  await expect(sheet).toContainText('3 créditos')
  await sheet.getByLabel('Situação de Fernanda Fixa').selectOption('no_show')
  await expect(sheet.getByTestId('attendance-summary')).toHaveText('Falta sem aviso — 1 crédito')
  await expect(sheet).toContainText('2 créditos')
  await expect(sheet).not.toContainText('Pendente')
  await shot(page, info, `${tag}-sheet-no-show`)
  await page.keyboard.press('Escape')
  await expect(older).not.toContainText('Pendente')
  await shot(page, info, `${tag}-agenda-after`)

  // the calendar feed: generated on the profile, fetched, an iCalendar with the series
  await page.goto('/app/profile')
  await page.getByRole('button', { name: 'Gerar link' }).click()
  const input = page.getByLabel('Link privado da sua agenda')
  await expect(input).toHaveValue(/^https?:\/\//)
  const url = await input.inputValue()
  const feed = await page.request.get(url)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toContain('text/calendar')
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '')
  expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true)
  expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
  const weekday = BYDAY[new Date(`${first}T12:00:00Z`).getUTCDay()]
  expect(ics).toMatch(new RegExp(`^RRULE:FREQ=WEEKLY;BYDAY=${weekday}[;\\r\\n]`, 'm'))
  expect(ics).toContain('Fernanda Fixa')
}

test.describe('agenda: register, attendance, feed', () => {
  test('desktop 1366: one-tap registration, a no-show, the calendar feed', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await journey(page, info, false)
  })

  test('phone 390: one-tap registration, a no-show, the calendar feed @phone', async ({
    page,
  }, info) => {
    await journey(page, info, true)
  })
})
