import { readFileSync } from 'node:fs'
import { strFromU8, unzipSync } from 'fflate'
import {
  apiCreatePackage,
  apiCreateSession,
  apiCreateStudent,
  expect,
  loggedInCoach,
  test,
} from './fixtures'

const SHOTS = process.env.E2E_SCREENSHOTS // a folder: the journey saves its screens there

/**
 * Issue 10 items 16 and 17, as a coach lives them: a package's credit history explains each
 * credit; a student's personal data is erased on request; the coach downloads everything,
 * reads the privacy page, then deletes the account.
 */
test('credit history, erasing a student, the data export and deleting the account', async ({
  page,
}) => {
  const coach = await loggedInCoach(page, 'Rita Direitos')
  const ana = await apiCreateStudent(page, {
    name: 'Ana Lima',
    email: 'ana.lima@example.com',
    notes: 'Alergia a látex',
  })
  await apiCreatePackage(page, ana.id, { totalClasses: 4 })
  await apiCreateSession(page, [ana.id], {
    feedbacks: [{ studentId: ana.id, rating: 5, notes: 'Ótimo backhand da Ana', tags: [] }],
  })

  // 17 — the package card's 'Histórico de créditos', loaded when opened
  let movementsCalls = 0
  page.on('request', (r) => {
    if (r.url().includes('/movements')) movementsCalls++
  })
  await page.goto(`/app/students/${ana.id}?tab=pacotes`)
  const toggle = page.getByRole('button', { name: 'Histórico de créditos' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(movementsCalls).toBe(0)
  await toggle.click()
  const list = page.getByRole('list', { name: /Movimentos de crédito do pacote/ })
  const rows = list.getByRole('listitem')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('\u22121')
  await expect(rows.nth(0)).toContainText('Aula registrada')
  await expect(rows.nth(0)).toContainText('Saldo: 3')
  await expect(rows.nth(1)).toContainText('+4')
  await expect(rows.nth(1)).toContainText('Compra do pacote')
  await expect(rows.nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/history-desktop.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await list.scrollIntoViewIfNeeded()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    )
    expect(overflow, 'no horizontal scroll at 390 px').toBe(false)
    await page.screenshot({ path: `${SHOTS}/history-390.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 720 })
  }
  // the link opens the class's day in the history
  await rows
    .nth(0)
    .getByRole('link', { name: /^Ver aula de / })
    .click()
  await expect(page).toHaveURL(/\/app\/sessions\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/)
  await expect(page.locator('main').getByText('Ana Lima').first()).toBeVisible()

  // 16b — erase Ana's personal data; her package and credits stay
  await page.goto(`/app/students/${ana.id}`)
  await page.getByRole('button', { name: 'Apagar dados pessoais' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Apagar os dados pessoais do aluno?' })
  await expect(confirm).toContainText('Ficam os pacotes, valores pagos, créditos')
  await confirm.getByRole('button', { name: 'Apagar dados' }).click()
  const erasedName = `Aluno removido #${ana.id.slice(-6)}`
  await expect(page.getByRole('heading', { name: erasedName })).toBeVisible()
  await expect(page.getByText('Telefone não informado')).toBeVisible()
  await expect(page.getByText('ana.lima@example.com')).toHaveCount(0)
  await expect(page.getByText('Alergia a látex')).toHaveCount(0)
  await expect(page.getByText('3 créditos')).toBeVisible()

  // 16a — the profile's 'Privacidade e dados': one zip with everything
  await page.goto('/app/profile')
  const section = page.getByRole('region', { name: 'Privacidade e dados' })
  await expect(section).toBeVisible()
  const downloading = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Baixar meus dados' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^quadra-dados-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)))
  const students = JSON.parse(strFromU8(files['students.json']!))
  expect(students).toEqual([expect.objectContaining({ id: ana.id, name: erasedName, email: null })])
  expect(strFromU8(files['ledger.csv']!).split('\r\n')[0]).toBe(
    'id,packageId,delta,reason,sessionId,studentId,lessonId,createdAt',
  )
  expect(
    Object.values(files)
      .map((f) => strFromU8(f))
      .join(''),
  ).not.toContain('Ótimo backhand')
  if (SHOTS) {
    await section.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/profile-desktop.png`, fullPage: true })
    // loaded at that width (a live resize from desktop leaves the shell's layout mid-transition)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    await expect(section).toBeVisible()
    const overflow = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ])
    expect(overflow[0], 'no horizontal scroll at 390 px').toBe(overflow[1])
    await expect(page.getByText('Download iniciado')).toHaveCount(0, { timeout: 10_000 })
    await page.screenshot({ path: `${SHOTS}/profile-390.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 720 })
  }

  // 16d — the privacy page, from the profile section
  await section.getByRole('link', { name: 'Leia a política de privacidade' }).click()
  await expect(page).toHaveURL(/\/privacidade$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacidade e dados' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Seus direitos' })).toBeVisible()
  await page.goBack()

  // 16c — delete the account: the e-mail must be typed
  await page.getByRole('button', { name: 'Excluir minha conta' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Excluir sua conta?' })
  const submit = dialog.getByRole('button', { name: 'Excluir conta' })
  await expect(submit).toBeDisabled()
  await dialog.getByLabel('E-mail da conta').fill('outro@example.com')
  await expect(submit).toBeDisabled()
  await dialog.getByLabel('E-mail da conta').fill(coach.email.toUpperCase())
  await expect(submit).toBeEnabled()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/delete-dialog.png` })
  await submit.click()
  await expect(page).toHaveURL(/\/app\/login/)
  await expect(page.getByText('Conta excluída')).toBeVisible()
  // the session is gone, and so is the account
  expect((await page.request.get('/api/profile')).status()).toBe(401)
  await page.getByLabel('Email').fill(coach.email)
  await page.getByLabel('Senha', { exact: true }).fill(coach.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/app\/login/)
})

test('the privacy pages are real HTML without scripts, linked from the footer', async ({
  page,
}) => {
  for (const [path, title, other] of [
    ['/privacidade', 'Privacidade e dados', '/privacy'],
    ['/privacy', 'Privacy and data', '/privacidade'],
  ] as const) {
    const res = await page.request.get(path)
    expect(res.status()).toBe(200)
    const html = await res.text()
    expect(html).toContain(`>${title}</h1>`)
    expect(html).toContain(`hrefLang="${other === '/privacy' ? 'en' : 'pt-BR'}"`)
    expect(html).not.toMatch(/<script[^>]*src=/)
  }
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidade' }).click()
  await expect(page).toHaveURL(/\/privacidade$/)
  await page.getByRole('link', { name: 'EN' }).first().click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible()
})
