import type { SiteLang } from '@shared/site'
import { BrandMark } from '~/components/layout/brand'
import { ANCHORS, CONTACT_EMAIL, privacyHref, SUPPORT_EMAIL } from '../lib/links'
import { useSiteTranslation } from './use-site-translation'

const footerLink =
  'inline-flex min-h-11 items-center rounded-md text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-ball focus-visible:outline-offset-2'

/** Footer of the public pages: privacy policy, support, contact address, copyright. */
export function SiteFooter({ lang }: { lang: SiteLang }) {
  const { t } = useSiteTranslation('landing', lang)
  const privacyId = ANCHORS[lang].privacy
  return (
    <footer className="bg-[#072b28] text-[#cfe7e3]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="flex items-center gap-2 font-bold text-white text-xl">
            <BrandMark />
            Quadra
          </p>
          <p className="mt-3 max-w-xs">{t('footer.tagline')}</p>
          <nav aria-label={t('footer.linksLabel')} className="mt-4">
            <ul className="flex flex-wrap gap-x-6">
              <li>
                <a href={privacyHref(lang)} className={footerLink}>
                  {t('footer.privacy')}
                </a>
              </li>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`} className={footerLink}>
                  {t('footer.support')}
                </a>
              </li>
              <li className="flex items-center gap-1">
                <span>{t('footer.contact')}:</span>
                <a href={`mailto:${CONTACT_EMAIL}`} className={footerLink}>
                  {CONTACT_EMAIL}
                </a>
              </li>
            </ul>
          </nav>
        </div>
        <section id={privacyId} aria-labelledby="privacy-title" className="scroll-mt-4">
          <h2 id="privacy-title" className="font-semibold text-white">
            {t('footer.privacyTitle')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">
            {t('footer.privacyText', { email: CONTACT_EMAIL })}
          </p>
        </section>
      </div>
      <div className="border-white/10 border-t">
        {/* the build's year in the prerendered HTML; a later year on the client is not a mismatch */}
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm sm:px-6" suppressHydrationWarning>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  )
}
