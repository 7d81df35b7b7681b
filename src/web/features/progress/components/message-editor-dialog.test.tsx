import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import SessionsPage from '~/routes/app/sessions'
import { build } from '../../../../../tests/helpers/api-builders'
import { type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { AfterClassPanel } from './after-class-panel'
import { MessageEditorDialog } from './message-editor-dialog'
import { ANA, renderAt, SESSION } from './test-helpers'

const BRUNO = '22222222-2222-4222-8222-222222222222'
const DRAFT = 'Oi, Ana! Hoje trabalhamos saque. Nota 4/5.'

let api: FakeApi
let writeText: ReturnType<typeof vi.fn>
let open: ReturnType<typeof vi.fn>

/** user-event brings its own clipboard: ours goes in after it. */
function setupUser() {
  const user = userEvent.setup()
  writeText = vi.fn(async () => {})
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return user
}

beforeEach(() => {
  open = vi.fn()
  vi.stubGlobal('open', open)
  api = installFakeApi()
    .on('GET /sessions/:sessionId/students/:studentId/message', ({ params }) =>
      build.messageDraft(
        params.studentId === ANA
          ? { text: DRAFT, studentName: 'Ana Souza' }
          : { text: 'Oi, Bruno!', studentName: 'Bruno Lima', whatsappPhone: null },
      ),
    )
    .on('POST /students/:id/shares', ({ body }) => build.sharedItem({ ...body, id: 'new' }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function renderEditor(studentId = ANA, studentName = 'Ana Souza') {
  renderAt(
    <MessageEditorDialog
      sessionId={SESSION}
      studentId={studentId}
      studentName={studentName}
      open
      onOpenChange={() => {}}
    />,
  )
}

describe('after-class message editor', { timeout: 20_000 }, () => {
  it('drafts the message (loading first), then copies the edited text and records it', async () => {
    const user = setupUser()
    let release: () => void = () => {}
    api.once(
      'GET /sessions/:sessionId/students/:studentId/message',
      () =>
        new Promise((resolve) => {
          release = () => resolve(build.messageDraft({ text: DRAFT }))
        }),
    )
    renderEditor()
    expect(await screen.findByText('Escrevendo a mensagem...')).toBeInTheDocument()
    release()
    const field = await screen.findByLabelText('Mensagem')
    expect(field).toHaveValue(DRAFT)
    expect(screen.getByText(`${DRAFT.length} caracteres`)).toBeInTheDocument()
    expect(api.callsTo('GET /sessions/:sessionId/students/:studentId/message')[0]?.params).toEqual({
      sessionId: SESSION,
      studentId: ANA,
    })

    await user.type(field, ' Até quinta!')
    const edited = `${DRAFT} Até quinta!`
    expect(screen.getByText(`${edited.length} caracteres`)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copiar' }))
    expect(writeText).toHaveBeenCalledWith(edited)
    expect(toast.success).toHaveBeenCalledWith('Mensagem copiada', undefined)
    await waitFor(() => expect(api.callsTo('POST /students/:id/shares')).toHaveLength(1))
    const call = api.callsTo('POST /students/:id/shares')[0]!
    expect(call.params.id).toBe(ANA)
    expect(call.body).toEqual({ kind: 'message', text: edited, sessionId: SESSION })
  })

  it("'Abrir no WhatsApp' opens wa.me with the student's phone and the text as edited", async () => {
    const user = setupUser()
    renderEditor()
    const field = await screen.findByLabelText('Mensagem')
    await user.clear(field)
    await user.type(field, 'Parabéns pela aula & até já')
    await user.click(screen.getByRole('button', { name: 'Abrir no WhatsApp' }))
    expect(open).toHaveBeenCalledWith(
      'https://wa.me/5511987654321?text=Parab%C3%A9ns%20pela%20aula%20%26%20at%C3%A9%20j%C3%A1',
      '_blank',
      'noopener,noreferrer',
    )
    await waitFor(() =>
      expect(api.lastBody('POST /students/:id/shares')).toEqual({
        kind: 'message',
        text: 'Parabéns pela aula & até já',
        sessionId: SESSION,
      }),
    )
  })

  it('without a phone: copy only, with a note', async () => {
    renderEditor(BRUNO, 'Bruno Lima')
    expect(await screen.findByLabelText('Mensagem')).toHaveValue('Oi, Bruno!')
    expect(screen.getByText('Aluno sem telefone: copie a mensagem.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Abrir no WhatsApp' })).not.toBeInTheDocument()
  })

  it('warns when the text is too long for a WhatsApp link; an empty text is not sent', async () => {
    const user = setupUser()
    api.on(
      'GET /sessions/:sessionId/students/:studentId/message',
      build.messageDraft({ text: 'ã'.repeat(400) }),
    )
    renderEditor()
    expect(await screen.findByText(/longo demais para o link do WhatsApp/)).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Mensagem'))
    expect(screen.getByText('Escreva a mensagem')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Abrir no WhatsApp' })).toBeDisabled()
  })
})

describe("'Enviar resumo' after a class", { timeout: 20_000 }, () => {
  it("right after 'Finalizar Sessão' the landing screen lists the class's students", async () => {
    const user = setupUser()
    renderAt(<AfterClassPanel />, {
      path: '/app/sessions',
      pattern: '/app/sessions',
      state: {
        afterClass: {
          sessionId: SESSION,
          students: [
            { id: ANA, name: 'Ana Souza' },
            { id: BRUNO, name: 'Bruno Lima' },
          ],
        },
      },
    })
    const panel = screen.getByRole('region', { name: 'Aula registrada: envie o resumo' })
    await user.click(within(panel).getByRole('button', { name: 'Enviar resumo para Bruno Lima' }))
    const dialog = await screen.findByRole('dialog', { name: 'Resumo da aula para Bruno Lima' })
    expect(await within(dialog).findByLabelText('Mensagem')).toHaveValue('Oi, Bruno!')
    expect(api.callsTo('GET /sessions/:sessionId/students/:studentId/message')[0]?.params).toEqual({
      sessionId: SESSION,
      studentId: BRUNO,
    })
    await user.keyboard('{Escape}')
    await user.click(within(panel).getByRole('button', { name: 'Agora não' }))
    expect(
      screen.queryByRole('region', { name: 'Aula registrada: envie o resumo' }),
    ).not.toBeInTheDocument()
  })

  it('shows nothing without a class in the router state', () => {
    renderAt(<AfterClassPanel />, { path: '/app/sessions', pattern: '/app/sessions' })
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('the history card offers it per student', async () => {
    const user = setupUser()
    api.on(
      'GET /sessions',
      build.sessionPage([
        build.session({
          id: SESSION,
          participants: [
            { studentId: ANA, name: 'Ana Souza' },
            { studentId: BRUNO, name: 'Bruno Lima' },
          ],
        }),
        build.session({ id: 'solo', participants: [{ studentId: ANA, name: 'Ana Souza' }] }),
      ]),
    )
    renderAt(<SessionsPage />, { path: '/app/sessions', pattern: '/app/sessions' })
    const [group, solo] = await screen.findAllByRole('article')
    await user.click(within(group!).getByRole('button', { name: 'Enviar resumo' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Ana Souza' }))
    expect(
      await screen.findByRole('dialog', { name: 'Resumo da aula para Ana Souza' }),
    ).toBeInTheDocument()
    expect(await screen.findByLabelText('Mensagem')).toHaveValue(DRAFT)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(within(solo!).getByRole('button', { name: 'Enviar resumo para Ana Souza' }))
    await screen.findByRole('dialog', { name: 'Resumo da aula para Ana Souza' })
    expect(
      api.callsTo('GET /sessions/:sessionId/students/:studentId/message').map((c) => c.params),
    ).toEqual([
      { sessionId: SESSION, studentId: ANA },
      { sessionId: 'solo', studentId: ANA },
    ])
  })
})
