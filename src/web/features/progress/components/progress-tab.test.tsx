import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import StudentProfilePage from '~/routes/app/student-profile'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import ProgressTab from './progress-tab'
import { ANA, renderAt, sixClassesReport, student } from './test-helpers'

let api: FakeApi
const location = () => screen.getByTestId('location').textContent

beforeEach(() => {
  api = installFakeApi()
    .on('GET /students/:id/progress', ({ query }) =>
      sixClassesReport({ period: (query.get('period') ?? '90d') as '90d' }),
    )
    .on('GET /profile', build.profile({ name: 'Carla Treinadora' }))
    .on('GET /students/:id/page-link', build.pageLink())
    .on('GET /students/:id/shares', [])
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

/** The table behind a card's 'Ver como tabela' (opened), by the card's heading. */
async function tableOf(user: ReturnType<typeof userEvent.setup>, heading: string) {
  const card = (await screen.findByRole('heading', { name: heading })).closest(
    '[data-slot="card"]',
  ) as HTMLElement
  await user.click(within(card).getByText('Ver como tabela'))
  return within(card).getByRole('table')
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    .filter((cells) => cells.length > 0)

describe('Progresso tab', { timeout: 20_000 }, () => {
  it('opens from the profile (its code loaded on demand) and asks for 90 days by default', async () => {
    api
      .on('GET /students/:id', student())
      .on('GET /students/:id/packages', [])
      .on('GET /students/:id/agenda', build.studentAgenda())
    renderAt(<StudentProfilePage />, { path: `/app/students/${ANA}?tab=progresso` })
    expect(await screen.findByRole('tab', { name: 'Progresso' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(await screen.findByRole('heading', { name: 'Evolução das notas' })).toBeInTheDocument()
    expect(api.callsTo('GET /students/:id/progress')[0]?.query.get('period')).toBe('90d')
    expect(screen.getByRole('button', { name: '90 dias' })).toHaveAttribute('aria-pressed', 'true')
  })

  it("the rating chart's table alternative lists every class with its rating and note", async () => {
    const user = userEvent.setup()
    renderAt(<ProgressTab student={student()} />)
    const table = await tableOf(user, 'Evolução das notas')
    expect(rowsOf(table)).toEqual([
      ['01/09/2026', '2/5', 'Backhand ainda tardio'],
      ['08/09/2026', '3/5', 'Sem observação'],
      ['15/09/2026', '3/5', 'Melhorou o saque'],
      ['22/09/2026', '4/5', 'Sem observação'],
      ['06/10/2026', '4/5', 'Ótima movimentação'],
      ['10/11/2026', '5/5', 'Jogou muito bem'],
    ])
    // the average and its change against the previous period
    const card = screen.getByRole('heading', { name: 'Evolução das notas' }).closest('div')!
    expect(within(card.parentElement!).getByText('3,5')).toBeInTheDocument()
    expect(screen.getByText('+0,3 vs. período anterior')).toBeInTheDocument()
  })

  it("the tags chart's table alternative has the counts and the change (+2 / −1)", async () => {
    const user = userEvent.setup()
    renderAt(<ProgressTab student={student()} />)
    const table = await tableOf(user, 'Fundamentos trabalhados')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fundamento', 'Aulas', 'Período anterior', 'Mudança'])
    expect(rowsOf(table)).toEqual([
      ['Saque', '5', '3', '+2'],
      ['Backhand', '1', '2', '\u22121'],
    ])
  })

  it('shows attendance, credits, the last notes and the next exercises with their reason', async () => {
    renderAt(<ProgressTab student={student()} />)
    expect(await screen.findByText('6 aulas')).toBeInTheDocument()
    expect(screen.getByText('+2 vs. período anterior')).toBeInTheDocument()
    const absences = screen.getByText('Cancelamentos tardios').closest('div')!
    expect(absences).toHaveTextContent('2')
    expect(screen.getByText('3 semanas seguidas com aula')).toBeInTheDocument()
    expect(screen.getByText('3 créditos restantes')).toBeInTheDocument()
    expect(screen.getByText('Próximo vencimento: 31/12/2026')).toBeInTheDocument()
    expect(screen.getByText('3 de 8 aulas · vence em 31/12/2026')).toBeInTheDocument()
    expect(screen.getAllByText('Jogou muito bem').length).toBeGreaterThan(0)
    expect(screen.getByRole('heading', { name: 'Backhand cruzado na cesta' })).toBeInTheDocument()
    expect(screen.getByText('Professor alimenta 10 bolas no backhand.')).toBeInTheDocument()
    expect(screen.getByText('Backhand: média 2,5 nas últimas 4 aulas')).toBeInTheDocument()
  })

  it('switching the period refetches the report for it and keeps it in the URL', async () => {
    const user = userEvent.setup()
    renderAt(<ProgressTab student={student()} />)
    await screen.findByRole('heading', { name: 'Evolução das notas' })
    await user.click(screen.getByRole('button', { name: '30 dias' }))
    await waitFor(() =>
      expect(api.callsTo('GET /students/:id/progress').map((c) => c.query.get('period'))).toEqual([
        '90d',
        '30d',
      ]),
    )
    expect(screen.getByRole('button', { name: '30 dias' })).toHaveAttribute('aria-pressed', 'true')
    expect(location()).toBe(`/app/students/${ANA}?periodo=30d`)
    await user.click(screen.getByRole('button', { name: 'Tudo' }))
    await waitFor(() =>
      expect(api.callsTo('GET /students/:id/progress').at(-1)?.query.get('period')).toBe('all'),
    )
  })

  it('a student without classes gets an empty state with a way to register one', async () => {
    api.on('GET /students/:id/progress', build.progressReport({ studentId: ANA }))
    renderAt(<ProgressTab student={student()} />)
    expect(await screen.findByText('Nenhuma aula registrada ainda')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Registrar aula' })).toHaveAttribute(
      'href',
      '/app/sessions/new',
    )
    expect(screen.queryByRole('heading', { name: 'Evolução das notas' })).not.toBeInTheDocument()
  })

  it('a failed load shows the error with a retry that loads the report', async () => {
    const user = userEvent.setup()
    api.once('GET /students/:id/progress', apiError(500, 'x'))
    renderAt(<ProgressTab student={student()} />)
    expect(await screen.findByText('Erro ao carregar o progresso')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('heading', { name: 'Evolução das notas' })).toBeInTheDocument()
  })

  it("'Imprimir' prints the page", async () => {
    const user = userEvent.setup()
    const print = vi.fn()
    vi.stubGlobal('print', print)
    renderAt(<ProgressTab student={student()} />)
    await screen.findByRole('heading', { name: 'Evolução das notas' })
    await user.click(screen.getByRole('button', { name: 'Imprimir' }))
    expect(print).toHaveBeenCalledTimes(1)
  })
})

describe('summary for the student', { timeout: 20_000 }, () => {
  it('drafts, lets the coach edit, and shares the edited text (copy, then WhatsApp once)', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const open = vi.fn()
    vi.stubGlobal('open', open)
    api
      .on('POST /students/:id/progress/summary', {
        text: 'Ana fez 6 aulas com média 3,5.',
        source: 'ai',
      })
      .on('POST /students/:id/shares', ({ body }) => build.sharedItem({ ...body, id: 'new' }))
    renderAt(<ProgressTab student={student()} />)
    await user.click(await screen.findByRole('button', { name: 'Gerar resumo' }))
    const field = await screen.findByLabelText('Texto do resumo')
    expect(field).toHaveValue('Ana fez 6 aulas com média 3,5.')
    expect(screen.getByText('Rascunho da IA')).toBeInTheDocument()
    expect(api.lastBody('POST /students/:id/progress/summary')).toEqual({ period: '90d' })

    await user.clear(field)
    await user.type(field, 'Ana evoluiu muito no saque!')
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }))
    expect(writeText).toHaveBeenCalledWith('Ana evoluiu muito no saque!')
    await waitFor(() => expect(api.callsTo('POST /students/:id/shares')).toHaveLength(1))
    expect(api.lastBody('POST /students/:id/shares')).toEqual({
      kind: 'report',
      text: 'Ana evoluiu muito no saque!',
      period: '90d',
    })
    expect(toast.success).toHaveBeenCalledWith(
      'Resumo copiado e publicado na página do aluno',
      undefined,
    )

    await user.click(screen.getByRole('button', { name: 'Enviar por WhatsApp' }))
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/5511987654321?text=${encodeURIComponent('Ana evoluiu muito no saque!')}`,
      '_blank',
      'noopener,noreferrer',
    )
    // the same text is on the student's page once
    expect(api.callsTo('POST /students/:id/shares')).toHaveLength(1)
  })

  it('says which writer drafted it; without a phone there is no WhatsApp button', async () => {
    const user = userEvent.setup()
    api.on('POST /students/:id/progress/summary', { text: 'Resumo.', source: 'rules' })
    renderAt(<ProgressTab student={student({ phone: '' })} />)
    await user.click(await screen.findByRole('button', { name: 'Gerar resumo' }))
    expect(await screen.findByText('Rascunho automático')).toBeInTheDocument()
    expect(screen.getByText(/Aluno sem telefone/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Enviar por WhatsApp' })).not.toBeInTheDocument()
  })

  it('an empty text cannot be shared', async () => {
    const user = userEvent.setup()
    api.on('POST /students/:id/progress/summary', { text: 'Resumo.', source: 'rules' })
    renderAt(<ProgressTab student={student()} />)
    await user.click(await screen.findByRole('button', { name: 'Gerar resumo' }))
    await user.clear(await screen.findByLabelText('Texto do resumo'))
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Enviar por WhatsApp' })).toBeDisabled()
  })
})
