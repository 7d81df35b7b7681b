import type { Locator, Page } from '@playwright/test'
// @ts-expect-error plain ESM helper shared with `npm run test:e2e`
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/ensure-chromium.mjs'
import { axe } from './axe'
import { apiCreatePackage, apiCreateStudent, expect, loggedInCoach, test } from './fixtures'

/**
 * Issue 14: a voice note recorded with Chromium's fake microphone (a beep), saved with the
 * session, then played in the history and in the student's Feedbacks tab.
 */
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [
      ...CHROMIUM_FLAGS,
      // this journey only: a fake microphone, permission granted, and play() without a gesture
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
})

/** Plays a note's <audio> and waits for it to really play: 'playing' fires, time advances. */
async function expectPlays(audio: Locator) {
  await expect(audio).toHaveJSProperty('tagName', 'AUDIO')
  await audio.evaluate(async (el: HTMLAudioElement) => {
    const playing = new Promise<void>((resolve) =>
      el.addEventListener('playing', () => resolve(), { once: true }),
    )
    await el.play()
    await playing
  })
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime))
    .toBeGreaterThan(0)
  await audio.evaluate((el: HTMLAudioElement) => el.pause())
}

async function expectNoSeriousA11yIssues(page: Page) {
  const { violations } = await axe(page).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

async function journey(page: Page, tag: string) {
  // recording, uploading and playing three times, with screenshots: slow on a busy 2-core box
  test.setTimeout(180_000)
  await loggedInCoach(page)
  const ana = await apiCreateStudent(page, { name: 'Ana Souza' })
  await apiCreatePackage(page, ana.id, { totalClasses: 4 })

  await page.goto('/app/sessions/new')
  await page
    .getByRole('list', { name: 'Alunos ativos' })
    .getByRole('button', { name: /^Ana Souza/ })
    .click()
  await page.getByRole('button', { name: 'Cadastrar Sessão de Aulas' }).click()
  const card = page.getByRole('region', { name: 'Ana Souza', exact: true })
  await card.getByRole('button', { name: 'Gravar áudio para Ana Souza' }).click()
  const stop = card.getByRole('button', { name: 'Parar gravação de Ana Souza' })
  await expect(stop).toBeVisible()
  await expect(card.getByText(/^Gravando/)).toBeAttached()
  await expect(card.getByText('0:02')).toBeVisible({ timeout: 5_000 })
  await stop.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath(`${tag}-1-recording.png`) })
  await stop.click()
  await expect(
    card.getByRole('button', { name: 'Gravar outro áudio para Ana Souza' }),
  ).toBeVisible()
  await expect(card.getByText('Enviando áudio…')).toHaveCount(0)
  await expect(card.getByText('1 de 5', { exact: true })).toBeVisible()
  const recorded = card.getByLabel(/^Áudio 1 de Ana Souza, \d:\d\d$/)
  await expect(recorded).toHaveAttribute('src', /^\/api\/voice-notes\/[0-9a-f-]+\/audio$/)
  // the note's length beside its player (the browser's own player cannot tell a WebM's)
  const length = (await recorded.getAttribute('aria-label'))!.split(', ').at(-1)!
  expect(length).toMatch(/^0:0[1-9]$/)
  await expect(recorded.locator('xpath=..')).toHaveText(length)
  await card.getByRole('button', { name: 'Descartar áudio 1' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath(`${tag}-2-recorded.png`) })
  await expectNoSeriousA11yIssues(page)
  await expectPlays(recorded)

  await page.getByRole('button', { name: 'Finalizar Sessão' }).click()
  await expect(page).toHaveURL(/\/app\/sessions(\?|$)/)
  const session = page.getByRole('article').filter({ hasText: 'Ana Souza' }).first()
  await session.getByRole('button', { name: 'Expandir sessão' }).click()
  const inHistory = page
    .getByRole('list', { name: 'Áudios de Ana Souza' })
    .getByLabel(/^Áudio 1 de Ana Souza, \d:\d\d$/)
  await expect(inHistory).toBeVisible()
  await expect(inHistory.locator('xpath=..')).toHaveText(length)
  await inHistory.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath(`${tag}-3-history.png`) })
  await expectPlays(inHistory)

  await page.goto(`/app/students/${ana.id}?tab=feedbacks`)
  const inTab = page.getByRole('list', { name: 'Áudios' }).getByLabel(/^Áudio 1, \d:\d\d$/)
  await expect(inTab).toBeVisible()
  await expect(inTab.locator('xpath=..')).toHaveText(length)
  await inTab.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath(`${tag}-4-feedbacks-tab.png`) })
  await expectPlays(inTab)

  // the Feedbacks tab's editor: the note is listed there too, and can be discarded and saved
  await page.getByRole('button', { name: 'Editar feedback' }).click()
  await expect(page.getByRole('button', { name: 'Descartar áudio 1' })).toBeVisible()
  await expect(page.getByLabel(/^Áudio 1, \d:\d\d$/).locator('xpath=..')).toHaveText(length)
  await page.screenshot({ path: test.info().outputPath(`${tag}-5-tab-editor.png`) })
}

/** The smallest body the server takes for a WebM (its EBML magic, then anything). */
const TINY_WEBM = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0, 0, 0, 0,
])

/**
 * The account used its uploads of the window (through the API), then records in the browser:
 * the real server refuses before reading the body, and the form says why under the note.
 */
async function refusedUpload(page: Page, tag: string) {
  test.setTimeout(180_000)
  await loggedInCoach(page)
  const ana = await apiCreateStudent(page, { name: 'Ana Souza' })
  await apiCreatePackage(page, ana.id, { totalClasses: 4 })
  // the default rate: 60 uploads per 10 minutes (VOICE_NOTE_UPLOADS_MAX)
  for (let i = 0; i < 60; i++) {
    const res = await page.request.post('/api/voice-notes?durationMs=1000', {
      headers: { 'content-type': 'audio/webm' },
      data: TINY_WEBM,
    })
    expect(res.status(), await res.text()).toBe(201)
  }
  await page.goto('/app/sessions/new')
  await page
    .getByRole('list', { name: 'Alunos ativos' })
    .getByRole('button', { name: /^Ana Souza/ })
    .click()
  await page.getByRole('button', { name: 'Cadastrar Sessão de Aulas' }).click()
  const card = page.getByRole('region', { name: 'Ana Souza', exact: true })
  await card.getByRole('button', { name: 'Gravar áudio para Ana Souza' }).click()
  await expect(card.getByText('0:02')).toBeVisible({ timeout: 5_000 })
  await card.getByRole('button', { name: 'Parar gravação de Ana Souza' }).click()
  await expect(card.getByRole('alert')).toHaveText(
    'Muitos áudios enviados em pouco tempo. Aguarde alguns minutos e tente de novo.',
  )
  const retry = card.getByRole('button', { name: 'Tentar enviar o áudio 1 de novo' })
  await expect(retry).toBeVisible()
  // the note stays, playable from the recording, its length beside it
  const recorded = card.getByLabel(/^Áudio 1 de Ana Souza, \d:\d\d$/)
  await expect(recorded).toHaveAttribute('src', /^blob:/)
  await expect(recorded.locator('xpath=..')).toHaveText(/^0:0[1-9]$/)
  await retry.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
  await page.screenshot({ path: test.info().outputPath(`${tag}-6-refused.png`) })
}

test.describe('voice notes', () => {
  test('a just-recorded note plays before it is uploaded (its blob: URL), with no CSP violation', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const violations: string[] = []
    page.on('console', (msg) => {
      if (/content security policy|refused to/i.test(msg.text())) violations.push(msg.text())
    })
    await loggedInCoach(page)
    const ana = await apiCreateStudent(page, { name: 'Ana Souza' })
    await apiCreatePackage(page, ana.id, { totalClasses: 4 })
    // the upload fails (a dropped network): the note stays in the form, from the recording itself
    await page.route(/\/api\/voice-notes(\?|$)/, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
    )
    await page.goto('/app/sessions/new')
    await page
      .getByRole('list', { name: 'Alunos ativos' })
      .getByRole('button', { name: /^Ana Souza/ })
      .click()
    await page.getByRole('button', { name: 'Cadastrar Sessão de Aulas' }).click()
    const card = page.getByRole('region', { name: 'Ana Souza', exact: true })
    await card.getByRole('button', { name: 'Gravar áudio para Ana Souza' }).click()
    await expect(card.getByText('0:02')).toBeVisible({ timeout: 5_000 })
    await card.getByRole('button', { name: 'Parar gravação de Ana Souza' }).click()
    await expect(
      card.getByRole('button', { name: 'Tentar enviar o áudio 1 de novo' }),
    ).toBeVisible()
    const recorded = card.getByLabel(/^Áudio 1 de Ana Souza, \d:\d\d$/)
    await expect(recorded).toHaveAttribute('src', /^blob:/)
    await expectPlays(recorded)
    await recorded.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`desktop-0-not-uploaded.png`) })
    expect(violations).toEqual([])
  })

  test('records a note in a new session, finds and plays it in the history and the Feedbacks tab', async ({
    page,
  }) => {
    await journey(page, 'desktop')
  })

  test('the same on a phone @phone', async ({ page }) => {
    await journey(page, 'phone')
  })

  test('an upload past the account’s rate shows why under the note, kept to retry', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    await refusedUpload(page, 'desktop')
  })

  test('the same refusal on a phone @phone', async ({ page }) => {
    await refusedUpload(page, 'phone')
  })
})
