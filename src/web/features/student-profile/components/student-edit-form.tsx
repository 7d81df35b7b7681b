import '~/locales/student-profile'
import { CLASSES, GENDERS, STUDENT_STATUSES, STUDENT_TYPES } from '@shared/constants'
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shared/domain/locale'
import type { StudentUpdateInput } from '@shared/schemas/student'
import type { StudentDetail } from '@shared/schemas/students.response'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { PhoneInput } from '~/components/phone-input'
import { Card, CardContent } from '~/components/ui/card'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native-select'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select'
import { Textarea } from '~/components/ui/textarea'
import { UnsavedChangesDialog } from '~/components/unsaved-changes-dialog'
import { useTranslation } from '~/lib/i18n'
import { studentLabel, studentLabelOptions } from '~/lib/student-label'
import type { UnsavedChangesGuard } from '~/lib/use-unsaved-changes'
import { ChoiceButtons } from './choice-buttons'
import { RemoveStudentButton } from './remove-student-button'

/** The profile's edit mode: every field of the student, status and type included. */
export function StudentEditForm({
  formId,
  form,
  onSubmit,
  student,
  guard,
}: {
  formId: string
  form: UseFormReturn<StudentUpdateInput>
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>
  student: StudentDetail
  guard: UnsavedChangesGuard
}) {
  const { t } = useTranslation('student-profile')
  const { errors } = form.formState
  const e = {
    name: errors.name?.message,
    email: errors.email?.message,
    phone: errors.phone?.message,
    classe: errors.classe?.message,
    language: errors.language?.message,
    notes: errors.notes?.message,
  }

  return (
    <Card>
      <CardContent>
        <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
          <UnsavedChangesDialog guard={guard} />
          <FormField label={t('fields.name')} htmlFor="student-name" error={e.name} required>
            <Input
              autoComplete="off"
              required
              {...fieldA11y('student-name', e.name)}
              {...form.register('name')}
            />
          </FormField>
          <FormField label={t('fields.email')} htmlFor="student-email" error={e.email}>
            <Input
              type="email"
              autoComplete="off"
              placeholder={t('fields.emailPlaceholder')}
              {...fieldA11y('student-email', e.email)}
              {...form.register('email')}
            />
          </FormField>
          <FormField label={t('fields.phone')} htmlFor="student-phone" error={e.phone} required>
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  withCountry
                  required
                  placeholder={t('fields.phonePlaceholder')}
                  {...fieldA11y('student-phone', e.phone)}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </FormField>
          <FormField label={t('fields.classe')} htmlFor="student-classe" error={e.classe} required>
            <Controller
              control={form.control}
              name="classe"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger className="w-full" {...fieldA11y('student-classe', e.classe)}>
                    <SelectValue placeholder={t('fields.classePlaceholder')} />
                  </SelectTrigger>
                  <SelectContent>
                    {CLASSES.map((c) => (
                      <SelectItem key={c} value={c}>
                        {studentLabel('classe', c)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField
            label={t('fields.language')}
            htmlFor="student-language"
            error={e.language}
            hint={t('fields.languageHint')}
          >
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                <NativeSelect
                  {...fieldA11y('student-language', e.language, t('fields.languageHint'))}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? student.language}
                  onChange={(ev) => field.onChange(ev.target.value as Language)}
                  onBlur={field.onBlur}
                >
                  {LANGUAGES.map((language) => (
                    <option key={language} value={language} lang={language}>
                      {LANGUAGE_NAMES[language]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          </FormField>
          <Controller
            control={form.control}
            name="gender"
            render={({ field, fieldState }) => (
              <ChoiceButtons
                id="student-gender"
                legend={t('fields.gender')}
                options={studentLabelOptions('gender', GENDERS)}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field, fieldState }) => (
              <ChoiceButtons
                id="student-type"
                legend={t('fields.type')}
                options={studentLabelOptions('type', STUDENT_TYPES)}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field, fieldState }) => (
              <ChoiceButtons
                id="student-status"
                legend={t('fields.status')}
                options={studentLabelOptions('status', STUDENT_STATUSES)}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormField
            label={t('fields.notes')}
            htmlFor="student-notes"
            error={e.notes}
            className="sm:col-span-2"
          >
            <Textarea
              rows={3}
              placeholder={t('fields.notesPlaceholder')}
              {...fieldA11y('student-notes', e.notes)}
              {...form.register('notes')}
            />
          </FormField>
        </form>
        <div className="mt-6 border-t pt-4">
          <RemoveStudentButton student={student} />
        </div>
      </CardContent>
    </Card>
  )
}
