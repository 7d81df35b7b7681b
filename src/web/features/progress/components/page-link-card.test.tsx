import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { PageLinkCard } from './page-link-card'
import { ANA, renderAt, student } from './test-helpers'

const URL_1 = 'https://quadra.example/a/AAAAAAAAAAAAAAAAAAAAAA'
const URL_2 = 'https://quadra.example/a/BBBBBBBBBBBBBBBBBBBBBB'
const ACTIVE = build.pageLink({ active: true, url: URL_1, createdAt: '2026-11-20T13:05:00.000Z' })

let api: FakeApi

beforeEach(() => {
  api = installFakeApi().on('GET /students/:id/shares', [])
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe("the student's page link", { timeout: 20_000 }, () => {
  it("creates the link, then offers copy, WhatsApp (the student's phone) and open", async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    api
      .on('GET /students/:id/page-link', build.pageLink())
      .on('POST /students/:id/page-link', ACTIVE)
    renderAt(<PageLinkCard student={student()} />)
    expect(await screen.findByText('Nenhum link ativo.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Criar link' }))
    expect(await screen.findByLabelText('Link da página do aluno')).toHaveValue(URL_1)
    expect(api.callsTo('POST /students/:id/page-link')[0]?.params.id).toBe(ANA)

    await user.click(screen.getByRole('button', { name: 'Copiar link' }))
    expect(writeText).toHaveBeenCalledWith(URL_1)
    expect(toast.success).toHaveBeenCalledWith('Link copiado', undefined)
    const whatsapp = screen.getByRole('link', { name: 'Enviar por WhatsApp' })
    const href = new URL(whatsapp.getAttribute('href')!)
    expect(href.origin + href.pathname).toBe('https://wa.me/5511987654321')
    expect(href.searchParams.get('text')).toBe(
      `Olá, Ana! Este é o seu link para acompanhar suas aulas: ${URL_1}`,
    )
    expect(screen.getByRole('link', { name: 'Abrir' })).toHaveAttribute('href', URL_1)
  })

  it("the WhatsApp text is in the student's language, not the coach's", async () => {
    api.on('GET /students/:id/page-link', ACTIVE)
    // the coach reads the app in Portuguese; this student reads English
    renderAt(<PageLinkCard student={student({ language: 'en' })} />)
    const whatsapp = await screen.findByRole('link', { name: 'Enviar por WhatsApp' })
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe(
      `Hi, Ana! Here is your link to follow your classes: ${URL_1}`,
    )
  })

  it('a student without a phone gets no WhatsApp link', async () => {
    api.on('GET /students/:id/page-link', ACTIVE)
    renderAt(<PageLinkCard student={student({ phone: '' })} />)
    expect(await screen.findByLabelText('Link da página do aluno')).toHaveValue(URL_1)
    expect(screen.queryByRole('link', { name: 'Enviar por WhatsApp' })).not.toBeInTheDocument()
  })

  it("'Gerar novo link' asks first (the old one stops working), then shows the new one", async () => {
    const user = userEvent.setup()
    api
      .on('GET /students/:id/page-link', ACTIVE)
      .on('POST /students/:id/page-link', { ...ACTIVE, url: URL_2 })
    renderAt(<PageLinkCard student={student()} />)
    await user.click(await screen.findByRole('button', { name: 'Gerar novo link' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('O link atual deixa de funcionar')
    expect(api.callsTo('POST /students/:id/page-link')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Gerar novo link' }))
    await waitFor(() => expect(screen.getByLabelText('Link da página do aluno')).toHaveValue(URL_2))
    expect(api.callsTo('POST /students/:id/page-link')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it("'Desativar' asks first, then the link is gone; cancelling keeps it", async () => {
    const user = userEvent.setup()
    api.on('GET /students/:id/page-link', ACTIVE).on('DELETE /students/:id/page-link', undefined)
    renderAt(<PageLinkCard student={student()} />)
    await user.click(await screen.findByRole('button', { name: 'Desativar' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }),
    )
    expect(api.callsTo('DELETE /students/:id/page-link')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Desativar' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Desativar' }),
    )
    expect(await screen.findByText('Nenhum link ativo.')).toBeInTheDocument()
    expect(api.callsTo('DELETE /students/:id/page-link')).toHaveLength(1)
    expect(toast.success).toHaveBeenCalledWith('Link desativado', undefined)
  })

  it('a failed creation says so and keeps the button', async () => {
    const user = userEvent.setup()
    api
      .on('GET /students/:id/page-link', build.pageLink())
      .on('POST /students/:id/page-link', apiError(429, 'Muitas tentativas'))
    renderAt(<PageLinkCard student={student()} />)
    await user.click(await screen.findByRole('button', { name: 'Criar link' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao criar o link', {
        description: 'Muitas tentativas',
      }),
    )
    expect(screen.getByRole('button', { name: 'Criar link' })).toBeEnabled()
  })
})

describe("'Compartilhado com o aluno'", { timeout: 20_000 }, () => {
  it('lists what was shared, newest first, and removes an item after confirmation', async () => {
    const user = userEvent.setup()
    let shares = [
      build.sharedItem({
        id: 'old',
        kind: 'message',
        text: 'Boa aula hoje!',
        sessionId: 'se1',
        period: null,
        createdAt: '2026-11-01T12:00:00.000Z',
      }),
      build.sharedItem({
        id: 'new',
        kind: 'report',
        text: 'Ana fez 6 aulas.',
        period: '90d',
        createdAt: '2026-11-20T12:00:00.000Z',
      }),
    ]
    api
      .on('GET /students/:id/page-link', build.pageLink())
      .on('GET /students/:id/shares', () => shares)
      .on('DELETE /students/:id/shares/:shareId', ({ params }) => {
        shares = shares.filter((s) => s.id !== params.shareId)
      })
    renderAt(<PageLinkCard student={student()} />)
    const list = await screen.findByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((i) => within(i).getByText(/Relatório|Mensagem/).textContent)).toEqual([
      'Relatório · 90 dias',
      'Mensagem após a aula',
    ])
    expect(items[0]).toHaveTextContent('Compartilhado em 20/11/2026')
    expect(items[1]).toHaveTextContent('Boa aula hoje!')

    await user.click(within(items[1]!).getByRole('button', { name: 'Remover da página' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(api.callsTo('DELETE /students/:id/shares/:shareId')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }))
    await waitFor(() => expect(screen.queryByText('Boa aula hoje!')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE /students/:id/shares/:shareId')[0]?.params).toEqual({
      id: ANA,
      shareId: 'old',
    })
    expect(screen.getByText('Ana fez 6 aulas.')).toBeInTheDocument()
  })

  it('says when nothing was shared yet', async () => {
    api.on('GET /students/:id/page-link', build.pageLink())
    renderAt(<PageLinkCard student={student()} />)
    expect(await screen.findByText(/Nada compartilhado ainda/)).toBeInTheDocument()
  })
})
