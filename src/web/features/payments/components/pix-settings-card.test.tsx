import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { PixSettingsCard } from './pix-settings-card'

let api: FakeApi

function renderCard() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={qc}>
      <PixSettingsCard />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  api = installFakeApi().on('GET /profile/pix', { settings: null })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const region = () => screen.getByRole('region', { name: 'Chave Pix' })

describe('Chave Pix card (issue 13)', () => {
  it('saves a new key with its type, name and city', async () => {
    const user = userEvent.setup()
    api.on('PUT /profile/pix', ({ body }) => ({
      settings: build.pixSettings({ ...body, key: '12345678909' }),
    }))
    renderCard()
    expect(await screen.findByText('Nenhuma chave Pix cadastrada.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'CPF' }))
    await user.type(screen.getByLabelText('Chave'), '123.456.789-09')
    await user.type(screen.getByLabelText('Nome do recebedor'), 'Carla Treinadora')
    await user.type(screen.getByLabelText('Cidade'), 'São Paulo')
    await user.click(screen.getByRole('button', { name: 'Salvar chave Pix' }))
    await waitFor(() => expect(api.callsTo('PUT /profile/pix')).toHaveLength(1))
    expect(api.lastBody('PUT /profile/pix')).toEqual({
      keyType: 'cpf',
      key: '123.456.789-09',
      name: 'Carla Treinadora',
      city: 'São Paulo',
    })
    expect(toast.success).toHaveBeenCalledWith('Chave Pix salva', undefined)
    // the stored (normalised) key comes back
    await waitFor(() => expect(screen.getByLabelText('Chave')).toHaveValue('12345678909'))
    expect(within(region()).getByRole('button', { name: 'Remover chave Pix' })).toBeVisible()
  })

  it('shows the name and city as the charge carries them when they are cut', async () => {
    const user = userEvent.setup()
    renderCard()
    await screen.findByText('Nenhuma chave Pix cadastrada.')
    const name = screen.getByLabelText('Nome do recebedor')
    await user.type(name, 'Carla Treinadora')
    expect(screen.queryByText(/^Na cobrança:/)).not.toBeInTheDocument()
    await user.clear(name)
    // 37 characters: the BR Code keeps 25
    await user.type(name, 'Academia de Tênis Carla Treinadora ME')
    expect(screen.getByText('Na cobrança: Academia de Tenis Carla T')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Cidade'), 'São José dos Campos')
    expect(screen.getByText('Na cobrança: Sao Jose dos Ca')).toBeInTheDocument()
  })

  it("shows the server's reason under the key", async () => {
    const user = userEvent.setup()
    api.on('PUT /profile/pix', apiError(400, 'CPF inválido: confira os dígitos verificadores'))
    renderCard()
    await user.click(await screen.findByRole('button', { name: 'CPF' }))
    await user.type(screen.getByLabelText('Chave'), '123.456.789-00')
    await user.type(screen.getByLabelText('Nome do recebedor'), 'Carla')
    await user.type(screen.getByLabelText('Cidade'), 'Santos')
    await user.click(screen.getByRole('button', { name: 'Salvar chave Pix' }))
    const key = screen.getByLabelText('Chave')
    await waitFor(() => expect(key).toHaveAttribute('aria-invalid', 'true'))
    expect(key).toHaveAccessibleDescription('CPF inválido: confira os dígitos verificadores')
    expect(toast.error).toHaveBeenCalledWith('Erro ao salvar a chave Pix', {
      description: 'CPF inválido: confira os dígitos verificadores',
    })
  })

  it('puts field issues of a 400 on their fields', async () => {
    const user = userEvent.setup()
    api.on(
      'PUT /profile/pix',
      apiError(400, 'Dados inválidos', { issues: [{ path: 'city', message: 'Cidade inválida' }] }),
    )
    renderCard()
    await user.click(await screen.findByRole('button', { name: 'E-mail' }))
    await user.type(screen.getByLabelText('Chave'), 'carla@example.com')
    await user.type(screen.getByLabelText('Nome do recebedor'), 'Carla')
    await user.type(screen.getByLabelText('Cidade'), 'Xx')
    await user.click(screen.getByRole('button', { name: 'Salvar chave Pix' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Cidade')).toHaveAttribute('aria-invalid', 'true'),
    )
    expect(screen.getByLabelText('Cidade')).toHaveAccessibleDescription(
      expect.stringContaining('Cidade inválida'),
    )
    expect(screen.getByLabelText('Chave')).toHaveAttribute('aria-invalid', 'false')
  })

  it('checks the required fields before sending', async () => {
    const user = userEvent.setup()
    renderCard()
    await user.click(await screen.findByRole('button', { name: 'Salvar chave Pix' }))
    expect(await screen.findByText('Selecione o tipo de chave Pix')).toBeInTheDocument()
    expect(screen.getByText('Informe a chave Pix')).toBeInTheDocument()
    expect(screen.getByText('Informe o nome do recebedor')).toBeInTheDocument()
    expect(screen.getByText('Informe a cidade')).toBeInTheDocument()
    expect(api.callsTo('PUT /profile/pix')).toHaveLength(0)
  })

  it('removes the key after a confirmation', async () => {
    const user = userEvent.setup()
    api
      .on('GET /profile/pix', { settings: build.pixSettings() })
      .on('DELETE /profile/pix', undefined)
    renderCard()
    expect(await screen.findByDisplayValue('carla@example.com')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'E-mail' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Remover chave Pix' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remover chave Pix?' })
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }))
    await waitFor(() => expect(api.callsTo('DELETE /profile/pix')).toHaveLength(1))
    expect(toast.success).toHaveBeenCalledWith('Chave Pix removida', undefined)
    await waitFor(() => expect(screen.getByLabelText('Chave')).toHaveValue(''))
    expect(screen.queryByRole('button', { name: 'Remover chave Pix' })).not.toBeInTheDocument()
  })
})
