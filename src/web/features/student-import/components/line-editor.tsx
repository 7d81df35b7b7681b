import type { ImportField } from '@shared/schemas/student-import'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { useTranslation } from '~/lib/i18n'

type Values = Partial<Record<ImportField, string>>

/**
 * A line's values opened for a correction: one input per field the import reads from the line.
 * Saving keeps the values in the browser (the sheet is not changed) and checks the lines again.
 */
export function LineEditor({
  line,
  fields,
  values,
  busy,
  onSave,
  onCancel,
}: {
  line: number
  fields: ImportField[]
  values: Values
  busy: boolean
  onSave: (values: Values) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('student-import')
  const [draft, setDraft] = useState<Values>(values)
  const id = useId()
  const first = useRef<HTMLInputElement & HTMLSelectElement>(null)
  useEffect(() => first.current?.focus(), [])

  const set = (field: ImportField, value: string) => setDraft((d) => ({ ...d, [field]: value }))

  return (
    <form
      aria-label={t('preview.fixLine', { line })}
      className="mt-2 grid gap-3 rounded-lg border bg-background p-3"
      onSubmit={(event) => {
        event.preventDefault()
        onSave(Object.fromEntries(fields.map((f) => [f, draft[f] ?? ''])))
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel()
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field, i) => {
          const inputId = `${id}-${field}`
          const ref = i === 0 ? first : undefined
          return (
            <div key={field} className="grid gap-1.5">
              <Label htmlFor={inputId}>{t(`fields.${field}`)}</Label>
              {field === 'gender' ? (
                <NativeSelect
                  id={inputId}
                  ref={ref}
                  value={draft.gender ?? ''}
                  onChange={(event) => set(field, event.target.value)}
                >
                  <option value="" />
                  <option value="M">{t('defaults.genderMale')}</option>
                  <option value="F">{t('defaults.genderFemale')}</option>
                </NativeSelect>
              ) : (
                <Input
                  id={inputId}
                  ref={ref}
                  value={draft[field] ?? ''}
                  onChange={(event) => set(field, event.target.value)}
                  autoComplete="off"
                />
              )}
            </div>
          )
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t('checking') : t('checkAgain')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('preview.cancelFix')}
        </Button>
      </div>
    </form>
  )
}
