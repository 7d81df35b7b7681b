import '~/locales/landing'
import { LandingPage } from '~/features/marketing/components/landing-page'
import { i18n } from '~/lib/i18n'
import { seoMeta } from '~/lib/seo'
import type { RouteHandle } from '~/root'

// static HTML, no JavaScript (see root.tsx): nothing on this page needs it
export const handle: RouteHandle = { lang: 'pt-BR', hydrate: false }

/** `/` and its alias `/pt`: the canonical URL is `/` for both. */
export function meta() {
  const t = i18n.getFixedT('pt-BR', 'landing')
  return seoMeta({ title: t('meta.title'), description: t('meta.description'), path: '/' })
}

export default function HomePt() {
  return <LandingPage lang="pt-BR" path="/" />
}
