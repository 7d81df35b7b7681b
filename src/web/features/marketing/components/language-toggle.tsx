import type { SiteLang } from '@shared/site'
import { Link } from 'react-router'
import { otherLang, translationHref } from '../lib/links'
import { useSiteTranslation } from './use-site-translation'

/** 'EN' on a Portuguese page, 'PT' on an English one: the same page in the other language. */
export function LanguageToggle({ lang, path }: { lang: SiteLang; path: string }) {
  const { t } = useSiteTranslation('landing', lang)
  const target = otherLang(lang)
  return (
    <Link
      to={translationHref(path, lang)}
      hrefLang={target}
      className="inline-flex h-11 min-w-11 items-center justify-center rounded-full border border-white/50 px-3 font-semibold text-sm text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-ball focus-visible:outline-offset-2"
    >
      <span lang={target === 'en' ? 'en' : 'pt-BR'}>{t('nav.switchLanguage')}</span>
      <span className="sr-only">{t('nav.switchLanguageHint')}</span>
    </Link>
  )
}
