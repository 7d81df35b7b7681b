import type { StudentFeedbackDto, StudentFeedbacksPage } from '@shared/schemas/sessions.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { FeedbacksTab } from './feedbacks-tab'

const SID = '11111111-1111-4111-8111-111111111111'
const fb = (n: number, over: Partial<StudentFeedbackDto> = {}) =>
  build.studentFeedback({
    sessionId: `0000000${n}-0000-4000-8000-000000000000`,
    date: `2026-11-${String(20 - n).padStart(2, '0')}T13:00:00Z`,
    rating: 4,
    notes: `Notas ${n}`,
    tags: ['Saque'],
    ...over,
  })

let page: StudentFeedbacksPage
let api: FakeApi

function TabOfStudent() {
  return <FeedbacksTab studentId={SID} />
}

function renderTab() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([{ path: '/app/students/:id', Component: TabOfStudent }])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={[`/app/students/${SID}?tab=feedbacks`]} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  page = build.studentFeedbacksPage(
    [fb(1, { rating: 5, tags: ['Técnica', 'Saque'] }), fb(2, { notes: '' })],
    {
      total: 12,
      averageRating: 4.5,
      topTags: [
        { tag: 'Saque', count: 7 },
        { tag: 'Técnica', count: 4 },
        { tag: 'Mental', count: 1 },
      ],
    },
  )
  api = installFakeApi()
    .on('GET /students/:id/feedbacks', ({ params }) =>
      params.id === SID ? page : apiError(404, 'Recurso não encontrado'),
    )
    .on('PATCH /sessions/:id/feedbacks/:studentId', build.session())
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('Feedbacks tab', () => {
  it('summarises: average with stars, count and the 2 most used tags', async () => {
    renderTab()
    expect(await screen.findByRole('img', { name: 'Avaliação média: 4,5 de 5' })).toBeVisible()
    expect(screen.getByText('4,5')).toBeInTheDocument()
    expect(screen.getByText('Total de feedbacks').nextElementSibling).toHaveTextContent('12')
    const tags = within(screen.getByText('Focos mais trabalhados').parentElement!)
    expect(tags.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Saque · 7 vezes',
      'Técnica · 4 vezes',
    ])
    expect(screen.getByText('Sem observações')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument()
  })

  it('edits one feedback at a time and saves rating, tags and notes', async () => {
    const user = userEvent.setup()
    renderTab()
    const edits = await screen.findAllByRole('button', { name: 'Editar feedback' })
    await user.click(edits[0]!)
    expect(screen.getAllByRole('button', { name: 'Editar feedback' })).toHaveLength(1)
    // opening the other one closes the first
    await user.click(screen.getByRole('button', { name: 'Editar feedback' }))
    expect(screen.getAllByRole('radiogroup', { name: 'Avaliação' })).toHaveLength(1)
    expect(screen.getByLabelText('Observações')).toHaveValue('')

    await user.click(screen.getByRole('radio', { name: '2 de 5' }))
    const tags = screen.getByRole('group', { name: 'Foco do treino' })
    await user.click(within(tags).getByRole('button', { name: 'Mental' }))
    await user.click(within(tags).getByRole('button', { name: 'Saque' }))
    await user.type(screen.getByLabelText('Observações'), 'Cansado hoje')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Feedback atualizado', undefined),
    )
    const [patch] = api.callsTo('PATCH /sessions/:id/feedbacks/:studentId')
    expect(patch?.path).toBe(`/sessions/${fb(2).sessionId}/feedbacks/${SID}`)
    expect(patch?.body).toEqual({
      rating: 2,
      tags: ['Mental'],
      notes: 'Cansado hoje',
      voiceNoteIds: [],
    })
    await waitFor(() => expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument())
  })

  it('plays its voice notes with the transcript, and the editor saves the notes kept (issue 14)', async () => {
    const notes = [
      build.voiceNote({
        id: 'n1',
        feedbackId: 'f1',
        durationMs: 65_000,
        transcript: 'Solta o punho',
      }),
      build.voiceNote({ id: 'n2', feedbackId: 'f1', durationMs: 9_000 }),
    ]
    page = build.studentFeedbacksPage([fb(1, { voiceNotes: notes })])
    const user = userEvent.setup()
    renderTab()
    const player = await screen.findByLabelText('Áudio 1, 1:05')
    expect(player.tagName).toBe('AUDIO')
    expect(player).toHaveAttribute('src', '/api/voice-notes/n1/audio')
    expect(screen.getByText('Solta o punho')).toBeInTheDocument()
    expect(screen.getByText('0:09')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Editar feedback' }))
    expect(screen.getByLabelText('Transcrição do áudio 1')).toHaveValue('Solta o punho')
    await user.click(screen.getByRole('button', { name: 'Descartar áudio 1' }))
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(api.lastBody('PATCH /sessions/:id/feedbacks/:studentId')).toEqual(
        expect.objectContaining({ voiceNoteIds: ['n2'] }),
      ),
    )
    // a saved note leaves with the feedback's save, not with a DELETE of its own
    expect(api.callsTo('DELETE /voice-notes/:id')).toHaveLength(0)
  })

  it("shows a note on the student's page and takes it off (a pressed toggle)", async () => {
    let note = build.voiceNote({ id: 'n1', feedbackId: 'f1', shared: false })
    page = build.studentFeedbacksPage([fb(1, { voiceNotes: [note] })])
    api.on('PATCH /voice-notes/:id', ({ body }) => {
      note = { ...note, shared: (body as { shared: boolean }).shared }
      page = build.studentFeedbacksPage([fb(1, { voiceNotes: [note] })])
      return note
    })
    const user = userEvent.setup()
    renderTab()
    const toggle = await screen.findByRole('button', {
      name: 'Mostrar o áudio 1 na página do aluno',
    })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(api.lastBody('PATCH /voice-notes/:id')).toEqual({ shared: true })
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'))
    expect(toggle).toHaveTextContent('Na página do aluno')
    expect(toast.success).toHaveBeenCalledWith('Áudio na página do aluno', undefined)
    await user.click(toggle)
    expect(api.lastBody('PATCH /voice-notes/:id')).toEqual({ shared: false })
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'))
  })

  it('cancel leaves the feedback as it was', async () => {
    const user = userEvent.setup()
    renderTab()
    await user.click((await screen.findAllByRole('button', { name: 'Editar feedback' }))[0]!)
    await user.clear(screen.getByLabelText('Observações'))
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(screen.getByText('Notas 1')).toBeInTheDocument()
    expect(api.callsTo('PATCH /sessions/:id/feedbacks/:studentId')).toEqual([])
  })

  it('a failed save shows the server message under the title Erro', async () => {
    const user = userEvent.setup()
    api.on('PATCH /sessions/:id/feedbacks/:studentId', apiError(404, 'Feedback não encontrado'))
    renderTab()
    await user.click((await screen.findAllByRole('button', { name: 'Editar feedback' }))[0]!)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Feedback não encontrado' }),
    )
    expect(screen.getByRole('radiogroup', { name: 'Avaliação' })).toBeInTheDocument()
  })

  it('says when there is no feedback', async () => {
    page = { ...page, items: [], total: 0, averageRating: null, topTags: [] }
    renderTab()
    expect(await screen.findByText('Nenhum feedback registrado')).toBeInTheDocument()
  })
})
