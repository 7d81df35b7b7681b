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
 * A make-up booked by the student: the coach opens a lesson to make-ups ('Aberta a reposições',
 * 2 'Vagas') in the lesson form; a student owed a make-up (a lesson the coach cancelled) books
 * the place from their page on a 390 px phone without logging in; the coach sees the student
 * in that lesson, as the make-up of the cancelled one, and its places left go down.
 */

async function shot(page: Page, info: TestInfo, name: string) {
  await page.waitForTimeout(300)
  const dir = process.env.MAKEUP_SHOTS ?? info.outputDir
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
}

// the coach at the court, on a phone: the agenda's day list shows each lesson's places
test.use({ viewport: { width: 390, height: 844 } })

test('a student owed a make-up books an open place from their page; the coach sees it', async ({
  page,
  browser,
}, info) => {
  await loggedInCoach(page, 'Rui Reposições')
  const owed = await apiCreateStudent(page, { name: 'Lia Repõe' })
  const regular = await apiCreateStudent(page, { name: 'Caio Fixo' })
  await apiCreatePackage(page, owed.id, { totalClasses: 4, startDate: isoToday(-3) })
  // the lesson the coach called off: Lia is owed a make-up
  const cancelled = await page.request.post('/api/lessons', {
    data: { date: isoToday(1), time: '07:00', studentIds: [owed.id], confirmOverlap: true },
  })
  expect(cancelled.status(), await cancelled.text()).toBe(201)
  const cancelledId = (await cancelled.json()).id
  const marked = await page.request.put(`/api/lessons/${cancelledId}/attendance/${owed.id}`, {
    data: { outcome: 'teacher_cancelled' },
  })
  expect(marked.status(), await marked.text()).toBe(200)

  // the coach opens Caio's lesson in 3 days to make-ups, 2 places in all
  const day = isoToday(3)
  await page.goto(`/app/agenda?date=${day}`)
  await page.getByRole('button', { name: 'Nova Aula' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Nova Aula' })
  await dialog.getByRole('searchbox', { name: 'Buscar aluno pelo nome' }).fill('Caio')
  await dialog.locator('label').filter({ hasText: 'Caio Fixo' }).getByRole('checkbox').click()
  await dialog.getByLabel('Início').fill('18:00')
  await dialog.getByRole('switch', { name: 'Aberta a reposições' }).click()
  await dialog.getByLabel('Vagas').fill('2')
  await dialog.getByRole('button', { name: 'Agendar aula' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Reposição: 1 vaga').first()).toBeVisible()
  expect(regular.id).toBeTruthy()

  const link = await page.request.post(`/api/students/${owed.id}/page-link`)
  expect(link.status()).toBe(201)
  const { url } = await link.json()

  // the student, on a phone, no session
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const student = await phone.newPage()
  await student.goto(new URL(url).pathname)
  const makeups = student.getByRole('region', { name: 'Reposições' })
  await expect(makeups).toContainText('Você tem 1 aula para repor')
  await shot(student, info, 'student-makeup-offer-390')
  await makeups.getByRole('button', { name: 'Reservar' }).click()
  await expect(student.getByRole('status')).toContainText('Reposição marcada!')
  await expect(student.getByRole('region', { name: 'Reposições' })).toHaveCount(0)
  await shot(student, info, 'student-makeup-booked-390')
  await phone.close()

  // the coach: Lia is in the lesson, as the make-up of the cancelled one; no place left
  await page.goto(`/app/agenda?date=${day}`)
  await expect(page.getByText('Reposição: sem vagas').first()).toBeVisible()
  const lesson = page
    .getByTestId('day-list')
    .getByRole('button')
    .filter({ hasText: 'Lia Repõe' })
    .first()
  await expect(lesson).toBeVisible()
  await lesson.click()
  await expect(page.getByText(/Reposição da aula de .* às 07:00/).first()).toBeVisible()
  await shot(page, info, 'coach-agenda-makeup')
})
