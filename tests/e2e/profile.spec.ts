import path from 'node:path'
import type { Page } from '@playwright/test'
import { apiCreateClub, expect, loggedInCoach, test } from './fixtures'

const CONFIRM_TEXT = 'Tem certeza que deseja remover este clube? Esta ação não pode ser desfeita.'

const personalCard = (page: Page) => page.getByRole('region', { name: 'Informações pessoais' })
const clubCard = (page: Page, name: string) => page.getByRole('article', { name })
/** The newest toast with that text (an earlier, identical one may still be on screen). */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

async function openProfile(page: Page) {
  await page.goto('/app/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible()
}

async function addClub(
  page: Page,
  club: { name: string; address?: string; phone?: string },
  expectedPhone?: string,
) {
  await page.getByRole('button', { name: 'Adicionar Clube' }).click()
  const dialog = page.getByRole('dialog', { name: 'Adicionar Clube' })
  await dialog.getByLabel('Nome do clube').fill(club.name)
  if (club.address) await dialog.getByLabel('Endereço').fill(club.address)
  if (club.phone) {
    await dialog.getByLabel('Telefone').pressSequentially(club.phone)
    if (expectedPhone) await expect(dialog.getByLabel('Telefone')).toHaveValue(expectedPhone)
  }
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Clube adicionado')).toBeVisible()
  await expect(dialog).toBeHidden()
}

// page.request (used by the sign-up helper and apiCreateClub) does not carry the page-level
// X-Forwarded-For of the fixtures: send the test's client address from the context too, so
// sign-ups are not all counted in one rate-limit bucket (10 an hour).
test.use({
  extraHTTPHeaders: async ({ clientIp }, use) => use({ 'x-forwarded-for': clientIp }),
})

test.describe('teacher profile', () => {
  test('edits personal info: mask, main sport, toast, sidebar name, reload', async ({ page }) => {
    const coach = await loggedInCoach(page, 'Paula Reis')
    await openProfile(page)
    const card = personalCard(page)
    await expect(card.getByText('Paula Reis')).toBeVisible()
    await expect(card.getByText(coach.email)).toBeVisible()
    await expect(card.getByText('(11) 98765-4321')).toBeVisible()
    await expect(card.getByText('Tênis', { exact: true })).toBeVisible()

    await card.getByRole('button', { name: 'Editar' }).click()
    await expect(card.getByLabel('Email')).toHaveValue(coach.email)
    await card.getByLabel('Nome').fill('Paula Reis Souza')
    const phone = card.getByLabel('Telefone')
    await phone.fill('')
    await phone.pressSequentially('21999887766123')
    await expect(phone).toHaveValue('(21) 99988-7766')
    await card.getByLabel('Esporte principal').click()
    await page.getByRole('option', { name: 'Beach Tênis' }).click()
    await card.getByRole('button', { name: 'Salvar' }).click()

    await expect(toast(page, 'Perfil atualizado')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Editar' })).toBeVisible()
    await expect(card.getByText('Paula Reis Souza')).toBeVisible()
    await expect(card.getByText('(21) 99988-7766')).toBeVisible()
    await expect(card.getByText('Beach Tênis')).toBeVisible()
    await expect(page.getByTestId('user-display-name')).toHaveText('Paula Reis Souza')

    await page.reload()
    await expect(personalCard(page).getByText('Paula Reis Souza')).toBeVisible()
    await expect(personalCard(page).getByText('(21) 99988-7766')).toBeVisible()
    await expect(personalCard(page).getByText('Beach Tênis')).toBeVisible()
    await expect(page.getByTestId('user-display-name')).toHaveText('Paula Reis Souza')
  })

  test('cancel restores the values; an empty name is refused', async ({ page }) => {
    await loggedInCoach(page, 'Marcos Lima')
    await openProfile(page)
    const card = personalCard(page)
    await card.getByRole('button', { name: 'Editar' }).click()
    await card.getByLabel('Nome').fill('')
    await card.getByRole('button', { name: 'Salvar' }).click()
    await expect(card.getByText('Nome é obrigatório')).toBeVisible()
    await expect(card.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true')

    await card.getByLabel('Nome').fill('Outro Nome')
    await card.getByLabel('Esporte principal').click()
    await page.getByRole('option', { name: 'Pickleball' }).click()
    await card.getByRole('button', { name: 'Cancelar' }).click()
    await expect(card.getByText('Marcos Lima')).toBeVisible()
    await expect(card.getByText('Tênis', { exact: true })).toBeVisible()
    await card.getByRole('button', { name: 'Editar' }).click()
    await expect(card.getByLabel('Nome')).toHaveValue('Marcos Lima')
    await expect(card.getByLabel('Esporte principal')).toHaveText('Tênis')
    await expect(page.getByTestId('user-display-name')).toHaveText('Marcos Lima')
  })

  test('clubs: empty, first club is default, second becomes default, edit', async ({ page }) => {
    await loggedInCoach(page)
    await openProfile(page)
    await expect(page.getByText('Nenhum clube cadastrado ainda.')).toBeVisible()

    // the dialog's required name
    await page.getByRole('button', { name: 'Adicionar Clube' }).click()
    const dialog = page.getByRole('dialog', { name: 'Adicionar Clube' })
    await expect(dialog.getByRole('checkbox', { name: 'Clube padrão' })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: 'Clube padrão' })).toBeDisabled()
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog.getByText('Nome do clube é obrigatório')).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(dialog).toBeHidden()

    await addClub(
      page,
      { name: 'Arena Central', address: 'Rua das Quadras, 100', phone: '11955554444' },
      '(11) 95555-4444',
    )
    const arena = clubCard(page, 'Arena Central')
    await expect(arena.getByText('Padrão', { exact: true })).toBeVisible()
    await expect(arena.getByText('Rua das Quadras, 100')).toBeVisible()
    await expect(arena.getByText('(11) 95555-4444')).toBeVisible()
    await expect(arena.getByRole('button', { name: 'Definir como Padrão' })).toHaveCount(0)
    await expect(page.getByText('Nenhum clube cadastrado ainda.')).toBeHidden()

    await addClub(page, { name: 'Beira Mar Beach' })
    const beira = clubCard(page, 'Beira Mar Beach')
    await expect(beira.getByText('Padrão', { exact: true })).toHaveCount(0)
    await beira.getByRole('button', { name: 'Definir como Padrão' }).click()
    await expect(toast(page, 'Clube padrão definido')).toBeVisible()
    await expect(beira.getByText('Padrão', { exact: true })).toBeVisible()
    await expect(arena.getByText('Padrão', { exact: true })).toHaveCount(0)
    await expect(arena.getByRole('button', { name: 'Definir como Padrão' })).toBeVisible()
    // default first
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Beira Mar Beach')

    // the default club's checkbox is locked
    await beira.getByRole('button', { name: 'Editar clube' }).click()
    const edit = page.getByRole('dialog', { name: 'Editar Clube' })
    await expect(edit.getByRole('checkbox', { name: 'Clube padrão' })).toBeChecked()
    await expect(edit.getByRole('checkbox', { name: 'Clube padrão' })).toBeDisabled()
    await expect(edit.getByText('defina outro clube como padrão')).toBeVisible()
    await edit.getByRole('button', { name: 'Cancelar' }).click()

    // edit the other club
    await arena.getByRole('button', { name: 'Editar clube' }).click()
    await expect(edit.getByLabel('Nome do clube')).toHaveValue('Arena Central')
    await expect(edit.getByLabel('Telefone')).toHaveValue('(11) 95555-4444')
    await edit.getByLabel('Nome do clube').fill('')
    await edit.getByRole('button', { name: 'Salvar' }).click()
    await expect(edit.getByText('Nome do clube é obrigatório')).toBeVisible()
    await edit.getByLabel('Nome do clube').fill('Arena Norte')
    await edit.getByLabel('Endereço').fill('Av. Paulista, 900')
    await edit.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page, 'Clube atualizado')).toBeVisible()
    await expect(edit).toBeHidden()
    const norte = clubCard(page, 'Arena Norte')
    await expect(norte.getByText('Av. Paulista, 900')).toBeVisible()
    await expect(clubCard(page, 'Arena Central')).toHaveCount(0)

    await page.reload()
    await expect(
      clubCard(page, 'Beira Mar Beach').getByText('Padrão', { exact: true }),
    ).toBeVisible()
    await expect(clubCard(page, 'Arena Norte').getByText('Av. Paulista, 900')).toBeVisible()
  })

  test('clubs: delete asks for confirmation', async ({ page }) => {
    await loggedInCoach(page)
    await apiCreateClub(page, { name: 'Clube Um' })
    await apiCreateClub(page, { name: 'Clube Dois', phone: '11944443333' })
    await openProfile(page)
    const dois = clubCard(page, 'Clube Dois')
    await expect(dois.getByText('(11) 94444-3333')).toBeVisible()

    await dois.getByRole('button', { name: 'Remover clube' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Remover clube' })
    await expect(confirm.getByText(CONFIRM_TEXT, { exact: true })).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancelar' }).click()
    await expect(confirm).toBeHidden()
    await expect(dois).toBeVisible()

    await dois.getByRole('button', { name: 'Remover clube' }).click()
    await confirm.getByRole('button', { name: 'Remover' }).click()
    await expect(toast(page, 'Clube removido')).toBeVisible()
    await expect(confirm).toBeHidden()
    await expect(dois).toHaveCount(0)
    await expect(clubCard(page, 'Clube Um').getByText('Padrão', { exact: true })).toBeVisible()

    // removing the last club brings the empty state back
    await clubCard(page, 'Clube Um').getByRole('button', { name: 'Remover clube' }).click()
    await confirm.getByRole('button', { name: 'Remover' }).click()
    await expect(page.getByText('Nenhum clube cadastrado ainda.')).toBeVisible()
  })

  test('profile and clubs on a phone @phone', async ({ page }, info) => {
    await loggedInCoach(page, 'Bia Rocha')
    await openProfile(page)
    const noHorizontalScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    expect(await noHorizontalScroll()).toBe(true)

    const card = personalCard(page)
    await card.getByRole('button', { name: 'Editar' }).click()
    await card.getByLabel('Nome').fill('Bia Rocha Lima')
    await card.getByLabel('Esporte principal').click()
    await page.getByRole('option', { name: 'Padel' }).click()
    await card.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page, 'Perfil atualizado')).toBeVisible()
    await expect(card.getByText('Bia Rocha Lima')).toBeVisible()
    await expect(card.getByText('Padel')).toBeVisible()
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByTestId('user-display-name'),
    ).toHaveText('Bia Rocha Lima')
    await page.keyboard.press('Escape')

    await expect(page.getByText('Nenhum clube cadastrado ainda.')).toBeVisible()
    await addClub(page, { name: 'Quadra do Parque', phone: '11977776666' }, '(11) 97777-6666')
    await addClub(page, { name: 'Clube da Praia' })
    const praia = clubCard(page, 'Clube da Praia')
    await praia.getByRole('button', { name: 'Definir como Padrão' }).click()
    await expect(praia.getByText('Padrão', { exact: true })).toBeVisible()
    expect(await noHorizontalScroll()).toBe(true)

    await clubCard(page, 'Quadra do Parque').getByRole('button', { name: 'Remover clube' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Remover clube' })
    await expect(confirm.getByText(CONFIRM_TEXT, { exact: true })).toBeVisible()
    await confirm.getByRole('button', { name: 'Remover' }).click()
    await expect(toast(page, 'Clube removido')).toBeVisible()
    await expect(clubCard(page, 'Quadra do Parque')).toHaveCount(0)

    // the test server configures no WhatsApp nor Telegram: the assistant's card says where the
    // assistant works, and offers no button that could not work
    const agent = page.getByRole('region', { name: 'Assistente no WhatsApp e no Telegram' })
    await expect(agent.getByText(/o assistente funciona aqui no app/)).toBeVisible()
    await expect(agent.getByRole('button')).toHaveCount(0)
    await agent.scrollIntoViewIfNeeded()
    expect(await noHorizontalScroll()).toBe(true)
    await agent.screenshot({ path: path.join(info.outputDir, 'agent-channels.png') })
  })
})
