import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { expect, mailLink, PASSWORD, test, uniqueEmail } from './fixtures'
import { expectNoPortuguese } from './portuguese'

/**
 * Issue 15: an English-speaking coach, end to end in English — sign up from /eng, confirm,
 * log in, switch the currency to USD, add a US student with a +1 phone, sell a package in
 * dollars, register a class, see the dashboard. No Portuguese word on any screen. Desktop and
 * phone (390 px).
 */

const COACH = 'Jane Miller'
const STUDENT = 'Tom Baker'

async function shot(page: Page, info: TestInfo, name: string) {
  await page.waitForTimeout(300)
  const dir = process.env.ENGLISH_SHOTS ?? info.outputDir
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
}

/** Every screen of the journey: settled, in English, then photographed. */
async function check(page: Page, info: TestInfo, name: string) {
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0)
  await expectNoPortuguese(page, [COACH, STUDENT])
  await shot(page, info, name)
}

async function journey(page: Page, info: TestInfo, prefix: string) {
  const email = uniqueEmail('jane')

  // the English landing page leads to the sign-up in English
  await page.goto('/eng')
  await page.getByRole('link', { name: 'Try Free Now' }).first().click()
  await expect(page).toHaveURL(/\/app\/login\?tab=signup&lang=en$/)
  await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByLabel('Name').fill(COACH)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Country code').fill('+1')
  await page.getByLabel('Phone', { exact: true }).fill('212 555 0143')
  await check(page, info, `${prefix}-1-signup`)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Confirm your email').first()).toBeVisible()

  // the confirmation e-mail, in English, and its link
  const link = await mailLink(email, 'Quadra')
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible()
  await check(page, info, `${prefix}-2-confirmed`)
  // 'Go to Login', or the countdown got there first
  const toLogin = page.getByRole('link', { name: 'Go to Login' })
  if (await toLogin.isVisible()) await toLogin.click()
  await expect(page).toHaveURL(/\/app\/login/)

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await check(page, info, `${prefix}-3-dashboard-empty`)

  // dollars, from the profile's 'Language and region'
  await page.goto('/app/profile')
  const region = page.getByRole('region', { name: 'Language and region' })
  await expect(region.getByLabel('Language')).toHaveValue('en')
  await region.getByLabel('Currency').selectOption('USD')
  await region.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Language and region saved')).toBeVisible()
  await check(page, info, `${prefix}-4-profile`)

  // a US student with a +1 phone
  await page.goto('/app/students/new')
  await page.getByLabel('Name').fill(STUDENT)
  await page.getByLabel('Phone', { exact: true }).fill('+1 415 555 0132')
  await page.getByRole('button', { name: 'Female', exact: true }).click()
  await page.getByRole('button', { name: 'Regular', exact: true }).click()
  await page.getByLabel('Level').click()
  await page.getByRole('option', { name: 'Level 4' }).click()
  await check(page, info, `${prefix}-5-new-student`)
  await page.getByRole('button', { name: 'Add Student' }).click()
  await expect(page).toHaveURL(/\/app\/students$/)
  await expect(page.getByRole('link', { name: new RegExp(STUDENT) })).toBeVisible()
  await check(page, info, `${prefix}-6-students`)
  await page.getByRole('link', { name: new RegExp(STUDENT) }).click()
  await expect(page.getByText('+1 415 555 0132').first()).toBeVisible()
  await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute(
    'href',
    /wa\.me\/14155550132/,
  )
  const studentUrl = page.url()

  // a package of 8 classes for $240.00
  await page.goto('/app/packages/new')
  const main = page.locator('main')
  await main.getByRole('combobox', { name: 'Student' }).click()
  await page.getByRole('listbox').getByRole('option', { name: STUDENT }).click()
  await main.getByLabel('Number of classes').fill('8')
  await main.getByLabel('Price ($)').fill('240')
  await check(page, info, `${prefix}-7-new-package`)
  await main.getByRole('button', { name: 'Create Package' }).click()
  await expect(page).toHaveURL(studentUrl)
  await expect(main.getByText('$240.00').first()).toBeVisible()
  await check(page, info, `${prefix}-8-student-profile`)

  // a class with that student
  await page.goto('/app/sessions/new')
  await page
    .getByRole('list', { name: 'Active students' })
    .getByRole('button', { name: new RegExp(`^${STUDENT}`) })
    .click()
  await check(page, info, `${prefix}-9-session-selection`)
  await page.getByRole('button', { name: 'Register Class Session' }).click()
  await page.getByRole('button', { name: 'Finish Session' }).click()
  await expect(page.getByText('Session registered!')).toBeVisible()
  await expect(page).toHaveURL(/\/app\/sessions/)
  await check(page, info, `${prefix}-10-history`)

  // the dashboard: a class today, the revenue in dollars
  await page.goto('/app/dashboard')
  await expect(page.getByText('$240.00').first()).toBeVisible()
  await check(page, info, `${prefix}-11-dashboard`)
}

test('an English coach signs up from /eng and runs a class in USD, all in English', async ({
  page,
}, info) => {
  test.slow()
  await journey(page, info, 'desktop')
})

test('the same on a phone @phone', async ({ page }, info) => {
  test.slow()
  await journey(page, info, 'phone')
})
