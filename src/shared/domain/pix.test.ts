import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PIX_KEY_TYPES, type PixKeyType } from '../constants'
import { PHONE_INVALID_MESSAGE, PHONE_LENGTH_MESSAGE } from './phone'
import {
  buildPixPayload,
  crc16ccitt,
  isValidCnpj,
  isValidCpf,
  PIX_KEY_MESSAGES,
  pixText,
  pixTxid,
  validatePixKey,
} from './pix'

/*
 * Independent checks: a TLV decoder and a bit-by-bit CRC written here, not borrowed from
 * pix.ts (which uses a lookup table), and check digits computed the other classic way
 * ((Σ digit × weight × 10) mod 11 mod 10).
 */

type Field = { id: string; value: string }

/** Splits EMV TLV text into fields; throws on anything malformed. */
function decodeTlv(text: string): Field[] {
  const fields: Field[] = []
  let at = 0
  while (at < text.length) {
    const id = text.slice(at, at + 2)
    const lengthText = text.slice(at + 2, at + 4)
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText))
      throw new Error(`bad header at ${at}: ${text.slice(at, at + 4)}`)
    const length = Number(lengthText)
    const value = text.slice(at + 4, at + 4 + length)
    if (value.length !== length) throw new Error(`field ${id} runs past the end`)
    fields.push({ id, value })
    at += 4 + length
  }
  return fields
}

function fieldMap(fields: Field[]): Map<string, string> {
  const map = new Map<string, string>()
  for (const f of fields) {
    if (map.has(f.id)) throw new Error(`duplicate field ${f.id}`)
    map.set(f.id, f.value)
  }
  return map
}

/** CRC16-CCITT-FALSE, one bit at a time over char codes (ASCII only). */
function bitwiseCrc(text: string): string {
  let crc = 0xffff
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code > 0x7f) throw new Error('non-ASCII in payload')
    crc ^= code << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1
      crc &= 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

interface Decoded {
  top: Map<string, string>
  order: string[]
  account: Map<string, string>
  additional: Map<string, string>
}

/** Decodes a BR Code and checks its framing and CRC; returns the fields. */
function decodeBrCode(payload: string): Decoded {
  expect(payload).toMatch(/^[\x20-\x7e]+$/)
  const fields = decodeTlv(payload)
  const last = fields.at(-1)
  expect(last?.id).toBe('63')
  expect(last?.value).toMatch(/^[0-9A-F]{4}$/)
  expect(bitwiseCrc(payload.slice(0, -4))).toBe(last?.value)
  const top = fieldMap(fields)
  return {
    top,
    order: fields.map((f) => f.id),
    account: fieldMap(decodeTlv(top.get('26') ?? '')),
    additional: fieldMap(decodeTlv(top.get('62') ?? '')),
  }
}

describe('crc16ccitt (CCITT-FALSE)', () => {
  it('gives the check values of the standard and of published BR Codes', () => {
    expect(crc16ccitt('123456789')).toBe(0x29b1)
    expect(crc16ccitt('')).toBe(0xffff)
    expect(crc16ccitt('A')).toBe(0xb915)
    // The "BR Code composto" example of the Banco Central's Manual do BR Code (CRC AD38)
    const composite =
      '00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-426655440000' +
      '27300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR' +
      '6008BRASILIA61087007490062190515RP12345678-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304'
    expect(crc16ccitt(composite)).toBe(0xad38)
  })

  it('agrees with the bit-by-bit version on any ASCII text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 300 }), (text) => {
        expect(crc16ccitt(text).toString(16).toUpperCase().padStart(4, '0')).toBe(bitwiseCrc(text))
      }),
    )
  })
})

describe('buildPixPayload', () => {
  it("reproduces the manual's static example", () => {
    // Manual de Padrões para Iniciação do Pix (Banco Central), static BR Code example: random
    // key, no amount, txid '***'. Same string in the BCB-based tests of ACBr (ACBrPIXCD,
    // TTestQRCodeEstatico) and of brazilian-utils (isValidPixPayload).
    expect(
      buildPixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        name: 'Fulano de Tal',
        city: 'BRASILIA',
        amountCents: 0,
        txid: '',
      }),
    ).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
        '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    )
  })

  it('reproduces a published example with an amount and an accented city', () => {
    // brazilian-utils (JavaScript) README, generatePixPayload: CPF key, R$ 123,45, 'Brasília'
    expect(
      buildPixPayload({
        key: '12345678909',
        name: 'Fulano de Tal',
        city: 'Brasília',
        amountCents: 12345,
        txid: '',
      }),
    ).toBe(
      '00020126330014br.gov.bcb.pix0111123456789095204000053039865406123.45' +
        '5802BR5913Fulano de Tal6008Brasilia62070503***630479EE',
    )
  })

  it('writes the amount with two decimals, the txid, and recomputes the CRC', () => {
    const payload = buildPixPayload({
      key: 'ana@exemplo.com',
      name: 'Ana Souza',
      city: 'Recife',
      amountCents: 12000,
      txid: 'PKG0a1b2c3d',
    })
    const d = decodeBrCode(payload)
    expect(d.top.get('54')).toBe('120.00')
    expect(d.additional.get('05')).toBe('PKG0a1b2c3d')
    expect(payload).toContain('5406120.00')
    expect(payload).toContain('62150511PKG0a1b2c3d')
    expect(
      buildPixPayload({ key: 'k@x.io', name: 'A', city: 'B', amountCents: 5, txid: '' }),
    ).toContain('54040.05')
  })

  it('removes accents and cuts the name to 25 and the city to 15 characters', () => {
    const d = decodeBrCode(
      buildPixPayload({
        key: '+5511987654321',
        name: 'Conceição Ângela Brandão de Araújo',
        city: 'São José dos Campos',
        amountCents: 0,
        txid: 'x',
      }),
    )
    expect(d.top.get('59')).toBe('Conceicao Angela Brandao')
    expect(d.top.get('60')).toBe('Sao Jose dos Ca')
    expect(
      decodeBrCode(
        buildPixPayload({ key: 'k', name: 'Zé', city: 'São Paulo', amountCents: 0, txid: '' }),
      ).top.get('60'),
    ).toBe('Sao Paulo')
    expect(pixText('  Ação   e  Reação  ', 25)).toBe('Acao e Reacao')
    expect(pixText('Müller – Café ☕', 25)).toBe('Muller Cafe')
    expect(pixText('李明', 25)).toBe('')
  })

  it('still makes a valid code when nothing of the name or city survives', () => {
    const d = decodeBrCode(
      buildPixPayload({ key: 'k@x.io', name: '李明', city: '東京', amountCents: 100, txid: '' }),
    )
    expect(d.top.get('59')).toBe('Recebedor')
    expect(d.top.get('60')).toBe('Brasil')
  })

  it('refuses a key or an amount it cannot encode', () => {
    const base = { name: 'A', city: 'B', amountCents: 0, txid: '' }
    expect(() => buildPixPayload({ ...base, key: '' })).toThrow()
    expect(() => buildPixPayload({ ...base, key: 'a'.repeat(78) })).toThrow()
    expect(() => buildPixPayload({ ...base, key: 'chave com espaço' })).toThrow()
    expect(() => buildPixPayload({ ...base, key: 'k', amountCents: -1 })).toThrow()
    expect(() => buildPixPayload({ ...base, key: 'k', amountCents: 1.5 })).toThrow()
    expect(() => buildPixPayload({ ...base, key: 'a'.repeat(77) })).not.toThrow()
  })

  // Accented letters whose ASCII form is known, to compute the expected text independently
  const ACCENTS: Record<string, string> = {
    á: 'a',
    à: 'a',
    â: 'a',
    ã: 'a',
    é: 'e',
    ê: 'e',
    í: 'i',
    ó: 'o',
    ô: 'o',
    õ: 'o',
    ú: 'u',
    ü: 'u',
    ç: 'c',
    Á: 'A',
    Â: 'A',
    Ã: 'A',
    É: 'E',
    Í: 'I',
    Ó: 'O',
    Õ: 'O',
    Ú: 'U',
    Ç: 'C',
  }
  const textChar = fc.oneof(
    fc.constantFrom(...Object.keys(ACCENTS)),
    fc.constantFrom(' ', '-', "'", '.', '&'),
    fc.string({ unit: fc.constantFrom(...'abcXYZ019'), minLength: 1, maxLength: 1 }),
  )
  const text = fc.array(textChar, { minLength: 1, maxLength: 40 }).map((cs) => cs.join(''))
  const expectedText = (value: string, max: number, fallback: string) => {
    const ascii = [...value].map((c) => ACCENTS[c] ?? c).join('')
    const cut = ascii.replace(/\s+/g, ' ').trim().slice(0, max).trim()
    return cut || fallback
  }
  const key = fc.oneof(
    fc.uuid().map((u) => u.toLowerCase()),
    fc.emailAddress().filter((e) => e.length <= 77),
    fc.integer({ min: 11_900_000_000, max: 99_999_999_999 }).map((n) => `+55${n}`),
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 14 }),
  )

  it('round-trips every field through an independent decoder', () => {
    fc.assert(
      fc.property(
        key,
        text,
        text,
        fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000_000 })),
        fc.string({ maxLength: 40 }),
        (k, name, city, amountCents, txidSeed) => {
          const payload = buildPixPayload({ key: k, name, city, amountCents, txid: txidSeed })
          const d = decodeBrCode(payload)
          const expectedOrder = ['00', '26', '52', '53', '54', '58', '59', '60', '62', '63'].filter(
            (id) => id !== '54' || amountCents > 0,
          )
          expect(d.order).toEqual(expectedOrder)
          expect(d.top.get('00')).toBe('01')
          expect([...d.account.keys()]).toEqual(['00', '01'])
          expect(d.account.get('00')).toBe('br.gov.bcb.pix')
          expect(d.account.get('01')).toBe(k)
          expect(d.top.get('52')).toBe('0000')
          expect(d.top.get('53')).toBe('986')
          expect(d.top.get('58')).toBe('BR')
          if (amountCents > 0) {
            const amount = d.top.get('54') ?? ''
            expect(amount).toMatch(/^(0|[1-9]\d*)\.\d{2}$/)
            const [reais, cents] = amount.split('.')
            expect(Number(reais) * 100 + Number(cents)).toBe(amountCents)
          }
          expect(d.top.get('59')).toBe(expectedText(name, 25, 'Recebedor'))
          expect(d.top.get('60')).toBe(expectedText(city, 15, 'Brasil'))
          const txid = txidSeed.replace(/[^A-Za-z0-9]/g, '').slice(0, 25)
          expect([...d.additional.keys()]).toEqual(['05'])
          expect(d.additional.get('05')).toBe(txid || '***')
        },
      ),
      { numRuns: 300 },
    )
  })

  it('is a well-formed ASCII code for any unicode name and city', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme' }),
        (name, city) => {
          const d = decodeBrCode(
            buildPixPayload({ key: '+5511987654321', name, city, amountCents: 1, txid: name }),
          )
          expect((d.top.get('59') ?? '').length).toBeLessThanOrEqual(25)
          expect((d.top.get('60') ?? '').length).toBeLessThanOrEqual(15)
          expect(d.top.get('59')).toMatch(/^\S(.*\S)?$/)
          expect(d.additional.get('05')).toMatch(/^([A-Za-z0-9]{1,25}|\*\*\*)$/)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('pixTxid', () => {
  it('keeps up to 25 letters and digits of the seed', () => {
    expect(pixTxid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5bd9cb469fa16570867')
    expect(pixTxid('Pacote #12 – Ana')).toBe('Pacote12Ana')
    expect(pixTxid('---')).toBe('')
    fc.assert(
      fc.property(fc.string(), (seed) => {
        expect(pixTxid(seed)).toMatch(/^[A-Za-z0-9]{0,25}$/)
      }),
    )
  })
})

/** Check digits the other way: (Σ value × weight) × 10 mod 11 mod 10; a letter is worth its position in '0…9:;<=>?@A…Z'. */
function checkDigit(digits: string, weights: number[]): string {
  const value = (c: string) => '0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ'.indexOf(c)
  const sum = [...digits].reduce((acc, d, i) => acc + value(d) * (weights[i] ?? 0), 0)
  return String(((sum * 10) % 11) % 10)
}
function makeCpf(base9: string): string {
  const d1 = checkDigit(base9, [10, 9, 8, 7, 6, 5, 4, 3, 2])
  return base9 + d1 + checkDigit(base9 + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
}
function makeCnpj(base12: string): string {
  const d1 = checkDigit(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  return base12 + d1 + checkDigit(base12 + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
}
const digitString = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n })
const alnumString = (n: number) =>
  fc.string({
    unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    minLength: n,
    maxLength: n,
  })

describe('validatePixKey: CPF and CNPJ', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['52998224725', '52998224725'],
    [' 111.444.777-35 ', '11144477735'],
    ['111 444 777 35', '11144477735'],
  ])('accepts the CPF %s', (raw, key) => {
    expect(validatePixKey('cpf', raw)).toEqual({ ok: true, key })
  })

  it.each([
    ['529.982.247-24', PIX_KEY_MESSAGES.cpf],
    ['111.444.777-53', PIX_KEY_MESSAGES.cpf],
    ['111.111.111-11', PIX_KEY_MESSAGES.cpf],
    ['000.000.000-00', PIX_KEY_MESSAGES.cpf],
    ['529.982.247-2', PIX_KEY_MESSAGES.cpfLength],
    ['529.982.247-255', PIX_KEY_MESSAGES.cpfLength],
    ['52998224725a', PIX_KEY_MESSAGES.cpfLength],
    ['', PIX_KEY_MESSAGES.cpfLength],
  ])('refuses the CPF %s', (raw, message) => {
    expect(validatePixKey('cpf', raw)).toEqual({ ok: false, message })
  })

  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['11444777000161', '11444777000161'],
    // the Receita Federal's example of an alphanumeric CNPJ (from July 2026), typed in lower case too
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['12abc34501de35', '12ABC34501DE35'],
  ])('accepts the CNPJ %s', (raw, key) => {
    expect(validatePixKey('cnpj', raw)).toEqual({ ok: true, key })
  })

  it.each([
    ['11.222.333/0001-82', PIX_KEY_MESSAGES.cnpj],
    ['11.222.333/0001-18', PIX_KEY_MESSAGES.cnpj],
    ['00.000.000/0000-00', PIX_KEY_MESSAGES.cnpj],
    ['11.111.111/1111-11', PIX_KEY_MESSAGES.cnpj],
    ['11.222.333/0001-8', PIX_KEY_MESSAGES.cnpjLength],
    ['52998224725', PIX_KEY_MESSAGES.cnpjLength],
    ['12.ABC.345/01DE-36', PIX_KEY_MESSAGES.cnpj],
    ['12.ABC.345/01DE-3A', PIX_KEY_MESSAGES.cnpj],
    ['12.ÁBC.345/01DE-35', PIX_KEY_MESSAGES.cnpjLength],
    ['12_ABC_345_01DE_35', PIX_KEY_MESSAGES.cnpjLength],
  ])('refuses the CNPJ %s', (raw, message) => {
    expect(validatePixKey('cnpj', raw)).toEqual({ ok: false, message })
  })

  it('accepts every generated CPF/CNPJ and refuses it with any check digit changed', () => {
    fc.assert(
      fc.property(
        digitString(9),
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (base, pos, delta) => {
          const cpf = makeCpf(base)
          fc.pre(!/^(\d)\1{10}$/.test(cpf))
          expect(isValidCpf(cpf)).toBe(true)
          const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
          expect(validatePixKey('cpf', masked)).toEqual({ ok: true, key: cpf })
          const wrong =
            cpf.slice(0, pos) + String((Number(cpf[pos]) + delta) % 10) + cpf.slice(pos + 1)
          expect(isValidCpf(wrong)).toBe(false)
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.oneof(digitString(12), alnumString(12)),
        fc.integer({ min: 12, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (base, pos, delta) => {
          const cnpj = makeCnpj(base)
          fc.pre(!/^(\d)\1{13}$/.test(cnpj))
          expect(isValidCnpj(cnpj)).toBe(true)
          const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`
          expect(validatePixKey('cnpj', masked)).toEqual({ ok: true, key: cnpj })
          const wrong =
            cnpj.slice(0, pos) + String((Number(cnpj[pos]) + delta) % 10) + cnpj.slice(pos + 1)
          expect(isValidCnpj(wrong)).toBe(false)
        },
      ),
    )
  })
})

describe('validatePixKey: e-mail, phone, random key', () => {
  it('lower-cases and trims an e-mail', () => {
    expect(validatePixKey('email', '  Ana.Souza+pix@Exemplo.COM.br ')).toEqual({
      ok: true,
      key: 'ana.souza+pix@exemplo.com.br',
    })
  })

  it.each([
    'ana',
    'ana@',
    '@exemplo.com',
    'ana@exemplo',
    'ana @exemplo.com',
    'ana@@exemplo.com',
    'ana@exemplo..com',
    'ana@-exemplo.com',
    'joão@exemplo.com',
    'ana.@exemplo.com',
  ])('refuses the e-mail %s', (raw) => {
    expect(validatePixKey('email', raw)).toEqual({ ok: false, message: PIX_KEY_MESSAGES.email })
  })

  it('refuses an e-mail longer than 77 characters, accepts 77', () => {
    const at77 = `${'a'.repeat(65)}@exemplo.com`
    expect(at77.length).toBe(77)
    expect(validatePixKey('email', at77)).toEqual({ ok: true, key: at77 })
    expect(validatePixKey('email', `a${at77}`)).toEqual({
      ok: false,
      message: PIX_KEY_MESSAGES.emailLength,
    })
  })

  it.each([
    ['(11) 98765-4321', '+5511987654321'],
    ['+55 (11) 98765-4321', '+5511987654321'],
    ['5511987654321', '+5511987654321'],
    ['0055 11 98765 4321', '+5511987654321'],
    ['011 98765-4321', '+5511987654321'],
    ['(81) 8765-4321', '+5581987654321'],
  ])('normalises the phone %s', (raw, key) => {
    expect(validatePixKey('phone', raw)).toEqual({ ok: true, key })
  })

  it.each([
    ['(11) 3063-4000', PIX_KEY_MESSAGES.phoneMobile],
    ['+1 415 555 2671', PIX_KEY_MESSAGES.phoneForeign],
    ['+351 912 345 678', PIX_KEY_MESSAGES.phoneForeign],
    ['9876-5432', PHONE_LENGTH_MESSAGE],
    ['', PHONE_LENGTH_MESSAGE],
    ['(11) 9876a-4321', PHONE_INVALID_MESSAGE],
    ['(00) 98765-4321', PHONE_INVALID_MESSAGE],
  ])('refuses the phone %s', (raw, message) => {
    expect(validatePixKey('phone', raw)).toEqual({ ok: false, message })
  })

  it('accepts random keys in any case and without dashes, stored lower-case with dashes', () => {
    expect(validatePixKey('random', ' 123E4567-E89B-12D3-A456-426614174000 ')).toEqual({
      ok: true,
      key: '123e4567-e89b-12d3-a456-426614174000',
    })
    expect(validatePixKey('random', '0f8fad5bd9cb469fa16570867728950e')).toEqual({
      ok: true,
      key: '0f8fad5b-d9cb-469f-a165-70867728950e',
    })
    fc.assert(
      fc.property(fc.uuid({ version: 4 }), (u) => {
        expect(validatePixKey('random', u.toUpperCase())).toEqual({
          ok: true,
          key: u.toLowerCase(),
        })
      }),
    )
  })

  it.each([
    '123e4567-e89b-12d3-a456-42661417400',
    '123e4567e89b12d3a456426614174000aa',
    'g23e4567-e89b-12d3-a456-426614174000',
    '123e4567-e89b12d3-a456-426614174000-',
    '',
  ])('refuses the random key %s', (raw) => {
    expect(validatePixKey('random', raw)).toEqual({ ok: false, message: PIX_KEY_MESSAGES.random })
  })

  it.each([
    '00000000-0000-0000-0000-000000000000',
    '00000000000000000000000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  ])('refuses the placeholder random key %s (no bank assigns it)', (raw) => {
    expect(validatePixKey('random', raw)).toEqual({
      ok: false,
      message: PIX_KEY_MESSAGES.randomBlank,
    })
  })

  it('never throws, and every accepted key fits a BR Code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PIX_KEY_TYPES), fc.string({ maxLength: 90 }), (type, raw) => {
        const result = validatePixKey(type, raw)
        if (result.ok) {
          const d = decodeBrCode(
            buildPixPayload({ key: result.key, name: 'A', city: 'B', amountCents: 0, txid: '' }),
          )
          expect(d.account.get('01')).toBe(result.key)
          expect(validatePixKey(type, result.key)).toEqual(result)
        } else expect(result.message.length).toBeGreaterThan(0)
      }),
      { numRuns: 500 },
    )
    expect(validatePixKey('boleto' as PixKeyType, 'x')).toEqual({
      ok: false,
      message: PIX_KEY_MESSAGES.type,
    })
  })
})
