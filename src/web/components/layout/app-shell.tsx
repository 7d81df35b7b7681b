import { useQueryClient } from '@tanstack/react-query'
import Menu from 'lucide-react/icons/menu'
import PanelLeftClose from 'lucide-react/icons/panel-left-close'
import PanelLeftOpen from 'lucide-react/icons/panel-left-open'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import { withToast } from '~/lib/toast'
import { cn } from '~/lib/utils'
import { Brand } from './brand'
import { SidebarContent } from './sidebar-content'
import { useSidebarCollapsed } from './use-sidebar-collapsed'

const MobileMenu = lazy(() => import('./mobile-menu'))

/**
 * The signed-in shell (spec §2 App shell): a collapsible sidebar on desktop (256 px / 80 px,
 * remembered), a slide-in menu on phones.
 */
export function AppShell({
  user,
  children,
}: {
  user: { name?: string | null; email: string }
  children: React.ReactNode
}) {
  const { t } = useTranslation(['app', 'common'])
  const [collapsed, setCollapsed] = useSidebarCollapsed()
  const [mobileOpen, setMobileOpen] = useState(false)
  // the slide-in menu's code loads the first time it opens, and stays (its closing animation)
  const [menuUsed, setMenuUsed] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const [loggingOut, setLoggingOut] = useState(false)
  const [signedOut, setSignedOut] = useState(false)
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every navigation
  useEffect(() => setMobileOpen(false), [location.pathname])

  const logout = async () => {
    setLoggingOut(true)
    // better-auth's client, loaded by now (the layout's session) or here
    const { error } = await import('~/lib/auth-client')
      .then(({ authClient }) => authClient.signOut())
      .catch((failure: unknown) => ({ error: failure }))
    setLoggingOut(false)
    if (error) {
      withToast((toast) =>
        toast.error(t('logout.errorTitle'), { description: t('logout.errorDescription') }),
      )
      return
    }
    // the page's queries would refetch (401) while the login page loads: unmount the page,
    // cancel what is in flight and drop the cache before leaving
    setSignedOut(true)
    await queryClient.cancelQueries()
    queryClient.clear()
    withToast((toast) =>
      toast.success(t('logout.successTitle'), { description: t('logout.successDescription') }),
    )
    navigate('/app/login', { replace: true })
  }

  return (
    <div className="min-h-svh bg-muted/40 print:bg-transparent">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common:skipToContent')}
      </a>
      <aside
        data-collapsed={collapsed}
        className={cn(
          'fixed inset-y-0 left-0 z-30 hidden border-r border-sidebar-border bg-sidebar transition-[width] duration-200 lg:block print:hidden',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <SidebarContent
          user={user}
          collapsed={collapsed}
          onLogout={logout}
          loggingOut={loggingOut}
          headerSlot={
            // beside the logo when expanded, under it in the 80 px rail: never on top of it
            <Button
              variant="ghost"
              size="icon"
              onClick={() => setCollapsed(!collapsed)}
              aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
              aria-expanded={!collapsed}
              className={cn('size-10 text-muted-foreground', !collapsed && 'ml-auto')}
            >
              {collapsed ? (
                <PanelLeftOpen className="size-5" aria-hidden />
              ) : (
                <PanelLeftClose className="size-5" aria-hidden />
              )}
            </Button>
          }
        />
      </aside>

      <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur lg:hidden print:hidden">
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={mobileOpen}
          onClick={() => {
            setMenuUsed(true)
            setMobileOpen(true)
          }}
        >
          <Menu className="size-5" aria-hidden />
        </Button>
        {menuUsed && (
          <Suspense fallback={null}>
            <MobileMenu
              open={mobileOpen}
              onOpenChange={setMobileOpen}
              trigger={menuButton}
              user={user}
              onLogout={logout}
              loggingOut={loggingOut}
            />
          </Suspense>
        )}
        <Brand />
      </header>

      <div
        className={cn(
          'transition-[padding] duration-200 print:pl-0',
          collapsed ? 'lg:pl-20' : 'lg:pl-64',
        )}
      >
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl px-4 py-6 outline-none sm:px-6 lg:px-10 lg:pt-8 lg:pb-28 print:max-w-none print:p-0"
        >
          {signedOut ? null : children}
        </main>
      </div>
    </div>
  )
}
