import '~/locales/session-history'
import type { PackageDto } from '@shared/api-types'
import { LIMITS } from '@shared/constants'
import { shortId } from '@shared/domain/package-status'
import { useId } from 'react'
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
import { type EditorStudent, packageOptions } from '../lib/editor-state'

const NONE = 'none'
/** A student just added, no choice made: the server picks with its rule when saving. */
const AUTO = 'auto'

/**
 * One participant in the inline editor: rating, club, 'Pacote Atribuído', focus tags and
 * notes (spec §2 Inline session editor), and the voice notes (issue 14).
 */
export function StudentEditFields({
  student,
  packages,
  originalPackageId,
  onChange,
  onVoiceNotes,
  onVoiceBusy,
  notesError,
}: {
  student: EditorStudent
  packages: PackageDto[] | undefined
  /** The package that paid this class when the editor opened (null for new students). */
  originalPackageId: string | null
  onChange: (patch: Partial<EditorStudent>) => void
  /** Issue 14: a voice note recorded (uploaded) or discarded. */
  onVoiceNotes: (update: VoiceNotesUpdate) => void
  onVoiceBusy: (busy: boolean) => void
  /** The issue of the last save with these notes (the shared schema's or the server's). */
  notesError?: string
}) {
  const { t } = useTranslation('session-history')
  const id = useId()
  const value = student.packageId
  const options = packageOptions(packages, originalPackageId ?? value ?? null)

  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="flex items-center gap-2 px-1 font-semibold">
        {student.name}
        {student.added && <Badge variant="secondary">{t('editor.newStudent')}</Badge>}
      </legend>
      <StarRatingInput
        value={student.rating}
        onChange={(rating) => onChange({ rating })}
        label={t('editor.rating', { name: student.name })}
        name={`${id}-rating`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-club`}>{t('editor.club')}</Label>
          <ClubSelect
            id={`${id}-club`}
            value={student.clubId}
            onChange={(clubId) => onChange({ clubId })}
            className="w-full"
          />
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-package`}>{t('editor.package')}</Label>
          <Select
            value={value === undefined ? AUTO : (value ?? NONE)}
            onValueChange={(v) =>
              onChange({ packageId: v === AUTO ? undefined : v === NONE ? null : v })
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
      <FocusTagToggles
        value={student.tags}
        onChange={(tags) => onChange({ tags })}
        label={t('editor.focus', { name: student.name })}
      />
      <FormField label={t('editor.notes')} htmlFor={`${id}-notes`} error={notesError}>
        <Textarea
          value={student.notes}
          maxLength={LIMITS.feedbackNotesMax}
          placeholder={t('editor.notesPlaceholder')}
          onChange={(e) => onChange({ notes: e.target.value })}
          {...fieldA11y(`${id}-notes`, notesError)}
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
