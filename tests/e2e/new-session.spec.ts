import type { Page } from '@playwright/test'
import { axe } from './axe'
import {
  apiCreateClub,
  apiCreatePackage,
  apiCreateStudent,
  expect,
  loggedInCoach,
  test,
} from './fixtures'

const grid = (page: Page) => page.getByRole('list', { name: 'Alunos ativos' })
const card = (page: Page, name: string) =>
  grid(page).getByRole('button', { name: new RegExp(`^${name}`) })
const feedback = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Etapas' }).locator('[aria-current="step"]')
/** The summary 'N aluno(s) selecionado(s)' (a region named by its count). */
const selected = (page: Page, text: string) => page.getByRole('region', { name: text, exact: true })
const next = (page: Page) => page.getByRole('button', { name: 'Cadastrar Sessão de Aulas' })

async function expectNoSeriousA11yIssues(page: Page) {
  const { violations } = await axe(page).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

async function sessionsOf(page: Page) {
  const res = await page.request.get('/api/sessions')
  expect(res.status()).toBe(200)
  return (await res.json()).items as {
    date: string
    notes: string | null
    unassignedCount: number
    feedbacks: {
      studentName: string
      rating: number
      notes: string
      tags: string[]
      clubName: string | null
    }[]
  }[]
}

test.describe('new session', () => {
  test('registers a session for two students with their feedback', async ({ page }) => {
    await loggedInCoach(page)
    const ana = await apiCreateStudent(page, { name: 'Ana Souza', gender: 'female' })
    await apiCreatePackage(page, ana.id, { totalClasses: 4 })
    await apiCreateStudent(page, { name: 'Bruno Lima', gender: 'male', type: 'occasional' })
    await apiCreateClub(page, { name: 'Clube Central', isDefault: true })
    await apiCreateClub(page, { name: 'Arena Praia' })

    await page.getByRole('link', { name: 'Nova Sessão' }).first().click()
    await expect(page).toHaveURL(/\/app\/sessions\/new$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nova Sessão de Aulas' }),
    ).toBeVisible()
    await expect(currentStep(page)).toHaveText(/Seleção/)
    await expect(selected(page, 'Nenhum aluno selecionado')).toBeVisible()
    await expect(card(page, 'Ana Souza')).toContainText('4 créditos')
    await expect(card(page, 'Bruno Lima')).toContainText('Sem créditos')
    await expectNoSeriousA11yIssues(page)

    await card(page, 'Ana Souza').click()
    await expect(card(page, 'Ana Souza')).toHaveAttribute('aria-pressed', 'true')
    await expect(selected(page, '1 aluno selecionado')).toBeVisible()
    await card(page, 'Bruno Lima').focus()
    await page.keyboard.press('Space')
    await expect(card(page, 'Bruno Lima')).toHaveAttribute('aria-pressed', 'true')
    await expect(selected(page, '2 alunos selecionados')).toBeVisible()
    const chips = page.getByRole('list', { name: 'Alunos selecionados' })
    await expect(chips.getByRole('listitem')).toHaveText(['Ana Souza', 'Bruno Lima'])

    await next(page).click()
    await expect(page.getByRole('heading', { name: 'Feedback dos alunos' })).toBeVisible()
    await expect(currentStep(page)).toHaveText(/Feedback/)
    for (const name of ['Ana Souza', 'Bruno Lima']) {
      const region = feedback(page, name)
      await expect(region.getByRole('radio', { name: '3 de 5' })).toBeChecked()
      await expect(region.getByText('3/5')).toBeVisible()
      await expect(region.getByRole('combobox', { name: 'Clube' })).toHaveText(
        'Clube Central (padrão)',
      )
    }
    await expectNoSeriousA11yIssues(page)

    const anaCard = feedback(page, 'Ana Souza')
    await anaCard.getByRole('radio', { name: '5 de 5' }).click()
    await expect(anaCard.getByText('5/5')).toBeVisible()
    const saque = anaCard.getByRole('button', { name: 'Saque' })
    await saque.click()
    await expect(saque).toHaveAttribute('aria-pressed', 'true')
    await saque.click()
    await expect(saque).toHaveAttribute('aria-pressed', 'false')
    await anaCard.getByRole('button', { name: 'Técnica' }).click()
    await anaCard.getByLabel('Observações').fill('Ótima evolução no backhand')
    const brunoCard = feedback(page, 'Bruno Lima')
    await expect(
      brunoCard.getByText('Sem créditos: esta aula ficará sem pacote atribuído.'),
    ).toBeVisible()
    await brunoCard.getByRole('combobox', { name: 'Clube' }).click()
    await page.getByRole('option', { name: 'Arena Praia' }).click()
    await page.getByLabel('Observações da sessão').fill('Treino de fundo de quadra')

    // back to the selection and forth again: nothing is lost
    await page.getByRole('button', { name: 'Voltar à Seleção' }).click()
    await expect(selected(page, '2 alunos selecionados')).toBeVisible()
    await expect(card(page, 'Ana Souza')).toHaveAttribute('aria-pressed', 'true')
    await next(page).click()
    await expect(anaCard.getByText('5/5')).toBeVisible()
    await expect(anaCard.getByRole('button', { name: 'Técnica' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(anaCard.getByLabel('Observações')).toHaveValue('Ótima evolução no backhand')
    await expect(brunoCard.getByRole('combobox', { name: 'Clube' })).toHaveText('Arena Praia')

    await page.getByRole('button', { name: 'Finalizar Sessão' }).click()
    await expect(page.getByText('Sessão registrada!')).toBeVisible()
    await expect(
      page.getByText(/créditos dos alunos foram atualizados\. 1 aula sem pacote atribuído/),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/app\/sessions$/)

    const [session] = await sessionsOf(page)
    expect(session?.unassignedCount).toBe(1)
    expect(session?.notes).toBe('Treino de fundo de quadra')
    expect(session?.feedbacks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          studentName: 'Ana Souza',
          rating: 5,
          notes: 'Ótima evolução no backhand',
          tags: ['Técnica'],
          clubName: 'Clube Central',
        }),
        expect.objectContaining({
          studentName: 'Bruno Lima',
          rating: 3,
          tags: [],
          clubName: 'Arena Praia',
        }),
      ]),
    )

    await page.goto('/app/students')
    await expect(page.getByRole('link', { name: /Ana Souza/ })).toContainText('3 créditos')
  })

  test('asks for a student, keeps the date in the past and offers only active students', async ({
    page,
  }) => {
    await loggedInCoach(page)
    await page.goto('/app/sessions/new')
    await expect(page.getByText('Nenhum aluno encontrado')).toBeVisible()
    await expect(page.getByText('Não há alunos ativos com créditos disponíveis')).toBeVisible()

    await next(page).click()
    await expect(page.getByText('Selecione pelo menos um aluno')).toBeVisible()
    await expect(
      page.getByText('É necessário selecionar ao menos um aluno para a sessão.'),
    ).toBeVisible()
    await expect(currentStep(page)).toHaveText(/Seleção/)

    await page.getByRole('link', { name: 'Gerenciar Alunos' }).click()
    await expect(page).toHaveURL(/\/app\/students$/)

    await apiCreateStudent(page, { name: 'Inês Inativa', status: 'inactive' })
    await apiCreateStudent(page, { name: 'Caio Ativo' })
    await page.goto('/app/sessions/new')
    await expect(card(page, 'Caio Ativo')).toBeVisible()
    await expect(page.getByText('1 aluno encontrado', { exact: true })).toBeVisible()
    await expect(page.getByText('Inês Inativa')).toHaveCount(0)

    await card(page, 'Caio Ativo').click()
    await next(page).click()
    const date = page.getByLabel('Data e hora da aula')
    await date.fill('2099-01-01T10:00')
    await expect(page.getByText('A data da aula não pode estar no futuro')).toBeVisible()
    await page.getByRole('button', { name: 'Finalizar Sessão' }).click()
    await expect(page).toHaveURL(/\/app\/sessions\/new$/)
    await expect(date).toBeFocused()

    await date.fill('2024-05-10T08:30')
    await expect(page.getByText('A data da aula não pode estar no futuro')).toHaveCount(0)
    await page.getByRole('button', { name: 'Finalizar Sessão' }).click()
    await expect(page.getByText('Sessão registrada!')).toBeVisible()
    await expect(page).toHaveURL(/\/app\/sessions$/)
    const [session] = await sessionsOf(page)
    expect(new Date(session!.date).toISOString()).toBe(
      new Date('2024-05-10T08:30:00-03:00').toISOString(),
    )
  })

  test('filters and pages the students, keeping the selection', async ({ page }) => {
    await loggedInCoach(page)
    for (let i = 1; i <= 14; i++) {
      const n = String(i).padStart(2, '0')
      const student = await apiCreateStudent(page, {
        name: `Aluno ${n}`,
        gender: i % 2 ? 'female' : 'male',
        type: i <= 3 ? 'occasional' : 'fixed',
        classe: i === 14 ? 'profissional' : '4-classe',
      })
      if (i === 1) await apiCreatePackage(page, student.id, { totalClasses: 1 })
    }
    await page.goto('/app/sessions/new')
    await expect(page.getByText('14 alunos encontrados', { exact: true })).toBeVisible()
    await expect(grid(page).getByRole('listitem')).toHaveCount(12)
    const pagination = page.getByRole('navigation', { name: 'Paginação' })
    await expect(pagination.getByRole('button', { name: /^Página/ })).toHaveText(['1', '2'])

    await card(page, 'Aluno 01').click()
    await pagination.getByRole('button', { name: 'Página 2' }).click()
    await expect(grid(page).getByRole('listitem')).toHaveCount(2)
    await card(page, 'Aluno 14').click()
    await pagination.getByRole('button', { name: 'Página 1' }).click()
    await expect(card(page, 'Aluno 01')).toHaveAttribute('aria-pressed', 'true')
    await expect(selected(page, '2 alunos selecionados')).toBeVisible()

    await page.getByLabel('Buscar alunos').fill('Aluno 1')
    await expect(page.getByText('5 alunos encontrados', { exact: true })).toBeVisible()
    await expect(pagination).toHaveCount(0)
    await page.getByLabel('Buscar alunos').fill('')
    await expect(page.getByText('14 alunos encontrados', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Créditos Acabando', exact: true }).click()
    await expect(page.getByText('1 aluno encontrado', { exact: true })).toBeVisible()
    await expect(card(page, 'Aluno 01')).toContainText('1 crédito restante')
    await page.getByRole('button', { name: 'Sem Créditos', exact: true }).click()
    await expect(
      page.getByRole('button', { name: 'Créditos Acabando', exact: true }),
    ).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByText('13 alunos encontrados', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Sem Créditos', exact: true }).click()

    await page.getByRole('button', { name: 'Masculino', exact: true }).click()
    await expect(page.getByText('7 alunos encontrados', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Pontual', exact: true }).click()
    await expect(page.getByText('1 aluno encontrado', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Classes Selecionar classes' }).click()
    await page.getByRole('checkbox', { name: 'Profissional' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByText('Nenhum aluno corresponde aos filtros aplicados')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Gerenciar Alunos' })).toHaveCount(0)
    await expect(selected(page, '2 alunos selecionados')).toBeVisible()

    await page.getByRole('button', { name: 'Limpar Filtros' }).click()
    await expect(page.getByText('14 alunos encontrados', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Remover Aluno 14 da sessão' }).click()
    await expect(selected(page, '1 aluno selecionado')).toBeVisible()
  })

  test('adds a student from the selection, already selected', async ({ page }) => {
    await loggedInCoach(page)
    await apiCreateStudent(page, { name: 'Beatriz Reis' })
    await page.goto('/app/sessions/new')
    await expect(card(page, 'Beatriz Reis')).toBeVisible()

    await page.getByRole('button', { name: 'Adicionar aluno' }).click()
    const dialog = page.getByRole('dialog', { name: 'Adicionar aluno' })
    await dialog.getByRole('button', { name: 'Cadastrar Aluno' }).click()
    await expect(dialog.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible()
    await expect(dialog.getByText('Telefone é obrigatório')).toBeVisible()

    await dialog.getByLabel('Nome').fill('Davi Novo')
    await dialog.getByLabel('Telefone').fill('11912345678')
    await dialog.getByRole('button', { name: 'Masculino' }).click()
    await dialog.getByRole('button', { name: 'Fixo' }).click()
    await dialog.getByRole('combobox', { name: 'Classe' }).click()
    await page.getByRole('option', { name: '3 Classe' }).click()
    await dialog.getByRole('button', { name: 'Cadastrar Aluno' }).click()

    await expect(dialog).toHaveCount(0)
    await expect(page.getByText('Aluno criado com sucesso!')).toBeVisible()
    await expect(card(page, 'Davi Novo')).toHaveAttribute('aria-pressed', 'true')
    await expect(selected(page, '1 aluno selecionado')).toBeVisible()
    await next(page).click()
    await expect(feedback(page, 'Davi Novo')).toBeVisible()
  })

  test('registers a session on a phone @phone', async ({ page }) => {
    await loggedInCoach(page)
    const student = await apiCreateStudent(page, { name: 'Paula Mobile' })
    await apiCreatePackage(page, student.id, { totalClasses: 4 })
    await page.goto('/app/sessions/new')

    // the filters fold behind one button; the main action stays on screen
    await expect(page.getByRole('button', { name: 'Masculino', exact: true })).toBeHidden()
    await page.getByRole('button', { name: 'Filtros' }).click()
    await expect(page.getByRole('button', { name: 'Masculino', exact: true })).toBeVisible()
    await expect(next(page)).toBeInViewport()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)

    await card(page, 'Paula Mobile').tap()
    await expect(selected(page, '1 aluno selecionado')).toBeVisible()
    await next(page).tap()
    const region = feedback(page, 'Paula Mobile')
    await region.getByRole('radio', { name: '4 de 5' }).tap()
    await expect(region.getByText('4/5')).toBeVisible()
    await region.getByRole('button', { name: 'Físico' }).tap()
    await expect(page.getByRole('button', { name: 'Finalizar Sessão' })).toBeInViewport()
    await page.getByRole('button', { name: 'Finalizar Sessão' }).tap()
    await expect(page.getByText('Sessão registrada!')).toBeVisible()
    await expect(page).toHaveURL(/\/app\/sessions$/)

    await page.goto(`/app/students/${student.id}`)
    await expect(page.getByText('3 créditos').first()).toBeVisible()
  })
})
