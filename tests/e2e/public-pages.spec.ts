import type { Page } from '@playwright/test'
import { axe } from './axe'
import { expect, test } from './fixtures'

const link = (page: Page, name: string | RegExp) => page.getByRole('link', { name, exact: true })

async function expectLoginTab(page: Page, tab: 'login' | 'signup', lang: 'pt-BR' | 'en' = 'pt-BR') {
  // the English pages lead to the account pages in English
  await expect(page).toHaveURL(
    new RegExp(`/app/login\\?tab=${tab}${lang === 'en' ? '&lang=en' : ''}$`),
  )
  const name = tab === 'signup' ? (lang === 'en' ? 'Sign up' : 'Cadastro') : 'Login'
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
}

async function expectNoA11yIssues(page: Page) {
  const { violations } = await axe(page).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

test.describe('landing pages', () => {
  test('Portuguese landing: hero, features, plan, footer; EN goes to /eng and PT back', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Organize seu dia de aulas em 5 minutos' }),
    ).toBeVisible()
    await expect(page.getByText('Agente de IA para Treinadores')).toBeVisible()
    for (const sport of ['Tênis', 'Beach Tênis', 'Padel', 'PickleBall'])
      await expect(
        page.getByRole('listitem').filter({ hasText: new RegExp(`^${sport}$`) }),
      ).toBeVisible()
    await expect(page.getByText('Mais de 50 treinadores').first()).toBeVisible()
    await expect(page.getByText('A partir de R$ --/mês', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Suporte' })).toHaveAttribute(
      'href',
      'mailto:suporte@quadra.app',
    )
    await expect(page.getByRole('link', { name: 'contato@quadra.app' })).toBeVisible()

    await link(page, 'Recursos').click()
    await expect(page).toHaveURL(/#recursos$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Recursos' })).toBeInViewport()
    // the footer's privacy link opens the full policy page (/privacidade)
    await link(page, 'Política de privacidade').click()
    await expect(page).toHaveURL(/\/privacidade$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacidade e dados' })).toBeVisible()
    await page.goBack()
    await link(page, 'Início').click()
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()

    await page.getByRole('link', { name: /^EN/ }).click()
    await expect(page).toHaveURL(/\/eng$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Run your lesson day in 5 minutes' }),
    ).toBeVisible()
    await expect(page.getByText('AI Agent for Coaches')).toBeVisible()
    await expect(page.getByText('More than 50 coaches').first()).toBeVisible()
    await expect(link(page, 'Features')).toHaveAttribute('href', '#features')
    await expect(link(page, 'Home')).toHaveAttribute('href', '#home')

    await page.getByRole('link', { name: /^PT/ }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Organize seu dia de aulas em 5 minutos',
    )
  })

  test('/pt shows the Portuguese landing, its canonical is /', async ({ page, baseURL }) => {
    await page.goto('/pt')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Organize seu dia de aulas em 5 minutos',
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`)
    await expect(page.getByRole('link', { name: /^EN/ })).toHaveAttribute('href', '/eng')
  })

  test('Portuguese CTAs: Entrar → login tab, trial and plan → signup tab', async ({ page }) => {
    await page.goto('/')
    await link(page, 'Entrar').click()
    await expectLoginTab(page, 'login')
    await page.goto('/')
    await link(page, 'Teste por 7 dias grátis!').click()
    await expectLoginTab(page, 'signup')
    await page.goto('/')
    await link(page, 'Comece AGORA!').click()
    await expectLoginTab(page, 'signup')
  })

  test('English CTAs: Login and Subscribe Now → login, Try Free Now and Get Premium → signup', async ({
    page,
  }) => {
    const cases = [
      ['Login', 'login'],
      ['Subscribe Now', 'login'],
      ['Try Free Now', 'signup'],
      ['Get Premium', 'signup'],
    ] as const
    for (const [name, tab] of cases) {
      await page.goto('/eng')
      await link(page, name).click()
      await expectLoginTab(page, tab, 'en')
    }
    await page.goto('/eng')
    for (const text of [
      'Unlimited audio feedback',
      'Student Management',
      'Integrated Schedule',
      'Cancel anytime',
    ])
      await expect(page.getByText(text, { exact: true })).toBeVisible()
  })

  test('the landing pages load no JavaScript and pass axe', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    for (const path of ['/', '/eng']) {
      await page.goto(path)
      expect(scripts, path).toEqual([])
      await expect(page.locator('h1')).toHaveCount(1)
      for (const landmark of ['banner', 'main', 'contentinfo'] as const)
        await expect(page.getByRole(landmark)).toHaveCount(1)
      await expectNoA11yIssues(page)
    }
  })
})

test.describe('beta pages', () => {
  test('English beta: title, three benefits, seat note, button to /lead-form', async ({ page }) => {
    await page.goto('/test-en')
    await expect(page).toHaveTitle('Win Back Hours, Retain More Players')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Win Back Hours, Retain More Players' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3)
    await expect(page.getByText('Only a few beta seats left')).toBeVisible()
    for (const fact of ['Free', 'No credit card', '3-minute setup'])
      await expect(page.getByText(fact, { exact: true })).toBeVisible()
    await expectNoA11yIssues(page)
    await link(page, 'Claim Your Free Beta Seat').click()
    await expect(page).toHaveURL(/\/lead-form$/)
  })

  test('Portuguese beta: badge, three benefits, seat note, button to /lead-form/pt', async ({
    page,
  }) => {
    await page.goto('/test-pt')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await expect(page.getByText('Período de Testes', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3)
    await expect(page.getByText('Vagas limitadas no Período de Testes')).toBeVisible()
    await expectNoA11yIssues(page)
    await page.getByRole('link', { name: /^EN/ }).click()
    await expect(page).toHaveURL(/\/test-en$/)
    await page.goto('/test-pt')
    await link(page, 'Garanta sua vaga GRÁTIS').click()
    await expect(page).toHaveURL(/\/lead-form\/pt$/)
  })
})

test.describe('on a phone', () => {
  test('no horizontal scroll, top bar fits, CTA reachable @phone', async ({ page }) => {
    for (const path of ['/', '/eng', '/test-en', '/test-pt']) {
      await page.goto(path)
      const [scrollWidth, width] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ])
      expect(scrollWidth, path).toBeLessThanOrEqual(width)
    }
    await page.goto('/')
    for (const name of ['Início', 'Recursos', 'Entrar'])
      await expect(link(page, name)).toBeInViewport()
    await expect(page.getByRole('link', { name: /^EN/ })).toBeInViewport()
    const box = await link(page, 'Entrar').boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(44)
    await link(page, 'Teste por 7 dias grátis!').click()
    await expectLoginTab(page, 'signup')
  })
})
