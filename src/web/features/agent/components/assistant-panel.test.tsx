import '~/locales/app'
import type { AgentMessageDto } from '@shared/schemas/agent.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { AssistantButton } from './assistant-button'

const PROPOSAL = 'p1111111-1111-4111-8111-111111111111'
let seq = 0

function message(over: Partial<AgentMessageDto> = {}): AgentMessageDto {
  seq += 1
  return {
    id: `m${seq}`,
    role: 'agent',
    channel: 'app',
    text: 'Oi',
    createdAt: '2026-11-25T13:00:00.000Z',
    proposal: null,
    link: null,
    options: [],
    ...over,
  }
}

let api: FakeApi
let items: AgentMessageDto[]

beforeEach(() => {
  items = []
  api = installFakeApi().on('GET /agent/messages', () => ({ items, voice: false }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

/** The shell's button, tapped: the panel loads and opens. */
async function openPanel() {
  const user = userEvent.setup()
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([{ path: '/app/dashboard', Component: AssistantButton }])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={['/app/dashboard']} />
    </QueryClientProvider>,
  )
  await user.click(screen.getByRole('button', { name: 'Assistente' }))
  const panel = await screen.findByRole('dialog', { name: 'Assistente' })
  return { user, panel, qc }
}

describe('the assistant panel', () => {
  it('sends a message with Enter and shows it with the reply', async () => {
    api.on('POST /agent/messages', (call) => ({
      messages: [
        message({ role: 'coach', text: call.body.text }),
        message({ text: 'Devendo:\n• Ana Souza: R$ 200,00' }),
      ],
    }))
    const { user, panel } = await openPanel()
    await within(panel).findByText('Nada é salvo sem o seu “Confirmar”.')
    const field = within(panel).getByRole('textbox', { name: 'Mensagem ao assistente' })
    await waitFor(() => expect(field).toHaveFocus())
    await user.type(field, 'quem tá devendo?{Enter}')

    expect(await within(panel).findByText('quem tá devendo?')).toBeInTheDocument()
    const reply = await within(panel).findByText(/Devendo:/)
    expect(reply.textContent).toBe('Devendo:\n• Ana Souza: R$ 200,00')
    expect(reply).toHaveClass('whitespace-pre-line')
    expect(api.callsTo('POST /agent/messages')).toHaveLength(1)
    expect(api.lastBody('POST /agent/messages')).toEqual({
      text: 'quem tá devendo?',
      clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    })
    expect(field).toHaveValue('')
  })

  it("Confirmar posts once, the buttons go with the server's status and the reply shows", async () => {
    const proposal = message({
      text: 'Registrar aula 24/11 às 10:00 com Ana Souza (4 créditos → 3). Confirmar?',
      proposal: { id: PROPOSAL, status: 'pending' },
    })
    items = [message({ role: 'coach', text: 'registra a aula de ontem às 10h com Ana' }), proposal]
    let release = () => {}
    api.on('POST /agent/proposals/:id/confirm', async () => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      const done = message({ text: 'Feito: aula registrada.', link: '/app/sessions' })
      items = [
        ...items.slice(0, -1),
        { ...proposal, proposal: { id: PROPOSAL, status: 'confirmed' } },
        done,
      ]
      return { messages: [done] }
    })
    const { user, panel } = await openPanel()
    const confirm = await within(panel).findByRole('button', { name: 'Confirmar' })
    expect(within(panel).getByRole('button', { name: 'Corrigir' })).toBeEnabled()
    await user.click(confirm)
    // while it runs, every decision is off: a second tap posts nothing
    await waitFor(() => expect(confirm).toBeDisabled())
    expect(within(panel).getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    await user.click(confirm)
    release()

    expect(await within(panel).findByText('Feito: aula registrada.')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument(),
    )
    expect(within(panel).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument()
    expect(api.callsTo('POST /agent/proposals/:id/confirm')).toHaveLength(1)
    expect(api.callsTo('POST /agent/proposals/:id/confirm')[0]!.params.id).toBe(PROPOSAL)
    expect(within(panel).getByRole('link', { name: 'Abrir' })).toHaveAttribute(
      'href',
      '/app/sessions',
    )
  })

  it('Corrigir cancels the proposal and puts the focus back in the field', async () => {
    const proposal = message({
      text: 'Agendar aula 26/11 às 18:00 com Ana Souza. Confirmar?',
      proposal: { id: PROPOSAL, status: 'pending' },
    })
    items = [proposal]
    api.on('POST /agent/proposals/:id/cancel', () => {
      const reply = message({ text: 'Cancelado: nada foi salvo.' })
      items = [{ ...proposal, proposal: { id: PROPOSAL, status: 'cancelled' } }, reply]
      return { messages: [reply] }
    })
    const { user, panel } = await openPanel()
    await user.click(await within(panel).findByRole('button', { name: 'Corrigir' }))
    expect(await within(panel).findByText('Cancelado: nada foi salvo.')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: 'Mensagem ao assistente' })).toHaveFocus(),
    )
    expect(within(panel).queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument()
    expect(api.callsTo('POST /agent/proposals/:id/cancel')).toHaveLength(1)
    expect(api.callsTo('POST /agent/proposals/:id/confirm')).toHaveLength(0)
  })

  it("a quick answer's chip sends its text; an example only fills the field", async () => {
    items = [message({ text: 'Qual Ana?', options: ['Ana Souza', 'Ana Lima'] })]
    api.on('POST /agent/messages', (call) => ({
      messages: [
        message({ role: 'coach', text: call.body.text }),
        message({ text: 'Ana Lima tem 2 créditos.' }),
      ],
    }))
    const { user, panel } = await openPanel()
    const answers = await within(panel).findByRole('list', { name: 'Respostas rápidas' })
    await user.click(within(answers).getByRole('button', { name: 'Ana Lima' }))
    expect(await within(panel).findByText('Ana Lima tem 2 créditos.')).toBeInTheDocument()
    expect(api.lastBody('POST /agent/messages').text).toBe('Ana Lima')
    // the chips were the old reply's: the newest has none
    expect(within(panel).queryByRole('list', { name: 'Respostas rápidas' })).not.toBeInTheDocument()
  })

  it("shows the server's message when it refuses, and keeps the text to send again", async () => {
    api.on('POST /agent/messages', apiError(429, 'Muitas mensagens em um minuto. Espere um pouco.'))
    const { user, panel } = await openPanel()
    await within(panel).findByRole('list', { name: 'Exemplos' })
    await user.click(within(panel).getByRole('button', { name: 'agenda de amanhã' }))
    const field = within(panel).getByRole('textbox', { name: 'Mensagem ao assistente' })
    expect(field).toHaveValue('agenda de amanhã')
    expect(api.callsTo('POST /agent/messages')).toHaveLength(0)
    await user.click(within(panel).getByRole('button', { name: 'Enviar' }))
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Muitas mensagens em um minuto. Espere um pouco.',
    )
    expect(field).toHaveValue('agenda de amanhã')
    await user.click(within(panel).getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(api.callsTo('POST /agent/messages')).toHaveLength(2))
    const [first, second] = api.callsTo('POST /agent/messages')
    expect(second!.body.clientId).toBe(first!.body.clientId)
  })
})
