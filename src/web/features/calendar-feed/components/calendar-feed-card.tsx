import '~/locales/calendar-feed'
import { useQuery } from '@tanstack/react-query'
import CalendarSync from 'lucide-react/icons/calendar-sync'
import Copy from 'lucide-react/icons/copy'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import { useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Skeleton } from '~/components/ui/skeleton'
import { formatDateTime } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { calendarFeedQuery, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api'

/**
 * 'Agenda no seu calendário' on 'Meu Perfil': a private iCalendar URL to
 * subscribe to in Google Calendar or Apple Calendar. The server shows the URL only when it is
 * created; afterwards the card says since when a link is active, and offers to regenerate it
 * (the old one stops) or to turn it off.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('calendar-feed')
  const query = useQuery(calendarFeedQuery())
  const create = useCreateCalendarFeed()
  const revoke = useRevokeCalendarFeed()
  const [url, setUrl] = useState<string | null>(null)
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | null>(null)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (query.isError) toastError(t('loadError'), query.error)
  }, [query.isError, query.error, t])

  const generate = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url)
        setConfirm(null)
      },
      onError: (error) => toastError(t('createError'), error),
    })

  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null)
        setConfirm(null)
        toastSuccess(t('revoked'))
      },
      onError: (error) => toastError(t('revokeError'), error),
    })

  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      toastSuccess(t('copied'))
    } catch {
      input.current?.select()
      toastError(t('copyError'), null)
    }
  }

  const status = query.data
  return (
    <section aria-labelledby="calendar-feed-title">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="calendar-feed-title" className="flex items-center gap-2 text-lg">
              <CalendarSync aria-hidden className="size-5 text-primary" />
              {t('title')}
            </h2>
          </CardTitle>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </CardHeader>
        <CardContent className="space-y-4">
          {!status ? (
            query.isError ? (
              <div className="flex flex-col items-start gap-3">
                <p className="text-sm text-muted-foreground">{t('loadError')}</p>
                <Button variant="outline" onClick={() => void query.refetch()}>
                  {t('retry')}
                </Button>
              </div>
            ) : (
              <div className="space-y-2" aria-busy="true">
                <Skeleton className="h-4 w-64" />
                <Skeleton className="h-9 w-32" />
              </div>
            )
          ) : (
            <>
              {url ? (
                <div className="space-y-3">
                  <div className="space-y-2">
                    <Label htmlFor="calendar-feed-url">{t('urlLabel')}</Label>
                    <div className="flex flex-col gap-2 sm:flex-row">
                      <Input
                        id="calendar-feed-url"
                        ref={input}
                        readOnly
                        value={url}
                        onFocus={(e) => e.currentTarget.select()}
                        className="font-mono text-xs"
                      />
                      <Button type="button" onClick={() => void copy()} className="shrink-0">
                        <Copy aria-hidden />
                        {t('copy')}
                      </Button>
                    </div>
                    <p className="text-sm font-medium">{t('showOnce')}</p>
                    <p className="text-sm text-muted-foreground">{t('privacy')}</p>
                  </div>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <div className="rounded-lg border p-3">
                      <h3 className="text-sm font-semibold">{t('googleTitle')}</h3>
                      <p className="mt-1 text-sm text-muted-foreground">{t('google')}</p>
                    </div>
                    <div className="rounded-lg border p-3">
                      <h3 className="text-sm font-semibold">{t('appleTitle')}</h3>
                      <p className="mt-1 text-sm text-muted-foreground">{t('apple')}</p>
                    </div>
                  </div>
                  <p className="text-xs text-muted-foreground">{t('delay')}</p>
                </div>
              ) : status.active && status.createdAt ? (
                <div className="space-y-1">
                  <p className="text-sm">
                    {t('activeSince', { date: formatDateTime(status.createdAt) })}
                  </p>
                  <p className="text-sm text-muted-foreground">{t('hiddenHint')}</p>
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">{t('inactive')}</p>
              )}
              <div className="flex flex-wrap gap-2">
                {status.active ? (
                  <>
                    <Button
                      variant="outline"
                      onClick={() => setConfirm('regenerate')}
                      disabled={create.isPending || revoke.isPending}
                    >
                      <RefreshCw aria-hidden />
                      {t('regenerate')}
                    </Button>
                    <Button
                      variant="ghost"
                      className="text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground"
                      onClick={() => setConfirm('revoke')}
                      disabled={create.isPending || revoke.isPending}
                    >
                      {t('revoke')}
                    </Button>
                  </>
                ) : (
                  <Button onClick={generate} disabled={create.isPending}>
                    <CalendarSync aria-hidden />
                    {create.isPending ? t('creating') : t('create')}
                  </Button>
                )}
              </div>
            </>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirm === 'regenerate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('regenerateDialog.title')}
        description={t('regenerateDialog.description')}
        cancelLabel={t('regenerateDialog.cancel')}
        confirmLabel={t('regenerateDialog.confirm')}
        pendingLabel={t('regenerateDialog.pending')}
        pending={create.isPending}
        onConfirm={generate}
        confirmVariant="default"
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('revokeDialog.title')}
        description={t('revokeDialog.description')}
        cancelLabel={t('revokeDialog.cancel')}
        confirmLabel={t('revokeDialog.confirm')}
        pendingLabel={t('revokeDialog.pending')}
        pending={revoke.isPending}
        onConfirm={turnOff}
      />
    </section>
  )
}
