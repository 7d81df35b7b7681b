import '~/locales/landing'
import '~/locales/beta'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { BetaPage } from './beta-page'

function renderBeta(lang: 'pt-BR' | 'en', path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <BetaPage lang={lang} path={path} />
    </MemoryRouter>,
  )
}

describe('BetaPage', () => {
  it('English: the lead form, the Portuguese variant, three benefits', async () => {
    renderBeta('en', '/test-en')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Win Back Hours, Retain More Players' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Claim Your Free Beta Seat' })).toHaveAttribute(
      'href',
      '/lead-form',
    )
    expect(screen.getByRole('link', { name: /^PT/ })).toHaveAttribute('href', '/test-pt')
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
    expect(screen.getByText('Only a few beta seats left')).toBeInTheDocument()
  })

  it('Portuguese: badge, /lead-form/pt, seats note, the English variant', async () => {
    renderBeta('pt-BR', '/test-pt')
    expect(await screen.findByText('Período de Testes')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Garanta sua vaga GRÁTIS' })).toHaveAttribute(
      'href',
      '/lead-form/pt',
    )
    expect(screen.getByRole('link', { name: /^EN/ })).toHaveAttribute('href', '/test-en')
    expect(screen.getByText('Vagas limitadas no Período de Testes')).toBeInTheDocument()
  })
})
