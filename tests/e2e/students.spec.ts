import type { Locator, Page } from '@playwright/test'
import { axe } from './axe'
import { apiCreatePackage, apiCreateStudent, expect, loggedInCoach, test } from './fixtures'

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Lista de alunos' }).getByRole('listitem')
const card = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(name) })
const count = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true })).toBeVisible()
const toggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const pressed = (locator: Locator, on: boolean) =>
  expect(locator).toHaveAttribute('aria-pressed', String(on))

async function expectNoSeriousA11yIssues(page: Page) {
  const { violations } = await axe(page).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

/** Students with 0, 1, 2, 3 and 5 credits; one inactive. */
async function seedStudents(page: Page) {
  await apiCreateStudent(page, {
    name: 'Alice Zero',
    email: 'alice.zero@example.com',
    phone: '21911112222',
    gender: 'female',
    type: 'fixed',
    classe: '1-classe',
  })
  const bruno = await apiCreateStudent(page, {
    name: 'Bruno Um',
    phone: '31933334444',
    gender: 'male',
    type: 'occasional',
    classe: '2-classe',
  })
  await apiCreatePackage(page, bruno.id, { totalClasses: 1 })
  const carla = await apiCreateStudent(page, {
    name: 'Carla Tres',
    phone: '41955556666',
    gender: 'female',
    type: 'fixed',
    classe: '4-classe',
    notes: 'Canhota, prefere aulas de manhã',
  })
  await apiCreatePackage(page, carla.id, { totalClasses: 3 })
  const diego = await apiCreateStudent(page, {
    name: 'Diego Cinco',
    phone: '51977778888',
    gender: 'male',
    type: 'fixed',
    classe: '4-classe',
    status: 'inactive',
  })
  await apiCreatePackage(page, diego.id, { totalClasses: 5 })
  const elisa = await apiCreateStudent(page, {
    name: 'Elisa Dois',
    phone: '61999990000',
    gender: 'female',
    type: 'occasional',
    classe: 'profissional',
  })
  await apiCreatePackage(page, elisa.id, { totalClasses: 2 })
}

test.describe('students', () => {
  test('creates a student through the form', async ({ page }) => {
    await loggedInCoach(page)
    await page.goto('/app/students')
    await expect(page.getByText('Nenhum aluno encontrado')).toBeVisible()
    await expect(page.getByText('Comece adicionando seu primeiro aluno')).toBeVisible()
    await page.getByRole('link', { name: 'Adicionar Primeiro Aluno' }).click()
    await expect(page).toHaveURL(/\/app\/students\/new$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Novo Aluno' })).toBeVisible()

    await page.getByRole('button', { name: 'Cadastrar Aluno' }).click()
    for (const message of [
      'Nome deve ter pelo menos 2 caracteres',
      'Telefone é obrigatório',
      'Selecione o gênero',
      'Selecione o tipo de aluno',
      'Selecione a classe',
    ])
      await expect(page.getByText(message)).toBeVisible()
    await expect(page.getByLabel('Nome')).toBeFocused()
    await expectNoSeriousA11yIssues(page)

    await page.getByLabel('Nome').fill('Marina Costa')
    await page.getByLabel('Email').fill('marina@')
    await page.getByLabel('Telefone').pressSequentially('11987654321')
    await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321')

    const male = toggle(page, 'Masculino')
    await male.click()
    await pressed(male, true)
    await male.click()
    await pressed(male, false)
    await toggle(page, 'Feminino').click()
    await pressed(toggle(page, 'Feminino'), true)
    const fixed = toggle(page, 'Fixo')
    await fixed.click()
    await fixed.click()
    await pressed(fixed, false)
    await toggle(page, 'Pontual').click()

    await page.getByLabel('Classe').click()
    await page.getByRole('option', { name: '2 Classe' }).click()
    await page.getByLabel('Observações').fill('Joga às terças')
    await expect(page.getByText('14/500 caracteres')).toBeVisible()

    await page.getByRole('button', { name: 'Cadastrar Aluno' }).click()
    await expect(page.getByText('Email inválido')).toBeVisible()
    await page.getByLabel('Email').fill('Marina@Example.com')
    await page.getByRole('button', { name: 'Cadastrar Aluno' }).click()

    await expect(page.getByText('Aluno criado com sucesso!')).toBeVisible()
    await expect(page).toHaveURL(/\/app\/students$/)
    const marina = card(page, 'Marina Costa')
    await expect(marina).toBeVisible()
    await expect(marina).toContainText('Sem créditos')
    await expect(marina).toContainText('Feminino')
    await expect(marina).toContainText('Pontual')
    await expect(marina).toContainText('Joga às terças')
    await count(page, '1 aluno encontrado')

    // Back from the list does not return to the form (history was replaced)
    await page.goBack()
    await expect(page).not.toHaveURL(/\/app\/students\/new/)
  })

  test('the new-student form cancels back to the list', async ({ page }) => {
    await loggedInCoach(page)
    await page.goto('/app/students')
    await page.getByRole('main').getByRole('link', { name: 'Novo Aluno' }).click()
    await expect(page).toHaveURL(/\/app\/students\/new$/)
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await expect(page).toHaveURL(/\/app\/students$/)
    await page.goto('/app/students/new')
    await page.getByRole('link', { name: 'Voltar para Alunos' }).click()
    await expect(page).toHaveURL(/\/app\/students$/)
  })

  test('filters the list', async ({ page }) => {
    await loggedInCoach(page)
    await seedStudents(page)
    await page.goto('/app/students')
    await count(page, '5 alunos encontrados')
    await expect(cards(page)).toHaveCount(5)
    // sorted by name, with the credit badges
    await expect(cards(page).first()).toContainText('Alice Zero')
    await expect(card(page, 'Alice Zero')).toContainText('Sem créditos')
    await expect(card(page, 'Bruno Um')).toContainText('1 crédito restante')
    await expect(card(page, 'Elisa Dois')).toContainText('2 créditos restantes')
    await expect(card(page, 'Carla Tres')).toContainText('3 créditos')
    await expect(card(page, 'Diego Cinco')).toContainText('5 créditos')
    await expect(card(page, 'Carla Tres')).toContainText('Canhota, prefere aulas de manhã')
    await expectNoSeriousA11yIssues(page)

    // search: name, e-mail, phone digits
    const search = page.getByRole('searchbox', { name: 'Buscar alunos' })
    await expect(search).toHaveAttribute('placeholder', 'Buscar por nome, email ou telefone')
    await search.fill('carla')
    await count(page, '1 aluno encontrado')
    await expect(cards(page)).toHaveText([/Carla Tres/])
    await expect(page).toHaveURL(/q=carla/)
    await search.fill('alice.zero@')
    await expect(cards(page)).toHaveText([/Alice Zero/])
    await search.fill('3333')
    await expect(cards(page)).toHaveText([/Bruno Um/])
    await search.fill('zzzz')
    await expect(page.getByText('Tente ajustar os filtros de busca')).toBeVisible()
    await page.getByRole('button', { name: 'Limpar busca' }).click()
    await count(page, '5 alunos encontrados')

    // credits: exactly 1 / exactly 0, mutually exclusive
    const ending = toggle(page, 'Créditos Acabando')
    const zero = toggle(page, 'Sem Créditos')
    await ending.click()
    await pressed(ending, true)
    await expect(cards(page)).toHaveText([/Bruno Um/])
    await zero.click()
    await pressed(zero, true)
    await pressed(ending, false)
    await expect(cards(page)).toHaveText([/Alice Zero/])
    await zero.click()
    await pressed(zero, false)
    await count(page, '5 alunos encontrados')

    // gender, type, status: clicking the active value clears it
    const male = toggle(page, 'Masculino')
    await male.click()
    await expect(cards(page)).toHaveText([/Bruno Um/, /Diego Cinco/])
    await male.click()
    await pressed(male, false)
    await count(page, '5 alunos encontrados')
    const occasional = toggle(page, 'Pontual')
    await occasional.click()
    await expect(cards(page)).toHaveText([/Bruno Um/, /Elisa Dois/])
    await occasional.click()
    await count(page, '5 alunos encontrados')
    await toggle(page, 'Inativo').click()
    await expect(cards(page)).toHaveText([/Diego Cinco/])
    await expect(card(page, 'Diego Cinco')).toContainText('Inativo')
    await toggle(page, 'Ativo').click()
    await pressed(toggle(page, 'Inativo'), false)
    await count(page, '4 alunos encontrados')
    await toggle(page, 'Ativo').click()
    await count(page, '5 alunos encontrados')

    // classes multi-select
    const classes = page.getByRole('button', { name: /Selecionar classes/ })
    await classes.click()
    await page.getByRole('checkbox', { name: '4 Classe' }).click()
    await expect(page.getByRole('button', { name: /Classes 4 Classe/ })).toBeVisible()
    await expect(cards(page)).toHaveText([/Carla Tres/, /Diego Cinco/])
    await page.getByRole('checkbox', { name: '1 Classe' }).click()
    await expect(page.getByRole('button', { name: /2 classes selecionadas/ })).toBeVisible()
    await count(page, '3 alunos encontrados')
    await page.getByRole('button', { name: 'Limpar Seleção' }).click()
    await expect(page.getByRole('button', { name: /Selecionar classes/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await count(page, '5 alunos encontrados')

    // filters combine, live in the URL (Back restores them) and are all reset at once
    await expect(page.getByRole('button', { name: 'Limpar Filtros' })).toBeHidden()
    await toggle(page, 'Feminino').click()
    await toggle(page, 'Fixo').click()
    await expect(cards(page)).toHaveText([/Alice Zero/, /Carla Tres/])
    await card(page, 'Carla Tres').click()
    await expect(page).toHaveURL(/\/app\/students\/[\w-]+$/)
    await page.goBack()
    await expect(page).toHaveURL(/gender=female/)
    await pressed(toggle(page, 'Feminino'), true)
    await expect(cards(page)).toHaveText([/Alice Zero/, /Carla Tres/])
    await page.getByRole('button', { name: 'Limpar Filtros' }).click()
    await pressed(toggle(page, 'Feminino'), false)
    await pressed(toggle(page, 'Fixo'), false)
    await count(page, '5 alunos encontrados')
    await expect(page.getByRole('button', { name: 'Limpar Filtros' })).toBeHidden()
    await expect(page).toHaveURL(/\/app\/students$/)
  })

  test('pages the list and follows the window width', async ({ page }) => {
    await loggedInCoach(page)
    for (let i = 1; i <= 17; i++) {
      await apiCreateStudent(page, {
        name: `Aluno ${String(i).padStart(2, '0')}`,
        gender: i <= 9 ? 'female' : 'male',
      })
    }
    await page.goto('/app/students')
    await count(page, '17 alunos encontrados')
    await expect(cards(page)).toHaveCount(16)
    const pagination = page.getByRole('navigation', { name: 'Paginação' })
    await pagination.getByRole('button', { name: 'Página 2' }).click()
    await expect(cards(page)).toHaveText([/Aluno 17/])
    await expect(page).toHaveURL(/page=2/)
    await expect(pagination.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // a reload keeps the page
    await page.reload()
    await expect(cards(page)).toHaveText([/Aluno 17/])

    // a filter change returns to page 1
    await toggle(page, 'Masculino').click()
    await expect(page).not.toHaveURL(/page=/)
    await count(page, '8 alunos encontrados')
    await expect(cards(page)).toHaveCount(8)
    await expect(pagination).toBeHidden()
    await toggle(page, 'Masculino').click()

    // 12 a page under 1024 px
    await page.setViewportSize({ width: 900, height: 800 })
    await expect(cards(page)).toHaveCount(12)
    await pagination.getByRole('button', { name: 'Próximo' }).click()
    await expect(cards(page)).toHaveCount(5)
    await expect(cards(page).first()).toContainText('Aluno 13')
  })

  test('works on a phone: form, collapsed filters and 15 a page @phone', async ({ page }) => {
    await loggedInCoach(page)
    for (let i = 1; i <= 16; i++) {
      await apiCreateStudent(page, { name: `Aluna ${String(i).padStart(2, '0')}` })
    }
    await page.goto('/app/students')
    await count(page, '16 alunos encontrados')
    await expect(cards(page)).toHaveCount(15)
    await page
      .getByRole('navigation', { name: 'Paginação' })
      .getByRole('button', { name: 'Próximo' })
      .click()
    await expect(cards(page)).toHaveText([/Aluna 16/])

    // the filter panel folds behind 'Filtros'
    const zero = toggle(page, 'Sem Créditos')
    await expect(zero).toBeHidden()
    const filters = page.getByRole('button', { name: /^Filtros/ })
    await filters.click()
    await expect(filters).toHaveAttribute('aria-expanded', 'true')
    await zero.click()
    await expect(filters).toHaveAccessibleName('Filtros 1 filtro ativo')
    await expect(page).not.toHaveURL(/page=/)
    await expect(cards(page)).toHaveCount(15)
    await page.getByRole('button', { name: 'Limpar Filtros' }).click()
    await expect(filters).toHaveAccessibleName('Filtros')

    // the form on a phone
    await page.getByRole('main').getByRole('link', { name: 'Novo Aluno' }).click()
    await page.getByLabel('Nome').fill('Zélia Prado')
    await page.getByLabel('Telefone').pressSequentially('21998765432')
    await expect(page.getByLabel('Telefone')).toHaveValue('(21) 99876-5432')
    await toggle(page, 'Feminino').click()
    await toggle(page, 'Fixo').click()
    await page.getByLabel('Classe').click()
    await page.getByRole('option', { name: 'Profissional' }).click()
    await page.getByRole('button', { name: 'Cadastrar Aluno' }).click()
    await expect(page.getByText('Aluno criado com sucesso!')).toBeVisible()
    await expect(page).toHaveURL(/\/app\/students$/)
    await count(page, '17 alunos encontrados')
    await page.getByRole('searchbox', { name: 'Buscar alunos' }).fill('zélia')
    await expect(cards(page)).toHaveText([/Zélia Prado/])
  })
})
