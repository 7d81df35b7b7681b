import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '~/lib/i18n'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { PersonalInfoCard } from './personal-info-card'

const profile = build.profile({
  name: 'Ana Treinadora',
  email: 'ana@example.com',
  phone: '5511987654321',
  mainSport: 'Padel',
})

let api: FakeApi

function renderCard() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={qc}>
      <PersonalInfoCard />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  api = installFakeApi().on('GET /profile', profile).on('PATCH /profile', profile)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('PersonalInfoCard', () => {
  it('shows the profile with the phone formatted for display', async () => {
    renderCard()
    expect(await screen.findByText('Ana Treinadora')).toBeInTheDocument()
    expect(screen.getByText('ana@example.com')).toBeInTheDocument()
    expect(screen.getByText('(11) 98765-4321')).toBeInTheDocument()
    expect(screen.getByText('Padel')).toBeInTheDocument()
  })

  it('edits, validates an empty name and cancels back to the saved values', async () => {
    const user = userEvent.setup()
    renderCard()
    await user.click(await screen.findByRole('button', { name: 'Editar' }))
    const name = screen.getByLabelText('Nome')
    expect(name).toHaveValue('Ana Treinadora')
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321')
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly')
    await user.clear(name)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument()
    expect(api.callsTo('PATCH /profile')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(screen.getByText('Ana Treinadora')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Editar' }))
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Treinadora')
  })

  it('saves the masked phone and shows the success toast', async () => {
    const user = userEvent.setup()
    api.on('PATCH /profile', { ...profile, name: 'Ana Souza', phone: '5521999998888' })
    renderCard()
    await user.click(await screen.findByRole('button', { name: 'Editar' }))
    await user.clear(screen.getByLabelText('Nome'))
    await user.type(screen.getByLabelText('Nome'), 'Ana Souza')
    const phone = screen.getByLabelText('Telefone')
    await user.clear(phone)
    await user.type(phone, '21999998888')
    expect(phone).toHaveValue('(21) 99999-8888')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Perfil atualizado'))
    expect(api.lastBody('PATCH /profile')).toEqual({
      name: 'Ana Souza',
      phone: '(21) 99999-8888',
      mainSport: 'Padel',
    })
    expect(await screen.findByText('(21) 99999-8888')).toBeInTheDocument()
    expect(screen.getByText('Ana Souza')).toBeInTheDocument()
  })

  it('keeps the form open with the spec toast when saving fails', async () => {
    const user = userEvent.setup()
    api.on('PATCH /profile', apiError(500, 'Falhou'))
    renderCard()
    await user.click(await screen.findByRole('button', { name: 'Editar' }))
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao atualizar perfil', {
        description: 'Não foi possível salvar as alterações.',
      }),
    )
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled()
  })
})

describe('PersonalInfoCard in English (issue 15)', () => {
  afterEach(() => i18n.changeLanguage('pt-BR'))

  it('the labels and the main sport in English', async () => {
    await i18n.changeLanguage('en')
    api.on('GET /profile', { ...profile, mainSport: 'Tênis de Mesa' })
    renderCard()
    expect(await screen.findByText('Table Tennis')).toBeInTheDocument()
    expect(screen.getByText('Main sport')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Personal information' })).toBeInTheDocument()
  })
})
