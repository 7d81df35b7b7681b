import type { PackageDto } from '@shared/schemas/packages.response'
import type { StudentDetail } from '@shared/schemas/students.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import StudentProfilePage from '~/routes/app/student-profile'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'

const ID = '11111111-1111-4111-8111-111111111111'
const student = (over: Partial<StudentDetail> = {}) =>
  build.studentDetail({
    id: ID,
    name: 'Ana Souza',
    email: 'ana@example.com',
    notes: 'Prefere aulas de manhã',
    credits: 3,
    stats: { sessionsCount: 7, pendingClasses: 3, totalRevenueCents: 35050, averageRating: 4.25 },
    recentSessions: [
      { sessionId: 'a', date: '2026-11-23T12:00:00Z', rating: 4 },
      { sessionId: 'b', date: '2026-11-20T12:00:00Z', rating: null },
    ],
    latestPackage: {
      id: 'p1',
      name: 'Pacote de 4 aulas',
      priceCents: 20000,
      purchaseDate: '2026-11-01',
      expiryDate: '2026-12-01',
    },
    ...over,
  })

let current: StudentDetail | null
let packages: PackageDto[] = []
let api: FakeApi

function Where() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

function ProfileWithLocation() {
  return (
    <>
      <StudentProfilePage />
      <Where />
    </>
  )
}

function renderProfile(path = `/app/students/${ID}`) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([
    {
      path: '/app/students/:id',
      Component: ProfileWithLocation,
    },
  ])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={[path]} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  current = student()
  packages = []
  const notFound = apiError(404, 'Aluno não encontrado')
  const ofStudent = <T,>(id: string | undefined, answer: () => T) =>
    current && id === ID ? answer() : notFound
  api = installFakeApi()
    .on('GET /students/:id', ({ params }) => ofStudent(params.id, () => current!))
    .on('GET /students/:id/packages', ({ params }) => ofStudent(params.id, () => packages))
    .on('GET /packages/:id/payments', [])
    .on('PATCH /students/:id', ({ params, body }) =>
      ofStudent(params.id, () => {
        current = { ...current!, ...body, phone: '5511912345678' }
        return current!
      }),
    )
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('student profile', () => {
  it('shows the student and the Resumo statistics', async () => {
    renderProfile()
    expect(await screen.findByRole('heading', { name: 'Ana Souza' })).toBeInTheDocument()
    expect(screen.getByText('(11) 98765-4321')).toBeInTheDocument()
    expect(screen.getByText('3 créditos')).toBeInTheDocument()
    expect(screen.getByText('Aulas realizadas').nextSibling).toHaveTextContent('7')
    expect(screen.getByText('Aulas pendentes').nextSibling).toHaveTextContent('3')
    expect(screen.getByText('Receita total').nextSibling).toHaveTextContent(/R\$\s350,50/)
    expect(screen.getByText('Avaliação média').nextSibling).toHaveTextContent('4,3')
    expect(screen.getByRole('img', { name: 'Avaliação: 4 de 5' })).toBeInTheDocument()
    expect(screen.getByText('Sem avaliação')).toBeInTheDocument()
    expect(screen.getByText('Pacote de 4 aulas')).toBeInTheDocument()
    expect(screen.getByText('01/12/2026')).toBeInTheDocument()
  })

  it('says when there is nothing yet', async () => {
    current = student({
      stats: { sessionsCount: 0, pendingClasses: 0, totalRevenueCents: 0, averageRating: null },
      recentSessions: [],
      latestPackage: null,
    })
    renderProfile()
    expect(await screen.findByText('Sem avaliações')).toBeInTheDocument()
    expect(screen.getByText('Nenhuma aula registrada ainda.')).toBeInTheDocument()
    expect(screen.getByText('Nenhum pacote comprado ainda.')).toBeInTheDocument()
  })

  it('edits a copy with the phone formatted, validates, cancels and saves', async () => {
    const user = userEvent.setup()
    renderProfile()
    await user.click(await screen.findByRole('button', { name: 'Editar' }))
    const phone = screen.getByLabelText('Telefone')
    expect(phone).toHaveValue('(11) 98765-4321')
    const name = screen.getByLabelText('Nome')
    await user.clear(name)
    await user.type(name, 'A')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Nome deve ter pelo menos 2 caracteres')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(screen.getByRole('heading', { name: 'Ana Souza' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Editar' }))
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza')

    const status = screen.getByRole('group', { name: 'Status' })
    await user.click(within(status).getByRole('button', { name: 'Inativo' }))
    expect(within(status).getByRole('button', { name: 'Inativo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.clear(screen.getByLabelText('Telefone'))
    await user.type(screen.getByLabelText('Telefone'), '11912345678')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Aluno atualizado', undefined))
    expect(api.lastBody('PATCH /students/:id')).toMatchObject({
      name: 'Ana Souza',
      phone: '(11) 91234-5678',
      status: 'inactive',
    })
    expect(await screen.findByText('(11) 91234-5678')).toBeInTheDocument()
    expect(screen.getByText('Inativo')).toBeInTheDocument()
  })

  it("edits the student's language: sent only when the coach changes it", async () => {
    const user = userEvent.setup()
    renderProfile()
    await user.click(await screen.findByRole('button', { name: 'Editar' }))
    const language = screen.getByLabelText('Idioma do aluno')
    expect(language).toHaveValue('pt-BR')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(api.callsTo('PATCH /students/:id')).toHaveLength(1))
    expect(api.lastBody('PATCH /students/:id')).not.toHaveProperty('language')
    await user.click(await screen.findByRole('button', { name: 'Editar' }))
    await user.selectOptions(screen.getByLabelText('Idioma do aluno'), 'English')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(api.callsTo('PATCH /students/:id')).toHaveLength(2))
    expect(api.lastBody('PATCH /students/:id')).toMatchObject({ language: 'en' })
  })

  it('shows the not-found card and toast', async () => {
    current = null
    renderProfile()
    expect(await screen.findByText('Aluno não encontrado')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar aos Alunos' })).toHaveAttribute(
      'href',
      '/app/students',
    )
    expect(toast.error).toHaveBeenCalledWith('Aluno não encontrado', {
      description: 'O aluno solicitado não foi encontrado.',
    })
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument()
  })

  it('keeps the selected tab in the URL and shows the empty packages', async () => {
    const user = userEvent.setup()
    renderProfile(`/app/students/${ID}?tab=pacotes`)
    expect(await screen.findByText('Nenhum pacote cadastrado')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Pacotes' })).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('tab', { name: 'Aulas' }))
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/students/${ID}?tab=aulas`)
    expect(await screen.findByRole('heading', { name: 'Histórico de Aulas' })).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Resumo' }))
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`${ID}$`))
  })

  it("opens the package's credit history on demand: loading, rows, link to the class, error", async () => {
    const user = userEvent.setup()
    const PKG = '22222222-2222-4222-8222-2222229abcde'
    packages = [build.package({ id: PKG, studentId: ID })]
    let answer: () => unknown = () => [
      {
        id: 'm2',
        at: '2026-11-20T13:05:00.000Z',
        delta: -1,
        reason: 'session',
        balanceAfter: 3,
        sessionId: 'sess-1',
        sessionDate: '2026-11-20T13:00:00.000Z',
        sessionDay: '2026-11-20',
      },
      {
        id: 'm1',
        at: '2026-11-01T12:00:00.000Z',
        delta: 4,
        reason: 'purchase',
        balanceAfter: 4,
        sessionId: null,
        sessionDate: null,
        sessionDay: null,
      },
    ]
    api.on('GET /packages/:id/movements', () => answer() as never)
    renderProfile(`/app/students/${ID}?tab=pacotes`)
    const toggle = await screen.findByRole('button', { name: 'Histórico de créditos' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(api.callsTo('GET /packages/:id/movements')).toHaveLength(0) // lazy
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const list = await screen.findByRole('list', {
      name: 'Movimentos de crédito do pacote #9abcde',
    })
    const rows = within(list).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('\u22121')
    expect(rows[0]).toHaveTextContent('Aula registrada')
    expect(rows[0]).toHaveTextContent('Saldo: 3')
    expect(
      within(rows[0]!).getByRole('link', { name: /^Ver aula de 20\/11\/2026/ }),
    ).toHaveAttribute('href', '/app/sessions?from=2026-11-20&to=2026-11-20')
    expect(rows[1]).toHaveTextContent('+4')
    expect(rows[1]).toHaveTextContent('Compra do pacote')
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument()
    expect(api.callsTo('GET /packages/:id/movements')[0]!.params.id).toBe(PKG)

    // closed and opened again while the server fails: the answer already loaded stays
    await user.click(toggle)
    answer = () => apiError(500, 'Falhou')
    await user.click(toggle)
    await screen.findByRole('list', { name: /Movimentos/ }) // cached answer shown at once
  })

  it('says when the credit history cannot load, and retries', async () => {
    const user = userEvent.setup()
    packages = [build.package({ studentId: ID })]
    api.once('GET /packages/:id/movements', apiError(500, 'Falhou'))
    api.on('GET /packages/:id/movements', [])
    renderProfile(`/app/students/${ID}?tab=pacotes`)
    await user.click(await screen.findByRole('button', { name: 'Histórico de créditos' }))
    expect(
      await screen.findByText('Não foi possível carregar o histórico de créditos.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('Nenhum movimento de crédito registrado.')).toBeInTheDocument()
  })

  it("erases the student's personal data after a confirmation that says what is kept", async () => {
    const user = userEvent.setup()
    api.on('POST /students/:id/anonymize', () => {
      current = {
        ...current!,
        name: 'Aluno removido #111111',
        phone: '0',
        email: null,
        notes: null,
      }
      return current
    })
    renderProfile()
    await user.click(await screen.findByRole('button', { name: 'Apagar dados pessoais' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Ficam os pacotes, valores pagos, créditos')
    await user.click(within(dialog).getByRole('button', { name: 'Apagar dados' }))
    expect(
      await screen.findByRole('heading', { name: 'Aluno removido #111111' }),
    ).toBeInTheDocument()
    expect(api.callsTo('POST /students/:id/anonymize')).toHaveLength(1)
    expect(toast.success).toHaveBeenCalledWith('Dados pessoais do aluno apagados', undefined)
    expect(screen.getByText('Telefone não informado')).toBeInTheDocument()
    expect(screen.queryByText('(0')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Apagar dados pessoais' })).not.toBeInTheDocument()
    expect(screen.getByText(/foram apagados a pedido dele/)).toBeInTheDocument()
  })
})
