import type { LeadLanguage } from '@shared/constants'
import { Link } from 'react-router'
import { Brand } from '~/components/layout/brand'
import type { TFunction } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import { LEAD_FORM_PATH, LEAD_HOME_PATH } from '../lib/lead-lang'

const LANGS = [
  { lang: 'en', label: 'EN', hrefLang: 'en', name: 'header.english' },
  { lang: 'pt', label: 'PT', hrefLang: 'pt-BR', name: 'header.portuguese' },
] as const

/** The brand (home of the same language) and the EN ↔ PT toggle; the form keeps its values. */
export function LeadFormHeader({ lang, t }: { lang: LeadLanguage; t: TFunction }) {
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
      <Link
        to={LEAD_HOME_PATH[lang]}
        className="rounded-md text-primary-foreground outline-hidden focus-visible:outline-2 focus-visible:outline-brand-ball focus-visible:outline-offset-4"
      >
        <Brand />
        <span className="sr-only">{t('header.home')}</span>
      </Link>
      <nav aria-label={t('header.language')}>
        <ul className="flex rounded-full bg-primary-foreground/10 p-1 ring-1 ring-primary-foreground/25">
          {LANGS.map((item) => {
            const current = item.lang === lang
            return (
              <li key={item.lang}>
                <Link
                  to={LEAD_FORM_PATH[item.lang]}
                  preventScrollReset
                  hrefLang={item.hrefLang}
                  lang={item.hrefLang}
                  aria-label={t(item.name)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-10 min-w-12 items-center justify-center rounded-full px-3 font-semibold text-sm outline-hidden transition-colors focus-visible:outline-2 focus-visible:outline-brand-ball focus-visible:outline-offset-2',
                    current
                      ? 'bg-brand-ball text-brand-ball-foreground'
                      : 'text-primary-foreground hover:bg-primary-foreground/15',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </header>
  )
}
