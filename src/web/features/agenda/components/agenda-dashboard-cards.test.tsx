import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { installFakeApi } from '../../../../../tests/helpers/fake-api'
import { AgendaDashboardCards } from './agenda-dashboard-cards'

const RAINED = 'd1111111-1111-4111-8111-111111111111'
const ANA = 'a1111111-1111-4111-8111-111111111111'
const BIA = 'b2222222-2222-4222-8222-222222222222'

function renderIt() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([{ path: '/app', Component: AgendaDashboardCards }])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={['/app']} />
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe("AgendaDashboardCards: 'Reposições a agendar'", () => {
  it('lists the owed make-ups by owed lesson and plans one for all its students', async () => {
    const user = userEvent.setup()
    const api = installFakeApi()
      .on(
        'GET /agenda/summary',
        build.agendaSummary({
          makeupsOwed: [
            { ...build.owedMakeup({ lessonId: RAINED }), student: { id: ANA, name: 'Ana Souza' } },
            { ...build.owedMakeup({ lessonId: RAINED }), student: { id: BIA, name: 'Bia Lima' } },
            {
              ...build.owedMakeup({
                lessonId: 'other',
                outcome: 'teacher_cancelled',
                date: '2026-01-03',
                time: '07:00',
              }),
              student: { id: 'c3', name: 'Caio Reis' },
            },
          ],
          makeupsOwedTotal: 3,
        }),
      )
      .on('POST /lessons', build.occurrence({ id: 'new', date: '2026-01-06', time: '18:00' }))
    renderIt()
    const card = await screen.findByRole('region', { name: 'Reposições a agendar' })
    expect(card).toHaveTextContent('3 reposições devidas sem aula marcada')
    const items = within(card).getAllByRole('listitem')
    expect(items.map((i) => i.textContent)).toEqual([
      'Ana Souza, Bia LimaChuva em 02/01 às 18:00Agendar reposição',
      'Caio ReisAula cancelada pelo professor em 03/01 às 07:00Agendar reposição',
    ])
    await user.click(within(items[0]!).getByRole('button', { name: /Agendar reposição/ }))
    // the dialog loads on the first tap (kept out of the dashboard's first download)
    await user.click(await screen.findByRole('button', { name: 'Agendar' }, { timeout: 5_000 }))
    await waitFor(() => expect(api.callsTo('POST /lessons')).toHaveLength(1))
    expect(api.lastBody('POST /lessons')).toMatchObject({
      studentIds: [ANA, BIA],
      makeupOf: RAINED,
      time: '18:00',
    })
  })

  it('shows no such card when nothing is owed', async () => {
    installFakeApi().on('GET /agenda/summary', build.agendaSummary())
    renderIt()
    expect(await screen.findByText('Nenhuma aula restante hoje')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Reposições a agendar' })).toBeNull()
  })
})
