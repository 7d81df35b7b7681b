import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { dayZone } from '../helpers/day-zone'
import { apiCreateStudent, expect, loggedInCoach, test } from './fixtures'

/**
 * Reminders without any outside service: the coach turns the lesson reminder on (hours before),
 * records on the student's profile that the student agreed to WhatsApp, finds the message in
 * 'Para enviar' from the dashboard — the text ready, wa.me one tap away — and marks it sent.
 * The student stops the reminders from the link every message carries, and the coach sees it.
 */

async function shot(page: Page, info: TestInfo, name: string) {
  await page.waitForTimeout(300)
  const dir = process.env.REMINDER_SHOTS ?? info.outputDir
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
}

async function journey(page: Page, browser: import('@playwright/test').Browser, info: TestInfo) {
  await loggedInCoach(page, 'Rosa Lembretes')
  const zone = dayZone()
  expect((await page.request.patch('/api/profile', { data: { timezone: zone } })).status()).toBe(
    200,
  )
  const student = await apiCreateStudent(page, { name: 'Téo Lembrado' })
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
    new Date(Date.now() + 86_400_000),
  )
  const lesson = await page.request.post('/api/lessons', {
    data: { date: tomorrow, time: '10:00', studentIds: [student.id], confirmOverlap: true },
  })
  expect(lesson.status(), await lesson.text()).toBe(201)

  // the coach's settings: the lesson's reminder 48 h before
  await page.goto('/app/profile')
  const card = page.getByRole('region', { name: 'Lembretes aos alunos' })
  await card.getByLabel('Quando').selectOption('hours_before')
  await card.getByLabel('Horas antes').fill('60')
  await expect(card.getByRole('alert')).toHaveText('Escolha entre 2 e 48 horas antes da aula')
  await card.getByLabel('Horas antes').fill('48')
  await card.getByRole('button', { name: 'Salvar lembretes' }).click()
  await expect(page.getByText('Lembretes salvos')).toBeVisible()
  await card.scrollIntoViewIfNeeded()
  await card.screenshot({
    path: path.join(process.env.REMINDER_SHOTS ?? info.outputDir, 'settings.png'),
  })

  // the student agreed: recorded on the profile, with its date
  await page.goto(`/app/students/${student.id}`)
  const reminders = page.getByRole('region', { name: 'Lembretes' })
  await expect(reminders.getByText('Ainda não aceitou').first()).toBeVisible()
  await reminders.getByRole('switch', { name: 'Aceita lembretes por WhatsApp' }).click()
  await expect(page.getByText('Aceite registrado')).toBeVisible()
  await expect(reminders.getByText(/^Desde \d{2}\/\d{2}\/\d{4}$/)).toBeVisible()
  await expect(reminders.getByText('Aguardando')).toBeVisible()
  await shot(page, info, 'student-reminders')

  // the dashboard says a reminder waits; 'Para enviar' has it ready
  await page.goto('/app/dashboard')
  await expect(page.getByText('1 lembrete para enviar')).toBeVisible()
  await page.getByRole('link', { name: 'Abrir Para enviar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Para enviar' })).toBeVisible()
  const item = page.getByRole('listitem').filter({ hasText: 'Téo Lembrado' })
  await expect(item.getByText('Aula', { exact: true })).toBeVisible()
  await item.getByText('Ver texto').click()
  await expect(item.getByText(/Confirme sua presença ou avise que não vai/)).toBeVisible()
  const text = (await item.locator('details p').textContent()) ?? ''
  const stop = /(http:\/\/[^\s]+\/parar)/.exec(text)?.[1]
  expect(stop, text).toBeTruthy()
  await expect(item.getByRole('link', { name: 'Abrir no WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/55\d+\?text=Ol%C3%A1%2C%20T%C3%A9o!/,
  )
  await shot(page, info, 'outbox')
  await item.getByRole('button', { name: 'Marcar como enviada' }).click()
  const sent = page.getByRole('region', { name: 'Enviadas hoje' })
  await expect(sent.getByText('Téo Lembrado')).toBeVisible()
  await expect(page.getByText(/Nada para enviar agora/)).toBeVisible()

  // the student stops the reminders from the message's link (no login, no script)
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const studentPage = await phone.newPage()
  await studentPage.goto(new URL(stop!).pathname)
  await studentPage.getByRole('button', { name: 'Parar lembretes' }).click()
  await expect(studentPage.getByRole('status')).toContainText('você não vai mais receber lembretes')
  await phone.close()

  await page.goto(`/app/students/${student.id}`)
  await expect(
    page
      .getByRole('region', { name: 'Lembretes' })
      .getByText(/^O aluno pediu para parar em/)
      .first(),
  ).toBeVisible()
}

test('reminders: settings, the student agrees, Para enviar, sent, and the student stops them', async ({
  page,
  browser,
}, info) => {
  await journey(page, browser, info)
})

test('reminders on a phone @phone', async ({ page, browser }, info) => {
  await journey(page, browser, info)
})
