/**
 * The public site: its pages, their language and their translations. Prerendered pages carry
 * SITE_URL_PLACEHOLDER in absolute URLs (canonical, og:url, hreflang); the server replaces it
 * with APP_URL when it serves them, so one build works on any domain.
 */
export const SITE_URL_PLACEHOLDER = 'https://quadra-site.invalid'

export type SiteLang = 'pt-BR' | 'en'

export interface PublicPage {
  path: string
  lang: SiteLang
  /** The same page in each language (hreflang). */
  alternates: Record<SiteLang, string>
}

const pair = (pt: string, en: string): PublicPage[] => [
  { path: pt, lang: 'pt-BR', alternates: { 'pt-BR': pt, en } },
  { path: en, lang: 'en', alternates: { 'pt-BR': pt, en } },
]

/** Canonical public pages (in the sitemap). */
export const PUBLIC_PAGES: PublicPage[] = [
  ...pair('/', '/eng'),
  ...pair('/test-pt', '/test-en'),
  ...pair('/lead-form/pt', '/lead-form'),
  ...pair('/privacidade', '/privacy'),
]

/** Other paths that show a canonical page (prerendered too, never in the sitemap). */
export const PUBLIC_ALIASES: Record<string, string> = {
  '/pt': '/',
  '/lead-form/en': '/lead-form',
}

export function publicPage(path: string): PublicPage | undefined {
  const canonical = PUBLIC_ALIASES[path] ?? path
  return PUBLIC_PAGES.find((p) => p.path === canonical)
}
