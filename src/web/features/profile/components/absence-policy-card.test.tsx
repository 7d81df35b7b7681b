import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { installFakeApi } from '../../../../../tests/helpers/fake-api'
import { AbsencePolicyCard } from './absence-policy-card'

function renderIt() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={qc}>
      <AbsencePolicyCard />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('AbsencePolicyCard', () => {
  it('shows the policy and saves only its fields', async () => {
    const user = userEvent.setup()
    const api = installFakeApi()
      .on('GET /profile', build.profile())
      .on('PATCH /profile', build.profile({ cancelNoticeHours: 12, noShowConsumes: false }))
    renderIt()
    const hours = await screen.findByLabelText('Antecedência mínima do aviso (horas)')
    expect(hours).toHaveValue(24)
    expect(
      screen.getByRole('switch', { name: 'Cancelamento tardio consome crédito' }),
    ).toBeChecked()
    await user.clear(hours)
    await user.type(hours, '12')
    await user.click(screen.getByRole('switch', { name: 'Falta sem aviso consome crédito' }))
    await user.click(screen.getByRole('button', { name: 'Salvar política' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Política de faltas salva'))
    expect(api.lastBody('PATCH /profile')).toEqual({
      cancelNoticeHours: 12,
      lateCancelConsumes: true,
      noShowConsumes: false,
    })
  })

  it('refuses hours out of bounds before sending', async () => {
    const user = userEvent.setup()
    const api = installFakeApi().on('GET /profile', build.profile())
    renderIt()
    const hours = await screen.findByLabelText('Antecedência mínima do aviso (horas)')
    await user.clear(hours)
    await user.type(hours, '200')
    await user.click(screen.getByRole('button', { name: 'Salvar política' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('O aviso deve ser de 0 a 168 horas')
    expect(api.callsTo('PATCH /profile')).toHaveLength(0)
  })
})
