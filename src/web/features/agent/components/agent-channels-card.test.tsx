import type { AgentLinks } from '@shared/schemas/agent.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setTimeZone } from '~/lib/formats'
import { build } from '../../../../../tests/helpers/api-builders'
import { type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { AgentChannelsCard } from './agent-channels-card'
import { LINK_POLL_MS } from './use-agent-channels'

// 20:00 in São Paulo: a code made now is valid until 20:15
const NOW = new Date('2026-11-29T23:00:00.000Z')
const CODE = 'QUADRA-7KQ2MX'
const BOTH = { whatsapp: true, telegram: true }

let api: FakeApi
let links: AgentLinks

function renderCard() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={qc}>
      <AgentChannelsCard />
    </QueryClientProvider>,
  )
  return screen.findByRole('region', { name: 'Assistente no WhatsApp e no Telegram' })
}

beforeEach(() => {
  setTimeZone('America/Sao_Paulo')
  links = build.agentLinks()
  api = installFakeApi()
    .on('GET /agent/links', () => links)
    .on('POST /agent/links', () => ({
      code: CODE,
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    }))
    .on('DELETE /agent/links/:id', ({ params }) => {
      links = { ...links, items: links.items.filter((l) => l.id !== params.id) }
    })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('the assistant on WhatsApp and Telegram (profile)', () => {
  it('on a server with no channel: says the assistant works in the app, no button', async () => {
    const card = await renderCard()
    expect(await within(card).findByText(/funciona aqui no app/)).toBeInTheDocument()
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
  })

  it('lists the linked accounts and disconnects one after asking', async () => {
    const user = userEvent.setup()
    links = build.agentLinks({
      channels: BOTH,
      items: [
        build.agentLink({ id: 'w1', label: '+5521987650001', linkedAt: '2026-11-20T15:00:00Z' }),
        build.agentLink({
          id: 't1',
          channel: 'telegram',
          label: '@carla_tenis',
          linkedAt: '2026-11-22T15:00:00Z',
        }),
        build.agentLink({ id: 'old', label: '+5521900000000', revokedAt: '2026-11-21T10:00:00Z' }),
      ],
    })
    const card = await renderCard()
    const list = await within(card).findByRole('list', { name: 'Contas conectadas' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      'WhatsApp (21) 98765-0001Conectado em 20/11/2026Desconectar',
      'Telegram @carla_tenisConectado em 22/11/2026Desconectar',
    ])
    await user.click(within(rows[0]!).getByRole('button', { name: 'Desconectar' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Desconectar esta conta?' })
    expect(dialog).toHaveTextContent('WhatsApp (21) 98765-0001 deixa de falar com o assistente')
    await user.click(within(dialog).getByRole('button', { name: 'Desconectar' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    expect(api.callsTo('DELETE /agent/links/:id').map((c) => c.params.id)).toEqual(['w1'])
    expect(toast.success).toHaveBeenCalledWith('Conta desconectada', undefined)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('connects WhatsApp: the code, the wa.me link, until when, and Conectado by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    links = build.agentLinks({
      channels: BOTH,
      contacts: { whatsappNumber: '5511940028922', telegramBot: 'QuadraBot' },
    })
    const card = await renderCard()
    expect(await within(card).findByText('Nenhuma conta conectada ainda.')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Conectar WhatsApp' }))

    const panel = await within(card).findByRole('region', {
      name: 'Código para conectar o WhatsApp',
    })
    expect(api.lastBody('POST /agent/links')).toEqual({ channel: 'whatsapp' })
    expect(panel).toHaveTextContent(
      'Envie este código para o número do Quadra no WhatsApp: +55 (11) 94002-8922',
    )
    expect(within(panel).getByTestId('agent-link-code')).toHaveTextContent(CODE)
    expect(panel).toHaveTextContent('Válido até 20:15')
    expect(
      within(panel).getByRole('link', { name: 'Abrir o WhatsApp com o código' }),
    ).toHaveAttribute('href', `https://wa.me/5511940028922?text=${CODE}`)
    expect(within(panel).getByRole('heading', { name: /Código para conectar/ })).toHaveFocus()
    // the other channel is still offered; this one has its code on screen
    expect(within(card).queryByRole('button', { name: 'Conectar WhatsApp' })).toBeNull()
    expect(within(card).getByRole('button', { name: 'Conectar Telegram' })).toBeEnabled()
    await user.click(within(panel).getByRole('button', { name: 'Copiar código' }))
    expect(writeText).toHaveBeenCalledWith(CODE)

    // the coach sends the code: the next reading shows the account, and the card says so
    const reads = api.callsTo('GET /agent/links').length
    links = { ...links, items: [build.agentLink({ id: 'new', label: '+5521987650001' })] }
    await act(() => vi.advanceTimersByTimeAsync(LINK_POLL_MS))
    const note = await within(card).findByRole('status')
    expect(note).toHaveTextContent('WhatsApp conectado')
    expect(api.callsTo('GET /agent/links').length).toBeGreaterThan(reads)
    expect(within(card).queryByRole('region')).not.toBeInTheDocument()
    expect(within(card).getByRole('list', { name: 'Contas conectadas' })).toHaveTextContent(
      'WhatsApp (21) 98765-0001',
    )
    // nothing more is polled once connected
    const after = api.callsTo('GET /agent/links').length
    await act(() => vi.advanceTimersByTimeAsync(LINK_POLL_MS * 3))
    expect(api.callsTo('GET /agent/links')).toHaveLength(after)

    // Telegram's code opens the bot with it as the start parameter
    await user.click(within(card).getByRole('button', { name: 'Conectar Telegram' }))
    const telegram = await within(card).findByRole('region', {
      name: 'Código para conectar o Telegram',
    })
    expect(telegram).toHaveTextContent(
      'Envie este código para o bot do Quadra no Telegram: @QuadraBot',
    )
    expect(
      within(telegram).getByRole('link', { name: 'Abrir o Telegram com o código' }),
    ).toHaveAttribute('href', `https://t.me/QuadraBot?start=${CODE}`)
    expect(api.lastBody('POST /agent/links')).toEqual({ channel: 'telegram' })
  })

  it('Telegram with no bot name: plain instructions; an expired code offers another', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    links = build.agentLinks({ channels: { whatsapp: false, telegram: true } })
    const card = await renderCard()
    await user.click(await within(card).findByRole('button', { name: 'Conectar Telegram' }))
    expect(within(card).queryByRole('button', { name: 'Conectar WhatsApp' })).toBeNull()
    const panel = await within(card).findByRole('region', {
      name: 'Código para conectar o Telegram',
    })
    expect(panel).toHaveTextContent('Envie este código para o bot do Quadra no Telegram.')
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000))
    expect(
      await within(panel).findByText('O código expirou. Gere outro para conectar.'),
    ).toBeInTheDocument()
    const reads = api.callsTo('GET /agent/links').length
    await act(() => vi.advanceTimersByTimeAsync(LINK_POLL_MS * 3))
    expect(api.callsTo('GET /agent/links')).toHaveLength(reads)
    await user.click(within(panel).getByRole('button', { name: 'Gerar outro código' }))
    expect(await within(panel).findByTestId('agent-link-code')).toHaveTextContent(CODE)
    expect(api.callsTo('POST /agent/links')).toHaveLength(2)
    await user.click(within(panel).getByRole('button', { name: 'Cancelar' }))
    expect(within(card).queryByRole('region')).not.toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Conectar Telegram' })).toBeInTheDocument()
  })

  it('a failed reading says so and tries again', async () => {
    const user = userEvent.setup()
    api.once('GET /agent/links', () => {
      throw new TypeError('Failed to fetch')
    })
    const card = await renderCard()
    await user.click(await within(card).findByRole('button', { name: 'Tentar de novo' }))
    expect(await within(card).findByText(/funciona aqui no app/)).toBeInTheDocument()
  })
})
