import '~/locales/profile'
import { useQuery } from '@tanstack/react-query'
import Pencil from 'lucide-react/icons/pencil'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { useTranslation } from '~/lib/i18n'
import { toastError } from '~/lib/toast'
import { profileQuery } from '../api'
import { PersonalInfoForm } from './personal-info-form'
import { PersonalInfoView } from './personal-info-view'

/** 'Informações pessoais' (spec §2 Teacher profile): view, then edit, then save or cancel. */
export function PersonalInfoCard() {
  const { t } = useTranslation('profile')
  const query = useQuery(profileQuery())
  const [editing, setEditing] = useState(false)

  useEffect(() => {
    if (query.isError)
      toastError(t('personal.loadErrorTitle'), query.error, t('personal.loadError'))
  }, [query.isError, query.error, t])

  return (
    <section aria-labelledby="personal-info-title">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="personal-info-title" className="text-lg">
              {t('personal.title')}
            </h2>
          </CardTitle>
          <p className="text-sm text-muted-foreground">{t('personal.description')}</p>
          {query.data && !editing && (
            <CardAction>
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                {t('personal.edit')}
              </Button>
            </CardAction>
          )}
        </CardHeader>
        <CardContent>
          {query.data ? (
            editing ? (
              <PersonalInfoForm profile={query.data} onDone={() => setEditing(false)} />
            ) : (
              <PersonalInfoView profile={query.data} />
            )
          ) : query.isError ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-sm text-muted-foreground">{t('personal.loadError')}</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                {t('personal.retry')}
              </Button>
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="space-y-2">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-5 w-40" />
                </div>
              ))}
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  )
}
