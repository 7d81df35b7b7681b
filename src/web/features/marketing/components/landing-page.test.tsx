import '~/locales/landing'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LandingPage } from './landing-page'

function renderLanding(lang: 'pt-BR' | 'en', path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LandingPage lang={lang} path={path} />
    </MemoryRouter>,
  )
}

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href')

describe('LandingPage', () => {
  it('Portuguese: EN toggle to /eng, Entrar to login, trial and plan to signup', async () => {
    renderLanding('pt-BR', '/')
    await screen.findByRole('heading', { level: 1, name: 'Organize seu dia de aulas em 5 minutos' })
    expect(href(/^EN/)).toBe('/eng')
    expect(screen.getByRole('link', { name: /^EN/ })).toHaveAttribute('hreflang', 'en')
    expect(href('Entrar')).toBe('/app/login?tab=login')
    expect(href('Teste por 7 dias grátis!')).toBe('/app/login?tab=signup')
    expect(href('Comece AGORA!')).toBe('/app/login?tab=signup')
    expect(href('Início')).toBe('#inicio')
    expect(href('Recursos')).toBe('#recursos')
    expect(screen.queryByRole('link', { name: 'Assinar agora' })).not.toBeInTheDocument()
    expect(screen.getByText('A partir de R$ --/mês')).toBeInTheDocument()
  })

  it('English: PT toggle to /, Login and Subscribe Now to login, Try/Get Premium to signup', async () => {
    renderLanding('en', '/eng')
    await screen.findByRole('heading', { level: 1, name: 'Run your lesson day in 5 minutes' })
    expect(href(/^PT/)).toBe('/')
    expect(href('Login')).toBe('/app/login?tab=login&lang=en')
    expect(href('Subscribe Now')).toBe('/app/login?tab=login&lang=en')
    expect(href('Try Free Now')).toBe('/app/login?tab=signup&lang=en')
    expect(href('Get Premium')).toBe('/app/login?tab=signup&lang=en')
    expect(href('Features')).toBe('#features')
    const plan = screen.getByRole('article', { name: 'Premium' })
    for (const item of ['Unlimited audio feedback', 'Student Management', 'Integrated Schedule'])
      expect(within(plan).getByText(item)).toBeInTheDocument()
  })

  it('the /pt alias also switches to /eng', async () => {
    renderLanding('pt-BR', '/pt')
    expect(await screen.findByRole('link', { name: /^EN/ })).toHaveAttribute('href', '/eng')
  })

  it('the phone illustration is one described image, with the app credit badges', async () => {
    renderLanding('pt-BR', '/')
    const img = await screen.findByRole('img', { name: /Ilustração do painel do Quadra/ })
    expect(within(img).getByText('8 créditos')).toBeInTheDocument()
    expect(within(img).getByText('Sem créditos')).toBeInTheDocument()
  })
})
