import type { ClubDto } from '@shared/schemas/clubs.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { ClubsSection } from './clubs-section'

const club = build.club

let clubs: ClubDto[] = []
let api: FakeApi

function renderSection() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={qc}>
      <ClubsSection />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  clubs = []
  api = installFakeApi().on('GET /clubs', () => clubs)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('ClubsSection', () => {
  it('shows the empty state, then adds the first club as the default', async () => {
    const user = userEvent.setup()
    api.on('POST /clubs', ({ body }) => {
      clubs = [club({ ...body, id: 'n1', isDefault: true })]
      return clubs[0]!
    })
    renderSection()
    expect(await screen.findByText('Nenhum clube cadastrado ainda.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Adicionar Clube' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Clube' })
    const checkbox = within(dialog).getByRole('checkbox', { name: 'Clube padrão' })
    expect(checkbox).toBeChecked()
    expect(checkbox).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Nome do clube é obrigatório')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Nome do clube'), 'Arena Sul')
    await user.type(within(dialog).getByLabelText('Telefone'), '11933334444')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Clube adicionado'))
    expect(api.lastBody('POST /clubs')).toEqual({
      name: 'Arena Sul',
      address: null,
      phone: '(11) 93333-4444',
      isDefault: true,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const card = await screen.findByRole('article', { name: /Arena Sul/ })
    expect(within(card).getByText('Padrão', { exact: true })).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Definir como Padrão' })).toBeNull()
  })

  it('shows the cards and locks the default checkbox when editing the default club', async () => {
    const user = userEvent.setup()
    clubs = [
      club({
        id: 'a',
        name: 'Arena',
        isDefault: true,
        phone: '5511987654321',
        address: 'Rua A, 1',
      }),
      club({ id: 'b', name: 'Beira Mar' }),
    ]
    renderSection()
    const arena = await screen.findByRole('article', { name: /Arena/ })
    expect(within(arena).getByText('(11) 98765-4321')).toBeInTheDocument()
    expect(within(arena).getByText('Rua A, 1')).toBeInTheDocument()
    const beira = screen.getByRole('article', { name: /Beira Mar/ })
    expect(within(beira).queryByText('Padrão')).toBeNull()
    expect(within(beira).getByRole('button', { name: 'Definir como Padrão' })).toBeVisible()

    await user.click(within(arena).getByRole('button', { name: 'Editar clube' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar Clube' })
    expect(within(dialog).getByLabelText('Nome do clube')).toHaveValue('Arena')
    expect(within(dialog).getByLabelText('Telefone')).toHaveValue('(11) 98765-4321')
    const checkbox = within(dialog).getByRole('checkbox', { name: 'Clube padrão' })
    expect(checkbox).toBeChecked()
    expect(checkbox).toBeDisabled()
    expect(
      within(dialog).getByText(
        'Este é o clube padrão. Para mudar, defina outro clube como padrão.',
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))

    await user.click(within(beira).getByRole('button', { name: 'Editar clube' }))
    const other = await screen.findByRole('dialog', { name: 'Editar Clube' })
    const box = within(other).getByRole('checkbox', { name: 'Clube padrão' })
    expect(box).not.toBeChecked()
    expect(box).toBeEnabled()
  })

  it('sets a default club, and reports a failure with the server message', async () => {
    const user = userEvent.setup()
    clubs = [
      club({ id: 'a', name: 'Arena', isDefault: true }),
      club({ id: 'b', name: 'Beira Mar' }),
    ]
    api.on('POST /clubs/:id/default', ({ params }) => {
      if (params.id !== 'b') return apiError(409, 'Clube não encontrado')
      clubs = [
        club({ id: 'b', name: 'Beira Mar', isDefault: true }),
        club({ id: 'a', name: 'Arena' }),
      ]
      return clubs[0]!
    })
    renderSection()
    const beira = await screen.findByRole('article', { name: /Beira Mar/ })
    await user.click(within(beira).getByRole('button', { name: 'Definir como Padrão' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Clube padrão definido'))
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: /Beira Mar/ })).getByText('Padrão', {
          exact: true,
        }),
      ).toBeInTheDocument(),
    )

    const arena = screen.getByRole('article', { name: /Arena/ })
    await user.click(within(arena).getByRole('button', { name: 'Definir como Padrão' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao definir clube padrão', {
        description: 'Clube não encontrado',
      }),
    )
  })

  it('asks for confirmation before removing a club', async () => {
    const user = userEvent.setup()
    clubs = [club({ id: 'a', name: 'Arena', isDefault: true })]
    api.on('DELETE /clubs/:id', () => {
      clubs = []
    })
    renderSection()
    const arena = await screen.findByRole('article', { name: /Arena/ })
    await user.click(within(arena).getByRole('button', { name: 'Remover clube' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Remover clube' })
    expect(
      within(dialog).getByText(
        'Tem certeza que deseja remover este clube? Esta ação não pode ser desfeita.',
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.callsTo('DELETE /clubs/:id')).toEqual([])

    await user.click(within(arena).getByRole('button', { name: 'Remover clube' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Remover clube' })
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Clube removido'))
    expect(await screen.findByText('Nenhum clube cadastrado ainda.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('toasts a load failure', async () => {
    api.on('GET /clubs', apiError(500, 'Falha interna'))
    renderSection()
    expect(await screen.findByText('Não foi possível carregar seus clubes.')).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Erro ao carregar clubes', {
      description: 'Falha interna',
    })
  })
})
