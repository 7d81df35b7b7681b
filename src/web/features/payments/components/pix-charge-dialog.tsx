import '~/locales/payments'
import { shortId } from '@shared/domain/package-status'
import { whatsappUrl } from '@shared/domain/whatsapp'
import type { PackageDto } from '@shared/schemas/packages.response'
import { useQuery } from '@tanstack/react-query'
import Copy from 'lucide-react/icons/copy'
import MessageCircle from 'lucide-react/icons/message-circle'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Skeleton } from '~/components/ui/skeleton'
import { Textarea } from '~/components/ui/textarea'
import { ApiError, errorMessage } from '~/lib/api-client'
import { formatMoney } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { packagePixQuery } from '../api/package-payments'
import { PackageActionDialog } from './package-action-dialog'

/** Refusals of a charge the coach fixes in the profile. */
const PROFILE_FIXES = new Set(['PIX_NOT_SET', 'PIX_NEEDS_BRL'])

/** The BR Code as an SVG data URL, drawn by `qrcode` (loaded only when a charge is shown). */
function useQrCode(payload: string | undefined) {
  const [state, setState] = useState<{ payload: string; src: string | null } | null>(null)
  useEffect(() => {
    if (!payload) return
    let live = true
    import('qrcode')
      .then((qr) => qr.toString(payload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (live)
          setState({ payload, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` })
      })
      .catch(() => {
        if (live) setState({ payload, src: null })
      })
    return () => {
      live = false
    }
  }, [payload])
  return state?.payload === payload ? state : null
}

function ChargeBody({ pkg }: { pkg: PackageDto }) {
  const { t } = useTranslation('payments')
  const charge = useQuery(packagePixQuery(pkg.studentId, pkg.id))
  const qr = useQrCode(charge.data?.payload)
  const codeRef = useRef<HTMLInputElement>(null)
  const messageRef = useRef<HTMLTextAreaElement>(null)

  const copy = async (text: string, field: HTMLInputElement | HTMLTextAreaElement | null) => {
    try {
      await navigator.clipboard.writeText(text)
      toastSuccess(t('charge.copied'))
    } catch {
      field?.select()
      toastError(t('charge.copyError'), null)
    }
  }

  if (charge.isPending)
    return (
      <div aria-busy="true" className="grid justify-items-center gap-3">
        <span className="sr-only">{t('charge.loading')}</span>
        <Skeleton className="size-56" />
        <Skeleton className="h-9 w-full" />
      </div>
    )
  if (charge.isError) {
    const error = charge.error
    const conflict = error instanceof ApiError && error.status === 409
    // the profile fixes it (a Pix key, the BRL currency); the message may be English now
    const noSettings =
      conflict && (PROFILE_FIXES.has(error.code) || /chave pix|perfil/i.test(error.message))
    return (
      <div role="alert" className="grid gap-3">
        <p className={conflict ? 'text-sm' : 'text-destructive text-sm'}>
          {conflict ? error.message : errorMessage(error, t('charge.error'))}
        </p>
        {noSettings ? (
          <Button asChild className="justify-self-start">
            <Link to="/app/profile">{t('charge.toProfile')}</Link>
          </Button>
        ) : (
          !conflict && (
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => void charge.refetch()}
            >
              {t('charge.retry')}
            </Button>
          )
        )}
      </div>
    )
  }

  const data = charge.data
  const amount = formatMoney(data.amountCents)
  // written by the server in the student's language (not the coach's): shown as it is
  const message = data.message
  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid justify-items-center">
        {qr === null ? (
          <Skeleton className="size-56" aria-hidden />
        ) : qr.src ? (
          <img
            src={qr.src}
            alt={t('charge.qrLabel', { amount })}
            className="size-56 rounded-md border bg-white p-1"
          />
        ) : (
          <p className="text-muted-foreground text-sm">{t('charge.qrError')}</p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="pix-code">{t('charge.code')}</Label>
        <div className="flex min-w-0 gap-2">
          <Input
            id="pix-code"
            ref={codeRef}
            readOnly
            value={data.payload}
            className="min-w-0 flex-1 font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => void copy(data.payload, codeRef.current)}
          >
            <Copy aria-hidden />
            {t('charge.copyCode')}
          </Button>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="pix-message">{t('charge.message')}</Label>
        <Textarea
          id="pix-message"
          ref={messageRef}
          readOnly
          rows={5}
          value={message}
          className="text-sm"
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button
            type="button"
            variant="outline"
            onClick={() => void copy(message, messageRef.current)}
          >
            <Copy aria-hidden />
            {t('charge.copyMessage')}
          </Button>
          {data.whatsappPhone && (
            <Button asChild>
              <a
                href={whatsappUrl(data.whatsappPhone, message)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <MessageCircle aria-hidden />
                {t('charge.whatsapp')}
              </a>
            </Button>
          )}
          {data.whatsappPhone && (
            // the code alone, as the next message: a bank app reads a pasted code only bare
            <Button asChild variant="outline">
              <a
                href={whatsappUrl(data.whatsappPhone, data.payload)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <MessageCircle aria-hidden />
                {t('charge.whatsappCode')}
              </a>
            </Button>
          )}
        </div>
        <p className="text-muted-foreground text-sm">{t('charge.codeApart')}</p>
        {!data.whatsappPhone && (
          <p className="text-muted-foreground text-sm">{t('charge.noPhone')}</p>
        )}
      </div>
      <p className="text-muted-foreground text-xs">{t('charge.manual')}</p>
    </div>
  )
}

/** 'Cobrar via Pix': the BR Code of the package's balance, its QR code and the message. */
export function PixChargeDialog({
  pkg,
  open,
  onOpenChange,
}: {
  pkg: PackageDto
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('payments')
  return (
    <PackageActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('charge.title')}
      description={t('charge.description', {
        id: shortId(pkg.id),
        amount: formatMoney(pkg.money.balanceCents),
      })}
    >
      <ChargeBody pkg={pkg} />
    </PackageActionDialog>
  )
}
