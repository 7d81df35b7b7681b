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
 * A coach in New York on a device set to São Paulo (the suite's browser zone): a lesson at
 * 8:00 AM in New York, registered as a class, reads 8:00 AM in the history (the class and the
 * lesson it came from), in the package's class list, in the Aulas tab and in the agenda — never
 * 10:00 (the device's clocks), never 08:00 inside English. Laptop and 390 px.
 */

async function shot(page: Page, info: TestInfo, name: string) {
  await page.waitForTimeout(300)
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true })
}

/** The page scrolls no wider than the screen. */
async function noSideways(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ])
  expect(scroll).toBeLessThanOrEqual(client)
}

/** New York's UTC offset on a day ('-05:00', '-04:00'). */
function newYorkOffset(day: string): string {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')!.value
  return name.replace('GMT', '')
}

/** 'Nov 28' of a calendar day. */
const monthDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )

async function journey(page: Page, info: TestInfo, tag: string) {
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/Sao_Paulo',
  )
  await loggedInCoach(page, 'Nora York')
  const zone = await page.request.patch('/api/profile', {
    data: { timezone: 'America/New_York', language: 'en', currency: 'USD' },
  })
  expect(zone.status(), await zone.text()).toBe(200)

  // yesterday in New York, whatever the hour here
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() - 86_400_000),
  )
  const student = await apiCreateStudent(page, { name: 'Tom Baker' })
  const pkg = await apiCreatePackage(page, student.id, {
    totalClasses: 8,
    startDate: isoToday(-10),
  })
  const created = await page.request.post('/api/lessons', {
    data: { date: day, time: '08:00', studentIds: [student.id] },
  })
  expect(created.status(), await created.text()).toBe(201)
  const lesson = (await created.json()) as { id: string; startsAt: string }
  expect(lesson.startsAt).toBe(new Date(`${day}T08:00:00${newYorkOffset(day)}`).toISOString())
  const session = await page.request.post('/api/sessions', {
    data: { studentIds: [student.id], date: lesson.startsAt, lessonId: lesson.id },
  })
  expect(session.status(), await session.text()).toBe(201)

  // the history: the class and its lesson at the same time, on the coach's clocks
  await page.goto('/app/sessions')
  const card = page.getByRole('article').filter({ hasText: 'Tom Baker' })
  await expect(card.getByRole('heading', { level: 3 })).toContainText(/at 8:00 AM$/)
  await expect(
    card.getByRole('link', { name: `Scheduled lesson: ${monthDay(day)} 8:00 AM` }),
  ).toBeVisible()
  await expect(card).not.toContainText(/10:00|08:00/)
  await noSideways(page)
  await shot(page, info, `${tag}-history`)

  // the package's class list and the Aulas tab
  await page.goto(`/app/students/${student.id}?tab=pacotes`)
  const packageCard = page.getByRole('article', { name: new RegExp(pkg.id.slice(-6)) })
  await expect(packageCard).toContainText(`${monthDay(day)}, ${day.slice(0, 4)} 8:00 AM`)
  await expect(packageCard).not.toContainText(/10:00|08:00/)
  await noSideways(page)
  await shot(page, info, `${tag}-package`)
  await page.goto(`/app/students/${student.id}?tab=aulas`)
  await expect(
    page.getByRole('heading', { level: 3 }).filter({ hasText: /at 8:00 AM$/ }),
  ).toBeVisible()
  await expect(page.locator('main')).not.toContainText(/10:00 AM|08:00/)

  // the agenda: the lesson at the same time
  await page.goto(`/app/agenda?date=${day}&lesson=${lesson.id}`)
  const sheet = page.getByTestId('lesson-sheet')
  await expect(sheet).toContainText('8:00 AM')
  await expect(sheet).not.toContainText(/10:00|08:00/)
  await noSideways(page)
  await shot(page, info, `${tag}-agenda`)
}

test.describe("every date and time on the coach's clocks", () => {
  test('laptop: history, package and agenda agree on 8:00 AM in New York', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await journey(page, info, 'desktop')
  })

  test('phone 390 px: the same time everywhere @phone', async ({ page }, info) => {
    await journey(page, info, 'phone')
  })
})
