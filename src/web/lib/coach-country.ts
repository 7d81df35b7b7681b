import { DEFAULT_COUNTRY_CODE } from '@shared/constants'
import { phoneCountryCode } from '@shared/domain/phone'
import { useQuery } from '@tanstack/react-query'
import { profileQuery } from '~/features/profile/api'
import { useTranslation } from '~/lib/i18n'

// Apart from ./api so the app's shell (which loads the profile) does not carry the phone
// rules and libphonenumber-js: only the new-student forms need them.
/**
 * Issue 15: the country code of the coach's own phone, where a new student's phone starts
 * ('55' while the profile loads, and for a coach without a phone). The profile is fetched for
 * a coach using the app in English; in Portuguese it is read only when already loaded (the
 * form opens as before, without another request).
 */
export function useCoachCountryCode(): string {
  const { i18n } = useTranslation()
  const { data } = useQuery({
    ...profileQuery(),
    enabled: i18n.language === 'en',
    select: (p) => phoneCountryCode(p.phone),
  })
  return data ?? DEFAULT_COUNTRY_CODE
}
