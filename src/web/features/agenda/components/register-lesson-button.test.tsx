import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { coachToday } from '~/lib/formats'
import SessionNewPage from '~/routes/app/session-new'
import { build } from '../../../../../tests/helpers/api-builders'
import { type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { RegisterLessonButton } from './register-lesson-button'

const S1 = 'a1111111-1111-4111-8111-111111111111'
const S2 = 'a2222222-2222-4222-8222-222222222222'
const C1 = 'c1111111-1111-4111-8111-111111111111'
const C2 = 'c2222222-2222-4222-8222-222222222222'
const START = '2026-01-05T13:00:00.000Z'

const lesson = build.occurrence({
  id: `s_b1111111-1111-4111-8111-111111111111_2026-01-05`,
  lessonId: null,
  startsAt: START,
  club: { id: C2, name: 'Arena Praia' },
  students: [
    { id: S1, name: 'Ana Souza', status: 'active', credits: 4, hasOpenAlert: false },
    { id: S2, name: 'Bruno Lima', status: 'active', credits: 0, hasOpenAlert: false },
  ],
  state: 'pending',
})

let api: FakeApi

function Where() {
  const l = useLocation()
  return <output data-testid="location">{l.pathname + l.search}</output>
}

let shown = lesson
function AgendaStub() {
  return <RegisterLessonButton lesson={shown} />
}

function renderIt(item = lesson) {
  shown = item
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
    .on('GET /students', build.studentPage([], { pageSize: 12, unfilteredTotal: 2 }))
    .on('GET /clubs', [
      build.club({ id: C1, name: 'Clube Central', isDefault: true }),
      build.club({ id: C2, name: 'Arena Praia', isDefault: false }),
    ])
    .on('POST /sessions', build.session({ id: 'x' }))
  window.scrollTo = vi.fn()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('RegisterLessonButton', () => {
  it('opens the new-session flow at step 2 with the lesson’s students, club and time, and links it', async () => {
    const user = userEvent.setup()
    renderIt()
    await user.click(screen.getByRole('button', { name: 'Registrar a aula de 10:00 como sessão' }))
    const ana = await screen.findByRole('region', { name: 'Ana Souza' })
    expect(screen.getByRole('region', { name: 'Bruno Lima' })).toBeInTheDocument()
    await waitFor(() =>
      expect(within(ana).getByRole('combobox', { name: 'Clube' })).toHaveTextContent('Arena Praia'),
    )
    const finish = screen.getByRole('button', { name: 'Finalizar Sessão' })
    await waitFor(() => expect(finish).toBeEnabled())
    await user.click(finish)
    await waitFor(() => expect(api.callsTo('POST /sessions')).toHaveLength(1))
    const body = api.lastBody('POST /sessions')
    expect(body).toMatchObject({
      studentIds: [S1, S2],
      lessonId: lesson.id,
      feedbacks: [
        { studentId: S1, clubId: C2 },
        { studentId: S2, clubId: C2 },
      ],
    })
    // the lesson's start, to the minute (the date field's precision)
    expect(Date.parse(body.date)).toBe(Date.parse(START))
    expect(await screen.findByTestId('location')).toHaveTextContent('/app/sessions?refresh=true')
  })

  it('offers a lesson of today, even hours ahead, and none of a later day (not happened yet)', () => {
    const today = coachToday()
    const tomorrow = coachToday(new Date(Date.now() + 86_400_000))
    renderIt(build.occurrence({ date: today, time: '23:30', state: 'scheduled' }))
    expect(
      screen.getByRole('button', { name: 'Registrar a aula de 23:30 como sessão' }),
    ).toBeEnabled()
    cleanup()
    renderIt(build.occurrence({ date: tomorrow, time: '07:00', state: 'scheduled' }))
    expect(screen.queryByRole('button', { name: /Registrar a aula/ })).toBeNull()
  })

  it('shows a registered lesson as done, and nothing for a cancelled one', () => {
    renderIt(build.occurrence({ sessionId: 'se1', state: 'done' }))
    expect(screen.getByRole('button', { name: 'Aula registrada' })).toBeDisabled()
  })
})
