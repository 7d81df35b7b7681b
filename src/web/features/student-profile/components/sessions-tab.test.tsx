import type { Page } from '@shared/schemas/common.response'
import type { StudentSessionDto } from '@shared/schemas/sessions.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { SessionsTab } from './sessions-tab'

const SID = '11111111-1111-4111-8111-111111111111'
const session = (n: number, over: Partial<StudentSessionDto> = {}) =>
  build.studentSession({
    sessionId: `s${n}`,
    date: '2026-11-23T13:00:00Z',
    createdAt: '2026-11-23T13:05:00Z',
    packageId: '0b6e4a7e-1111-2222-3333-4444a1b2c3d4',
    packageName: 'Pacote de 4 aulas',
    ...over,
  })

let pages: Record<number, Page<StudentSessionDto>>

function TabOfStudent() {
  return <SessionsTab studentId={SID} />
}

function renderTab() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([{ path: '/app/students/:id', Component: TabOfStudent }])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={[`/app/students/${SID}?tab=aulas`]} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  pages = {
    1: build.page(
      [
        session(1, {
          otherParticipants: [
            { studentId: 'b', name: 'Bruno Lima' },
            { studentId: 'c', name: 'Carla Dias' },
          ],
        }),
        session(2, { packageId: null, packageName: null, teacher: '' }),
      ],
      { total: 12 },
    ),
    2: build.page([session(3, { date: '2026-10-01T13:00:00Z' })], { total: 12, page: 2 }),
  }
  installFakeApi().on('GET /students/:id/sessions', ({ params, query }) =>
    params.id === SID
      ? (pages[Number(query.get('page'))] ?? apiError(404, 'Recurso não encontrado'))
      : apiError(404, 'Recurso não encontrado'),
  )
  window.HTMLElement.prototype.scrollIntoView = vi.fn()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('Aulas tab', () => {
  it('shows each class: long date, registration time, teacher, package and participants', async () => {
    renderTab()
    const items = await screen.findAllByRole('listitem')
    const first = within(items[0]!)
    expect(screen.getByRole('heading', { name: 'Histórico de Aulas' })).toBeInTheDocument()
    expect(screen.getByText('12 aulas registradas')).toBeInTheDocument()
    expect(
      screen.getAllByRole('heading', { name: /segunda-feira, 23 de novembro de 2026/i }),
    ).toHaveLength(2)
    expect(first.getByText(/^Registrado em 23\/11 às \d{2}:05$/)).toBeInTheDocument()
    expect(first.getByText('Carla Treinadora')).toBeInTheDocument()
    expect(first.getByText('#b2c3d4')).toBeInTheDocument()
    expect(first.getByText(/Pacote de 4 aulas/)).toBeInTheDocument()
    expect(first.getByRole('link', { name: 'Bruno Lima' })).toHaveAttribute(
      'href',
      '/app/students/b',
    )
    expect(first.getByRole('link', { name: 'Carla Dias' })).toBeInTheDocument()

    const second = screen.getAllByRole('heading', { level: 3 })[1]!.closest('li')!
    expect(within(second).getAllByText('Sem pacote').length).toBeGreaterThan(0)
    expect(within(second).getByText('Não informado')).toBeInTheDocument()
    expect(within(second).getByText('Aula individual')).toBeInTheDocument()
  })

  it('titles a late-registered class with its own date and time, the registration aside', async () => {
    pages = {
      1: {
        items: [
          session(1, {
            date: new Date(2026, 10, 22, 18, 0).toISOString(),
            createdAt: new Date(2026, 10, 23, 16, 22).toISOString(),
          }),
          session(2, {
            date: new Date(2026, 10, 23, 9, 15).toISOString(),
            createdAt: new Date(2026, 10, 23, 9, 15, 20).toISOString(),
          }),
        ],
        total: 2,
        page: 1,
        pageSize: 10,
      },
    }
    renderTab()
    const [late, onTime] = await screen.findAllByRole('heading', { level: 3 })
    expect(late).toHaveTextContent('domingo, 22 de novembro de 2026 às 18:00')
    expect(within(late!.closest('li')!).getByText('Registrado em 23/11 às 16:22')).toBeVisible()
    expect(onTime).toHaveTextContent('segunda-feira, 23 de novembro de 2026 às 09:15')
    expect(within(onTime!.closest('li')!).queryByText(/Registrado/)).not.toBeInTheDocument()
  })

  it('pages 10 at a time', async () => {
    const user = userEvent.setup()
    renderTab()
    await screen.findByText('Bruno Lima')
    await user.click(screen.getByRole('button', { name: 'Página 2' }))
    expect(await screen.findByText(/1 de outubro de 2026/)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Bruno Lima')).not.toBeInTheDocument())
  })

  it('says when there is no class', async () => {
    pages = { 1: { items: [], total: 0, page: 1, pageSize: 10 } }
    renderTab()
    expect(await screen.findByText('Nenhuma aula registrada')).toBeInTheDocument()
  })
})
