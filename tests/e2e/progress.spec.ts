import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { axe } from './axe'
import {
  apiCreatePackage,
  apiCreateSession,
  apiCreateStudent,
  expect,
  loggedInCoach,
  test,
} from './fixtures'

/**
 * Issue 12: six classes with ratings and focus tags → the 'Progresso' tab shows the trend and
 * the next exercises → the coach drafts, edits and shares a summary and an after-class message
 * → the student's page, opened in a fresh browser context, shows exactly what was shared.
 * Desktop and phone (390 px); the report's print preview is captured too.
 */

async function shot(page: Page, info: TestInfo, name: string) {
  await page.waitForTimeout(400)
  const dir = process.env.PROGRESS_SHOTS ?? info.outputDir
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
}

/** An instant `daysAgo` days back at 18:00 in São Paulo. */
function classDate(daysAgo: number): string {
  const d = new Date(Date.now() - daysAgo * 86_400_000)
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d)
  return `${day}T18:00:00-03:00`
}

const NOT_SHARED = 'Observação interna: não mostrar ao aluno'

async function seedClasses(page: Page) {
  const student = await apiCreateStudent(page, {
    name: 'Larissa Progresso',
    phone: '11977776666',
    classe: '4-classe',
  })
  await apiCreatePackage(page, student.id, { totalClasses: 10, validityDays: 60 })
  // backhand keeps low ratings; the rating rises overall
  const classes: [number, number, string[], string][] = [
    [40, 2, ['Backhand', 'Saque'], 'Backhand atrasado, preparar antes.'],
    [33, 3, ['Backhand', 'Forehand'], 'Melhorou a base.'],
    [26, 3, ['Backhand', 'Movimentação'], ''],
    [19, 2, ['Backhand'], NOT_SHARED],
    [12, 4, ['Forehand', 'Saque'], 'Saque mais consistente.'],
    [5, 5, ['Forehand', 'Voleio'], 'Ótima aula de voleio!'],
  ]
  for (const [daysAgo, rating, tags, notes] of classes) {
    await apiCreateSession(page, [student.id], {
      date: classDate(daysAgo),
      feedbacks: [{ studentId: student.id, rating, tags, notes }],
    })
  }
  return student
}

async function journey(page: Page, info: TestInfo, prefix: string) {
  await loggedInCoach(page, 'Rafael Treinador')
  const student = await seedClasses(page)

  await page.goto(`/app/students/${student.id}`)
  await page.getByRole('tab', { name: 'Progresso' }).click()
  await expect(page.getByRole('heading', { name: 'Evolução das notas' })).toBeVisible()
  // 90 days by default: six classes, average 3,2 ((2+3+3+2+4+5)/6 = 3.17)
  await expect(page.getByText('3,2').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Próximos exercícios' })).toBeVisible()
  // backhand: the last 4 classes that worked it average (3+3+2+2)/4 = 2,5
  await expect(page.getByText('Backhand: média 2,5 nas últimas 4 aulas')).toBeVisible()
  await shot(page, info, `${prefix}-progress`)

  // the print preview: the report without the app's shell
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation').first()).toBeHidden()
  await shot(page, info, `${prefix}-print`)
  await page.emulateMedia({ media: 'screen' })

  // the summary: drafted by rules (no AI configured), edited, shared
  await page.getByRole('button', { name: 'Gerar resumo' }).click()
  const summary = page.getByRole('textbox', { name: 'Texto do resumo' })
  await expect(summary).toHaveValue(/6 aulas/)
  await expect(page.getByText('Rascunho automático')).toBeVisible()
  const summaryText = `${await summary.inputValue()}\nParabéns pela evolução, Larissa!`
  await summary.fill(summaryText)
  await page.getByRole('button', { name: 'Compartilhar', exact: true }).click()
  await expect(page.getByText('Resumo copiado e publicado na página do aluno')).toBeVisible()

  // the student's page link
  await page.getByRole('button', { name: 'Criar link' }).click()
  const linkField = page.getByRole('textbox', { name: 'Link da página do aluno' })
  await expect(linkField).toHaveValue(/\/a\/[A-Za-z0-9_-]{22}$/)
  const url = await linkField.inputValue()

  // after a class, from the history: the message, edited, copied
  await page.goto('/app/sessions')
  await page.getByRole('button', { name: 'Enviar resumo para Larissa Progresso' }).first().click()
  const dialog = page.getByRole('dialog')
  const message = dialog.getByRole('textbox', { name: 'Mensagem' })
  await expect(message).toHaveValue(/Larissa/)
  const messageText = `${await message.inputValue()}\nAté a próxima!`
  await message.fill(messageText)
  await shot(page, info, `${prefix}-message`)
  // WhatsApp opens in a new tab with the student's number and the edited text (no network
  // here: the tab gets a stand-in page)
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    )
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Abrir no WhatsApp' }).click(),
  ])
  await popup.waitForURL(/^https:\/\/wa\.me\//)
  expect(popup.url()).toMatch(/^https:\/\/wa\.me\/5511977776666\?text=/)
  expect(decodeURIComponent(new URL(popup.url()).searchParams.get('text') ?? '')).toBe(messageText)
  await popup.close()
  await axe(page)

  // a fresh browser context (no cookie): exactly what was shared
  const visitor = await page
    .context()
    .browser()!
    .newContext({
      viewport: page.viewportSize() ?? undefined,
    })
  const pub = await visitor.newPage()
  const res = await pub.goto(url)
  expect(res?.status()).toBe(200)
  await expect(pub.getByText('Larissa Progresso').first()).toBeVisible()
  await expect(pub.getByText('Rafael Treinador', { exact: true })).toBeVisible()
  await expect(pub.getByText('Parabéns pela evolução, Larissa!')).toBeVisible()
  await expect(pub.getByText('Até a próxima!')).toBeVisible()
  await expect(pub.getByText(NOT_SHARED)).toHaveCount(0)
  expect(await pub.locator('script').count()).toBe(0)
  await shot(pub, info, `${prefix}-student-page`)
  await visitor.close()
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('progress report, shared summary and message, the student page (desktop)', async ({
  page,
}, info) => {
  await journey(page, info, 'desktop')
})

test('progress report, shared summary and message, the student page @phone', async ({
  page,
}, info) => {
  await journey(page, info, 'phone')
})
