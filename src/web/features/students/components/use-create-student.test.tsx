import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import StudentNewPage from '~/routes/app/student-new'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'

const duplicate = (path: 'phone' | 'email', message: string) =>
  apiError(409, message, { code: 'DUPLICATE_STUDENT', issues: [{ path, message }] })

let api: FakeApi
const posted = () => api.callsTo('POST /students').map((c) => c.body)

function Where() {
  const l = useLocation()
  return <output data-testid="location">{l.pathname + l.search}</output>
}

async function fillAndSubmit() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([
    { path: '/app/students/new', Component: StudentNewPage },
    { path: '*', Component: Where },
  ])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={['/app/students/new']} />
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
  return user
}

beforeEach(() => {
  api = installFakeApi()
})
afterEach(() => vi.unstubAllGlobals())

describe('new student with the phone or e-mail of an existing one (issue 8)', () => {
  it('asks before creating, and creates once confirmed', async () => {
    api
      .once('POST /students', duplicate('phone', 'Já existe um aluno com este telefone: Ana Souza'))
      .once('POST /students', build.student({ id: 'new', name: 'Ana Souza' }))
    const user = await fillAndSubmit()
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Já existe um aluno com este telefone — criar mesmo assim?',
    })
    expect(dialog).toHaveTextContent('Já existe um aluno com este telefone: Ana Souza.')
    expect(posted()[0]).not.toHaveProperty('allowDuplicate')
    await user.click(screen.getByRole('button', { name: 'Criar mesmo assim' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/app/students?refresh=true'),
    )
    expect(posted()[1]).toMatchObject({ name: 'Ana Souza', allowDuplicate: true })
  })

  it('creates nothing when the coach cancels, and says which field matched', async () => {
    api.once('POST /students', duplicate('email', 'Já existe um aluno com este e-mail: Ana Souza'))
    const user = await fillAndSubmit()
    await screen.findByRole('alertdialog', {
      name: 'Já existe um aluno com este e-mail — criar mesmo assim?',
    })
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(api.calls).toHaveLength(1)
    expect(screen.getByText('Já existe um aluno com este e-mail: Ana Souza')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Novo Aluno' })).toBeInTheDocument()
  })
})
