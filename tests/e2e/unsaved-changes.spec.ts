import type { Page } from '@playwright/test'
import { apiCreateStudent, expect, loggedInCoach, test } from './fixtures'

/**
 * Issue 8 item 3: dashboard → Nova Sessão → choose a student → type feedback → browser Back
 * asks before throwing the work away.
 */
async function backFromANewSession(page: Page) {
  await loggedInCoach(page)
  await apiCreateStudent(page, { name: 'Ana Souza', gender: 'female' })
  await page.goto('/app/dashboard')
  await page.getByRole('link', { name: 'Nova Sessão' }).first().click()
  await expect(page).toHaveURL(/\/app\/sessions\/new$/)

  await page
    .getByRole('list', { name: 'Alunos ativos' })
    .getByRole('button', { name: /^Ana Souza/ })
    .click()
  await page.getByRole('button', { name: 'Cadastrar Sessão de Aulas' }).click()
  const notes = page
    .getByRole('region', { name: 'Ana Souza', exact: true })
    .getByLabel('Observações')
  await notes.fill('Ótima evolução no backhand')

  await page.goBack()
  const dialog = page.getByRole('alertdialog', { name: 'Descartar alterações?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('As alterações não salvas serão perdidas.')
  await dialog.getByRole('button', { name: 'Continuar editando' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/app\/sessions\/new$/)
  await expect(notes).toHaveValue('Ótima evolução no backhand')

  await page.goBack()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Descartar' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

test.describe('unsaved changes', () => {
  test('Back from a new session asks before discarding the feedback', async ({ page }) => {
    await backFromANewSession(page)
  })

  test('Back from a new session asks before discarding the feedback on a phone @phone', async ({
    page,
  }) => {
    await backFromANewSession(page)
  })

  test('a saved new student leaves without asking', async ({ page }) => {
    await loggedInCoach(page)
    await page.goto('/app/students/new')
    await page.getByLabel('Nome').fill('Carla Dias')
    await page.getByRole('link', { name: 'Alunos' }).first().click()
    const dialog = page.getByRole('alertdialog', { name: 'Descartar alterações?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Continuar editando' }).click()
    await expect(page.getByLabel('Nome')).toHaveValue('Carla Dias')
    await page.getByLabel('Telefone').pressSequentially('11987654321')
    await page.getByRole('button', { name: 'Feminino' }).click()
    await page.getByRole('button', { name: 'Pontual' }).click()
    await page.getByLabel('Classe').click()
    await page.getByRole('option', { name: '2 Classe' }).click()
    await page.getByRole('button', { name: 'Cadastrar Aluno' }).click()
    await expect(page.getByText('Aluno criado com sucesso!')).toBeVisible()
    await expect(page).toHaveURL(/\/app\/students$/)
    await expect(dialog).toBeHidden()
  })
})
