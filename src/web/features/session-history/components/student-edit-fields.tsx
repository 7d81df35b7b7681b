import '~/locales/session-history'
import type { PackageDto } from '@shared/api-types'
import { LIMITS } from '@shared/constants'
import { shortId } from '@shared/domain/package-status'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FocusTagToggles } from '~/components/focus-tag-toggles'
import { StarRatingInput } from '~/components/star-rating'
import { Badge } from '~/components/ui/badge'
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
import { chosenPackage, type EditorStudent, packageOptions } from '../editor-state'

const NONE = 'none'

/**
 * One participant in the inline editor: rating, club, 'Pacote Atribuído', focus tags and
 * notes (spec §2 Inline session editor).
 */
export function StudentEditFields({
  student,
  packages,
  originalPackageId,
  onChange,
}: {
  student: EditorStudent
  packages: PackageDto[] | undefined
  /** The package that paid this class when the editor opened (null for new students). */
  originalPackageId: string | null
  onChange: (patch: Partial<EditorStudent>) => void
}) {
  const { t } = useTranslation('session-history')
  const id = useId()
  const value = chosenPackage(student, packages)
  const options = packageOptions(packages, originalPackageId ?? value)

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
            value={value ?? NONE}
            onValueChange={(v) => onChange({ packageId: v === NONE ? null : v })}
          >
            <SelectTrigger id={`${id}-package`} className="w-full min-w-0 [&>span]:truncate">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>{t('editor.noPackageOption')}</SelectItem>
              {value && !options.some((p) => p.id === value) && (
                <SelectItem value={value}>{`#${shortId(value)}`}</SelectItem>
              )}
              {options.map((pkg) => (
                <SelectItem key={pkg.id} value={pkg.id}>
                  {t('editor.packageOption', {
                    name: pkg.name,
                    count: pkg.remainingClasses,
                    id: shortId(pkg.id),
                  })}
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
      <div className="grid gap-2">
        <Label htmlFor={`${id}-notes`}>{t('editor.notes')}</Label>
        <Textarea
          id={`${id}-notes`}
          value={student.notes}
          maxLength={LIMITS.feedbackNotesMax}
          placeholder={t('editor.notesPlaceholder')}
          onChange={(e) => onChange({ notes: e.target.value })}
        />
      </div>
    </fieldset>
  )
}
