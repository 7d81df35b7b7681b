import '~/locales/agent-channels'
import type { AgentLinks } from '@shared/schemas/agent.response'
import BotMessageSquare from 'lucide-react/icons/bot-message-square'
import CircleCheck from 'lucide-react/icons/circle-check'
import { useEffect, useRef } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { useTranslation } from '~/lib/i18n'
import { activeLinks, type Channel, offeredChannels } from '../lib/channel-links'
import { ChannelIcon } from './channel-icon'
import { LinkCodePanel } from './link-code-panel'
import { LinkedAccounts } from './linked-accounts'
import { useAgentChannels } from './use-agent-channels'

/**
 * 'Assistente no WhatsApp e no Telegram' on 'Meu Perfil': the coach's linked accounts, each
 * with 'Desconectar', and for each channel this server has configured a 'Conectar' that shows
 * a one-time code to send from the account. On a server with no channel, a line says where the
 * assistant works instead (no button that could not work).
 */
export function AgentChannelsCard() {
  const { t } = useTranslation('agent-channels')
  const channels = useAgentChannels()
  const { query } = channels
  return (
    <section aria-labelledby="agent-channels-title">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="agent-channels-title" className="flex items-center gap-2 text-lg">
              <BotMessageSquare aria-hidden className="size-5 shrink-0 text-primary" />
              {t('title')}
            </h2>
          </CardTitle>
          <p className="text-muted-foreground text-sm">{t('description')}</p>
        </CardHeader>
        <CardContent className="space-y-4">
          {query.data ? (
            <ChannelsBody links={query.data} channels={channels} />
          ) : query.isError ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-muted-foreground text-sm">{t('loadError')}</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : (
            <div className="space-y-2" aria-busy="true">
              <span className="sr-only">{t('loading')}</span>
              <Skeleton className="h-4 w-64 max-w-full" />
              <Skeleton className="h-10 w-44" />
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  )
}

function ChannelsBody({
  links,
  channels,
}: {
  links: AgentLinks
  channels: ReturnType<typeof useAgentChannels>
}) {
  const { t } = useTranslation('agent-channels')
  const { shown, expired, linked, creating } = channels
  const offered = offeredChannels(links)
  const accounts = activeLinks(links)
  // back on the channel's button when its code is put away
  const focusConnect = (channel: Channel) =>
    requestAnimationFrame(() => document.getElementById(`agent-connect-${channel}`)?.focus())
  return (
    <>
      {accounts.length > 0 ? (
        <LinkedAccounts accounts={accounts} />
      ) : offered.length > 0 ? (
        <p className="text-muted-foreground text-sm">{t('none')}</p>
      ) : null}
      {offered.length === 0 && <p className="text-muted-foreground text-sm">{t('noChannels')}</p>}
      {linked && (
        <ConnectedNote
          channel={linked}
          onClose={() => {
            channels.closeLinked()
            focusConnect(linked)
          }}
        />
      )}
      {shown && (
        <LinkCodePanel
          key={shown.code}
          shown={shown}
          expired={expired}
          contacts={links.contacts}
          again={creating === shown.channel}
          onAgain={() => channels.start(shown.channel)}
          onClose={() => {
            channels.close()
            focusConnect(shown.channel)
          }}
        />
      )}
      {offered.length > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {offered
            .filter((channel) => channel !== shown?.channel)
            .map((channel) => (
              <Button
                key={channel}
                id={`agent-connect-${channel}`}
                variant="outline"
                disabled={creating !== undefined}
                onClick={() => channels.start(channel)}
              >
                <ChannelIcon channel={channel} />
                {creating === channel ? t('connect.creating') : t(`connect.${channel}`)}
              </Button>
            ))}
        </div>
      )}
    </>
  )
}

/** The account the code linked: said once, in place of the code, until put away. */
function ConnectedNote({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  const { t } = useTranslation('agent-channels')
  const note = useRef<HTMLDivElement>(null)
  useEffect(() => note.current?.focus(), [])
  return (
    <div
      ref={note}
      role="status"
      tabIndex={-1}
      className="flex flex-wrap items-start gap-3 rounded-lg bg-success-soft p-4 text-success-soft-foreground outline-ring focus-visible:outline-2"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t('connected.title', { channel: t(`channel.${channel}`) })}</p>
        <p className="text-sm">{t('connected.hint')}</p>
      </div>
      <Button variant="ghost" size="sm" onClick={onClose}>
        {t('connected.close')}
      </Button>
    </div>
  )
}
