import type { AgentLink } from '@shared/schemas/agent.response'
import { useState } from 'react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { Button } from '~/components/ui/button'
import { formatDate } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { useRevokeAgentLink } from '../api'
import { accountLabel } from '../lib/channel-links'
import { ChannelIcon } from './channel-icon'

/**
 * The accounts that talk to the assistant: channel, number or name, since when, and
 * 'Desconectar' (asked first; the account stops at once, the list is read again).
 */
export function LinkedAccounts({ accounts }: { accounts: AgentLink[] }) {
  const { t } = useTranslation('agent-channels')
  const revoke = useRevokeAgentLink()
  // the account asked about stays named while the dialog closes
  const [target, setTarget] = useState<AgentLink | null>(null)
  const [asking, setAsking] = useState(false)
  const name = (link: AgentLink) =>
    [t(`channel.${link.channel}`), accountLabel(link)].filter(Boolean).join(' ')

  const disconnect = () => {
    if (!target) return
    revoke.mutate(target.id, {
      onSuccess: () => {
        setAsking(false)
        toastSuccess(t('disconnect.done'))
      },
      onError: (error) => toastError(t('disconnect.error'), error),
    })
  }
  return (
    <>
      <ul aria-label={t('accounts')} className="divide-y rounded-lg border">
        {accounts.map((link) => (
          <li
            key={link.id}
            className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 p-3 sm:grid-cols-[auto_1fr_auto]"
          >
            <ChannelIcon channel={link.channel} className="size-5 self-start text-primary" />
            <div className="min-w-0">
              <p id={`agent-link-${link.id}`} className="break-words font-medium">
                {name(link)}
              </p>
              <p className="text-muted-foreground text-sm">
                {t('linkedOn', { date: formatDate(link.linkedAt) })}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-describedby={`agent-link-${link.id}`}
              className="col-start-2 -ml-3 justify-self-start text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground sm:col-start-3 sm:ml-0"
              onClick={() => {
                setTarget(link)
                setAsking(true)
              }}
            >
              {t('disconnect.trigger')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('disconnect.title')}
        description={t('disconnect.description', { account: target ? name(target) : '' })}
        cancelLabel={t('disconnect.cancel')}
        confirmLabel={t('disconnect.confirm')}
        pendingLabel={t('disconnect.pending')}
        pending={revoke.isPending}
        onConfirm={disconnect}
      />
    </>
  )
}
