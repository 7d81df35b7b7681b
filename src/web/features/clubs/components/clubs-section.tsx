import '~/locales/profile'
import type { ClubDto } from '@shared/schemas/clubs.response'
import { useQuery } from '@tanstack/react-query'
import Building2 from 'lucide-react/icons/building-complex'
import Plus from 'lucide-react/icons/plus'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { EmptyState } from '~/components/empty-state'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import { toastError } from '~/lib/toast'
import { clubsQuery, useSetDefaultClub } from '../api'
import { ClubCard } from './club-card'
import { ClubFormDialog } from './club-form-dialog'
import { ClubsSkeleton } from './clubs-skeleton'
import { DeleteClubDialog } from './delete-club-dialog'

type FormState = { open: false } | { open: true; club: ClubDto | null }

/** 'Clubes' (spec §2 Teacher profile): the coach's clubs, their default and the club dialog. */
export function ClubsSection() {
  const { t } = useTranslation('profile')
  const query = useQuery(clubsQuery())
  const setDefault = useSetDefaultClub()
  const [form, setForm] = useState<FormState>({ open: false })
  // the last club shown in the dialog stays while it animates closed
  const [dialogClub, setDialogClub] = useState<ClubDto | null>(null)
  const [toDelete, setToDelete] = useState<ClubDto | null>(null)
  const clubs = query.data ?? []

  useEffect(() => {
    if (query.isError) toastError(t('clubs.loadErrorTitle'), query.error)
  }, [query.isError, query.error, t])

  const openForm = (club: ClubDto | null) => {
    setDialogClub(club)
    setForm({ open: true, club })
  }

  const makeDefault = async (club: ClubDto) => {
    try {
      await setDefault.mutateAsync(club.id)
    } catch (error) {
      toastError(t('clubs.toast.defaultError'), error)
      return
    }
    toast.success(t('clubs.toast.defaultSet'))
  }

  return (
    <section aria-labelledby="clubs-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="clubs-title" className="text-lg font-semibold">
            {t('clubs.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('clubs.description')}</p>
        </div>
        <Button onClick={() => openForm(null)} className="w-full sm:w-auto">
          <Plus aria-hidden />
          {t('clubs.add')}
        </Button>
      </div>

      {query.isPending ? (
        <ClubsSkeleton label={t('clubs.loading')} />
      ) : query.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
          <p className="text-sm text-muted-foreground">{t('clubs.loadError')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('clubs.retry')}
          </Button>
        </div>
      ) : clubs.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={t('clubs.empty')}
          description={t('clubs.emptyDescription')}
        />
      ) : (
        <ul aria-label={t('clubs.listLabel')} className="grid gap-4 sm:grid-cols-2">
          {clubs.map((club) => (
            <li key={club.id}>
              <ClubCard
                club={club}
                onEdit={() => openForm(club)}
                onDelete={() => setToDelete(club)}
                onSetDefault={() => void makeDefault(club)}
                settingDefault={setDefault.isPending && setDefault.variables === club.id}
              />
            </li>
          ))}
        </ul>
      )}

      <ClubFormDialog
        open={form.open}
        onOpenChange={(open) => {
          if (!open) setForm({ open: false })
        }}
        club={form.open ? form.club : dialogClub}
        isFirstClub={clubs.length === 0}
      />
      <DeleteClubDialog club={toDelete} onClose={() => setToDelete(null)} />
    </section>
  )
}
