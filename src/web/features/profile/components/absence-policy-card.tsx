import '~/locales/attendance'
import { type AbsencePolicyInput, absencePolicySchema } from '@shared/schemas/profile'
import type { ProfileDto } from '@shared/schemas/profile.response'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'
import { zodResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { localMessage } from '~/lib/messages'
import { SettingsCard, useSaveProfile } from './settings-card'

/** The shared policy, the hours as typed (an empty field is not a number). */
const policyFormSchema = absencePolicySchema.extend({
  cancelNoticeHours: z
    .string()
    .transform((hours) => (hours.trim() === '' ? Number.NaN : Number(hours)))
    .pipe(absencePolicySchema.shape.cancelNoticeHours),
})
type Values = z.input<typeof policyFormSchema>
const valuesOf = (p: ProfileDto): Values => ({
  cancelNoticeHours: String(p.cancelNoticeHours),
  lateCancelConsumes: p.lateCancelConsumes,
  noShowConsumes: p.noShowConsumes,
})

/**
 * 'Política de faltas': how many hours ahead a cancellation is a 'falta
 * avisada', and whether a late cancellation / a no-show consumes a credit. Applies to outcomes
 * recorded from then on.
 */
export function AbsencePolicyCard() {
  const { t } = useTranslation('attendance')
  return (
    <SettingsCard
      id="absence-policy-title"
      title={t('policy.title')}
      description={t('policy.description')}
    >
      {(profile) => <AbsencePolicyForm profile={profile} />}
    </SettingsCard>
  )
}

function AbsencePolicyForm({ profile }: { profile: ProfileDto }) {
  const { t } = useTranslation('attendance')
  const form = useForm<Values, unknown, AbsencePolicyInput>({
    resolver: zodResolver(policyFormSchema),
    defaultValues: valuesOf(profile),
  })
  const { save, saving } = useSaveProfile(form, valuesOf, {
    saved: t('policy.saved'),
    error: t('policy.error'),
    fields: ['cancelNoticeHours'],
  })
  const error = form.formState.errors.cancelNoticeHours?.message
  const submit = form.handleSubmit((input) => save(input))

  return (
    <form className="grid max-w-xl gap-5" onSubmit={submit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor="policy-hours">{t('policy.noticeHours')}</Label>
        <Input
          id="policy-hours"
          type="number"
          inputMode="numeric"
          min={0}
          max={168}
          className="w-32"
          aria-invalid={error ? true : undefined}
          aria-describedby="policy-hours-hint policy-hours-error"
          {...form.register('cancelNoticeHours')}
        />
        <p id="policy-hours-hint" className="text-muted-foreground text-xs">
          {t('policy.noticeHoursHint')}
        </p>
        <p id="policy-hours-error" role="alert" className="text-destructive text-sm">
          {error ? localMessage(error) : null}
        </p>
      </div>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="policy-late">{t('policy.lateCancelConsumes')}</Label>
        <Controller
          control={form.control}
          name="lateCancelConsumes"
          render={({ field }) => (
            <Switch id="policy-late" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="policy-noshow">{t('policy.noShowConsumes')}</Label>
        <Controller
          control={form.control}
          name="noShowConsumes"
          render={({ field }) => (
            <Switch id="policy-noshow" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
      <Button type="submit" className="justify-self-start" disabled={saving}>
        {saving ? t('policy.saving') : t('policy.save')}
      </Button>
    </form>
  )
}
