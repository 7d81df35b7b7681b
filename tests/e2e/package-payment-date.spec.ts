import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { apiCreateStudent, expect, isoToday, loggedInCoach, test } from './fixtures'

/**
 * A package whose payment date was filled is a paid package: the form's 'Já pago' starts
 * ticked and records the price on that date. Unticked, the package is owed from today on, not
 * overdue on the day it is sold, even with a start date already gone.
 */

async function shot(page: Page, info: TestInfo, name: string) {
  if (!process.env.PAYMENT_DATE_SHOTS) return
  await page.screenshot({
    path: path.join(process.env.PAYMENT_DATE_SHOTS, `${name}-${info.project.name}.png`),
    fullPage: true,
  })
}

async function sell(
  page: Page,
  info: TestInfo,
  studentId: string,
  opts: { paid: boolean; price: string },
) {
  await page.goto(`/app/students/${studentId}?tab=pacotes`)
  await page.locator('main').getByRole('button', { name: 'Novo Pacote' }).click()
  const dialog = page.getByRole('dialog', { name: 'Novo Pacote' })
  const yesterday = isoToday(-1)
  await dialog.getByLabel('Data de início').fill(yesterday)
  await dialog.getByLabel('Data de pagamento').fill(yesterday)
  await dialog.getByLabel('Valor (R$)').fill(opts.price)
  await dialog.getByLabel('Valor (R$)').blur()
  const paid = dialog.getByRole('checkbox', { name: 'Já pago' })
  await expect(paid).toBeChecked()
  await expect(dialog.getByLabel('Vencimento do pagamento')).toHaveCount(0)
  await expect(dialog.getByText(/Registra um pagamento de R\$\s500,00 em/)).toBeVisible()
  if (!opts.paid) {
    await paid.click()
    // owed from today: a package sold today is not born overdue
    await expect(dialog.getByLabel('Vencimento do pagamento')).toHaveValue(isoToday())
  }
  await shot(page, info, opts.paid ? 'form-paid' : 'form-unpaid')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
}

for (const phone of [false, true]) {
  test(`a filled payment date is a payment; unpaid is owed, not overdue${phone ? ' @phone' : ''}`, async ({
    page,
  }, info) => {
    await loggedInCoach(page)
    const paidStudent = await apiCreateStudent(page, { name: 'Paula Pagou' })
    await sell(page, info, paidStudent.id, { paid: true, price: '500' })
    const card = page.locator('main').getByRole('article')
    await expect(card.getByText('Pagamento: Pago', { exact: true })).toBeAttached()
    await expect(card.getByText(/Saldo devedor/)).toHaveCount(0)

    const owing = await apiCreateStudent(page, { name: 'Otávio Deve' })
    await sell(page, info, owing.id, { paid: false, price: '500' })
    const owed = page.locator('main').getByRole('article')
    await expect(owed.getByText('Pagamento: Pendente', { exact: true })).toBeAttached()
    await expect(owed.getByText('Pagamento: Atrasado', { exact: true })).toHaveCount(0)
    await shot(page, info, 'card-unpaid')

    await page.goto('/app/dashboard')
    const main = page.locator('main')
    await expect(main.getByText('Nada em atraso')).toBeVisible()
    await shot(page, info, 'dashboard')
  })
}
