import '~/locales/lead-form'
import type { Params } from 'react-router'
import { LeadFormPage } from '~/features/lead-form/components/lead-form-page'
import { LEAD_FORM_PATH, leadLanguage, leadLocale } from '~/features/lead-form/lib/lead-lang'
import { i18n } from '~/lib/i18n'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/lead-form'

/**
 * `<html lang>`: English unless the path is /lead-form/pt. `langFromParams` is read by the
 * root once it supports it; until then the page's content carries its own `lang`.
 */
export const handle = {
  lang: 'en',
  langFromParams: (params: Params) => leadLocale(leadLanguage(params.lang)),
}

export function meta({ params }: Route.MetaArgs) {
  const lang = leadLanguage(params.lang)
  const t = i18n.getFixedT(leadLocale(lang), 'lead-form')
  // /lead-form/en is an alias of /lead-form (site.ts); any other value shows the English page
  const path = params.lang === 'en' ? '/lead-form/en' : LEAD_FORM_PATH[lang]
  return seoMeta({ title: t('meta.title'), description: t('meta.description'), path })
}

export default function LeadFormRoute({ params }: Route.ComponentProps) {
  return <LeadFormPage lang={leadLanguage(params.lang)} />
}
