import type { PackageDto } from '@shared/schemas/packages.response'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PackageCard } from './package-card'

const pkg = (over: Partial<PackageDto> = {}): PackageDto => ({
  id: '22222222-2222-4222-8222-2222229abcde',
  studentId: 's1',
  name: 'Pacote de 10 aulas',
  totalClasses: 10,
  remainingClasses: 8,
  priceCents: 15050,
  purchaseDate: '2026-03-01',
  paymentDate: '2026-03-02',
  expiryDate: '2026-03-31',
  validityDays: 30,
  status: 'active',
  sessions: [],
  money: {
    priceCents: 15050,
    paidCents: 15050,
    balanceCents: 0,
    dueDate: '2026-03-01',
    paymentStatus: 'paid',
  },
  ...over,
})

const remaining = () =>
  screen.getByText('Créditos restantes').parentElement!.querySelector('dd') as HTMLElement

describe('PackageCard', () => {
  it('shows the short id, status, amounts, dates and the progress of an active package', async () => {
    const onEdit = vi.fn()
    render(<PackageCard pkg={pkg()} onEdit={onEdit} />)
    const card = screen.getByRole('article', { name: 'Pacote #9abcde' })
    expect(within(card).getByText('Ativo')).toBeInTheDocument()
    expect(within(card).getByText('10 aulas · comprado em 01/03/2026')).toBeInTheDocument()
    expect(
      within(card).getByText('R$ 150,50', { normalizer: (s) => s.replace(/\s/g, ' ') }),
    ).toBeInTheDocument()
    expect(within(card).getByText('02/03/2026')).toBeInTheDocument()
    expect(within(card).getByText('31/03/2026')).toBeInTheDocument()
    expect(remaining()).toHaveTextContent('8')
    expect(remaining()).toHaveClass('text-success-soft-foreground')
    expect(within(card).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '8 de 10 aulas restantes',
    )
    expect(within(card).getByText('Nenhuma aula usou este pacote ainda.')).toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: 'Editar pacote' }))
    expect(onEdit).toHaveBeenCalled()
  })

  it.each([
    [2, 'text-destructive-soft-foreground'],
    [5, 'text-warning-soft-foreground'],
    [6, 'text-success-soft-foreground'],
  ])('colours %i remaining credits (spec §4)', (n, cls) => {
    render(<PackageCard pkg={pkg({ remainingClasses: n })} onEdit={() => {}} />)
    expect(remaining()).toHaveClass(cls)
  })

  it('marks an expired package and shows no progress bar', () => {
    render(<PackageCard pkg={pkg({ status: 'expired', remainingClasses: 0 })} onEdit={() => {}} />)
    expect(screen.getByText('Vencido')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('lists the sessions that used it, with a badge when assigned by hand', () => {
    render(
      <PackageCard
        pkg={pkg({
          sessions: [
            { sessionId: 'a', date: '2026-03-05T13:30:00', manuallyAssigned: false },
            { sessionId: 'b', date: '2026-03-07T09:05:00', manuallyAssigned: true },
          ],
        })}
        onEdit={() => {}}
      />,
    )
    expect(screen.getByText('05/03/2026 13:30')).toBeInTheDocument()
    const manual = screen.getByText('07/03/2026 09:05').closest('li')!
    expect(within(manual).getByText('Atribuída manualmente')).toBeInTheDocument()
    expect(screen.getAllByText('Atribuída manualmente')).toHaveLength(1)
  })
})

describe('PackageCard payment (issue 13)', () => {
  const norm = (s: string | null | undefined) => s?.replace(/\s/g, ' ')

  it('shows Pago and what was paid of the price, without a balance', () => {
    render(<PackageCard pkg={pkg()} onEdit={() => {}} />)
    const card = screen.getByRole('article', { name: 'Pacote #9abcde' })
    expect(within(card).getByText('Pagamento: Pago')).toBeInTheDocument()
    const payment = within(card).getByRole('region', { name: 'Pagamento' })
    expect(norm(payment.textContent)).toContain('R$ 150,50 de R$ 150,50')
    expect(within(payment).queryByText('Saldo devedor')).not.toBeInTheDocument()
  })

  it('shows the balance and the due date of an overdue package, in red', () => {
    render(
      <PackageCard
        pkg={pkg({
          money: {
            priceCents: 15050,
            paidCents: 5000,
            balanceCents: 10050,
            dueDate: '2026-03-10',
            paymentStatus: 'overdue',
          },
        })}
        onEdit={() => {}}
        payments={<button type="button">Registrar pagamento</button>}
      />,
    )
    const card = screen.getByRole('article', { name: 'Pacote #9abcde' })
    expect(within(card).getByText('Atrasado')).toBeInTheDocument()
    const payment = within(card).getByRole('region', { name: 'Pagamento' })
    expect(norm(payment.textContent)).toContain('R$ 50,00 de R$ 150,50')
    const balance = within(payment).getByText('Saldo devedor').parentElement!.querySelector('dd')!
    expect(norm(balance.textContent)).toBe('R$ 100,50')
    expect(balance).toHaveClass('text-destructive-soft-foreground')
    const due = within(payment).getByText('Pagar até').parentElement!.querySelector('dd')!
    expect(due).toHaveTextContent('10/03/2026')
    expect(within(payment).getByRole('button', { name: 'Registrar pagamento' })).toBeVisible()
  })
})
