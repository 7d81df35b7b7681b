import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { coachSuite } from '../../../../tests/helpers/coach-kit'
import { ok, type TestClient } from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { agentLinkCodeSchema, agentLinksSchema } from '../../../shared/schemas/agent.response'
import { linkByCode, linkCodeOf, linkedCoach } from './agent-links'

/**
 * Linking a messaging account to a coach: a code of 15 minutes whose hash only is stored, used
 * once; one account links one coach (a new link revokes the old); revoking acts at once.
 */
const s = coachSuite()

const newCode = async (client: TestClient, channel: 'whatsapp' | 'telegram' = 'whatsapp') =>
  agentLinkCodeSchema.parse(await ok(await client.post('/api/agent/links', { channel }), 201))
const linksOf = async (client: TestClient) =>
  agentLinksSchema.parse(await ok(await client.get('/api/agent/links')))
const account = (externalId: string) => ({
  channel: 'whatsapp' as const,
  externalId,
  label: `+${externalId}`,
})

describe('link codes', () => {
  it('reads a code in the ways a coach sends it, and nothing else', () => {
    expect(linkCodeOf('QUADRA-7KQ2MX')).toBe('7KQ2MX')
    expect(linkCodeOf(' quadra 7kq2mx. ')).toBe('7KQ2MX')
    expect(linkCodeOf('/start QUADRA-7KQ2MX')).toBe('7KQ2MX')
    expect(linkCodeOf('7KQ2MX')).toBe('7KQ2MX')
    for (const text of ['agenda', 'PARAR', 'quem tá devendo?', 'QUADRA-7KQ2M', 'sim'])
      expect(linkCodeOf(text), text).toBeNull()
  })

  it('stores only a hash that expires in 15 minutes, and links once', async () => {
    const { client, userId } = await s.ctx.coach()
    const { code, expiresAt } = await newCode(client)
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(14)
    expect(minutes).toBeLessThanOrEqual(15)
    const stored = await queryRows<{ code_hash: string }>(
      s.ctx.database.db,
      sql`SELECT code_hash FROM agent_links WHERE user_id = ${userId}`,
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]!.code_hash).not.toContain(code.slice(-6))
    expect((await linksOf(client)).items).toEqual([])

    expect(await linkByCode(s.ctx.database.db, account('5521987650101'), code)).toBe(userId)
    expect(await linkByCode(s.ctx.database.db, account('5521987650102'), code)).toBeNull()
    const { items } = await linksOf(client)
    expect(items).toMatchObject([{ channel: 'whatsapp', label: '+5521987650101', revokedAt: null }])
  })

  it('a new link of the same number revokes the old, and revoking acts at once', async () => {
    const first = await s.ctx.coach()
    const second = await s.ctx.coach()
    const db = s.ctx.database.db
    await linkByCode(db, account('5521987650201'), (await newCode(first.client)).code)
    expect((await linkedCoach(db, 'whatsapp', '5521987650201'))?.id).toBe(first.userId)
    await linkByCode(db, account('5521987650201'), (await newCode(second.client)).code)
    expect((await linkedCoach(db, 'whatsapp', '5521987650201'))?.id).toBe(second.userId)
    expect((await linksOf(first.client)).items[0]!.revokedAt).not.toBeNull()

    const [link] = (await linksOf(second.client)).items
    expect((await second.client.delete(`/api/agent/links/${link!.id}`)).status).toBe(204)
    expect(await linkedCoach(db, 'whatsapp', '5521987650201')).toBeNull()
    // again: still revoked; another coach's, or no such link: 404
    expect((await second.client.delete(`/api/agent/links/${link!.id}`)).status).toBe(204)
    expect((await first.client.delete(`/api/agent/links/${link!.id}`)).status).toBe(404)
    expect((await first.client.delete('/api/agent/links/nope')).status).toBe(404)
  })

  it('a new code replaces the unused one, and a wrong channel is refused', async () => {
    const { client } = await s.ctx.coach()
    const old = await newCode(client)
    await newCode(client)
    expect(await linkByCode(s.ctx.database.db, account('5521987650301'), old.code)).toBeNull()
    const sms = JSON.parse('{"channel":"sms"}') as { channel: 'whatsapp' }
    expect((await client.post('/api/agent/links', sms)).status).toBe(400)
    const links = await linksOf(client)
    expect(links.channels).toEqual({ whatsapp: false, telegram: false })
    expect(links.contacts).toEqual({ whatsappNumber: null, telegramBot: null })
  })
})
