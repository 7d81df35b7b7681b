import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'

export const PASSWORD = 'Quadra-e2e-2026'
let ipSeq = 0

/**
 * Every test browses — and calls the API through page.request — from its own client address
 * (the test server trusts X-Forwarded-For), so per-IP rate limits never leak between tests.
 */
export const test = base.extend<{ clientIp: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure
  clientIp: async ({}, use, testInfo) => {
    ipSeq += 1
    await use(
      `10.${testInfo.workerIndex % 250}.${Math.floor(ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`,
    )
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp })
  },
})
export { expect }

export function uniqueEmail(prefix = 'coach'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
}

/** The e2e server's dev outbox (a journey with a server of its own passes that one's). */
const E2E_OUTBOX = () => path.join(process.env.E2E_DATA_DIR!, 'outbox')

/** The first link of the newest mail to an address in the dev outbox (waits for it). */
export async function mailLink(
  to: string,
  subjectPart: string,
  after = 0,
  dir = E2E_OUTBOX(),
): Promise<string> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (existsSync(dir)) {
      const files = readdirSync(dir)
        .filter((f) => f.endsWith(`-${to}.eml`))
        .sort()
        .reverse()
      for (const file of files) {
        const raw = readFileSync(path.join(dir, file), 'utf8')
        const stamp = Date.parse(
          file
            .slice(0, 24)
            .replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z.*/, '$1:$2:$3.$4Z'),
        )
        if (!raw.includes(subjectPart) || stamp < after) continue
        const body = decodeQuotedPrintable(raw)
        const link = body.match(/https?:\/\/[^\s"<>]+/)?.[0]
        if (link) return link.replace(/&amp;/g, '&')
      }
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no mail "${subjectPart}" to ${to}`)
}

export interface Coach {
  name: string
  email: string
  password: string
}

/** Signs up through the API and confirms through the outbox link: a coach ready to log in. */
export async function createCoach(
  page: Page,
  name = 'Treinador Teste',
  outbox = E2E_OUTBOX(),
): Promise<Coach> {
  const coach = { name, email: uniqueEmail(), password: PASSWORD }
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: {
      ...coach,
      countryCode: '+55',
      phone: '11987654321',
      callbackURL: '/auth/confirm?verified=1',
    },
  })
  expect(res.status()).toBe(200)
  const link = await mailLink(coach.email, 'Confirme seu email', 0, outbox)
  const verify = await page.request.get(link, { maxRedirects: 0 })
  expect(verify.status()).toBe(302)
  return coach
}

/**
 * The prerendered login page's form works before its JavaScript (a plain post); the
 * journeys that check the JavaScript path (its toasts) wait until the app runs the form.
 */
export async function loginFormReady(page: Page) {
  await wake(page)
  await page.locator('form[data-ready]').waitFor()
}

/**
 * A prerendered page that hydrates (the sign-in page, the lead form) starts its JavaScript on
 * the visitor's first interaction (scripts/hydration-loader.mjs): a key press is one, and
 * changes nothing on the page.
 */
export async function wake(page: Page) {
  await page.keyboard.press('Shift')
}

/** Logs in through the login screen and waits for the dashboard. */
export async function login(page: Page, coach: Coach) {
  await page.goto('/app/login')
  await loginFormReady(page)
  await page.getByLabel('Email').fill(coach.email)
  await page.getByLabel('Senha', { exact: true }).fill(coach.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
}

/**
 * Signs up, confirms and signs in through the API (the session cookie lands in the page's
 * context), then opens the dashboard: the usual start of an app journey. Signing in through the
 * login screen is the subject of auth.spec.ts and shell.spec.ts; the other journeys skip its
 * page load and hydration.
 */
export async function loggedInCoach(
  page: Page,
  name = 'Treinador Teste',
  outbox = E2E_OUTBOX(),
): Promise<Coach> {
  const coach = await createCoach(page, name, outbox)
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: coach.email, password: coach.password },
  })
  expect(res.status(), await res.text()).toBe(200)
  await page.goto('/app/dashboard')
  return coach
}

// Data through the API, with the page's session cookie (call after login).

export interface StudentSeed {
  name?: string
  email?: string | null
  phone?: string
  gender?: 'male' | 'female'
  type?: 'fixed' | 'occasional'
  classe?: string
  notes?: string | null
  status?: 'active' | 'inactive'
}

export async function apiCreateStudent(
  page: Page,
  seed: StudentSeed = {},
): Promise<{ id: string; name: string }> {
  const res = await page.request.post('/api/students', {
    data: {
      name: seed.name ?? `Aluno ${Math.random().toString(36).slice(2, 7)}`,
      email: seed.email ?? null,
      phone: seed.phone ?? `1198${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
      gender: seed.gender ?? 'female',
      type: seed.type ?? 'fixed',
      classe: seed.classe ?? '4-classe',
      notes: seed.notes ?? null,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const student = await res.json()
  if (seed.status === 'inactive') {
    const upd = await page.request.patch(`/api/students/${student.id}`, {
      data: { ...student, status: 'inactive' },
    })
    expect(upd.status()).toBe(200)
  }
  return student
}

export function isoToday(offsetDays = 0): string {
  const d = new Date()
  d.setDate(d.getDate() + offsetDays)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d)
}

export async function apiCreatePackage(
  page: Page,
  studentId: string,
  seed: {
    totalClasses?: number
    priceCents?: number
    startDate?: string
    validityDays?: number
  } = {},
): Promise<{ id: string; remainingClasses: number }> {
  const res = await page.request.post('/api/packages', {
    data: {
      studentId,
      totalClasses: seed.totalClasses ?? 4,
      priceCents: seed.priceCents ?? 20000,
      startDate: seed.startDate ?? isoToday(),
      paymentDate: seed.startDate ?? isoToday(),
      validityDays: seed.validityDays ?? 30,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return res.json()
}

export async function apiCreateClub(
  page: Page,
  seed: { name?: string; address?: string | null; phone?: string | null; isDefault?: boolean } = {},
): Promise<{ id: string; name: string }> {
  const res = await page.request.post('/api/clubs', {
    data: {
      name: seed.name ?? 'Clube Central',
      address: seed.address ?? null,
      phone: seed.phone ?? null,
      isDefault: seed.isDefault ?? false,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return res.json()
}

export async function apiCreateSession(
  page: Page,
  studentIds: string[],
  seed: {
    date?: string
    notes?: string
    feedbacks?: { studentId: string; rating: number; notes?: string; tags?: string[] }[]
  } = {},
): Promise<{ id: string; unassignedCount: number }> {
  const res = await page.request.post('/api/sessions', { data: { studentIds, ...seed } })
  expect(res.status(), await res.text()).toBe(201)
  return res.json()
}
