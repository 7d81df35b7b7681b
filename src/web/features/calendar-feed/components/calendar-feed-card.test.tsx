import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { CalendarFeedCard } from './calendar-feed-card'

const URL_1 = 'https://quadra.example/api/calendar/AAAAAAAAAAAAAAAAAAAAAA.ics'
const URL_2 = 'https://quadra.example/api/calendar/BBBBBBBBBBBBBBBBBBBBBB.ics'

let api: FakeApi

function renderCard() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={qc}>
      <CalendarFeedCard />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  api = installFakeApi()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('CalendarFeedCard', () => {
  it('generates a link, shows it once with Copiar and the Google and Apple steps', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    api
      .on('GET /profile/calendar-feed', { active: false, createdAt: null })
      .on('POST /profile/calendar-feed', { url: URL_1, createdAt: '2026-11-24T15:00:00.000Z' })
    renderCard()
    expect(await screen.findByText(/Nenhum link ativo/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Gerar link' }))
    const field = await screen.findByLabelText('Link privado da sua agenda')
    expect(field).toHaveValue(URL_1)
    expect(api.callsTo('POST /profile/calendar-feed')).toHaveLength(1)
    expect(screen.getByText(/Adicionar por URL/)).toBeInTheDocument()
    expect(screen.getByText(/Nova assinatura de calendário/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copiar' }))
    expect(writeText).toHaveBeenCalledWith(URL_1)
    expect(toast.success).toHaveBeenCalledWith('Link copiado', undefined)
  })

  it('an active link is not shown again; regenerating asks first and shows the new one', async () => {
    const user = userEvent.setup()
    api
      .on('GET /profile/calendar-feed', { active: true, createdAt: '2026-11-20T13:05:00.000Z' })
      .on('POST /profile/calendar-feed', { url: URL_2, createdAt: '2026-11-24T15:00:00.000Z' })
    renderCard()
    expect(await screen.findByText(/Link ativo desde 20\/11\/2026/)).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Gerar novo link' }))
    expect(await screen.findByText(/O link atual deixa de funcionar/)).toBeInTheDocument()
    expect(api.callsTo('POST /profile/calendar-feed')).toHaveLength(0)
    await user.click(screen.getAllByRole('button', { name: 'Gerar novo link' }).at(-1)!)
    expect(await screen.findByLabelText('Link privado da sua agenda')).toHaveValue(URL_2)
    expect(api.callsTo('POST /profile/calendar-feed')).toHaveLength(1)
  })

  it('turns the link off after confirmation', async () => {
    const user = userEvent.setup()
    api
      .on('GET /profile/calendar-feed', { active: true, createdAt: '2026-11-20T13:05:00.000Z' })
      .on('DELETE /profile/calendar-feed', undefined)
    renderCard()
    await user.click(await screen.findByRole('button', { name: 'Desativar link' }))
    await user.click(await screen.findByRole('button', { name: 'Desativar' }))
    await waitFor(() => expect(api.callsTo('DELETE /profile/calendar-feed')).toHaveLength(1))
    expect(await screen.findByText(/Nenhum link ativo/)).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('Link desativado', undefined)
  })
})
