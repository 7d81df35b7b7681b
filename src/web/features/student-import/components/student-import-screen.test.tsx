import { messageFields } from '@shared/message-text'
import { msg } from '@shared/messages'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import StudentImportPage from '~/routes/app/student-import'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'

let api: FakeApi

/** The Excel sheet of the fixture: a title row above the header, a bad phone on line 5. */
const CELLS = [
  ['Alunos 2026'],
  ['Nome', 'Celular', 'E-mail', 'Aulas restantes', 'Valor devido'],
  ['João Araújo', '(11) 98765-4321', 'joao@exemplo.com.br', '8', 'R$ 350,00'],
  ['MARIA CONCEIÇÃO', '+55 (21) 99876-5432', '', '', ''],
  ['Pedro Lima', '11 8765-432', '', '', ''],
  ['Total', '', '', '8', 'R$ 350,00'],
]

const lineMessage = (line: number, code: Parameters<typeof msg>[0], params = {}) => ({
  line,
  ...messageFields(msg(code, { line, ...params })),
})

const STUDENTS = [
  {
    line: 3,
    name: 'João Araújo',
    phone: '5511987654321',
    balance: 'opening' as const,
    credits: 8,
    owedCents: 35000,
  },
  { line: 4, name: 'MARIA CONCEIÇÃO', phone: '5521998765432' },
]

function StudentsList() {
  return <h1>Lista de alunos</h1>
}

function renderScreen() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([
    { path: '/app/students/import', Component: StudentImportPage },
    { path: '/app/students', Component: StudentsList },
  ])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={['/app/students/import']} />
    </QueryClientProvider>,
  )
}

const fieldOf = (column: string) =>
  screen.getByRole('combobox', { name: `O que a coluna ${column} tem` })

beforeEach(() => {
  api = installFakeApi()
    .on('GET /student-imports', [])
    .on(
      'POST /student-imports/sheet',
      build.importSheet({
        cells: CELLS,
        header: { row: 1, columns: ['name', 'phone', 'email', 'credits', 'owed'] },
      }),
    )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Importar alunos', { timeout: 30_000 }, () => {
  it('reads the file, maps its columns, fixes a line, imports it and undoes it', async () => {
    const user = userEvent.setup()
    renderScreen()
    expect(screen.getByRole('heading', { level: 1, name: 'Importar alunos' })).toBeInTheDocument()

    // the file goes as its bytes with its own type; the columns come mapped by the server
    const file = new File(['Nome;Celular'], 'alunos.csv', { type: 'text/csv' })
    await user.upload(screen.getByLabelText('Arquivo da planilha'), file)
    await waitFor(() => expect(fieldOf('Nome')).toHaveValue('name'))
    const upload = api.callsTo('POST /student-imports/sheet')[0]
    expect(upload?.body).toBeInstanceOf(Blob)
    expect(upload?.headers['content-type']).toBe('text/csv')
    expect(screen.getByText('6 linhas lidas de alunos.csv')).toBeInTheDocument()
    expect(fieldOf('Celular')).toHaveValue('phone')
    expect(fieldOf('Valor devido')).toHaveValue('owed')
    expect(screen.getByText('João Araújo · MARIA CONCEIÇÃO · Pedro Lima')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: /Colunas/ })).toHaveFocus()

    // the e-mail column left out; the defaults and proper case chosen
    await user.selectOptions(fieldOf('E-mail'), '')
    await user.selectOptions(screen.getByLabelText('Gênero'), 'female')
    await user.click(screen.getByLabelText('Converter NOMES EM MAIÚSCULAS para Nome Próprio'))

    api.once(
      'POST /student-imports/preview',
      build.importPreview({
        students: STUDENTS,
        problems: [lineMessage(5, 'import.linePhoneInvalid')],
        skipped: [lineMessage(6, 'import.lineTotal')],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Conferir' }))
    const problem = await screen.findByText('Linha 5: telefone inválido — confira o DDD')
    expect(screen.getByText('Linha 6: linha de total, ignorada')).toBeInTheDocument()
    const first = api.lastBody('POST /student-imports/preview')
    expect(first).toEqual({
      rows: [
        {
          line: 3,
          values: {
            name: 'João Araújo',
            phone: '(11) 98765-4321',
            credits: '8',
            owed: 'R$ 350,00',
          },
        },
        { line: 4, values: { name: 'MARIA CONCEIÇÃO', phone: '+55 (21) 99876-5432' } },
        { line: 5, values: { name: 'Pedro Lima', phone: '11 8765-432' } },
        { line: 6, values: { name: 'Total', credits: '8', owed: 'R$ 350,00' } },
      ],
      defaults: { gender: 'female', type: 'occasional', classe: '4-classe' },
      properCaseNames: true,
    })
    const counts = screen.getByRole('heading', { name: /Conferência/ })
    await waitFor(() => expect(counts).toHaveFocus())
    expect(screen.getByText('Serão criados').nextElementSibling).toHaveTextContent('2')
    expect(screen.getByText('Com problema').nextElementSibling).toHaveTextContent('1')
    expect(screen.getByText('8 aulas restantes entram como saldo importado')).toBeInTheDocument()
    expect(screen.getByText('Valor devido importado: R$ 350,00')).toBeInTheDocument()

    // the line corrected in place, then checked again
    await user.click(screen.getByRole('button', { name: 'Corrigir a linha 5' }))
    const editor = screen.getByRole('form', { name: 'Corrigir a linha 5' })
    expect(within(editor).getByLabelText('Nome')).toHaveValue('Pedro Lima')
    const phone = within(editor).getByLabelText('Telefone')
    expect(phone).toHaveValue('11 8765-432')
    await user.clear(phone)
    await user.type(phone, '11 98765-0001')
    api.once(
      'POST /student-imports/preview',
      build.importPreview({
        students: [...STUDENTS, { line: 5, name: 'Pedro Lima', phone: '5511987650001' }],
        skipped: [lineMessage(6, 'import.lineTotal')],
      }),
    )
    await user.click(within(editor).getByRole('button', { name: 'Conferir de novo' }))
    await waitFor(() => expect(problem).not.toBeInTheDocument())
    const second = api.lastBody('POST /student-imports/preview')
    expect(second.rows[2]).toEqual({
      line: 5,
      values: { name: 'Pedro Lima', phone: '11 98765-0001' },
    })
    expect(second.rows.filter((_: unknown, i: number) => i !== 2)).toEqual(
      first.rows.filter((_: unknown, i: number) => i !== 2),
    )
    expect(screen.getByText('Pedro Lima')).toBeInTheDocument()

    // a lost answer retried with the same key; the lines sent are the ones checked
    api.once('POST /student-imports', apiError(500, 'Erro interno'))
    await user.click(screen.getByRole('button', { name: 'Importar 3 alunos' }))
    expect(await screen.findByText('Não foi possível importar')).toBeInTheDocument()
    const report = build.importPreview({
      students: [...STUDENTS, { line: 5, name: 'Pedro Lima' }],
    })
    api.once('POST /student-imports', build.importResult(report, { id: 'imp9' }))
    const listedBefore = api.callsTo('GET /student-imports').length
    await user.click(screen.getByRole('button', { name: 'Importar 3 alunos' }))
    const done = await screen.findByRole('heading', { name: 'Importação concluída' })
    await waitFor(() => expect(done).toHaveFocus())
    const [failed, retried] = api.callsTo('POST /student-imports')
    expect(failed?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(retried?.headers['idempotency-key']).toBe(failed?.headers['idempotency-key'])
    expect(retried?.body).toEqual(second)
    expect(screen.getByText('3 alunos criados')).toBeInTheDocument()
    expect(screen.getByText('8 aulas restantes importadas')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver alunos' })).toHaveAttribute(
      'href',
      '/app/students',
    )
    // the list of imports reloads after the import
    await waitFor(() =>
      expect(api.callsTo('GET /student-imports').length).toBeGreaterThan(listedBefore),
    )

    // the undo refused with its reason, then done
    api.once(
      'POST /student-imports/:id/undo',
      apiError(409, msg('import.undoHasClasses', { name: 'João Araújo' })),
    )
    await user.click(screen.getByRole('button', { name: 'Desfazer importação' }))
    expect(
      await screen.findByText(
        'Não dá para desfazer: João Araújo já tem aulas registradas depois da importação.',
      ),
    ).toBeInTheDocument()
    api.once(
      'POST /student-imports/:id/undo',
      build.studentImport({ id: 'imp9', created: 3, undoneAt: '2026-01-02T10:00:00.000Z' }),
    )
    await user.click(screen.getByRole('button', { name: 'Desfazer importação' }))
    expect(
      await screen.findByText(
        'Importação desfeita: os alunos e saldos que ela trouxe foram removidos.',
      ),
    ).toBeInTheDocument()
    expect(api.callsTo('POST /student-imports/:id/undo').map((c) => c.params.id)).toEqual([
      'imp9',
      'imp9',
    ])
    expect(screen.queryByRole('button', { name: 'Desfazer importação' })).toBeNull()
  })

  it("shows the server's refusal of a file, and the other sheets left out", async () => {
    const user = userEvent.setup()
    api.once('POST /student-imports/sheet', apiError(400, msg('import.notText')))
    renderScreen()
    await user.upload(
      screen.getByLabelText('Arquivo da planilha'),
      new File([new Uint8Array([0, 1, 2])], 'foto.csv', { type: '' }),
    )
    expect(
      await screen.findByText(
        'Este arquivo não parece uma planilha. Envie um arquivo .csv, .xlsx, .ods ou .vcf.',
      ),
    ).toBeInTheDocument()
    expect(api.callsTo('POST /student-imports/sheet')[0]?.headers['content-type']).toBe(
      'application/octet-stream',
    )

    api.once(
      'POST /student-imports/sheet',
      build.importSheet({ format: 'xlsx', sheet: 'Alunos', otherSheets: ['Pagamentos', 'Resumo'] }),
    )
    await user.upload(
      screen.getByLabelText('Arquivo da planilha'),
      new File(['x'], 'alunos.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    )
    expect(
      await screen.findByText(
        'Lemos só a primeira aba (Alunos). Ficaram de fora: Pagamentos, Resumo.',
      ),
    ).toBeInTheDocument()
  })

  it('reads pasted cells and lets the coach pick the header row when none was found', async () => {
    const user = userEvent.setup()
    api.once(
      'POST /student-imports/sheet',
      build.importSheet({
        cells: [
          ['Lista da turma', ''],
          ['Quem', 'Zap'],
          ['Ana', '11 98765-4321'],
        ],
        header: null,
      }),
    )
    renderScreen()
    await user.type(screen.getByLabelText('Colar da planilha'), 'Quem\tZap')
    await user.click(screen.getByRole('button', { name: 'Ler células coladas' }))
    const headerRow = await screen.findByLabelText('Linha de títulos')
    const [sent] = api.callsTo('POST /student-imports/sheet')
    expect(sent?.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(sent?.body).toBeInstanceOf(Blob)
    expect(await (sent!.body as Blob).text()).toBe('Quem\tZap')

    // every column ignored until the coach says: no name, no dry run
    expect(screen.getByText('Escolha a coluna que tem o nome dos alunos.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Conferir' })).toBeDisabled()
    await user.selectOptions(headerRow, '1')
    await user.selectOptions(fieldOf('Quem'), 'name')
    await user.selectOptions(fieldOf('Zap'), 'phone')
    expect(screen.getByText('11 98765-4321')).toBeInTheDocument()

    api.once('POST /student-imports/preview', build.importPreview({ students: [] }))
    await user.click(screen.getByRole('button', { name: 'Conferir' }))
    expect(
      await screen.findByText('Nada para importar: nenhum aluno novo ou com mudanças.'),
    ).toBeInTheDocument()
    expect(api.lastBody('POST /student-imports/preview').rows).toEqual([
      { line: 3, values: { name: 'Ana', phone: '11 98765-4321' } },
    ])
    expect(screen.getByRole('button', { name: 'Importar alunos' })).toBeDisabled()
  })

  it('lists the recent imports with their undo, or why not, or when undone', async () => {
    api.on('GET /student-imports', [
      build.studentImport({ id: 'a', created: 4, createdAt: '2026-03-02T13:00:00.000Z' }),
      build.studentImport({
        id: 'b',
        created: 2,
        undoBlocked: messageFields(msg('import.undoEdited', { name: 'Ana' })),
      }),
      build.studentImport({ id: 'c', undoneAt: '2026-01-03T12:00:00.000Z' }),
    ])
    renderScreen()
    const list = await screen.findByRole('region', { name: 'Importações recentes' })
    expect(
      within(list).getByText(
        'Não dá para desfazer: o cadastro de Ana foi editado depois da importação.',
      ),
    ).toBeInTheDocument()
    expect(within(list).getByText(/^Desfeita em/)).toBeInTheDocument()
    const undo = within(list).getAllByRole('button', { name: /^Desfazer a importação de/ })
    expect(undo).toHaveLength(1)
    api.once('POST /student-imports/:id/undo', build.studentImport({ id: 'a' }))
    await userEvent.click(undo[0]!)
    await waitFor(() => expect(api.callsTo('POST /student-imports/:id/undo')).toHaveLength(1))
    expect(api.callsTo('POST /student-imports/:id/undo')[0]?.params.id).toBe('a')
  })
})
