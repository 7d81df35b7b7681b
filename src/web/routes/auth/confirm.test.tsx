import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import ConfirmPage from './confirm'

// the page applies the visitor's language once it runs: a Portuguese visitor here
beforeEach(() => {
  localStorage.setItem('quadra.language', 'pt-BR')
})

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/auth/confirm" element={<ConfirmPage />} />
        <Route path="/app/login" element={<p>login</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('ConfirmPage', () => {
  it('after a verification that succeeded: Email Confirmado! and the countdown', async () => {
    renderAt('/auth/confirm?verified=1')
    expect(await screen.findByRole('heading', { name: 'Email Confirmado!' })).toBeInTheDocument()
    expect(screen.getByTestId('countdown')).toHaveTextContent('5')
  })

  it.each([
    ['without a token', '/auth/confirm'],
    ['after a failed verification', '/auth/confirm?verified=1&error=INVALID_TOKEN'],
    ['with only the error', '/auth/confirm?error=TOKEN_EXPIRED'],
  ])('%s: a failure card that leads to the login, never Email Confirmado!', async (_, path) => {
    renderAt(path)
    expect(
      await screen.findByRole('heading', { name: 'Link inválido ou expirado' }),
    ).toBeInTheDocument()
    // the page holds both cards (prerendered): the other one is hidden
    expect(screen.queryByRole('heading', { name: 'Email Confirmado!' })).not.toBeInTheDocument()
    expect(screen.getByTestId('countdown')).not.toBeVisible()
    expect(screen.getByRole('link', { name: 'Ir para Login' })).toHaveAttribute(
      'href',
      '/app/login',
    )
  })
})
