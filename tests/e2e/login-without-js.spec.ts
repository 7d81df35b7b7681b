import type { Page } from '@playwright/test'
import { createCoach, expect, mailLink, test } from './fixtures'

/**
 * Issue 16: /app/login is prerendered HTML whose form works before — and without — the app's
 * JavaScript (a plain post to the server), and what was typed before the JavaScript arrived
 * is kept when it takes over.
 */
test.describe('sign-in without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the plain form signs in, and a wrong password comes back with the message and the e-mail', async ({
    page,
  }) => {
    const coach = await createCoach(page)
    await page.goto('/app/login')
    await page.getByLabel('Email').fill(coach.email)
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/app\/login\?erro=INVALID_EMAIL_OR_PASSWORD/)
    await expect(page.getByRole('alert')).toHaveText('Email ou senha inválidos')
    await expect(page.getByLabel('Email')).toHaveValue(coach.email)

    await page.getByLabel('Senha', { exact: true }).fill(coach.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/app\/dashboard$/)
    const session = await page.request.get('/api/auth/get-session')
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(coach.email)
  })

  test('a forgotten password, without JavaScript: the link, a refused then a new password, the sign-in', async ({
    page,
  }) => {
    const coach = await createCoach(page)
    await page.goto('/auth/forgot-password')
    await page.getByLabel('Email').fill('nao-e-email')
    await page.getByRole('button', { name: 'Enviar link' }).click()
    await expect(page.getByRole('alert')).toHaveText('Email inválido')
    await expect(page.getByLabel('Email')).toHaveValue('nao-e-email')

    const sentAt = Date.now()
    await page.getByLabel('Email').fill(coach.email)
    await page.getByRole('button', { name: 'Enviar link' }).click()
    await expect(page).toHaveURL(/\/auth\/forgot-password\?enviado=1/)
    await expect(page.getByRole('status')).toContainText('Verifique seu email')
    await expect(page.getByRole('status')).toContainText(coach.email)
    await expect(page.getByRole('button', { name: 'Enviar link' })).toBeHidden()

    await page.goto(await mailLink(coach.email, 'Redefina sua senha', sentAt - 1000))
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/)
    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible()
    await page.getByLabel('Nova senha', { exact: true }).fill('Outra-senha-forte-77')
    await page.getByLabel('Confirmar nova senha').fill('Outra-senha-forte-78')
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(page.getByRole('alert')).toHaveText('As senhas não coincidem')

    const password = 'Outra-senha-forte-77'
    await page.getByLabel('Nova senha', { exact: true }).fill(password)
    await page.getByLabel('Confirmar nova senha').fill(password)
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(page).toHaveURL(/\/app\/login\?senha=redefinida$/)
    await expect(page.getByRole('status')).toContainText('Senha redefinida')
    await page.getByLabel('Email').fill(coach.email)
    await page.getByLabel('Senha', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/app\/dashboard$/)
  })

  test('a reset page opened without a link says the link is invalid', async ({ page }) => {
    await page.goto('/auth/reset-password')
    await expect(page.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Salvar nova senha' })).toBeHidden()
  })
})

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

test('what is typed before the JavaScript arrives is kept, and the JavaScript path signs in', async ({
  page,
}) => {
  const coach = await createCoach(page)
  const release = await openWithJsHeld(page, '/app/login')
  await expect(page.locator('form[data-ready]')).toHaveCount(0)
  await page.getByLabel('Email').fill(coach.email)
  await page.getByLabel('Senha', { exact: true }).fill(coach.password)
  release()
  await expect(page.locator('form[data-ready]')).toHaveCount(1)
  await expect(page.getByLabel('Email')).toHaveValue(coach.email)
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(coach.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  // the JavaScript path: its toast, then the dashboard
  await expect(page.getByText('Login realizado!')).toBeVisible()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
})

test.describe('the sign-in page starts its JavaScript when the visitor does', () => {
  test('no script before an interaction; focusing a field starts it and keeps what is there', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/app/login')
    await page.waitForLoadState('load')
    // give a loader that would start at load the time to ask for its modules
    await page.waitForTimeout(500)
    expect(scripts).toEqual([])
    await expect(page.locator('form[data-ready]')).toHaveCount(0)
    await page.getByLabel('Email').fill('ana@example.com')
    await expect(page.locator('form[data-ready]')).toHaveCount(1)
    expect(scripts.length).toBeGreaterThan(0)
    await expect(page.getByLabel('Email')).toHaveValue('ana@example.com')
    await expect(page.getByLabel('Email')).toBeFocused()
  })

  test('a link to the sign-up tab shows it with no interaction', async ({ page }) => {
    await page.goto('/app/login?tab=signup')
    await expect(page.getByRole('tab', { name: 'Cadastro' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  test.describe('a browser in English', () => {
    test.use({ locale: 'en-US' })
    test('gets the page in English with no interaction', async ({ page }) => {
      await page.goto('/app/login')
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })
  })
})
