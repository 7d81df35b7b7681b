import '~/locales/profile'
import { phoneForEditing } from '@shared/domain/phone'
import { type ClubInput, clubSchema } from '@shared/schemas/club'
import type { ClubDto } from '@shared/schemas/clubs.response'
import { useEffect, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { PhoneInput } from '~/components/phone-input'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { applyServerIssues, zodResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { toastError } from '~/lib/toast'
import { useCreateClub, useUpdateClub } from '../api'

type ClubOutput = z.output<typeof clubSchema>
const FIELDS = ['name', 'address', 'phone', 'isDefault'] as const
/** Spec §9: about 100 ms between a successful save and closing. */
export const CLOSE_DELAY_MS = 100

/** The club form: name (required), address, phone (masked) and the 'Clube padrão' checkbox. */
export function ClubForm({
  club,
  isFirstClub,
  onCancel,
  onSaved,
}: {
  club: ClubDto | null
  isFirstClub: boolean
  onCancel: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation('profile')
  const create = useCreateClub()
  const update = useUpdateClub()
  const [closing, setClosing] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  // The current default cannot be un-defaulted (another club must become the default), and
  // the first club is always the default: in both cases the checkbox is checked and locked.
  // (frozen when the form opens: the list refreshes while the dialog closes)
  const [lockedDefault] = useState(club ? club.isDefault : isFirstClub)
  const form = useForm<ClubInput, unknown, ClubOutput>({
    resolver: zodResolver(clubSchema),
    defaultValues: {
      name: club?.name ?? '',
      address: club?.address ?? '',
      phone: phoneForEditing(club?.phone),
      isDefault: lockedDefault,
    },
  })
  const { errors, isSubmitting } = form.formState
  const busy = isSubmitting || closing

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (club) await update.mutateAsync({ id: club.id, input: values })
      else await create.mutateAsync(values)
    } catch (error) {
      applyServerIssues(error, form.setError, FIELDS)
      toastError(t('clubs.toast.saveError'), error)
      return
    }
    toast.success(club ? t('clubs.toast.updated') : t('clubs.toast.created'))
    setClosing(true)
    timer.current = setTimeout(onSaved, CLOSE_DELAY_MS)
  })

  const defaultHint = !lockedDefault
    ? t('clubs.dialog.isDefaultHint')
    : club
      ? t('clubs.dialog.isDefaultLockedHint')
      : t('clubs.dialog.firstClubHint')

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        label={t('clubs.dialog.name')}
        htmlFor="club-name"
        error={errors.name?.message}
        required
      >
        <Input
          required
          placeholder={t('clubs.dialog.namePlaceholder')}
          {...fieldA11y('club-name', errors.name?.message)}
          {...form.register('name')}
        />
      </FormField>
      <FormField
        label={t('clubs.dialog.address')}
        htmlFor="club-address"
        error={errors.address?.message}
      >
        <Input
          autoComplete="street-address"
          placeholder={t('clubs.dialog.addressPlaceholder')}
          {...fieldA11y('club-address', errors.address?.message)}
          {...form.register('address')}
        />
      </FormField>
      <FormField label={t('clubs.dialog.phone')} htmlFor="club-phone" error={errors.phone?.message}>
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              withCountry
              autoComplete="off"
              placeholder={t('clubs.dialog.phonePlaceholder')}
              {...fieldA11y('club-phone', errors.phone?.message)}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </FormField>
      <Controller
        control={form.control}
        name="isDefault"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-lg border p-3">
            <Checkbox
              id="club-default"
              className="mt-0.5"
              checked={Boolean(field.value)}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={lockedDefault}
              aria-describedby="club-default-hint"
            />
            <div className="grid gap-1">
              <Label htmlFor="club-default">{t('clubs.dialog.isDefault')}</Label>
              <p id="club-default-hint" className="text-sm text-muted-foreground">
                {defaultHint}
              </p>
            </div>
          </div>
        )}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {t('clubs.dialog.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('clubs.dialog.saving') : t('clubs.dialog.save')}
        </Button>
      </div>
    </form>
  )
}
