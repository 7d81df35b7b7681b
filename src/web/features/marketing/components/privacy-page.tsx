import type { SiteLang } from '@shared/site'
import { CONTACT_EMAIL, homeHref } from '../lib/links'
import { BrandLink } from './brand-link'
import { LanguageToggle } from './language-toggle'
import { SiteFooter } from './site-footer'
import { useSiteTranslation } from './use-site-translation'

const STORED = ['account', 'students', 'packages', 'sessions', 'leads', 'logs'] as const
const RIGHTS = ['export', 'erase', 'delete', 'correct'] as const

const h2 = 'mt-10 font-bold text-2xl tracking-tight'
const list = 'mt-4 grid list-disc gap-3 pl-5 leading-relaxed marker:text-primary'

/**
 * The privacy page: what is stored and why, where, for how long, the
 * coach's rights and a contact. Prerendered, plain HTML: no script needed.
 */
export function PrivacyPage({ lang, path }: { lang: SiteLang; path: string }) {
  const { t } = useSiteTranslation('privacy', lang)
  const mail = (
    <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-primary underline">
      {CONTACT_EMAIL}
    </a>
  )
  const [before, after] = t('contact.text', { email: '\u0000' }).split('\u0000')
  return (
    <div className="min-h-svh bg-background">
      <header className="bg-[#072b28]">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3 sm:px-6 sm:py-4">
          <BrandLink lang={lang} />
          <LanguageToggle lang={lang} path={path} />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10 text-foreground sm:px-6 sm:py-14">
        <article aria-labelledby="privacy-page-title">
          <h1
            id="privacy-page-title"
            className="font-extrabold text-3xl tracking-tight sm:text-4xl"
          >
            {t('title')}
          </h1>
          <p className="mt-2 text-muted-foreground text-sm">{t('updated')}</p>
          <p className="mt-6 text-lg leading-relaxed">{t('intro')}</p>
          <p className="mt-4 leading-relaxed">{t('roles')}</p>

          <section aria-labelledby="privacy-stored">
            <h2 id="privacy-stored" className={h2}>
              {t('stored.title')}
            </h2>
            <ul className={list}>
              {STORED.map((key) => (
                <li key={key}>{t(`stored.${key}`)}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="privacy-where">
            <h2 id="privacy-where" className={h2}>
              {t('where.title')}
            </h2>
            <p className="mt-4 leading-relaxed">{t('where.text')}</p>
          </section>

          <section aria-labelledby="privacy-retention">
            <h2 id="privacy-retention" className={h2}>
              {t('retention.title')}
            </h2>
            <p className="mt-4 leading-relaxed">{t('retention.text')}</p>
          </section>

          <section aria-labelledby="privacy-rights">
            <h2 id="privacy-rights" className={h2}>
              {t('rights.title')}
            </h2>
            <ul className={list}>
              {RIGHTS.map((key) => (
                <li key={key}>{t(`rights.${key}`)}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="privacy-contact">
            <h2 id="privacy-contact" className={h2}>
              {t('contact.title')}
            </h2>
            <p className="mt-4 leading-relaxed">
              {before}
              {mail}
              {after}
            </p>
          </section>

          <p className="mt-12">
            <a
              href={homeHref(lang)}
              className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
            >
              {t('back')}
            </a>
          </p>
        </article>
      </main>
      <SiteFooter lang={lang} />
    </div>
  )
}
