import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { axe } from './axe'
import { apiCreatePackage, apiCreateStudent, expect, loggedInCoach, test } from './fixtures'

/**
 * Issue 13: a package sold unpaid shows as pending → 'Cobrar via Pix' shows the BR Code and its
 * QR code → a partial payment is registered → the package is 'Parcial', the dashboard's
 * 'A receber' and the reports show it. Desktop and phone (390 px).
 */

async function shot(page: Page, info: TestInfo, name: string) {
  await page.waitForTimeout(400)
  const dir = process.env.MONEY_SHOTS ?? info.outputDir
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
}

const money = (reais: string) => new RegExp(`R\\$\\s?${reais.replace('.', '\\.')}`)

async function journey(page: Page, info: TestInfo, prefix: string) {
  await loggedInCoach(page, 'Rafael Treinador')
  const pix = await page.request.put('/api/profile/pix', {
    data: {
      keyType: 'email',
      key: 'Rafael@Example.com',
      name: 'Rafael Treinador',
      city: 'São Paulo',
    },
  })
  expect(pix.status(), await pix.text()).toBe(200)
  const student = await apiCreateStudent(page, { name: 'Paula Pagamento', phone: '11977776666' })
  // sold, not paid yet (no `payment`): R$ 240,00
  await apiCreatePackage(page, student.id, { totalClasses: 8, priceCents: 24_000 })

  await page.goto(`/app/students/${student.id}`)
  await page.getByRole('tab', { name: 'Pacotes' }).click()
  await expect(page.getByText('Pendente', { exact: true })).toBeVisible()

  // the Pix charge: the copy-and-paste code and its QR code
  await page.getByRole('button', { name: 'Cobrar via Pix' }).click()
  const charge = page.getByRole('dialog', { name: 'Cobrar via Pix' })
  const code = charge.getByRole('textbox', { name: 'Pix copia e cola' })
  await expect(code).toHaveValue(/^000201/)
  const payload = await code.inputValue()
  expect(payload).toContain('br.gov.bcb.pix')
  expect(payload).toContain('rafael@example.com')
  expect(payload).toContain('5406240.00')
  expect(payload).toContain('6009Sao Paulo') // accents removed
  await expect(charge.getByRole('img', { name: /QR Code Pix de/ })).toBeVisible()
  await shot(page, info, `${prefix}-pix`)
  await axe(page)
  await page.keyboard.press('Escape')

  // a partial payment of R$ 100,00 by Pix
  await page.getByRole('button', { name: 'Registrar pagamento' }).click()
  const dialog = page.getByRole('dialog', { name: 'Registrar pagamento' })
  const amount = dialog.getByLabel('Valor (R$)')
  await amount.fill('100')
  await dialog.getByRole('button', { name: 'Registrar' }).click()
  await expect(page.getByText('Pagamento registrado')).toBeVisible()
  await expect(page.getByText('Parcial', { exact: true })).toBeVisible()
  await expect(page.getByText(money('140,00')).first()).toBeVisible()
  await shot(page, info, `${prefix}-package`)

  // the dashboard: R$ 140,00 to receive
  await page.goto('/app/dashboard')
  const receivable = page.getByRole('link', { name: /A receber/ })
  await expect(receivable).toContainText(money('140,00'))
  await shot(page, info, `${prefix}-dashboard`)

  // the reports: R$ 240,00 sold and R$ 100,00 received this month
  await page.goto('/app/relatorios')
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible()
  const revenue = page.getByRole('region', { name: 'Receita vendida × recebida' })
  await expect(revenue.getByText(money('240,00')).first()).toBeVisible()
  await expect(revenue.getByText(money('100,00')).first()).toBeVisible()
  await shot(page, info, `${prefix}-reports`)
}

test('package sold unpaid → Pix charge → partial payment → dashboard and reports', async ({
  page,
}, info) => {
  await journey(page, info, 'desktop')
})

test('package sold unpaid → Pix charge → partial payment → dashboard and reports @phone', async ({
  page,
}, info) => {
  await journey(page, info, 'phone')
})
