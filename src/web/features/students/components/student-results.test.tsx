import type { StudentListItem } from '@shared/schemas/students.response'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { StudentResults } from './student-results'

const student = build.student

const page = (items: StudentListItem[], unfilteredTotal = items.length) =>
  build.studentPage(items, { pageSize: 16, unfilteredTotal })

function renderResults(props: Partial<React.ComponentProps<typeof StudentResults>>) {
  const onRetry = vi.fn()
  render(
    <MemoryRouter>
      <StudentResults
        data={undefined}
        loading={false}
        stale={false}
        failed={false}
        onRetry={onRetry}
        skeletons={3}
        {...props}
      />
    </MemoryRouter>,
  )
  return onRetry
}

describe('StudentResults', () => {
  it('shows skeletons while loading', () => {
    renderResults({ loading: true })
    expect(screen.getByRole('status', { name: 'Carregando alunos' })).toBeInTheDocument()
  })

  it('offers the first student, or an import, when the coach has none', () => {
    renderResults({ data: page([]) })
    expect(screen.getByText('Nenhum aluno encontrado')).toBeInTheDocument()
    expect(screen.getByText('Comece adicionando seu primeiro aluno')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Adicionar Primeiro Aluno' })).toHaveAttribute(
      'href',
      '/app/students/new',
    )
    expect(screen.getByRole('link', { name: 'Importar alunos' })).toHaveAttribute(
      'href',
      '/app/students/import',
    )
  })

  it('asks to adjust the filters when they exclude everyone', () => {
    renderResults({ data: page([], 5) })
    expect(screen.getByText('Tente ajustar os filtros de busca')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Adicionar Primeiro Aluno' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Importar alunos' })).toBeNull()
  })

  it('shows an inline retry when the list failed to load', async () => {
    const onRetry = renderResults({ failed: true })
    expect(screen.getByText('Erro ao carregar alunos')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('renders cards that open the profile, with labels, badge, notes and the alerts popover', async () => {
    renderResults({
      data: page([
        student({
          notes: 'Canhota, joga às terças',
          hasOpenAlert: true,
          openAlerts: [
            {
              type: 'unassigned_session',
              message: 'Aula sem pacote atribuído - necessária atribuição manual',
            },
            { type: 'low_credits', message: 'Aluno com apenas 1 crédito restante' },
          ],
        }),
        student({ id: 's2', name: 'Bruno', gender: 'male', type: 'occasional', credits: 1 }),
        student({ id: 's3', name: 'Carla', credits: 5, status: 'inactive' }),
      ]),
    })
    const ana = screen.getByRole('link', { name: /Ana Souza/ })
    expect(ana).toHaveAttribute('href', '/app/students/s1')
    expect(ana).toHaveTextContent('Sem créditos')
    expect(ana).toHaveTextContent('Feminino')
    expect(ana).toHaveTextContent('Fixo')
    expect(ana).toHaveTextContent('Canhota, joga às terças')
    const bruno = screen.getByRole('link', { name: /Bruno/ })
    expect(bruno).toHaveTextContent('1 crédito restante')
    expect(bruno).toHaveTextContent('Masculino')
    expect(bruno).toHaveTextContent('Pontual')
    expect(screen.getByRole('link', { name: /Carla/ })).toHaveTextContent('5 créditos')
    expect(screen.getByRole('link', { name: /Carla/ })).toHaveTextContent('Inativo')
    // the red icon says which alerts, each linking to where it is resolved
    expect(screen.getAllByRole('button', { name: /alertas? pendentes?/ })).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Ana Souza: 2 alertas pendentes' }))
    expect(
      await screen.findByRole('link', {
        name: 'Aula sem pacote atribuído - necessária atribuição manual',
      }),
    ).toHaveAttribute('href', '/app/sessions?unassigned=true')
    expect(
      screen.getByRole('link', { name: 'Aluno com apenas 1 crédito restante' }),
    ).toHaveAttribute('href', '/app/students/s1')
  })
})
