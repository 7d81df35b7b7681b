import { expect, test } from './fixtures'

/**
 * What a crawler or a link preview gets: the raw HTML of the public pages, no JavaScript run.
 * The server writes its real address (APP_URL) in place of the build's placeholder.
 */
async function html(request: import('@playwright/test').APIRequestContext, path: string) {
  const res = await request.get(path)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('text/html')
  return res.text()
}

test.describe('public pages, raw HTML', () => {
  test('/test-en: title, description, og:title, lang, canonical, hreflang', async ({
    request,
    baseURL,
  }) => {
    const body = await html(request, '/test-en')
    expect(body).toContain('<html lang="en"')
    expect(body).toContain('<title>Win Back Hours, Retain More Players</title>')
    expect(body).toMatch(/<h1[^>]*>Win Back Hours, Retain More Players<\/h1>/)
    expect(body).toMatch(
      /<meta name="description" content="Join the Quadra beta: free, no credit card/,
    )
    expect(body).toContain(
      '<meta property="og:title" content="Win Back Hours, Retain More Players"/>',
    )
    expect(body).toContain(`<link rel="canonical" href="${baseURL}/test-en"/>`)
    expect(body).toContain(`<link rel="alternate" hrefLang="en" href="${baseURL}/test-en"/>`)
    expect(body).toContain(`<link rel="alternate" hrefLang="pt-BR" href="${baseURL}/test-pt"/>`)
    expect(body).toContain(`<meta property="og:image" content="${baseURL}/og-image.png"/>`)
    expect(body).not.toContain('quadra-site.invalid')
    expect(body).toContain('Claim Your Free Beta Seat')
    expect(body).not.toContain('<script')
  })

  test('/ and /pt: Portuguese, canonical /, hreflang to /eng', async ({ request, baseURL }) => {
    for (const path of ['/', '/pt']) {
      const body = await html(request, path)
      expect(body).toContain('<html lang="pt-BR"')
      expect(body).toContain('Organize seu dia de aulas em 5 minutos')
      expect(body).toContain('Teste por 7 dias grátis!')
      expect(body).toMatch(/<meta name="description" content="Organize seu dia de aulas/)
      expect(body).toContain(`<link rel="canonical" href="${baseURL}/"/>`)
      expect(body).toContain(`<link rel="alternate" hrefLang="en" href="${baseURL}/eng"/>`)
      expect(body).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseURL}/"/>`)
      expect(body).not.toContain('quadra-site.invalid')
      expect(body).not.toContain('<script')
    }
  })

  test('/eng and /test-pt are prerendered in their language', async ({ request }) => {
    const eng = await html(request, '/eng')
    expect(eng).toContain('<html lang="en"')
    expect(eng).toContain('Run your lesson day in 5 minutes')
    expect(eng).toContain('Try Free Now')
    const testPt = await html(request, '/test-pt')
    expect(testPt).toContain('<html lang="pt-BR"')
    expect(testPt).toContain('Garanta sua vaga GRÁTIS')
    expect(testPt).toContain('Vagas limitadas no Período de Testes')
  })

  test('the social image and icons are served', async ({ request }) => {
    for (const path of ['/og-image.png', '/apple-touch-icon.png']) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
      expect(res.headers()['content-type']).toBe('image/png')
    }
  })
})
