import MessageCircle from 'lucide-react/icons/message-circle'
import Send from 'lucide-react/icons/send'
import { cn } from '~/lib/utils'
import type { Channel } from '../lib/channel-links'

/** WhatsApp's speech bubble or Telegram's paper plane (decoration: the name is beside it). */
export function ChannelIcon({ channel, className }: { channel: Channel; className?: string }) {
  const Icon = channel === 'whatsapp' ? MessageCircle : Send
  return <Icon aria-hidden className={cn('shrink-0', className)} />
}
