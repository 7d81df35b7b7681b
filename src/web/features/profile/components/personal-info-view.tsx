import '~/locales/profile'
import { formatPhone } from '@shared/domain/phone'
import type { ProfileDto } from '@shared/schemas/profile.response'
import { useTranslation } from '~/lib/i18n'
import { useWorldPhones } from '~/lib/world-phones'

/** Read-only personal info: a definition list of the profile's fields. */
export function PersonalInfoView({ profile }: { profile: ProfileDto }) {
  const { t } = useTranslation('profile')
  useWorldPhones(profile.phone)
  const rows: [string, string][] = [
    [t('personal.fields.name'), profile.name || t('personal.notInformed')],
    [t('personal.fields.email'), profile.email],
    [t('personal.fields.phone'), formatPhone(profile.phone) || t('personal.notInformed')],
    [
      t('personal.fields.mainSport'),
      t(`personal.sports.${profile.mainSport}`, { defaultValue: profile.mainSport }),
    ],
  ]
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0 space-y-1">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
