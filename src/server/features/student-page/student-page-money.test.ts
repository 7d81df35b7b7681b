import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import {
  createTestContext,
  ok,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { formatDateBR } from '../../../shared/domain/dates'
import { crc16ccitt } from '../../../shared/domain/pix'
import { inlineHashes } from '../../lib/security-headers'

/**
 * What is owed and paid on the student's page, on a real database: the packages
 * with a balance, their total and its Pix code (BR Code and QR), the payments newest first,
 * only this student's with this coach, in the student's language.
 */
let ctx: TestContext
let coach: TestClient

beforeAll(async () => {
  ctx = await createTestContext()
  coach = (await ctx.coach({ name: 'Carla Mendes' })).client
})
afterAll(() => ctx?.close())

const PIX_KEY = {
  keyType: 'cpf',
  key: '529.982.247-25',
  name: 'Carla Mendes Tênis',
  city: 'São Paulo',
} as const

async function pageOf(client: TestClient, studentId: string) {
  const link = await ok(await client.post(`/api/students/${studentId}/page-link`), 201)
  const path = new URL(link.url!).pathname
  const res = await ctx.client().request('GET', path)
  expect(res.status).toBe(200)
  const html = await res.text()
  return { res, html, text: visible(html), path }
}

const decode = (s: string) =>
  s
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')

/** The text a reader sees: tags dropped, entities decoded, no-break spaces as spaces. */
const visible = (html: string) =>
  decode(html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' '))
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')

/** The Pix copy-and-paste code of the page, or null. */
const pixCode = (html: string) => {
  const m = /<textarea id="pix-code"[^>]*>([^<]*)<\/textarea>/.exec(html)
  return m ? decode(m[1]!) : null
}

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

async function pay(client: TestClient, packageId: string, amountCents: number, days: number) {
  await ok(
    await client.post(`/api/packages/${packageId}/payments`, {
      amountCents,
      paidOn: daysFromToday(days),
      method: 'pix',
    }),
    201,
  )
}

/** A package started 15 days ago (payments may date from then). */
const since = { startDate: daysFromToday(-15), paymentDate: daysFromToday(-15) }

describe("what is owed on the student's page", () => {
  it('lists each package owed, the total, its Pix code and QR, and the payments newest first', async () => {
    const k = kit(coach)
    await ok(await coach.put('/api/profile/pix', PIX_KEY))
    const ana = await k.student('Ana Devedora')
    const eight = await k.pkg(ana.id, { ...since, totalClasses: 8, priceCents: 40_000 })
    await k.pkg(ana.id, { ...since, totalClasses: 4, priceCents: 20_000 })
    const ten = await k.pkg(ana.id, { ...since, totalClasses: 10, priceCents: 10_000 })
    await pay(coach, eight.id, 5_000, -10)
    await pay(coach, ten.id, 10_000, -5)
    await pay(coach, eight.id, 10_000, -2)
    // another student of the same coach, and a student of another coach
    const bia = await k.student('Bia Vizinha')
    const hers = await k.pkg(bia.id, { totalClasses: 6, priceCents: 33_300 })
    await pay(coach, hers.id, 12_300, -1)
    const other = (await ctx.coach({ name: 'Outra Treinadora' })).client
    await ok(await other.put('/api/profile/pix', { ...PIX_KEY, name: 'Outra Recebedora' }))
    const alheio = await kit(other).student('Aluno Alheio')
    const theirs = await kit(other).pkg(alheio.id, { totalClasses: 5, priceCents: 77_700 })
    await pay(other, theirs.id, 6_600, -1)

    const { res, html, text } = await pageOf(coach, ana.id)
    expect(text).toContain('A pagar')
    // the partly paid package, then the unpaid one; the fully paid one is not owed
    expect(text).toContain('Pacote de 8 aulas Pago R$ 150,00 de R$ 400,00 R$ 250,00')
    expect(text).toContain('Pacote de 4 aulas R$ 200,00')
    expect(text.indexOf('Pacote de 8 aulas Pago')).toBeLessThan(text.indexOf('Pacote de 4 aulas'))
    expect(text).toContain('Total a pagar R$ 450,00')
    expect(text).toContain('Pague com Pix Recebedor: Carla Mendes Tênis')

    // the BR Code charges the total, to the coach's key, with a valid CRC
    const payload = pixCode(html)!
    expect(payload).toBeTruthy()
    const f = fields(payload)
    expect(f['54']).toBe('450.00')
    expect(f['53']).toBe('986')
    expect(fields(f['26']!)).toEqual({ '00': 'br.gov.bcb.pix', '01': '52998224725' })
    expect(f['59']).toBe('Carla Mendes Tenis')
    expect(fields(f['62']!)['05']).toBe(`45000${ana.id.replaceAll('-', '')}`.slice(0, 25))
    expect(f['63']).toBe(
      crc16ccitt(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0'),
    )
    // its QR code, drawn inline: an <svg> of paths, labelled with the amount
    expect(html).toMatch(
      /<div class="qr" role="img" aria-label="QR Code Pix de R\$\u00a0450,00"><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[^"]+"[^>]*><path [^>]+\/><path [^>]+\/><\/svg>/,
    )

    // the payments, newest first, with their day, method and package
    const paid = text.slice(text.indexOf('Seus pagamentos'))
    const lines = [
      `Pacote de 8 aulas ${formatDateBR(daysFromToday(-2))} · Pix R$ 100,00`,
      `Pacote de 10 aulas ${formatDateBR(daysFromToday(-5))} · Pix R$ 100,00`,
      `Pacote de 8 aulas ${formatDateBR(daysFromToday(-10))} · Pix R$ 50,00`,
    ]
    for (const line of lines) expect(paid).toContain(line)
    const at = lines.map((line) => paid.indexOf(line))
    expect(at).toEqual([...at].sort((a, b) => a - b))
    expect(paid).not.toContain('Tudo em dia')

    // nobody else's packages or payments, nor the other coach's receiver
    for (const secret of ['333,00', '210,00', '123,00', '777,00', '66,00', 'Outra Recebedora']) {
      expect(text, secret).not.toContain(secret)
    }
    // still no script, no inline style, and the one stylesheet allowed by its hash
    expect(html).not.toMatch(/<script|\son\w+=|style="/i)
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain(`style-src ${inlineHashes(html, 'style')[0]}`)
    expect(csp).not.toContain('unsafe-inline')
  })

  it('without a Pix key, or in a currency Pix does not take: the amounts and a word to talk to the coach', async () => {
    const c = await ctx.coach({ name: 'Sem Pix' })
    const s = await kit(c.client).student('Caio Sem Pix')
    await kit(c.client).pkg(s.id, { priceCents: 12_345 })
    let page = await pageOf(c.client, s.id)
    expect(page.text).toContain('Total a pagar R$ 123,45')
    expect(page.text).toContain('Para pagar, combine com Sem Pix.')
    expect(pixCode(page.html)).toBeNull()
    expect(page.html).not.toContain('<svg')

    // a key, but the coach charges in dollars: Pix charges reais only
    await ok(await c.client.put('/api/profile/pix', PIX_KEY))
    await ok(await c.client.patch('/api/profile', { currency: 'USD' }))
    page = await pageOf(c.client, s.id)
    expect(page.text).toContain('Total a pagar US$ 123,45')
    expect(page.text).toContain('Para pagar, combine com Sem Pix.')
    expect(pixCode(page.html)).toBeNull()

    // back to reais: the code appears
    await ok(await c.client.patch('/api/profile', { currency: 'BRL' }))
    page = await pageOf(c.client, s.id)
    expect(fields(pixCode(page.html)!)['54']).toBe('123.45')
    expect(page.text).not.toContain('combine com')
  })

  it('speaks English to an English student: words, amounts, the opening balance and methods', async () => {
    const c = await ctx.coach({ name: 'Amy Coach' })
    await ok(await c.client.put('/api/profile/pix', PIX_KEY))
    const k = kit(c.client)
    const ben = await k.student('Ben Student', { language: 'en' })
    const opening = await k.pkg(ben.id, { ...since, priceCents: 15_000 })
    await ok(
      await c.client.post(`/api/packages/${opening.id}/payments`, {
        amountCents: 2_500,
        paidOn: daysFromToday(-3),
        method: 'dinheiro',
      }),
      201,
    )
    // the opening balance of an import is stored under its Portuguese name
    await queryRows(
      ctx.database.db,
      sql`UPDATE packages SET name = 'Saldo importado' WHERE id = ${opening.id}`,
    )
    const { html, text } = await pageOf(c.client, ben.id)
    expect(html).toContain('<html lang="en">')
    expect(text).toContain('Amount due Opening balance Paid R$25.00 of R$150.00 R$125.00')
    expect(text).toContain('Total due R$125.00')
    expect(text).toContain('Pay with Pix Recipient: Carla Mendes Tênis')
    expect(text).toContain('Pix copy and paste')
    expect(html).toContain('aria-label="Pix QR code for R$125.00"')
    expect(fields(pixCode(html)!)['54']).toBe('125.00')
    expect(text).toMatch(
      /Your payments Opening balance [A-Z][a-z]{2} \d{1,2}, \d{4} · Cash R\$25\.00/,
    )
    expect(text).not.toMatch(/A pagar|Saldo importado|Pague com|Seus pagamentos|Dinheiro/)
  })

  it('paid up: says so above the payments; nothing owed nor paid: no money card at all', async () => {
    const c = await ctx.coach({ name: 'Em Dia' })
    const k = kit(c.client)
    const s = await k.student('Dora Em Dia')
    const p = await k.pkg(s.id, { ...since, priceCents: 9_000 })
    await pay(c.client, p.id, 9_000, -1)
    const paid = await pageOf(c.client, s.id)
    expect(paid.text).toContain('Seus pagamentos Tudo em dia: nenhum valor em aberto.')
    expect(paid.text).not.toContain('A pagar')

    const free = await k.student('Eva Sem Pacote')
    await k.pkg(free.id, { priceCents: 0 })
    const none = await pageOf(c.client, free.id)
    expect(none.text).not.toMatch(/A pagar|Seus pagamentos|Tudo em dia/)
  })

  it('shows the newest 20 payments and says how many there are; a revoked link shows nothing', async () => {
    const c = await ctx.coach({ name: 'Muitos Pagamentos' })
    const k = kit(c.client)
    const s = await k.student('Gil Parcelado')
    const p = await k.pkg(s.id, { ...since, priceCents: 30_000 })
    for (let i = 1; i <= 22; i++) await pay(c.client, p.id, 1_000, -15 + (i % 15))
    const { text, path } = await pageOf(c.client, s.id)
    expect(text).toContain('Total a pagar R$ 80,00')
    expect(text).toContain('Mostrando os 20 mais recentes de 22.')
    expect(text.match(/ · Pix R\$ 10,00/g)).toHaveLength(20)
    // the oldest day's payment (15 days ago, the only one that day) is one of the two left out
    expect(text).not.toContain(formatDateBR(daysFromToday(-15)))
    expect(text).toContain(formatDateBR(daysFromToday(-1)))

    await ok(await c.client.delete(`/api/students/${s.id}/page-link`), 204)
    const res = await ctx.client().request('GET', path)
    expect(res.status).toBe(404)
    expect(await res.text()).not.toMatch(/80,00|Gil/)
  })
})
