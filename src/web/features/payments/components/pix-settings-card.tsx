import '~/locales/payments'
import { MONEY_LIMITS, PIX_KEY_TYPES } from '@shared/constants'
import { pixAvailable, pixText } from '@shared/domain/pix'
import { type PixSettingsInput, pixSettingsInputSchema } from '@shared/schemas/money'
import type { PixSettingsDto, PixSettingsStatus } from '@shared/schemas/payments.response'
import { useQuery } from '@tanstack/react-query'
import QrCode from 'lucide-react/icons/qr-code'
import { useState } from 'react'
import { type Control, Controller, type DefaultValues, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { ChoiceToggles } from '~/components/choice-toggles'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Skeleton } from '~/components/ui/skeleton'
import { ApiError } from '~/lib/api-client'
import { applyServerIssues, zodResolver } from '~/lib/form-errors'
import { currentFormats } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { pixSettingsQuery, useRemovePixSettings, useSavePixSettings } from '../api/pix-settings'

type Values = z.input<typeof pixSettingsInputSchema>
const FIELDS = ['keyType', 'key', 'name', 'city'] as const
/** No key yet: no type chosen (the schema's 'Selecione o tipo de chave Pix'). */
const EMPTY: DefaultValues<Values> = { key: '', name: '', city: '' }
const valuesOf = (s: PixSettingsDto | null): DefaultValues<Values> =>
  s ? { keyType: s.keyType, key: s.key, name: s.name, city: s.city } : EMPTY

/**
 * What the charge will carry of a name or city when it differs from what was typed (cut to the
 * BR Code's length, accents removed), so the cut is seen before the student's bank shows it.
 */
function ChargeText({
  control,
  name,
  max,
}: {
  control: Control<Values>
  name: 'name' | 'city'
  max: number
}) {
  const { t } = useTranslation('payments')
  const value = useWatch({ control, name }) ?? ''
  const typed = value.trim().replace(/\s+/g, ' ')
  const carried = pixText(value, max)
  return (
    <p aria-live="polite" className="break-words text-muted-foreground text-xs">
      {typed && carried !== typed ? t('pix.inCharge', { text: carried }) : null}
    </p>
  )
}

/**
 * 'Chave Pix': the key (CPF, CNPJ, e-mail, phone or random key), the receiver's
 * name and city used by 'Cobrar via Pix'. The server validates the key (check digits…) and
 * says why it refuses one, under the field.
 */
export function PixSettingsCard() {
  const { t } = useTranslation('payments')
  const query = useQuery(pixSettingsQuery())
  const status = query.data
  return (
    <section aria-labelledby="pix-settings-title">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="pix-settings-title" className="flex items-center gap-2 text-lg">
              <QrCode aria-hidden className="size-5 text-primary" />
              {t('pix.title')}
            </h2>
          </CardTitle>
          <p className="text-muted-foreground text-sm">{t('pix.description')}</p>
          {!pixAvailable(currentFormats().currency) && (
            <p className="text-sm text-warning-soft-foreground" data-testid="pix-needs-brl">
              {t('pix.needsBrl')}
            </p>
          )}
        </CardHeader>
        <CardContent>
          {!status ? (
            query.isError ? (
              <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
                <p className="text-destructive">{t('pix.loadError')}</p>
                <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                  {t('pix.retry')}
                </Button>
              </div>
            ) : (
              <Skeleton className="h-48 w-full" />
            )
          ) : (
            <PixSettingsForm status={status} />
          )}
        </CardContent>
      </Card>
    </section>
  )
}

/** The form, mounted once the settings are loaded: it starts from them. */
function PixSettingsForm({ status }: { status: PixSettingsStatus }) {
  const { t } = useTranslation('payments')
  const save = useSavePixSettings()
  const remove = useRemovePixSettings()
  const [confirm, setConfirm] = useState(false)
  const form = useForm<Values, unknown, PixSettingsInput>({
    resolver: zodResolver(pixSettingsInputSchema),
    defaultValues: valuesOf(status.settings),
  })
  const { errors } = form.formState

  const submit = form.handleSubmit((input) =>
    save.mutateAsync(input).then(
      (saved) => {
        form.reset(valuesOf(saved.settings))
        toastSuccess(t('pix.saved'))
      },
      (error) => {
        const onFields = applyServerIssues(error, form.setError, FIELDS)
        // the key's reason comes in the 400 message when it has no field issue
        if (!onFields && error instanceof ApiError && error.status === 400)
          form.setError('key', { type: 'server', message: error.message })
        toastError(t('pix.saveError'), error, t('pix.fallback'))
      },
    ),
  )

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirm(false)
        form.reset(EMPTY)
        toastSuccess(t('pix.removed'))
      },
      onError: (error) => {
        setConfirm(false)
        toastError(t('pix.removeError'), error, t('pix.fallback'))
      },
    })

  const keyType = useWatch({ control: form.control, name: 'keyType' })
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {!status.settings && <p className="text-muted-foreground text-sm">{t('pix.notSet')}</p>}
      <Controller
        control={form.control}
        name="keyType"
        render={({ field }) => (
          <ChoiceToggles
            id="pix-key-type"
            label={t('pix.keyType')}
            options={PIX_KEY_TYPES.map((k) => ({ value: k, label: t(`pix.types.${k}`) }))}
            value={field.value}
            // no type chosen: the schema's 'Selecione o tipo de chave Pix'
            onChange={(v) => field.onChange(v ?? undefined)}
            required
            error={errors.keyType?.message}
          />
        )}
      />
      <FormField label={t('pix.key')} htmlFor="pix-key" error={errors.key?.message} required>
        <Input
          required
          autoComplete="off"
          // a CNPJ may have letters (the alphanumeric CNPJ of 2026): a full keyboard
          autoCapitalize={keyType === 'cnpj' ? 'characters' : 'off'}
          inputMode={
            keyType === 'cpf'
              ? 'numeric'
              : keyType === 'phone'
                ? 'tel'
                : keyType === 'email'
                  ? 'email'
                  : 'text'
          }
          placeholder={keyType ? t(`pix.keyPlaceholders.${keyType}`) : undefined}
          {...fieldA11y('pix-key', errors.key?.message)}
          {...form.register('key')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          label={t('pix.name')}
          htmlFor="pix-name"
          error={errors.name?.message}
          hint={t('pix.nameHint')}
          required
        >
          <Input
            required
            autoComplete="name"
            {...fieldA11y('pix-name', errors.name?.message, t('pix.nameHint'))}
            {...form.register('name')}
          />
          <ChargeText control={form.control} name="name" max={MONEY_LIMITS.pixNameMax} />
        </FormField>
        <FormField
          className="content-start"
          label={t('pix.city')}
          htmlFor="pix-city"
          error={errors.city?.message}
          hint={t('pix.cityHint')}
          required
        >
          <Input
            required
            autoComplete="address-level2"
            {...fieldA11y('pix-city', errors.city?.message, t('pix.cityHint'))}
            {...form.register('city')}
          />
          <ChargeText control={form.control} name="city" max={MONEY_LIMITS.pixCityMax} />
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          {status.settings && (
            <ConfirmDialog
              open={confirm}
              onOpenChange={(open) => !remove.isPending && setConfirm(open)}
              triggerLabel={t('pix.remove')}
              title={t('pix.removeTitle')}
              description={t('pix.removeDescription')}
              cancelLabel={t('pix.removeCancel')}
              confirmLabel={t('pix.removeConfirm')}
              pendingLabel={t('pix.removing')}
              pending={remove.isPending}
              onConfirm={confirmRemove}
            />
          )}
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('pix.saving') : t('pix.save')}
        </Button>
      </div>
    </form>
  )
}
