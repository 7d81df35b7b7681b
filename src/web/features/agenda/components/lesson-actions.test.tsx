import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import SessionNewPage from '~/routes/app/session-new'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { LessonActions } from './lesson-actions'
import { AttendanceSummary } from './lesson-attendance'

const S1 = 'a1111111-1111-4111-8111-111111111111'
const C1 = 'c1111111-1111-4111-8111-111111111111'
const OWED = 'd1111111-1111-4111-8111-111111111111'
const ana = {
  id: S1,
  name: 'Ana Souza',
  status: 'active' as const,
  credits: 4,
  hasOpenAlert: false,
}
const none = {
  studentId: S1,
  outcome: null,
  noticeAt: null,
  charged: false,
  noCredit: false,
  makeupOf: null,
}

let api: FakeApi
let shown: AgendaOccurrence

function Where() {
  const l = useLocation()
  return <output data-testid="location">{l.pathname + l.search}</output>
}
function AgendaStub() {
  return (
    <>
      <LessonActions lesson={shown} onDone={() => {}} />
      <Where />
    </>
  )
}

function renderIt(lesson: AgendaOccurrence) {
  shown = lesson
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([
    { path: '/app/agenda', Component: AgendaStub },
    { path: '/app/sessions/new', Component: SessionNewPage },
    { path: '*', Component: Where },
  ])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={['/app/agenda']} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  api = installFakeApi()
    .on('GET /profile', build.profile({ timezone: 'America/Sao_Paulo' }))
    .on('GET /students/:id/agenda', build.studentAgenda())
    .on('GET /students', build.studentPage([], { pageSize: 12, unfilteredTotal: 1 }))
    .on('GET /clubs', [build.club({ id: C1, name: 'Clube Central', isDefault: true })])
    .on('POST /sessions', build.session({ id: 'x' }))
  window.scrollTo = vi.fn()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('LessonActions (the agenda sheet)', () => {
  it('registers a pending lesson and comes back to its day on the agenda', async () => {
    const user = userEvent.setup()
    renderIt(
      build.occurrence({
        students: [ana],
        club: { id: C1, name: 'Clube Central' },
        state: 'pending',
      }),
    )
    expect(screen.getByText('Presença')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Registrar a aula de 10:00 como sessão' }))
    const finish = await screen.findByRole('button', { name: 'Finalizar Sessão' })
    await waitFor(() => expect(finish).toBeEnabled())
    await user.click(finish)
    await waitFor(() => expect(api.callsTo('POST /sessions')).toHaveLength(1))
    expect(api.lastBody('POST /sessions')).toMatchObject({ studentIds: [S1], lessonId: 'l1' })
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/app/agenda?date=2026-01-05'),
    )
  })

  it('shows a registered lesson as Realizada, linked to its class’s day in the history', async () => {
    // registered ahead: the class is dated 02/01 (its day in São Paulo), the lesson 05/01
    api.on('GET /sessions/:id', build.session({ id: 'se1', date: '2026-01-03T01:30:00.000Z' }))
    renderIt(
      build.occurrence({
        sessionId: 'se1',
        state: 'done',
        students: [ana],
        attendance: [{ ...none, outcome: 'present' }],
      }),
    )
    expect(screen.queryByRole('button', { name: /Registrar/ })).not.toBeInTheDocument()
    expect(screen.getByTestId('lesson-done')).toHaveTextContent('Realizada')
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Ver aula no histórico' })).toHaveAttribute(
        'href',
        '/app/sessions?from=2026-01-02&to=2026-01-02',
      ),
    )
    expect(screen.getByTestId('lesson-done')).toHaveTextContent('registrada em 02/01')
    expect(screen.getByRole('combobox', { name: 'Situação de Ana Souza' })).toHaveValue('present')
    // no make-up on a registered lesson
    expect(api.callsTo('GET /students/:id/agenda')).toHaveLength(0)
  })

  it('offers nothing on a cancelled lesson', () => {
    renderIt(build.occurrence({ status: 'cancelled', state: 'cancelled', students: [ana] }))
    expect(screen.getByTestId('lesson-actions')).toBeEmptyDOMElement()
  })

  it('marks a future lesson as the make-up of an owed one, and undoes it', async () => {
    const user = userEvent.setup()
    api.on(
      'GET /students/:id/agenda',
      build.studentAgenda({
        makeups: [
          {
            lessonId: OWED,
            date: '2026-01-02',
            time: '18:00',
            outcome: 'rain',
            durationMinutes: 60,
            clubId: null,
            scheduledIn: null,
          },
          // planned in another lesson already: not offered here
          {
            lessonId: 'd2',
            date: '2025-12-26',
            time: '18:00',
            outcome: 'teacher_cancelled',
            durationMinutes: 60,
            clubId: null,
            scheduledIn: { id: 'other', date: '2026-01-09', time: '18:00' },
          },
        ],
      }),
    )
    api.on('PUT /lessons/:id/makeup/:studentId', build.occurrence())
    renderIt(build.occurrence({ id: 's_x_2026-01-12', lessonId: null, students: [ana] }))
    const select = await screen.findByRole('combobox', {
      name: 'Marcar como reposição de… (Ana Souza)',
    })
    const options = [...(select as HTMLSelectElement).options].map((o) => o.textContent)
    expect(options).toEqual(['Não é reposição', 'Chuva em 02/01 às 18:00'])
    await user.selectOptions(select, OWED)
    await waitFor(() => expect(api.callsTo('PUT /lessons/:id/makeup/:studentId')).toHaveLength(1))
    const call = api.callsTo('PUT /lessons/:id/makeup/:studentId')[0]!
    expect(call.path).toBe(`/lessons/s_x_2026-01-12/makeup/${S1}`)
    expect(call.body).toEqual({ makeupOf: OWED })
    expect(toast.success).toHaveBeenCalledWith('Aula marcada como reposição de Ana Souza')
  })

  it('keeps the make-up this lesson already is, and says when the server refuses', async () => {
    const user = userEvent.setup()
    api.on(
      'GET /students/:id/agenda',
      build.studentAgenda({
        makeups: [
          {
            lessonId: OWED,
            date: '2026-01-02',
            time: '18:00',
            outcome: 'teacher_cancelled',
            durationMinutes: 60,
            clubId: null,
            scheduledIn: { id: 'l1', date: '2026-01-05', time: '10:00' },
          },
        ],
      }),
    )
    api.on('PUT /lessons/:id/makeup/:studentId', apiError(409, 'Esta aula já aconteceu'))
    renderIt(
      build.occurrence({
        students: [ana],
        attendance: [{ ...none, makeupOf: { lessonId: OWED, date: '2026-01-02', time: '18:00' } }],
      }),
    )
    const select = await screen.findByRole('combobox', {
      name: 'Marcar como reposição de… (Ana Souza)',
    })
    await waitFor(() => expect(select).toHaveValue(OWED))
    await user.selectOptions(select, '')
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Não foi possível marcar a reposição', {
        description: 'Esta aula já aconteceu',
      }),
    )
    expect(api.lastBody('PUT /lessons/:id/makeup/:studentId')).toEqual({ makeupOf: null })
  })

  it('shows no make-up choice to a student who is owed none', async () => {
    renderIt(build.occurrence({ students: [ana] }))
    await waitFor(() => expect(api.callsTo('GET /students/:id/agenda')).toHaveLength(1))
    expect(screen.queryByRole('combobox', { name: /reposição/ })).not.toBeInTheDocument()
  })
})

describe("'Agendar reposição' on the owed lesson's sheet", () => {
  const bia = { ...ana, id: 'b2222222-2222-4222-8222-222222222222', name: 'Bia Lima' }
  const LESSON = 'e1111111-1111-4111-8111-111111111111'

  it('plans one lesson for the students still owed, and says where the others are planned', async () => {
    const user = userEvent.setup()
    api.on('POST /lessons', build.occurrence({ id: 'new', date: '2026-01-08', time: '10:00' }))
    // a day cancelled for rain: the lesson is cancelled, its students owed a make-up
    renderIt(
      build.occurrence({
        id: LESSON,
        lessonId: LESSON,
        status: 'cancelled',
        state: 'cancelled',
        club: { id: C1, name: 'Clube Central' },
        students: [ana, bia],
        attendance: [
          {
            ...none,
            outcome: 'rain',
            makeupIn: { lessonId: 'm1', date: '2026-01-07', time: '08:00' },
          },
          { ...none, studentId: bia.id, outcome: 'rain' },
        ],
      }),
    )
    const owed = screen.getByTestId('owed-here')
    expect(owed).toHaveTextContent('Ana Souza · Reposição marcada para 07/01 às 08:00')
    expect(owed).toHaveTextContent('Bia Lima · Reposição ainda não marcada')
    // attendance is not offered on a cancelled lesson, the make-up is
    expect(screen.queryByRole('combobox', { name: /Situação/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Agendar reposição de Bia Lima/ }))
    await user.click(await screen.findByRole('button', { name: 'Agendar' }, { timeout: 5_000 }))
    await waitFor(() => expect(api.callsTo('POST /lessons')).toHaveLength(1))
    expect(api.lastBody('POST /lessons')).toMatchObject({
      time: '10:00',
      durationMinutes: 60,
      studentIds: [bia.id],
      clubId: C1,
      makeupOf: LESSON,
    })
  })

  it('offers nothing when every make-up is planned', () => {
    renderIt(
      build.occurrence({
        id: LESSON,
        lessonId: LESSON,
        students: [ana],
        attendance: [
          {
            ...none,
            outcome: 'teacher_cancelled',
            makeupIn: { lessonId: 'm1', date: '2026-01-07', time: '08:00' },
          },
        ],
      }),
    )
    expect(screen.getByTestId('owed-here')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Agendar reposição/ })).not.toBeInTheDocument()
  })
})

describe('AttendanceSummary (a student row of the sheet)', () => {
  it('says the outcome and what it cost', () => {
    const { rerender } = render(
      <AttendanceSummary attendance={{ ...none, outcome: 'no_show', charged: true }} />,
    )
    expect(screen.getByTestId('attendance-summary')).toHaveTextContent(
      'Falta sem aviso — 1 crédito',
    )
    rerender(<AttendanceSummary attendance={{ ...none, outcome: 'late_cancel', noCredit: true }} />)
    expect(screen.getByTestId('attendance-summary')).toHaveTextContent(
      'Cancelamento tardio — sem crédito no pacote',
    )
    rerender(<AttendanceSummary attendance={{ ...none, outcome: 'rain' }} />)
    expect(screen.getByTestId('attendance-summary')).toHaveTextContent('Chuva — reposição devida')
    rerender(<AttendanceSummary attendance={{ ...none, outcome: 'notified_absence' }} />)
    expect(screen.getByTestId('attendance-summary')).toHaveTextContent('Falta avisada')
    rerender(<AttendanceSummary attendance={none} />)
    expect(screen.queryByTestId('attendance-summary')).not.toBeInTheDocument()
  })
})
