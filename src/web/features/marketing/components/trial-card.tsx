import type { SiteLang } from '@shared/site'
import { Link } from 'react-router'
import { loginHref, signupHref } from '../lib/links'
import { useSiteTranslation } from './use-site-translation'

const initials = ['AM', 'RC', 'JP', 'LS']

/**
 * The free-trial card: 'Teste por 7 dias grátis!' / 'Try Free Now' → signup; the English page
 * also offers 'Subscribe Now' → login (spec §2 English landing).
 */
export function TrialCard({ lang }: { lang: SiteLang }) {
  const { t } = useSiteTranslation('landing', lang)
  return (
    <div className="rounded-2xl bg-white p-5 text-foreground shadow-2xl shadow-black/20 sm:p-6">
      <h2 className="font-bold text-lg">{t('trial.title')}</h2>
      <p className="mt-1 text-muted-foreground text-sm">{t('trial.description')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link
          to={signupHref(lang)}
          className="inline-flex h-12 items-center justify-center rounded-full bg-primary px-6 font-bold text-base text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover sm:flex-1 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
        >
          {t('trial.cta')}
        </Link>
        {lang === 'en' && (
          <Link
            to={loginHref(lang)}
            className="inline-flex h-12 items-center justify-center rounded-full border-2 border-primary px-6 font-semibold text-base text-primary transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          >
            {t('trial.subscribe')}
          </Link>
        )}
      </div>
      <div className="mt-4 flex items-center gap-3">
        <div className="flex -space-x-2" aria-hidden="true">
          {initials.map((i, n) => (
            <span
              key={i}
              className={`flex size-8 items-center justify-center rounded-full font-semibold text-[11px] ring-2 ring-white ${n % 2 ? 'bg-brand-ball text-brand-ball-foreground' : 'bg-primary text-primary-foreground'}`}
            >
              {i}
            </span>
          ))}
        </div>
        <p className="font-medium text-sm">{t('trial.socialProof')}</p>
      </div>
    </div>
  )
}
