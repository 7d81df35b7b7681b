import '~/locales/session-history'
import { LIMITS } from '@shared/constants'
import { shortId } from '@shared/domain/package-status'
import type { PackageDto } from '@shared/schemas/packages.response'
import type { SessionUpdateInput } from '@shared/schemas/session'
import { useId } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { FocusTagToggles } from '~/components/focus-tag-toggles'
import { StarRatingInput } from '~/components/star-rating'
import { Badge } from '~/components/ui/badge'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Label } from '~/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select'
import { Textarea } from '~/components/ui/textarea'
import { ClubSelect } from '~/features/clubs/components/club-select'
import {
  VoiceNotesField,
  type VoiceNotesUpdate,
} from '~/features/voice-notes/components/voice-notes-field'
import { useTranslation } from '~/lib/i18n'
import { packageName } from '~/lib/package-name'
import { type EditorState, type EditorStudent, packageOptions } from '../lib/editor-state'

const NONE = 'none'
/** A student just added, no choice made: the server picks with its rule when saving. */
const AUTO = 'auto'

/**
 * One participant in the inline editor: rating, club, 'Pacote Atribuído', focus tags and
 * notes (spec §2 Inline session editor), and the voice notes.
 */
export function StudentEditFields({
  form,
  index,
  student,
  packages,
  originalPackageId,
  onVoiceNotes,
  onVoiceBusy,
}: {
  form: UseFormReturn<EditorState, unknown, SessionUpdateInput>
  /** The student's place in the editor's `students`. */
  index: number
  /** The student's values as they are. */
  student: EditorStudent
  packages: PackageDto[] | undefined
  /** The package that paid this class when the editor opened (null for new students). */
  originalPackageId: string | null
  /** Issue 14: a voice note recorded (uploaded) or discarded. */
  onVoiceNotes: (update: VoiceNotesUpdate) => void
  onVoiceBusy: (busy: boolean) => void
}) {
  const { t } = useTranslation('session-history')
  const id = useId()
  const { control } = form
  // the issue of the last save with these notes (the shared schema's or the server's)
  const notesError = form.formState.errors.students?.[index]?.notes?.message
  const value = student.packageId
  const options = packageOptions(packages, originalPackageId ?? value ?? null)

  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="flex items-center gap-2 px-1 font-semibold">
        {student.name}
        {student.added && <Badge variant="secondary">{t('editor.newStudent')}</Badge>}
      </legend>
      <Controller
        control={control}
        name={`students.${index}.rating`}
        render={({ field }) => (
          <StarRatingInput
            value={field.value}
            onChange={field.onChange}
            label={t('editor.rating', { name: student.name })}
            name={`${id}-rating`}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-club`}>{t('editor.club')}</Label>
          <Controller
            control={control}
            name={`students.${index}.clubId`}
            render={({ field }) => (
              <ClubSelect
                id={`${id}-club`}
                value={field.value}
                onChange={field.onChange}
                className="w-full"
              />
            )}
          />
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-package`}>{t('editor.package')}</Label>
          <Select
            value={value === undefined ? AUTO : (value ?? NONE)}
            onValueChange={(v) =>
              form.setValue(
                `students.${index}.packageId`,
                v === AUTO ? undefined : v === NONE ? null : v,
                { shouldDirty: true },
              )
            }
          >
            {/* long package names wrap instead of being cut off on a phone */}
            <SelectTrigger
              id={`${id}-package`}
              className="min-h-10 w-full min-w-0 whitespace-normal py-1.5 text-left data-[size=default]:h-auto *:data-[slot=select-value]:line-clamp-2"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-w-[min(32rem,calc(100vw-2rem))]">
              {student.added && (
                <SelectItem value={AUTO}>{t('editor.autoPackageOption')}</SelectItem>
              )}
              <SelectItem value={NONE}>{t('editor.noPackageOption')}</SelectItem>
              {value && !options.some((p) => p.id === value) && (
                <SelectItem value={value}>{`#${shortId(value)}`}</SelectItem>
              )}
              {options.map((pkg) => (
                <SelectItem key={pkg.id} value={pkg.id} className="whitespace-normal">
                  <span className="min-w-0">
                    {t('editor.packageOption', {
                      name: packageName(pkg.name),
                      count: pkg.remainingClasses,
                      id: shortId(pkg.id),
                    })}
                  </span>
                  {pkg.status === 'expired' && (
                    <Badge variant="destructive" className="shrink-0">
                      {t('editor.expired')}
                    </Badge>
                  )}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <Controller
        control={control}
        name={`students.${index}.tags`}
        render={({ field }) => (
          <FocusTagToggles
            value={field.value}
            onChange={field.onChange}
            label={t('editor.focus', { name: student.name })}
          />
        )}
      />
      <FormField label={t('editor.notes')} htmlFor={`${id}-notes`} error={notesError}>
        <Textarea
          maxLength={LIMITS.feedbackNotesMax}
          placeholder={t('editor.notesPlaceholder')}
          {...fieldA11y(`${id}-notes`, notesError)}
          {...form.register(`students.${index}.notes`)}
        />
      </FormField>
      <VoiceNotesField
        notes={student.voiceNotes}
        onNotesChange={onVoiceNotes}
        onBusyChange={onVoiceBusy}
        name={student.name}
        editableTranscripts
      />
    </fieldset>
  )
}
