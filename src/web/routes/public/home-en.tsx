import '~/locales/landing'
import { LandingPage } from '~/features/marketing/components/landing-page'
import { i18n } from '~/lib/i18n'
import { seoMeta } from '~/lib/seo'
import type { RouteHandle } from '~/root'

// static HTML, no JavaScript (see root.tsx): nothing on this page needs it
export const handle: RouteHandle = { lang: 'en', hydrate: false }

export function meta() {
  const t = i18n.getFixedT('en', 'landing')
  return seoMeta({ title: t('meta.title'), description: t('meta.description'), path: '/eng' })
}

export default function HomeEn() {
  return <LandingPage lang="en" path="/eng" />
}
