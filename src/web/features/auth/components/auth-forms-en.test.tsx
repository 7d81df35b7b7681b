import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '~/lib/i18n'
import { LoginForm } from './login-form'

// the network of better-auth's client (it calls the global fetch at each request)
const fakeFetch: { body?: unknown; status?: number } = {}

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(fakeFetch.body), {
        status: fakeFetch.status,
        headers: { 'content-type': 'application/json' },
      }),
  )
  await i18n.changeLanguage('en')
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('pt-BR')
})

function renderLogin() {
  const { container } = render(
    <MemoryRouter>
      <LoginForm />
    </MemoryRouter>,
  )
  return container.querySelector('form')!
}

describe('login form of an English visitor (issue 15)', () => {
  it("shows the shared schema's validation messages in English", async () => {
    fireEvent.submit(renderLogin())
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.queryByText('Email é obrigatório')).not.toBeInTheDocument()

    fireEvent.change(document.getElementById('login-email')!, { target: { value: 'ana@' } })
    fireEvent.submit(document.querySelector('form')!)
    expect(await screen.findByText('Invalid email')).toBeInTheDocument()
  })

  it("shows the API's refusal in English", async () => {
    fakeFetch.status = 401
    fakeFetch.body = {
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Email ou senha inválidos' },
    }
    const form = renderLogin()
    fireEvent.change(document.getElementById('login-email')!, {
      target: { value: 'amy@example.com' },
    })
    fireEvent.change(document.getElementById('login-password')!, {
      target: { value: 'secret-pass-1' },
    })
    fireEvent.submit(form)
    await waitFor(() => expect(toast.error).toHaveBeenCalled())
    expect(vi.mocked(toast.error).mock.calls[0]![1]).toEqual({
      description: 'Invalid email or password',
    })
  })
})
