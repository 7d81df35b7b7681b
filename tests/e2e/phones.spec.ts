import type { Page } from '@playwright/test'
import { apiCreateStudent, expect, loggedInCoach, test } from './fixtures'

async function fillNewStudent(page: Page, name: string, phone: string) {
  await page.goto('/app/students/new')
  await page.getByLabel('Nome').fill(name)
  await page.getByLabel('Telefone').fill(phone)
  await page.getByRole('button', { name: 'Feminino' }).click()
  await page.getByRole('button', { name: 'Fixo' }).click()
  await page.getByLabel('Classe').click()
  await page.getByRole('option', { name: '3 Classe' }).click()
}

test.describe('phones and duplicate students (issue 8)', () => {
  test('a pasted WhatsApp number, a refused one, a duplicate confirmed, call and WhatsApp from the profile', async ({
    page,
  }) => {
    await loggedInCoach(page)
    await apiCreateStudent(page, { name: 'Ana Souza', phone: '11977776666' })

    await fillNewStudent(page, 'Ana Souza', '123')
    await page.getByRole('button', { name: 'Cadastrar Aluno' }).click()
    await expect(
      page.getByText('Telefone inválido: informe DDD e número (10 ou 11 dígitos)'),
    ).toBeVisible()

    // as WhatsApp shows a number: recognised, not mangled into (55) 11977-7766
    await page.getByLabel('Telefone').fill('+55 (11) 97777-6666')
    await expect(page.getByLabel('Telefone')).toHaveValue('(11) 97777-6666')
    await page.getByRole('button', { name: 'Cadastrar Aluno' }).click()
    const dialog = page.getByRole('alertdialog', {
      name: 'Já existe um aluno com este telefone — criar mesmo assim?',
    })
    await expect(dialog).toContainText('Ana Souza')
    await dialog.getByRole('button', { name: 'Criar mesmo assim' }).click()
    await expect(page.getByText('Aluno criado com sucesso!')).toBeVisible()
    await expect(page).toHaveURL(/\/app\/students$/)
    await expect(page.getByText('2 alunos encontrados', { exact: true })).toBeVisible()

    await page
      .getByRole('link', { name: /Ana Souza/ })
      .first()
      .click()
    const main = page.locator('main')
    await expect(main.getByText('(11) 97777-6666')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Ligar para Ana Souza' })).toHaveAttribute(
      'href',
      'tel:+5511977776666',
    )
    await expect(
      main.getByRole('link', { name: 'Conversar com Ana Souza no WhatsApp' }),
    ).toHaveAttribute('href', 'https://wa.me/5511977776666')
  })

  test('a landline keeps its 8 digits', async ({ page }) => {
    await loggedInCoach(page)
    await fillNewStudent(page, 'Clube Escola', '1130634000')
    await expect(page.getByLabel('Telefone')).toHaveValue('(11) 3063-4000')
    await page.getByRole('button', { name: 'Cadastrar Aluno' }).click()
    await expect(page).toHaveURL(/\/app\/students$/)
    await page.getByRole('link', { name: /Clube Escola/ }).click()
    const main = page.locator('main')
    await expect(main.getByText('(11) 3063-4000')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Ligar para Clube Escola' })).toHaveAttribute(
      'href',
      'tel:+551130634000',
    )
    await expect(main.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0)
  })

  test('the new-package select tells namesakes apart, says when more exist and searches', async ({
    page,
  }) => {
    await loggedInCoach(page)
    for (let i = 1; i <= 22; i++) {
      await apiCreateStudent(page, { name: `Aluno ${String(i).padStart(2, '0')}` })
    }
    await apiCreateStudent(page, { name: 'Ana Souza', phone: '11977776666', classe: '3-classe' })
    await apiCreateStudent(page, { name: 'Ana Souza', phone: '21988887777', classe: '5-classe' })
    await page.goto('/app/packages/new')
    await page.locator('main').getByRole('combobox', { name: 'Aluno' }).click()
    const list = page.getByRole('listbox')
    await expect(list.getByRole('option')).toHaveCount(20)
    await expect(page.getByText('Mostrando 20 de 24 alunos — digite para buscar')).toBeVisible()

    await page.getByRole('combobox', { name: 'Buscar aluno' }).fill('ana souza')
    await expect(list.getByRole('option')).toHaveText([
      /Ana Souza\(11\) 97777-6666 · 3 Classe|Ana Souza\(21\) 98888-7777 · 5 Classe/,
      /Ana Souza\(11\) 97777-6666 · 3 Classe|Ana Souza\(21\) 98888-7777 · 5 Classe/,
    ])
    await expect(page.getByText(/Mostrando/)).toHaveCount(0)
    await list.getByRole('option').filter({ hasText: '(21) 98888-7777' }).click()
    await expect(page.locator('main').getByRole('combobox', { name: 'Aluno' })).toHaveText(
      'Ana Souza',
    )
  })
})
