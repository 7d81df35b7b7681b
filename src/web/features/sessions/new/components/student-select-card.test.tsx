import type { StudentListItem } from '@shared/schemas/students.response'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { StudentSelectCard } from './student-select-card'

const ana = (id: string, phone: string, classe: StudentListItem['classe']): StudentListItem => ({
  id,
  name: 'Ana Souza',
  email: null,
  phone,
  gender: 'female',
  type: 'fixed',
  classe,
  status: 'active',
  notes: null,
  language: 'pt-BR',
  credits: 2,
  hasOpenAlert: false,
  createdAt: '2026-01-01T00:00:00Z',
  balanceDueCents: 0,
})

describe('StudentSelectCard (issue 8: same-name students)', () => {
  it('shows the phone and classe under the name, so two Ana Souza differ', () => {
    render(
      <>
        <StudentSelectCard
          student={ana('a', '5511977776666', '3-classe')}
          selected={false}
          onToggle={vi.fn()}
        />
        <StudentSelectCard
          student={ana('b', '551130634000', '5-classe')}
          selected
          onToggle={vi.fn()}
        />
      </>,
    )
    const [first, second] = screen.getAllByRole('button', { name: /^Ana Souza/ })
    expect(first).toHaveTextContent('(11) 97777-6666 · 3 Classe')
    expect(second).toHaveTextContent('(11) 3063-4000 · 5 Classe')
    expect(first).toHaveAccessibleName(/Ana Souza \(11\) 97777-6666 · 3 Classe/)
  })
})
