import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './root'

function Empty() {
  return null
}

function Boom(): never {
  throw new Error('kaput')
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
})
