import '~/locales/app'
import type { AgentMessageDto } from '@shared/schemas/agent.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import {
  type FakeMedia,
  FakeMediaRecorder,
  installFakeMedia,
  uninstallFakeMedia,
} from '../../../../../tests/helpers/fake-media'
import { AssistantButton } from './assistant-button'

/**
 * Speaking to the assistant in its panel (the fake microphone of tests/helpers/fake-media.ts):
 * the microphone only where the server can hear a voice message, the recording with its time
 * and 'Parar e enviar', the audio sent as it was recorded, the transcript and the reply shown,
 * a failed send kept to be sent again under the same client id.
 */
let seq = 0
function message(over: Partial<AgentMessageDto> = {}): AgentMessageDto {
  seq += 1
  return {
    id: `v${seq}`,
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
let media: FakeMedia
let voice: boolean

beforeEach(() => {
  voice = true
  media = installFakeMedia()
  api = installFakeApi().on('GET /agent/messages', () => ({ items: [], voice }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  uninstallFakeMedia()
})

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
  await within(panel).findByRole('list', { name: 'Exemplos' })
  return { user, panel }
}

const MIC = 'Falar: gravar uma mensagem de voz'

describe("the assistant's microphone", () => {
  it('records, sends the audio on stop, and shows the transcript with the reply', async () => {
    api.on('POST /agent/voice', () => ({
      messages: [
        message({ role: 'coach', text: 'quem tá devendo?' }),
        message({ text: 'Ninguém deve nada.' }),
      ],
    }))
    const { user, panel } = await openPanel()
    await user.click(within(panel).getByRole('button', { name: MIC }))
    const stop = await within(panel).findByRole('button', { name: 'Parar e enviar' })
    await waitFor(() => expect(stop).toHaveFocus())
    expect(within(panel).getByRole('status')).toHaveTextContent('Gravando')
    expect(within(panel).getByText(/^0:00/)).toBeInTheDocument()
    expect(
      within(panel).queryByRole('textbox', { name: 'Mensagem ao assistente' }),
    ).not.toBeInTheDocument()
    await user.click(stop)

    expect(await within(panel).findByText('Ninguém deve nada.')).toBeInTheDocument()
    expect(within(panel).getByText('quem tá devendo?')).toBeInTheDocument()
    const [call] = api.callsTo('POST /agent/voice')
    expect(call!.body).toBeInstanceOf(Blob)
    expect(Number(call!.query.get('durationMs'))).toBeGreaterThan(0)
    expect(call!.query.get('clientId')).toMatch(/^[0-9a-f-]{36}$/)
    expect(FakeMediaRecorder.instances[0]!.audioBitsPerSecond).toBe(64_000)
    expect(media.tracks[0]!.stop).toHaveBeenCalled()
    // the field is back, with the focus
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: 'Mensagem ao assistente' })).toHaveFocus(),
    )
  })

  it("'Descartar' drops the recording: nothing is sent", async () => {
    const { user, panel } = await openPanel()
    await user.click(within(panel).getByRole('button', { name: MIC }))
    await user.click(await within(panel).findByRole('button', { name: 'Descartar a gravação' }))
    await within(panel).findByRole('textbox', { name: 'Mensagem ao assistente' })
    expect(api.callsTo('POST /agent/voice')).toHaveLength(0)
    expect(media.tracks[0]!.stop).toHaveBeenCalled()
  })

  it('keeps a failed voice message to send again under the same client id', async () => {
    api.on('POST /agent/voice', apiError(502, 'Não consegui ouvir o áudio.'))
    const { user, panel } = await openPanel()
    await user.click(within(panel).getByRole('button', { name: MIC }))
    await user.click(await within(panel).findByRole('button', { name: 'Parar e enviar' }))
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Não consegui ouvir o áudio.')
    api.on('POST /agent/voice', () => ({
      messages: [message({ role: 'coach', text: 'agenda de amanhã' }), message({ text: 'Livre.' })],
    }))
    await user.click(within(panel).getByRole('button', { name: 'Enviar o áudio de novo' }))
    expect(await within(panel).findByText('Livre.')).toBeInTheDocument()
    const [first, second] = api.callsTo('POST /agent/voice')
    expect(second!.query.get('clientId')).toBe(first!.query.get('clientId'))
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says why it cannot record when the microphone is refused', async () => {
    uninstallFakeMedia()
    installFakeMedia({ refuse: 'NotAllowedError' })
    const { user, panel } = await openPanel()
    await user.click(within(panel).getByRole('button', { name: MIC }))
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Permissão do microfone negada',
    )
  })

  it('shows no microphone where the server cannot hear a voice message', async () => {
    voice = false
    const { panel } = await openPanel()
    expect(within(panel).queryByRole('button', { name: MIC })).not.toBeInTheDocument()
  })
})
