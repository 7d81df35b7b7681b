import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent } from '~/components/ui/card'
import { PageHeader } from './page-header'

/** An honest page for a screen that a later version builds: its title and nothing fake. */
export function PendingScreen({ page, backTo }: { page: string; backTo?: string }) {
  const { t } = useTranslation('app')
  return (
    <>
      <PageHeader
        title={t(`pages.${page}.title`)}
        subtitle={t(`pages.${page}.subtitle`)}
        backTo={backTo}
      />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <Construction className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-semibold">{t('pending.title')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('pending.description')}</p>
        </CardContent>
      </Card>
    </>
  )
}
