import type { AgentLinks } from '@shared/schemas/agent.response'
import Clock from 'lucide-react/icons/clock'
import Copy from 'lucide-react/icons/copy'
import ExternalLink from 'lucide-react/icons/external-link'
import LoaderCircle from 'lucide-react/icons/loader-circle'
import { useEffect, useRef } from 'react'
import { Button } from '~/components/ui/button'
import { formatTime } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { businessNumber, type ShownCode, telegramUrl, whatsappUrl } from '../lib/channel-links'

/**
 * The code made by 'Conectar': large and copyable, where to send it (a wa.me or t.me link
 * carrying it when the server names its number or bot), until when it works, and that the
 * card updates by itself. Once expired: 'Gerar outro código'.
 */
export function LinkCodePanel({
  shown,
  expired,
  contacts,
  again,
  onAgain,
  onClose,
}: {
  shown: ShownCode
  expired: boolean
  contacts: AgentLinks['contacts']
  /** Another code is being made. */
  again: boolean
  onAgain: () => void
  onClose: () => void
}) {
  const { t } = useTranslation('agent-channels')
  const heading = useRef<HTMLHeadingElement>(null)
  // keyboard and screen reader users land on the code (a new code is a new panel: its key)
  useEffect(() => heading.current?.focus(), [])
  const channel = t(`channel.${shown.channel}`)
  return (
    <section
      aria-labelledby="agent-code-title"
      className="space-y-3 rounded-lg border bg-muted/40 p-4"
    >
      <h3
        id="agent-code-title"
        ref={heading}
        tabIndex={-1}
        className="font-semibold outline-ring focus-visible:outline-2"
      >
        {t('code.title', { channel })}
      </h3>
      {expired ? (
        <>
          <p role="status" className="text-sm">
            {t('code.expired')}
          </p>
          <Button onClick={onAgain} disabled={again} className="w-full sm:w-auto">
            {again ? t('connect.creating') : t('code.again')}
          </Button>
        </>
      ) : (
        <LiveCode shown={shown} contacts={contacts} />
      )}
      <Button variant="ghost" onClick={onClose} className="w-full sm:w-auto">
        {t('code.close')}
      </Button>
    </section>
  )
}

function LiveCode({ shown, contacts }: { shown: ShownCode; contacts: AgentLinks['contacts'] }) {
  const { t } = useTranslation('agent-channels')
  const codeText = useRef<HTMLSpanElement>(null)
  const { code } = shown
  const { whatsappNumber: number, telegramBot: bot } = contacts
  const whatsapp = shown.channel === 'whatsapp'
  // where to send it, its number or bot name kept on one line
  const [instruction, to] = whatsapp
    ? number
      ? [t('send.whatsappTo'), businessNumber(number)]
      : [t('send.whatsapp'), null]
    : bot
      ? [t('send.telegramTo'), `@${bot}`]
      : [t('send.telegram'), null]
  const open = whatsapp
    ? number
      ? { href: whatsappUrl(number, code), label: t('send.openWhatsapp') }
      : null
    : bot
      ? { href: telegramUrl(bot, code), label: t('send.openTelegram') }
      : null

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      toastSuccess(t('code.copied'))
    } catch {
      if (codeText.current) window.getSelection()?.selectAllChildren(codeText.current)
      toastError(t('code.copyError'), null)
    }
  }
  return (
    <>
      <p className="text-sm">
        {instruction}
        {to && (
          <>
            {' '}
            <span className="whitespace-nowrap font-medium">{to}</span>
          </>
        )}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="min-w-0">
          <span className="sr-only">{t('code.label')}: </span>
          <span
            ref={codeText}
            data-testid="agent-link-code"
            className="select-all break-all font-mono font-semibold text-3xl tracking-wider"
          >
            {code}
          </span>
        </p>
        <Button variant="outline" onClick={() => void copy()} className="w-full sm:w-auto">
          <Copy aria-hidden />
          {t('code.copy')}
        </Button>
      </div>
      {open && (
        <Button asChild className="w-full sm:w-auto">
          <a href={open.href} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            {open.label}
          </a>
        </Button>
      )}
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Clock aria-hidden className="size-4 shrink-0" />
        {t('code.validUntil', { time: formatTime(shown.expiresAt) })}
      </p>
      <p className="flex items-start gap-2 text-muted-foreground text-sm">
        <LoaderCircle aria-hidden className="mt-0.5 size-4 shrink-0 motion-safe:animate-spin" />
        {t('code.waiting')}
      </p>
    </>
  )
}
