import { VOICE_NOTE_LIMITS } from '@shared/constants'
import { messageText } from '@shared/message-text'
import {
  storageFullMessage,
  unsavedFullMessage,
  VOICE_NOTE_MESSAGES,
} from '@shared/schemas/voice-note'
import type { VoiceNoteDto } from '@shared/schemas/voice-notes.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '~/lib/i18n'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import {
  type FakeMedia,
  FakeMediaRecorder,
  installFakeMedia,
  uninstallFakeMedia,
} from '../../../../../tests/helpers/fake-media'
import { VoiceNotesField } from './voice-notes-field'

let api: FakeApi
let media: FakeMedia
let uploads = 0

/** A form holding the notes as the three editors do; shows the ids it would save. */
function Host({ initial = [] }: { initial?: VoiceNoteDto[] }) {
  const [notes, setNotes] = useState(initial)
  const [busy, setBusy] = useState(false)
  return (
    <>
      <VoiceNotesField notes={notes} onNotesChange={setNotes} onBusyChange={setBusy} name="Ana" />
      <output data-testid="ids">{notes.map((n) => n.id).join(',')}</output>
      <output data-testid="busy">{String(busy)}</output>
    </>
  )
}

function renderField(initial?: VoiceNoteDto[]) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={qc}>
      <Host initial={initial} />
    </QueryClientProvider>,
  )
}

const ids = () => screen.getByTestId('ids').textContent

beforeEach(() => {
  uploads = 0
  media = installFakeMedia()
  api = installFakeApi()
    .on('POST /voice-notes', ({ query }) =>
      build.voiceNote({ id: `vn${++uploads}`, durationMs: Number(query.get('durationMs')) }),
    )
    .on('DELETE /voice-notes/:id', undefined)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  uninstallFakeMedia()
})

describe('VoiceNotesField', () => {
  it('records, stops, uploads the audio and lists the note; the microphone is released', async () => {
    const user = userEvent.setup()
    renderField()
    await user.click(screen.getByRole('button', { name: 'Gravar áudio para Ana' }))
    const stop = await screen.findByRole('button', { name: 'Parar gravação de Ana' })
    expect(screen.getByText(/^0:00/)).toBeInTheDocument()
    expect(screen.getByTestId('busy')).toHaveTextContent('true')
    expect(FakeMediaRecorder.instances[0]!.mimeType).toBe('audio/webm;codecs=opus')
    expect(FakeMediaRecorder.instances[0]!.audioBitsPerSecond).toBe(64_000)
    await user.click(stop)

    await waitFor(() => expect(ids()).toBe('vn1'))
    const [call] = api.callsTo('POST /voice-notes')
    expect(call!.body).toBeInstanceOf(Blob)
    expect(Number(call!.query.get('durationMs'))).toBeGreaterThan(0)
    const init = vi
      .mocked(api.fetch)
      .mock.calls.find(([url]) => String(url).startsWith('/api/voice-notes'))![1]!
    expect(init.headers).toEqual({ 'content-type': 'audio/webm;codecs=opus' })
    expect(init.credentials).toBe('same-origin')
    expect(media.tracks[0]!.stop).toHaveBeenCalled()
    expect(screen.getByLabelText(/^Áudio 1 de Ana/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Gravar outro áudio para Ana' })).toBeVisible()
    // the form hears of it from an effect after the note is listed (a render later)
    await waitFor(() => expect(screen.getByTestId('busy')).toHaveTextContent('false'))
  })

  it('discards a note: off the list, and deleted on the server when never saved', async () => {
    const user = userEvent.setup()
    const saved = build.voiceNote({ id: 'saved', feedbackId: 'f1' })
    const fresh = build.voiceNote({ id: 'fresh' })
    renderField([saved, fresh])
    await user.click(screen.getByRole('button', { name: 'Descartar áudio 2' }))
    expect(ids()).toBe('saved')
    await waitFor(() => expect(api.callsTo('DELETE /voice-notes/:id')).toHaveLength(1))
    expect(api.callsTo('DELETE /voice-notes/:id')[0]!.params.id).toBe('fresh')
    // a saved note leaves with the feedback's save: no DELETE
    await user.click(screen.getByRole('button', { name: 'Descartar áudio 1' }))
    expect(ids()).toBe('')
    expect(api.callsTo('DELETE /voice-notes/:id')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Gravar áudio para Ana' })).toBeVisible()
  })

  it('takes at most 5 notes a feedback', async () => {
    const four = [1, 2, 3, 4].map((n) => build.voiceNote({ id: `old${n}` }))
    const user = userEvent.setup()
    renderField(four)
    await user.click(screen.getByRole('button', { name: 'Gravar outro áudio para Ana' }))
    await user.click(await screen.findByRole('button', { name: 'Parar gravação de Ana' }))
    await waitFor(() => expect(ids()).toBe('old1,old2,old3,old4,vn1'))
    expect(screen.queryByRole('button', { name: /Gravar/ })).not.toBeInTheDocument()
    expect(
      screen.getByText(
        `Limite de ${VOICE_NOTE_LIMITS.perFeedback} áudios por avaliação atingido.`,
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('5 de 5')).toBeInTheDocument()
  })

  it('stops by itself at 3:00 and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderField()
    await user.click(screen.getByRole('button', { name: 'Gravar áudio para Ana' }))
    await screen.findByRole('button', { name: 'Parar gravação de Ana' })
    await act(async () => {
      vi.advanceTimersByTime(90_000)
    })
    expect(screen.getByText(/^1:30/)).toBeInTheDocument()
    await act(async () => {
      vi.advanceTimersByTime(90_000)
    })
    await waitFor(() => expect(ids()).toBe('vn1'))
    expect(Number(api.callsTo('POST /voice-notes')[0]!.query.get('durationMs'))).toBe(
      VOICE_NOTE_LIMITS.maxDurationMs,
    )
    expect(
      screen.getByText('A gravação parou sozinha ao chegar a 3 minutos, o limite de um áudio.'),
    ).toHaveAttribute('role', 'status')
    expect(media.tracks[0]!.stop).toHaveBeenCalled()
  })

  it('permission refused: a clear message, nothing uploaded', async () => {
    installFakeMedia({ refuse: 'NotAllowedError' })
    const user = userEvent.setup()
    renderField()
    await user.click(screen.getByRole('button', { name: 'Gravar áudio para Ana' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Permissão do microfone negada. Para gravar, libere o microfone nas configurações do navegador.',
    )
    expect(api.callsTo('POST /voice-notes')).toHaveLength(0)
    expect(screen.getByTestId('busy')).toHaveTextContent('false')
  })

  it('no MediaRecorder: says the browser cannot record, no record button', () => {
    vi.stubGlobal('MediaRecorder', undefined)
    renderField()
    expect(screen.getByText(/Este navegador não grava áudio/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Gravar/ })).not.toBeInTheDocument()
  })

  it("a failed upload shows the server's message and is retried", async () => {
    api.once('POST /voice-notes', apiError(413, 'Áudio muito grande: o limite é 5 MB'))
    const user = userEvent.setup()
    renderField()
    await user.click(screen.getByRole('button', { name: 'Gravar áudio para Ana' }))
    await user.click(await screen.findByRole('button', { name: 'Parar gravação de Ana' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Áudio muito grande: o limite é 5 MB',
    )
    expect(ids()).toBe('')
    expect(screen.getByTestId('busy')).toHaveTextContent('true')
    await user.click(screen.getByRole('button', { name: 'Tentar enviar o áudio 1 de novo' }))
    await waitFor(() => expect(ids()).toBe('vn1'))
    expect(api.callsTo('POST /voice-notes')).toHaveLength(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('busy')).toHaveTextContent('false'))
  })

  // the account's limits (decision 0015, "Quotas"): the server says what to do, under the note
  it.each([
    [429, VOICE_NOTE_MESSAGES.tooManyUploads, 'Too many audios sent in a short time.'],
    [413, unsavedFullMessage('100 MB'), 'reached the 100 MB limit. Save the lesson'],
    [413, storageFullMessage('2 GB'), 'Your account reached its 2 GB limit of stored audios.'],
    [507, VOICE_NOTE_MESSAGES.diskFull, 'The server has no room for new audios right now.'],
  ])('an upload refused with %i shows why, in the app’s language', async (status, message, en) => {
    api.on('POST /voice-notes', apiError(status, message))
    const user = userEvent.setup()
    renderField()
    await user.click(screen.getByRole('button', { name: 'Gravar áudio para Ana' }))
    await user.click(await screen.findByRole('button', { name: 'Parar gravação de Ana' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(messageText(message))
    expect(ids()).toBe('')
    // kept to retry or discard
    expect(screen.getByRole('button', { name: 'Tentar enviar o áudio 1 de novo' })).toBeVisible()

    await i18n.changeLanguage('en')
    try {
      await user.click(screen.getByRole('button', { name: 'Try uploading voice note 1 again' }))
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en))
    } finally {
      await i18n.changeLanguage('pt-BR')
    }
  })
})
