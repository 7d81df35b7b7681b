import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import StudentNewPage from '~/routes/app/student-new'
import StudentsPage from '~/routes/app/students'
import { build } from '../../../../../tests/helpers/api-builders'
import { installFakeApi } from '../../../../../tests/helpers/fake-api'

beforeEach(() => {
  installFakeApi()
    .on('POST /students', build.student({ id: 'novo-1', name: 'Ana Souza' }))
    .on('GET /students', build.studentPage([build.student({ id: 'novo-1', name: 'Ana Souza' })]))
})
afterEach(() => vi.unstubAllGlobals())

describe('after adding a student', () => {
  it('the list offers the next steps for that student: a package, a weekly slot', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const Stub = createRoutesStub([
      { path: '/app/students/new', Component: StudentNewPage },
      { path: '/app/students', Component: StudentsPage },
    ])
    render(
      <QueryClientProvider client={qc}>
        <Stub initialEntries={['/app/students', '/app/students/new']} initialIndex={1} />
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Nome'), 'Ana Souza')
    await user.type(screen.getByLabelText('Telefone'), '11977776666')
    await user.click(screen.getByRole('button', { name: 'Feminino' }))
    await user.click(screen.getByRole('button', { name: 'Fixo' }))
    await user.click(screen.getByLabelText('Classe'))
    await user.click(await screen.findByRole('option', { name: '3 Classe' }))
    await user.click(screen.getByRole('button', { name: 'Cadastrar Aluno' }))

    const next = await screen.findByRole('region', {
      name: 'Ana Souza foi cadastrado(a). E agora?',
    })
    expect(within(next).getByRole('link', { name: 'Vender um pacote' })).toHaveAttribute(
      'href',
      '/app/packages/new?studentId=novo-1',
    )
    expect(within(next).getByRole('link', { name: 'Marcar um horário semanal' })).toHaveAttribute(
      'href',
      '/app/agenda',
    )
    expect(within(next).getByRole('link', { name: 'Ver perfil' })).toHaveAttribute(
      'href',
      '/app/students/novo-1',
    )
    await user.click(within(next).getByRole('button', { name: 'Fechar próximos passos' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: /E agora/ })).toBeNull())
  })

  it('the list opened any other way shows no next steps', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const Stub = createRoutesStub([{ path: '/app/students', Component: StudentsPage }])
    render(
      <QueryClientProvider client={qc}>
        <Stub initialEntries={['/app/students']} />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /E agora/ })).toBeNull()
  })
})
