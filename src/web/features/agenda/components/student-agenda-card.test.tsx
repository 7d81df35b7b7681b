import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyCoachSettings } from '~/lib/language'
import { build } from '../../../../../tests/helpers/api-builders'
import { installFakeApi } from '../../../../../tests/helpers/fake-api'
import { StudentAgendaCard } from './student-agenda-card'

const ANA = '00000000-0000-4000-8000-0000000000a1'
const OWED = '00000000-0000-4000-8000-0000000000b8'

function ProfileStub() {
  return <StudentAgendaCard studentId={ANA} studentName="Ana Souza" />
}

function renderIt() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([{ path: '/app/students/:id', Component: ProfileStub }])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={[`/app/students/${ANA}`]} />
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('StudentAgendaCard', () => {
  it('lists the next lessons and the reposições owed', async () => {
    const api = installFakeApi().on(
      'GET /students/:id/agenda',
      build.studentAgenda({
        upcoming: [build.occurrence({ id: 'u1', date: '2026-01-12', time: '18:00' })],
        makeups: [
          {
            lessonId: 'l9',
            date: '2026-01-03',
            time: '07:00',
            outcome: 'rain',
            durationMinutes: 60,
            clubId: null,
            scheduledIn: { id: 'l10', date: '2026-01-15', time: '08:00' },
          },
          {
            lessonId: 'l8',
            date: '2026-01-02',
            time: '09:00',
            outcome: 'teacher_cancelled',
            durationMinutes: 60,
            clubId: null,
            scheduledIn: null,
          },
        ],
      }),
    )
    renderIt()
    const next = await screen.findByRole('link', { name: /12\/01 · 18:00/ })
    expect(next).toHaveAttribute('href', '/app/agenda?date=2026-01-12')
    expect(within(next).getByText('Clube Central')).toBeInTheDocument()
    expect(screen.getByText('Chuva em 03/01 às 07:00')).toBeInTheDocument()
    expect(screen.getByText('Reposição marcada para 15/01 às 08:00')).toBeInTheDocument()
    expect(screen.getByText('Aula cancelada pelo professor em 02/01 às 09:00')).toBeInTheDocument()
    expect(screen.getByText('Reposição ainda não marcada')).toBeInTheDocument()
    expect(api.callsTo('GET /students/:id/agenda')[0]!.path).toBe(`/students/${ANA}/agenda`)
  })

  it('English: every time of the card in 12 hours, none in 24', async () => {
    await applyCoachSettings({ language: 'en', currency: 'USD' })
    try {
      installFakeApi().on(
        'GET /students/:id/agenda',
        build.studentAgenda({
          upcoming: [build.occurrence({ id: 'u1', date: '2026-01-12', time: '18:00' })],
          makeups: [
            build.owedMakeup({
              lessonId: 'l9',
              date: '2026-01-03',
              time: '07:00',
              outcome: 'rain',
              scheduledIn: { id: 'l10', date: '2026-01-15', time: '20:30' },
            }),
          ],
        }),
      )
      renderIt()
      expect(await screen.findByRole('link', { name: /Jan 12 · 6:00 PM/ })).toBeVisible()
      expect(screen.getByText('Rain on Jan 3 at 7:00 AM')).toBeInTheDocument()
      expect(screen.getByText('Make-up scheduled for Jan 15 at 8:30 PM')).toBeInTheDocument()
      expect(document.body).not.toHaveTextContent(/\b(07:00|20:30|18:00)\b/)
    } finally {
      await applyCoachSettings({ language: 'pt-BR', currency: 'BRL' })
    }
  })

  it("offers 'Agendar reposição' on an owed make-up not planned, and plans it in one step", async () => {
    const user = userEvent.setup()
    const api = installFakeApi()
      .on(
        'GET /students/:id/agenda',
        build.studentAgenda({
          makeups: [
            build.owedMakeup({
              lessonId: 'l9',
              scheduledIn: { id: 'x', date: '2026-01-15', time: '08:00' },
            }),
            build.owedMakeup({
              lessonId: OWED,
              date: '2026-01-02',
              time: '09:00',
              durationMinutes: 90,
            }),
          ],
        }),
      )
      .on('POST /lessons', build.occurrence({ id: 'new', date: '2026-01-20', time: '09:00' }))
    renderIt()
    // only the one not planned yet has the action
    const buttons = await screen.findAllByRole('button', { name: /^Agendar reposição/ })
    expect(buttons).toHaveLength(1)
    expect(buttons[0]).toHaveAccessibleName(
      'Agendar reposição de Ana Souza (aula de 02/01 às 09:00)',
    )
    await user.click(buttons[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Agendar reposição' })
    expect(within(dialog).getByLabelText('Horário')).toHaveValue('09:00')
    expect(within(dialog).getByLabelText('Duração (minutos)')).toHaveValue(90)
    const date = within(dialog).getByLabelText('Data')
    await user.clear(date)
    await user.type(date, '2026-01-20')
    await user.click(within(dialog).getByRole('button', { name: 'Agendar' }))
    await waitFor(() => expect(api.callsTo('POST /lessons')).toHaveLength(1))
    expect(api.lastBody('POST /lessons')).toEqual({
      date: '2026-01-20',
      time: '09:00',
      durationMinutes: 90,
      studentIds: [ANA],
      clubId: null,
      makeupOf: OWED,
      confirmOverlap: false,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('says when there is nothing', async () => {
    installFakeApi().on('GET /students/:id/agenda', build.studentAgenda())
    renderIt()
    expect(await screen.findByText('Nenhuma aula agendada')).toBeInTheDocument()
    expect(screen.getByText('Nenhuma reposição pendente')).toBeInTheDocument()
  })
})
