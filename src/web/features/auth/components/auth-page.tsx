import { LANGUAGE_NAMES, LANGUAGES } from '@shared/domain/locale'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { Link } from 'react-router'
import { Brand } from '~/components/layout/brand'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import { applyLanguage } from '~/lib/language'

/** The frame of every account page: back to the site, the brand, a centred card. */
export function AuthPage({ children }: { children: React.ReactNode }) {
  const { t, i18n } = useTranslation('auth')
  return (
    <div className="min-h-svh bg-gradient-to-b from-primary/10 via-background to-background">
      <div className="mx-auto flex min-h-svh w-full max-w-md flex-col px-4 py-4 sm:py-8">
        <div className="mb-4 flex items-center justify-between gap-2">
          <Button variant="ghost" asChild className="-ml-2">
            <Link to={i18n.language === 'en' ? '/eng' : '/'}>
              <ArrowLeft className="size-4" aria-hidden />
              {t('backToSite')}
            </Link>
          </Button>
          <LanguageSwitch />
        </div>
        <div className="mb-6 flex justify-center">
          <Brand />
        </div>
        <main className="flex-1">{children}</main>
      </div>
    </div>
  )
}

/**
 * Issue 15: the account pages' language — the one the sign-up stores for the new coach
 * (preselected from the page the visitor came from, else the browser's).
 */
function LanguageSwitch() {
  const { t, i18n } = useTranslation('auth')
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{t('language.legend')}</legend>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          type="button"
          size="sm"
          variant={i18n.language === language ? 'secondary' : 'ghost'}
          aria-pressed={i18n.language === language}
          lang={language}
          className="min-h-11 px-3"
          onClick={() => void applyLanguage(language)}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </fieldset>
  )
}
