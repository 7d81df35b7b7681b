import '~/locales/attendance'
import type { ProfileDto } from '@shared/api-types'
import { absencePolicySchema } from '@shared/schemas/profile'
import { type FormEvent, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'
import { useTranslation } from '~/lib/i18n'
import { localMessage } from '~/lib/messages'
import { SettingsCard, useProfileDraft } from './settings-card'

type Draft = { hours: string; late: boolean; noShow: boolean }
const draftOf = (p: ProfileDto): Draft => ({
  hours: String(p.cancelNoticeHours),
  late: p.lateCancelConsumes,
  noShow: p.noShowConsumes,
})

/**
 * 'Política de faltas' (issue 11 item 5): how many hours ahead a cancellation is a 'falta
 * avisada', and whether a late cancellation / a no-show consumes a credit. Applies to outcomes
 * recorded from then on.
 */
export function AbsencePolicyCard() {
  const { t } = useTranslation('attendance')
  const { draft, setDraft, save, saving } = useProfileDraft(draftOf, {
    saved: t('policy.saved'),
    error: t('policy.error'),
  })
  const [error, setError] = useState<string | null>(null)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!draft) return
    const parsed = absencePolicySchema.safeParse({
      cancelNoticeHours: draft.hours.trim() === '' ? Number.NaN : Number(draft.hours),
      lateCancelConsumes: draft.late,
      noShowConsumes: draft.noShow,
    })
    if (!parsed.success) {
      setError(localMessage(parsed.error.issues[0]?.message) ?? t('policy.error'))
      return
    }
    setError(null)
    save(parsed.data)
  }

  return (
    <SettingsCard
      id="absence-policy-title"
      title={t('policy.title')}
      description={t('policy.description')}
      loading={!draft}
    >
      {draft && (
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
              value={draft.hours}
              aria-invalid={error ? true : undefined}
              aria-describedby="policy-hours-hint policy-hours-error"
              onChange={(e) => setDraft({ ...draft, hours: e.target.value })}
            />
            <p id="policy-hours-hint" className="text-muted-foreground text-xs">
              {t('policy.noticeHoursHint')}
            </p>
            <p id="policy-hours-error" role="alert" className="text-destructive text-sm">
              {error}
            </p>
          </div>
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="policy-late">{t('policy.lateCancelConsumes')}</Label>
            <Switch
              id="policy-late"
              checked={draft.late}
              onCheckedChange={(late) => setDraft({ ...draft, late })}
            />
          </div>
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="policy-noshow">{t('policy.noShowConsumes')}</Label>
            <Switch
              id="policy-noshow"
              checked={draft.noShow}
              onCheckedChange={(noShow) => setDraft({ ...draft, noShow })}
            />
          </div>
          <Button type="submit" className="justify-self-start" disabled={saving}>
            {saving ? t('policy.saving') : t('policy.save')}
          </Button>
        </form>
      )}
    </SettingsCard>
  )
}
