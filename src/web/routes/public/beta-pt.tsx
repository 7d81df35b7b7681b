import '~/locales/landing'
import '~/locales/beta'
import { BetaPage } from '~/features/marketing/components/beta-page'
import { i18n } from '~/lib/i18n'
import { seoMeta } from '~/lib/seo'
import type { RouteHandle } from '~/root'

// static HTML, no JavaScript (see root.tsx): nothing on this page needs it
export const handle: RouteHandle = { lang: 'pt-BR', hydrate: false }

export function meta() {
  const t = i18n.getFixedT('pt-BR', 'beta')
  return seoMeta({
    title: t('meta.title'),
    description: t('meta.description'),
    socialTitle: t('meta.socialTitle'),
    path: '/test-pt',
  })
}

export default function BetaPt() {
  return <BetaPage lang="pt-BR" path="/test-pt" />
}
