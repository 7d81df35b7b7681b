import type { StudentListItem } from '@shared/schemas/students.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { coachToday } from '~/lib/formats'
import { LESSON_PREFILL_KEY } from '~/lib/lesson-prefill-key'
import { lessonPrefillOf } from '~/lib/lesson-prefill-of'
import { toLocalInputValue } from '~/lib/session-date'
import SessionNewPage from '~/routes/app/session-new'
import { build } from '../../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../../tests/helpers/fake-api'

const student = (id: string, name: string, credits: number) =>
  build.student({ id, name, credits, gender: id === S2 ? 'male' : 'female' })
const club = (id: string, name: string, isDefault: boolean) => build.club({ id, name, isDefault })

const S1 = 'a1111111-1111-4111-8111-111111111111'
const S2 = 'a2222222-2222-4222-8222-222222222222'
const C1 = 'c1111111-1111-4111-8111-111111111111'
const C2 = 'c2222222-2222-4222-8222-222222222222'

let students: StudentListItem[]
let api: FakeApi

function Where() {
  const l = useLocation()
  return (
    <output data-testid="location" data-state={JSON.stringify(l.state ?? null)}>
      {l.pathname + l.search}
    </output>
  )
}

function renderScreen(state?: unknown) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([
    { path: '/app/sessions/new', Component: SessionNewPage },
    { path: '*', Component: Where },
  ])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={[{ pathname: '/app/sessions/new', state }]} />
    </QueryClientProvider>,
  )
}

const cardOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Alunos ativos' })).getByRole('button', {
    name: new RegExp(`^${name}`),
  })

beforeEach(() => {
  students = [student(S1, 'Ana Souza', 4), student(S2, 'Bruno Lima', 0)]
  api = installFakeApi()
    .on('GET /students', ({ query }) => {
      const q = query.get('q')?.toLowerCase() ?? ''
      const items = students.filter((s) => s.name.toLowerCase().includes(q))
      return build.studentPage(items, { pageSize: 12, unfilteredTotal: 9 })
    })
    .on('GET /clubs', [club(C1, 'Clube Central', true), club(C2, 'Arena Praia', false)])
    .on(
      'POST /sessions',
      build.session({
        id: 'x',
        unassignedCount: 1,
        participants: [
          { studentId: S1, name: 'Ana Souza' },
          { studentId: S2, name: 'Bruno Lima' },
        ],
      }),
    )
  window.scrollTo = vi.fn()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('new session screen', () => {
  it('asks only for active students, 12 a page', async () => {
    renderScreen()
    await screen.findByText('Ana Souza')
    const { query } = api.callsTo('GET /students')[0]!
    expect(query.get('status')).toBe('active')
    expect(query.get('pageSize')).toBe('12')
    expect(screen.getByText('2 alunos encontrados')).toBeInTheDocument()
  })

  it('selects students, then saves their feedback and opens the refreshed history', async () => {
    const user = userEvent.setup()
    renderScreen()
    await user.click(await screen.findByRole('button', { name: 'Cadastrar Sessão de Aulas' }))
    expect(toast.error).toHaveBeenCalledWith('Selecione pelo menos um aluno', {
      description: 'É necessário selecionar ao menos um aluno para a sessão.',
    })

    await user.click(await screen.findByRole('button', { name: /^Ana Souza/ }))
    expect(cardOf('Ana Souza')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('region', { name: '1 aluno selecionado' })).toBeInTheDocument()
    await user.click(cardOf('Bruno Lima'))
    expect(screen.getByRole('region', { name: '2 alunos selecionados' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remover Bruno Lima da sessão' }))
    expect(cardOf('Bruno Lima')).toHaveAttribute('aria-pressed', 'false')
    cardOf('Bruno Lima').focus()
    await user.keyboard('{Enter}')
    expect(cardOf('Bruno Lima')).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Cadastrar Sessão de Aulas' }))
    const ana = screen.getByRole('region', { name: 'Ana Souza' })
    expect(within(ana).getByRole('radio', { name: '3 de 5' })).toBeChecked()
    expect(within(ana).getByText('3/5')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(ana).getByRole('combobox', { name: 'Clube' })).toHaveTextContent(
        'Clube Central (padrão)',
      ),
    )
    await user.click(within(ana).getByRole('radio', { name: '4 de 5' }))
    await user.click(within(ana).getByRole('button', { name: 'Mental' }))
    await user.type(within(ana).getByLabelText('Observações'), 'Boa aula')
    await user.type(screen.getByLabelText('Observações da sessão'), 'Chuva fina')

    await user.click(screen.getByRole('button', { name: 'Finalizar Sessão' }))
    expect(api.lastBody('POST /sessions')).toEqual({
      studentIds: [S1, S2],
      notes: 'Chuva fina',
      feedbacks: [
        { studentId: S1, rating: 4, notes: 'Boa aula', tags: ['Mental'], clubId: C1 },
        { studentId: S2, rating: 3, notes: '', tags: [], clubId: C1 },
      ],
    })
    expect(await screen.findByTestId('location')).toHaveTextContent('/app/sessions?refresh=true')
    // the class rides along: the history offers 'Enviar resumo' per student
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({
      afterClass: {
        sessionId: 'x',
        students: [
          { id: S1, name: 'Ana Souza' },
          { id: S2, name: 'Bruno Lima' },
        ],
      },
    })
    expect(toast.success).toHaveBeenCalledWith('Sessão registrada!', {
      description: 'Os créditos dos alunos foram atualizados. 1 aula sem pacote atribuído.',
    })
  })

  it('registering a lesson starts from its recorded attendance: absent students stay out unless marked present', async () => {
    const S3 = 'a3333333-3333-4333-8333-333333333333'
    const person = (id: string, name: string) => ({
      id,
      name,
      status: 'active' as const,
      credits: 4,
      hasOpenAlert: false,
    })
    const attendance = (studentId: string, outcome: 'notified_absence' | 'no_show' | null) => ({
      studentId,
      outcome,
      noticeAt: null,
      charged: false,
      noCredit: false,
      makeupOf: null,
    })
    const lesson = build.occurrence({
      id: 'l9',
      lessonId: 'l9',
      club: { id: C2, name: 'Arena Praia' },
      startsAt: '2026-01-05T13:00:00.000Z',
      students: [person(S1, 'Ana Souza'), person(S2, 'João Avisou'), person(S3, 'Lúcia Faltou')],
      attendance: [
        attendance(S1, null),
        attendance(S2, 'notified_absence'),
        attendance(S3, 'no_show'),
      ],
    })
    const user = userEvent.setup()
    renderScreen({ [LESSON_PREFILL_KEY]: lessonPrefillOf(lesson) })

    const absent = await screen.findByRole('region', { name: 'Ausentes nesta aula' })
    expect(within(absent).getByText('Falta avisada')).toBeInTheDocument()
    expect(within(absent).getByText('Falta sem aviso')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Ana Souza' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'João Avisou' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Lúcia Faltou' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Finalizar Sessão' }))
    await waitFor(() => expect(api.lastBody('POST /sessions')).toBeDefined())
    expect(api.lastBody('POST /sessions')).toMatchObject({ studentIds: [S1], lessonId: 'l9' })
    expect(api.lastBody('POST /sessions')).not.toHaveProperty('confirmPresent')
  })

  it("offers today's agenda lessons first: one tap picks a lesson's students, linked to it at its time", async () => {
    const today = coachToday()
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000).toISOString()
    const person = (id: string, name: string) => ({
      id,
      name,
      status: 'active' as const,
      credits: 4,
      hasOpenAlert: false,
    })
    const blank = (studentId: string) => ({
      studentId,
      outcome: null,
      noticeAt: null,
      charged: false,
      noCredit: false,
      makeupOf: null,
      makeupIn: null,
    })
    const planned = build.occurrence({
      id: 'l7',
      lessonId: 'l7',
      date: today,
      time: '18:00',
      startsAt: inTwoHours,
      club: { id: C2, name: 'Arena Praia' },
      students: [person(S1, 'Ana Souza'), person(S2, 'Bruno Lima')],
      attendance: [blank(S1), blank(S2)],
    })
    const registered = build.occurrence({ id: 'l6', lessonId: 'l6', date: today, sessionId: 'x' })
    const cancelled = build.occurrence({
      id: 'l5',
      lessonId: 'l5',
      date: today,
      status: 'cancelled',
    })
    api.on('GET /agenda', ({ query }) => {
      expect([query.get('from'), query.get('to')]).toEqual([today, today])
      return {
        from: today,
        to: today,
        timeZone: 'America/Sao_Paulo',
        items: [registered, cancelled, planned],
        cancelledDays: [],
      }
    })
    const user = userEvent.setup()
    renderScreen()

    const todays = await screen.findByRole('region', { name: 'Aulas de hoje na agenda' })
    // only the lesson still to register, before the search
    const picks = within(todays).getAllByRole('button')
    expect(picks).toHaveLength(1)
    await user.click(
      within(todays).getByRole('button', {
        name: 'Registrar a aula das 18:00: Ana Souza, Bruno Lima',
      }),
    )
    // step 2 with both, the lesson's club, dated at its start (not sent: the server takes it)
    expect(await screen.findByRole('region', { name: 'Ana Souza' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Bruno Lima' })).toBeInTheDocument()
    expect(screen.getByLabelText('Data e hora da aula')).toHaveValue(
      toLocalInputValue(new Date(inTwoHours)),
    )
    expect(screen.getByLabelText('Data e hora da aula')).toHaveAccessibleDescription(
      'A aula é registrada no horário dela na agenda.',
    )
    await user.click(screen.getByRole('button', { name: 'Finalizar Sessão' }))
    await waitFor(() => expect(api.lastBody('POST /sessions')).toBeDefined())
    const body = api.lastBody('POST /sessions') as Record<string, unknown>
    expect(body).toMatchObject({ studentIds: [S1, S2], lessonId: 'l7' })
    expect(body).not.toHaveProperty('date')
    expect(body.feedbacks).toEqual(
      expect.arrayContaining([expect.objectContaining({ studentId: S1, clubId: C2 })]),
    )
  })

  it('sends a recorded absence as present only when the coach marks it so', async () => {
    const lesson = build.occurrence({
      id: 'l8',
      lessonId: 'l8',
      club: { id: C1, name: 'Clube Central' },
      students: [
        { id: S1, name: 'Ana Souza', status: 'active', credits: 4, hasOpenAlert: false },
        { id: S2, name: 'João Avisou', status: 'active', credits: 4, hasOpenAlert: false },
      ],
      attendance: [
        {
          studentId: S1,
          outcome: null,
          noticeAt: null,
          charged: false,
          noCredit: false,
          makeupOf: null,
        },
        {
          studentId: S2,
          outcome: 'notified_absence',
          noticeAt: null,
          charged: false,
          noCredit: false,
          makeupOf: null,
        },
      ],
    })
    const user = userEvent.setup()
    renderScreen({ [LESSON_PREFILL_KEY]: lessonPrefillOf(lesson) })
    await user.click(
      await screen.findByRole('button', {
        name: 'Marcar presença de João Avisou (desfaz a falta registrada)',
      }),
    )
    expect(screen.getByRole('region', { name: 'João Avisou' })).toBeInTheDocument()
    expect(screen.getByText('Presença marcada: desfaz “Falta avisada”')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Finalizar Sessão' }))
    await waitFor(() => expect(api.lastBody('POST /sessions')).toBeDefined())
    expect(api.lastBody('POST /sessions')).toMatchObject({
      studentIds: [S1, S2],
      lessonId: 'l8',
      confirmPresent: [S2],
    })
  })

  it('shows the server message, or the internal error on an exception, and stays', async () => {
    const user = userEvent.setup()
    api.on(
      'POST /sessions',
      apiError(409, 'Aluno inativo não pode ter aulas', { code: 'STUDENT_INACTIVE' }),
    )
    renderScreen()
    await user.click(await screen.findByRole('button', { name: /^Ana Souza/ }))
    await user.click(screen.getByRole('button', { name: 'Cadastrar Sessão de Aulas' }))
    const finish = screen.getByRole('button', { name: 'Finalizar Sessão' })
    await waitFor(() => expect(finish).toBeEnabled())
    await user.click(finish)
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao registrar sessão', {
        description: 'Aluno inativo não pode ter aulas',
      }),
    )
    api.on('POST /sessions', () => {
      throw new TypeError('Failed to fetch')
    })
    await user.click(screen.getByRole('button', { name: 'Finalizar Sessão' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith('Erro ao registrar sessão', {
        description: 'Ocorreu um erro interno. Tente novamente.',
      }),
    )
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Finalizar Sessão' })).toBeEnabled()
  })

  it('goes back to the selection keeping everything, and blocks a future date', async () => {
    const user = userEvent.setup()
    renderScreen()
    await user.click(await screen.findByRole('button', { name: /^Ana Souza/ }))
    await user.click(screen.getByRole('button', { name: 'Cadastrar Sessão de Aulas' }))
    await user.click(screen.getByRole('button', { name: 'Saque' }))
    await user.click(screen.getByRole('button', { name: 'Voltar à Seleção' }))
    expect(cardOf('Ana Souza')).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Cadastrar Sessão de Aulas' }))
    expect(screen.getByRole('button', { name: 'Saque' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Voltar' }))
    expect(screen.getByRole('heading', { name: 'Selecione os alunos da aula' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cadastrar Sessão de Aulas' }))

    const date = screen.getByLabelText('Data e hora da aula')
    await user.clear(date)
    await user.type(date, '2099-01-01T10:00')
    expect(screen.getByText('A data da aula não pode estar no futuro')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Finalizar Sessão' }))
    expect(api.callsTo('POST /sessions')).toEqual([])
    expect(date).toHaveFocus()
  })

  it('shows the server’s field issues on the fields, not in a toast', async () => {
    const user = userEvent.setup()
    api.on(
      'POST /sessions',
      apiError(400, 'A data da aula não pode estar no futuro', {
        issues: [
          { path: 'date', message: 'A data da aula não pode estar no futuro' },
          { path: 'feedbacks.0.notes', message: 'Observações muito longas' },
        ],
      }),
    )
    renderScreen()
    await user.click(await screen.findByRole('button', { name: /^Ana Souza/ }))
    await user.click(screen.getByRole('button', { name: 'Cadastrar Sessão de Aulas' }))
    const finish = screen.getByRole('button', { name: 'Finalizar Sessão' })
    await waitFor(() => expect(finish).toBeEnabled())
    await user.click(finish)
    const date = screen.getByLabelText('Data e hora da aula')
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'))
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining('A data da aula não pode estar no futuro'),
    )
    const notes = within(screen.getByRole('region', { name: 'Ana Souza' })).getByLabelText(
      'Observações',
    )
    expect(notes).toHaveAccessibleDescription('Observações muito longas')
    expect(toast.error).not.toHaveBeenCalled()
    // typing clears the issue of that field
    await user.type(notes, 'Ok')
    expect(notes).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('tells apart no active students from filters that exclude everyone', async () => {
    students = []
    const user = userEvent.setup()
    renderScreen()
    expect(
      await screen.findByText('Não há alunos ativos com créditos disponíveis'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Gerenciar Alunos' })).toHaveAttribute(
      'href',
      '/app/students',
    )
    await user.type(screen.getByLabelText('Buscar alunos'), 'zé')
    expect(
      await screen.findByText('Nenhum aluno corresponde aos filtros aplicados'),
    ).toBeInTheDocument()
    expect(screen.getByText('Nenhum aluno encontrado')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Gerenciar Alunos' })).not.toBeInTheDocument()
  })

  it('toasts a failed load of the students', async () => {
    api.on('GET /students', apiError(500, 'Erro'))
    renderScreen()
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao carregar alunos', {
        id: 'new-session-students-error',
        description: 'Ocorreu um erro ao carregar a lista de alunos.',
      }),
    )
  })
})
