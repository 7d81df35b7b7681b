import type { SessionPage } from '@shared/schemas/sessions.response'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import SessionsPage from '~/routes/app/sessions'
import { apiError, type FakeApi, installFakeApi } from '../../../../../../tests/helpers/fake-api'
import { ANA, BRUNO, renderWithRouter, session, sessionPage } from './test-helpers'

let answer: SessionPage | null
let api: FakeApi
const lastQuery = () => api.callsTo('GET /sessions').at(-1)?.query ?? new URLSearchParams()
const location = () => screen.getByTestId('location').textContent

beforeEach(() => {
  answer = sessionPage([session()])
  api = installFakeApi().on('GET /sessions', () => answer ?? apiError(500, 'x'))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('session history screen', { timeout: 20_000 }, () => {
  it('titles a late-registered class with its own date and time, the registration aside', async () => {
    answer = sessionPage([
      session({
        date: new Date(2026, 10, 22, 18, 0).toISOString(),
        createdAt: new Date(2026, 10, 23, 16, 22).toISOString(),
      }),
      session({
        id: 'now',
        date: new Date(2026, 10, 23, 9, 15, 0).toISOString(),
        createdAt: new Date(2026, 10, 23, 9, 15, 0, 300).toISOString(),
      }),
    ])
    renderWithRouter(<SessionsPage />)
    const [late, onTime] = await screen.findAllByRole('article')
    expect(within(late!).getByRole('heading')).toHaveTextContent(
      'domingo, 22 de novembro de 2026 às 18:00',
    )
    expect(within(late!).getByText('Registrado em 23/11 às 16:22')).toBeInTheDocument()
    expect(within(onTime!).getByRole('heading')).toHaveTextContent(
      'segunda-feira, 23 de novembro de 2026 às 09:15',
    )
    expect(within(onTime!).queryByText(/Registrado/)).not.toBeInTheDocument()
  })

  it('shows a card with date, registration time, teacher, students and the warning', async () => {
    renderWithRouter(<SessionsPage />)
    const card = await screen.findByRole('article')
    expect(within(card).getByRole('heading')).toHaveTextContent(
      /^terça-feira, 10 de março de 2026 às \d\d:30$/,
    )
    expect(within(card).getByText(/^Registrado em 10\/03 às \d\d:05$/)).toBeInTheDocument()
    expect(within(card).getByText('Professor: Carla Treinadora')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
      'href',
      `/app/students/${ANA}`,
    )
    expect(within(card).getByText('1 aula sem pacote atribuído')).toBeInTheDocument()
    expect(screen.getByText('1 sessão encontrada')).toBeInTheDocument()
    expect(screen.getByText('Mostrando 1 - 1 de 1 sessão')).toBeInTheDocument()
    expect(lastQuery().toString()).toBe('page=1&pageSize=5')
  })

  it('links a class registered from an agenda lesson back to that day of the agenda', async () => {
    answer = sessionPage([
      session({ lesson: { id: 'l1', date: '2026-03-09', time: '18:30' } }),
      session({ id: 'other', lesson: null }),
    ])
    renderWithRouter(<SessionsPage />)
    const link = await screen.findByRole('link', { name: 'Aula agendada de 09/03 18:30' })
    expect(link).toHaveAttribute('href', '/app/agenda?date=2026-03-09')
    expect(screen.getAllByRole('link', { name: /Aula agendada/ })).toHaveLength(1)
  })

  it('uses the plural warning and says "Não informado" without a teacher', async () => {
    answer = sessionPage([
      session({ teacher: '', unassignedCount: 2 }),
      session({ id: 'other', unassignedCount: 0 }),
    ])
    renderWithRouter(<SessionsPage />)
    expect(await screen.findByText('2 aulas sem pacote atribuído')).toBeInTheDocument()
    expect(screen.getByText('Professor: Não informado')).toBeInTheDocument()
    expect(screen.getAllByText(/sem pacote atribuído/)).toHaveLength(1)
    expect(screen.getByText('2 sessões encontradas')).toBeInTheDocument()
  })

  it('expands and collapses cards independently, with the details', async () => {
    const user = userEvent.setup()
    answer = sessionPage([session(), session({ id: 'other', notes: null })])
    renderWithRouter(<SessionsPage />)
    const [first, second] = await screen.findAllByRole('article')
    const toggle = within(first!).getByRole('button', { name: 'Expandir sessão' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Recolher sessão')
    expect(within(second!).getByRole('button', { name: 'Expandir sessão' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    const card = within(first!)
    expect(card.getByText('Atribuir pacotes')).toBeInTheDocument()
    expect(card.getByRole('button', { name: 'Atribuir Pacote para Bruno Lima' })).toBeVisible()
    expect(card.getByText('Pacotes Consumidos')).toBeInTheDocument()
    expect(card.getByText('#9abcde · 8 aulas · comprado em 01/03/2026')).toBeInTheDocument()
    expect(card.getByText('Sem pacote')).toBeInTheDocument()
    expect(card.getByText('Feedbacks da Sessão')).toBeInTheDocument()
    expect(card.getByText('4/5')).toBeInTheDocument()
    expect(card.getByRole('img', { name: 'Avaliação: 4 de 5' })).toBeInTheDocument()
    for (const tag of ['Saque', 'Voleio', 'Mental']) expect(card.getByText(tag)).toBeInTheDocument()
    expect(card.queryByText('Físico')).not.toBeInTheDocument()
    expect(card.getByText('+2 mais')).toBeInTheDocument()
    expect(card.getByText('Boa evolução')).toHaveClass('line-clamp-2')
    expect(card.getByText('Observações da Sessão')).toBeInTheDocument()
    expect(card.getByText('Treino de saque')).toBeInTheDocument()

    await user.click(within(second!).getByRole('button', { name: 'Expandir sessão' }))
    expect(within(second!).getByText('Nenhuma observação registrada.')).toBeInTheDocument()
    await user.click(toggle)
    expect(card.queryByText('Pacotes Consumidos')).not.toBeInTheDocument()
    expect(within(second!).getByText('Pacotes Consumidos')).toBeInTheDocument()

    await user.click(card.getByText('Bruno Lima', { selector: 'a' }))
    expect(location()).toBe(`/app/students/${BRUNO}`)
  })

  it('opens a feedback to go to the student profile', async () => {
    const user = userEvent.setup()
    renderWithRouter(<SessionsPage />)
    await user.click(await screen.findByRole('button', { name: 'Expandir sessão' }))
    await user.click(screen.getByText('Boa evolução'))
    expect(location()).toBe(`/app/students/${ANA}`)
  })

  it('keeps filters in the URL, toggles quick periods and resets the page', async () => {
    const user = userEvent.setup()
    renderWithRouter(<SessionsPage />, '/app/sessions?page=2&from=2026-01-01')
    expect(await screen.findByRole('button', { name: /^A partir de 01\/01\/2026/ })).toBeVisible()
    expect(lastQuery().get('from')).toBe('2026-01-01')

    const week = screen.getByRole('button', { name: '7 dias' })
    await user.click(week)
    expect(week).toHaveAttribute('aria-pressed', 'true')
    expect(location()).toBe('/app/sessions?period=7days')
    expect(screen.getByRole('button', { name: 'Selecionar período' })).toBeVisible()
    await waitFor(() => expect(lastQuery().get('period')).toBe('7days'))
    await user.click(week)
    expect(location()).toBe('/app/sessions')

    await user.click(screen.getByRole('button', { name: 'Sem Pacote' }))
    expect(location()).toBe('/app/sessions?unassigned=true')
    const chips = screen.getByRole('list', { name: 'Filtros ativos' })
    expect(within(chips).getByText('Sem Pacote')).toBeInTheDocument()
    await user.click(within(chips).getByRole('button', { name: 'Remover filtro Sem Pacote' }))
    expect(location()).toBe('/app/sessions')
    expect(screen.queryByRole('button', { name: 'Limpar Filtros' })).not.toBeInTheDocument()
  })

  it('sets a custom range that clears the quick period, and clears everything', async () => {
    const user = userEvent.setup()
    renderWithRouter(<SessionsPage />, '/app/sessions?period=today&q=ana')
    await user.click(await screen.findByRole('button', { name: 'Selecionar período' }))
    await user.type(screen.getByLabelText('Data inicial'), '2026-02-01')
    expect(location()).toBe('/app/sessions?q=ana&from=2026-02-01')
    expect(screen.getByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'false')
    await user.type(screen.getByLabelText('Data final'), '2026-02-28')
    expect(location()).toBe('/app/sessions?q=ana&from=2026-02-01&to=2026-02-28')
    await user.keyboard('{Escape}')
    const chips = screen.getByRole('list', { name: 'Filtros ativos' })
    expect(within(chips).getByText('Busca: "ana"')).toBeInTheDocument()
    expect(within(chips).getByText('01/02/2026 - 28/02/2026')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }))
    expect(location()).toBe('/app/sessions')
    expect(screen.getByLabelText('Buscar sessões')).toHaveValue('')
  })

  it('searches after a pause in typing', async () => {
    const user = userEvent.setup()
    renderWithRouter(<SessionsPage />, '/app/sessions?page=3')
    await user.type(await screen.findByLabelText('Buscar sessões'), 'saque')
    await waitFor(() => expect(location()).toBe('/app/sessions?q=saque'))
    await waitFor(() => expect(lastQuery().get('q')).toBe('saque'))
  })

  it('pages through the history', async () => {
    const user = userEvent.setup()
    answer = sessionPage([session()], { total: 12, page: 2 })
    renderWithRouter(<SessionsPage />, '/app/sessions?page=2')
    expect(await screen.findByText('Mostrando 6 - 10 de 12 sessões')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Página 3' }))
    expect(location()).toBe('/app/sessions?page=3')
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeInTheDocument()
  })

  it('shows the first-session empty state', async () => {
    const user = userEvent.setup()
    answer = sessionPage([], { unfilteredTotal: 0 })
    renderWithRouter(<SessionsPage />)
    expect(await screen.findByText('Nenhuma sessão encontrada')).toBeInTheDocument()
    expect(screen.getByText('Comece registrando sua primeira sessão de aulas')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Registrar Primeira Sessão' }))
    expect(location()).toBe('/app/sessions/new')
  })

  it('shows the filtered empty state', async () => {
    answer = sessionPage([], { unfilteredTotal: 4 })
    renderWithRouter(<SessionsPage />, '/app/sessions?q=zzz')
    expect(await screen.findByText('Tente ajustar os filtros de busca')).toBeInTheDocument()
    expect(screen.queryByText('Registrar Primeira Sessão')).not.toBeInTheDocument()
    expect(screen.getByText('0 sessões encontradas')).toBeInTheDocument()
  })

  it('toasts a load failure', async () => {
    answer = null
    renderWithRouter(<SessionsPage />)
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Erro ao carregar sessões', {
      id: 'sessions-load-error',
      description: 'Ocorreu um erro ao carregar o histórico de sessões.',
    })
  })
})
