import type { Page } from '@playwright/test'
import { axe } from './axe'
import { expect, test, uniqueEmail, wake } from './fixtures'

type Lang = 'en' | 'pt'
const SUBMIT = { en: 'Submit', pt: 'Enviar' }

/**
 * Opens the page and waits until it is interactive: its JavaScript starts on interaction, and
 * the prerendered form (whose button is already enabled) is marked ready once it has hydrated.
 */
async function open(page: Page, path: string, lang: Lang) {
  await page.goto(path)
  await wake(page)
  await page.locator('form[data-ready]').waitFor()
  await expect(page.getByRole('button', { name: SUBMIT[lang] })).toBeEnabled()
}

async function expectNoSeriousA11yIssues(page: Page) {
  const { violations } = await axe(page).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

/** The language the page's content is marked with (the root's <html lang> or the page's own). */
const contentLang = (page: Page) =>
  page.getByRole('main').evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))

async function fillValid(page: Page, lang: Lang, email: string) {
  if (lang === 'en') {
    await page.getByLabel('Name').fill('Jordan Coach')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Phone').fill('+1 (415) 555-2671')
    await page.getByLabel('Country', { exact: true }).selectOption('Canada')
    await page.getByRole('checkbox', { name: 'Table Tennis' }).click()
    await page.getByRole('radio', { name: 'Reddit' }).click()
  } else {
    await page.getByLabel('Nome').fill('Marina Costa')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Telefone').click()
    await page.getByLabel('Telefone').pressSequentially('11987654321')
    await page.getByRole('checkbox', { name: 'Tênis de Mesa' }).click()
    await page.getByRole('radio', { name: 'Amigos' }).click()
  }
}

test.describe('lead form', () => {
  test('English: every message in English, Other country and other source ask for more', async ({
    page,
  }) => {
    await open(page, '/lead-form', 'en')
    expect(await contentLang(page)).toBe('en')
    await expect(page).toHaveTitle(/Quadra beta/)
    await page.getByRole('button', { name: 'Submit' }).click()
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone is required',
      'Country is required',
      'Please tell us how you heard about us',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(page.getByLabel('Name')).toBeFocused()

    const phone = page.getByLabel('Phone')
    await phone.pressSequentially('44abc 20-7946')
    await expect(phone).toHaveValue('+44207946')
    await phone.fill('123')
    await expect(phone).toHaveValue('+123')
    await page.getByLabel('Email').fill('jordan@')

    await page.getByLabel('Country', { exact: true }).selectOption('Other')
    await page.getByRole('radio', { name: 'Other' }).click()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Please enter a valid email')).toBeVisible()
    await expect(
      page.getByText('Enter your phone with the country code, e.g. +14155552671'),
    ).toBeVisible()
    await expect(page.getByText('Please specify your country')).toBeVisible()
    await expect(page.getByText('Please tell us where')).toBeVisible()
    await expect(page.getByLabel('Which country?')).toHaveAttribute(
      'aria-describedby',
      'lead-country-other-error',
    )
    await expectNoSeriousA11yIssues(page)
  })

  test('Portuguese: +55 prefilled and forced, Brazil automatic, messages in Portuguese', async ({
    page,
  }) => {
    await open(page, '/lead-form/pt', 'pt')
    expect(await contentLang(page)).toBe('pt-BR')
    await expect(page.getByLabel('País')).toHaveCount(0)
    const phone = page.getByLabel('Telefone')
    await expect(phone).toHaveValue('')
    await phone.click()
    await expect(phone).toHaveValue('+55')
    await phone.pressSequentially('(11) 9x8')
    await expect(phone).toHaveValue('+551198')
    await phone.press('Control+a')
    await phone.press('Backspace')
    await expect(phone).toHaveValue('+55')

    await page.getByRole('button', { name: 'Enviar' }).click()
    for (const message of [
      'Nome é obrigatório',
      'Email é obrigatório',
      'Informe o telefone com +55 e DDD, ex.: +5511999999999',
      'Conte como você conheceu o Quadra',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await page.getByRole('radio', { name: 'Outro' }).click()
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByText('Conte onde você nos conheceu')).toBeVisible()
    await page.getByRole('textbox', { name: 'Onde você nos conheceu?' }).fill('Podcast')
    await expect(page.getByText('Conte onde você nos conheceu')).toBeHidden()
    await expectNoSeriousA11yIssues(page)
  })

  test('the language toggle switches pages and keeps what was typed', async ({ page }) => {
    await open(page, '/lead-form', 'en')
    await page.getByLabel('Name').fill('Ana')
    await page.getByRole('checkbox', { name: 'Squash' }).click()
    await page.getByRole('link', { name: 'PT – Português' }).click()
    await expect(page).toHaveURL(/\/lead-form\/pt$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Garanta sua vaga grátis no Quadra',
    )
    await expect(page.getByLabel('Nome')).toHaveValue('Ana')
    await expect(page.getByRole('checkbox', { name: 'Squash' })).toBeChecked()
    expect(await contentLang(page)).toBe('pt-BR')
    await expect(page.getByRole('link', { name: /Página inicial do Quadra/ })).toHaveAttribute(
      'href',
      '/',
    )

    await page.getByRole('link', { name: 'EN – English' }).click()
    await expect(page).toHaveURL(/\/lead-form$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claim your free beta seat')
    await expect(page.getByLabel('Name')).toHaveValue('Ana')

    // any other value than pt gives the English page
    await open(page, '/lead-form/fr', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claim your free beta seat')
  })

  for (const lang of ['en', 'pt'] as const) {
    test(`a lead is stored (${lang}): thanks dialog and an empty form`, async ({ page }) => {
      await open(page, lang === 'en' ? '/lead-form' : '/lead-form/pt', lang)
      const email = uniqueEmail(`lead-${lang}`)
      await fillValid(page, lang, email)
      const stored = page.waitForResponse(
        (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
      )
      await page.getByRole('button', { name: SUBMIT[lang] }).click()
      const response = await stored
      expect(response.status()).toBe(201)
      expect(response.request().postDataJSON()).toMatchObject({
        email,
        language: lang,
        sports: ['Table Tennis'],
        country: lang === 'en' ? 'Canada' : '',
        website: '',
      })

      const title = lang === 'en' ? 'Thank you for your interest!' : 'Obrigado pelo seu interesse!'
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      await expect(
        dialog.getByText(
          lang === 'en'
            ? 'Our team will send you access to the testing version by email.'
            : 'Nossa equipe enviará por email o acesso à versão de testes.',
        ),
      ).toBeVisible()
      await dialog.getByRole('button', { name: lang === 'en' ? 'Close' : 'Fechar' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByLabel(lang === 'en' ? 'Name' : 'Nome')).toBeFocused()
      await expect(page.getByLabel('Email')).toHaveValue('')
      await expect(page.getByLabel(lang === 'en' ? 'Phone' : 'Telefone')).toHaveValue('')
      await expect(
        page.getByRole('checkbox', { name: /Table Tennis|Tênis de Mesa/ }),
      ).not.toBeChecked()
    })
  }

  test('a refused submission shows the error toast in the page language', async ({ page }) => {
    await page.route('**/api/leads', (r) =>
      r.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }),
      }),
    )
    await open(page, '/lead-form/pt', 'pt')
    await fillValid(page, 'pt', uniqueEmail('lead-fail'))
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByText('Erro', { exact: true })).toBeVisible()
    await expect(
      page.getByText('Houve um erro ao enviar seu formulário. Tente novamente.'),
    ).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByLabel('Nome')).toHaveValue('Marina Costa')

    await page.getByRole('link', { name: 'EN – English' }).click()
    await page.getByLabel('Country', { exact: true }).selectOption('USA')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    await expect(
      page.getByText('There was an error submitting your form. Please try again.'),
    ).toBeVisible()
  })

  test('the honeypot is never shown nor reachable with the keyboard', async ({ page }) => {
    await open(page, '/lead-form', 'en')
    const honeypot = page.locator('input[name="website"]')
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    await expect(honeypot).toHaveAttribute('autocomplete', 'off')
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0)
    const box = await honeypot.boundingBox()
    expect(box && box.x + box.width <= 0).toBe(true)
    const focused = new Set<string>()
    await page.getByLabel('Name').focus()
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      focused.add(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''))
    }
    expect(focused.has('website')).toBe(false)
  })

  for (const lang of ['en', 'pt'] as const) {
    test(`@phone fits a 390 px screen without horizontal scroll (${lang})`, async ({ page }) => {
      await open(page, lang === 'en' ? '/lead-form' : '/lead-form/pt', lang)
      await page.getByRole('button', { name: SUBMIT[lang] }).click()
      await expect(page.getByRole('alert').first()).toBeVisible()
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }))
      expect(scroll).toBeLessThanOrEqual(client)
      await page.getByRole('button', { name: SUBMIT[lang] }).scrollIntoViewIfNeeded()
      await expect(page.getByRole('button', { name: SUBMIT[lang] })).toBeInViewport()
      const toggle = page.getByRole('link', {
        name: lang === 'en' ? 'EN – English' : 'PT – Português',
      })
      expect((await toggle.boundingBox())?.height).toBeGreaterThanOrEqual(40)
      await expectNoSeriousA11yIssues(page)
    })
  }
})
