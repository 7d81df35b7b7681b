import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
// @ts-expect-error plain ESM helper shared with `npm run test:e2e`
import { CHROMIUM_FLAGS, findChromium } from './scripts/ensure-chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_URL = `http://localhost:${PORT}`
// One data directory per run, shared with the workers through the environment.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `quadra-e2e-${Date.now()}`)

const executablePath: string | undefined = findChromium()
const launchOptions = { executablePath, args: CHROMIUM_FLAGS }

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: E2E_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, grepInvert: /@phone/ },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'npx tsx src/server/index.ts',
    url: `${E2E_URL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      APP_URL: E2E_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_ROOT: path.resolve(process.env.BUILD_DIR ?? 'build', 'client'),
      // Each test gets its own client address (tests/e2e/fixtures.ts), so the per-IP rate
      // limits of one journey do not leak into another.
      TRUST_PROXY: 'true',
      NODE_ENV: 'development',
      PASSWORD_HASHING: 'fast',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  },
})
