import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import SessionsPage from '~/routes/app/sessions'
import { build } from '../../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../../tests/helpers/fake-api'
import { ANA, CARLA, pkg, renderWithRouter, SESSION, session, sessionPage } from './test-helpers'

const ANA_2 = '66666666-6666-4666-8666-666666aaaaa2'
const CARLA_PKG = '77777777-7777-4777-8777-777777777777'

const student = (id: string, name: string) => build.student({ id, name, credits: 3 })
const students = build.studentPage([student(ANA, 'Ana Souza'), student(CARLA, 'Carla Dias')], {
  pageSize: 20,
})

let api: FakeApi

async function openEditor() {
  const user = userEvent.setup()
  renderWithRouter(<SessionsPage />)
  const [first] = await screen.findAllByRole('article')
  await user.click(within(first!).getByRole('button', { name: 'Editar sessão' }))
  const editor = screen.getByRole('article', { name: 'Editando Sessão de Aula' })
  return { user, editor: within(editor) }
}

beforeEach(() => {
  api = installFakeApi()
    .on('GET /sessions', sessionPage([session(), session({ id: 'other' })]))
    .on('PUT /sessions/:id', session())
    .on('DELETE /sessions/:id', undefined)
    .on('GET /students', students)
    .on('GET /students/:id/packages', ({ params }) => {
      if (params.id === ANA)
        return [pkg(), pkg({ id: ANA_2, name: 'Pacote de 4 aulas', remainingClasses: 1 })]
      if (params.id === CARLA)
        return [pkg({ id: CARLA_PKG, studentId: CARLA, name: 'Pacote de 10 aulas' })]
      return []
    })
    .on('GET /clubs', [])
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('inline session editor', { timeout: 20_000 }, () => {
  it('edits one session at a time', async () => {
    const { user } = await openEditor()
    expect(screen.getAllByRole('article', { name: 'Editando Sessão de Aula' })).toHaveLength(1)
    const other = screen.getAllByRole('article')[1]!
    await user.click(within(other).getByRole('button', { name: 'Editar sessão' }))
    expect(screen.getAllByRole('article', { name: 'Editando Sessão de Aula' })).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: 'Editar sessão' })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByText('Editando Sessão de Aula')).not.toBeInTheDocument()
  })

  it('refuses to save without students', async () => {
    const { user, editor } = await openEditor()
    await user.click(editor.getByRole('button', { name: 'Remover Ana Souza' }))
    await user.click(editor.getByRole('button', { name: 'Remover Bruno Lima' }))
    await user.click(editor.getByRole('button', { name: 'Salvar' }))
    // the shared schema's message, on the participants, not in a toast
    expect(editor.getByRole('alert')).toHaveTextContent(
      'Selecione pelo menos um aluno para a sessão.',
    )
    expect(toast.error).not.toHaveBeenCalled()
    expect(api.callsTo('PUT /sessions/:id')).toEqual([])
  })

  it('adds and removes students, changes a package and saves', async () => {
    const { user, editor } = await openEditor()
    const ana = editor.getByRole('group', { name: 'Ana Souza' })
    const anaPackage = within(ana).getByRole('combobox', { name: 'Pacote Atribuído' })
    await waitFor(() =>
      expect(anaPackage).toHaveTextContent('Pacote de 8 aulas - 5 aulas restantes (ID: #9abcde)'),
    )
    await user.click(anaPackage)
    await user.click(
      await screen.findByRole('option', {
        name: 'Pacote de 4 aulas - 1 aula restante (ID: #aaaaa2)',
      }),
    )
    await user.click(within(ana).getByRole('radio', { name: '2 de 5' }))

    await user.click(editor.getByRole('button', { name: 'Remover Bruno Lima' }))
    expect(editor.queryByRole('group', { name: 'Bruno Lima' })).not.toBeInTheDocument()

    await user.click(editor.getByRole('button', { name: 'Incluir mais alunos' }))
    const search = await screen.findByPlaceholderText('Buscar alunos...')
    // Ana is already in the session: only Carla is offered
    const carlaBox = await screen.findByRole('checkbox', { name: 'Carla Dias' })
    expect(screen.queryByRole('checkbox', { name: 'Ana Souza' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Adicionar (0)' })).toBeDisabled()
    await user.click(carlaBox)
    await user.click(screen.getByRole('button', { name: 'Adicionar (1)' }))
    expect(search).not.toBeInTheDocument()

    const carla = editor.getByRole('group', { name: /^Carla Dias/ })
    expect(within(carla).getByText('Novo na sessão')).toBeInTheDocument()
    expect(within(carla).getByRole('radio', { name: '5 de 5' })).toBeChecked()
    // no choice made: the server will pick with its rule
    expect(within(carla).getByRole('combobox', { name: 'Pacote Atribuído' })).toHaveTextContent(
      'Automático (pacote mais antigo válido no dia da aula)',
    )
    await waitFor(() => expect(editor.getByRole('button', { name: 'Salvar' })).toBeEnabled())
    await user.click(within(carla).getByRole('button', { name: 'Saque' }))
    await user.type(within(carla).getByLabelText('Observações'), 'Primeira aula')
    await user.clear(editor.getByLabelText('Observações da Sessão'))
    await user.type(editor.getByLabelText('Observações da Sessão'), 'Nova nota')

    await user.click(editor.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Sessão atualizada', {
        description: 'As alterações foram salvas. 1 aula sem pacote atribuído.',
      }),
    )
    expect(api.lastBody('PUT /sessions/:id')).toEqual({
      studentIds: [ANA, CARLA],
      notes: 'Nova nota',
      feedbacks: [
        expect.objectContaining({ studentId: ANA, rating: 2 }),
        {
          studentId: CARLA,
          rating: 5,
          notes: 'Primeira aula',
          tags: ['Saque'],
          clubId: null,
          voiceNoteIds: [],
        },
      ],
      // Carla's package is left to the server (an automatic assignment)
      assignments: [{ studentId: ANA, packageId: ANA_2 }],
    })
    expect(screen.queryByText('Editando Sessão de Aula')).not.toBeInTheDocument()
  })

  it('shows the server message when saving fails', async () => {
    api.on(
      'PUT /sessions/:id',
      apiError(409, 'Pacote sem créditos disponíveis', { code: 'PACKAGE_NO_CREDITS' }),
    )
    const { user, editor } = await openEditor()
    await user.click(editor.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao atualizar', {
        description: 'Pacote sem créditos disponíveis',
      }),
    )
    expect(editor.getByText('Editando Sessão de Aula')).toBeInTheDocument()
  })

  it('deletes the session after the confirmation', async () => {
    const { user, editor } = await openEditor()
    await user.click(editor.getByRole('button', { name: 'Excluir sessão' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar exclusão' })
    expect(dialog).toHaveTextContent(
      /^Confirmar exclusãoVocê está apagando a sessão de aulas 10\/03\/2026 às \d\d:\d\d com o\(s\) aluno\(s\) Ana Souza e Bruno Lima\. Deseja realmente apagar a aula\?CancelarExcluir$/,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Sessão excluída', {
        description: 'Os créditos usados foram devolvidos aos pacotes.',
      }),
    )
    expect(api.callsTo('DELETE /sessions/:id').map((c) => c.params.id)).toEqual([SESSION])
    await waitFor(() =>
      expect(screen.queryByText('Editando Sessão de Aula')).not.toBeInTheDocument(),
    )
  })
})
