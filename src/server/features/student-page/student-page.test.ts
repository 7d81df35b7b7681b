import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import {
  createTestContext,
  errorBody,
  json,
  ok,
  TEST_APP_URL,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { formatDateBR } from '../../../shared/domain/dates'
import { studentListItemSchema } from '../../../shared/schemas/students.response'
import { inlineHashes } from '../../lib/security-headers'
import { hashUrlToken } from '../../lib/url-token'
import { getPageLink, pageLinkKeys } from './student-page.service'

/**
 * The student's page (decision 0013) on a real database: the link's life
 * (create, read again, replace, revoke), the shares, what the public page shows and never
 * shows, escaping, ownership, the rate limit, erasure, and tokens that are not tokens.
 */
let ctx: TestContext
let coach: TestClient
let coachId: string
let other: TestClient

beforeAll(async () => {
  ctx = await createTestContext()
  ;({ client: coach, userId: coachId } = await ctx.coach({ name: 'Carla Mendes' }))
  other = (await ctx.coach({ name: 'Outra Treinadora' })).client
})
afterAll(() => ctx?.close())

const tokenOf = (url: string) => new URL(url).pathname.replace(/^\/a\//, '')

/** The page as the public opens it: a fresh client, no cookie. */
async function openPage(tokenOrPath: string) {
  const path = tokenOrPath.startsWith('/') ? tokenOrPath : `/a/${tokenOrPath}`
  const res = await ctx.client().request('GET', path)
  return { res, html: await res.text() }
}

async function newLink(client: TestClient, studentId: string) {
  const link = await ok(await client.post(`/api/students/${studentId}/page-link`), 201)
  return { ...link, token: tokenOf(link.url!) }
}

/** The text content of the page, tags dropped and entities decoded (what a reader sees). */
const visible = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')

describe('the page link', () => {
  it('is created, read again (same URL), replaced (the old one 404 at once) and revoked', async () => {
    const s = await kit(coach).student('Lia Link')
    expect(await ok(await coach.get(`/api/students/${s.id}/page-link`))).toEqual({
      active: false,
      url: null,
      createdAt: null,
    })
    const first = await newLink(coach, s.id)
    expect(first.url).toMatch(new RegExp(`^${TEST_APP_URL}/a/[A-Za-z0-9_-]{22}$`))
    expect(first).toMatchObject({ active: true, createdAt: expect.any(String) })
    // read again: the same URL (kept sealed), as often as the coach wants
    const again = await ok(await coach.get(`/api/students/${s.id}/page-link`))
    expect(again).toEqual({ active: true, url: first.url, createdAt: first.createdAt })
    expect((await openPage(first.token)).res.status).toBe(200)

    // the database holds the hash and a sealed copy, never the token itself
    const [row] = await queryRows<{ token_hash: string; token_sealed: string }>(
      ctx.database.db,
      sql`SELECT token_hash, token_sealed FROM student_page_links WHERE student_id = ${s.id}`,
    )
    expect(row!.token_hash).toBe(hashUrlToken(first.token))
    expect(row!.token_sealed).toMatch(/^v1\./)
    expect(row!.token_sealed).not.toContain(first.token)

    const second = await newLink(coach, s.id)
    expect(second.token).not.toBe(first.token)
    expect((await openPage(first.token)).res.status).toBe(404)
    expect((await openPage(second.token)).res.status).toBe(200)
    expect((await ok(await coach.get(`/api/students/${s.id}/page-link`))).url).toBe(second.url)

    await ok(await coach.delete(`/api/students/${s.id}/page-link`), 204)
    expect((await openPage(second.token)).res.status).toBe(404)
    expect(await ok(await coach.get(`/api/students/${s.id}/page-link`))).toMatchObject({
      active: false,
      url: null,
    })
    // revoking again is harmless
    await ok(await coach.delete(`/api/students/${s.id}/page-link`), 204)
  })

  it('a copy sealed under another server secret is not shown (the link still works)', async () => {
    const s = await kit(coach).student('Rui Segredo')
    const link = await newLink(coach, s.id)
    const rotated = pageLinkKeys(TEST_APP_URL, 'another-secret-another-secret-0123456789')
    expect(
      await getPageLink(ctx.database.db, { ownerId: coachId, studentId: s.id }, rotated),
    ).toEqual({ active: true, url: null, createdAt: link.createdAt })
    expect((await openPage(link.token)).res.status).toBe(200)
  })

  it("another coach's student: 404 on every route, and nothing changes", async () => {
    const s = await kit(coach).student('Mia Minha')
    const link = await newLink(coach, s.id)
    const share = await ok(
      await coach.post(`/api/students/${s.id}/shares`, { kind: 'report', text: 'Só da Mia' }),
      201,
    )
    const mine = await kit(other).student('Aluna da Outra')
    for (const [method, path, body] of [
      ['GET', `/api/students/${s.id}/page-link`],
      ['POST', `/api/students/${s.id}/page-link`],
      ['DELETE', `/api/students/${s.id}/page-link`],
      ['GET', `/api/students/${s.id}/shares`],
      ['POST', `/api/students/${s.id}/shares`, { kind: 'message', text: 'Intrusa' }],
      ['DELETE', `/api/students/${s.id}/shares/${share.id}`],
      // the coach's share under the other coach's own student
      ['DELETE', `/api/students/${mine.id}/shares/${share.id}`],
    ] as const) {
      const res = await other.request(method, path, body)
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(await res.text()).not.toContain(link.token)
    }
    expect((await openPage(link.token)).res.status).toBe(200)
    expect(await ok(await coach.get(`/api/students/${s.id}/shares`))).toEqual([share])
    // ids that are not uuids, or name nobody
    expect((await coach.get('/api/students/nope/page-link')).status).toBe(404)
    expect((await coach.delete(`/api/students/${s.id}/shares/nope`)).status).toBe(404)
    const nobody = '00000000-0000-4000-8000-000000000000'
    expect((await coach.delete(`/api/students/${s.id}/shares/${nobody}`)).status).toBe(404)
    expect((await coach.post(`/api/students/${nobody}/page-link`)).status).toBe(404)
  })
})

describe('shares', () => {
  it('are stored exactly as sent, listed newest first and removed from the page', async () => {
    const k = kit(coach)
    const s = await k.student('Nina Textos')
    const cls = await k.session([s.id], {
      feedbacks: [{ studentId: s.id, rating: 4, notes: 'x', tags: [] }],
    })
    const text = 'Oi, Nina! 🎾\nHoje: backhand e voleio.\n\n  Próxima: saque.'
    const message = await ok(
      await coach.post(`/api/students/${s.id}/shares`, {
        kind: 'message',
        text,
        sessionId: cls.id,
      }),
      201,
    )
    expect(message).toEqual({
      id: expect.any(String),
      kind: 'message',
      text,
      sessionId: cls.id,
      period: null,
      createdAt: expect.any(String),
    })
    const report = await ok(
      await coach.post(`/api/students/${s.id}/shares`, {
        kind: 'report',
        text: 'Relatório de 90 dias',
        period: '90d',
      }),
      201,
    )
    expect(report).toMatchObject({ kind: 'report', period: '90d', sessionId: null })
    expect(await ok(await coach.get(`/api/students/${s.id}/shares`))).toEqual([report, message])

    await ok(await coach.delete(`/api/students/${s.id}/shares/${report.id}`), 204)
    expect(await ok(await coach.get(`/api/students/${s.id}/shares`))).toEqual([message])
    expect((await coach.delete(`/api/students/${s.id}/shares/${report.id}`)).status).toBe(404)
    const { token } = await newLink(coach, s.id)
    const { html } = await openPage(token)
    expect(html).not.toContain('Relatório de 90 dias')
    expect(html).toContain(text.replaceAll('"', '&quot;'))

    // the class deleted: the message stays, without its class
    await ok(await coach.delete(`/api/sessions/${cls.id}`), 204)
    expect(await ok(await coach.get(`/api/students/${s.id}/shares`))).toEqual([
      { ...message, sessionId: null },
    ])
  })

  it('refuse a class that is not one of this student with this coach (404), and bad input (400)', async () => {
    const k = kit(coach)
    const s = await k.student('Olga Aulas')
    const someoneElse = await k.student('Paulo Outro')
    const hisClass = await k.session([someoneElse.id])
    const theirs = await kit(other).session([(await kit(other).student('Aluno Alheio')).id])
    for (const sessionId of [hisClass.id, theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await coach.post(`/api/students/${s.id}/shares`, {
        kind: 'message',
        text: 'Sobre a aula',
        sessionId,
      })
      expect(res.status, sessionId).toBe(404)
      expect((await errorBody(res)).error.code).toBe('NOT_FOUND')
    }
    for (const body of [
      { kind: 'message', text: '' },
      { kind: 'message', text: 'x'.repeat(4001) },
      { kind: 'poem', text: 'x' },
      { kind: 'report', text: 'x', period: '7d' },
      { kind: 'message', text: 'x', sessionId: 'not-a-uuid' },
      { kind: 'message', text: 'bell\u0007' },
    ]) {
      const res = await coach.request('POST', `/api/students/${s.id}/shares`, body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect((await errorBody(res)).error.message).toBeTruthy()
    }
    expect(await ok(await coach.get(`/api/students/${s.id}/shares`))).toEqual([])
  })
})

describe('the public page /a/<token>', () => {
  it("shows the coach, the student's credits, next lessons and exactly what was shared", async () => {
    const k = kit(coach)
    const s = await k.student('Ana Souza', {
      email: 'ana.souza@example.com',
      notes: 'Joelho operado: nota particular',
    })
    const pkg = await json(
      await coach.post('/api/packages', {
        studentId: s.id,
        totalClasses: 8,
        priceCents: 40000,
        startDate: daysFromToday(-1),
        paymentDate: daysFromToday(-1),
        validityDays: 60,
      }),
    )
    const detail = await ok(await coach.get(`/api/students/${s.id}`))
    const cls = await k.session([s.id], {
      notes: 'Notas da turma não compartilhadas',
      feedbacks: [
        { studentId: s.id, rating: 2, notes: 'Nota do feedback NÃO compartilhada', tags: [] },
      ],
    })
    const club = await ok(await coach.post('/api/clubs', { name: 'Clube Pinheiros' }), 201)
    // a lesson of hers tomorrow, a lesson of someone else's, and one of hers in the past
    await ok(
      await coach.post('/api/lessons', {
        date: daysFromToday(1),
        time: '18:00',
        studentIds: [s.id],
        clubId: club.id,
        title: 'Título particular da aula',
        notes: 'Observação particular da aula',
        confirmOverlap: true,
      }),
      201,
    )
    const bia = await k.student('Bia Vizinha')
    await ok(
      await coach.post('/api/lessons', {
        date: daysFromToday(2),
        time: '07:15',
        studentIds: [bia.id],
        confirmOverlap: true,
      }),
      201,
    )
    await ok(
      await coach.post('/api/lessons', {
        date: daysFromToday(-3),
        time: '06:40',
        studentIds: [s.id],
        confirmOverlap: true,
      }),
      201,
    )
    await ok(
      await coach.post(`/api/students/${s.id}/shares`, {
        kind: 'message',
        text: 'Mensagem 1: bom treino!\nSegunda linha.',
        sessionId: cls.id,
      }),
      201,
    )
    await ok(
      await coach.post(`/api/students/${s.id}/shares`, {
        kind: 'report',
        text: 'Relatório: média 4,2 nos últimos 90 dias.',
        period: '90d',
      }),
      201,
    )
    const { token } = await newLink(coach, s.id)
    const { res, html } = await openPage(token)
    expect(res.status).toBe(200)

    // headers: private, never stored, never indexed, no referrer, a CSP with the style's hash
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('script-src')
    const styles = inlineHashes(html, 'style')
    expect(styles).toHaveLength(1)
    expect(csp).toContain(`style-src ${styles[0]}`)
    expect(html).not.toMatch(/<script|\son\w+=|style="/i)
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('<title>Ana Souza — Quadra</title>')

    const text = visible(html)
    expect(text).toContain('Carla Mendes')
    const profile = await ok(await coach.get('/api/profile'))
    expect(profile.phone).toMatch(/^55\d{11}$/)
    expect(html).toContain(`href="https://wa.me/${profile.phone}"`)
    expect(text).toContain('Ana Souza')
    // credits: 8 bought, 1 used by the class; the package's expiry
    expect(detail.credits).toBe(8)
    expect(text).toContain('Aulas restantes 7')
    expect(text).toContain(`Próximo vencimento ${formatDateBR(pkg.expiryDate)}`)
    // the next lesson: day, time and club — not its title or notes, nor anyone else's lesson
    expect(text).toContain(`${formatDateBR(daysFromToday(1))}, 18:00–19:00 · Clube Pinheiros`)
    expect(text).not.toContain('07:15')
    expect(text).not.toContain('06:40')
    // exactly what was shared, newest first, with its kind; line breaks kept as text
    const report = text.indexOf('Relatório: média 4,2')
    const message = text.indexOf('Mensagem 1: bom treino!')
    expect(report).toBeGreaterThan(0)
    expect(message).toBeGreaterThan(report)
    expect(html).toContain('Mensagem 1: bom treino!\nSegunda linha.')
    expect(text).toContain('Relatório de progresso')
    expect(text).toContain('Mensagem após a aula')
    expect(text).toContain(formatDateBR(daysFromToday(0)))
    // nothing the coach did not share
    for (const secret of [
      'Nota do feedback NÃO compartilhada',
      'Notas da turma não compartilhadas',
      'Joelho operado',
      'ana.souza@example.com',
      (await ok(await coach.get(`/api/students/${s.id}`))).phone,
      'Título particular da aula',
      'Observação particular da aula',
      'Bia Vizinha',
      coachId,
      s.id,
      cls.id,
    ]) {
      expect(html, secret).not.toContain(secret)
    }
  })

  it('shows no WhatsApp link without a coach phone, and says when nothing was shared', async () => {
    const c = await ctx.coach({ name: 'Sem Telefone' })
    await ok(
      await c.client.patch('/api/profile', { name: 'Sem Telefone', phone: '', mainSport: 'Tênis' }),
    )
    const s = await kit(c.client).student('Caio Novo')
    const { token } = await newLink(c.client, s.id)
    const { res, html } = await openPage(token)
    expect(res.status).toBe(200)
    expect(html).not.toContain('wa.me')
    expect(visible(html)).toContain('Ainda não há relatórios nem mensagens por aqui.')
    expect(visible(html)).toContain('Nenhuma aula disponível no momento.')
  })

  it('speaks English to the student of an English-speaking coach in the US: words, dates and times', async () => {
    const c = await ctx.coach({ name: 'Amy Coach' })
    await ok(await c.client.patch('/api/profile', { language: 'en', timezone: 'America/New_York' }))
    const k = kit(c.client)
    const s = await k.student('Ben Student')
    await k.pkg(s.id, { totalClasses: 5 })
    await ok(
      await c.client.post('/api/lessons', {
        date: daysFromToday(3),
        time: '18:30',
        durationMinutes: 60,
        studentIds: [s.id],
        confirmOverlap: true,
      }),
      201,
    )
    const { token } = await newLink(c.client, s.id)
    const { res, html } = await openPage(token)
    expect(res.status).toBe(200)
    expect(html).toContain('<html lang="en">')
    const text = visible(html)
    expect(text).toContain('Your classes with Amy Coach')
    expect(text).toContain('Classes left 5')
    expect(text).toContain('Upcoming classes')
    expect(text).toMatch(
      /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} \d{1,2}, \d{4}, 6:30 PM–7:30 PM/,
    )
    expect(text).toContain('No reports or messages here yet.')
    expect(text).toContain('Private page of Ben Student, sent by Amy Coach.')
    expect(text).not.toMatch(/Seus créditos|Próximas aulas|Feito com/)
  })

  it("speaks the student's language, not the coach's: a Brazilian student of a coach using the app in English", async () => {
    const c = await ctx.coach({ name: 'Amy Coach' })
    // the coach reads the app in English but teaches in São Paulo
    await ok(await c.client.patch('/api/profile', { language: 'en' }))
    const k = kit(c.client)
    const joao = await k.student('João Brasileiro')
    expect(
      studentListItemSchema.parse(await ok(await c.client.get(`/api/students/${joao.id}`)))
        .language,
    ).toBe('pt-BR')
    await k.pkg(joao.id, { totalClasses: 5 })
    const page = visible((await openPage((await newLink(c.client, joao.id)).token)).html)
    expect(page).toContain('Suas aulas com Amy Coach')
    expect(page).toContain('Aulas restantes 5')
    expect(page).not.toMatch(/Your classes|Classes left/)

    // a student the coach marks as English reads English, whatever the coach's country
    const ben = await k.student('Ben Visitor', { language: 'en' })
    const { res, html } = await openPage((await newLink(c.client, ben.id)).token)
    expect(html).toContain('<html lang="en">')
    expect(visible(html)).toContain('Your classes with Amy Coach')

    // and the other way round: a Portuguese-speaking student of a coach in New York
    const ny = await ctx.coach({ name: 'Nina NY' })
    await ok(await ny.client.patch('/api/profile', { timezone: 'America/New_York' }))
    const carla = await kit(ny.client).student('Carla Paulista')
    const carlaDetail = studentListItemSchema.parse(
      await ok(await ny.client.get(`/api/students/${carla.id}`)),
    )
    expect(carlaDetail.language).toBe('en')
    const { name, phone, gender, type, classe, status } = carlaDetail
    await ok(
      await ny.client.patch(`/api/students/${carla.id}`, {
        ...{ name, phone, gender, type, classe, status },
        language: 'pt-BR',
      }),
    )
    const carlaPage = visible((await openPage((await newLink(ny.client, carla.id)).token)).html)
    expect(carlaPage).toContain('Suas aulas com Nina NY')
    expect(res.status).toBe(200)
  })

  it('escapes every value: a shared text, a name, the coach name are text, never HTML', async () => {
    const c = await ctx.coach({ name: 'Coach <i>Itálico</i> & "Aspas"' })
    const s = await kit(c.client).student("Zé <b>Negrito</b> O'Hara")
    await ok(
      await c.client.post(`/api/students/${s.id}/shares`, {
        kind: 'message',
        text: '<script>alert(1)</script>\n<img src=x onerror=alert(2)> & "fim"',
      }),
      201,
    )
    const { token } = await newLink(c.client, s.id)
    const { res, html } = await openPage(token)
    expect(res.status).toBe(200)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt; &amp; &quot;fim&quot;')
    expect(html).toContain('Zé &lt;b&gt;Negrito&lt;/b&gt; O&#39;Hara')
    expect(html).not.toMatch(/<script|<img|<b>|<i>/i)
    expect(visible(html)).toContain('<script>alert(1)</script>')
  })

  it('unknown, malformed, revoked or erased: the same plain 404 page, never a 500', async () => {
    const s = await kit(coach).student('Téo Tokens')
    const { token } = await newLink(coach, s.id)
    const paths = [
      '/a/',
      `/a/${'A'.repeat(22)}`,
      `/a/${token.slice(0, 21)}`,
      `/a/${token}x`,
      `/a/${token}=`,
      `/a/${token}/`,
      `/a/${token}/mais`,
      `/a/${'a'.repeat(5000)}`,
      `/a/${token.slice(0, 20)}%2B%2F`,
      '/a/%00%00%00%00%00%00%00%00%00%00%00',
      '/a/%ZZ',
      `/a/${encodeURIComponent('çãõ🎾'.repeat(4))}`,
      "/a/'%20OR%201=1--",
      `/a/${token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase()}`,
    ]
    for (const path of paths) {
      const { res, html } = await openPage(path)
      expect(res.status, path.slice(0, 60)).toBe(404)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.headers.get('x-robots-tag')).toBe('noindex')
      expect(html).toContain('<h1>Página não encontrada</h1>')
      expect(html).toContain('<html lang="pt-BR">')
    }
    // any string at all after /a/ (encoded as a browser would): the 404 page, never a 500
    const junk = fc.sample(
      fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.base64String({ maxLength: 30 })),
      { numRuns: 150, seed: 12 },
    )
    for (const value of junk) {
      const { res } = await openPage(`/a/${encodeURIComponent(value)}`)
      expect(res.status, JSON.stringify(value)).toBe(404)
    }
    expect((await openPage(token)).res.status).toBe(200)
    // erasing the student (LGPD): the link and the shared texts go
    await ok(
      await coach.post(`/api/students/${s.id}/shares`, { kind: 'report', text: 'Sobre o Téo' }),
      201,
    )
    await ok(await coach.post(`/api/students/${s.id}/anonymize`))
    expect((await openPage(token)).res.status).toBe(404)
    expect(await ok(await coach.get(`/api/students/${s.id}/shares`))).toEqual([])
    expect(await ok(await coach.get(`/api/students/${s.id}/page-link`))).toMatchObject({
      active: false,
    })
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT (SELECT count(*) FROM student_page_links WHERE student_id = ${s.id})
        + (SELECT count(*) FROM shared_items WHERE student_id = ${s.id}) AS n`,
    )
    expect(Number(left[0]!.n)).toBe(0)
  })

  it('a deleted student takes the link and the shares along', async () => {
    const s = await kit(coach).student('Ugo Apagado')
    await ok(
      await coach.post(`/api/students/${s.id}/shares`, { kind: 'report', text: 'Sobre o Ugo' }),
      201,
    )
    const { token } = await newLink(coach, s.id)
    await ok(await coach.delete(`/api/students/${s.id}`), 204)
    expect((await openPage(token)).res.status).toBe(404)
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*) AS n FROM shared_items WHERE student_id = ${s.id}`,
    )
    expect(Number(left[0]!.n)).toBe(0)
  })
})

describe('the rate limit', () => {
  it('answers 429 (a plain page) past the limit per IP, valid token or not', async () => {
    const limited = await createTestContext({ studentPageRateLimit: { max: 3, windowSeconds: 60 } })
    try {
      const c = await limited.coach()
      const s = await kit(c.client).student('Vera Limite')
      const link = await ok(await c.client.post(`/api/students/${s.id}/page-link`), 201)
      const token = tokenOf(link.url!)
      const open = (path: string) => limited.client().request('GET', path)
      expect((await open(`/a/${token}`)).status).toBe(200)
      expect((await open('/a/nope')).status).toBe(404)
      expect((await open(`/a/${'B'.repeat(22)}`)).status).toBe(404)
      const res = await open(`/a/${token}`)
      expect(res.status).toBe(429)
      expect(res.headers.get('retry-after')).toBe('60')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      const html = await res.text()
      expect(html).toContain('<h1>Muitas tentativas</h1>')
      expect(html).not.toContain('Vera Limite')
      expect((await open('/a/nope')).status).toBe(429)
      // the API itself is not limited by it
      expect((await c.client.get(`/api/students/${s.id}/page-link`)).status).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
