import type { Page } from '@playwright/test'
import { axe } from './axe'
import {
  apiCreatePackage,
  apiCreateSession,
  apiCreateStudent,
  expect,
  loggedInCoach,
  test,
} from './fixtures'

async function expectNoSeriousA11yIssues(page: Page) {
  const { violations } = await axe(page).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

test.describe('student profile: Aulas and Feedbacks tabs', () => {
  test('Aulas: newest first, package or Sem pacote, other participants or Aula individual', async ({
    page,
  }) => {
    await loggedInCoach(page, 'Carla Treinadora')
    const ana = await apiCreateStudent(page, { name: 'Ana Ribeiro' })
    const bia = await apiCreateStudent(page, { name: 'Bia Moraes' })
    const caio = await apiCreateStudent(page, { name: 'Caio Sem Aulas' })
    const pkg = await apiCreatePackage(page, ana.id, { totalClasses: 4 })
    await apiCreateSession(page, [ana.id, bia.id], {
      feedbacks: [
        { studentId: ana.id, rating: 4 },
        { studentId: bia.id, rating: 2 },
      ],
    })
    await apiCreateSession(page, [ana.id], { feedbacks: [{ studentId: ana.id, rating: 5 }] })

    await page.goto(`/app/students/${ana.id}`)
    const main = page.locator('main')
    // Resumo's statistics come from the server
    const stat = (label: string) => main.getByText(label, { exact: true }).locator('..')
    await expect(stat('Aulas realizadas')).toContainText('2')
    await expect(stat('Avaliação média')).toContainText('4,5')

    await main.getByRole('tab', { name: 'Aulas' }).click()
    await expect(main.getByRole('heading', { name: 'Histórico de Aulas' })).toBeVisible()
    await expect(main.getByText('2 aulas registradas')).toBeVisible()
    const items = main
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.locator('h3') })
    await expect(items).toHaveCount(2)
    const weekday = new Intl.DateTimeFormat('pt-BR', {
      weekday: 'long',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date())
    await expect(items.first().locator('h3')).toContainText(new RegExp(weekday, 'i'))
    await expect(items.first().locator('h3')).toContainText(/ às \d{2}:\d{2}$/)
    await expect(items.first()).toContainText('Carla Treinadora')
    await expect(items.first()).toContainText(`#${pkg.id.slice(-6)} · Pacote de 4 aulas`)
    await expect(items.first()).toContainText('Aula individual')
    await expect(items.nth(1)).toContainText('Bia Moraes')
    await expectNoSeriousA11yIssues(page)
    await items.nth(1).getByRole('link', { name: 'Bia Moraes' }).click()
    await expect(page).toHaveURL(new RegExp(`/app/students/${bia.id}`))
    await expect(main.getByRole('heading', { name: 'Bia Moraes' })).toBeVisible()

    // Bia had no package: 'Sem pacote'; Ana is the other participant
    await page.goto(`/app/students/${bia.id}?tab=aulas`)
    const biaItem = main
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.locator('h3') })
    await expect(biaItem).toHaveCount(1)
    await expect(biaItem.getByText('Sem pacote').first()).toBeVisible()
    await expect(biaItem.getByRole('link', { name: 'Ana Ribeiro' })).toBeVisible()

    await page.goto(`/app/students/${caio.id}?tab=aulas`)
    await expect(main.getByText('Nenhuma aula registrada')).toBeVisible()
  })

  test('Aulas pages 10 at a time', async ({ page }) => {
    await loggedInCoach(page)
    const ana = await apiCreateStudent(page, { name: 'Ana Muitas Aulas' })
    for (let i = 0; i < 11; i++) await apiCreateSession(page, [ana.id])
    await page.goto(`/app/students/${ana.id}?tab=aulas`)
    const main = page.locator('main')
    const items = main
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.locator('h3') })
    await expect(main.getByText('11 aulas registradas')).toBeVisible()
    await expect(items).toHaveCount(10)
    await main.getByRole('button', { name: 'Página 2' }).click()
    await expect(items).toHaveCount(1)
    await expect(main.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('Feedbacks: average, count, top 2 tags; inline edit of one feedback; validation', async ({
    page,
  }) => {
    await loggedInCoach(page)
    const ana = await apiCreateStudent(page, { name: 'Ana Feedbacks' })
    const leo = await apiCreateStudent(page, { name: 'Leo Sem Feedback' })
    const give = (rating: number, tags: string[], notes = '') =>
      apiCreateSession(page, [ana.id], { feedbacks: [{ studentId: ana.id, rating, tags, notes }] })
    await give(4, ['Saque', 'Técnica'], 'Primeira aula')
    await give(5, ['Técnica', 'Mental'], 'Segunda aula')
    await give(3, ['Técnica', 'Saque'], 'Terceira aula')

    await page.goto(`/app/students/${ana.id}?tab=feedbacks`)
    const main = page.locator('main')
    const panel = main.getByRole('tabpanel')
    await expect(panel.getByRole('img', { name: 'Avaliação média: 4,0 de 5' })).toBeVisible()
    await expect(panel.getByText('Total de feedbacks').locator('..')).toContainText('3')
    const top = panel.getByText('Focos mais trabalhados').locator('..').getByRole('listitem')
    await expect(top).toHaveText(['Técnica · 3 vezes', 'Saque · 2 vezes'])

    const edits = panel.getByRole('button', { name: 'Editar feedback' })
    await expect(edits).toHaveCount(3)
    await edits.first().click()
    await expect(panel.getByRole('radiogroup', { name: 'Avaliação' })).toHaveCount(1)
    await expect(panel.getByLabel('Observações')).toHaveValue('Terceira aula')
    // opening another closes the first: one feedback edited at a time
    await panel.getByRole('button', { name: 'Editar feedback' }).nth(1).click()
    await expect(panel.getByRole('radiogroup', { name: 'Avaliação' })).toHaveCount(1)
    await expect(panel.getByLabel('Observações')).toHaveValue('Primeira aula')
    await panel.getByRole('button', { name: 'Cancelar' }).click()
    await expect(panel.getByRole('radiogroup')).toHaveCount(0)

    await edits.first().click()
    await panel.getByLabel('Observações').fill('x'.repeat(1001))
    await panel.getByRole('button', { name: 'Salvar' }).click()
    await expect(panel.getByText('Observações muito longas')).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    await panel.getByRole('radio', { name: '5 de 5' }).click()
    const tags = panel.getByRole('group', { name: 'Foco do treino' })
    await tags.getByRole('button', { name: 'Mental' }).click()
    await expect(tags.getByRole('button', { name: 'Mental' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await panel.getByLabel('Observações').fill('Saque muito melhor hoje')
    await panel.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Feedback atualizado')).toBeVisible()
    await expect(panel.getByRole('radiogroup')).toHaveCount(0)
    await expect(panel.getByText('Saque muito melhor hoje')).toBeVisible()
    await expect(panel.getByRole('img', { name: 'Avaliação média: 4,7 de 5' })).toBeVisible()
    await expect(top).toHaveText(['Técnica · 3 vezes', 'Mental · 2 vezes'])

    await page.reload()
    await expect(panel.getByText('Saque muito melhor hoje')).toBeVisible()

    await page.goto(`/app/students/${leo.id}?tab=feedbacks`)
    await expect(main.getByText('Nenhum feedback registrado')).toBeVisible()
  })

  test('on a phone: Aulas and Feedbacks fit and the editor works @phone', async ({ page }) => {
    await loggedInCoach(page)
    const ana = await apiCreateStudent(page, { name: 'Ana No Celular' })
    const bia = await apiCreateStudent(page, { name: 'Bia Parceira' })
    await apiCreateSession(page, [ana.id, bia.id], {
      feedbacks: [{ studentId: ana.id, rating: 2, tags: ['Voleio'], notes: 'Pouca energia' }],
    })
    await page.goto(`/app/students/${ana.id}?tab=aulas`)
    const main = page.locator('main')
    await expect(main.getByRole('link', { name: 'Bia Parceira' })).toBeVisible()
    await expect(main.getByText('Sem pacote').first()).toBeVisible()
    const width = () => page.evaluate(() => document.documentElement.scrollWidth)
    expect(await width()).toBeLessThanOrEqual(390)

    await main.getByRole('tab', { name: 'Feedbacks' }).click()
    await main.getByRole('button', { name: 'Editar feedback' }).click()
    await main.getByRole('radio', { name: '4 de 5' }).click()
    expect(await width()).toBeLessThanOrEqual(390)
    await main.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Feedback atualizado')).toBeVisible()
    await expect(main.getByRole('img', { name: 'Avaliação média: 4,0 de 5' })).toBeVisible()
  })
})
