import '~/locales/app'
import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent } from '~/components/ui/card'

/** An honest panel for a tab a later version fills (no fake data). */
export function PendingTab({ title }: { title: string }) {
  const { t } = useTranslation('app')
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <h2 className="font-semibold text-lg">{title}</h2>
        <Construction className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-semibold">{t('pending.title')}</p>
        <p className="max-w-md text-muted-foreground text-sm">{t('pending.description')}</p>
      </CardContent>
    </Card>
  )
}
