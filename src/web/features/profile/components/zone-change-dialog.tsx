import '~/locales/profile'
import type { LessonTimesChoice } from '@shared/constants'
import type { TimeZoneChangePreview } from '@shared/schemas/profile.response'
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Label } from '~/components/ui/label'
import { RadioGroup, RadioGroupItem } from '~/components/ui/radio-group'
import { currentFormats, formatClock } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'

/** 'America/New_York' → 'America/New York', as the zone select shows it. */
export const zoneName = (zone: string) => zone.replaceAll('_', ' ')

/** 'terça-feira, 1 de dezembro' / 'Tuesday, December 1': a local calendar day. */
function dayLabel(day: string): string {
  return new Intl.DateTimeFormat(currentFormats().language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))
}

/**
 * Asked when the coach changes the time zone with lessons to come: keep their wall-clock
 * times (the default: an 18:00 weekly slot stays 18:00) or their moments (the times shown
 * change). The coach's own next lesson shows what each choice does.
 */
export default function ZoneChangeDialog({
  preview,
  saving,
  onConfirm,
  onCancel,
}: {
  preview: TimeZoneChangePreview
  saving: boolean
  onConfirm: (choice: LessonTimesChoice) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('profile')
  const [choice, setChoice] = useState<LessonTimesChoice>('keep_local')
  const id = useId()
  const to = zoneName(preview.to)
  const { next } = preview
  const what = [
    preview.weeklySlots ? t('zoneChange.slots', { count: preview.weeklySlots }) : null,
    preview.lessons ? t('zoneChange.lessons', { count: preview.lessons }) : null,
  ]
    .filter(Boolean)
    .join(t('zoneChange.and'))
  const example = next && {
    day: dayLabel(next.date),
    time: formatClock(next.time),
    to,
  }
  const options = [
    {
      value: 'keep_local' as const,
      label: t('zoneChange.keepLocal'),
      hint: example ? t('zoneChange.keepLocalExample', example) : t('zoneChange.keepLocalHint'),
    },
    {
      value: 'keep_instant' as const,
      label: t('zoneChange.keepInstant'),
      hint:
        example && next
          ? t(
              next.sameInstant.date === next.date
                ? 'zoneChange.keepInstantExample'
                : 'zoneChange.keepInstantExampleDay',
              {
                ...example,
                newDay: dayLabel(next.sameInstant.date),
                newTime: formatClock(next.sameInstant.time),
              },
            )
          : t('zoneChange.keepInstantHint'),
    },
  ]

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onCancel()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('zoneChange.title')}</DialogTitle>
          <DialogDescription>
            {t('zoneChange.description', { what, from: zoneName(preview.from), to })}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            onConfirm(choice)
          }}
        >
          <RadioGroup
            value={choice}
            onValueChange={(v) => setChoice(v as LessonTimesChoice)}
            aria-label={t('zoneChange.title')}
            className="gap-2"
          >
            {options.map((o) => (
              <div
                key={o.value}
                className="flex items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary"
              >
                <RadioGroupItem
                  id={`${id}-${o.value}`}
                  value={o.value}
                  aria-describedby={`${id}-${o.value}-hint`}
                  className="mt-0.5"
                />
                <div className="grid min-w-0 gap-1">
                  <Label htmlFor={`${id}-${o.value}`} className="leading-snug">
                    {o.label}
                  </Label>
                  <p id={`${id}-${o.value}-hint`} className="text-muted-foreground text-sm">
                    {o.hint}
                  </p>
                </div>
              </div>
            ))}
          </RadioGroup>
          <p className="text-muted-foreground text-xs">{t('zoneChange.pastStays')}</p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
              {t('zoneChange.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t('locale.saving') : t('zoneChange.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
