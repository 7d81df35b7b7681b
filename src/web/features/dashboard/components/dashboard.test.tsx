import { DEFAULT_FORMATS } from '@shared/domain/locale'
import type { AgendaSummary } from '@shared/schemas/agenda.response'
import type { AlertDto } from '@shared/schemas/alerts.response'
import type { DashboardDto } from '@shared/schemas/dashboard.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setFormats } from '~/lib/formats'
import { i18n } from '~/lib/i18n'
import DashboardPage from '~/routes/app/dashboard'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'

const alert = (n: number, over: Partial<AlertDto> = {}) =>
  build.alert({
    id: `a${n}`,
    studentId: `s${n}`,
    studentName: `Aluno ${n}`,
    createdAt: new Date().toISOString(),
    ...over,
  })

const studentItem = (n: number, credits: number) =>
  build.student({
    id: `st${n}`,
    name: `Estudante ${n}`,
    credits,
    createdAt: '2026-11-01T00:00:00Z',
  })

const empty = build.dashboard()

let answer: DashboardDto | null
let api: FakeApi
let summary: AgendaSummary

function renderDashboard() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([{ path: '/app/dashboard', Component: DashboardPage }])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={['/app/dashboard']} />
    </QueryClientProvider>,
  )
}

const stat = (label: string) => screen.getByText(label).nextElementSibling

beforeEach(() => {
  answer = empty
  summary = build.agendaSummary()
  api = installFakeApi()
    .on('GET /dashboard', () => answer ?? apiError(500, 'falhou'))
    .on('GET /agenda/summary', () => summary)
    .on('POST /alerts/:id/dismiss', undefined)
    .on('POST /alerts/:id/restore', undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('dashboard', () => {
  it('shows today’s remaining lessons and the lessons still to register (issue 11)', async () => {
    summary = build.agendaSummary({
      upcoming: [
        build.occurrence({ id: 'u1', time: '18:00' }),
        build.occurrence({ id: 'u2', time: '19:30', club: null, title: 'Turma de sábado' }),
      ],
      pending: [
        build.occurrence({ id: 'p1', date: '2026-01-03', time: '07:00', state: 'pending' }),
      ],
      pendingTotal: 23,
    })
    renderDashboard()
    const upcoming = await screen.findByRole('region', { name: 'Próximas aulas' })
    await waitFor(() => expect(within(upcoming).getAllByRole('listitem')).toHaveLength(2))
    expect(within(upcoming).getByText('18:00')).toBeInTheDocument()
    expect(within(upcoming).getByText('Ana Souza')).toBeInTheDocument()
    expect(within(upcoming).getByText('Clube Central')).toBeInTheDocument()
    expect(within(upcoming).getByText('Turma de sábado')).toBeInTheDocument()
    expect(within(upcoming).getByText('Sem clube')).toBeInTheDocument()
    // each lesson opens in the agenda
    expect(within(upcoming).getByRole('link', { name: /18:00.*Ana Souza/ })).toHaveAttribute(
      'href',
      `/app/agenda?date=${build.occurrence().date}&lesson=u1`,
    )
    expect(within(upcoming).getByRole('link', { name: 'Ver agenda' })).toHaveAttribute(
      'href',
      '/app/agenda',
    )
    const pending = screen.getByRole('region', { name: 'Aulas pendentes de registro' })
    expect(
      within(pending).getByText('23 aulas já aconteceram e não foram registradas'),
    ).toBeInTheDocument()
    expect(within(pending).getByRole('link', { name: /03\/01 · 07:00/ })).toHaveAttribute(
      'href',
      '/app/agenda?date=2026-01-03',
    )
    expect(within(pending).getByRole('button', { name: /Registrar/ })).toBeEnabled()
    expect(within(pending).getByText('E mais 22 na agenda')).toBeInTheDocument()
    // 'Aulas hoje' keeps counting registered classes
    expect(stat('Aulas hoje')).toHaveTextContent(String(empty.todaysSessions))
  })

  it("'Aulas hoje' keeps the spec's figure and says how many of today's lessons are left to register", async () => {
    answer = build.dashboard({ todaysSessions: 1 })
    summary = build.agendaSummary({ todayToRegister: 3 })
    renderDashboard()
    const card = await screen.findByRole('link', { name: /Aulas hoje.*Ver agenda/ })
    expect(card).toHaveAttribute('href', '/app/agenda')
    await waitFor(() => expect(stat('Aulas hoje')).toHaveTextContent(/^1$/))
    expect(stat('Aulas hoje')?.nextElementSibling).toHaveTextContent('3 da agenda a registrar')
  })

  it('a new coach gets the setup checklist, each step a link to where it is done', async () => {
    answer = build.dashboard({
      setup: { ...empty.setup, clubs: true },
    })
    renderDashboard()
    const setup = await screen.findByRole('region', { name: 'Primeiros passos' })
    expect(within(setup).getByText(/1 de 6 feitos/)).toBeInTheDocument()
    const links = within(setup).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Cadastre seus alunos (a fazer)', '/app/students/new'],
      ['Venda o primeiro pacote de aulas (a fazer)', '/app/packages/new'],
      ['Marque o primeiro horário semanal na agenda (a fazer)', '/app/agenda'],
      ['Cadastre os clubes onde você dá aula (feito)', '/app/profile#clubs-title'],
      ['Cadastre sua chave Pix para cobrar (a fazer)', '/app/profile#pix-settings-title'],
      ['Defina sua política de faltas (a fazer)', '/app/profile#absence-policy-title'],
    ])
    // nothing says "welcome back" on a first run
    expect(screen.queryByText(/Bem-vindo de volta/)).toBeNull()
  })

  it('the checklist goes once the coach has a student, a package and a weekly slot', async () => {
    answer = build.dashboard({
      setup: { ...empty.setup, students: true, packages: true, weeklySlot: true },
    })
    renderDashboard()
    expect(await screen.findByText('Nenhum alerta no momento')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Primeiros passos' })).toBeNull()
  })

  it('hides the pending card when everything is registered', async () => {
    renderDashboard()
    expect(await screen.findByText('Nenhuma aula restante hoje')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Aulas pendentes de registro' })).toBeNull()
  })

  it('the revenue card opens the reports (issue 13), keeping its figure', async () => {
    answer = build.dashboard({ monthlyRevenueCents: 35000 })
    renderDashboard()
    const link = await screen.findByRole('link', { name: /Receita do mês.*Ver relatórios/ })
    expect(link).toHaveAttribute('href', '/app/relatorios')
    await waitFor(() => expect(stat('Receita do mês')).toHaveTextContent(/R\$\s350,00/))
    // the other cards stay plain figures
    expect(screen.queryByRole('link', { name: /Alunos ativos/ })).toBeNull()
  })

  it('the revenue card says what was received beside what was sold', async () => {
    answer = build.dashboard({ monthlyRevenueCents: 1_330_000, monthlyReceivedCents: 0 })
    renderDashboard()
    await waitFor(() => expect(stat('Receita do mês')).toHaveTextContent(/R\$\s13\.300,00/))
    expect(stat('Receita do mês')?.nextElementSibling).toHaveTextContent(/^Recebido R\$\s0,00$/)
  })

  it('a new coach: zeros, N/A and no alerts', async () => {
    renderDashboard()
    expect(await screen.findByText('Nenhum alerta no momento')).toBeInTheDocument()
    expect(stat('Alunos ativos')).toHaveTextContent('0')
    expect(stat('Aulas hoje')).toHaveTextContent('0')
    expect(stat('Receita do mês')).toHaveTextContent(/R\$\s0,00/)
    expect(stat('Avaliação média')).toHaveTextContent('N/A')
    expect(screen.queryByRole('link', { name: 'Ver todos os alertas' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver todos os alunos' })).toHaveAttribute(
      'href',
      '/app/students',
    )
    expect(screen.getByRole('link', { name: 'Nova Sessão' })).toHaveAttribute(
      'href',
      '/app/sessions/new',
    )
    expect(screen.getByRole('link', { name: 'Novo Aluno' })).toHaveAttribute(
      'href',
      '/app/students/new',
    )
    expect(screen.getByRole('link', { name: 'Novo Pacote' })).toHaveAttribute(
      'href',
      '/app/packages/new',
    )
    expect(screen.getByRole('link', { name: /^Registrar aula/ })).toHaveAttribute(
      'href',
      '/app/sessions/new',
    )
    expect(screen.getByRole('link', { name: /^Gerenciar alunos/ })).toHaveAttribute(
      'href',
      '/app/students',
    )
    expect(screen.getByRole('link', { name: /^Ver relatórios/ })).toHaveAttribute(
      'href',
      '/app/sessions',
    )
  })

  it('shows the numbers, up to 5 alerts with their targets and the 4 recent students', async () => {
    answer = {
      totalActiveStudents: 12,
      todaysSessions: 3,
      monthlyRevenueCents: 35000,
      monthlyReceivedCents: 0,
      averageRating: 4.3,
      alerts: [
        alert(1),
        alert(2, {
          type: 'low_credits',
          priority: 'medium',
          message: 'Aluno com apenas 1 crédito',
        }),
        alert(3, { type: 'expired_package', priority: 'low' }),
        alert(4),
        alert(5),
        alert(6),
      ],
      alertsTotal: 7,
      recentStudents: [studentItem(1, 0), studentItem(2, 2), studentItem(3, 8), studentItem(4, 1)],
      receivable: { dueCents: 0, overdueCount: 0, overdueCents: 0 },
      setup: { ...empty.setup, students: true, packages: true, weeklySlot: true },
    }
    renderDashboard()
    expect(await screen.findByText('R$ 350,00')).toBeInTheDocument()
    expect(stat('Alunos ativos')).toHaveTextContent('12')
    expect(stat('Aulas hoje')).toHaveTextContent('3')
    expect(stat('Avaliação média')).toHaveTextContent('4,3')

    const alerts = within(screen.getByRole('region', { name: 'Alertas' }))
    const links = alerts.getAllByRole('link').filter((l) => l.dataset.alertType)
    expect(links).toHaveLength(5)
    expect(links[0]).toHaveAttribute('href', '/app/sessions?unassigned=true')
    expect(links[1]).toHaveAttribute('href', '/app/students/s2')
    expect(links[0]).toHaveTextContent('Prioridade Alta')
    expect(links[1]).toHaveTextContent('Prioridade Média')
    expect(links[2]).toHaveTextContent('Prioridade Baixa')
    expect(alerts.getByText('7 alertas em aberto')).toBeInTheDocument()
    expect(alerts.getByRole('link', { name: 'Ver todos os alertas' })).toHaveAttribute(
      'href',
      '/app/students?alerts=open',
    )
    // each alert says what fixes it, as a link to where it is done
    expect(
      alerts.getByRole('link', { name: 'Atribuir um pacote à aula — Aluno 1' }),
    ).toHaveAttribute('href', '/app/sessions?unassigned=true')
    expect(alerts.getByRole('link', { name: 'Vender um novo pacote — Aluno 2' })).toHaveAttribute(
      'href',
      '/app/packages/new?studentId=s2',
    )
    expect(
      alerts.getByRole('link', { name: 'Ver o pacote vencido (estender ou renovar) — Aluno 3' }),
    ).toHaveAttribute('href', '/app/students/s3?tab=pacotes')

    const recent = within(screen.getByRole('region', { name: 'Alunos recentes' }))
    const rows = recent.getAllByRole('link').filter((l) => l.textContent?.startsWith('E'))
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      '/app/students/st1',
      '/app/students/st2',
      '/app/students/st3',
      '/app/students/st4',
    ])
    expect(rows[0]).toHaveTextContent('Sem créditos')
    expect(rows[2]).toHaveTextContent('8 créditos')
  })

  it("one path to the full list: the spec's 'Ver todos os alertas', no competing link", async () => {
    answer = { ...empty, alerts: [1, 2, 3, 4, 5].map((n) => alert(n)), alertsTotal: 6 }
    renderDashboard()
    const alerts = within(await screen.findByRole('region', { name: 'Alertas' }))
    expect(await alerts.findByRole('link', { name: 'Ver todos os alertas' })).toHaveAttribute(
      'href',
      '/app/students?alerts=open',
    )
    expect(screen.queryByRole('button', { name: 'Lista completa' })).not.toBeInTheDocument()
  })

  it("'Dispensar' hides an alert that needs no action, with 'Desfazer' in the toast", async () => {
    const user = userEvent.setup()
    answer = {
      ...empty,
      alerts: [
        alert(1),
        alert(2, { type: 'expired_package', priority: 'low', studentName: 'Bia' }),
      ],
      alertsTotal: 2,
    }
    renderDashboard()
    const region = within(await screen.findByRole('region', { name: 'Alertas' }))
    await region.findByText('Bia')
    // an unassigned class needs a package: no 'Dispensar' for it
    expect(region.getAllByRole('button', { name: /Dispensar/ })).toHaveLength(1)
    await user.click(region.getByRole('button', { name: 'Dispensar alerta de Bia' }))
    await waitFor(() =>
      expect(api.callsTo('POST /alerts/:id/dismiss').map((c) => c.params.id)).toEqual(['a2']),
    )
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
    const [title, options] = vi.mocked(toast.success).mock.calls[0]!
    expect(title).toBe('Alerta de Bia dispensado')
    const action = (options as { action: { label: string; onClick: () => void } }).action
    expect(action.label).toBe('Desfazer')
    action.onClick()
    await waitFor(() =>
      expect(api.callsTo('POST /alerts/:id/restore').map((c) => c.params.id)).toEqual(['a2']),
    )
  })

  it('load failure: the spec toast and an inline retry', async () => {
    const user = userEvent.setup()
    answer = null
    renderDashboard()
    expect(await screen.findByText('Não foi possível carregar o dashboard')).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Erro ao carregar dashboard', {
      id: 'dashboard-load-error',
      description: 'Ocorreu um erro ao carregar os dados.',
    })
    answer = { ...empty, totalActiveStudents: 5 }
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(stat('Alunos ativos')).toHaveTextContent('5'))
  })
})

describe('dashboard in English (issue 15)', () => {
  afterEach(async () => {
    setFormats(DEFAULT_FORMATS)
    await i18n.changeLanguage('pt-BR')
  })

  it("speaks the coach's language, with the coach's currency", async () => {
    setFormats({ language: 'en', currency: 'USD' })
    await i18n.changeLanguage('en')
    answer = {
      ...empty,
      totalActiveStudents: 2,
      monthlyRevenueCents: 35000,
      alerts: [alert(1, { createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString() })],
      alertsTotal: 1,
      recentStudents: [studentItem(1, 0), studentItem(2, 8)],
    }
    renderDashboard()
    expect(await screen.findByText('$350.00')).toBeInTheDocument()
    expect(stat('Active students')).toHaveTextContent('2')
    const alerts = within(screen.getByRole('region', { name: 'Alerts' }))
    expect(alerts.getByText('1 open alert')).toBeInTheDocument()
    expect(alerts.getAllByText(/2 hours ago/).length).toBeGreaterThan(0)
    const recent = within(screen.getByRole('region', { name: 'Recent students' }))
    expect(recent.getByText('No credits')).toBeInTheDocument()
    expect(recent.getByText('8 credits')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'New Session' })).toHaveAttribute(
      'href',
      '/app/sessions/new',
    )
  })
})
