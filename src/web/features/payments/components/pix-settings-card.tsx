import '~/locales/payments'
import type { PixSettingsDto } from '@shared/api-types'
import { MONEY_LIMITS, PIX_KEY_TYPES, type PixKeyType } from '@shared/constants'
import { pixAvailable, pixText } from '@shared/domain/pix'
import { pixSettingsInputSchema } from '@shared/schemas/money'
import { useQuery } from '@tanstack/react-query'
import { QrCode } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { ChoiceToggles } from '~/components/choice-toggles'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Skeleton } from '~/components/ui/skeleton'
import { ApiError } from '~/lib/api-client'
import { splitIssues } from '~/lib/form-errors'
import { currentFormats } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { pixSettingsQuery, useRemovePixSettings, useSavePixSettings } from '../api/pix-settings'

type Field = 'keyType' | 'key' | 'name' | 'city'
type Draft = { keyType: PixKeyType | null; key: string; name: string; city: string }
const FIELDS: readonly Field[] = ['keyType', 'key', 'name', 'city']
const EMPTY: Draft = { keyType: null, key: '', name: '', city: '' }
const draftOf = (s: PixSettingsDto | null): Draft => (s ? { ...s } : EMPTY)
const fieldOf = (path: string): Field | null => {
  const head = path.split('.')[0] as Field
  return FIELDS.includes(head) ? head : null
}

/**
 * What the charge will carry of a name or city when it differs from what was typed (cut to the
 * BR Code's length, accents removed), so the cut is seen before the student's bank shows it.
 */
function ChargeText({ value, max }: { value: string; max: number }) {
  const { t } = useTranslation('payments')
  const typed = value.trim().replace(/\s+/g, ' ')
  const carried = pixText(value, max)
  return (
    <p aria-live="polite" className="break-words text-muted-foreground text-xs">
      {typed && carried !== typed ? t('pix.inCharge', { text: carried }) : null}
    </p>
  )
}

/**
 * 'Chave Pix' (issue 13): the key (CPF, CNPJ, e-mail, phone or random key), the receiver's
 * name and city used by 'Cobrar via Pix'. The server validates the key (check digits…) and
 * says why it refuses one, under the field.
 */
export function PixSettingsCard() {
  const { t } = useTranslation('payments')
  const query = useQuery(pixSettingsQuery())
  const save = useSavePixSettings()
  const remove = useRemovePixSettings()
  const [draft, setDraft] = useState<Draft | null>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [confirm, setConfirm] = useState(false)
  const status = query.data

  useEffect(() => {
    if (status && !draft) setDraft(draftOf(status.settings))
  }, [status, draft])

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...(d ?? EMPTY), ...patch }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!draft) return
    const parsed = pixSettingsInputSchema.safeParse({
      ...draft,
      keyType: draft.keyType ?? undefined,
    })
    if (!parsed.success) {
      setErrors(splitIssues(parsed.error, fieldOf).fields)
      return
    }
    setErrors({})
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved.settings))
        toastSuccess(t('pix.saved'))
      },
      onError: (error) => {
        const { fields } = splitIssues(error, fieldOf)
        // the key's reason comes in the 400 message when it has no field issue
        if (Object.keys(fields).length === 0 && error instanceof ApiError && error.status === 400)
          fields.key = error.message
        setErrors(fields)
        toastError(t('pix.saveError'), error, t('pix.fallback'))
      },
    })
  }

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirm(false)
        setDraft(EMPTY)
        setErrors({})
        toastSuccess(t('pix.removed'))
      },
      onError: (error) => {
        setConfirm(false)
        toastError(t('pix.removeError'), error, t('pix.fallback'))
      },
    })

  const keyType = draft?.keyType ?? null
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
          {!draft ? (
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
            <form onSubmit={submit} noValidate className="grid gap-4">
              {!status?.settings && (
                <p className="text-muted-foreground text-sm">{t('pix.notSet')}</p>
              )}
              <ChoiceToggles
                id="pix-key-type"
                label={t('pix.keyType')}
                options={PIX_KEY_TYPES.map((k) => ({ value: k, label: t(`pix.types.${k}`) }))}
                value={keyType}
                onChange={(v) => set({ keyType: v })}
                required
                error={errors.keyType}
              />
              <FormField label={t('pix.key')} htmlFor="pix-key" error={errors.key} required>
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
                  value={draft.key}
                  onChange={(e) => set({ key: e.target.value })}
                  {...fieldA11y('pix-key', errors.key)}
                />
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  className="content-start"
                  label={t('pix.name')}
                  htmlFor="pix-name"
                  error={errors.name}
                  hint={t('pix.nameHint')}
                  required
                >
                  <Input
                    required
                    autoComplete="name"
                    value={draft.name}
                    onChange={(e) => set({ name: e.target.value })}
                    {...fieldA11y('pix-name', errors.name, t('pix.nameHint'))}
                  />
                  <ChargeText value={draft.name} max={MONEY_LIMITS.pixNameMax} />
                </FormField>
                <FormField
                  className="content-start"
                  label={t('pix.city')}
                  htmlFor="pix-city"
                  error={errors.city}
                  hint={t('pix.cityHint')}
                  required
                >
                  <Input
                    required
                    autoComplete="address-level2"
                    value={draft.city}
                    onChange={(e) => set({ city: e.target.value })}
                    {...fieldA11y('pix-city', errors.city, t('pix.cityHint'))}
                  />
                  <ChargeText value={draft.city} max={MONEY_LIMITS.pixCityMax} />
                </FormField>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  {status?.settings && (
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
          )}
        </CardContent>
      </Card>
    </section>
  )
}
