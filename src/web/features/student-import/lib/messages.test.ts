import { describe, expect, it } from 'vitest'
import { importMessageText, newIdempotencyKey } from './messages'

describe('importMessageText', () => {
  it("shows a coded message from the catalog, else the server's text", async () => {
    const { loadMessages } = await import('~/lib/messages')
    await loadMessages('pt-BR')
    expect(
      importMessageText({
        message: 'x',
        messageCode: 'import.linePhoneInvalid',
        messageParams: { line: 14 },
      }),
    ).toBe('Linha 14: telefone inválido — confira o DDD')
    expect(importMessageText({ message: 'Texto do servidor' })).toBe('Texto do servidor')
  })
})

describe('newIdempotencyKey', () => {
  it('makes a different key each time', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey))
    expect(keys.size).toBe(20)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{32,36}$/)
  })
})
