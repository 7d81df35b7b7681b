import type { Page } from '@playwright/test'
import {
  apiCreatePackage,
  apiCreateSession,
  apiCreateStudent,
  expect,
  loggedInCoach,
  test,
} from './fixtures'

/**
 * A long student name never pushes a phone screen sideways: the page is never wider than the
 * 390 px viewport, and the screens' buttons stay on it (the new package's 'Criar Pacote', the
 * after-class banner's 'Enviar resumo').
 */
const LONG = 'Maria Aparecida dos Santos Albuquerque Cavalcanti de Vasconcellos Figueiredo'
const LONG_WORD = 'Anastácia Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft'

async function expectNoSidewaysScroll(page: Page) {
  const { width, wide } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    // what sticks out, to say where on a failure
    wide: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > 391)
      .slice(0, 8)
      .map((e) => `${e.tagName}.${String(e.className).slice(0, 80)}`),
  }))
  expect(width, wide.join('\n')).toBeLessThanOrEqual(390)
}

async function expectOnScreen(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).first().boundingBox()
  expect(box).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
}

test.describe('long student names on a phone', () => {
  test('the new-package form keeps Criar Pacote on screen @phone', async ({ page }) => {
    await loggedInCoach(page)
    for (const name of [LONG, LONG_WORD]) {
      const student = await apiCreateStudent(page, { name })
      await page.goto(`/app/packages/new?studentId=${student.id}`)
      await expect(page.getByRole('combobox', { name: /Aluno/ })).toContainText(name.slice(0, 12))
      await expectNoSidewaysScroll(page)
      await expectOnScreen(page, 'Criar Pacote')
    }
    await page.screenshot({ path: test.info().outputPath('package-new-390.png'), fullPage: true })
  })

  test("the after-class banner ('Enviar resumo') stays within the screen @phone", async ({
    page,
  }) => {
    await loggedInCoach(page)
    const a = await apiCreateStudent(page, { name: LONG })
    const b = await apiCreateStudent(page, { name: LONG_WORD })
    await apiCreatePackage(page, a.id)
    await apiCreatePackage(page, b.id)
    await page.goto('/app/sessions/new')
    const grid = page.getByRole('list', { name: 'Alunos ativos' })
    for (const name of [LONG, LONG_WORD]) {
      await grid.getByRole('button', { name: new RegExp(`^${name.slice(0, 20)}`) }).tap()
    }
    await expectNoSidewaysScroll(page)
    await page.getByRole('button', { name: 'Cadastrar Sessão de Aulas' }).tap()
    for (const name of [LONG, LONG_WORD]) {
      await page
        .getByRole('region', { name, exact: true })
        .getByRole('radio', { name: '4 de 5' })
        .tap()
    }
    await expectNoSidewaysScroll(page)
    await page.getByRole('button', { name: 'Finalizar Sessão' }).tap()
    await expect(page.getByText('Sessão registrada!')).toBeVisible()
    await expect(page).toHaveURL(/\/app\/sessions$/)
    await expect(page.getByRole('button', { name: `Enviar resumo para ${LONG}` })).toBeVisible()
    await expectNoSidewaysScroll(page)
    for (const name of [LONG, LONG_WORD]) await expectOnScreen(page, `Enviar resumo para ${name}`)
    await page.screenshot({ path: test.info().outputPath('after-class-390.png'), fullPage: true })
    // the history's cards with those names too
    await apiCreateSession(page, [a.id])
    await page.reload()
    await expectNoSidewaysScroll(page)
  })
})
