import { describe, expect, it } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import {
  accountLabel,
  activeLinks,
  businessNumber,
  linkedBy,
  offeredChannels,
  telegramUrl,
  whatsappUrl,
} from './channel-links'

describe('the channels card rules', () => {
  it('offers only the configured channels, and lists only the accounts still linked', () => {
    const links = build.agentLinks({
      items: [build.agentLink({ id: 'a' }), build.agentLink({ id: 'b', revokedAt: '2026-02-01' })],
      channels: { whatsapp: false, telegram: true },
    })
    expect(offeredChannels(links)).toEqual(['telegram'])
    expect(activeLinks(links).map((l) => l.id)).toEqual(['a'])
    expect(activeLinks(undefined)).toEqual([])
  })

  it('sees the code linked when a new active account of its channel appears', () => {
    const shown = {
      channel: 'telegram' as const,
      code: 'QUADRA-7KQ2MX',
      expiresAt: '',
      before: ['a'],
    }
    const old = build.agentLink({ id: 'a', channel: 'telegram' })
    const otherChannel = build.agentLink({ id: 'w', channel: 'whatsapp' })
    expect(linkedBy(build.agentLinks({ items: [old, otherChannel] }), shown)).toBeNull()
    const fresh = build.agentLink({ id: 'n', channel: 'telegram', label: '@ana' })
    expect(linkedBy(build.agentLinks({ items: [fresh, old] }), shown)).toBe(fresh)
    const revoked = { ...fresh, revokedAt: '2026-02-01T00:00:00.000Z' }
    expect(linkedBy(build.agentLinks({ items: [revoked] }), shown)).toBeNull()
  })

  it('shows numbers as the app does, and builds the wa.me and t.me links with the code', () => {
    expect(businessNumber('5511940028922')).toBe('+55 (11) 94002-8922')
    expect(businessNumber('12125550123')).toBe('+12125550123')
    expect(accountLabel(build.agentLink({ label: '+5521987650001' }))).toBe('(21) 98765-0001')
    expect(accountLabel(build.agentLink({ channel: 'telegram', label: '@ana' }))).toBe('@ana')
    expect(accountLabel(build.agentLink({ label: null }))).toBeNull()
    expect(whatsappUrl('5511940028922', 'QUADRA-7KQ2MX')).toBe(
      'https://wa.me/5511940028922?text=QUADRA-7KQ2MX',
    )
    expect(telegramUrl('QuadraBot', 'QUADRA-7KQ2MX')).toBe(
      'https://t.me/QuadraBot?start=QUADRA-7KQ2MX',
    )
  })
})
