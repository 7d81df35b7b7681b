import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '~/lib/i18n'
import { LoginForm } from './login-form'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

// better-auth's client keeps the fetch it found when it was created: the fake is installed first
const fakeFetch = vi.hoisted(() => {
  const state: { body?: unknown; status?: number } = {}
  const fetchFn = async () =>
    new Response(JSON.stringify(state.body), {
      status: state.status,
      headers: { 'content-type': 'application/json' },
    })
  globalThis.fetch = fetchFn as typeof fetch
  if (typeof window !== 'undefined') window.fetch = fetchFn as typeof fetch
  return state
})

beforeEach(async () => {
  vi.mocked(toast.error).mockClear()
  await i18n.changeLanguage('en')
})
afterEach(async () => {
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
