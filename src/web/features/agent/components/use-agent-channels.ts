import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from '~/lib/i18n'
import { toastError } from '~/lib/toast'
import { agentLinksQuery, useCreateAgentLinkCode } from '../api'
import { activeLinks, type Channel, linkedBy, type ShownCode } from '../lib/channel-links'

/** How often the card asks whether the code was sent, while one is on screen. */
export const LINK_POLL_MS = 3000

/**
 * The channels card's state: the coach's links, and the code on screen — made on 'Conectar',
 * expired at its time (the card then offers another), gone when the links, read again every
 * few seconds meanwhile, show the account it linked: the card then says that channel is
 * connected until closed.
 */
export function useAgentChannels() {
  const { t } = useTranslation('agent-channels')
  const create = useCreateAgentLinkCode()
  const [shown, setShown] = useState<ShownCode | null>(null)
  const [expired, setExpired] = useState(false)
  const [linked, setLinked] = useState<Channel | null>(null)
  const waiting = shown !== null && !expired
  const query = useQuery({ ...agentLinksQuery(), refetchInterval: waiting ? LINK_POLL_MS : false })
  const links = query.data

  const start = (channel: Channel) =>
    create.mutate(channel, {
      onSuccess: (made) => {
        const before = activeLinks(links).map((link) => link.id)
        setShown({ channel, code: made.code, expiresAt: made.expiresAt, before })
        setExpired(false)
        setLinked(null)
      },
      onError: (error) => toastError(t('connect.error'), error),
    })

  useEffect(() => {
    if (!shown) return
    const left = Date.parse(shown.expiresAt) - Date.now()
    if (left <= 0) {
      setExpired(true)
      return
    }
    const timer = setTimeout(() => setExpired(true), left)
    return () => clearTimeout(timer)
  }, [shown])

  useEffect(() => {
    if (!shown || !links || !linkedBy(links, shown)) return
    setLinked(shown.channel)
    setShown(null)
  }, [links, shown])

  return {
    query,
    shown,
    expired,
    linked,
    /** The channel whose code is being made. */
    creating: create.isPending ? create.variables : undefined,
    start,
    close: () => setShown(null),
    closeLinked: () => setLinked(null),
  }
}
