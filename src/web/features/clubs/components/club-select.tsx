import { useQuery } from '@tanstack/react-query'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select'
import { useTranslation } from '~/lib/i18n'
import { clubsQuery } from '../api'

const NONE = 'none'

/** Where a class took place: the coach's clubs, or none. */
export function ClubSelect({
  value,
  onChange,
  id,
  className,
}: {
  value: string | null
  onChange: (clubId: string | null) => void
  id?: string
  className?: string
}) {
  const { t } = useTranslation('app')
  const { data: clubs = [] } = useQuery(clubsQuery())
  return (
    <Select value={value ?? NONE} onValueChange={(v) => onChange(v === NONE ? null : v)}>
      <SelectTrigger id={id} className={className}>
        <SelectValue placeholder={t('clubSelect.placeholder')} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>{t('clubSelect.none')}</SelectItem>
        {clubs.map((club) => (
          <SelectItem key={club.id} value={club.id}>
            {club.isDefault ? t('clubSelect.default', { name: club.name }) : club.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
