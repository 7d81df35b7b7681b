import '~/locales/session-history'
import Trash2 from 'lucide-react/icons/trash'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'

/**
 * Cancelar, delete and Salvar of the inline editor, in a bar that sticks to the bottom of the
 * screen while the editor is in view: on a phone they stay in reach of the thumb however long
 * the form is. Salvar waits for the packages of students just added.
 */
export function EditorActions({
  saving,
  loadingPackages,
  onCancel,
  onDelete,
}: {
  saving: boolean
  loadingPackages: boolean
  onCancel: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation('session-history')
  return (
    <div
      data-testid="editor-actions"
      className="sticky bottom-0 z-10 -mx-4 -mb-4 flex items-center gap-2 rounded-b-xl border-t bg-card/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.15)] backdrop-blur sm:-mx-5 sm:-mb-5 sm:px-5"
    >
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={t('editor.delete')}
        className="text-destructive hover:text-destructive"
        onClick={onDelete}
        disabled={saving}
      >
        <Trash2 aria-hidden />
      </Button>
      <span aria-live="polite" className="min-w-0 flex-1 text-muted-foreground text-xs">
        {loadingPackages ? t('editor.loadingPackages') : null}
      </span>
      <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
        {t('editor.cancel')}
      </Button>
      <Button type="submit" disabled={saving || loadingPackages}>
        {saving ? t('editor.saving') : t('editor.save')}
      </Button>
    </div>
  )
}
