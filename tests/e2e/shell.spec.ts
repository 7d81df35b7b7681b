import { createCoach, expect, login, test } from './fixtures'

test.describe('app shell', () => {
  test('every app route exists and the user block opens the profile', async ({ page }) => {
    const coach = await createCoach(page, 'Paula Reis')
    await login(page, coach)
    const routes: [string, string][] = [
      ['/app/students', 'Alunos'],
      ['/app/students/new', 'Novo Aluno'],
      ['/app/sessions', 'Histórico de Sessões'],
      ['/app/sessions/new', 'Nova Sessão de Aulas'],
      ['/app/packages/new', 'Novo Pacote'],
      ['/app/profile', 'Meu Perfil'],
      ['/app/dashboard', 'Dashboard'],
    ]
    for (const [path, title] of routes) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    }
    await page.getByRole('link', { name: /^Paula Reis .*Abrir meu perfil$/ }).click()
    await expect(page).toHaveURL(/\/app\/profile$/)
    await page.goto('/app/nao-existe')
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
  })

  test('the desktop sidebar collapses to 80 px and remembers it', async ({ page }) => {
    const coach = await createCoach(page)
    await login(page, coach)
    const aside = page.locator('aside')
    await expect(aside).toHaveJSProperty('offsetWidth', 256)
    await page.getByRole('button', { name: 'Recolher menu' }).click()
    await expect(aside).toHaveJSProperty('offsetWidth', 80)
    await page.reload()
    await expect(page.locator('aside')).toHaveJSProperty('offsetWidth', 80)
    await page.getByRole('button', { name: 'Expandir menu' }).click()
    await expect(page.locator('aside')).toHaveJSProperty('offsetWidth', 256)
  })

  test('on a phone the menu slides in @phone', async ({ page }) => {
    const coach = await createCoach(page)
    await login(page, coach)
    await expect(page.locator('aside')).toBeHidden()
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Alunos' }).click()
    await expect(page).toHaveURL(/\/app\/students$/)
    await expect(menu).toBeHidden()
  })
})
