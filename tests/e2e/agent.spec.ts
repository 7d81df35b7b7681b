import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import {
  apiCreatePackage,
  apiCreateStudent,
  expect,
  isoToday,
  loggedInCoach,
  test,
} from './fixtures'

/**
 * The assistant on a phone: from the dashboard the coach asks to register yesterday's class in
 * a few words, sees what it will take from the package before anything is saved, confirms,
 * finds the class in the history, then takes it back with 'desfaz' and finds it gone.
 */

async function shot(page: Page, info: TestInfo, name: string) {
  await page.waitForTimeout(400)
  const dir = process.env.AGENT_SHOTS ?? info.outputDir
  await page.screenshot({ path: path.join(dir, `${name}.png`) })
}

test('@phone the assistant registers a class on Confirmar and undoes it', async ({
  page,
}, info) => {
  await loggedInCoach(page, 'Rita Assistente')
  const ana = await apiCreateStudent(page, { name: 'Ana Figueira' })
  await apiCreatePackage(page, ana.id, { totalClasses: 4, startDate: isoToday(-1) })
  await page.goto('/app/dashboard')
  await expect(page.getByRole('button', { name: 'Assistente' })).toBeVisible()
  await shot(page, info, 'phone-dashboard')

  await page.getByRole('button', { name: 'Assistente' }).click()
  const panel = page.getByRole('dialog', { name: 'Assistente' })
  await expect(panel.getByText('Nada é salvo sem o seu “Confirmar”.')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'quem tá devendo?' })).toBeVisible()
  await shot(page, info, 'phone-empty')

  const field = panel.getByRole('textbox', { name: 'Mensagem ao assistente' })
  await expect(field).toBeFocused()
  await field.fill('registra a aula de ontem às 10h com Ana')
  await field.press('Enter')
  await expect(panel.getByText('registra a aula de ontem às 10h com Ana')).toBeVisible()
  const proposal = panel.getByText(/Confirmar\?$/)
  await expect(proposal).toContainText('Ana Figueira (4 créditos → 3)')
  await shot(page, info, 'phone-proposal')

  await panel.getByRole('button', { name: 'Confirmar' }).click()
  await expect(panel.getByText(/^Feito: aula registrada/)).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Confirmar' })).toHaveCount(0)
  await shot(page, info, 'phone-done')

  // the history shows the class (the panel closes on the way)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await page.goto('/app/sessions')
  await expect(page.getByText('Ana Figueira').first()).toBeVisible()
  await expect(page.getByText('Nenhuma sessão encontrada')).toHaveCount(0)

  // 'desfaz' proposes taking the class back; Confirmar does
  await page.getByRole('button', { name: 'Assistente' }).click()
  await expect(panel.getByText(/^Feito: aula registrada/)).toBeVisible()
  await field.fill('desfaz')
  await panel.getByRole('button', { name: 'Enviar' }).click()
  await expect(panel.getByText(/^Desfazer: Feito: aula registrada/)).toBeVisible()
  await panel.getByRole('button', { name: 'Confirmar' }).click()
  await expect(panel.getByText('Feito: desfeito.')).toBeVisible()
  await shot(page, info, 'phone-undone')

  // the history refreshed behind the panel
  await page.keyboard.press('Escape')
  await expect(page.getByText('Nenhuma sessão encontrada')).toBeVisible()
  await expect(page.getByText('Ana Figueira')).toHaveCount(0)

  // the same conversation on a desktop's width
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('button', { name: 'Assistente' }).click()
  await expect(panel.getByText('Feito: desfeito.')).toBeVisible()
  await shot(page, info, 'desktop-conversation')

  // 'Apagar conversa', confirmed, empties it
  await panel.getByRole('button', { name: 'Apagar conversa' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apagar' }).click()
  await expect(panel.getByText('Nada é salvo sem o seu “Confirmar”.')).toBeVisible()
  await expect(panel.getByText('Feito: desfeito.')).toHaveCount(0)

  await page.keyboard.press('Escape')
  await shot(page, info, 'desktop-sessions')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/app/sessions/new')
  await expect(page.getByRole('button', { name: 'Assistente' })).toBeVisible()
  await shot(page, info, 'phone-session-new')
})
