import type { Locator, Page } from '@playwright/test'
import { axe } from './axe'
import {
  apiCreatePackage,
  apiCreateSession,
  apiCreateStudent,
  expect,
  isoToday,
  loggedInCoach,
  test,
} from './fixtures'

/** A summary card's value, found by its label. */
const card = (main: Locator, label: string) =>
  main.getByRole('region', { name: 'Resumo' }).getByText(label, { exact: true }).locator('..')
const alertsCard = (page: Page) => page.locator('main').getByRole('region', { name: 'Alertas' })
const alertLinks = (page: Page) => alertsCard(page).locator('a[data-alert-type]')

async function expectNoSeriousA11yIssues(page: Page) {
  const { violations } = await axe(page).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

test.describe('dashboard', () => {
  test('a new coach: zeros, N/A, no alerts; header buttons and quick actions', async ({ page }) => {
    await loggedInCoach(page)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(main.getByText('Acompanhe suas aulas e alunos em tempo real')).toBeVisible()
    await expect(card(main, 'Alunos ativos')).toContainText('0')
    await expect(card(main, 'Aulas hoje')).toContainText('0')
    await expect(card(main, 'Receita do mês')).toHaveText(/R\$\s0,00/)
    await expect(card(main, 'Avaliação média')).toContainText('N/A')
    await expect(main.getByText('Nenhum alerta no momento')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Ver todos os alertas' })).toHaveCount(0)

    // a quick action is named by its label and then its hint
    const header: [string | RegExp, RegExp][] = [
      ['Nova Sessão', /\/app\/sessions\/new$/],
      ['Novo Aluno', /\/app\/students\/new$/],
      ['Novo Pacote', /\/app\/packages\/new$/],
      [/^Registrar aula /, /\/app\/sessions\/new$/],
      [/^Gerenciar alunos /, /\/app\/students$/],
      [/^Ver relatórios /, /\/app\/sessions$/],
    ]
    for (const [name, url] of header) {
      await main.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(url)
      await page.goto('/app/dashboard')
      await expect(main.getByText('Nenhum alerta no momento')).toBeVisible()
    }
  })

  test('the four cards count students, today, the month and the ratings; a low-credit alert opens the profile', async ({
    page,
  }) => {
    await loggedInCoach(page)
    const ana = await apiCreateStudent(page, { name: 'Ana Ribeiro' })
    const bia = await apiCreateStudent(page, { name: 'Bia Moraes' })
    await apiCreateStudent(page, { name: 'Caio Inativo', status: 'inactive' })
    // bought this month: R$ 200 + R$ 150; last month's package does not count
    await apiCreatePackage(page, ana.id, { totalClasses: 2, priceCents: 20000 })
    await apiCreatePackage(page, bia.id, { totalClasses: 8, priceCents: 15000 })
    await apiCreatePackage(page, bia.id, {
      totalClasses: 4,
      priceCents: 99900,
      startDate: isoToday(-40),
    })
    await apiCreateSession(page, [ana.id, bia.id], {
      feedbacks: [
        { studentId: ana.id, rating: 4 },
        { studentId: bia.id, rating: 5 },
      ],
    })

    await page.goto('/app/dashboard')
    const main = page.locator('main')
    await expect(card(main, 'Alunos ativos')).toContainText('2')
    await expect(card(main, 'Aulas hoje')).toContainText('1')
    await expect(card(main, 'Receita do mês')).toHaveText(/R\$\s350,00/)
    await expect(card(main, 'Avaliação média')).toContainText('4,5')

    // Ana has 1 credit left (medium, yellow); Bia's old package expired with credits (low, blue)
    const lowCredits = alertLinks(page).filter({ hasText: 'Ana Ribeiro' })
    await expect(lowCredits).toContainText('Média')
    await expect(lowCredits.locator('[data-colour]')).toHaveAttribute('data-colour', 'yellow')
    const expired = alertLinks(page).filter({ hasText: 'Bia Moraes' })
    await expect(expired).toContainText('Baixa')
    await expect(expired.locator('[data-colour]')).toHaveAttribute('data-colour', 'blue')
    await expectNoSeriousA11yIssues(page)
    await lowCredits.click()
    await expect(page).toHaveURL(new RegExp(`/app/students/${ana.id}$`))
    await expect(main.getByRole('heading', { name: 'Ana Ribeiro' })).toBeVisible()
  })

  test('a class without credits raises the unassigned alert; it opens the filtered history', async ({
    page,
  }) => {
    await loggedInCoach(page)
    const dani = await apiCreateStudent(page, { name: 'Dani Sem Pacote' })
    await apiCreateSession(page, [dani.id])
    await page.goto('/app/dashboard')
    const alert = alertLinks(page).filter({ hasText: 'Dani Sem Pacote' })
    await expect(alert).toContainText('Aula sem pacote atribuído - necessária atribuição manual')
    await expect(alert).toContainText('Alta')
    await expect(alert.locator('[data-colour]')).toHaveAttribute('data-colour', 'red')
    await alert.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/app\/sessions\?unassigned=true$/)

    // a package sold and assigned from the history's dialog resolves the alert
    await apiCreatePackage(page, dani.id, { totalClasses: 4 })
    await page.reload()
    await page.getByRole('button', { name: 'Expandir sessão' }).first().click()
    await page
      .getByRole('button', { name: /Atribuir Pacote/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: 'Atribuir Pacote à Aula' })
    await dialog.getByRole('radio', { name: /Pacote de 4 aulas/ }).check()
    await dialog.getByRole('button', { name: 'Atribuir Pacote' }).click()
    await expect(page.getByText('Pacote atribuído', { exact: true })).toBeVisible()
    await page.goto('/app/dashboard')
    await expect(alertsCard(page).getByText('Nenhum alerta no momento')).toBeVisible()
  })

  test('more than 5 alerts: 5 shown and the one path to the full list, Ver todos os alertas; 4 recent students', async ({
    page,
  }) => {
    await loggedInCoach(page)
    const ids: string[] = []
    for (const n of [1, 2, 3, 4, 5, 6]) {
      ids.push((await apiCreateStudent(page, { name: `Aluno Numero ${n}` })).id)
    }
    await apiCreateSession(page, ids)
    await page.goto('/app/dashboard')
    const main = page.locator('main')
    await expect(alertLinks(page)).toHaveCount(5)
    await expect(alertsCard(page).getByText('6 alertas em aberto')).toBeVisible()

    const recent = main.getByRole('region', { name: 'Alunos recentes' })
    const rows = recent.getByRole('listitem')
    await expect(rows).toHaveCount(4)
    await expect(rows).toHaveText([
      /Aluno Numero 6/,
      /Aluno Numero 5/,
      /Aluno Numero 4/,
      /Aluno Numero 3/,
    ])
    await expect(rows.first()).toContainText('Sem créditos')

    await alertsCard(page).getByRole('link', { name: 'Ver todos os alertas' }).click()
    // the students list, filtered on the students with an open alert
    await expect(page).toHaveURL(/\/app\/students\?alerts=open$/)
    await expect(page.getByText('6 alunos encontrados')).toBeVisible()
    await page.goBack()
    await rows.filter({ hasText: 'Aluno Numero 5' }).click()
    await expect(page).toHaveURL(new RegExp(`/app/students/${ids[4]}$`))
    await page.goBack()
    await recent.getByRole('link', { name: 'Ver todos os alunos' }).click()
    await expect(page).toHaveURL(/\/app\/students$/)
  })

  test("an alert that needs no action: 'Dispensar', 'Desfazer' brings it back, dismissed it stays away", async ({
    page,
  }) => {
    await loggedInCoach(page)
    const ana = await apiCreateStudent(page, { name: 'Ana Poucos Créditos' })
    await apiCreatePackage(page, ana.id, { totalClasses: 2 })
    const rui = await apiCreateStudent(page, { name: 'Rui Sem Pacote' })
    await apiCreateSession(page, [ana.id, rui.id])
    await page.goto('/app/dashboard')
    await expect(alertLinks(page)).toHaveCount(2)
    // the class without a package needs an assignment: it cannot be dismissed
    await expect(alertsCard(page).getByRole('button', { name: /Dispensar/ })).toHaveCount(1)
    const dismiss = alertsCard(page).getByRole('button', {
      name: 'Dispensar alerta de Ana Poucos Créditos',
    })
    await dismiss.click()
    await expect(alertLinks(page)).toHaveCount(1)
    await page.getByRole('button', { name: 'Desfazer' }).click()
    await expect(alertLinks(page)).toHaveCount(2)
    await dismiss.click()
    await expect(alertLinks(page)).toHaveCount(1)
    await page.reload()
    await expect(alertLinks(page)).toHaveCount(1) // stays dismissed
    await expect(alertLinks(page).first()).toContainText('Rui Sem Pacote')
  })

  test('?refresh=true reloads and is removed from the URL', async ({ page }) => {
    await loggedInCoach(page)
    const main = page.locator('main')
    await expect(card(main, 'Alunos ativos')).toContainText('0')
    await apiCreateStudent(page, { name: 'Novo Aluno Agora' })
    await page.evaluate(() => {
      window.history.pushState({}, '', '/app/dashboard?refresh=true')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(card(main, 'Alunos ativos')).toContainText('1')
    await expect(page).toHaveURL(/\/app\/dashboard$/)
  })

  test('on a phone: figures in a 2×2 grid, actions on one line, alerts usable, nothing wider than the screen @phone', async ({
    page,
  }) => {
    await loggedInCoach(page)
    const eva = await apiCreateStudent(page, { name: 'Eva No Celular' })
    await apiCreateSession(page, [eva.id], { feedbacks: [{ studentId: eva.id, rating: 3 }] })
    await page.goto('/app/dashboard')
    const main = page.locator('main')
    await expect(card(main, 'Avaliação média')).toContainText('3,0')
    const boxes = await Promise.all(
      ['Alunos ativos', 'Aulas hoje', 'Receita do mês', 'Avaliação média'].map((l) =>
        card(main, l).boundingBox(),
      ),
    )
    const [a, b, c, d] = boxes.map((x) => x!)
    expect(b!.y).toBe(a!.y) // 2×2: two side by side…
    expect(c!.y).toBeGreaterThan(a!.y) // …over two more
    expect(d!.y).toBe(c!.y)
    expect(c!.x).toBe(a!.x)
    const actions = await Promise.all(
      ['Nova Sessão', 'Novo Aluno', 'Novo Pacote'].map((name) =>
        main.getByRole('link', { name, exact: true }).first().boundingBox(),
      ),
    )
    expect(new Set(actions.map((x) => x!.y)).size).toBe(1) // one line
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // the alert's row (its fix is a link of its own, below it)
    const alert = alertLinks(page).filter({ hasText: 'Eva No Celular' })
    await expect(alert).toBeVisible()
    const box = await alert.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(40)
    await alert.click()
    await expect(page).toHaveURL(/\/app\/sessions\?unassigned=true$/)
  })
})
