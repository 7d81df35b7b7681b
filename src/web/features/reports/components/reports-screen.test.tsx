import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ReportsPage from '~/routes/app/reports'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'

let api: FakeApi
const location = () => screen.getByTestId('location').textContent

function Where() {
  const l = useLocation()
  return <output data-testid="location">{l.pathname + l.search}</output>
}

function Screen() {
  return (
    <>
      <ReportsPage />
      <Where />
    </>
  )
}

function renderReports(search = '') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([{ path: '/app/relatorios', Component: Screen }])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={[`/app/relatorios${search}`]} />
    </QueryClientProvider>,
  )
}

/** The period every report call of a route asked for, as 'from..to'. */
const periods = (route: Parameters<FakeApi['callsTo']>[0]) =>
  api.callsTo(route).map((c) => `${c.query.get('from')}..${c.query.get('to')}`)

const sectionOf = (name: string) => screen.getByRole('region', { name })

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    .filter((cells) => cells.length > 0)

beforeEach(() => {
  // only the clock: 15 May 2026, 12:00 in São Paulo
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-05-15T15:00:00Z'))
  api = installFakeApi()
    .on('GET /profile', build.profile({ timezone: 'America/Sao_Paulo' }))
    .on('GET /reports/revenue', build.revenueReport())
    .on('GET /reports/activity', build.activityReport())
    .on('GET /reports/liability', build.liabilityReport())
    .on('GET /reports/payment-methods', build.paymentMethodsReport())
    .on('GET /reports/at-risk', build.atRiskPage())
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Relatórios', { timeout: 20_000 }, () => {
  it("opens on this month in the coach's zone and asks every report for it", async () => {
    renderReports()
    expect(screen.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Mês' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByTestId('report-range')).toHaveTextContent('01/05/2026 a 31/05/2026')
    await waitFor(() => expect(periods('GET /reports/payment-methods')).toHaveLength(1))
    for (const route of [
      'GET /reports/revenue',
      'GET /reports/activity',
      'GET /reports/payment-methods',
    ] as const)
      expect(periods(route), route).toEqual(['2026-05-01..2026-05-31'])
    // the unused credits are today's: the route takes no period
    expect(api.callsTo('GET /reports/liability')[0]?.query.toString()).toBe('')
    expect(api.callsTo('GET /reports/at-risk')[0]?.query.get('page')).toBe('1')
  })

  it("'this month' is the coach's month, not the browser's", async () => {
    // 31 May 13:00 UTC is already 1 June in Auckland
    vi.setSystemTime(new Date('2026-05-31T13:00:00Z'))
    api.on('GET /profile', build.profile({ timezone: 'Pacific/Auckland' }))
    renderReports()
    await waitFor(() => expect(periods('GET /reports/revenue')).toEqual(['2026-06-01..2026-06-30']))
  })

  it('the period picker sets the URL and the query parameters of every report', async () => {
    const user = userEvent.setup()
    renderReports()
    await user.click(await screen.findByRole('button', { name: 'Trimestre' }))
    expect(location()).toBe('/app/relatorios?periodo=trimestre')
    await waitFor(() => expect(periods('GET /reports/revenue')).toContain('2026-04-01..2026-06-30'))
    await waitFor(() =>
      expect(periods('GET /reports/activity')).toContain('2026-04-01..2026-06-30'),
    )

    await user.click(screen.getByRole('button', { name: 'Ano' }))
    expect(location()).toBe('/app/relatorios?periodo=ano')
    await waitFor(() =>
      expect(periods('GET /reports/payment-methods')).toContain('2026-01-01..2026-12-31'),
    )
    expect(screen.getByTestId('report-range')).toHaveTextContent('01/01/2026 a 31/12/2026')

    await user.click(screen.getByRole('button', { name: 'Mês' }))
    expect(location()).toBe('/app/relatorios')
  })

  it('a custom period: two days, checked before asking, kept in the URL', async () => {
    const user = userEvent.setup()
    renderReports()
    await user.click(await screen.findByRole('button', { name: 'Personalizado' }))
    expect(location()).toBe('/app/relatorios?periodo=personalizado&de=2026-05-01&ate=2026-05-31')
    const from = screen.getByLabelText('De')
    const to = screen.getByLabelText('Até')
    expect(from).toHaveValue('2026-05-01')

    // reversed: the API's message, nothing asked
    const before = api.callsTo('GET /reports/revenue').length
    await user.clear(to)
    await user.type(to, '2026-04-10')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A data inicial deve ser anterior à final',
    )
    expect(to).toHaveAttribute('aria-invalid', 'true')
    expect(periods('GET /reports/revenue').slice(before)).not.toContain('2026-05-01..2026-04-10')

    await user.clear(from)
    await user.type(from, '2026-01-15')
    await waitFor(() =>
      expect(location()).toBe('/app/relatorios?periodo=personalizado&de=2026-01-15&ate=2026-04-10'),
    )
    await waitFor(() => expect(periods('GET /reports/revenue')).toContain('2026-01-15..2026-04-10'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('reads a custom period from the URL (reload, a shared link)', async () => {
    renderReports('?periodo=personalizado&de=2025-11-01&ate=2026-02-28')
    await waitFor(() => expect(periods('GET /reports/revenue')).toEqual(['2025-11-01..2026-02-28']))
    expect(screen.getByRole('button', { name: 'Personalizado' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByLabelText('De')).toHaveValue('2025-11-01')
  })

  it('the tables show the numbers: money in BRL, months as jan/2026, retention as 72%; the month of today is in progress', async () => {
    const user = userEvent.setup()
    api
      .on(
        'GET /reports/revenue',
        build.revenueReport({
          months: [
            { month: '2026-01', soldCents: 150_000, receivedCents: 100_050 },
            { month: '2026-02', soldCents: 0, receivedCents: 49_950, inProgress: true },
          ],
          totals: { soldCents: 150_000, receivedCents: 150_000 },
        }),
      )
      .on(
        'GET /reports/activity',
        build.activityReport([
          {
            month: '2026-01',
            classes: 40,
            activeStudents: 25,
            newStudents: 4,
            lostStudents: 1,
            retention: 0.72,
          },
          {
            month: '2026-02',
            classes: 12,
            activeStudents: 18,
            newStudents: 2,
            lostStudents: 9,
            retention: null,
            inProgress: true,
          },
        ]),
      )
      .on(
        'GET /reports/liability',
        build.liabilityReport({ unusedCredits: 34, liabilityCents: 170_000, packages: 7 }),
      )
      .on(
        'GET /reports/payment-methods',
        build.paymentMethodsReport([
          { method: 'pix', amountCents: 120_000, count: 5 },
          { method: 'dinheiro', amountCents: 30_000, count: 2 },
          { method: 'cartao', amountCents: 0, count: 0 },
        ]),
      )
    renderReports('?periodo=ano')

    const revenue = await screen.findByRole('region', { name: 'Receita vendida × recebida' })
    await within(revenue).findByText('Ver como tabela')
    expect(within(revenue).getByText('Vendido', { selector: 'dt' }).nextSibling).toHaveTextContent(
      /R\$\s1\.500,00/,
    )
    await user.click(within(revenue).getByText('Ver como tabela'))
    expect(rowsOf(within(revenue).getByRole('table')).map((r) => r.map(nbsp))).toEqual([
      ['jan/2026', 'R$ 1.500,00', 'R$ 1.000,50'],
      ['fev/2026 (em andamento)', 'R$ 0,00', 'R$ 499,50'],
      ['Total', 'R$ 1.500,00', 'R$ 1.500,00'],
    ])

    const classes = sectionOf('Aulas por mês')
    expect(within(classes).getByText('52 aulas')).toBeInTheDocument()
    await user.click(within(classes).getByText('Ver como tabela'))
    expect(rowsOf(within(classes).getByRole('table'))).toEqual([
      ['jan/2026', '40'],
      ['fev/2026 (em andamento)', '12'],
    ])
    // the month of today says its figures are not final
    expect(
      within(classes).getByText(
        'fev/2026 ainda está em andamento: os números deste mês não são finais.',
      ),
    ).toBeInTheDocument()

    const active = sectionOf('Alunos ativos por mês')
    await user.click(within(active).getByText('Ver como tabela'))
    expect(rowsOf(within(active).getByRole('table'))).toEqual([
      ['jan/2026', '25'],
      ['fev/2026 (em andamento)', '18'],
    ])

    const newLost = sectionOf('Novos e perdidos')
    expect(within(newLost).getByText('Novos', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '6',
    )
    expect(within(newLost).getByText('Perdidos', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '10',
    )
    expect(rowsOf(within(newLost).getByRole('table'))).toEqual([
      ['jan/2026', '4', '1'],
      ['fev/2026 (em andamento)', '2', '9'],
    ])

    const retention = sectionOf('Retenção')
    expect(rowsOf(within(retention).getByRole('table'))).toEqual([
      ['jan/2026', '25', '72%'],
      ['fev/2026 (em andamento)', '18', '—'],
    ])

    const liability = sectionOf('Créditos não utilizados')
    expect(within(liability).getByText('34 aulas')).toBeInTheDocument()
    expect(nbsp(within(liability).getByText(/1\.700,00/).textContent)).toBe('R$ 1.700,00')
    expect(within(liability).getByText('7')).toBeInTheDocument()

    const methods = sectionOf('Pagamentos por forma')
    expect(rowsOf(within(methods).getByRole('table')).map((r) => r.map(nbsp))).toEqual([
      ['Pix', '5', 'R$ 1.200,00'],
      ['Dinheiro', '2', 'R$ 300,00'],
      ['Total', '7', 'R$ 1.500,00'],
    ])
  })

  it("every 'Baixar CSV' and the accountant's exports carry the period", async () => {
    renderReports('?periodo=trimestre')
    const revenue = await screen.findByRole('region', { name: 'Receita vendida × recebida' })
    await waitFor(() => expect(within(revenue).queryByText('Carregando relatório')).toBeNull())
    const href = (region: string) =>
      within(sectionOf(region))
        .getByRole('link', { name: /Baixar CSV/ })
        .getAttribute('href')
    const q = 'from=2026-04-01&to=2026-06-30'
    expect(href('Receita vendida × recebida')).toBe(`/api/reports/revenue.csv?${q}`)
    expect(href('Aulas por mês')).toBe(`/api/reports/activity.csv?${q}`)
    expect(href('Alunos ativos por mês')).toBe(`/api/reports/activity.csv?${q}`)
    expect(href('Novos e perdidos')).toBe(`/api/reports/activity.csv?${q}`)
    expect(href('Retenção')).toBe(`/api/reports/activity.csv?${q}`)
    expect(href('Créditos não utilizados')).toBe(`/api/reports/liability.csv?${q}`)
    expect(href('Pagamentos por forma')).toBe(`/api/reports/payment-methods.csv?${q}`)
    // every student at risk, whatever the period
    expect(href('Alunos em risco')).toBe('/api/reports/at-risk.csv')
    expect(screen.getAllByRole('link', { name: /Baixar CSV/ })).toHaveLength(8)

    const exports = sectionOf('Exportar para o contador')
    expect(within(exports).getByText(/01\/04\/2026 a 30\/06\/2026/)).toBeInTheDocument()
    expect(within(exports).getByRole('link', { name: 'Pagamentos (CSV)' })).toHaveAttribute(
      'href',
      `/api/exports/payments.csv?${q}`,
    )
    expect(within(exports).getByRole('link', { name: 'Pacotes (CSV)' })).toHaveAttribute(
      'href',
      `/api/exports/packages.csv?${q}`,
    )
  })

  it('students at risk: reason, last class, WhatsApp when there is a phone, one page at a time', async () => {
    const user = userEvent.setup()
    const pageOne = [
      { studentId: 'a', name: 'Ana Souza', reason: 'no_recent_class', lastClassDate: '2026-04-24' },
      {
        studentId: 'b',
        name: 'Bruno Lima',
        reason: 'no_credits',
        lastClassDate: '2026-05-10',
        whatsappPhone: null,
      },
      // a student written to in English (their language, not the coach's)
      {
        studentId: 'c',
        name: 'Carla Dias',
        reason: 'expired',
        lastClassDate: null,
        language: 'en',
      },
    ] as const
    api.on('GET /reports/at-risk', ({ query }) =>
      query.get('page') === '2'
        ? build.atRiskPage([{ studentId: 'z', name: 'Zeca Alves', reason: 'no_credits' }], {
            page: 2,
            total: 23,
          })
        : build.atRiskPage([...pageOne], { page: 1, total: 23 }),
    )
    renderReports()
    const section = await screen.findByRole('region', { name: 'Alunos em risco' })
    await within(section).findByText('Ana Souza')
    expect(within(section).getByText('23 alunos')).toBeInTheDocument()
    const rows = rowsOf(within(section).getByRole('table'))
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ['Ana Souza', 'Sem aula há 21 dias', '24/04/2026'],
      ['Bruno Lima', 'Sem créditos', '10/05/2026'],
      ['Carla Dias', 'Pacote vencido', 'Nenhuma'],
    ])
    expect(within(section).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
      'href',
      '/app/students/a',
    )
    const whatsapp = within(section).getByRole('link', {
      name: 'Conversar com Ana Souza no WhatsApp',
    })
    expect(whatsapp.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/5511987654321\?text=Oi%2C%20Ana!/,
    )
    expect(within(section).queryByRole('link', { name: /Bruno Lima no WhatsApp/ })).toBeNull()
    expect(
      within(section)
        .getByRole('link', { name: 'Conversar com Carla Dias no WhatsApp' })
        .getAttribute('href'),
    ).toMatch(/\?text=Hi%2C%20Carla!%20How%20are%20you%3F%20Your%20class%20package%20has%20expired/)
    expect(within(section).getByText('Sem telefone')).toBeInTheDocument()

    await user.click(within(section).getByRole('button', { name: /Próximo/ }))
    expect(await within(section).findByText('Zeca Alves')).toBeInTheDocument()
    expect(api.callsTo('GET /reports/at-risk').map((c) => c.query.get('page'))).toEqual(['1', '2'])
    // at-risk is about today: the period does not change it
    await user.click(screen.getByRole('button', { name: 'Ano' }))
    await waitFor(() => expect(periods('GET /reports/revenue')).toContain('2026-01-01..2026-12-31'))
    expect(api.callsTo('GET /reports/at-risk')).toHaveLength(2)
  })

  it('each section loads, fails and empties on its own', async () => {
    const user = userEvent.setup()
    let failing = true
    api.on('GET /reports/revenue', () =>
      failing
        ? apiError(500, 'falhou')
        : build.revenueReport({
            months: [{ month: '2026-05', soldCents: 20_000, receivedCents: 0 }],
            totals: { soldCents: 20_000, receivedCents: 0 },
          }),
    )
    renderReports()
    const revenue = await screen.findByRole('region', { name: 'Receita vendida × recebida' })
    expect(
      await within(revenue).findByText('Não foi possível carregar este relatório.'),
    ).toBeInTheDocument()
    // the others are there, with their empty texts
    expect(
      await within(sectionOf('Aulas por mês')).findByText('Nenhuma aula neste período.'),
    ).toBeInTheDocument()
    expect(
      within(sectionOf('Pagamentos por forma')).getByText(
        'Nenhum pagamento recebido neste período.',
      ),
    ).toBeInTheDocument()
    expect(
      within(sectionOf('Alunos em risco')).getByText('Nenhum aluno em risco agora.'),
    ).toBeInTheDocument()
    expect(
      within(sectionOf('Créditos não utilizados')).getByText('Nenhuma aula'),
    ).toBeInTheDocument()

    failing = false
    await user.click(within(revenue).getByRole('button', { name: 'Tentar novamente' }))
    expect(await within(revenue).findByText('Ver como tabela')).toBeInTheDocument()
    expect(within(revenue).queryByText('Não foi possível carregar este relatório.')).toBeNull()
  })
})

/** Intl writes 'R$ 1,00' with a no-break space. */
function nbsp(text: string | null) {
  return (text ?? '').replace(/\u00a0/g, ' ')
}
