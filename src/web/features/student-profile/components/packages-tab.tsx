import '~/locales/student-profile'
import type { PackageDto } from '@shared/schemas/packages.response'
import type { UseQueryResult } from '@tanstack/react-query'
import Package from 'lucide-react/icons/package'
import Plus from 'lucide-react/icons/plus'
import { useState } from 'react'
import { EmptyState } from '~/components/empty-state'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { PackageDialog } from '~/features/packages/components/package-dialog'
import { useTranslation } from '~/lib/i18n'
import { PackagePayments } from '../../payments/components/package-payments'
import { PackageCard } from './package-card'
import { PackageMovements } from './package-movements'

type DialogState = { open: boolean; pkg?: PackageDto }

/** Pacotes tab: the student's packages, newest purchase first, and the package dialog. */
export function PackagesTab({
  studentId,
  packages,
}: {
  studentId: string
  packages: UseQueryResult<PackageDto[]>
}) {
  const { t } = useTranslation('student-profile')
  const [dialog, setDialog] = useState<DialogState>({ open: false })
  const openCreate = () => setDialog({ open: true })

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold text-lg">{t('packages.title')}</h2>
        <Button onClick={openCreate}>
          <Plus aria-hidden />
          {t('packages.new')}
        </Button>
      </div>
      {packages.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
          <Skeleton className="h-72 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : !packages.data ? (
        <EmptyState
          icon={Package}
          title={t('loadError.title')}
          description={t('loadError.description')}
          action={
            <Button variant="outline" onClick={() => void packages.refetch()}>
              {t('loadError.retry')}
            </Button>
          }
        />
      ) : packages.data.length === 0 ? (
        <EmptyState
          icon={Package}
          title={t('packages.empty')}
          description={t('packages.emptyDescription')}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {packages.data.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              onEdit={() => setDialog({ open: true, pkg })}
              payments={<PackagePayments pkg={pkg} />}
            >
              <PackageMovements studentId={studentId} packageId={pkg.id} />
            </PackageCard>
          ))}
        </div>
      )}
      <PackageDialog
        studentId={studentId}
        package={dialog.pkg}
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </div>
  )
}
