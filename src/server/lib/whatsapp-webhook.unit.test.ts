import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { templateBody, templateParam } from './whatsapp-cloud'
import { signatureOf, validSignature, webhookEvents } from './whatsapp-webhook'

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../tests/fixtures/whatsapp/${name}.json`, import.meta.url), 'utf8'),
  )
const WAMID = 'wamid.HBgNNTUxMTk4NzY1NDMyMRUCABEYEjQ5QjU2RkE1QzNBQkE4NjBEAA=='
const MESSAGE = '00000000-0000-4000-8000-000000000000'

describe("the webhook's signature", () => {
  const raw = new TextEncoder().encode('{"object":"whatsapp_business_account","entry":[]}')
  it('is the HMAC-SHA256 of the raw body with the app secret', () => {
    expect(validSignature(raw, signatureOf(raw, 'secret'), 'secret')).toBe(true)
    expect(
      validSignature(
        raw,
        signatureOf(raw, 'secret').toUpperCase().replace('SHA256', 'sha256'),
        'secret',
      ),
    ).toBe(true)
    expect(validSignature(raw, signatureOf(raw, 'other'), 'secret')).toBe(false)
    expect(validSignature(raw, signatureOf(new Uint8Array([...raw, 32]), 'secret'), 'secret')).toBe(
      false,
    )
    for (const header of [undefined, '', 'sha256=', 'sha1=abc', `sha256=${'0'.repeat(63)}`])
      expect(validSignature(raw, header, 'secret'), String(header)).toBe(false)
  })
})

describe("the webhook's payloads, as Meta documents them", () => {
  it('reads statuses with their wamid, time, callback data and error', () => {
    expect(webhookEvents(fixture('status-delivered'))).toEqual([
      {
        kind: 'status',
        phoneNumberId: '106540352242922',
        at: new Date(1_750_000_000_000),
        id: WAMID,
        status: 'delivered',
        callbackData: MESSAGE,
        error: null,
      },
    ])
    const [failed] = webhookEvents(fixture('status-failed'))
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringContaining('131026') })
  })

  it('reads a button and an interactive reply, and a text', () => {
    expect(webhookEvents(fixture('button-reply'))).toEqual([
      {
        kind: 'reply',
        phoneNumberId: '106540352242922',
        at: new Date(1_750_000_120_000),
        id: expect.stringMatching(/^wamid\./),
        from: '5511987654321',
        contextId: WAMID,
        payload: `${MESSAGE}:declined`,
        text: 'Não posso',
        mediaId: null,
      },
    ])
    expect(webhookEvents(fixture('interactive-reply'))[0]).toMatchObject({
      kind: 'reply',
      payload: `${MESSAGE}:confirmed`,
      text: 'Confirmo',
    })
    expect(webhookEvents(fixture('text-parar'))[0]).toMatchObject({
      kind: 'text',
      from: '5511987654321',
      contextId: null,
      text: 'PARAR',
    })
    expect(webhookEvents(fixture('coach-audio'))[0]).toMatchObject({
      kind: 'audio',
      from: '5521987650001',
      text: '',
      mediaId: '1146285370567203',
    })
  })

  it('leaves out what is of another shape, one item at a time', () => {
    const payload = fixture('button-reply') as {
      entry: { changes: { value: { messages: unknown[] } }[] }[]
    }
    const value = payload.entry[0]!.changes[0]!.value
    value.messages.push({ from: 'not a number', id: 'x', timestamp: '1', type: 'button' })
    value.messages.push({ from: '5511987654321', id: 'y', timestamp: '1', type: 'image' })
    expect(webhookEvents(payload)).toHaveLength(1)
    for (const body of [
      null,
      'x',
      {},
      { object: 'page', entry: [] },
      {
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ field: 'account_update', value: {} }] }],
      },
    ])
      expect(webhookEvents(body)).toEqual([])
  })
})

describe('a template send', () => {
  it('has the body Meta documents, its text in one line Meta accepts', () => {
    const body = templateBody({
      to: '5511987654321',
      template: 'quadra_lembrete_aula',
      language: 'pt_BR',
      params: ['Olá, Ana!\n\nSua aula é amanhã.\tAté lá.      Fim'],
      buttonPayloads: ['a:confirmed', 'a:declined'],
      callbackData: 'a',
    })
    expect(body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511987654321',
      type: 'template',
      biz_opaque_callback_data: 'a',
      template: {
        name: 'quadra_lembrete_aula',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [{ type: 'text', text: 'Olá, Ana! Sua aula é amanhã. Até lá. Fim' }],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '0',
            parameters: [{ type: 'payload', payload: 'a:confirmed' }],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '1',
            parameters: [{ type: 'payload', payload: 'a:declined' }],
          },
        ],
      },
    })
  })

  it('shortens a text past the limit of a parameter', () => {
    const param = templateParam('á'.repeat(2000))
    expect(Array.from(param)).toHaveLength(1000)
    expect(param.endsWith('…')).toBe(true)
  })
})
