import type { Page } from '@playwright/test'
import { expect, test, wake } from './fixtures'

/**
 * The lead page's JavaScript starts on the visitor's first interaction (decision 0003). What a visitor
 * types into the prerendered form before it hydrates must survive hydration, with the form's
 * rules applied to it.
 */
async function openWithJsHeld(page: Page, path: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(path)
  return release
}

test.describe('lead form: typing before the page is interactive', () => {
  test('a first tap on Submit, before the JavaScript runs, is not lost', async ({ page }) => {
    const release = await openWithJsHeld(page, '/lead-form/pt')
    const submit = page.getByRole('button', { name: 'Enviar' })
    await expect(submit).toBeEnabled()
    // the tap that wakes the page is the submission: no second tap, no native page load
    await submit.click()
    release()
    await expect(page.getByText('Nome é obrigatório', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Nome')).toBeFocused()
    expect(page.url()).toMatch(/\/lead-form\/pt$/)
  })

  test('English: name, e-mail, phone and country typed early are kept', async ({ page }) => {
    const release = await openWithJsHeld(page, '/lead-form')
    const submit = page.getByRole('button', { name: 'Submit' })
    await page.getByLabel('Name').fill('Jordan Coach')
    await page.getByLabel('Email').fill('jordan@example.com')
    await page.getByLabel('Country', { exact: true }).selectOption('Canada')
    await page.getByLabel('Phone').click()
    await page.getByLabel('Phone').pressSequentially('(415) 555-12ab34')
    release()
    await expect(submit).toBeEnabled()
    await expect(page.getByLabel('Name')).toHaveValue('Jordan Coach')
    await expect(page.getByLabel('Email')).toHaveValue('jordan@example.com')
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('Canada')
    // the phone rule (digits and a leading +) applied to what was typed
    await expect(page.getByLabel('Phone')).toHaveValue('+4155551234')
    await expect(page.getByLabel('Phone')).toBeFocused()
    await page.keyboard.type('5')
    await expect(page.getByLabel('Phone')).toHaveValue('+41555512345')
  })

  test('Portuguese: text kept, the focused phone gets +55 and the caret stays', async ({
    page,
  }) => {
    const release = await openWithJsHeld(page, '/lead-form/pt')
    const submit = page.getByRole('button', { name: 'Enviar' })
    await page.getByLabel('Nome').fill('Marina Costa')
    await page.getByLabel('Email').fill('marina@example.com')
    await page.getByLabel('Telefone').click()
    release()
    await expect(submit).toBeEnabled()
    await expect(page.getByLabel('Nome')).toHaveValue('Marina Costa')
    await expect(page.getByLabel('Email')).toHaveValue('marina@example.com')
    await expect(page.getByLabel('Telefone')).toHaveValue('+55')
    await expect(page.getByLabel('Telefone')).toBeFocused()
    await page.keyboard.type('11987654321')
    await expect(page.getByLabel('Telefone')).toHaveValue('+5511987654321')
  })

  test('Portuguese: a number typed early gets +55; a field in mid-edit keeps its caret', async ({
    page,
  }) => {
    const release = await openWithJsHeld(page, '/lead-form/pt')
    await page.getByLabel('Telefone').fill('(11) 98765-4321')
    await page.getByLabel('Nome').fill('Mrina Costa')
    await page.getByLabel('Nome').press('Home')
    await page.getByLabel('Nome').press('ArrowRight')
    release()
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled()
    await expect(page.getByLabel('Telefone')).toHaveValue('+5511987654321')
    await expect(page.getByLabel('Nome')).toBeFocused()
    await page.keyboard.type('a')
    await expect(page.getByLabel('Nome')).toHaveValue('Marina Costa')
  })

  test('Portuguese: focusing the empty phone after the page is interactive prefills +55', async ({
    page,
  }) => {
    await page.goto('/lead-form/pt')
    await wake(page)
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled()
    await page.getByLabel('Telefone').focus()
    await expect(page.getByLabel('Telefone')).toHaveValue('+55')
  })
})
