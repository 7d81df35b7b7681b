import '~/locales/landing'
import '~/locales/privacy'
import { PrivacyPage } from '~/features/marketing/components/privacy-page'
import { i18n } from '~/lib/i18n'
import { seoMeta } from '~/lib/seo'
import type { RouteHandle } from '~/root'

// static HTML, no JavaScript (see root.tsx): nothing on this page needs it
export const handle: RouteHandle = { lang: 'pt-BR', hydrate: false }

export function meta() {
  const t = i18n.getFixedT('pt-BR', 'privacy')
  return seoMeta({
    title: t('meta.title'),
    description: t('meta.description'),
    path: '/privacidade',
  })
}

export default function PrivacyPt() {
  return <PrivacyPage lang="pt-BR" path="/privacidade" />
}
