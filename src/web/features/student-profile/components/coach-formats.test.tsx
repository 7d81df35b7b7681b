import { DEFAULT_FORMATS, type Formats } from '@shared/domain/locale'
import type { PackageDto } from '@shared/schemas/packages.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { MoneyInput } from '~/components/money-input'
import { setFormats } from '~/lib/formats'
import { build } from '../../../../../tests/helpers/api-builders'
import { installFakeApi } from '../../../../../tests/helpers/fake-api'
import { PackagePayments } from '../../payments/components/package-payments'
import { PackageCard } from './package-card'

/**
 * Issue 15: the coach's formats on a package — an English coach paid in dollars reads $200.00,
 * Mar 2, 2026 and 1:30 PM; a Brazilian coach reads exactly what she read before.
 */
const ENGLISH_USD: Formats = { language: 'en', currency: 'USD' }
afterEach(() => setFormats(DEFAULT_FORMATS))

const norm = (s: string | null | undefined) => s?.replace(/\s/g, ' ')
const pkg = (over: Partial<PackageDto> = {}): PackageDto =>
  build.package({
    id: '22222222-2222-4222-8222-2222229abcde',
    priceCents: 20000,
    purchaseDate: '2026-03-01',
    paymentDate: '2026-03-02',
    expiryDate: '2026-03-31',
    sessions: [{ sessionId: 'a', date: '2026-03-05T13:30:00', manuallyAssigned: false }],
    money: build.packageMoney({ priceCents: 20000, paidCents: 5000, dueDate: '2026-03-10' }),
    ...over,
  })

function renderPayments(p: PackageDto) {
  installFakeApi().on('GET /packages/:id/payments', [])
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <PackagePayments pkg={p} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('a package in the coach’s formats', () => {
  it('English and dollars: $200.00, MMM d, yyyy and a 12-hour time', () => {
    setFormats(ENGLISH_USD)
    render(<PackageCard pkg={pkg()} onEdit={() => {}} />)
    const card = screen.getByRole('article', { name: /9abcde/ })
    const payment = within(card).getByRole('region', { name: /Pagamento|Payment/ })
    expect(norm(payment.textContent)).toContain('$50.00')
    expect(norm(payment.textContent)).toContain('$200.00')
    expect(norm(payment.textContent)).not.toContain('R$')
    expect(within(card).getByText('$150.00')).toBeInTheDocument()
    expect(within(card).getByText('Mar 2, 2026')).toBeInTheDocument()
    expect(within(card).getByText('Mar 31, 2026')).toBeInTheDocument()
    expect(within(payment).getByText('Mar 10, 2026')).toBeInTheDocument()
    expect(within(card).getByText('Mar 5, 2026 1:30 PM')).toBeInTheDocument()
  })

  it('pt-BR and reais: unchanged', () => {
    render(<PackageCard pkg={pkg()} onEdit={() => {}} />)
    const card = screen.getByRole('article', { name: 'Pacote #9abcde' })
    const payment = within(card).getByRole('region', { name: 'Pagamento' })
    expect(norm(payment.textContent)).toContain('R$ 50,00 de R$ 200,00')
    expect(within(card).getByText('02/03/2026')).toBeInTheDocument()
    expect(within(card).getByText('05/03/2026 13:30')).toBeInTheDocument()
  })
})

describe('Pix only in reais', () => {
  it('offers Cobrar via Pix to a coach paid in reais', () => {
    renderPayments(pkg())
    expect(screen.getByRole('button', { name: 'Cobrar via Pix' })).toBeInTheDocument()
  })

  it('hides it when the currency is another one', () => {
    setFormats(ENGLISH_USD)
    renderPayments(pkg())
    expect(screen.getByRole('button', { name: /Registrar pagamento|Record payment/ })).toBeVisible()
    expect(screen.queryByRole('button', { name: /Pix/ })).not.toBeInTheDocument()
  })
})

describe('the payment dialog in English and dollars', () => {
  it('labels the amount in dollars, prefills 150.00 and reads 1,234.56 typed the English way', async () => {
    setFormats(ENGLISH_USD)
    const user = userEvent.setup()
    renderPayments(pkg())
    await user.click(screen.getByRole('button', { name: /Registrar pagamento|Record payment/ }))
    const dialog = await screen.findByRole('dialog')
    const amount = within(dialog).getByLabelText(/\(\$\)/)
    expect(amount).toHaveValue('150.00')
    await user.clear(amount)
    await user.type(amount, '1,234.56')
    await user.click(within(dialog).getByRole('button', { name: /^(Registrar|Record)$/ }))
    // 1,234.56 is read as 1234.56 dollars: above the balance, which the refusal shows in dollars
    expect(await within(dialog).findByText(/\(\$150\.00\)/)).toBeInTheDocument()
  })
})

/** A price field as the package forms hold it. */
function Price() {
  const [value, setValue] = useState<number | undefined>(undefined)
  return (
    <>
      <label htmlFor="price">Price</label>
      <MoneyInput id="price" value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
    </>
  )
}

describe('a price typed in English', () => {
  it.each([
    ['1,234.56', '1,234.56', '1234.56'],
    ['1,234', '1,234.00', '1234'],
    ['99.9', '99.90', '99.9'],
  ])('%s → shows %s after blur (value %s)', async (typed, shown, value) => {
    setFormats(ENGLISH_USD)
    const user = userEvent.setup()
    render(<Price />)
    const input = screen.getByLabelText('Price')
    await user.type(input, typed)
    await user.tab()
    expect(input).toHaveValue(shown)
    expect(screen.getByTestId('value')).toHaveTextContent(value)
  })
})
