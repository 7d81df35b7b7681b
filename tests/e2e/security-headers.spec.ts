import type { Page } from '@playwright/test'
import { expect, loggedInCoach, test, wake } from './fixtures'

/**
 * The pages load under their Content-Security-Policy (inline scripts allowed by hash only, no
 * eval) and their Permissions-Policy with nothing refused: any console message about either,
 * or a `securitypolicyviolation` event, fails the journey.
 */
function watchPolicies(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (msg) => {
    const text = msg.text()
    if (/content security policy|permissions.policy|refused to/i.test(text)) {
      problems.push(`${page.url()}: ${msg.type()}: ${text}`)
    }
  })
  page.on('pageerror', (err) => problems.push(`${page.url()}: page error: ${err.message}`))
  return problems
}

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] }
    w.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`)
    })
  })
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

test.describe('security headers', () => {
  test('the public pages load and hydrate under their CSP, with no violation', async ({ page }) => {
    const problems = watchPolicies(page)
    await recordViolations(page)
    for (const path of ['/', '/eng', '/test-en', '/lead-form', '/lead-form/en']) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      const headers = res!.headers()
      const scriptSrc = /script-src [^;]*/.exec(headers['content-security-policy'] ?? '')?.[0]
      expect(scriptSrc, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*$/)
      expect(headers['permissions-policy'], path).toContain('microphone=(self)')
      expect(headers['strict-transport-security'], path).toBeUndefined()
      await page.waitForLoadState('load')
      expect(await violations(page), path).toEqual([])
    }
    // the lead form's deferred module (re-inserted inline by the loader) ran: it hydrates
    await page.goto('/lead-form')
    await wake(page)
    await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true)
    expect(await violations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test('the app: login, and signed-in screens with dialogs, under the CSP', async ({ page }) => {
    const problems = watchPolicies(page)
    await recordViolations(page)
    await page.goto('/app/login')
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await loggedInCoach(page)
    for (const path of ['/app/dashboard', '/app/students', '/app/sessions', '/app/profile']) {
      await page.goto(path)
      await expect(page.locator('main')).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await violations(page), path).toEqual([])
    }
    // a write from the page itself (the browser sends Origin: the guard lets it through)
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/clubs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Clube CSP', address: null, phone: null, isDefault: true }),
      })
      return res.status
    })
    expect(status).toBe(201)
    // a dialog (the scroll lock and the focus guards insert styles at run time)
    await page.goto('/app/sessions/new')
    await page.getByRole('button', { name: 'Adicionar aluno' }).click()
    await expect(page.getByRole('dialog', { name: 'Adicionar aluno' })).toBeVisible()
    await page.keyboard.press('Escape')
    expect(await violations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test('a just-recorded voice note plays from its blob: URL under the CSP', async ({ page }) => {
    const problems = watchPolicies(page)
    await recordViolations(page)
    await loggedInCoach(page)
    await page.goto('/app/sessions/new')
    await expect(page.locator('main')).toBeVisible()
    // what the voice-note field does with a recording before (or without) its upload: an
    // <audio> of URL.createObjectURL(blob); here a quarter second of silence as WAV
    const outcome = await page.evaluate(async () => {
      const rate = 8000
      const samples = rate / 4
      const buf = new DataView(new ArrayBuffer(44 + samples * 2))
      const text = (at: number, s: string) => {
        for (let i = 0; i < s.length; i++) buf.setUint8(at + i, s.charCodeAt(i))
      }
      text(0, 'RIFF')
      buf.setUint32(4, 36 + samples * 2, true)
      text(8, 'WAVEfmt ')
      buf.setUint32(16, 16, true)
      buf.setUint16(20, 1, true)
      buf.setUint16(22, 1, true)
      buf.setUint32(24, rate, true)
      buf.setUint32(28, rate * 2, true)
      buf.setUint16(32, 2, true)
      buf.setUint16(34, 16, true)
      text(36, 'data')
      buf.setUint32(40, samples * 2, true)
      const audio = document.createElement('audio')
      const done = new Promise<string>((resolve) => {
        audio.addEventListener('loadedmetadata', () => resolve(`loaded ${audio.duration}`))
        audio.addEventListener('error', () => resolve(`error ${audio.error?.code}`))
      })
      audio.src = URL.createObjectURL(new Blob([buf.buffer], { type: 'audio/wav' }))
      document.body.append(audio)
      return done
    })
    expect(outcome).toBe('loaded 0.25')
    expect(await violations(page)).toEqual([])
    expect(problems).toEqual([])
  })
})
