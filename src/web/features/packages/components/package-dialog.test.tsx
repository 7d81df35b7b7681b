import { addDaysIso, formatDateBR } from '@shared/domain/dates'
import { DEFAULT_FORMATS } from '@shared/domain/locale'
import type { PackageDto } from '@shared/schemas/packages.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setFormats } from '~/lib/formats'
import { i18n } from '~/lib/i18n'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { localToday } from '../lib/package-form-utils'
import { PackageDialog } from './package-dialog'
import { expiryPreview } from './package-fields'

const STUDENT = '11111111-1111-4111-8111-111111111111'
const pkg = (over: Partial<PackageDto> = {}) =>
  build.package({
    id: '22222222-2222-4222-8222-2222229abcde',
    studentId: STUDENT,
    name: 'Pacote de 4 aulas',
    remainingClasses: 3,
    purchaseDate: '2026-03-01',
    paymentDate: '2026-03-02',
    expiryDate: '2026-03-31',
    ...over,
  })

let api: FakeApi

function renderDialog(props: { package?: PackageDto } = {}) {
  const onOpenChange = vi.fn()
  const onSaved = vi.fn()
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={qc}>
      <PackageDialog
        studentId={STUDENT}
        open
        onOpenChange={onOpenChange}
        onSaved={onSaved}
        {...props}
      />
    </QueryClientProvider>,
  )
  return { onOpenChange, onSaved }
}

beforeEach(() => {
  api = installFakeApi().on('GET /students/:id/packages', [])
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('expiryPreview (spec §4 validity)', () => {
  it('adds the validity, or none for a single class', () => {
    expect(expiryPreview({ startDate: '2026-01-31', totalClasses: 4, validityDays: 30 })).toBe(
      '2026-03-02',
    )
    expect(expiryPreview({ startDate: '2026-01-31', totalClasses: 1, validityDays: 30 })).toBe(
      '2026-01-31',
    )
    expect(expiryPreview({ startDate: '', totalClasses: 4, validityDays: 30 })).toBeNull()
    expect(
      expiryPreview({ startDate: '2026-01-31', totalClasses: 4, validityDays: null }),
    ).toBeNull()
  })
})

describe('PackageDialog — create', () => {
  it('starts from the spec defaults and hides the validity for a single class', async () => {
    const user = userEvent.setup()
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Novo Pacote' })
    const today = localToday()
    expect(within(dialog).getByLabelText('Data de início')).toHaveValue(today)
    expect(within(dialog).getByLabelText('Data de pagamento')).toHaveValue(today)
    expect(within(dialog).getByLabelText('Número de aulas')).toHaveValue(4)
    expect(within(dialog).getByLabelText('Valor (R$)')).toHaveValue('')
    expect(within(dialog).getByLabelText('Validade (dias)')).toHaveValue(30)
    expect(
      within(dialog).getByText(`Vence em ${formatDateBR(addDaysIso(today, 30))}`),
    ).toBeInTheDocument()

    const classes = within(dialog).getByLabelText('Número de aulas')
    await user.clear(classes)
    await user.type(classes, '1')
    expect(within(dialog).queryByLabelText('Validade (dias)')).not.toBeInTheDocument()
    expect(within(dialog).getByText(/vence no próprio dia de início/)).toBeInTheDocument()
  })

  it('shows the spec messages', async () => {
    const user = userEvent.setup()
    renderDialog()
    const dialog = screen.getByRole('dialog')
    await user.clear(within(dialog).getByLabelText('Data de início'))
    await user.clear(within(dialog).getByLabelText('Data de pagamento'))
    await user.clear(within(dialog).getByLabelText('Número de aulas'))
    await user.type(within(dialog).getByLabelText('Valor (R$)'), 'abc')
    await user.clear(within(dialog).getByLabelText('Validade (dias)'))
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Data de início é obrigatória')).toBeInTheDocument()
    expect(within(dialog).getByText('Data de pagamento é obrigatória')).toBeInTheDocument()
    expect(within(dialog).getByText('Deve ter pelo menos 1 aula')).toBeInTheDocument()
    expect(within(dialog).getByText('Valor deve ser um número')).toBeInTheDocument()

    // the validity rule runs once the other fields are valid (the shared schema's refinement)
    await user.type(within(dialog).getByLabelText('Data de início'), '2026-03-01')
    await user.type(within(dialog).getByLabelText('Data de pagamento'), '2026-03-01')
    await user.type(within(dialog).getByLabelText('Número de aulas'), '4')
    await user.clear(within(dialog).getByLabelText('Valor (R$)'))
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(
      await within(dialog).findByText(
        'Tempo de validade é obrigatório para pacotes com mais de 1 aula',
      ),
    ).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('Validade (dias)'), '0')
    const price = within(dialog).getByLabelText('Valor (R$)')
    await user.clear(price)
    await user.type(price, '-5')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Valor deve ser positivo')).toBeInTheDocument()
    expect(
      within(dialog).getByText('Tempo de validade deve ser pelo menos 1 dia'),
    ).toBeInTheDocument()
    expect(api.calls).toEqual([])
  })

  it('sends cents, no validity for one class, origin profile, and closes', async () => {
    const user = userEvent.setup()
    api.on('POST /packages', ({ body }) => pkg({ ...body, totalClasses: 1, validityDays: 0 }))
    const { onOpenChange, onSaved } = renderDialog()
    const dialog = screen.getByRole('dialog')
    const classes = within(dialog).getByLabelText('Número de aulas')
    await user.clear(classes)
    await user.type(classes, '1')
    await user.type(within(dialog).getByLabelText('Valor (R$)'), '150,50')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(api.lastBody('POST /packages')).toEqual({
      studentId: STUDENT,
      totalClasses: 1,
      priceCents: 15050,
      startDate: localToday(),
      paymentDate: localToday(),
      validityDays: null,
      origin: 'profile',
      payment: { method: 'pix' },
    })
    expect(toast.success).toHaveBeenCalledWith('Pacote criado com sucesso', undefined)
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
  })

  it('shows the server message when creation fails', async () => {
    const user = userEvent.setup()
    api.on('POST /packages', apiError(400, 'Aluno inválido'))
    const { onOpenChange } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao criar pacote', {
        description: 'Aluno inválido',
      }),
    )
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})

describe('PackageDialog — edit', () => {
  it('prefills the package and sends the edit', async () => {
    const user = userEvent.setup()
    api.on('PATCH /packages/:id', pkg({ totalClasses: 6 }))
    renderDialog({ package: pkg() })
    const dialog = screen.getByRole('dialog', { name: 'Editar Pacote' })
    expect(within(dialog).getByLabelText('Data de início')).toHaveValue('2026-03-01')
    expect(within(dialog).getByLabelText('Data de pagamento')).toHaveValue('2026-03-02')
    expect(within(dialog).getByLabelText('Valor (R$)')).toHaveValue('200,00')
    const classes = within(dialog).getByLabelText('Número de aulas')
    await user.clear(classes)
    await user.type(classes, '6')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Pacote atualizado com sucesso', undefined),
    )
    expect(api.callsTo('PATCH /packages/:id')[0]?.params.id).toBe(
      '22222222-2222-4222-8222-2222229abcde',
    )
    expect(api.lastBody('PATCH /packages/:id')).toEqual({
      totalClasses: 6,
      priceCents: 20000,
      startDate: '2026-03-01',
      paymentDate: '2026-03-02',
      validityDays: 30,
    })
  })

  it('reports the refusal of the server with its message', async () => {
    const user = userEvent.setup()
    api.on(
      'PATCH /packages/:id',
      apiError(409, 'O pacote já usou 3 aulas; o total não pode ser 2.'),
    )
    renderDialog({ package: pkg() })
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao atualizar pacote', {
        description: 'O pacote já usou 3 aulas; o total não pode ser 2.',
      }),
    )
  })

  it('disables "Apagar pacote" with the reason while classes are linked to the package', async () => {
    const user = userEvent.setup()
    api.on('DELETE /packages/:id', undefined)
    renderDialog({
      package: pkg({
        sessions: [
          { sessionId: 'a', date: '2026-03-05T13:00:00.000Z', manuallyAssigned: false },
          { sessionId: 'b', date: '2026-03-07T13:00:00.000Z', manuallyAssigned: true },
        ],
      }),
    })
    const button = screen.getByRole('button', { name: 'Apagar pacote' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(
      'Não é possível apagar: há 2 aulas vinculadas a este pacote.',
    )
    await user.click(button)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(api.callsTo('DELETE /packages/:id')).toEqual([])
  })

  it('explains a refusal the server still makes (a class linked meanwhile)', async () => {
    const user = userEvent.setup()
    api.on('DELETE /packages/:id', apiError(409, 'Pacote em uso', { code: 'PACKAGE_IN_USE' }))
    const { onOpenChange } = renderDialog({ package: pkg() })
    await user.click(screen.getByRole('button', { name: 'Apagar pacote' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Apagar pacote?' })
    expect(within(confirm).getByText(/#9abcde/)).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Apagar' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Não é possível apagar este pacote', {
        description:
          'Este pacote tem aulas vinculadas. Mova as aulas para outro pacote antes de apagá-lo.',
      }),
    )
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('deletes a package and closes', async () => {
    const user = userEvent.setup()
    api.on('DELETE /packages/:id', undefined)
    const { onOpenChange } = renderDialog({ package: pkg() })
    await user.click(screen.getByRole('button', { name: 'Apagar pacote' }))
    await user.click(await screen.findByRole('button', { name: 'Apagar' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Pacote deletado', undefined))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})

describe('PackageDialog — payment (issue 13)', () => {
  it("a filled payment date means a payment: 'Já pago' starts ticked and records the price on it", async () => {
    const user = userEvent.setup()
    api.on('POST /packages', ({ body }) => pkg(body))
    const { onSaved } = renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Novo Pacote' })
    expect(within(dialog).getByRole('checkbox', { name: 'Já pago' })).toBeChecked()
    // nothing is owed, so there is no due date to read as the payment date
    expect(within(dialog).queryByLabelText('Vencimento do pagamento')).not.toBeInTheDocument()
    const payment = within(dialog).getByLabelText('Data de pagamento')
    await user.clear(payment)
    await user.type(payment, '2026-05-09')
    await user.type(within(dialog).getByLabelText('Valor (R$)'), '300')
    expect(
      within(dialog).getByText(/Registra um pagamento de R\$\s300,00 em 09\/05\/2026/),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Pix' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    // a payment date still ahead is flagged: the money may not have come in
    await user.clear(payment)
    await user.type(payment, '2099-05-09')
    expect(within(dialog).getByText(/uma data que ainda não chegou/)).toBeInTheDocument()
    await user.clear(payment)
    await user.type(payment, '2026-05-09')
    await user.click(within(dialog).getByRole('button', { name: 'Cartão' }))
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(api.lastBody('POST /packages')).toEqual({
      studentId: STUDENT,
      totalClasses: 4,
      priceCents: 30000,
      startDate: localToday(),
      paymentDate: '2026-05-09',
      validityDays: 30,
      origin: 'profile',
      payment: { method: 'cartao' },
    })
  })

  it('a part received records that part and asks when the rest is due', async () => {
    const user = userEvent.setup()
    api.on('POST /packages', ({ body }) => pkg(body))
    const { onSaved } = renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Novo Pacote' })
    await user.type(within(dialog).getByLabelText('Valor (R$)'), '300')
    const part = within(dialog).getByLabelText('Valor recebido (R$)')
    await user.type(part, '400')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(
      await within(dialog).findByText('O valor pago é maior que o valor do pacote'),
    ).toBeInTheDocument()
    await user.clear(part)
    await user.type(part, '100')
    const due = await within(dialog).findByLabelText('Vencimento do pagamento')
    await user.clear(due)
    await user.type(due, '2099-01-15')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(api.lastBody('POST /packages')).toMatchObject({
      priceCents: 30000,
      dueDate: '2099-01-15',
      payment: { method: 'pix', amountCents: 10000 },
    })
  })

  it('not paid yet: the due date shows, never before today, and follows a later start', async () => {
    const user = userEvent.setup()
    api.on('POST /packages', ({ body }) => pkg(body))
    const { onSaved } = renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Novo Pacote' })
    await user.click(within(dialog).getByRole('checkbox', { name: 'Já pago' }))
    expect(within(dialog).queryByRole('button', { name: 'Pix' })).not.toBeInTheDocument()
    expect(within(dialog).getByText(/Nada fica registrado como recebido/)).toBeInTheDocument()
    const due = within(dialog).getByLabelText('Vencimento do pagamento')
    expect(due).toHaveValue(localToday())
    const start = within(dialog).getByLabelText('Data de início')
    // sold today, started yesterday: due today, not born overdue
    await user.clear(start)
    await user.type(start, addDaysIso(localToday(), -1))
    await waitFor(() => expect(due).toHaveValue(localToday()))
    await user.clear(start)
    await user.type(start, '2099-05-10')
    await waitFor(() => expect(due).toHaveValue('2099-05-10'))
    // a payment date further ahead is when the money is expected
    const payment = within(dialog).getByLabelText('Data de pagamento')
    await user.clear(payment)
    await user.type(payment, '2099-06-01')
    await waitFor(() => expect(due).toHaveValue('2099-06-01'))
    await user.clear(payment)
    await user.type(payment, localToday())
    await waitFor(() => expect(due).toHaveValue('2099-05-10'))
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const body = api.lastBody('POST /packages')
    // the due date equals the start date: the server's default, not sent
    expect(body).not.toHaveProperty('dueDate')
    expect(body).not.toHaveProperty('payment')
  })

  it('asks for a method when Já pago has none', async () => {
    const user = userEvent.setup()
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Novo Pacote' })
    await user.click(within(dialog).getByRole('button', { name: 'Pix' })) // cleared
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Selecione a forma de pagamento')).toBeInTheDocument()
    expect(api.callsTo('POST /packages')).toHaveLength(0)
  })

  it('edits the due date (no Já pago when editing)', async () => {
    const user = userEvent.setup()
    api.on('PATCH /packages/:id', pkg())
    renderDialog({ package: pkg({ money: build.packageMoney({ dueDate: '2026-03-05' }) }) })
    const dialog = screen.getByRole('dialog', { name: 'Editar Pacote' })
    expect(within(dialog).queryByRole('checkbox', { name: 'Já pago' })).not.toBeInTheDocument()
    const due = within(dialog).getByLabelText('Vencimento do pagamento')
    expect(due).toHaveValue('2026-03-05')
    await user.clear(due)
    await user.type(due, '2026-03-20')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(api.callsTo('PATCH /packages/:id')).toHaveLength(1))
    expect(api.lastBody('PATCH /packages/:id').dueDate).toBe('2026-03-20')
  })
})

describe('PackageDialog — in English (issue 15)', () => {
  afterEach(async () => {
    setFormats(DEFAULT_FORMATS)
    await i18n.changeLanguage('pt-BR')
  })

  it("speaks the coach's language and shows the coach's currency", async () => {
    const user = userEvent.setup()
    setFormats({ language: 'en', currency: 'USD' })
    await i18n.changeLanguage('en')
    api.on('PATCH /packages/:id', pkg())
    renderDialog({ package: pkg() })
    const dialog = screen.getByRole('dialog', { name: 'Edit Package' })
    expect(within(dialog).getByLabelText('Price ($)')).toHaveValue('200.00')
    expect(within(dialog).getByLabelText('Number of classes')).toHaveValue(4)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Package updated', undefined))
  })

  it("'Already paid' starts with a card where Pix does not exist (not reais)", async () => {
    const user = userEvent.setup()
    setFormats({ language: 'en', currency: 'USD' })
    await i18n.changeLanguage('en')
    api.on('POST /packages', ({ body }) => pkg(body))
    const { onSaved } = renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'New Package' })
    expect(within(dialog).getByRole('checkbox', { name: 'Already paid' })).toBeChecked()
    expect(within(dialog).getByRole('button', { name: 'Card' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.type(within(dialog).getByLabelText('Price ($)'), '240')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(api.lastBody('POST /packages')).toMatchObject({ payment: { method: 'cartao' } })
  })
})
