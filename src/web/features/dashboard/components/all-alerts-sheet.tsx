import '~/locales/dashboard'
import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '~/components/ui/sheet'
import { alertsQuery } from '~/features/dashboard/api'
import { AlertItem, AlertItemSkeleton } from './alert-item'

/** Every open alert in place (up to 50), loaded only when the sheet opens. */
export function AllAlertsSheet({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('dashboard')
  const query = useQuery({ ...alertsQuery(), enabled: open })
  const close = () => onOpenChange(false)

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{t('alerts.allTitle')}</SheetTitle>
          <SheetDescription>
            {query.data ? t('alerts.allDescription', { count: query.data.total }) : '\u00a0'}
          </SheetDescription>
        </SheetHeader>
        <div className="px-4">
          {query.isPending ? (
            <ul className="grid gap-2" aria-busy="true">
              {[0, 1, 2, 3].map((i) => (
                <AlertItemSkeleton key={i} />
              ))}
            </ul>
          ) : query.isError ? (
            <div className="grid justify-items-start gap-3 text-sm">
              <p>{t('alerts.allLoadError')}</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                {t('error.retry')}
              </Button>
            </div>
          ) : query.data.items.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('alerts.empty')}</p>
          ) : (
            <ul className="grid gap-2">
              {query.data.items.map((alert) => (
                <AlertItem key={alert.id} alert={alert} onNavigate={close} />
              ))}
            </ul>
          )}
        </div>
        <SheetFooter>
          <Button variant="outline" asChild>
            <Link to="/app/students" onClick={close}>
              <Users aria-hidden />
              {t('alerts.goToStudents')}
            </Link>
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  )
}
