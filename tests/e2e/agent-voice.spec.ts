import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
// @ts-expect-error plain ESM helper shared with `npm run test:e2e`
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/ensure-chromium.mjs'
import { type FakeAi, type FakeAiRequest, startFakeAi } from '../helpers/fake-ai'
import { startServer } from '../helpers/server-process'
import {
  apiCreatePackage,
  apiCreateStudent,
  test as base,
  expect,
  isoToday,
  loggedInCoach,
} from './fixtures'

/**
 * Speaking to the assistant on a phone: Chromium's fake microphone (a beep) records a voice
 * message, a server of this journey's own — its AI settings pointing at a local fake of the
 * OpenAI-compatible provider, which hears 'registra a aula de ontem às 10h com Ana' and reads
 * it as that class — answers the transcript as the coach's message and the proposal, and
 * Confirmar registers the class. The shared e2e server (no AI) is left as it is.
 */
const TRANSCRIPT = 'registra a aula de ontem às 10h com Ana'

const test = base.extend<object, { voice: { url: string; ai: FakeAi; outbox: string } }>({
  voice: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure
    async ({}, use) => {
      const ai = await startFakeAi({ transcript: TRANSCRIPT })
      ai.onToolCall = classOfYesterday
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quadra-e2e-voice-'))
      const server = await startServer({
        dataDir,
        env: {
          NODE_ENV: 'development',
          TRUST_PROXY: 'true',
          WEB_ROOT: path.resolve(process.env.BUILD_DIR ?? 'build', 'client'),
          SMTP_URL: '',
          AI_BASE_URL: ai.url,
          AI_API_KEY: 'fake-ai-key',
          AI_MODEL: 'fake-model',
          AI_TRANSCRIBE_MODEL: 'whisper-1',
        },
      })
      try {
        await use({ url: server.url, ai, outbox: path.join(dataDir, 'outbox') })
      } finally {
        await server.stop()
        await ai.close()
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ voice }, use) => use(voice.url),
})

test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [
      ...CHROMIUM_FLAGS,
      // this journey only: a fake microphone, its permission granted
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
})

/** The model's reading of the transcript: yesterday's class at 10:00 with the roster's first. */
function classOfYesterday(req: FakeAiRequest) {
  const data = JSON.parse(req.body.messages?.[1]?.content ?? '{}') as {
    message?: string
    today?: string
  }
  if (data.message !== TRANSCRIPT || !data.today) return undefined
  const yesterday = new Date(`${data.today}T12:00:00Z`)
  yesterday.setUTCDate(yesterday.getUTCDate() - 1)
  const date = yesterday.toISOString().slice(0, 10)
  return [
    {
      name: 'register_class',
      arguments: { date, time: '10:00', students: ['s1'], absent: [] },
    },
  ]
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300)
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) })
}

test('@phone a class said to the assistant is proposed and registered on Confirmar', async ({
  page,
  voice,
}) => {
  // a server of its own, recording and transcribing: slow on a busy 2-core box
  test.setTimeout(180_000)
  await loggedInCoach(page, 'Rita Voz', voice.outbox)
  const ana = await apiCreateStudent(page, { name: 'Ana Figueira' })
  await apiCreatePackage(page, ana.id, { totalClasses: 4, startDate: isoToday(-1) })
  await page.goto('/app/dashboard')

  await page.getByRole('button', { name: 'Assistente' }).click()
  const panel = page.getByRole('dialog', { name: 'Assistente' })
  const mic = panel.getByRole('button', { name: 'Falar: gravar uma mensagem de voz' })
  await expect(mic).toBeVisible()
  // by keyboard: the microphone is the field's next stop; Enter starts the recording
  await panel.getByRole('textbox', { name: 'Mensagem ao assistente' }).focus()
  await page.keyboard.press('Tab')
  await expect(mic).toBeFocused()
  await page.keyboard.press('Enter')

  const stop = panel.getByRole('button', { name: 'Parar e enviar' })
  await expect(stop).toBeFocused()
  await expect(panel.getByRole('status').filter({ hasText: 'Gravando' })).toBeVisible()
  await expect(panel.getByText('0:02')).toBeVisible({ timeout: 5_000 })
  await expect(panel.getByRole('textbox', { name: 'Mensagem ao assistente' })).toHaveCount(0)
  await shot(page, 'phone-recording')

  await page.keyboard.press('Enter')
  await expect(panel.getByText(TRANSCRIPT)).toBeVisible()
  const proposal = panel.getByText(/Confirmar\?$/)
  await expect(proposal).toContainText('Ana Figueira (4 créditos → 3)')
  await expect(panel.getByRole('textbox', { name: 'Mensagem ao assistente' })).toBeFocused()
  await shot(page, 'phone-transcribed')

  const heard = voice.ai.requests.filter((r) => r.path === '/v1/audio/transcriptions')
  expect(heard).toHaveLength(1)
  expect(heard[0]!.body.file?.type).toMatch(/^audio\/(webm|ogg|mp4)/)
  expect(heard[0]!.body.file?.size).toBeGreaterThan(1000)

  await panel.getByRole('button', { name: 'Confirmar' }).click()
  await expect(panel.getByText(/^Feito: aula registrada/)).toBeVisible()
  await shot(page, 'phone-confirmed')

  await page.keyboard.press('Escape')
  await page.goto('/app/sessions')
  await expect(page.getByText('Ana Figueira').first()).toBeVisible()
})
