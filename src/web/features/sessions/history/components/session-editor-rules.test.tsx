import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import SessionsPage from '~/routes/app/sessions'
import { build } from '../../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../../tests/helpers/fake-api'
import { ANA, BRUNO, CARLA, PKG, pkg, renderWithRouter, session, sessionPage } from './test-helpers'

const OLD_PKG = '66666666-6666-4666-8666-666666ad0001'
const carla = build.student({ id: CARLA, name: 'Carla Dias', credits: 3 })
const students = build.studentPage([carla], { pageSize: 20 })

let api: FakeApi
let releaseCarla: () => void = () => {}
let carlaReleased = false
const putBody = () => api.lastBody('PUT /sessions/:id')

async function openEditor() {
  const user = userEvent.setup()
  renderWithRouter(<SessionsPage />)
  const [first] = await screen.findAllByRole('article')
  await user.click(within(first!).getByRole('button', { name: 'Editar sessão' }))
  const editor = screen.getByRole('article', { name: 'Editando Sessão de Aula' })
  return { user, editor: within(editor) }
}

beforeEach(() => {
  carlaReleased = false
  api = installFakeApi()
    .on('GET /sessions', sessionPage([session()]))
    .on('PUT /sessions/:id', session())
    .on('GET /students', students)
    .on('GET /students/:id/packages', async ({ params }) => {
      if (params.id === ANA)
        return [
          pkg(),
          pkg({
            id: OLD_PKG,
            name: 'Pacote antigo com um nome bem comprido de 12 aulas',
            remainingClasses: 2,
            status: 'expired',
          }),
        ]
      if (params.id === CARLA) {
        // Carla's packages arrive the first time only when the test says so
        if (!carlaReleased)
          await new Promise<void>((resolve) => {
            releaseCarla = () => {
              carlaReleased = true
              resolve()
            }
          })
        return [pkg({ id: 'c0000000-0000-4000-8000-000000000001', studentId: CARLA })]
      }
      return []
    })
    .on('GET /clubs', [])
})
afterEach(() => {
  releaseCarla()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('inline session editor: packages, date and errors', { timeout: 20_000 }, () => {
  it("marks expired packages 'Vencido' in the 'Pacote Atribuído' select", async () => {
    const { user, editor } = await openEditor()
    const ana = editor.getByRole('group', { name: 'Ana Souza' })
    const select = within(ana).getByRole('combobox', { name: 'Pacote Atribuído' })
    await waitFor(() => expect(select).toHaveTextContent('Pacote de 8 aulas'))
    await user.click(select)
    const expired = await screen.findByRole('option', { name: /Pacote antigo/ })
    expect(expired).toHaveTextContent(
      'Pacote antigo com um nome bem comprido de 12 aulas - 2 aulas restantes (ID: #ad0001)Vencido',
    )
    const active = screen.getByRole('option', { name: /Pacote de 8 aulas/ })
    expect(within(active).queryByText('Vencido')).not.toBeInTheDocument()
  })

  it('waits for the packages of a student just added before saving', async () => {
    const { user, editor } = await openEditor()
    await user.click(editor.getByRole('button', { name: 'Incluir mais alunos' }))
    await user.click(await screen.findByRole('checkbox', { name: 'Carla Dias' }))
    await user.click(screen.getByRole('button', { name: 'Adicionar (1)' }))
    const save = editor.getByRole('button', { name: 'Salvar' })
    expect(save).toBeDisabled()
    expect(editor.getByText('Carregando pacotes...')).toBeInTheDocument()
    await user.click(save)
    expect(api.callsTo('PUT /sessions/:id')).toEqual([])

    releaseCarla()
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
    // nothing chosen for Carla: no package sent, the server picks (an automatic assignment)
    expect(putBody().assignments).toEqual([
      { studentId: ANA, packageId: PKG },
      { studentId: BRUNO, packageId: null },
    ])
  })

  it('corrects the date and time, and tells which credits moved', async () => {
    api.on(
      'PUT /sessions/:id',
      session({
        assignments: session().assignments.map((a) =>
          a.studentId === ANA ? { ...a, packageId: OLD_PKG } : a,
        ),
      }),
    )
    const { user, editor } = await openEditor()
    const date = editor.getByLabelText('Data e hora da aula')
    fireEvent.change(date, { target: { value: '2099-01-01T10:00' } })
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining('A data da aula não pode estar no futuro'),
    )
    fireEvent.change(date, { target: { value: '2026-03-09T18:00' } })
    expect(date).not.toHaveAttribute('aria-invalid', 'true')
    await user.click(editor.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Sessão atualizada', {
        description:
          'As alterações foram salvas. 1 crédito passou para um pacote válido na nova data. 1 aula sem pacote atribuído.',
      }),
    )
    expect(Date.parse(putBody().date)).toBe(new Date(2026, 2, 9, 18, 0).getTime())
  })

  it("shows the server's field issues on the fields, not in a toast", async () => {
    api.on(
      'PUT /sessions/:id',
      apiError(400, 'A data da aula não pode estar no futuro', {
        issues: [
          { path: 'date', message: 'A data da aula não pode estar no futuro' },
          { path: 'feedbacks.1.notes', message: 'Observações muito longas' },
        ],
      }),
    )
    const { user, editor } = await openEditor()
    fireEvent.change(editor.getByLabelText('Data e hora da aula'), {
      target: { value: '2026-03-09T18:00' },
    })
    await user.click(editor.getByRole('button', { name: 'Salvar' }))
    const date = editor.getByLabelText('Data e hora da aula')
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'))
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining('A data da aula não pode estar no futuro'),
    )
    const bruno = editor.getByRole('group', { name: 'Bruno Lima' })
    expect(within(bruno).getByLabelText('Observações')).toHaveAccessibleDescription(
      'Observações muito longas',
    )
    expect(toast.error).not.toHaveBeenCalled()
    expect(editor.getByText('Editando Sessão de Aula')).toBeInTheDocument()
  })
})
