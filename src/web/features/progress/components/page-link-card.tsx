import '~/locales/progress'
import { whatsappDigits, whatsappUrl } from '@shared/domain/whatsapp'
import type { SharedItem } from '@shared/schemas/student-page.response'
import type { StudentDetail } from '@shared/schemas/students.response'
import { useQuery } from '@tanstack/react-query'
import Copy from 'lucide-react/icons/copy'
import ExternalLink from 'lucide-react/icons/external-link'
import Link2 from 'lucide-react/icons/link-2'
import MessageCircle from 'lucide-react/icons/message-circle'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import { useId, useRef, useState } from 'react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Skeleton } from '~/components/ui/skeleton'
import { formatDate, formatDateTime } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { useWorldPhones } from '~/lib/world-phones'
import {
  pageLinkQuery,
  sharesQuery,
  useCreatePageLink,
  useDeleteShare,
  useRevokePageLink,
} from '../api'

/**
 * 'Página do aluno': the student's private link — create it; while active,
 * copy it, send it by WhatsApp, open it, replace it (the old one stops working) or turn it off —
 * and 'Compartilhado com o aluno', what the page shows, each removable.
 */
export function PageLinkCard({ student }: { student: StudentDetail }) {
  const { t } = useTranslation('progress')
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="print:hidden">
      <Card className="gap-4 py-4 sm:py-5">
        <CardHeader className="grid gap-1 px-4 sm:px-5">
          <CardTitle asChild className="flex items-center gap-2 text-base">
            <h3 id={titleId}>
              <Link2 aria-hidden className="size-5 text-primary" />
              {t('pageLink.title')}
            </h3>
          </CardTitle>
          <p className="text-muted-foreground text-sm">{t('pageLink.description')}</p>
        </CardHeader>
        <CardContent className="grid gap-6 px-4 sm:px-5">
          <PageLink student={student} />
          <SharedItems studentId={student.id} />
        </CardContent>
      </Card>
    </section>
  )
}

function PageLink({ student }: { student: StudentDetail }) {
  const { t } = useTranslation('progress')
  const query = useQuery(pageLinkQuery(student.id))
  const create = useCreatePageLink(student.id)
  const revoke = useRevokePageLink(student.id)
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | null>(null)
  const input = useRef<HTMLInputElement>(null)
  useWorldPhones(student.phone)
  const phone = whatsappDigits(student.phone)
  const busy = create.isPending || revoke.isPending

  const generate = () =>
    create.mutate(undefined, {
      onSuccess: () => setConfirm(null),
      onError: (error) => toastError(t('pageLink.createError'), error),
    })
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirm(null)
        toastSuccess(t('pageLink.revoked'))
      },
      onError: (error) => toastError(t('pageLink.revokeError'), error),
    })

  const link = query.data
  if (!link) {
    return query.isError ? (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted-foreground text-sm">{t('pageLink.loadError')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    ) : (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-10 w-32" />
      </div>
    )
  }

  const url = link.active ? link.url : null
  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      toastSuccess(t('pageLink.copied'))
    } catch {
      input.current?.select()
      toastError(t('share.copyError'), null)
    }
  }
  const firstName = student.name.trim().split(/\s+/)[0] ?? student.name

  return (
    <div className="grid gap-3">
      {url ? (
        <div className="grid gap-2">
          <Label htmlFor="student-page-url">{t('pageLink.urlLabel')}</Label>
          <Input
            id="student-page-url"
            ref={input}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs"
          />
          {link.createdAt && (
            <p className="text-muted-foreground text-xs tabular-nums">
              {t('pageLink.activeSince', { date: formatDateTime(link.createdAt) })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy()} disabled={busy}>
              <Copy aria-hidden />
              {t('pageLink.copy')}
            </Button>
            {phone && (
              <Button variant="outline" asChild>
                <a
                  href={whatsappUrl(
                    phone,
                    // written to the student: in the student's language, not the coach's
                    t('pageLink.whatsappText', { name: firstName, url, lng: student.language }),
                  )}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <MessageCircle aria-hidden />
                  {t('pageLink.whatsapp')}
                </a>
              </Button>
            )}
            <Button variant="outline" asChild>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                {t('pageLink.open')}
              </a>
            </Button>
            <Button variant="outline" onClick={() => setConfirm('regenerate')} disabled={busy}>
              <RefreshCw aria-hidden />
              {t('pageLink.regenerate')}
            </Button>
            <Button
              variant="ghost"
              className="text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground"
              onClick={() => setConfirm('revoke')}
              disabled={busy}
            >
              {t('pageLink.revoke')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted-foreground text-sm">{t('pageLink.inactive')}</p>
          <Button onClick={generate} disabled={busy}>
            <Link2 aria-hidden />
            {create.isPending ? t('pageLink.creating') : t('pageLink.create')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirm === 'regenerate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('pageLink.regenerateDialog.title')}
        description={t('pageLink.regenerateDialog.description')}
        cancelLabel={t('pageLink.regenerateDialog.cancel')}
        confirmLabel={t('pageLink.regenerateDialog.confirm')}
        pendingLabel={t('pageLink.regenerateDialog.pending')}
        pending={create.isPending}
        onConfirm={generate}
        confirmVariant="default"
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('pageLink.revokeDialog.title')}
        description={t('pageLink.revokeDialog.description')}
        cancelLabel={t('pageLink.revokeDialog.cancel')}
        confirmLabel={t('pageLink.revokeDialog.confirm')}
        pendingLabel={t('pageLink.revokeDialog.pending')}
        pending={revoke.isPending}
        onConfirm={turnOff}
      />
    </div>
  )
}

function SharedItems({ studentId }: { studentId: string }) {
  const { t } = useTranslation('progress')
  const titleId = useId()
  const query = useQuery(sharesQuery(studentId))
  const remove = useDeleteShare(studentId)
  const [removing, setRemoving] = useState<SharedItem | null>(null)

  const items = [...(query.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const label = (item: SharedItem) =>
    item.kind === 'message'
      ? t('shares.message')
      : item.period
        ? t('shares.report', { period: t(`periods.${item.period}`) })
        : t('shares.reportNoPeriod')

  const confirmRemove = () => {
    if (!removing) return
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null)
        toastSuccess(t('shares.removed'))
      },
      onError: (error) => toastError(t('shares.removeError'), error),
    })
  }

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h4 id={titleId} className="font-semibold text-sm">
        {t('shares.title')}
      </h4>
      {!query.data ? (
        query.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted-foreground text-sm">{t('shares.loadError')}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <Skeleton className="h-16 w-full" aria-hidden />
        )
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('shares.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id} className="grid gap-2 rounded-lg border p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid">
                  <span className="font-medium text-sm">{label(item)}</span>
                  <span className="text-muted-foreground text-xs tabular-nums">
                    {t('shares.sharedAt', { date: formatDate(item.createdAt) })}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground"
                  onClick={() => setRemoving(item)}
                >
                  {t('shares.remove')}
                </Button>
              </div>
              <p className="line-clamp-4 whitespace-pre-line break-words text-sm">{item.text}</p>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('shares.removeDialog.title')}
        description={t('shares.removeDialog.description')}
        cancelLabel={t('shares.removeDialog.cancel')}
        confirmLabel={t('shares.removeDialog.confirm')}
        pendingLabel={t('shares.removeDialog.pending')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </section>
  )
}
