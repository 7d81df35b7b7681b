import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ErrorBody } from '../../../../shared/schemas/common.response'
import { LoginForm } from './login-form'
import { SignupForm } from './signup-form'

/**
 * The forms call the real better-auth client; the network answers like the API does since
 * every refusal of /api/auth in the app's envelope `{ error: { code, message } }`.
 */
let answer: { status: number; body: ErrorBody }
const calls: string[] = []

// the network of better-auth's client (it calls the global fetch at each request)
const fakeFetch: { impl: (input: RequestInfo | URL) => Promise<Response> } = {
  impl: () => Promise.reject(new Error('no answer set')),
}

beforeEach(() => {
  calls.length = 0
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => fakeFetch.impl(input))
  fakeFetch.impl = async (input) => {
    calls.push(String(input instanceof Request ? input.url : input))
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  }
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/app/login']}>
      <Routes>
        <Route path="/app/login" element={<LoginForm />} />
        <Route path="/app/dashboard" element={<p>painel</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

async function submitLogin() {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@example.com' } })
  fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'segredo-forte-1' } })
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }))
  await waitFor(() => expect(toast.error).toHaveBeenCalled())
}

describe('signed in: the greeting', () => {
  const signedIn = (students: number) => {
    fakeFetch.impl = async (input) => {
      const url = String(input instanceof Request ? input.url : input)
      calls.push(url)
      const body = url.includes('/api/students')
        ? { items: [], total: students, page: 1, pageSize: 1, unfilteredTotal: students }
        : {
            redirect: false,
            token: 't',
            user: {
              id: 'u1',
              email: 'ana@example.com',
              name: 'Ana',
              emailVerified: true,
              createdAt: '2026-11-28T00:00:00.000Z',
              updatedAt: '2026-11-28T00:00:00.000Z',
            },
          }
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }
  }
  const signIn = async () => {
    vi.mocked(toast.success).mockClear()
    renderLogin()
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@example.com' } })
    fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'segredo-forte-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
    expect(await screen.findByText('painel')).toBeInTheDocument()
  }

  it("a first run (no student yet) is welcomed, not 'Bem-vindo de volta!'", async () => {
    signedIn(0)
    await signIn()
    expect(toast.success).toHaveBeenCalledWith('Login realizado!', {
      description: 'Bem-vindo ao Quadra! Vamos deixar tudo pronto para as suas aulas.',
    })
  })

  it("a coach with students gets the spec's 'Bem-vindo de volta!'", async () => {
    signedIn(3)
    await signIn()
    expect(toast.success).toHaveBeenCalledWith('Login realizado!', {
      description: 'Bem-vindo de volta!',
    })
  })
})

describe('login form with the API envelope', () => {
  it('wrong password: Erro no login / Email ou senha inválidos (spec §8)', async () => {
    answer = {
      status: 401,
      body: { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Email ou senha inválidos' } },
    }
    renderLogin()
    await submitLogin()
    expect(calls.some((u) => u.endsWith('/api/auth/sign-in/email'))).toBe(true)
    expect(toast.error).toHaveBeenCalledWith('Erro no login', {
      description: 'Email ou senha inválidos',
    })
    expect(screen.queryByText('painel')).not.toBeInTheDocument()
  })

  it('unverified e-mail: the code read from the envelope shows the resend notice', async () => {
    answer = {
      status: 403,
      body: { error: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } },
    }
    renderLogin()
    await submitLogin()
    expect(toast.error).toHaveBeenCalledWith('Erro no login', {
      description: expect.stringMatching(/^Seu email ainda não foi confirmado/),
    })
    expect(await screen.findByRole('button', { name: /reenviar|novo email/i })).toBeInTheDocument()
  })

  it('rate limited: the waiting message', async () => {
    answer = {
      status: 429,
      body: {
        error: {
          code: 'TOO_MANY_REQUESTS',
          message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
        },
      },
    }
    renderLogin()
    await submitLogin()
    expect(toast.error).toHaveBeenCalledWith('Erro no login', {
      description: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    })
  })
})

describe('sign-up form with the API envelope', () => {
  it('puts a field refusal (issues[0].path) under its field and in the toast', async () => {
    const message = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.'
    answer = {
      status: 400,
      body: {
        error: { code: 'PASSWORD_TOO_COMMON', message, issues: [{ path: 'password', message }] },
      },
    }
    const onSignedUp = vi.fn()
    render(<SignupForm onSignedUp={onSignedUp} />)
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Ana Souza' } })
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@example.com' } })
    fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'P@ssw0rd' } })
    fireEvent.change(screen.getByLabelText(/^Telefone/), { target: { value: '11987654321' } })
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro no cadastro', { description: message }),
    )
    expect(await screen.findByText(message, { selector: '[id$="-error"], p' })).toBeInTheDocument()
    expect(onSignedUp).not.toHaveBeenCalled()
  })

  it('an already registered e-mail: Este email já está cadastrado (spec §8)', async () => {
    answer = {
      status: 422,
      body: { error: { code: 'USER_ALREADY_EXISTS', message: 'Este email já está cadastrado' } },
    }
    render(<SignupForm onSignedUp={vi.fn()} />)
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Ana Souza' } })
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@example.com' } })
    fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'Quadra-teste-2026' } })
    fireEvent.change(screen.getByLabelText(/^Telefone/), { target: { value: '11987654321' } })
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro no cadastro', {
        description: 'Este email já está cadastrado',
      }),
    )
  })
})
