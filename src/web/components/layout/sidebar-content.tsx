import { displayName, initial } from '@shared/domain/names'
import type { LucideIcon } from 'lucide-react'
import CalendarDays from 'lucide-react/icons/calendar-days'
import CalendarPlus from 'lucide-react/icons/calendar-plus'
import BarChart3 from 'lucide-react/icons/chart-column'
import ClipboardList from 'lucide-react/icons/clipboard-list'
import LayoutDashboard from 'lucide-react/icons/layout-dashboard'
import LogOut from 'lucide-react/icons/log-out'
import PackagePlus from 'lucide-react/icons/package-plus'
import UserPlus from 'lucide-react/icons/user-plus'
import Users from 'lucide-react/icons/users'
import { createContext, useContext, useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import { Brand } from './brand'
import { isNavActive, type NavTarget } from './nav-active'

interface NavItem extends NavTarget {
  label: string
  icon: LucideIcon
}

type TooltipKit = typeof import('~/components/ui/tooltip')

let loadedKit: TooltipKit | undefined

/**
 * The collapsed rail's tooltips (Radix, floating-ui): loaded the first time the sidebar is
 * collapsed, not in the app's first download; kept once loaded.
 */
function useTooltipKit(needed: boolean): TooltipKit | undefined {
  const [kit, setKit] = useState(loadedKit)
  useEffect(() => {
    if (!needed || kit) return
    let live = true
    import('~/components/ui/tooltip').then(
      (m) => {
        loadedKit = m
        if (live) setKit(m)
      },
      () => {},
    )
    return () => {
      live = false
    }
  }, [needed, kit])
  return kit
}

const TooltipKitContext = createContext<TooltipKit | undefined>(undefined)

/** The items under one tooltip provider (the skip delay between neighbours), once loaded. */
function TooltipGroup({
  kit,
  children,
}: {
  kit: TooltipKit | undefined
  children: React.ReactNode
}) {
  if (!kit) return children
  return (
    <TooltipKitContext.Provider value={kit}>
      <kit.TooltipProvider>{children}</kit.TooltipProvider>
    </TooltipKitContext.Provider>
  )
}

function WithTooltip({
  show,
  label,
  children,
}: {
  show: boolean
  label: string
  children: React.ReactElement
}) {
  const kit = useContext(TooltipKitContext)
  if (!show || !kit) return children
  return (
    <kit.Tooltip>
      <kit.TooltipTrigger asChild>{children}</kit.TooltipTrigger>
      <kit.TooltipContent side="right">{label}</kit.TooltipContent>
    </kit.Tooltip>
  )
}

/** The sidebar's content, shared by the desktop aside and the mobile slide-in menu. */
export function SidebarContent({
  user,
  collapsed = false,
  onLogout,
  loggingOut,
  headerSlot,
}: {
  user: { name?: string | null; email: string }
  collapsed?: boolean
  onLogout: () => void
  loggingOut: boolean
  headerSlot?: React.ReactNode
}) {
  const { t } = useTranslation('app')
  const nav: NavItem[] = [
    { to: '/app/dashboard', label: t('nav.dashboard'), icon: LayoutDashboard },
    {
      to: '/app/students',
      label: t('nav.students'),
      icon: Users,
      exclude: ['/app/students/new'],
    },
    { to: '/app/agenda', label: t('nav.agenda'), icon: CalendarDays },
    { to: '/app/sessions', label: t('nav.sessions'), icon: ClipboardList, end: true },
    { to: '/app/relatorios', label: t('nav.reports'), icon: BarChart3 },
  ]
  const quick: NavItem[] = [
    { to: '/app/sessions/new', label: t('nav.newSession'), icon: CalendarPlus, end: true },
    { to: '/app/students/new', label: t('nav.newStudent'), icon: UserPlus, end: true },
    { to: '/app/packages/new', label: t('nav.newPackage'), icon: PackagePlus, end: true },
  ]
  const name = displayName(user)
  const { pathname } = useLocation()
  const tooltips = useTooltipKit(collapsed)

  const linkClass = (active: boolean) =>
    cn(
      'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
      collapsed && 'justify-center px-0',
      active
        ? 'bg-sidebar-primary text-sidebar-primary-foreground'
        : 'text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
    )

  // a plain string class: the tooltip's Slot would drop NavLink's class function (collapsed rail)
  const itemLink = (item: NavItem) => {
    const active = isNavActive(pathname, item)
    return (
      <Link to={item.to} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
        <item.icon className="size-5 shrink-0" aria-hidden />
        <span className={cn(collapsed && 'sr-only')}>{item.label}</span>
      </Link>
    )
  }
  /** A list of links, each with its tooltip when the rail is collapsed. */
  const itemList = (items: NavItem[]) => (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <WithTooltip show={collapsed} label={item.label}>
            {itemLink(item)}
          </WithTooltip>
        </li>
      ))}
    </ul>
  )

  return (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          'flex h-16 items-center gap-2 px-4',
          collapsed && 'h-auto flex-col justify-center gap-3 px-2 pt-4 pb-1',
        )}
      >
        <Link
          to="/app/dashboard"
          aria-label={`${t('common:brand')} — ${t('nav.dashboard')}`}
          className="rounded-md"
        >
          <Brand collapsed={collapsed} />
        </Link>
        {headerSlot}
      </div>
      {/* the header (the collapse button) stays put when the tooltips arrive */}
      <TooltipGroup kit={tooltips}>
        <nav aria-label={t('nav.label')} className="flex-1 space-y-6 overflow-y-auto px-3 py-4">
          {itemList(nav)}
          <div>
            <p
              className={cn(
                'mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
                collapsed && 'sr-only',
              )}
            >
              {t('nav.quickActions')}
            </p>
            {itemList(quick)}
          </div>
        </nav>
        <div className="space-y-2 border-t border-sidebar-border p-3">
          <WithTooltip show={collapsed} label={name}>
            <Link
              to="/app/profile"
              // collapsed, only the (hidden) initial shows; open, the name starts what is read
              aria-label={collapsed ? `${t('nav.profile')}: ${name}` : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg p-2 hover:bg-sidebar-accent',
                collapsed && 'justify-center',
              )}
            >
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {initial(name)}
              </span>
              {!collapsed && (
                <span className="min-w-0">
                  <span
                    className="block truncate text-sm font-semibold"
                    data-testid="user-display-name"
                  >
                    {name}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
                  <span className="sr-only">{t('nav.profile')}</span>
                </span>
              )}
            </Link>
          </WithTooltip>
          <WithTooltip show={collapsed} label={t('nav.logout')}>
            <Button
              variant="ghost"
              onClick={onLogout}
              disabled={loggingOut}
              className={cn(
                'w-full justify-start gap-3 text-muted-foreground',
                collapsed && 'justify-center px-0',
              )}
            >
              <LogOut className="size-5" aria-hidden />
              <span className={cn(collapsed && 'sr-only')}>{t('nav.logout')}</span>
            </Button>
          </WithTooltip>
        </div>
      </TooltipGroup>
    </div>
  )
}
