import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { installFakeApi } from '../../../../../tests/helpers/fake-api'
import { StudentAgendaCard } from './student-agenda-card'

function ProfileStub() {
  return <StudentAgendaCard studentId="s1" />
}

function renderIt() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([{ path: '/app/students/:id', Component: ProfileStub }])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={['/app/students/s1']} />
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
    expect(api.callsTo('GET /students/:id/agenda')[0]!.path).toBe('/students/s1/agenda')
  })

  it('says when there is nothing', async () => {
    installFakeApi().on('GET /students/:id/agenda', build.studentAgenda())
    renderIt()
    expect(await screen.findByText('Nenhuma aula agendada')).toBeInTheDocument()
    expect(screen.getByText('Nenhuma reposição pendente')).toBeInTheDocument()
  })
})
