import type { SiteLang } from '@shared/site'
import { Link } from 'react-router'
import { ANCHORS, loginHref } from '../lib/links'
import { BrandLink } from './brand-link'
import { LanguageToggle } from './language-toggle'
import { useSiteTranslation } from './use-site-translation'

const navLink =
  'inline-flex h-11 items-center rounded-md px-2 font-medium text-sm text-white/90 transition-colors hover:text-white hover:underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-ball focus-visible:outline-offset-2 sm:px-3'

/** Top bar of the landing pages: logo, Início/Recursos, language toggle, Entrar. */
export function LandingHeader({ lang, path }: { lang: SiteLang; path: string }) {
  const { t } = useSiteTranslation('landing', lang)
  const anchors = ANCHORS[lang]
  return (
    <header className="relative z-10 mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:px-6 sm:py-4">
      <BrandLink lang={lang} compact />
      <div className="flex items-center gap-1 sm:gap-3">
        <nav aria-label={t('nav.label')}>
          <ul className="flex items-center sm:gap-1">
            <li>
              <a href={`#${anchors.home}`} className={navLink}>
                {t('nav.home')}
              </a>
            </li>
            <li>
              <a href={`#${anchors.features}`} className={navLink}>
                {t('nav.features')}
              </a>
            </li>
          </ul>
        </nav>
        <LanguageToggle lang={lang} path={path} />
        <Link
          to={loginHref(lang)}
          className="ml-1 inline-flex h-11 items-center rounded-full bg-white px-4 font-semibold text-primary text-sm shadow-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-brand-ball focus-visible:outline-offset-2 sm:px-5"
        >
          {t('nav.login')}
        </Link>
      </div>
    </header>
  )
}
