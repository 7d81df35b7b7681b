import '~/locales/session-history'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { useTranslation } from '~/lib/i18n'
import { sessionDateError, toLocalInputValue } from '~/lib/session-date'

/**
 * The class's own date and time in the inline editor, checked as the coach types by the
 * shared rule the API applies (`sessionDateSchema`); the server's issue shows here too.
 */
export function SessionDateField({
  id,
  value,
  edited,
  serverError,
  onChange,
}: {
  id: string
  value: string
  edited: boolean
  serverError?: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('session-history')
  const error = (edited ? sessionDateError(value) : null) ?? serverError
  const hint = t('editor.dateHint')
  return (
    <FormField label={t('editor.date')} htmlFor={id} error={error} hint={hint}>
      <Input
        type="datetime-local"
        value={value}
        max={toLocalInputValue(new Date())}
        onChange={(e) => onChange(e.target.value)}
        className="sm:max-w-72"
        {...fieldA11y(id, error, hint)}
      />
    </FormField>
  )
}
