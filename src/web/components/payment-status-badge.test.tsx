import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PaymentStatusBadge } from './payment-status-badge'

describe('PaymentStatusBadge (issue 13)', () => {
  it.each([
    ['paid', 'Pago', 'bg-success'],
    ['partial', 'Parcial', 'bg-warning'],
    ['pending', 'Pendente', 'text-foreground'],
    ['overdue', 'Atrasado', 'bg-destructive'],
  ] as const)('%s reads %s with its colour', (status, label, cls) => {
    const { container } = render(<PaymentStatusBadge status={status} />)
    expect(screen.getByText(label)).toBeInTheDocument()
    expect(screen.getByText(`Pagamento: ${label}`)).toHaveClass('sr-only')
    const badge = container.querySelector('[data-slot="badge"]')!
    expect(badge).toHaveClass(cls)
    expect(badge).toHaveAttribute('data-payment-status', status)
  })

  it('only the overdue badge is red and only the paid one green', () => {
    const { container } = render(
      <>
        <PaymentStatusBadge status="pending" />
        <PaymentStatusBadge status="partial" />
      </>,
    )
    for (const badge of container.querySelectorAll('[data-slot="badge"]')) {
      expect(badge).not.toHaveClass('bg-destructive')
      expect(badge).not.toHaveClass('bg-success')
    }
  })
})
