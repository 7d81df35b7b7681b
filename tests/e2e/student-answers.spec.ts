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
 * A student answers two lessons from their page on a 390 px phone, without logging in and
 * without JavaScript on the page: confirms one ('Confirmar presença'), reads what cancelling
 * the other means under the coach's policy and cancels it ('Não vou'). Then the coach sees both
 * answers on the lessons of the agenda, and the cancellation's outcome.
 */

async function shot(page: Page, info: TestInfo, name: string) {
  await page.waitForTimeout(300)
  const dir = process.env.ANSWER_SHOTS ?? info.outputDir
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
}

test.use({ viewport: { width: 390, height: 844 } })

test('a student confirms one lesson and cancels another from their page; the coach sees both', async ({
  page,
  browser,
}, info) => {
  await loggedInCoach(page, 'Rita Respostas')
  const student = await apiCreateStudent(page, { name: 'Lia Resposta' })
  await apiCreatePackage(page, student.id, { totalClasses: 4, startDate: isoToday(-3) })
  const lessons = []
  for (const [days, time] of [
    [3, '07:00'],
    [4, '18:30'],
  ] as const) {
    const res = await page.request.post('/api/lessons', {
      data: { date: isoToday(days), time, studentIds: [student.id], confirmOverlap: true },
    })
    expect(res.status(), await res.text()).toBe(201)
    lessons.push(await res.json())
  }
  const link = await page.request.post(`/api/students/${student.id}/page-link`)
  expect(link.status()).toBe(201)
  const { url } = await link.json()

  // the student: another browser, no session, the page's link
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const student390 = await phone.newPage()
  await student390.goto(new URL(url).pathname)
  await expect(student390.getByRole('heading', { name: 'Lia Resposta' })).toBeVisible()
  const items = student390.getByRole('region', { name: 'Próximas aulas' }).getByRole('listitem')
  await expect(items).toHaveCount(2)
  await shot(student390, info, 'student-page')

  await items.nth(0).getByRole('button', { name: 'Confirmar presença' }).click()
  await expect(student390.getByRole('status')).toHaveText(
    'Obrigado! Seu professor vai ver que você confirmou.',
  )
  await expect(items.nth(0)).toContainText('Presença confirmada')

  await items.nth(1).getByRole('link', { name: 'Não vou' }).click()
  await expect(student390.getByRole('heading', { name: 'Avisar que não vai' })).toBeVisible()
  await expect(student390.getByRole('main')).toContainText(
    'Cancelando agora, com mais de 24 h de antecedência, você não perde o crédito.',
  )
  await shot(student390, info, 'student-cancel')
  await student390.getByRole('button', { name: 'Confirmar: não vou' }).click()
  await expect(student390.getByRole('status')).toHaveText(
    'Pronto: seu professor vai ver que você não vai.',
  )
  await expect(items.nth(1)).toContainText('Você avisou que não vai')
  await expect(items.nth(1).getByRole('button')).toHaveCount(0)
  await shot(student390, info, 'student-answered')
  await phone.close()

  // the coach: both answers on the lessons, the cancellation as an avisada absence
  for (const [i, text] of [
    [0, 'Confirmou pela página do aluno'],
    [1, 'Avisou pela página que não vai'],
  ] as const) {
    await page.goto(`/app/agenda?date=${lessons[i].date}`)
    await page
      .getByTestId('day-list')
      .getByRole('button')
      .filter({ hasText: 'Lia Resposta' })
      .click()
    const sheet = page.getByTestId('lesson-sheet')
    await expect(sheet).toContainText(text)
    if (i === 1) {
      await expect(sheet.getByLabel('Situação de Lia Resposta')).toHaveValue('notified_absence')
      await expect(sheet).toContainText('4 créditos')
    }
    await shot(page, info, `coach-lesson-${i}`)
    await page.keyboard.press('Escape')
  }

  // the dashboard lists the day's 'Não vou', opening the agenda on that lesson's day
  await page.goto('/app/dashboard')
  const answers = page.getByRole('region', { name: 'Respostas dos alunos hoje' })
  await expect(answers.getByRole('link')).toHaveCount(1)
  await expect(answers.getByRole('link')).toContainText('Lia Resposta')
  await expect(answers.getByRole('link')).toContainText('não vai à aula de')
  await shot(page, info, 'coach-dashboard-answers')
  await answers.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/app/agenda\\?date=${lessons[1].date}`))
})
