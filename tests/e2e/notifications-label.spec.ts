import { expect, loginFormReady, test } from './fixtures'

/** The notifications region (the app's toaster) is announced in the app's language. */
test.describe('notifications region', () => {
  test('English app: announced as Notifications', async ({ page }) => {
    await page.goto('/app/login?lang=en')
    await loginFormReady(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('section[aria-label^="Notifications"]')).toHaveCount(1)
    await expect(page.locator('section[aria-label^="Notificações"]')).toHaveCount(0)
  })

  test('Portuguese app: announced as Notificações', async ({ page }) => {
    await page.goto('/app/login?lang=pt-BR')
    await loginFormReady(page)
    await expect(page.locator('section[aria-label^="Notificações"]')).toHaveCount(1)
  })
})
