import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '~/lib/i18n'
import AppNotFound from './app/not-found'
import NotFound, { clientLoader } from './not-found'

afterEach(async () => {
  localStorage.clear()
  await i18n.changeLanguage('pt-BR')
})

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
})
