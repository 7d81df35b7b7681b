import '~/locales/app'
import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TooltipProvider } from '~/components/ui/tooltip'
import { SidebarContent } from './sidebar-content'

function Sidebar() {
  return (
    <TooltipProvider>
      <SidebarContent
        user={{ name: 'Carla', email: 'carla@example.com' }}
        onLogout={() => {}}
        loggingOut={false}
      />
    </TooltipProvider>
  )
}

function renderSidebar(path: string) {
  const Stub = createRoutesStub([{ path: '/app/*', Component: Sidebar }])
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

  it('is not the current page elsewhere', async () => {
    renderSidebar('/app/dashboard')
    const link = await screen.findByRole('link', { name: 'Relatórios' })
    expect(link).not.toHaveAttribute('aria-current')
  })
})
