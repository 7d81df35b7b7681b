import '~/locales/students'
import { GENDERS, LIMITS, STUDENT_TYPES } from '@shared/constants'
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shared/domain/locale'
import { defaultStudentLanguage } from '@shared/domain/student-language'
import { type StudentCreateInput, studentCreateSchema } from '@shared/schemas/student'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ChoiceToggles } from '~/components/choice-toggles'
import { PhoneInput } from '~/components/phone-input'
import { Button } from '~/components/ui/button'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import { UnsavedChangesDialog } from '~/components/unsaved-changes-dialog'
import { applyServerIssues, zodResolver } from '~/lib/form-errors'
import { coachTimeZone } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { studentLabelOptions } from '~/lib/student-label'
import { useUnsavedChanges } from '~/lib/use-unsaved-changes'
import { ClasseSelect } from './classe-select'

export type StudentFormValues = z.output<typeof studentCreateSchema>

const FIELDS = ['name', 'email', 'phone', 'gender', 'type', 'classe', 'language', 'notes'] as const

/**
 * The student form of spec §5 (New student), reusable in a page or in a dialog. When
 * `onSubmit` rejects with an ApiError carrying field issues, they are shown on the fields
 * (the caller shows the toast).
 */
export function StudentForm({
  defaultValues,
  submitLabel,
  onSubmit,
  submitting,
  onCancel,
  idPrefix = 'student',
  defaultCountryCode,
}: {
  defaultValues?: Partial<StudentCreateInput>
  submitLabel: string
  onSubmit: (values: StudentFormValues) => unknown
  submitting?: boolean
  onCancel?: () => void
  /** Keeps ids unique when two forms are on one page. */
  idPrefix?: string
  /** Issue 15: the country code a new phone starts with (the coach's own; 55 by default). */
  defaultCountryCode?: string
}) {
  const { t } = useTranslation('students')
  const form = useForm<StudentCreateInput, unknown, StudentFormValues>({
    resolver: zodResolver(studentCreateSchema),
    defaultValues: { name: '', email: '', phone: '', notes: '', ...defaultValues },
  })
  const { errors, isSubmitting } = form.formState
  const busy = Boolean(submitting) || isSubmitting
  const id = (field: string) => `${idPrefix}-${field}`
  const notesLength = (form.watch('notes') ?? '').length
  const guard = useUnsavedChanges(form.formState.isDirty)

  const submit = form.handleSubmit(async (values) => {
    // the caller may leave the page once it is saved
    guard.allowNavigation()
    try {
      await onSubmit(values)
    } catch (error) {
      guard.guardAgain()
      applyServerIssues(error, form.setError, FIELDS, { shouldFocus: true })
    }
  })

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <UnsavedChangesDialog guard={guard} />
      <FormField label={t('form.name')} htmlFor={id('name')} error={errors.name?.message} required>
        <Input
          autoComplete="off"
          maxLength={LIMITS.studentNameMax}
          placeholder={t('form.namePlaceholder')}
          required
          {...fieldA11y(id('name'), errors.name?.message)}
          {...form.register('name')}
        />
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={t('form.email')} htmlFor={id('email')} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="off"
            maxLength={LIMITS.emailMax}
            placeholder={t('form.emailPlaceholder')}
            {...fieldA11y(id('email'), errors.email?.message)}
            {...form.register('email')}
          />
        </FormField>
        <FormField
          label={t('form.phone')}
          htmlFor={id('phone')}
          error={errors.phone?.message}
          required
        >
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                withCountry
                defaultCountryCode={defaultCountryCode}
                placeholder={t('form.phonePlaceholder')}
                required
                {...fieldA11y(id('phone'), errors.phone?.message)}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </FormField>
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="gender"
          render={({ field }) => (
            <ChoiceToggles
              id={id('gender')}
              label={t('form.gender')}
              options={studentLabelOptions('gender', GENDERS)}
              value={field.value}
              onChange={(v) => field.onChange(v ?? undefined)}
              firstButtonRef={field.ref}
              error={errors.gender?.message}
              required
            />
          )}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <ChoiceToggles
              id={id('type')}
              label={t('form.type')}
              options={studentLabelOptions('type', STUDENT_TYPES)}
              value={field.value}
              onChange={(v) => field.onChange(v ?? undefined)}
              firstButtonRef={field.ref}
              error={errors.type?.message}
              required
            />
          )}
        />
      </div>
      <FormField
        label={t('form.classe')}
        htmlFor={id('classe')}
        error={errors.classe?.message}
        required
      >
        <Controller
          control={form.control}
          name="classe"
          render={({ field }) => (
            <ClasseSelect
              placeholder={t('form.classePlaceholder')}
              {...fieldA11y(id('classe'), errors.classe?.message)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
            />
          )}
        />
      </FormField>
      <FormField
        label={t('form.language')}
        htmlFor={id('language')}
        error={errors.language?.message}
        hint={t('form.languageHint')}
      >
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <NativeSelect
              {...fieldA11y(id('language'), errors.language?.message, t('form.languageHint'))}
              name={field.name}
              // untouched on a new student: the language of the coach's country, which the
              // server applies when none is sent
              value={field.value ?? defaultStudentLanguage(coachTimeZone())}
              onChange={(e) => field.onChange(e.target.value as Language)}
              onBlur={field.onBlur}
              ref={field.ref}
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
      <FormField
        label={t('form.notes')}
        htmlFor={id('notes')}
        error={errors.notes?.message}
        hint={t('form.notesCount', { count: notesLength, max: LIMITS.notesMax })}
      >
        <Textarea
          rows={4}
          maxLength={LIMITS.notesMax}
          placeholder={t('form.notesPlaceholder')}
          {...fieldA11y(
            id('notes'),
            errors.notes?.message,
            t('form.notesCount', { count: notesLength, max: LIMITS.notesMax }),
          )}
          {...form.register('notes')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              // Cancelar is the coach's own choice to drop the changes
              guard.allowNavigation()
              onCancel()
            }}
            disabled={busy}
          >
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? t('form.saving') : submitLabel}
        </Button>
      </div>
    </form>
  )
}
