import type { SiteLang } from '@shared/site'
import { Link } from 'react-router'
import { BrandMark } from '~/components/layout/brand'
import { homeHref } from '../lib/links'
import { useSiteTranslation } from './use-site-translation'

/**
 * The logo, leading to the landing page; `compact`: the wordmark hides on narrow phones (the
 * link keeps its name).
 */
export function BrandLink({ lang, compact = false }: { lang: SiteLang; compact?: boolean }) {
  const { t } = useSiteTranslation('landing', lang)
  return (
    <Link
      to={homeHref(lang)}
      aria-label={t('nav.brandHome')}
      className="inline-flex h-11 items-center gap-2 rounded-lg text-white focus-visible:outline-2 focus-visible:outline-brand-ball focus-visible:outline-offset-2"
    >
      <BrandMark className="size-9 ring-1 ring-white/25 rounded-lg" />
      <span
        className={`font-bold text-xl tracking-tight ${compact ? 'hidden min-[440px]:inline' : ''}`}
      >
        Quadra
      </span>
    </Link>
  )
}
