import type { Page } from '@playwright/test'
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

/** A moment of a day in the coach's time zone (São Paulo, like the browser of the tests). */
const at = (offsetDays: number, time = '12:00') => `${isoToday(offsetDays)}T${time}:00-03:00`
const brDate = (iso: string) => iso.split('-').reverse().join('/')

async function openHistory(page: Page, search = '') {
  await page.goto(`/app/sessions${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico de Sessões' })).toBeVisible()
}

/** The session card that mentions a text (a student's name, usually). */
const card = (page: Page, text: string) => page.locator('main article').filter({ hasText: text })

async function expectNoSeriousA11yIssues(page: Page) {
  const { violations } = await axe(page).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

async function packagesOf(page: Page, studentId: string) {
  const res = await page.request.get(`/api/students/${studentId}/packages`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as { id: string; remainingClasses: number; totalClasses: number }[]
}

async function remaining(page: Page, studentId: string, packageId: string) {
  return (await packagesOf(page, studentId)).find((p) => p.id === packageId)?.remainingClasses
}

test.describe('session history', () => {
  test('the yellow warning and assigning a package from the dialog', async ({ page }) => {
    await loggedInCoach(page, 'Rafa Treinador')
    const ana = await apiCreateStudent(page, { name: 'Ana Pereira' })
    await apiCreateSession(page, [ana.id], { notes: 'Aula de saque' })
    // bought after the class: the class is still waiting for a package
    const pkg = await apiCreatePackage(page, ana.id, { totalClasses: 4, priceCents: 20000 })

    await openHistory(page)
    const session = card(page, 'Ana Pereira')
    await expect(session.getByText('1 aula sem pacote atribuído')).toBeVisible()
    // titled with the class's own date and time; registered at that moment: no registration line
    await expect(session.getByRole('heading')).toHaveText(/ às \d\d:\d\d$/)
    await expect(session.getByText(/Registrado/)).toHaveCount(0)
    await expect(session.getByText('Professor: Rafa Treinador')).toBeVisible()
    await expect(page.getByText('1 sessão encontrada')).toBeVisible()

    const toggle = session.getByRole('button', { name: 'Expandir sessão' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(session.getByRole('button', { name: 'Recolher sessão' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(session.getByText('Atribuir pacotes')).toBeVisible()
    await expect(session.getByText('Sem pacote', { exact: true })).toBeVisible()
    await expect(session.getByText('Aula de saque')).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    await session.getByRole('button', { name: /Atribuir Pacote/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Atribuir Pacote à Aula' })
    await expect(dialog.getByText('Professor: Rafa Treinador')).toBeVisible()
    await expect(dialog.getByText('Pacotes Disponíveis (1)')).toBeVisible()
    await expect(dialog.getByText('4/4 aulas')).toBeVisible()
    await expect(dialog.getByText('R$ 200,00')).toBeVisible()
    await expect(dialog.getByText(brDate(isoToday(30)))).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    await dialog.getByRole('button', { name: 'Atribuir Pacote' }).click()
    await expect(page.getByText('Selecione um pacote', { exact: true })).toBeVisible()
    await expect(
      page.getByText('Por favor, selecione um pacote para atribuir à aula.'),
    ).toBeVisible()

    await dialog.getByRole('radio', { name: /Pacote de 4 aulas/ }).check()
    await dialog.getByRole('button', { name: 'Atribuir Pacote' }).click()
    await expect(page.getByText('Pacote atribuído', { exact: true })).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(session.getByText('1 aula sem pacote atribuído')).toBeHidden()
    await expect(session.getByText('Atribuir pacotes')).toBeHidden()
    await expect(session.getByText(`#${pkg.id.slice(-6)} · 4 aulas`)).toBeVisible()
    expect(await remaining(page, ana.id, pkg.id)).toBe(3)
  })

  test('expired packages: the Vencido badge and the notice', async ({ page }) => {
    await loggedInCoach(page)
    const bia = await apiCreateStudent(page, { name: 'Bia Expirada' })
    const old = await apiCreatePackage(page, bia.id, {
      totalClasses: 5,
      startDate: isoToday(-60),
      validityDays: 30,
    })
    await apiCreateSession(page, [bia.id])

    await openHistory(page)
    const session = card(page, 'Bia Expirada')
    await session.getByRole('button', { name: 'Expandir sessão' }).click()
    await session.getByRole('button', { name: /Atribuir Pacote/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Atribuir Pacote à Aula' })
    await expect(dialog.getByText('Vencido', { exact: true })).toBeVisible()
    await expect(
      dialog.getByText('Este pacote está vencido. Atribuir esta aula usará um crédito vencido.'),
    ).toBeVisible()
    await expect(dialog.getByText('1 pacote vencido com créditos disponíveis:')).toBeVisible()
    await expect(
      dialog.getByText(
        'Você pode atribuir aulas a pacotes vencidos, mas é recomendado criar novos pacotes.',
      ),
    ).toBeVisible()
    await dialog.getByRole('radio', { name: /Pacote de 5 aulas/ }).check()
    await dialog.getByRole('button', { name: 'Atribuir Pacote' }).click()
    await expect(page.getByText('Pacote atribuído', { exact: true })).toBeVisible()
    expect(await remaining(page, bia.id, old.id)).toBe(4)
  })

  test('no package: create one in place, then assign it', async ({ page }) => {
    await loggedInCoach(page)
    const caio = await apiCreateStudent(page, { name: 'Caio Novo' })
    await apiCreateSession(page, [caio.id])

    await openHistory(page)
    const session = card(page, 'Caio Novo')
    await session.getByRole('button', { name: 'Expandir sessão' }).click()
    await session.getByRole('button', { name: /Atribuir Pacote/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Atribuir Pacote à Aula' })
    await expect(dialog.getByText('Nenhum pacote disponível para este aluno')).toBeVisible()
    await dialog.getByRole('button', { name: 'Novo Pacote' }).click()

    const create = page.getByRole('dialog', { name: 'Novo Pacote' })
    await create.getByLabel('Número de aulas').fill('10')
    await create.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Pacote criado com sucesso', { exact: true })).toBeVisible()
    await expect(create).toBeHidden()
    await expect(dialog.getByText('Pacotes Disponíveis (1)')).toBeVisible()
    // the new package comes selected
    await expect(dialog.getByRole('radio', { name: /Pacote de 10 aulas/ })).toBeChecked()
    await dialog.getByRole('button', { name: 'Atribuir Pacote' }).click()
    await expect(page.getByText('Pacote atribuído', { exact: true })).toBeVisible()
    await expect(session.getByText(/sem pacote atribuído/)).toBeHidden()
    const [pkg] = await packagesOf(page, caio.id)
    expect(pkg?.remainingClasses).toBe(9)
  })

  test('edit a session: add and remove students, validation, credits move', async ({ page }) => {
    await loggedInCoach(page)
    const ana = await apiCreateStudent(page, { name: 'Ana Edição' })
    const beto = await apiCreateStudent(page, { name: 'Beto Sai' })
    const cris = await apiCreateStudent(page, { name: 'Cris Entra' })
    const anaPkg = await apiCreatePackage(page, ana.id)
    const betoPkg = await apiCreatePackage(page, beto.id)
    const crisPkg = await apiCreatePackage(page, cris.id, { totalClasses: 10 })
    await apiCreateSession(page, [ana.id, beto.id])
    expect(await remaining(page, beto.id, betoPkg.id)).toBe(3)

    await openHistory(page)
    await card(page, 'Beto Sai').getByRole('button', { name: 'Editar sessão' }).click()
    const editor = page.getByRole('article', { name: 'Editando Sessão de Aula' })
    await expect(editor).toBeVisible()

    // without students it refuses to save
    await editor.getByRole('button', { name: 'Remover Ana Edição' }).click()
    await editor.getByRole('button', { name: 'Remover Beto Sai' }).click()
    await editor.getByRole('button', { name: 'Salvar' }).click()
    await expect(editor.getByRole('alert')).toHaveText(
      'Selecione pelo menos um aluno para a sessão.',
    )
    await editor.getByRole('button', { name: 'Cancelar' }).click()
    await expect(editor).toBeHidden()

    await card(page, 'Beto Sai').getByRole('button', { name: 'Editar sessão' }).click()
    await editor.getByRole('button', { name: 'Remover Beto Sai' }).click()
    await editor.getByRole('button', { name: 'Incluir mais alunos' }).click()
    await page.getByPlaceholder('Buscar alunos...').fill('zzz')
    await expect(page.getByText('Nenhum aluno encontrado.')).toBeVisible()
    await page.getByPlaceholder('Buscar alunos...').fill('Cris')
    await page.getByRole('checkbox', { name: 'Cris Entra' }).check()
    await page.getByRole('button', { name: 'Adicionar (1)' }).click()

    const crisFields = editor.getByRole('group', { name: /^Cris Entra/ })
    await expect(crisFields.getByText('Novo na sessão')).toBeVisible()
    await expect(crisFields.getByRole('radio', { name: '5 de 5' })).toBeChecked()
    // no choice made: the server picks with its rule when saving
    await expect(crisFields.getByRole('combobox', { name: 'Pacote Atribuído' })).toHaveText(
      'Automático (pacote mais antigo válido no dia da aula)',
    )
    await crisFields.getByRole('button', { name: 'Voleio' }).click()
    await expectNoSeriousA11yIssues(page)
    await editor.getByLabel('Observações da Sessão').fill('Treino com nova dupla')
    await editor.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Sessão atualizada', { exact: true })).toBeVisible()
    await expect(editor).toBeHidden()

    const session = card(page, 'Cris Entra')
    await expect(session.getByRole('link', { name: 'Beto Sai' })).toHaveCount(0)
    await session.getByRole('button', { name: 'Expandir sessão' }).click()
    await expect(session.getByText('Treino com nova dupla')).toBeVisible()
    await expect(session.getByText('Voleio')).toBeVisible()
    expect(await remaining(page, beto.id, betoPkg.id)).toBe(4)
    expect(await remaining(page, cris.id, crisPkg.id)).toBe(9)
    expect(await remaining(page, ana.id, anaPkg.id)).toBe(3)
  })

  test("change a kept student's package", async ({ page }) => {
    await loggedInCoach(page)
    const dani = await apiCreateStudent(page, { name: 'Dani Troca' })
    const first = await apiCreatePackage(page, dani.id, { startDate: isoToday(-5) })
    const second = await apiCreatePackage(page, dani.id, { totalClasses: 8 })
    await apiCreateSession(page, [dani.id])
    expect(await remaining(page, dani.id, first.id)).toBe(3)

    await openHistory(page)
    await card(page, 'Dani Troca').getByRole('button', { name: 'Editar sessão' }).click()
    const editor = page.getByRole('article', { name: 'Editando Sessão de Aula' })
    const select = editor.getByRole('combobox', { name: 'Pacote Atribuído' })
    await expect(select).toHaveText(
      `Pacote de 4 aulas - 3 aulas restantes (ID: #${first.id.slice(-6)})`,
    )
    await select.click()
    await page
      .getByRole('option', {
        name: `Pacote de 8 aulas - 8 aulas restantes (ID: #${second.id.slice(-6)})`,
      })
      .click()
    await editor.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Sessão atualizada', { exact: true })).toBeVisible()
    expect(await remaining(page, dani.id, first.id)).toBe(4)
    expect(await remaining(page, dani.id, second.id)).toBe(7)

    const session = card(page, 'Dani Troca')
    await session.getByRole('button', { name: 'Expandir sessão' }).click()
    await expect(session.getByText(`#${second.id.slice(-6)} · 8 aulas`)).toBeVisible()
  })

  test("correct the date of a class registered late: the credit moves to that day's package", async ({
    page,
  }) => {
    await loggedInCoach(page)
    const eva = await apiCreateStudent(page, { name: 'Eva Atrasada' })
    const old = await apiCreatePackage(page, eva.id, { startDate: isoToday(-60), validityDays: 30 })
    const current = await apiCreatePackage(page, eva.id)
    await apiCreateSession(page, [eva.id])
    expect(await remaining(page, eva.id, current.id)).toBe(3)

    await openHistory(page)
    await card(page, 'Eva Atrasada').getByRole('button', { name: 'Editar sessão' }).click()
    const editor = page.getByRole('article', { name: 'Editando Sessão de Aula' })
    const date = editor.getByLabel('Data e hora da aula')
    await date.fill(`${isoToday(1)}T10:00`)
    await expect(editor.getByText('A data da aula não pode estar no futuro')).toBeVisible()
    await date.fill(`${isoToday(-40)}T18:00`)
    await expect(editor.getByText('A data da aula não pode estar no futuro')).toBeHidden()
    await editor.getByRole('button', { name: 'Salvar' }).click()
    await expect(
      page.getByText(
        'As alterações foram salvas. 1 crédito passou para um pacote válido na nova data.',
      ),
    ).toBeVisible()
    expect(await remaining(page, eva.id, current.id)).toBe(4)
    expect(await remaining(page, eva.id, old.id)).toBe(3)

    // the card shows when the class happened; when it was registered comes second
    const session = card(page, 'Eva Atrasada')
    await expect(session.getByRole('heading')).toHaveText(/ às 18:00$/)
    await expect(session.getByText(/^Registrado em \d\d\/\d\d às \d\d:\d\d$/)).toBeVisible()
    await session.getByRole('button', { name: 'Expandir sessão' }).click()
    await expect(session.getByText(`#${old.id.slice(-6)} · 4 aulas`)).toBeVisible()
  })

  test('delete a session: the confirmation text and the credit refunded', async ({ page }) => {
    await loggedInCoach(page)
    const eva = await apiCreateStudent(page, { name: 'Eva Lopes' })
    const fabio = await apiCreateStudent(page, { name: 'Fábio Reis' })
    // bought before the class: valid on its day
    const evaPkg = await apiCreatePackage(page, eva.id, { startDate: isoToday(-5) })
    await apiCreateSession(page, [eva.id, fabio.id], { date: at(-2, '15:30') })
    expect(await remaining(page, eva.id, evaPkg.id)).toBe(3)

    await openHistory(page)
    await card(page, 'Eva Lopes').getByRole('button', { name: 'Editar sessão' }).click()
    const editor = page.getByRole('article', { name: 'Editando Sessão de Aula' })
    await editor.getByRole('button', { name: 'Excluir sessão' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar exclusão' })
    await expect(confirm.getByText(/^Você está apagando/)).toHaveText(
      `Você está apagando a sessão de aulas ${brDate(isoToday(-2))} às 15:30 com o(s) aluno(s) Eva Lopes e Fábio Reis. Deseja realmente apagar a aula?`,
    )
    await confirm.getByRole('button', { name: 'Cancelar' }).click()
    await expect(confirm).toBeHidden()
    await expect(editor).toBeVisible()

    await editor.getByRole('button', { name: 'Excluir sessão' }).click()
    await confirm.getByRole('button', { name: 'Excluir' }).click()
    await expect(page.getByText('Sessão excluída', { exact: true })).toBeVisible()
    await expect(page.getByText('Nenhuma sessão encontrada')).toBeVisible()
    await expect(page.getByText('Comece registrando sua primeira sessão de aulas')).toBeVisible()
    expect(await remaining(page, eva.id, evaPkg.id)).toBe(4)
  })

  test('filters: search, quick periods, custom range, Sem Pacote, chips', async ({ page }) => {
    await loggedInCoach(page)
    const gil = await apiCreateStudent(page, { name: 'Gil Hoje' })
    const hel = await apiCreateStudent(page, { name: 'Helena Ontem' })
    const ivo = await apiCreateStudent(page, { name: 'Ivo Semana' })
    const ju = await apiCreateStudent(page, { name: 'Ju Antiga' })
    // bought before their classes: valid on the classes' days (Ju's class has none)
    for (const s of [gil, hel, ivo])
      await apiCreatePackage(page, s.id, { startDate: isoToday(-10) })
    await apiCreateSession(page, [ju.id], { date: at(-40), notes: 'Aula antiga' })
    await apiCreateSession(page, [ivo.id], { date: at(-5) })
    await apiCreateSession(page, [hel.id], { date: at(-1), notes: 'Treino de backhand' })
    await apiCreateSession(page, [gil.id])

    await openHistory(page)
    const main = page.locator('main')
    await expect(main.getByText('4 sessões encontradas')).toBeVisible()

    const search = main.getByPlaceholder('Buscar por aluno ou observações...')
    await search.fill('backhand')
    await expect(main.getByText('1 sessão encontrada')).toBeVisible()
    await expect(card(page, 'Helena Ontem')).toBeVisible()
    await expect(page).toHaveURL(/q=backhand/)
    await search.fill('ivo')
    await expect(card(page, 'Ivo Semana')).toBeVisible()
    await expect(main.getByText('1 sessão encontrada')).toBeVisible()
    const chips = main.getByRole('list', { name: 'Filtros ativos' })
    await chips.getByRole('button', { name: 'Remover filtro Busca: "ivo"' }).click()
    await expect(search).toHaveValue('')
    await expect(main.getByText('4 sessões encontradas')).toBeVisible()

    const periods: [string, number][] = [
      ['Hoje', 1],
      ['Ontem', 1],
      ['7 dias', 3],
      ['30 dias', 3],
    ]
    for (const [label, n] of periods) {
      const button = main.getByRole('button', { name: label, exact: true })
      await button.click()
      await expect(button).toHaveAttribute('aria-pressed', 'true')
      await expect(
        main.getByText(n === 1 ? '1 sessão encontrada' : `${n} sessões encontradas`),
      ).toBeVisible()
    }
    await expect(card(page, 'Ju Antiga')).toHaveCount(0)
    // toggling the active period off
    await main.getByRole('button', { name: '30 dias', exact: true }).click()
    await expect(main.getByText('4 sessões encontradas')).toBeVisible()

    // a custom range resets the quick period
    await main.getByRole('button', { name: 'Ontem', exact: true }).click()
    await main.getByRole('button', { name: 'Selecionar período' }).click()
    await page.getByLabel('Data inicial').fill(isoToday(-45))
    await expect(main.getByRole('button', { name: 'Ontem', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    const fromText = `A partir de ${brDate(isoToday(-45))}`
    await expect(chips.getByText(fromText)).toBeVisible()
    await expect(main.getByText('4 sessões encontradas')).toBeVisible()
    await page.getByLabel('Data final').fill(isoToday(-2))
    await page.keyboard.press('Escape')
    await expect(
      main.getByRole('button', {
        name: `${brDate(isoToday(-45))} - ${brDate(isoToday(-2))}`,
        exact: true,
      }),
    ).toBeVisible()
    await expect(main.getByText('2 sessões encontradas')).toBeVisible()
    await expect(card(page, 'Gil Hoje')).toHaveCount(0)

    await main.getByRole('button', { name: 'Limpar Filtros' }).click()
    await expect(main.getByText('4 sessões encontradas')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Limpar Filtros' })).toBeHidden()

    const unassigned = main.getByRole('button', { name: 'Sem Pacote', exact: true })
    await unassigned.click()
    await expect(unassigned).toHaveAttribute('aria-pressed', 'true')
    await expect(main.getByText('1 sessão encontrada')).toBeVisible()
    await expect(card(page, 'Ju Antiga')).toBeVisible()
    await expect(chips.getByText('Sem Pacote')).toBeVisible()

    await search.fill('gil')
    await expect(main.getByText('Nenhuma sessão encontrada')).toBeVisible()
    await expect(main.getByText('Tente ajustar os filtros de busca')).toBeVisible()
    await expect(main.getByText('Registrar Primeira Sessão')).toBeHidden()
    await main.getByRole('button', { name: 'Limpar Filtros' }).click()
    await expect(main.getByText('4 sessões encontradas')).toBeVisible()
  })

  test('pagination: 12 sessions in 3 pages of 5', async ({ page }) => {
    await loggedInCoach(page)
    const kim = await apiCreateStudent(page, { name: 'Kim Paginado' })
    for (let i = 12; i >= 1; i--) {
      await apiCreateSession(page, [kim.id], { date: at(-i), notes: `Aula número ${13 - i}` })
    }
    await openHistory(page)
    const main = page.locator('main')
    await expect(main.getByText('12 sessões encontradas')).toBeVisible()
    await expect(main.getByText('Mostrando 1 - 5 de 12 sessões')).toBeVisible()
    await expect(main.getByRole('article')).toHaveCount(5)
    await main.getByRole('button', { name: 'Próximo' }).click()
    await expect(main.getByText('Mostrando 6 - 10 de 12 sessões')).toBeVisible()
    await expect(page).toHaveURL(/page=2/)
    await main.getByRole('button', { name: 'Página 3' }).click()
    await expect(main.getByText('Mostrando 11 - 12 de 12 sessões')).toBeVisible()
    await expect(main.getByRole('article')).toHaveCount(2)
    await expect(main.getByRole('button', { name: 'Próximo' })).toBeDisabled()
    // a filter change goes back to page 1
    await main.getByRole('button', { name: '30 dias', exact: true }).click()
    await expect(main.getByText('Mostrando 1 - 5 de 12 sessões')).toBeVisible()
    await expect(page).not.toHaveURL(/page=/)
  })

  test('empty history: the first-session empty state', async ({ page }) => {
    await loggedInCoach(page)
    await openHistory(page)
    const main = page.locator('main')
    await expect(main.getByText('Nenhuma sessão encontrada')).toBeVisible()
    await expect(main.getByText('Comece registrando sua primeira sessão de aulas')).toBeVisible()
    await main.getByRole('link', { name: 'Registrar Primeira Sessão' }).click()
    await expect(page).toHaveURL(/\/app\/sessions\/new$/)
  })

  test('on a phone: warning, details and assigning a package @phone', async ({ page }) => {
    await loggedInCoach(page)
    const lia = await apiCreateStudent(page, { name: 'Lia Celular' })
    await apiCreateSession(page, [lia.id], { notes: 'Aula na quadra 2' })
    const pkg = await apiCreatePackage(page, lia.id)

    await openHistory(page)
    const session = card(page, 'Lia Celular')
    await expect(session.getByText('1 aula sem pacote atribuído')).toBeVisible()
    await session.getByRole('button', { name: 'Expandir sessão' }).click()
    await expect(session.getByText('Aula na quadra 2')).toBeVisible()
    await session.getByRole('button', { name: /Atribuir Pacote/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Atribuir Pacote à Aula' })
    await dialog.getByRole('radio', { name: /Pacote de 4 aulas/ }).check()
    await dialog.getByRole('button', { name: 'Atribuir Pacote' }).click()
    await expect(page.getByText('Pacote atribuído', { exact: true })).toBeVisible()
    await expect(session.getByText('1 aula sem pacote atribuído')).toBeHidden()
    expect(await remaining(page, lia.id, pkg.id)).toBe(3)

    await session.getByRole('button', { name: 'Editar sessão' }).click()
    const editor = page.getByRole('article', { name: 'Editando Sessão de Aula' })
    // Salvar and Cancelar stay in reach wherever the coach is in the long form
    const save = editor.getByRole('button', { name: 'Salvar' })
    await editor.getByRole('heading', { name: 'Editando Sessão de Aula' }).scrollIntoViewIfNeeded()
    await expect(save).toBeInViewport()
    await expect(editor.getByRole('button', { name: 'Cancelar' })).toBeInViewport()
    await editor.getByRole('radio', { name: '3 de 5' }).click()
    await editor.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Sessão atualizada', { exact: true })).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
  })

  test("on a phone the filters fold behind 'Filtros' with their count @phone", async ({ page }) => {
    await loggedInCoach(page)
    const lia = await apiCreateStudent(page, { name: 'Lia Celular' })
    await apiCreateSession(page, [lia.id])
    await openHistory(page)
    const bar = page.getByRole('region', { name: 'Filtros de sessões' })
    const filters = bar.getByRole('button', { name: /^Filtros/ })
    await expect(bar.getByLabel('Buscar sessões')).toBeVisible()
    await expect(bar.getByRole('button', { name: '7 dias', exact: true })).toBeHidden()
    await expect(filters).toHaveAttribute('aria-expanded', 'false')

    await filters.click()
    await expect(filters).toHaveAttribute('aria-expanded', 'true')
    await bar.getByRole('button', { name: '7 dias', exact: true }).click()
    await bar.getByRole('button', { name: 'Sem Pacote' }).click()
    await expect(page).toHaveURL(/unassigned=/)
    await expect(filters).toHaveAccessibleName('Filtros 2 filtros ativos')
    await filters.click()
    await expect(bar.getByRole('button', { name: '7 dias', exact: true })).toBeHidden()
    await expect(filters).toHaveAccessibleName('Filtros 2 filtros ativos')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
  })
})
