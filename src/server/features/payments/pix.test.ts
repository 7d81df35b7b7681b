import { describe, expect, it } from 'vitest'
import { coachSuite } from '../../../../tests/helpers/coach-kit'
import { today } from '../../../../tests/helpers/dates'
import { errorBody, json } from '../../../../tests/helpers/test-app'
import { crc16ccitt } from '../../../shared/domain/pix'

/** Issue 13 item 3: the coach's Pix settings and a package's charge. */
const t = coachSuite()

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ')

/** The fields of an EMV payload, read without the code under test. */
function fields(payload: string): Record<string, string> {
  const out: Record<string, string> = {}
  let i = 0
  while (i < payload.length) {
    const id = payload.slice(i, i + 2)
    const len = Number(payload.slice(i + 2, i + 4))
    out[id] = payload.slice(i + 4, i + 4 + len)
    i += 4 + len
  }
  return out
}

describe('Pix settings', () => {
  it('start empty, are saved normalised, replaced and removed', async () => {
    expect(await json(await t.coach.get('/api/profile/pix'))).toEqual({ settings: null })
    const saved = await t.coach.put('/api/profile/pix', {
      keyType: 'cpf',
      key: '529.982.247-25',
      name: 'João Treinador',
      city: 'São Paulo',
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect(await json(saved)).toEqual({
      settings: { keyType: 'cpf', key: '52998224725', name: 'João Treinador', city: 'São Paulo' },
    })
    const replaced = await t.coach.put('/api/profile/pix', {
      keyType: 'email',
      key: 'Joao@Example.com',
      name: 'João Treinador',
      city: 'Niterói',
    })
    expect((await json(replaced)).settings).toMatchObject({
      keyType: 'email',
      key: 'joao@example.com',
    })
    expect((await t.coach.delete('/api/profile/pix')).status).toBe(204)
    expect(await json(await t.coach.get('/api/profile/pix'))).toEqual({ settings: null })
  })

  it('refuses an invalid key with the reason', async () => {
    const res = await t.coach.put('/api/profile/pix', {
      keyType: 'cpf',
      key: '529.982.247-24',
      name: 'João',
      city: 'Recife',
    })
    expect(res.status).toBe(400)
    const body = await errorBody(res)
    expect(body.error).toMatchObject({
      message: 'CPF inválido: confira os dígitos',
      messageCode: 'pix.cpfDigits',
      messageParams: {},
    })
    expect(body.error.issues).toEqual([
      { path: 'key', message: body.error.message, messageCode: 'pix.cpfDigits', messageParams: {} },
    ])
    expect((await t.coach.request('PUT', '/api/profile/pix', { keyType: 'cpf' })).status).toBe(400)
    // the nil UUID has the random key's shape, but no bank assigns it
    const nil = await t.coach.put('/api/profile/pix', {
      keyType: 'random',
      key: '00000000-0000-0000-0000-000000000000',
      name: 'João',
      city: 'Recife',
    })
    expect(nil.status).toBe(400)
    expect((await errorBody(nil)).error.message).toBe(
      'Chave aleatória inválida: confira a chave copiada do app do seu banco',
    )
    expect(await json(await t.coach.get('/api/profile/pix'))).toEqual({ settings: null })
  })
})

describe('GET /api/packages/{id}/pix', () => {
  it('charges the balance with a valid BR Code and the message for the student', async () => {
    const s = await t.k.student('Mariana Clara Souza', { phone: '11987650001' })
    const p = await t.k.pkg(s.id, { priceCents: 15_000 })
    expect((await t.coach.get(`/api/packages/${p.id}/pix`)).status).toBe(409) // no key yet
    expect((await errorBody(await t.coach.get(`/api/packages/${p.id}/pix`))).error.message).toBe(
      'Cadastre sua chave Pix no perfil',
    )
    await t.coach.put('/api/profile/pix', {
      keyType: 'phone',
      key: '(11) 98765-4321',
      name: 'Zé da Quadra Ltda',
      city: 'São José dos Campos',
    })
    const paid = await t.coach.post(`/api/packages/${p.id}/payments`, {
      amountCents: 3_000,
      paidOn: today(),
      method: 'dinheiro',
    })
    expect(paid.status).toBe(201)
    const res = await t.coach.get(`/api/packages/${p.id}/pix`)
    expect(res.status, await res.clone().text()).toBe(200)
    const charge = await json(res)
    const txid = p.id.replace(/-/g, '').slice(0, 25)
    expect(charge).toMatchObject({ amountCents: 12_000, txid, whatsappPhone: '5511987650001' })
    const f = fields(charge.payload)
    expect(fields(f['26']!)).toEqual({ '00': 'br.gov.bcb.pix', '01': '+5511987654321' })
    expect(f['54']).toBe('120.00')
    expect(f['59']).toBe('Ze da Quadra Ltda')
    expect(f['60']).toBe('Sao Jose dos Ca') // 15 characters
    expect(fields(f['62']!)).toEqual({ '05': txid })
    expect(f['63']).toBe(
      crc16ccitt(charge.payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0'),
    )
    expect(nbsp(charge.message)).toBe(
      'Olá, Mariana! Segue o Pix de R$ 120,00 do Pacote de 4 aulas. O código Pix copia e cola vai na próxima mensagem.',
    )
  })

  it("writes the message in the student's language, whatever the coach's app speaks", async () => {
    await t.coach.put('/api/profile/pix', {
      keyType: 'email',
      key: 'pix@example.com',
      name: 'Coach',
      city: 'Recife',
    })
    // the coach reads the app in English: a Brazilian student still gets Portuguese
    expect((await t.coach.patch('/api/profile', { language: 'en' })).status).toBe(200)
    try {
      const pt = await t.k.student('Rita Brasil')
      const p1 = await t.k.pkg(pt.id, { priceCents: 10_000 })
      const c1 = await json(await t.coach.get(`/api/packages/${p1.id}/pix`))
      expect(nbsp(c1.message)).toMatch(/^Olá, Rita! Segue o Pix de R\$ 100,00 do /)
      // a student the coach marks as English gets English
      const en = await t.k.student('Tom Visitor', { language: 'en' })
      const p2 = await t.k.pkg(en.id, { priceCents: 10_000 })
      const c2 = await json(await t.coach.get(`/api/packages/${p2.id}/pix`))
      expect(nbsp(c2.message)).toMatch(/^Hi Tom! Here is the Pix for R\$ ?100\.00 for /)
    } finally {
      await t.coach.patch('/api/profile', { language: 'pt-BR' })
    }
  })

  it('has nothing to charge on a paid package; another coach gets 404', async () => {
    const s = await t.k.student('Quitado Total')
    const p = await t.k.pkg(s.id, { priceCents: 5_000, payment: { method: 'pix' } })
    const res = await t.coach.get(`/api/packages/${p.id}/pix`)
    expect(res.status).toBe(409)
    expect((await errorBody(res)).error.message).toBe('Este pacote não tem saldo a cobrar')
    const other = (await t.ctx.coach()).client
    await other.put('/api/profile/pix', {
      keyType: 'email',
      key: 'outra@example.com',
      name: 'Outra',
      city: 'Recife',
    })
    const unpaid = await t.k.pkg(s.id, { priceCents: 5_000 })
    expect((await other.get(`/api/packages/${unpaid.id}/pix`)).status).toBe(404)
    expect((await other.get('/api/packages/xyz/pix')).status).toBe(404)
  })
})
