import { PUBLIC_ALIASES, publicPage, SITE_URL_PLACEHOLDER } from '@shared/site'
import type { MetaDescriptor } from 'react-router'

/** The site's origin: the real one in the browser, a placeholder in prerendered HTML. */
function siteUrl(): string {
  return typeof window === 'undefined' ? SITE_URL_PLACEHOLDER : window.location.origin
}

/**
 * Meta tags of a public page: title, description, canonical, Open Graph, Twitter card and
 * hreflang links to its translations (spec: "findable by search engines and readable by
 * link previews").
 */
export function seoMeta({
  title,
  description,
  path,
  socialTitle,
  image = '/og-image.png',
}: {
  title: string
  description: string
  path: string
  socialTitle?: string
  image?: string
}): MetaDescriptor[] {
  const site = siteUrl()
  const canonicalPath = PUBLIC_ALIASES[path] ?? path
  const page = publicPage(canonicalPath)
  const lang = page?.lang ?? 'pt-BR'
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: `${site}${canonicalPath}` },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Quadra' },
    { property: 'og:title', content: socialTitle ?? title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: `${site}${canonicalPath}` },
    { property: 'og:image', content: `${site}${image}` },
    { property: 'og:locale', content: lang === 'en' ? 'en_US' : 'pt_BR' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: socialTitle ?? title },
    { name: 'twitter:description', content: description },
  ]
  if (page) {
    for (const [hreflang, href] of Object.entries(page.alternates)) {
      tags.push({ tagName: 'link', rel: 'alternate', hrefLang: hreflang, href: `${site}${href}` })
    }
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${site}${page.alternates['pt-BR']}`,
    })
  }
  return tags
}
