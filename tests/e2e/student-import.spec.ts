import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { axe } from './axe'
import { expect, loggedInCoach, test } from './fixtures'

/**
 * Issue 31: a coach brings the students of an Excel sheet in (Windows-1252, ';', a title row
 * above the header, R$ amounts, a bad phone, a date that does not exist, a totals line), fixes
 * the two bad lines in place, imports, and finds the students with their balances — on a
 * laptop and on a 390 px phone.
 */

const FIXTURE = path.resolve('tests/fixtures/import/excel-br-windows-1252.csv')
const SHOTS = process.env.IMPORT_SHOTS ?? '/tmp/shots-ui'

async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage })
}

async function expectNoSeriousA11yIssues(page: Page) {
  const { violations } = await axe(page).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

async function fixLine(page: Page, line: number, label: string, value: string, shotName?: string) {
  await page.getByRole('button', { name: `Corrigir a linha ${line}` }).click()
  const form = page.getByRole('form', { name: `Corrigir a linha ${line}` })
  await expect(form.getByLabel('Nome')).toBeFocused()
  await form.getByLabel(label).fill(value)
  if (shotName) await shot(page, shotName)
  await form.getByRole('button', { name: 'Conferir de novo' }).click()
  await expect(form).toBeHidden()
}

async function importJourney(page: Page, size: string) {
  await loggedInCoach(page)
  await page.goto('/app/students')
  await expect(page.getByText('Nenhum aluno encontrado')).toBeVisible()
  // the first-run empty state offers the import beside the first student
  const emptyState = page.getByText('Nenhum aluno encontrado').locator('..')
  await emptyState.getByRole('link', { name: 'Importar alunos' }).click()
  await expect(page).toHaveURL(/\/app\/students\/import$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Importar alunos' })).toBeVisible()
  await shot(page, `${size}-1-source`)

  await page.getByLabel('Arquivo da planilha').setInputFiles(FIXTURE)
  await expect(page.getByText('8 linhas lidas de excel-br-windows-1252.csv')).toBeVisible()
  const field = (column: string) => page.getByLabel(`O que a coluna ${column} tem`)
  await expect(field('Nome')).toHaveValue('name')
  await expect(field('Celular')).toHaveValue('phone')
  await expect(field('Aulas restantes')).toHaveValue('credits')
  await expect(field('Valor devido')).toHaveValue('owed')
  // Windows-1252 read as such: no mojibake in the samples
  await expect(page.getByText('João Araújo · MARIA CONCEIÇÃO · Pedro Lima')).toBeVisible()
  await page.getByLabel('Gênero').selectOption('male')
  await page.getByLabel('Converter NOMES EM MAIÚSCULAS para Nome Próprio').check()
  await shot(page, `${size}-2-mapping`)
  await expectNoSeriousA11yIssues(page)

  await page.getByRole('button', { name: 'Conferir' }).click()
  await expect(page.getByRole('heading', { name: /Conferência/ })).toBeFocused()
  await expect(page.getByText('Linha 6: telefone inválido — confira o DDD')).toBeVisible()
  await expect(page.getByText('Linha 7: data 31/02/2026 não existe')).toBeVisible()
  await expect(page.getByText('Linha 8: linha de total, ignorada')).toBeVisible()
  await shot(page, `${size}-3-preview`)
  await expectNoSeriousA11yIssues(page)

  await fixLine(page, 6, 'Telefone', '11 98765-0001', `${size}-3b-fix`)
  await expect(page.getByText('Linha 6: telefone inválido — confira o DDD')).toBeHidden()
  await fixLine(page, 7, 'Validade', '28/02/2027')
  await expect(page.getByText('Linha 7: data 31/02/2026 não existe')).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Linhas com problema' })).toBeHidden()
  await expect(page.getByText('Maria Conceição', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Importar 4 alunos' }).click()
  await expect(page.getByRole('heading', { name: 'Importação concluída' })).toBeFocused()
  await expect(page.getByText('4 alunos criados')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Desfazer importação' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Importações recentes' })).toBeVisible()
  await shot(page, `${size}-4-done`)

  await page.getByRole('link', { name: 'Ver alunos' }).click()
  await expect(page).toHaveURL(/\/app\/students$/)
  await expect(page.getByText('4 alunos encontrados', { exact: true })).toBeVisible()
  const card = (name: string) => page.getByRole('link', { name: new RegExp(name) })
  await expect(card('Ana Souza')).toContainText('2 créditos restantes')
  await expect(card('Ana Souza')).toContainText('Deve R$ 1.234,56')
  // João's classes expired on 15/03/2026 (the sheet's date): what he owes came in all the same
  await expect(card('João Araújo')).toContainText('Deve R$ 350,00')
  await expect(card('Maria Conceição')).toContainText('Sem créditos')
  await expect(card('Pedro Lima')).toBeVisible()
  await shot(page, `${size}-5-students`)
}

test.describe('student import', () => {
  test('desktop 1366: a Brazilian Excel CSV fixed in place and imported', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await importJourney(page, 'desktop-1366')
  })

  test('phone 390: a Brazilian Excel CSV fixed in place and imported @phone', async ({ page }) => {
    await importJourney(page, 'phone-390')
  })
})
