import '~/locales/profile'
import { PageHeader } from '~/components/layout/page-header'
import { agentLinksQuery } from '~/features/agent/api'
import { AgentChannelsCard } from '~/features/agent/components/agent-channels-card'
import { calendarFeedQuery } from '~/features/calendar-feed/api'
import { CalendarFeedCard } from '~/features/calendar-feed/components/calendar-feed-card'
import { clubsQuery } from '~/features/clubs/api'
import { ClubsSection } from '~/features/clubs/components/clubs-section'
import { pixSettingsQuery } from '~/features/payments/api/pix-settings'
import { PixSettingsCard } from '~/features/payments/components/pix-settings-card'
import { profileQuery } from '~/features/profile/api'
import { AbsencePolicyCard } from '~/features/profile/components/absence-policy-card'
import { LocaleSettingsCard } from '~/features/profile/components/locale-settings-card'
import { PersonalInfoCard } from '~/features/profile/components/personal-info-card'
import { PrivacySection } from '~/features/profile/components/privacy-section'
import { ReminderSettingsCard } from '~/features/reminders/components/reminder-settings-card'
import { useTranslation } from '~/lib/i18n'
import { pageTitle } from '~/lib/page-title'
import { useScreenRefresh } from '~/lib/use-refresh'

export function meta() {
  return [pageTitle('profile', 'title')]
}

const REFRESH_KEYS = [
  profileQuery().queryKey,
  clubsQuery().queryKey,
  calendarFeedQuery().queryKey,
  pixSettingsQuery().queryKey,
  agentLinksQuery().queryKey,
]

/**
 * Spec §2 Teacher profile ('Meu Perfil'): personal info, the clubs, the absence policy, Pix,
 * the reminders, the assistant on WhatsApp and Telegram, the calendar feed, privacy and data.
 */
export default function ProfilePage() {
  const { t } = useTranslation('profile')
  useScreenRefresh(REFRESH_KEYS)
  return (
    <div className="w-full">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="space-y-8">
        <PersonalInfoCard />
        <LocaleSettingsCard />
        <ClubsSection />
        <AbsencePolicyCard />
        <PixSettingsCard />
        <ReminderSettingsCard />
        <AgentChannelsCard />
        <CalendarFeedCard />
        <PrivacySection />
      </div>
    </div>
  )
}
