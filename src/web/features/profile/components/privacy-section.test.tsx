import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { PrivacySection } from './privacy-section'

let api: FakeApi

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

function renderSection() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([
    { path: '/app/profile', Component: PrivacySection },
    { path: '/app/login', Component: Where },
  ])
  render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={['/app/profile']} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  api = installFakeApi().on('GET /profile', build.profile({ email: 'Ana@Example.com' }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('Privacidade e dados', () => {
  it('downloads the zip the API answers', async () => {
    const user = userEvent.setup()
    const createObjectURL = vi.fn(() => 'blob:zip')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    api.on('GET /profile/export', new Blob(['PK'], { type: 'application/zip' }))
    renderSection()
    await user.click(await screen.findByRole('button', { name: 'Baixar meus dados' }))
    await vi.waitFor(() => expect(click).toHaveBeenCalled())
    const anchor = click.mock.contexts[0] as HTMLAnchorElement
    expect(anchor.download).toMatch(/^quadra-dados-\d{4}-\d{2}-\d{2}\.zip$/)
    expect(anchor.href).toBe('blob:zip')
    expect(toast.success).toHaveBeenCalledWith('Download iniciado', undefined)
    click.mockRestore()
  })

  it('says when the export fails', async () => {
    const user = userEvent.setup()
    api.on('GET /profile/export', apiError(500, 'Falhou'))
    renderSection()
    await user.click(await screen.findByRole('button', { name: 'Baixar meus dados' }))
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao baixar seus dados', {
        description: 'Falhou',
      }),
    )
  })

  it('deletes the account only once the e-mail is typed, then goes to the login', async () => {
    const user = userEvent.setup()
    api.once(
      'DELETE /profile',
      apiError(400, 'O e-mail digitado não é o e-mail desta conta.', {
        code: 'CONFIRM_EMAIL_MISMATCH',
      }),
    )
    api.on('DELETE /profile', undefined)
    renderSection()
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir sua conta?' })
    expect(dialog).toHaveTextContent('Ana@Example.com')
    const submit = within(dialog).getByRole('button', { name: 'Excluir conta' })
    expect(submit).toBeDisabled()
    const field = within(dialog).getByLabelText('E-mail da conta')
    await user.type(field, 'outra@example.com')
    expect(submit).toBeDisabled()
    await user.clear(field)
    await user.type(field, ' ana@example.com ')
    expect(submit).toBeEnabled()
    // the server's refusal is shown in the dialog
    await user.click(submit)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O e-mail digitado não é o e-mail desta conta.',
    )
    expect(api.lastBody('DELETE /profile')).toEqual({ confirmEmail: 'ana@example.com' })
    await user.click(submit)
    expect(await screen.findByTestId('location')).toHaveTextContent('/app/login')
    expect(toast.success).toHaveBeenCalledWith('Conta excluída', {
      description: 'Sua conta e todos os seus dados foram apagados.',
    })
    expect(api.callsTo('DELETE /profile')).toHaveLength(2)
  })
})
