import '~/locales/profile'
import { MAIN_SPORTS } from '@shared/constants'
import { phoneForEditing } from '@shared/domain/phone'
import { type ProfileUpdateInput, profileUpdateSchema } from '@shared/schemas/profile'
import type { ProfileDto } from '@shared/schemas/profile.response'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { PhoneInput } from '~/components/phone-input'
import { Button } from '~/components/ui/button'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select'
import { UnsavedChangesDialog } from '~/components/unsaved-changes-dialog'
import { applyServerIssues, zodResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { useUnsavedChanges } from '~/lib/use-unsaved-changes'
import { useUpdateProfile } from '../api'

const FIELDS = ['name', 'phone', 'mainSport'] as const

function profileFormValues(profile: ProfileDto): ProfileUpdateInput {
  return {
    name: profile.name,
    phone: phoneForEditing(profile.phone),
    mainSport: profile.mainSport,
  }
}

/** Edit mode of the personal info card: name, phone (masked) and main sport. */
export function PersonalInfoForm({ profile, onDone }: { profile: ProfileDto; onDone: () => void }) {
  const { t } = useTranslation('profile')
  const update = useUpdateProfile()
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: profileFormValues(profile),
  })
  const { errors, isSubmitting, isDirty } = form.formState
  const guard = useUnsavedChanges(isDirty)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values)
    } catch (error) {
      applyServerIssues(error, form.setError, FIELDS)
      toast.error(t('personal.errorTitle'), { description: t('personal.errorDescription') })
      return
    }
    toast.success(t('personal.successTitle'))
    onDone()
  })

  const cancel = () => {
    form.reset(profileFormValues(profile))
    onDone()
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <UnsavedChangesDialog guard={guard} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('personal.fields.name')}
          htmlFor="profile-name"
          error={errors.name?.message}
          required
        >
          <Input
            autoComplete="name"
            required
            {...fieldA11y('profile-name', errors.name?.message)}
            {...form.register('name')}
          />
        </FormField>
        <FormField
          label={t('personal.fields.email')}
          htmlFor="profile-email"
          hint={t('personal.emailHint')}
        >
          <Input
            type="email"
            value={profile.email}
            readOnly
            className="bg-muted text-muted-foreground"
            {...fieldA11y('profile-email', undefined, t('personal.emailHint'))}
          />
        </FormField>
        <FormField
          label={t('personal.fields.phone')}
          htmlFor="profile-phone"
          error={errors.phone?.message}
        >
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                withCountry
                placeholder={t('personal.fields.phonePlaceholder')}
                {...fieldA11y('profile-phone', errors.phone?.message)}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </FormField>
        <FormField
          label={t('personal.fields.mainSport')}
          htmlFor="profile-main-sport"
          error={errors.mainSport?.message}
          required
        >
          <Controller
            control={form.control}
            name="mainSport"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger
                  className="w-full"
                  onBlur={field.onBlur}
                  ref={field.ref}
                  {...fieldA11y('profile-main-sport', errors.mainSport?.message)}
                >
                  <SelectValue placeholder={t('personal.fields.mainSportPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {MAIN_SPORTS.map((sport) => (
                    <SelectItem key={sport} value={sport}>
                      {t(`personal.sports.${sport}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={cancel} disabled={isSubmitting}>
          {t('personal.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('personal.saving') : t('personal.save')}
        </Button>
      </div>
    </form>
  )
}
