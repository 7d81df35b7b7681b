import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { StudentCard } from './student-card'

const renderCard = (balanceDueCents: number) =>
  render(
    <MemoryRouter>
      <StudentCard student={build.student({ balanceDueCents })} />
    </MemoryRouter>,
  )

describe('StudentCard balance (issue 13)', () => {
  it("shows 'Deve R$ X' when the student owes something", () => {
    renderCard(15050)
    expect(screen.getByTestId('student-owes').textContent?.replace(/\s/g, ' ')).toBe(
      'Deve R$ 150,50',
    )
  })

  it('shows nothing when nothing is due', () => {
    renderCard(0)
    expect(screen.queryByTestId('student-owes')).toBeNull()
    expect(screen.queryByText(/^Deve/)).toBeNull()
  })
})
