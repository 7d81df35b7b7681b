import '~/locales/profile'
import { formatPhone } from '@shared/domain/phone'
import type { ClubDto } from '@shared/schemas/clubs.response'
import MapPin from 'lucide-react/icons/map-pin'
import Pencil from 'lucide-react/icons/pencil'
import Phone from 'lucide-react/icons/phone'
import Star from 'lucide-react/icons/star'
import Trash2 from 'lucide-react/icons/trash'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import { useWorldPhones } from '~/lib/world-phones'

/** One club: name, 'Padrão' badge, address, phone and its actions (spec §2 Clubs section). */
export function ClubCard({
  club,
  onEdit,
  onDelete,
  onSetDefault,
  settingDefault,
}: {
  club: ClubDto
  onEdit: () => void
  onDelete: () => void
  onSetDefault: () => void
  settingDefault: boolean
}) {
  const { t } = useTranslation('profile')
  const titleId = `club-${club.id}-name`
  useWorldPhones(club.phone)
  const phone = formatPhone(club.phone)
  return (
    <article
      aria-labelledby={titleId}
      data-default={club.isDefault || undefined}
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm data-default:border-primary/50"
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2 pt-2">
          <h3 id={titleId} className="break-words font-semibold leading-tight">
            {club.name}
          </h3>
          {club.isDefault && (
            <Badge className="border-transparent bg-brand-ball text-brand-ball-foreground">
              <Star aria-hidden className="fill-current" />
              {t('clubs.default')}
            </Badge>
          )}
        </div>
        <div className="-mr-2 flex shrink-0">
          <Button variant="ghost" size="icon" aria-label={t('clubs.edit')} onClick={onEdit}>
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('clubs.delete')}
            onClick={onDelete}
            className="text-destructive hover:bg-destructive-soft hover:text-destructive"
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {(club.address || phone) && (
        <dl className="space-y-1.5 text-sm text-muted-foreground">
          {club.address && (
            <div className="flex items-start gap-2">
              <dt>
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span className="sr-only">{t('clubs.addressLabel')}</span>
              </dt>
              <dd className="min-w-0 break-words">{club.address}</dd>
            </div>
          )}
          {phone && (
            <div className="flex items-center gap-2">
              <dt>
                <Phone aria-hidden className="size-4 shrink-0" />
                <span className="sr-only">{t('clubs.phoneLabel')}</span>
              </dt>
              <dd>{phone}</dd>
            </div>
          )}
        </dl>
      )}
      {!club.isDefault && (
        <div className="mt-auto pt-1">
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            onClick={onSetDefault}
            disabled={settingDefault}
          >
            <Star aria-hidden />
            {settingDefault ? t('clubs.settingDefault') : t('clubs.setDefault')}
          </Button>
        </div>
      )}
    </article>
  )
}
