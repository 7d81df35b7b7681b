import '~/locales/app'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TooltipProvider } from '~/components/ui/tooltip'
import { SidebarContent } from './sidebar-content'

function Sidebar({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <TooltipProvider>
      <SidebarContent
        user={{ name: 'Carla', email: 'carla@example.com' }}
        collapsed={collapsed}
        onLogout={() => {}}
        loggingOut={false}
      />
    </TooltipProvider>
  )
}

const CollapsedSidebar = () => <Sidebar collapsed />

function renderSidebar(path: string, collapsed = false) {
  const Stub = createRoutesStub([
    { path: '/app/*', Component: collapsed ? CollapsedSidebar : Sidebar },
  ])
  render(<Stub initialEntries={[path]} />)
}

describe('the sidebar', () => {
  it("has 'Relatórios' among the screens, not among the quick actions", async () => {
    renderSidebar('/app/relatorios')
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' })
    const link = within(nav).getByRole('link', { name: 'Relatórios' })
    expect(link).toHaveAttribute('href', '/app/relatorios')
    expect(link).toHaveAttribute('aria-current', 'page')
    const lists = within(nav).getAllByRole('list')
    expect(within(lists[0]!).getByRole('link', { name: 'Relatórios' })).toBe(link)
    expect(within(lists[1]!).queryByRole('link', { name: 'Relatórios' })).toBeNull()
    expect(
      within(lists[1]!)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Nova Sessão', 'Novo Aluno', 'Novo Pacote'])
  })

  it('collapsed, names each item in a tooltip (loaded with the rail)', async () => {
    renderSidebar('/app/dashboard', true)
    const user = userEvent.setup()
    await screen.findByRole('link', { name: 'Relatórios' })
    // the tooltips' code arrives after the first render
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Relatórios' })).toHaveAttribute('data-state'),
    )
    await user.hover(screen.getByRole('link', { name: 'Relatórios' }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Relatórios')
  })

  it('is not the current page elsewhere', async () => {
    renderSidebar('/app/dashboard')
    const link = await screen.findByRole('link', { name: 'Relatórios' })
    expect(link).not.toHaveAttribute('aria-current')
  })
})
