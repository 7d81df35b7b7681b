import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ReceivableCard } from './receivable-card'

const renderCard = (data: Parameters<typeof ReceivableCard>[0]['data']) =>
  render(
    <MemoryRouter>
      <ReceivableCard data={data} />
    </MemoryRouter>,
  )

describe("Dashboard 'A receber' (issue 13)", () => {
  it('shows the total due and the overdue count, and opens the filtered students list', () => {
    renderCard({ dueCents: 123450, overdueCount: 2, overdueCents: 50000 })
    const link = screen.getByRole('link', {
      name: /^A receber\s*R\$\s1\.234,50\s*2 em atraso\s*Ver alunos com pagamento pendente$/,
    })
    expect(link).toHaveAttribute('href', '/app/students?payment=pending')
    expect(screen.getByText('2 em atraso')).toHaveClass('text-destructive-soft-foreground')
  })

  it('says when nothing is overdue', () => {
    renderCard({ dueCents: 0, overdueCount: 0, overdueCents: 0 })
    expect(screen.getByText('Nada em atraso')).toBeInTheDocument()
    expect(screen.getByText('R$ 0,00', { normalizer: (s) => s.replace(/\s/g, ' ') })).toBeVisible()
  })

  it('a skeleton while loading, still a link', () => {
    renderCard(undefined)
    expect(
      screen.getByRole('link', { name: 'A receber Ver alunos com pagamento pendente' }),
    ).toBeVisible()
  })
})
