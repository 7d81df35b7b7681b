import '~/locales/profile'
import { act, render, screen } from '@testing-library/react'
import { createRoutesStub, Outlet } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '~/lib/i18n'
import { meta as profileMeta } from '~/routes/app/profile'
import { ErrorBoundary, Layout } from './root'

function Empty() {
  return null
}

function Boom(): never {
  throw new Error('kaput')
}

afterEach(async () => {
  vi.restoreAllMocks()
  await i18n.changeLanguage('pt-BR')
})

function RootLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  )
}

function ProfileStub() {
  return <p>perfil</p>
}

describe('root error boundary', () => {
  it('shows a friendly page instead of a blank screen on an unexpected error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Stub = createRoutesStub([{ path: '/', Component: Boom, ErrorBoundary }])
    render(<Stub initialEntries={['/']} />)
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Ocorreu um erro inesperado. Recarregue a página ou volte ao início.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recarregar página' })).toBeInTheDocument()
    expect(screen.queryByText('kaput')).not.toBeInTheDocument()
  })

  it('shows the not-found page for a 404 response', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: Empty,
        loader: () => {
          throw new Response('', { status: 404 })
        },
        ErrorBoundary,
      },
    ])
    render(<Stub initialEntries={['/']} />)
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument()
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

describe('root layout (issue 15)', () => {
  it('a language change (the profile page) re-renders the title, no navigation needed', async () => {
    // the real root Layout: it reads the language through useTranslation, so a change
    // re-renders it, and its <Meta /> calls the matched routes' meta() again (without that
    // subscription this test fails). React's warnings about <html> inside the test's <div>
    // are silenced.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Stub = createRoutesStub([
      {
        Component: RootLayout,
        children: [{ path: '/app/profile', Component: ProfileStub, meta: profileMeta }],
      },
    ])
    render(<Stub initialEntries={['/app/profile']} />)
    await screen.findByText('perfil')
    expect(document.title).toBe('Meu Perfil — Quadra')
    await act(() => i18n.changeLanguage('en'))
    expect(document.title).toBe('My Profile — Quadra')
  })
})
