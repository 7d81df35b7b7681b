import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { localToday } from '../lib/package-form-utils'
import { PackageScreenFormView } from './package-screen-form'

const student = (id: string, name: string) =>
  build.student({ id, name, gender: 'male', classe: '3-classe' })
const STUDENTS = [
  student('33333333-3333-4333-8333-333333333333', 'Carla Dias'),
  student('11111111-1111-4111-8111-111111111111', 'ana Lima'),
  student('22222222-2222-4222-8222-222222222222', 'Bruno Reis'),
]

let api: FakeApi

function Where() {
  const l = useLocation()
  return <output data-testid="location">{l.pathname + l.search}</output>
}

let initialId: string | undefined
function ScreenUnderTest() {
  return <PackageScreenFormView initialStudentId={initialId} />
}

function renderScreen(initialStudentId?: string) {
  initialId = initialStudentId
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([
    {
      path: '/app/packages/new',
      Component: ScreenUnderTest,
    },
    { path: '*', Component: Where },
  ])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={['/app/packages/new']} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  api = installFakeApi()
    .on('GET /students', ({ query }) => {
      const q = query.get('q')?.toLowerCase() ?? ''
      const items = STUDENTS.filter((s) => s.name.toLowerCase().includes(q))
      return build.studentPage(items, { pageSize: 20, unfilteredTotal: 3 })
    })
    .on('GET /students/:id', ({ params }) => {
      const found = STUDENTS.find((s) => s.id === params.id)
      return found ? build.studentDetail(found) : apiError(404, 'x')
    })
    .on('POST /packages', ({ body }) => build.package({ id: 'p1', studentId: body.studentId }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('new package screen form', () => {
  it('shows the spec messages', async () => {
    const user = userEvent.setup()
    renderScreen()
    const classes = screen.getByLabelText('Número de aulas')
    await user.clear(classes)
    await user.type(classes, '101')
    await user.click(screen.getByRole('button', { name: 'Criar Pacote' }))
    expect(await screen.findByText('Selecione um aluno')).toBeInTheDocument()
    expect(screen.getByText('Número de aulas muito alto')).toBeInTheDocument()
    expect(screen.getByText('Preço deve ser maior que 0')).toBeInTheDocument()
    await user.clear(classes)
    await user.type(classes, '0')
    expect(await screen.findByText('Número de aulas deve ser pelo menos 1')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Valor (R$)'), '0')
    await user.tab()
    expect(screen.getByText('Preço deve ser maior que 0')).toBeInTheDocument()
  })

  it('checks the validity range once the rest is valid', async () => {
    const user = userEvent.setup()
    renderScreen('22222222-2222-4222-8222-222222222222')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Aluno' })).toHaveTextContent('Bruno Reis'),
    )
    await user.type(screen.getByLabelText('Valor (R$)'), '100')
    const validity = screen.getByLabelText('Validade (dias)')
    await user.clear(validity)
    await user.type(validity, '366')
    await user.click(screen.getByRole('button', { name: 'Criar Pacote' }))
    expect(await screen.findByText('Validade muito alta')).toBeInTheDocument()
    await user.clear(validity)
    await user.type(validity, '0')
    expect(await screen.findByText('Validade deve ser pelo menos 1 dia')).toBeInTheDocument()
  })

  it('picks a student by search and keyboard, creates the package and opens the profile', async () => {
    const user = userEvent.setup()
    renderScreen()
    await user.click(screen.getByRole('combobox', { name: 'Aluno' }))
    const list = await screen.findByRole('listbox')
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'ana Lima(11) 98765-4321 · 3 Classe', // the phone and classe tell namesakes apart
        'Bruno Reis(11) 98765-4321 · 3 Classe',
        'Carla Dias(11) 98765-4321 · 3 Classe',
      ]),
    )
    expect(within(list).getAllByRole('option')[0]).toHaveAccessibleName('ana Lima')
    expect(within(list).getAllByRole('option')[0]).toHaveAccessibleDescription(
      '(11) 98765-4321 · 3 Classe',
    )
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument() // all 3 are shown
    const search = screen.getByRole('combobox', { name: 'Buscar aluno' })
    await user.type(search, 'r')
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2))
    await user.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByRole('combobox', { name: 'Aluno' })).toHaveTextContent('Carla Dias')
    expect(api.callsTo('GET /students').some((c) => c.query.get('status') === 'active')).toBe(true)

    await user.type(screen.getByLabelText('Valor (R$)'), '320')
    await user.click(screen.getByRole('button', { name: 'Criar Pacote' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Pacote criado com sucesso!', undefined),
    )
    expect(api.lastBody('POST /packages')).toEqual({
      studentId: '33333333-3333-4333-8333-333333333333',
      totalClasses: 4,
      priceCents: 32000,
      startDate: localToday(),
      paymentDate: localToday(),
      validityDays: 30,
      origin: 'screen',
      payment: { method: 'pix' },
    })
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/app/students/33333333-3333-4333-8333-333333333333?refresh=true',
    )
  })

  it('reports a failure with the screen text', async () => {
    const user = userEvent.setup()
    api.on('POST /packages', apiError(500, 'boom'))
    renderScreen('11111111-1111-4111-8111-111111111111')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Aluno' })).toHaveTextContent('ana Lima'),
    )
    const classes = screen.getByLabelText('Número de aulas')
    await user.clear(classes)
    await user.type(classes, '1')
    expect(screen.queryByLabelText('Validade (dias)')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Valor (R$)'), '90')
    await user.click(screen.getByRole('button', { name: 'Criar Pacote' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao criar pacote', {
        description: 'Ocorreu um erro ao criar o pacote. Tente novamente.',
      }),
    )
    expect(api.lastBody('POST /packages')).toMatchObject({ validityDays: null })
  })

  it("records 'Já pago' (ticked by default) with its method; unticked, a later due date", async () => {
    const user = userEvent.setup()
    renderScreen('11111111-1111-4111-8111-111111111111')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Aluno' })).toHaveTextContent('ana Lima'),
    )
    expect(screen.getByRole('checkbox', { name: 'Já pago' })).toBeChecked()
    expect(screen.queryByLabelText('Vencimento do pagamento')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Valor (R$)'), '250')
    await user.click(screen.getByRole('button', { name: 'Transferência' }))
    await user.click(screen.getByRole('button', { name: 'Criar Pacote' }))
    await waitFor(() => expect(api.callsTo('POST /packages')).toHaveLength(1))
    expect(api.lastBody('POST /packages')).toMatchObject({
      priceCents: 25000,
      origin: 'screen',
      paymentDate: localToday(),
      payment: { method: 'transferencia' },
    })
    expect(api.lastBody('POST /packages')).not.toHaveProperty('dueDate')
  })

  it('not paid yet: sends the due date the coach set and no payment', async () => {
    const user = userEvent.setup()
    renderScreen('11111111-1111-4111-8111-111111111111')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Aluno' })).toHaveTextContent('ana Lima'),
    )
    await user.type(screen.getByLabelText('Valor (R$)'), '250')
    await user.click(screen.getByRole('checkbox', { name: 'Já pago' }))
    const due = screen.getByLabelText('Vencimento do pagamento')
    expect(due).toHaveValue(localToday())
    await user.clear(due)
    await user.type(due, '2099-12-01')
    await user.click(screen.getByRole('button', { name: 'Criar Pacote' }))
    await waitFor(() => expect(api.callsTo('POST /packages')).toHaveLength(1))
    expect(api.lastBody('POST /packages')).toMatchObject({ dueDate: '2099-12-01' })
    expect(api.lastBody('POST /packages')).not.toHaveProperty('payment')
  })
})
