import '~/locales/profile'
import type { LessonTimesChoice } from '@shared/constants'
import { CURRENCIES, LANGUAGE_NAMES, LANGUAGES } from '@shared/domain/locale'
import { type LocaleSettingsInput, localeSettingsSchema } from '@shared/schemas/profile'
import type { ProfileDto, TimeZoneChangePreview } from '@shared/schemas/profile.response'
import { lazy, Suspense, useMemo, useState } from 'react'
import { type FieldErrors, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { ApiError } from '~/lib/api-client'
import { zodResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { localMessage } from '~/lib/messages'
import { fetchTimeZoneChange } from '../api'
import { SettingsCard, useSaveProfile } from './settings-card'

// asked only when a zone change would move lessons: loaded then
const ZoneChangeDialog = lazy(() => import('./zone-change-dialog'))

const valuesOf = (p: ProfileDto): LocaleSettingsInput => ({
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
 * 'Idioma e região': the app's language, the currency amounts are shown in (never
 * converted: the card says so) and the time zone 'today', 'this month', expiry and the agenda
 * follow. Saving re-renders the app in them.
 */
export function LocaleSettingsCard() {
  const { t } = useTranslation('profile')
  return (
    <SettingsCard
      id="locale-settings-title"
      title={t('locale.title')}
      description={t('locale.description')}
    >
      {(profile) => <LocaleSettingsForm profile={profile} />}
    </SettingsCard>
  )
}

function LocaleSettingsForm({ profile }: { profile: ProfileDto }) {
  const { t } = useTranslation('profile')
  const form = useForm<LocaleSettingsInput>({
    resolver: zodResolver(localeSettingsSchema),
    defaultValues: valuesOf(profile),
  })
  const { save, saving } = useSaveProfile(form, valuesOf, {
    saved: t('locale.saved'),
    error: t('locale.error'),
  })
  const timezone = useWatch({ control: form.control, name: 'timezone' })
  const zones = useMemo(() => timeZones(timezone), [timezone])
  const [checking, setChecking] = useState(false)
  // a zone change that would move lessons waits for the coach's choice
  const [asking, setAsking] = useState<{
    input: LocaleSettingsInput
    preview: TimeZoneChangePreview
  } | null>(null)

  // the selects hold valid values: a refusal is shown as the card's toast
  const refused = (errors: FieldErrors<LocaleSettingsInput>) => {
    const first = errors.language ?? errors.currency ?? errors.timezone
    toast.error(t('locale.error'), { description: localMessage(first?.message) })
  }

  const submit = form.handleSubmit(async (input) => {
    if (input.timezone === profile.timezone) {
      await save(input)
      return
    }
    setChecking(true)
    try {
      const preview = await fetchTimeZoneChange(input.timezone)
      if (preview.weeklySlots + preview.lessons > 0) setAsking({ input, preview })
      else await save(input)
    } catch (err) {
      toast.error(t('locale.error'), {
        description: err instanceof ApiError ? err.message : undefined,
      })
    } finally {
      setChecking(false)
    }
  }, refused)

  const confirm = (lessonTimes: LessonTimesChoice) => {
    if (!asking) return
    save({ ...asking.input, lessonTimes }, () => setAsking(null))
  }

  return (
    <>
      <form className="grid max-w-xl gap-5" onSubmit={submit} noValidate>
        <div className="grid gap-2">
          <Label htmlFor="locale-language">{t('locale.language')}</Label>
          <NativeSelect id="locale-language" {...form.register('language')}>
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
            aria-describedby="locale-currency-hint"
            {...form.register('currency')}
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
            aria-describedby="locale-timezone-hint"
            {...form.register('timezone')}
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
        <Button type="submit" className="justify-self-start" disabled={saving || checking}>
          {saving || checking ? t('locale.saving') : t('locale.save')}
        </Button>
      </form>
      {asking && (
        <Suspense fallback={null}>
          <ZoneChangeDialog
            preview={asking.preview}
            saving={saving}
            onConfirm={confirm}
            onCancel={() => setAsking(null)}
          />
        </Suspense>
      )}
    </>
  )
}
