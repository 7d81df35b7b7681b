import { randomUUID } from 'node:crypto'
import {
  apiCreatePackage,
  apiCreateStudent,
  expect,
  isoToday,
  loggedInCoach,
  test,
} from './fixtures'

const brDate = (iso: string) => iso.split('-').reverse().join('/')

test.describe('student profile', () => {
  test('view and edit: formatted phone, validation, cancel, status Inativo saved', async ({
    page,
  }) => {
    await loggedInCoach(page)
    const student = await apiCreateStudent(page, {
      name: 'Marina Costa',
      email: 'marina@example.com',
      phone: '11987654321',
      notes: 'Canhota, joga às terças',
    })
    await page.goto(`/app/students/${student.id}`)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Perfil do Aluno' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Marina Costa' })).toBeVisible()
    await expect(main.getByText('(11) 98765-4321')).toBeVisible()
    await expect(main.getByText('marina@example.com')).toBeVisible()
    await expect(main.getByText('Canhota, joga às terças')).toBeVisible()
    await expect(main.getByText('Sem créditos')).toBeVisible()

    await main.getByRole('button', { name: 'Editar' }).click()
    await expect(main.getByLabel('Telefone')).toHaveValue('(11) 98765-4321')
    await main.getByLabel('Nome').fill('M')
    await main.getByRole('button', { name: 'Salvar' }).click()
    await expect(main.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible()

    await main.getByRole('button', { name: 'Cancelar' }).click()
    await expect(main.getByRole('heading', { name: 'Marina Costa' })).toBeVisible()
    await main.getByRole('button', { name: 'Editar' }).click()
    await expect(main.getByLabel('Nome')).toHaveValue('Marina Costa')

    await main
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: 'Inativo' })
      .click()
    await main.getByLabel('Telefone').fill('21912345678')
    await main.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Aluno atualizado')).toBeVisible()
    await expect(main.getByText('(21) 91234-5678')).toBeVisible()
    await expect(main.getByText('Inativo', { exact: true })).toBeVisible()

    await page.reload()
    await expect(main.getByText('Inativo', { exact: true })).toBeVisible()
    await expect(main.getByText('(21) 91234-5678')).toBeVisible()
  })

  test('an unknown student shows the not-found card', async ({ page }) => {
    await loggedInCoach(page)
    await page.goto(`/app/students/${randomUUID()}`)
    await expect(page.getByText('O aluno solicitado não foi encontrado.').first()).toBeVisible()
    const back = page.locator('main').getByRole('link', { name: 'Voltar aos Alunos' })
    await expect(back).toBeVisible()
    await back.click()
    await expect(page).toHaveURL(/\/app\/students$/)
  })

  test('Resumo counts pending classes and revenue; tabs live in the URL', async ({ page }) => {
    await loggedInCoach(page)
    const student = await apiCreateStudent(page, { name: 'Rafael Lima' })
    await apiCreatePackage(page, student.id, {
      totalClasses: 4,
      priceCents: 20000,
      startDate: isoToday(-10),
    })
    await apiCreatePackage(page, student.id, { totalClasses: 8, priceCents: 15050 })
    await page.goto(`/app/students/${student.id}`)
    const main = page.locator('main')
    const stat = (label: string) => main.getByText(label, { exact: true }).locator('..')
    await expect(stat('Aulas realizadas')).toContainText('0')
    await expect(stat('Aulas pendentes')).toContainText('12')
    await expect(stat('Receita total')).toHaveText(/R\$\s350,50/)
    await expect(stat('Avaliação média')).toContainText('Sem avaliações')
    await expect(main.getByText('Nenhuma aula registrada ainda.')).toBeVisible()
    await expect(main.getByText('Pacote de 8 aulas')).toBeVisible()
    await expect(main.getByText(brDate(isoToday(30)))).toBeVisible()

    await main.getByRole('tab', { name: 'Pacotes' }).click()
    await expect(page).toHaveURL(/\?tab=pacotes$/)
    await expect(main.getByRole('article')).toHaveCount(2)
    await main.getByRole('tab', { name: 'Pacotes' }).press('ArrowRight')
    await expect(main.getByRole('tab', { name: 'Aulas' })).toHaveAttribute('aria-selected', 'true')
    await expect(main.getByText('Nenhuma aula registrada')).toBeVisible()
    await page.reload()
    await expect(main.getByRole('tab', { name: 'Aulas' })).toHaveAttribute('aria-selected', 'true')
  })

  test('remove a student: refused with packages, done without', async ({ page }) => {
    await loggedInCoach(page)
    const withPackage = await apiCreateStudent(page, { name: 'Com Pacote' })
    await apiCreatePackage(page, withPackage.id)
    await page.goto(`/app/students/${withPackage.id}`)
    const main = page.locator('main')
    await main.getByRole('button', { name: 'Editar' }).click()
    await main.getByRole('button', { name: 'Remover aluno' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click()
    await expect(page.getByText('Erro ao remover aluno')).toBeVisible()
    await expect(page.getByText(/tem pacotes ou aulas registradas/)).toBeVisible()

    const lonely = await apiCreateStudent(page, { name: 'Sem Historico' })
    await page.goto(`/app/students/${lonely.id}`)
    await main.getByRole('button', { name: 'Editar' }).click()
    await main.getByRole('button', { name: 'Remover aluno' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click()
    await expect(page.getByText('Aluno removido com sucesso')).toBeVisible()
    await expect(page).toHaveURL(/\/app\/students$/)
    await expect(page.getByText('Aluno não encontrado')).toHaveCount(0)
  })

  test('on a phone: profile and a new package @phone', async ({ page }) => {
    await loggedInCoach(page)
    const student = await apiCreateStudent(page, { name: 'Beatriz Nunes', phone: '11912345678' })
    await page.goto(`/app/students/${student.id}`)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { name: 'Beatriz Nunes' })).toBeVisible()
    await expect(main.getByText('(11) 91234-5678')).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)

    await main.getByRole('tab', { name: 'Pacotes' }).click()
    await main.getByRole('button', { name: 'Novo Pacote' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo Pacote' })
    await dialog.getByLabel('Número de aulas').fill('5')
    await dialog.getByLabel('Valor (R$)').fill('250')
    await dialog.getByLabel('Valor (R$)').blur()
    await expect(dialog.getByLabel('Valor (R$)')).toHaveValue('250,00')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Pacote criado com sucesso')).toBeVisible()
    await expect(dialog).toBeHidden()
    const card = main.getByRole('article')
    await expect(card).toHaveCount(1)
    await expect(card.getByText('Ativo')).toBeVisible()
    await expect(card.getByText('Valor do pacote').locator('..')).toContainText(/R\$\s250,00/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
