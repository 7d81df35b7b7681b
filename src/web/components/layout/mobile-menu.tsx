import type { RefObject } from 'react'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '~/components/ui/sheet'
import { useTranslation } from '~/lib/i18n'
import { SidebarContent } from './sidebar-content'

/**
 * The phones' slide-in menu (spec §2 App shell). Loaded the first time the menu button is
 * pressed: the dialog library is not in the app's first download. Closing gives
 * the focus back to that button, as a dialog's own trigger would.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  trigger,
  user,
  onLogout,
  loggingOut,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: RefObject<HTMLButtonElement | null>
  user: { name?: string | null; email: string }
  onLogout: () => void
  loggingOut: boolean
}) {
  const { t } = useTranslation('app')
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-72 bg-sidebar p-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          trigger.current?.focus()
        }}
      >
        <SheetTitle className="sr-only">{t('nav.menu')}</SheetTitle>
        <SheetDescription className="sr-only">{t('nav.label')}</SheetDescription>
        <SidebarContent user={user} onLogout={onLogout} loggingOut={loggingOut} />
      </SheetContent>
    </Sheet>
  )
}
