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
      ['/app/relatorios', 'Relatórios'],
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

  test('the collapsed rail centres its icons, shows the active item and clears the logo', async ({
    page,
  }) => {
    const coach = await createCoach(page)
    await login(page, coach)
    await page.goto('/app/students/new')
    const nav = page.locator('aside').getByRole('navigation')
    // only 'Novo Aluno' is the current page, not 'Alunos' too
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(nav.getByRole('link', { name: 'Novo Aluno' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.getByRole('button', { name: 'Recolher menu' }).click()
    await expect(page.locator('aside')).toHaveJSProperty('offsetWidth', 80)
    const active = nav.getByRole('link', { name: 'Novo Aluno' })
    await expect(active).toHaveAttribute('aria-current', 'page')
    const background = (name: string) =>
      nav.getByRole('link', { name }).evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await background('Novo Aluno')).not.toBe(await background('Alunos'))
    for (const name of ['Dashboard', 'Alunos', 'Novo Aluno']) {
      const icon = await nav.getByRole('link', { name }).locator('svg').boundingBox()
      expect(Math.abs((icon?.x ?? 0) + (icon?.width ?? 0) / 2 - 40)).toBeLessThanOrEqual(1)
      const link = await nav.getByRole('link', { name }).boundingBox()
      expect(link?.height).toBeGreaterThanOrEqual(44)
    }
    const logo = await page
      .locator('aside')
      .getByRole('link', { name: /Quadra/ })
      .boundingBox()
    const toggle = await page.getByRole('button', { name: 'Expandir menu' }).boundingBox()
    if (!logo || !toggle) throw new Error('logo or toggle missing')
    const overlap =
      logo.x < toggle.x + toggle.width &&
      toggle.x < logo.x + logo.width &&
      logo.y < toggle.y + toggle.height &&
      toggle.y < logo.y + logo.height
    expect(overlap).toBe(false)
    expect(toggle.x + toggle.width).toBeLessThanOrEqual(80)
  })

  test('signing out asks the API nothing more', async ({ page }) => {
    const coach = await createCoach(page)
    await login(page, coach)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const after: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/dashboard')) after.push(request.url())
    })
    await page.getByRole('button', { name: 'Sair' }).click()
    await expect(page).toHaveURL(/\/app\/login$/)
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(after).toEqual([])
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
