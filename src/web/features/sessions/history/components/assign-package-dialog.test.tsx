import type { PackageDto } from '@shared/schemas/packages.response'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiError, type FakeApi, installFakeApi } from '../../../../../../tests/helpers/fake-api'
import { AssignPackageDialog } from './assign-package-dialog'
import { BRUNO, PKG, pkg, renderWithRouter, SESSION, session } from './test-helpers'

let packages: PackageDto[]
let api: FakeApi

const onClose = vi.fn()
function open() {
  renderWithRouter(
    <AssignPackageDialog
      session={session({ date: '2026-03-10T13:30:00.000Z' })}
      student={{ studentId: BRUNO, name: 'Bruno Lima' }}
      onClose={onClose}
    />,
  )
  return screen.findByRole('dialog', { name: 'Atribuir Pacote à Aula' })
}

beforeEach(() => {
  packages = [
    pkg({ id: PKG, studentId: BRUNO, name: 'Pacote de 8 aulas' }),
    pkg({ id: 'empty', studentId: BRUNO, name: 'Pacote vazio', remainingClasses: 0 }),
  ]
  api = installFakeApi()
    .on('GET /students/:id/packages', ({ params }) =>
      params.id === BRUNO ? packages : apiError(404, 'Recurso não encontrado'),
    )
    .on('POST /sessions/:id/assignments', ({ params }) =>
      params.id === SESSION ? session() : apiError(404, 'Sessão não encontrada'),
    )
    .on('GET /clubs', [])
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('assign package dialog', () => {
  it('lists the packages with classes left as radio cards and assigns the chosen one', async () => {
    const user = userEvent.setup()
    const dialog = within(await open())
    expect(dialog.getByText(/^Aula de 10\/03\/2026 às \d\d:\d\d$/)).toBeInTheDocument()
    expect(dialog.getByText('Professor: Carla Treinadora')).toBeInTheDocument()
    expect(await dialog.findByText('Pacotes Disponíveis (1)')).toBeInTheDocument()
    expect(dialog.queryByText('Pacote vazio')).not.toBeInTheDocument()
    const radio = dialog.getByRole('radio', { name: /Pacote de 8 aulas/ })
    expect(dialog.getByText('5/8 aulas')).toBeInTheDocument()
    expect(dialog.getByText(/R\$\s360,00/)).toBeInTheDocument()
    expect(dialog.getByText('01/03/2026')).toBeInTheDocument()
    expect(dialog.getByText('31/03/2026')).toBeInTheDocument()
    expect(dialog.queryByText('Vencido')).not.toBeInTheDocument()

    await user.click(dialog.getByRole('button', { name: 'Atribuir Pacote' }))
    expect(toast.error).toHaveBeenCalledWith('Selecione um pacote', {
      description: 'Por favor, selecione um pacote para atribuir à aula.',
    })
    expect(onClose).not.toHaveBeenCalled()

    await user.click(radio)
    expect(radio).toBeChecked()
    await user.click(dialog.getByRole('button', { name: 'Atribuir Pacote' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api.lastBody('POST /sessions/:id/assignments')).toEqual({
      studentId: BRUNO,
      packageId: PKG,
    })
    expect(toast.success).toHaveBeenCalledWith('Pacote atribuído', {
      description: 'A aula de Bruno Lima agora usa um crédito do pacote.',
    })
  })

  it('marks expired packages and shows the notice with the right plural', async () => {
    packages = [
      pkg({ id: 'a', name: 'Pacote A', status: 'expired', expiryDate: '2025-01-31' }),
      pkg({ id: 'b', name: 'Pacote B', status: 'expired', expiryDate: '2025-02-28' }),
      pkg({ id: 'c', name: 'Pacote C' }),
    ]
    const dialog = within(await open())
    expect(await dialog.findByText('Pacotes Disponíveis (3)')).toBeInTheDocument()
    expect(dialog.getByText('2 pacotes vencidos com créditos disponíveis:')).toBeInTheDocument()
    expect(
      dialog.getByText(
        'Você pode atribuir aulas a pacotes vencidos, mas é recomendado criar novos pacotes.',
      ),
    ).toBeInTheDocument()
    expect(dialog.getAllByText('Vencido')).toHaveLength(2)
    expect(
      dialog.getAllByText('Este pacote está vencido. Atribuir esta aula usará um crédito vencido.'),
    ).toHaveLength(2)
  })

  it('uses the singular for one expired package', async () => {
    packages = [pkg({ status: 'expired', expiryDate: '2025-01-31' })]
    const dialog = within(await open())
    expect(
      await dialog.findByText('1 pacote vencido com créditos disponíveis:'),
    ).toBeInTheDocument()
  })

  it('offers a new package when there is none', async () => {
    const user = userEvent.setup()
    packages = [pkg({ remainingClasses: 0, status: 'expired' })]
    const dialog = within(await open())
    expect(await dialog.findByText('Nenhum pacote disponível para este aluno')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Novo Pacote' }))
    expect(await screen.findByRole('dialog', { name: 'Novo Pacote' })).toBeInTheDocument()
  })

  it('shows the server error', async () => {
    const user = userEvent.setup()
    api.on(
      'POST /sessions/:id/assignments',
      apiError(409, 'Pacote sem créditos disponíveis', { code: 'PACKAGE_NO_CREDITS' }),
    )
    const dialog = within(await open())
    await user.click(await dialog.findByRole('radio', { name: /Pacote de 8 aulas/ }))
    await user.click(dialog.getByRole('button', { name: 'Atribuir Pacote' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao atribuir pacote', {
        description: 'Pacote sem créditos disponíveis',
      }),
    )
    expect(onClose).not.toHaveBeenCalled()
  })
})
