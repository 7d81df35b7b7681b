import { render, screen } from '@testing-library/react'
import { createRoutesStub, MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '~/lib/i18n'
import { ErrorBoundary } from '~/root'
import AppNotFound from './app/not-found'
import NotFound, { clientLoader } from './not-found'

afterEach(async () => {
  localStorage.clear()
  await i18n.changeLanguage('pt-BR')
})

function Boom(): never {
  throw new Error('kaput')
}

function renderAt(element: React.ReactNode) {
  render(<MemoryRouter>{element}</MemoryRouter>)
}

describe('the 404 pages follow the language (issue 15)', () => {
  it('an unknown address: the remembered language, pt-BR as always', () => {
    localStorage.setItem('quadra.language', 'pt-BR')
    clientLoader()
    renderAt(<NotFound />)
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/')
  })

  it('an unknown address: a visitor who chose English reads English', () => {
    localStorage.setItem('quadra.language', 'en')
    clientLoader()
    renderAt(<NotFound />)
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(document.documentElement.lang).toBe('en')
  })

  it("the app's 404 speaks the coach's language and leads to the dashboard", async () => {
    await i18n.changeLanguage('en')
    renderAt(<AppNotFound />)
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    )
  })

  it('the error page in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await i18n.changeLanguage('en')
    const Stub = createRoutesStub([{ path: '/', Component: Boom, ErrorBoundary }])
    render(<Stub initialEntries={['/']} />)
    expect(
      await screen.findByText('Something went wrong. Reload the page or go back home.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/')
  })
})
