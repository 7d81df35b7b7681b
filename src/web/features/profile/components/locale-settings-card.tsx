import type { ProfileDto } from '@shared/api-types'
import {
  CURRENCIES,
  type Currency,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from '@shared/domain/locale'
import { localeSettingsSchema } from '@shared/schemas/profile'
import { type FormEvent, useMemo } from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { useTranslation } from '~/lib/i18n'
import { localMessage } from '~/lib/messages'
import { SettingsCard, useProfileDraft } from './settings-card'

type Draft = { language: Language; currency: Currency; timezone: string }
const draftOf = (p: ProfileDto): Draft => ({
  language: p.language,
  currency: p.currency,
  timezone: p.timezone,
})

/** The zones the browser knows, the coach's own first if missing (an older runtime). */
function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return all.includes(current) ? all : [current, ...all]
}

/**
 * 'Idioma e região' (issue 15): the app's language, the currency amounts are shown in (never
 * converted: the card says so) and the time zone 'today', 'this month', expiry and the agenda
 * follow. Saving re-renders the app in them.
 */
export function LocaleSettingsCard() {
  const { t } = useTranslation('profile')
  const { draft, setDraft, save, saving } = useProfileDraft(draftOf, {
    saved: t('locale.saved'),
    error: t('locale.error'),
  })
  const zones = useMemo(() => timeZones(draft?.timezone ?? ''), [draft?.timezone])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!draft) return
    const parsed = localeSettingsSchema.safeParse(draft)
    if (!parsed.success) {
      toast.error(t('locale.error'), { description: localMessage(parsed.error.issues[0]?.message) })
      return
    }
    save(parsed.data)
  }

  return (
    <SettingsCard
      id="locale-settings-title"
      title={t('locale.title')}
      description={t('locale.description')}
      loading={!draft}
    >
      {draft && (
        <form className="grid max-w-xl gap-5" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor="locale-language">{t('locale.language')}</Label>
            <NativeSelect
              id="locale-language"
              value={draft.language}
              onChange={(e) => setDraft({ ...draft, language: e.target.value as Language })}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="locale-currency">{t('locale.currency')}</Label>
            <NativeSelect
              id="locale-currency"
              value={draft.currency}
              aria-describedby="locale-currency-hint"
              onChange={(e) => setDraft({ ...draft, currency: e.target.value as Currency })}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {t(`locale.currencies.${currency}`)}
                </option>
              ))}
            </NativeSelect>
            <p id="locale-currency-hint" className="text-muted-foreground text-xs">
              {t('locale.currencyHint')}
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="locale-timezone">{t('locale.timezone')}</Label>
            <NativeSelect
              id="locale-timezone"
              value={draft.timezone}
              aria-describedby="locale-timezone-hint"
              onChange={(e) => setDraft({ ...draft, timezone: e.target.value })}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </NativeSelect>
            <p id="locale-timezone-hint" className="text-muted-foreground text-xs">
              {t('locale.timezoneHint')}
            </p>
          </div>
          <Button type="submit" className="justify-self-start" disabled={saving}>
            {saving ? t('locale.saving') : t('locale.save')}
          </Button>
        </form>
      )}
    </SettingsCard>
  )
}
