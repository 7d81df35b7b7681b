import { useContext } from 'react'
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { useTranslation } from '~/lib/i18n'
import type { UnsavedChangesGuard } from '~/lib/use-unsaved-changes'

/**
 * The question of `useUnsavedChanges`: 'Continuar editando' stays on the form with everything
 * kept, 'Descartar' follows the navigation that was held. The router's blocker exists only
 * while the form is dirty (React Router honours one blocker at a time: the form edited last).
 */
export function UnsavedChangesDialog({ guard }: { guard: UnsavedChangesGuard }) {
  // a form rendered on its own (a component test) has no router to hold
  const inRouter = useContext(UNSAFE_DataRouterContext) !== null
  return guard.dirty && inRouter ? <ActiveGuard guard={guard} /> : null
}

function ActiveGuard({ guard }: { guard: UnsavedChangesGuard }) {
  const { t } = useTranslation('common')
  const blocker = useBlocker((args) => guard.shouldBlock.current(args))
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset()
      }}
      title={t('unsaved.title')}
      description={t('unsaved.description')}
      cancelLabel={t('unsaved.stay')}
      confirmLabel={t('unsaved.discard')}
      pendingLabel={t('unsaved.discard')}
      pending={false}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed()
      }}
    />
  )
}
