import { whatsappUrl } from '@shared/domain/whatsapp'
import type { PackageDto } from '@shared/schemas/packages.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { coachToday } from '~/lib/formats'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { PackagePayments } from './package-payments'

const PKG = '22222222-2222-4222-8222-2222229abcde'
/** R$ 300,00, R$ 150,00 paid: R$ 150,00 due. */
const partial = (over: Partial<PackageDto> = {}) =>
  build.package({
    id: PKG,
    priceCents: 30000,
    money: build.packageMoney({ priceCents: 30000, paidCents: 15000, dueDate: '2026-03-01' }),
    ...over,
  })

let api: FakeApi

function renderPayments(pkg: PackageDto) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <PackagePayments pkg={pkg} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  api = installFakeApi()
    .on('GET /packages/:id/payments', [
      build.payment({ id: 'pay1', packageId: PKG, amountCents: 15000, paidOn: '2026-03-02' }),
    ])
    .on('GET /students/:id/packages', [])
    .on('GET /packages/:id/pix', build.pixCharge())
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

async function openPaymentDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Registrar pagamento' }))
  return screen.findByRole('dialog', { name: 'Registrar pagamento' })
}

describe('Registrar pagamento (issue 13)', () => {
  it('prefills the balance and today, and sends the payment in cents', async () => {
    const user = userEvent.setup()
    api.on('POST /packages/:id/payments', ({ body }) => build.payment({ ...body, packageId: PKG }))
    renderPayments(partial())
    const dialog = await openPaymentDialog(user)
    const amount = within(dialog).getByLabelText('Valor (R$)')
    expect(amount).toHaveValue('150,00')
    expect(within(dialog).getByLabelText('Data')).toHaveValue(coachToday())
    expect(within(dialog).getByRole('button', { name: 'Pix' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.clear(amount)
    await user.type(amount, '99,9')
    await user.click(within(dialog).getByRole('button', { name: 'Dinheiro' }))
    await user.type(within(dialog).getByLabelText('Observação'), 'Metade em espécie')
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }))
    await waitFor(() => expect(api.callsTo('POST /packages/:id/payments')).toHaveLength(1))
    const call = api.callsTo('POST /packages/:id/payments')[0]!
    expect(call.params.id).toBe(PKG)
    expect(call.body).toEqual({
      amountCents: 9990,
      paidOn: coachToday(),
      method: 'dinheiro',
      note: 'Metade em espécie',
    })
    expect(toast.success).toHaveBeenCalledWith('Pagamento registrado', undefined)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it.each([
    ['10,005', 'Use no máximo duas casas decimais'],
    ['0', 'O valor deve ser maior que zero'],
    ['abc', 'Informe o valor recebido'],
    ['150,01', 'O valor é maior que o saldo devedor (R$ 150,00)'],
  ])('refuses %s: %s', async (typed, message) => {
    const user = userEvent.setup()
    api.on('POST /packages/:id/payments', build.payment())
    renderPayments(partial())
    const dialog = await openPaymentDialog(user)
    const amount = within(dialog).getByLabelText('Valor (R$)')
    await user.clear(amount)
    await user.type(amount, typed)
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }))
    expect((await within(dialog).findByRole('alert')).textContent?.replace(/\s/g, ' ')).toBe(
      message,
    )
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST /packages/:id/payments')).toHaveLength(0)
  })

  it('asks for a payment method when the coach clears it', async () => {
    const user = userEvent.setup()
    renderPayments(partial())
    const dialog = await openPaymentDialog(user)
    await user.click(within(dialog).getByRole('button', { name: 'Pix' }))
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }))
    expect(await within(dialog).findByText('Selecione a forma de pagamento')).toBeInTheDocument()
    expect(api.callsTo('POST /packages/:id/payments')).toHaveLength(0)
  })

  it("shows the server's refusal under the amount and keeps the dialog open", async () => {
    const user = userEvent.setup()
    api.on(
      'POST /packages/:id/payments',
      apiError(409, 'O valor é maior que o saldo devedor (R$ 100,00)'),
    )
    renderPayments(partial())
    const dialog = await openPaymentDialog(user)
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }))
    expect(
      await within(dialog).findByText('O valor é maior que o saldo devedor (R$ 100,00)'),
    ).toBeInTheDocument()
    expect(api.lastBody('POST /packages/:id/payments').amountCents).toBe(15000)
    expect(toast.error).toHaveBeenCalledWith('Erro ao registrar pagamento', {
      description: 'O valor é maior que o saldo devedor (R$ 100,00)',
    })
    expect(screen.getByRole('dialog', { name: 'Registrar pagamento' })).toBeInTheDocument()
  })

  it('offers neither action on a package paid in full', async () => {
    renderPayments(build.package({ id: PKG }))
    expect(await screen.findByRole('list', { name: 'Pagamentos do pacote #9abcde' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Registrar pagamento' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cobrar via Pix' })).not.toBeInTheDocument()
  })
})

describe('Remover pagamento (issue 13)', () => {
  it('lists the payments and removes one only after the confirmation', async () => {
    const user = userEvent.setup()
    api.on('DELETE /payments/:id', undefined)
    renderPayments(partial())
    const list = await screen.findByRole('list', { name: 'Pagamentos do pacote #9abcde' })
    const row = within(list).getAllByRole('listitem')[0]!
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('R$ 150,00')
    expect(row).toHaveTextContent('02/03/2026 · Pix')

    const remove = within(row).getByRole('button', { name: /^Remover pagamento de R\$/ })
    await user.click(remove)
    let confirm = await screen.findByRole('alertdialog', { name: 'Remover pagamento?' })
    expect(confirm).toHaveTextContent('02/03/2026 (Pix)')
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE /payments/:id')).toHaveLength(0)

    await user.click(remove)
    confirm = await screen.findByRole('alertdialog', { name: 'Remover pagamento?' })
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }))
    await waitFor(() => expect(api.callsTo('DELETE /payments/:id')).toHaveLength(1))
    expect(api.callsTo('DELETE /payments/:id')[0]!.params.id).toBe('pay1')
    expect(toast.success).toHaveBeenCalledWith('Pagamento removido', undefined)
  })

  it('says when the removal fails', async () => {
    const user = userEvent.setup()
    api.on('DELETE /payments/:id', apiError(404, 'Pagamento não encontrado'))
    renderPayments(partial())
    const list = await screen.findByRole('list', { name: /Pagamentos do pacote/ })
    await user.click(within(list).getByRole('button', { name: /^Remover pagamento/ }))
    const confirm = await screen.findByRole('alertdialog')
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao remover pagamento', {
        description: 'Pagamento não encontrado',
      }),
    )
  })
})

describe('Cobrar via Pix (issue 13)', () => {
  it('shows the QR code, the copia e cola and the message; copies and opens WhatsApp', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const charge = build.pixCharge({ amountCents: 15000 })
    api.on('GET /packages/:id/pix', charge)
    renderPayments(partial())
    await user.click(screen.getByRole('button', { name: 'Cobrar via Pix' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cobrar via Pix' })
    const qr = await within(dialog).findByRole('img', { name: /^QR Code Pix de R\$/ })
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg')
    expect(api.callsTo('GET /packages/:id/pix')[0]!.params.id).toBe(PKG)

    expect(within(dialog).getByLabelText('Pix copia e cola')).toHaveValue(charge.payload)
    expect(within(dialog).getByLabelText('Pix copia e cola')).toHaveAttribute('readonly')
    expect(within(dialog).getByLabelText('Mensagem')).toHaveValue(charge.message)

    await user.click(within(dialog).getByRole('button', { name: 'Copiar código' }))
    expect(writeText).toHaveBeenLastCalledWith(charge.payload)
    await user.click(within(dialog).getByRole('button', { name: 'Copiar mensagem' }))
    expect(writeText).toHaveBeenLastCalledWith(charge.message)
    expect(toast.success).toHaveBeenCalledWith('Copiado!', undefined)

    const whatsapp = within(dialog).getByRole('link', { name: 'Abrir no WhatsApp' })
    expect(whatsapp).toHaveAttribute('href', whatsappUrl('5511987654321', charge.message))
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=Oi/)
    expect(whatsapp).toHaveAttribute('target', '_blank')
    // the code goes as a message of its own: bank apps read it only bare
    expect(
      within(dialog).getByRole('link', { name: 'Enviar o código no WhatsApp' }),
    ).toHaveAttribute('href', whatsappUrl('5511987654321', charge.payload))
    // nothing is sent by itself
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0)
  })

  it('without a WhatsApp phone: no WhatsApp button, the message can still be copied', async () => {
    const user = userEvent.setup()
    api.on('GET /packages/:id/pix', build.pixCharge({ whatsappPhone: null }))
    renderPayments(partial())
    await user.click(screen.getByRole('button', { name: 'Cobrar via Pix' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cobrar via Pix' })
    expect(await within(dialog).findByRole('button', { name: 'Copiar mensagem' })).toBeVisible()
    expect(within(dialog).queryByRole('link', { name: 'Abrir no WhatsApp' })).toBeNull()
    expect(within(dialog).getByText(/não tem celular com WhatsApp/)).toBeInTheDocument()
  })

  it('without a Pix key: the server message and a link to the profile', async () => {
    const user = userEvent.setup()
    api.on('GET /packages/:id/pix', apiError(409, 'Cadastre sua chave Pix no perfil'))
    renderPayments(partial())
    await user.click(screen.getByRole('button', { name: 'Cobrar via Pix' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cobrar via Pix' })
    expect(await within(dialog).findByText('Cadastre sua chave Pix no perfil')).toBeVisible()
    expect(within(dialog).getByRole('link', { name: 'Ir para o perfil' })).toHaveAttribute(
      'href',
      '/app/profile',
    )
    expect(within(dialog).queryByRole('img')).toBeNull()
  })
})
